import Diagnostics

/// The four appearances an asset-catalog colour can vary by.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Comparable {
    /// "Any" in Xcode: the light, normal-contrast value every colour must have.
    case light
    case dark
    case lightHighContrast = "light-hc"
    case darkHighContrast = "dark-hc"

    public var isDark: Bool { self == .dark || self == .darkHighContrast }
    public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

    public static func < (a: Appearance, b: Appearance) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The RGB spaces a colour set can be written in.
public enum RGBColorSpace: String, Sendable, Hashable {
    case sRGB = "srgb"
    case displayP3 = "display-p3"
}

/// A colour as gamma-encoded components in 0…1 (may fall outside for extended values).
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    public var space: RGBColorSpace

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, space: RGBColorSpace = .sRGB) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.space = space
    }

    public var description: String {
        func hex(_ v: Double) -> String {
            let byte = v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        let base = "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
        return space == .sRGB ? base : "\(base) (\(space.rawValue))"
    }
}

/// A token's place in the token tree, e.g. ["content", "primary"].
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var components: [String]

    public init(_ components: [String]) { self.components = components }

    /// Parses "a.b.c" (DTCG reference style) or "a/b/c" (catalog style).
    public init(parsing text: String) {
        let separator: Character = text.contains("/") ? "/" : "."
        self.components = text.split(separator: separator, omittingEmptySubsequences: true).map(String.init)
    }

    public var name: String { components.last ?? "" }
    public var groups: [String] { Array(components.dropLast()) }
    /// "a.b.c", the form DTCG references use.
    public var dotted: String { components.joined(separator: ".") }
    /// "a/b/c", the form namespaced asset names use.
    public var slashed: String { components.joined(separator: "/") }
    public var description: String { dotted }

    public static func < (a: TokenPath, b: TokenPath) -> Bool {
        // Byte order of the UTF-8 text, so sorting is the same on every platform; compared in
        // place (no array per comparison), since sorts of 100,000 tokens make millions of them.
        a.components.lexicographicallyPrecedes(b.components) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

/// Facts common to every token.
public struct TokenInfo: Sendable, Hashable {
    public var path: TokenPath
    public var description: String?
    /// nil = not deprecated; "" = deprecated without a reason.
    public var deprecation: String?
    /// Where the token was written; computed from a byte offset when read (`TokenLocation`).
    public var location: SourceLocation? {
        get { origin?.resolved }
        set { origin = newValue.map(TokenLocation.init) }
    }
    /// The token's place, kept as a byte offset until `location` is read.
    public var origin: TokenLocation?
    /// The token's `$extensions` as compact JSON text (members in source order), kept opaque so
    /// writers can pass vendor data through; nil when the token has none.
    public var extensions: String?
    /// The token each appearance's value refers to as a whole (`"$value": "{palette.ink.100}"` →
    /// `palette.ink.100`, the referenced token's source path), for templates and documentation;
    /// empty when the value is written out. Non-colour tokens record only `.light`.
    public var aliases: [Appearance: String] = [:]

    public init(path: TokenPath, description: String? = nil, deprecation: String? = nil, location: SourceLocation? = nil,
                extensions: String? = nil) {
        self.path = path
        self.description = description
        self.deprecation = deprecation
        self.origin = location.map(TokenLocation.init)
        self.extensions = extensions
    }
}

/// A colour with one value per appearance; `light` is always present.
public struct ColorToken: Sendable, Hashable {
    public var info: TokenInfo
    public var values: [Appearance: RGBAColor]

    public init(info: TokenInfo, values: [Appearance: RGBAColor]) {
        self.info = info
        self.values = values
    }

    public var path: TokenPath { info.path }

    /// The value shown in `appearance`, falling back the way iOS does: high contrast to its
    /// normal-contrast twin, dark to light.
    public func resolved(_ appearance: Appearance) -> RGBAColor? {
        if let v = values[appearance] { return v }
        switch appearance {
        case .light: return nil
        case .dark: return values[.light]
        case .lightHighContrast: return values[.light]
        case .darkHighContrast: return values[.dark] ?? values[.light]
        }
    }
}

/// Apple's Dynamic Type text styles, by their `UIFont.TextStyle` names.
public enum DynamicTypeStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The point size at the default ("Large") content size category.
    public var defaultPointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }
}

/// A text style: font, size, weight, line height and tracking, optionally scaled with Dynamic Type.
public struct TextStyleToken: Sendable, Hashable {
    public var info: TokenInfo
    /// Families in preference order.
    public var fontFamilies: [String]
    /// The PostScript name to load, when known (e.g. "HiraginoSans-W6"); nil means the system font.
    public var postScriptName: String?
    /// CSS weight 1…1000.
    public var weight: Int
    /// Size in points.
    public var size: Double
    /// Line height as a multiple of `size` (DTCG semantics); nil = the font's natural height.
    public var lineHeight: Double?
    /// Letter spacing in points.
    public var letterSpacing: Double
    /// The text style this one scales with, if any.
    public var relativeTo: DynamicTypeStyle?
    /// Whether the style asks for an italic face (a typography `fontStyle` of italic or oblique,
    /// or a Tokens Studio weight such as `Bold Italic`).
    public var isItalic = false

    public init(info: TokenInfo, fontFamilies: [String], postScriptName: String? = nil, weight: Int, size: Double,
                lineHeight: Double? = nil, letterSpacing: Double = 0, relativeTo: DynamicTypeStyle? = nil) {
        self.info = info
        self.fontFamilies = fontFamilies
        self.postScriptName = postScriptName
        self.weight = weight
        self.size = size
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.relativeTo = relativeTo
    }

    public var path: TokenPath { info.path }
    /// Line height in points, when set.
    public var lineHeightPoints: Double? { lineHeight.map { $0 * size } }
}

/// A length: in points when the unit converts to points (px, pt, dp, sp, rem × the rem base,
/// and the CSS absolute units), else the value with its CSS unit kept (`em`, `%`, `vw` …).
public struct DimensionToken: Sendable, Hashable {
    public var info: TokenInfo
    public var value: Double
    /// `pt` for a length already in points; otherwise the source's CSS unit, lower-cased.
    public var unit: String

    /// The unit of a dimension converted to points.
    public static let pointsUnit = "pt"

    public init(info: TokenInfo, points: Double) {
        self.init(info: info, value: points, unit: Self.pointsUnit)
    }

    public init(info: TokenInfo, value: Double, unit: String) {
        self.info = info
        self.value = value
        self.unit = unit
    }

    /// The length in points, or nil when the unit is relative to something only known at run time.
    public var points: Double? { unit == Self.pointsUnit ? value : nil }
}

// `NumberToken`, `DurationToken` and the shadow types below are built only by this module's
// readers (and tests), so they use Swift's memberwise initialisers.

/// A plain number (opacity, ratio, unitless line height…).
public struct NumberToken: Sendable, Hashable {
    public var info: TokenInfo
    public var value: Double
}

/// A duration in seconds.
public struct DurationToken: Sendable, Hashable {
    public var info: TokenInfo
    public var seconds: Double
}

/// One shadow layer, lengths in points.
public struct ShadowLayer: Sendable, Hashable {
    public var color: RGBAColor
    public var offsetX: Double
    public var offsetY: Double
    public var blur: Double
    public var spread: Double = 0
    public var inset = false
}

/// A shadow with its layers per appearance (the colours usually differ in dark mode).
public struct ShadowToken: Sendable, Hashable {
    public var info: TokenInfo
    /// `.light` is always present; others only where they differ from what the appearance falls back to.
    public var values: [Appearance: [ShadowLayer]]

    /// The light ("Any") layers.
    public var layers: [ShadowLayer] { values[.light] ?? [] }
    /// The layers shown in `appearance`, with the colour fallbacks.
    public func resolved(_ appearance: Appearance) -> [ShadowLayer] { Appearance.fallback(values, appearance) ?? [] }
}

/// Everything read from one token source set, after references and modes are resolved.
public struct TokenSet: Sendable, Hashable {
    public var colors: [ColorToken] = []
    public var textStyles: [TextStyleToken] = []
    public var dimensions: [DimensionToken] = []
    public var numbers: [NumberToken] = []
    public var durations: [DurationToken] = []
    public var shadows: [ShadowToken] = []
    public var fontFamilies: [FontFamilyToken] = []
    public var fontWeights: [FontWeightToken] = []
    public var strings: [StringToken] = []
    public var borders: [BorderToken] = []
    public var strokeStyles: [StrokeStyleToken] = []
    public var cubicBeziers: [CubicBezierToken] = []
    public var transitions: [TransitionToken] = []
    public var gradients: [GradientToken] = []
    /// Component styles (buttons, labels) built from the tokens above; see `ComponentExtraction`.
    public var components: [ComponentToken] = []
    /// Tokens read but not generated, by `$type` (e.g. `boolean`, or a type Stylebook does not know).
    public var notGenerated: [String: Int] = [:]
    /// Dotted paths of tokens that could not be generated and were left out (with a warning), and
    /// of the tokens that refer to them; sorted.
    public var leftOut: [String] = []
    /// Dotted paths of tokens that could not be generated but that include/exclude/private rules
    /// keep out anyway: left out without a word (they were never going to be written); sorted.
    public var leftOutUnjudged: [String] = []

    public init(colors: [ColorToken] = [], textStyles: [TextStyleToken] = [], dimensions: [DimensionToken] = [],
                numbers: [NumberToken] = [], durations: [DurationToken] = [], shadows: [ShadowToken] = []) {
        self.colors = colors
        self.textStyles = textStyles
        self.dimensions = dimensions
        self.numbers = numbers
        self.durations = durations
        self.shadows = shadows
    }

    /// Sorts every list by path so output order never depends on input order or hashing.
    public mutating func sort() {
        colors.sort { $0.path < $1.path }
        textStyles.sort { $0.path < $1.path }
        dimensions.sort { $0.info.path < $1.info.path }
        numbers.sort { $0.info.path < $1.info.path }
        durations.sort { $0.info.path < $1.info.path }
        shadows.sort { $0.info.path < $1.info.path }
        fontFamilies.sort { $0.info.path < $1.info.path }
        fontWeights.sort { $0.info.path < $1.info.path }
        strings.sort { $0.info.path < $1.info.path }
        borders.sort { $0.info.path < $1.info.path }
        strokeStyles.sort { $0.info.path < $1.info.path }
        cubicBeziers.sort { $0.info.path < $1.info.path }
        transitions.sort { $0.info.path < $1.info.path }
        gradients.sort { $0.info.path < $1.info.path }
    }
}

extension Appearance {
    /// `values[appearance]`, falling back the way the asset catalog does: high contrast to its
    /// normal-contrast twin, dark to light.
    public static func fallback<Value>(_ values: [Appearance: Value], _ appearance: Appearance) -> Value? {
        if let v = values[appearance] { return v }
        switch appearance {
        case .light: return nil
        case .dark, .lightHighContrast: return values[.light]
        case .darkHighContrast: return values[.dark] ?? values[.light]
        }
    }
}
