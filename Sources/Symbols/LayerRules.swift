import Foundation

/// A named sRGB colour: a colour token's light value under its catalog name, or the background.
public struct SymbolNamedColor: Sendable, Hashable {
    /// The asset-catalog name (`Colors/brand/primary`), as `UIColor(named:)` takes it.
    public var name: String
    /// sRGB components 0…1.
    public var red: Double, green: Double, blue: Double

    public init(name: String, red: Double, green: Double, blue: Double) {
        self.name = name
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// How the converter turns artwork into rendering-mode layers (docs/symbols-color.md). Every rule
/// can be changed per icon or folder in `stylebook.yml` (`symbols.layers`, `symbols.overrides`).
public struct LayerRules: Sendable, Hashable {
    /// Colour tokens (name → light value): a layer colour within ΔE 1 of one is written as that
    /// catalog colour's name, so the symbol follows the catalog's appearances. Of equally near
    /// colours the first listed wins (the build lists tokens with more appearances first).
    public var catalogColors: [SymbolNamedColor] = []
    /// The background colour (e.g. the background token): like white, a shape of this colour on top
    /// of others becomes an erase layer.
    public var background: SymbolNamedColor?
    /// White (or background-coloured) shapes lying on top of other shapes become erase layers.
    public var erase = true
    /// Opaque colours equal to a system colour's light value are written as that system colour.
    public var systemColors = true
    /// Top-level groups become motion groups (template 5.0 and later).
    public var motionGroups = true
    /// Every layer, bottom to top, becomes a variable-colour layer (the first lights first), unless
    /// the artwork names its variable layers (`variable-N`).
    public var variableByOrder = false
    /// Extra names for artwork names: an SVG `id`, `class` or `data-*` name → roles, e.g.
    /// `"dot": "erase"`, `"arc1": "variable-1"`, `"rim": "layer-secondary motion-2"`.
    public var names: [String: String] = [:]
    /// Changes for some icons or folders, applied in order by `resolved(forIcon:)`.
    public var overrides: [LayerRuleOverride] = []

    public init() {}

    /// The rules for one icon: every override whose pattern matches applies, later ones over earlier
    /// ones. `iconPath` is the icon's path below the symbol source without `.svg` (`badges/alert`).
    public func resolved(forIcon iconPath: String) -> LayerRules {
        var rules = self
        rules.overrides = []
        for o in overrides where o.matches(iconPath) {
            if let v = o.erase { rules.erase = v }
            if let v = o.motionGroups { rules.motionGroups = v }
            if let v = o.systemColors { rules.systemColors = v }
            if let v = o.variableByOrder { rules.variableByOrder = v }
            rules.names.merge(o.names) { _, new in new }
        }
        return rules
    }
}

extension LayerRules {
    /// The icon paths (below the symbol source, without `.svg`) that any of `overrides` matches.
    public static func matchingOverrides(_ overrides: [LayerRuleOverride], paths: [String]) -> [String] {
        paths.filter { path in overrides.contains { $0.matches(path) } }
    }
}

/// Layer rules for some icons (`symbols.overrides` in `stylebook.yml`).
public struct LayerRuleOverride: Sendable, Hashable {
    /// `folder/` (every icon below it), `folder/name` or `name` (one icon; `.svg` optional).
    public var pattern: String
    public var erase: Bool?
    public var motionGroups: Bool?
    public var systemColors: Bool?
    public var variableByOrder: Bool?
    public var names: [String: String] = [:]

    public init(pattern: String) { self.pattern = pattern }

    func matches(_ iconPath: String) -> Bool {
        var p = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        if p.hasSuffix("/") { return iconPath.hasPrefix(p) }
        if p.hasSuffix(".svg") { p = String(p.dropLast(4)) }
        return iconPath == p || (!p.contains("/") && iconPath.split(separator: "/").last.map(String.init) == p)
    }
}

/// What a shape's names ask for (docs/symbols-color.md, "Names").
struct LayerRoles: Hashable {
    var erase: Bool?
    var level: String?
    var variable: Int?
    var motion: Int?

    /// Reads `layer-primary|secondary|tertiary`, `erase`, `paint` (never erase), `variable-N`, `motion-N`.
    init(names: [String], rules: LayerRules) {
        let expanded = names.flatMap { name -> [String] in
            let lower = name.lowercased()
            if let mapped = rules.names[name] ?? rules.names[lower] {
                return mapped.split(separator: " ").map { String($0).lowercased() }
            }
            return [lower]
        }
        // The element's own names come first, so the nearest name wins.
        for name in expanded.reversed() {
            if name == "erase" || name == "layer-erase" { erase = true }
            if name == "paint" || name == "no-erase" { erase = false }
            for level in ["primary", "secondary", "tertiary"] where name == "layer-" + level { self.level = level }
            if let n = Self.number(name, prefix: "variable-") { variable = n }
            if let n = Self.number(name, prefix: "motion-") { motion = n }
        }
    }

    private static func number(_ name: String, prefix: String) -> Int? {
        guard name.hasPrefix(prefix), let n = Int(name.dropFirst(prefix.count)), n >= 0, n < 1000 else { return nil }
        return n
    }
}

/// Colour names for multicolour layers (format doc §5.1).
enum SymbolColorNames {
    /// Apple's system colours by their light (any-appearance) sRGB value, 8-bit, as UIKit/AppKit
    /// name them in templates. Teal changed in iOS 15; both values name it.
    static let system: [(hex: String, name: String)] = [
        ("#FF3B30", "systemRedColor"), ("#FF9500", "systemOrangeColor"), ("#FFCC00", "systemYellowColor"),
        ("#34C759", "systemGreenColor"), ("#00C7BE", "systemMintColor"), ("#30B0C7", "systemTealColor"),
        ("#5AC8FA", "systemTealColor"), ("#32ADE6", "systemCyanColor"), ("#007AFF", "systemBlueColor"),
        ("#5856D6", "systemIndigoColor"), ("#AF52DE", "systemPurpleColor"), ("#FF2D55", "systemPinkColor"),
        ("#A2845E", "systemBrownColor"), ("#8E8E93", "systemGrayColor"), ("#FFFFFF", "white"),
    ]

    /// Every name the converter writes for a system colour, plus the names Apple's exports use.
    static let knownSystemNames: Set<String> = Set(system.map(\.name)).union([
        "tintColor", "custom", "black", "clear", "labelColor", "secondaryLabelColor", "tertiaryLabelColor",
        "quaternaryLabelColor", "systemFillColor", "systemBackgroundColor", "systemGray2Color", "systemGray3Color",
        "systemGray4Color", "systemGray5Color", "systemGray6Color",
    ])

    /// The name a layer of this colour gets: a catalog colour within ΔE 1 (the nearest), else a system
    /// colour of exactly this 8-bit value, else `custom` (the rule's `fill` gives the colour).
    /// A catalog colour whose name cannot be a class (`SymbolClassName`) is passed over; the nearest
    /// such colour is returned as `refused` so the caller can say why the layer is not that colour.
    static func name(red: Double, green: Double, blue: Double,
                     rules: LayerRules) -> (name: String, source: String, refused: String?) {
        let lab = CIELab(red: red, green: green, blue: blue)
        var nearest: (name: String, distance: Double)?
        var refused: (name: String, distance: Double)?
        for color in rules.catalogColors {
            let d = lab.distance(to: CIELab(red: color.red, green: color.green, blue: color.blue))
            guard d <= 1 else { continue }
            // Nearest wins; equal distances go to the colour listed first (`catalogColors` order).
            if SymbolClassName.refusedCharacter(in: color.name) != nil {
                if refused.map({ $0.distance > d }) ?? true { refused = (color.name, d) }
                continue
            }
            if let n = nearest, n.distance <= d { continue }
            nearest = (color.name, d)
        }
        if let nearest { return (nearest.name, "catalog colour", nil) }
        let hex = hexString(red, green, blue)
        if rules.systemColors, let system = system.first(where: { $0.hex == hex }) {
            return (system.name, "system colour", refused?.name)
        }
        return ("custom", "custom colour", refused?.name)
    }

    static func hexString(_ r: Double, _ g: Double, _ b: Double) -> String {
        func c(_ v: Double) -> String {
            let n = Int((max(0, min(1, v)) * 255).rounded())
            let s = String(n, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + c(r) + c(g) + c(b)
    }
}

/// CIE L*a*b* (D65) of an sRGB colour, for ΔE (CIE 1976: Euclidean distance; 1 ≈ just noticeable).
struct CIELab {
    var l: Double, a: Double, b: Double

    init(red: Double, green: Double, blue: Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let (r, g, bl) = (linear(red), linear(green), linear(blue))
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }

    func distance(to o: CIELab) -> Double {
        ((l - o.l) * (l - o.l) + (a - o.a) * (a - o.a) + (b - o.b) * (b - o.b)).squareRoot()
    }
}
