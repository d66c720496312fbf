/// An appearance a colour can vary by; `light` is Xcode's "Any".
public enum StylebookAppearance: Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {
    case light
    case dark
    case lightHighContrast = "light-hc"
    case darkHighContrast = "dark-hc"
}

public enum StylebookColorSpace: Swift.String, Swift.Sendable, Swift.Hashable {
    case sRGB = "srgb"
    case displayP3 = "display-p3"
}

/// Gamma-encoded components, normally 0…1, in `space`.
public struct StylebookRGBA: Swift.Sendable, Swift.Hashable {
    public let red: Swift.Double
    public let green: Swift.Double
    public let blue: Swift.Double
    public let alpha: Swift.Double
    public let space: StylebookColorSpace

    public init(red: Swift.Double, green: Swift.Double, blue: Swift.Double, alpha: Swift.Double = 1, space: StylebookColorSpace = .sRGB) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.space = space
    }
}

/// A colour token: its asset-catalog name and its value in each appearance.
public struct StylebookColor: Swift.Sendable, Swift.Hashable {
    /// The name `UIColor(named:)` and `Color(_:bundle:)` take, namespace included.
    public let name: Swift.String
    public let light: StylebookRGBA
    public let dark: StylebookRGBA?
    public let lightHighContrast: StylebookRGBA?
    public let darkHighContrast: StylebookRGBA?

    public init(name: Swift.String, light: StylebookRGBA, dark: StylebookRGBA? = nil, lightHighContrast: StylebookRGBA? = nil, darkHighContrast: StylebookRGBA? = nil) {
        self.name = name
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The value shown in `appearance`, falling back the way the asset catalog does:
    /// high contrast to its normal-contrast twin, dark to light.
    public func resolved(for appearance: StylebookAppearance) -> StylebookRGBA {
        switch appearance {
        case .light: return light
        case .dark: return dark ?? light
        case .lightHighContrast: return lightHighContrast ?? light
        case .darkHighContrast: return darkHighContrast ?? dark ?? light
        }
    }
}

/// Font weights by CSS hundreds (100 ultraLight … 900 black), as Apple names them.
public enum StylebookFontWeight: Swift.Int, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800, black = 900

    /// The nearest named weight to a CSS weight (1…1000).
    public init(cssWeight: Swift.Int) {
        let hundreds = Swift.min(Swift.max((cssWeight + 50) / 100, 1), 9)
        self = StylebookFontWeight(rawValue: hundreds * 100) ?? .regular
    }
}

/// Apple's Dynamic Type text styles.
public enum StylebookDynamicTypeStyle: Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Point size at the default ("Large") content size.
    public var defaultPointSize: Swift.Double {
        switch self {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
    }
}

/// A text style token. Lengths in points.
public struct StylebookTextStyle: Swift.Sendable, Swift.Hashable {
    public let name: Swift.String
    /// Families in preference order; the first is the one asked for.
    public let fontFamilies: [Swift.String]
    /// The face to load; nil means the family's regular face, or the system font.
    public let postScriptName: Swift.String?
    /// CSS weight 1…1000.
    public let weight: Swift.Int
    public let size: Swift.Double
    /// Line height in points; nil = the font's own.
    public let lineHeight: Swift.Double?
    /// Letter spacing in points.
    public let tracking: Swift.Double
    /// The Dynamic Type style this one scales with; nil = fixed size.
    public let relativeTo: StylebookDynamicTypeStyle?

    public init(name: Swift.String, fontFamilies: [Swift.String], postScriptName: Swift.String? = nil, weight: Swift.Int = 400, size: Swift.Double,
                lineHeight: Swift.Double? = nil, tracking: Swift.Double = 0, relativeTo: StylebookDynamicTypeStyle? = nil) {
        self.name = name
        self.fontFamilies = fontFamilies
        self.postScriptName = postScriptName
        self.weight = weight
        self.size = size
        self.lineHeight = lineHeight
        self.tracking = tracking
        self.relativeTo = relativeTo
    }

    public var fontFamily: Swift.String? { fontFamilies.first }
    public var fontWeight: StylebookFontWeight { StylebookFontWeight(cssWeight: weight) }
    /// What to load: the PostScript name, else the first family; nil = the system font.
    public var fontName: Swift.String? {
        if let postScriptName { return postScriptName }
        guard let family = fontFamily, !StylebookTextStyle.systemFamilies.contains(family.lowercased()) else { return nil }
        return family
    }
    /// Family names that mean "the system font" (San Francisco).
    public static let systemFamilies: Swift.Set<Swift.String> = ["system", "system-ui", "-apple-system", "blinkmacsystemfont", "sf pro", "sf pro text", "sf pro display", "san francisco", ".sf ui text", ".sf ns"]
    /// True when the style scales with a Dynamic Type style and its size is that style's
    /// size at the default content size, so the text style's own system font is this font.
    public var isDynamicTypeDefaultSize: Swift.Bool {
        guard let relativeTo else { return false }
        return size == relativeTo.defaultPointSize
    }
    /// `lineHeight / size`, the DTCG multiplier.
    public var lineHeightMultiple: Swift.Double? { lineHeight.map { $0 / size } }
    /// The font's own line height when the font cannot be asked (typical 1.2 × size).
    public var estimatedNaturalLineHeight: Swift.Double { size * 1.2 }

    /// The leading a set line height adds to the font's own: `lineHeight − naturalLineHeight`,
    /// negative when the line height is tighter than the font, 0 without a line height.
    /// Each framework turns it into its own numbers (docs/text-layout.md).
    public func extraLeading(naturalLineHeight: Swift.Double) -> Swift.Double {
        guard let lineHeight else { return 0 }
        return StylebookTextStyle.extraLeading(lineHeight: lineHeight, naturalLineHeight: naturalLineHeight)
    }

    /// Half the extra leading: the space above and below the glyphs when a line of
    /// `lineHeight` centres them.
    public func halfLeading(naturalLineHeight: Swift.Double) -> Swift.Double {
        extraLeading(naturalLineHeight: naturalLineHeight) / 2
    }

    /// `lineHeight − naturalLineHeight` for lengths already scaled (Dynamic Type).
    public static func extraLeading(lineHeight: Swift.Double, naturalLineHeight: Swift.Double) -> Swift.Double {
        lineHeight - naturalLineHeight
    }

    /// Half of `extraLeading(lineHeight:naturalLineHeight:)`.
    public static func halfLeading(lineHeight: Swift.Double, naturalLineHeight: Swift.Double) -> Swift.Double {
        extraLeading(lineHeight: lineHeight, naturalLineHeight: naturalLineHeight) / 2
    }
}

/// One shadow layer; `blur` is the CSS blur, `radius` the matching Core Animation radius.
public struct StylebookShadowLayer: Swift.Sendable, Swift.Hashable {
    public let color: StylebookRGBA
    public let offsetX: Swift.Double
    public let offsetY: Swift.Double
    public let blur: Swift.Double
    public let spread: Swift.Double
    public let inset: Swift.Bool

    public init(color: StylebookRGBA, offsetX: Swift.Double, offsetY: Swift.Double, blur: Swift.Double, spread: Swift.Double = 0, inset: Swift.Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }

    public var radius: Swift.Double { blur / 2 }
}

/// A shadow: its layers in light ("Any") and, where they differ, in the other appearances.
public struct StylebookShadow: Swift.Sendable, Swift.Hashable {
    public let name: Swift.String
    public let layers: [StylebookShadowLayer]
    public let dark: [StylebookShadowLayer]?
    public let lightHighContrast: [StylebookShadowLayer]?
    public let darkHighContrast: [StylebookShadowLayer]?

    public init(name: Swift.String, layers: [StylebookShadowLayer], dark: [StylebookShadowLayer]? = nil,
                lightHighContrast: [StylebookShadowLayer]? = nil, darkHighContrast: [StylebookShadowLayer]? = nil) {
        self.name = name
        self.layers = layers
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The layers shown in `appearance`: high contrast falls back to its twin, dark to light.
    public func layers(for appearance: StylebookAppearance) -> [StylebookShadowLayer] {
        switch appearance {
        case .light: return layers
        case .dark: return dark ?? layers
        case .lightHighContrast: return lightHighContrast ?? layers
        case .darkHighContrast: return darkHighContrast ?? dark ?? layers
        }
    }
}
