import SwiftOutput
import Tokens

/// Kind-specific template data: colours per appearance, text styles, lengths, shadows, strokes.
extension TokenTemplateContext {
    /// Appearances in the model's order with their context keys and the names Stylebook's
    /// options use (`light-hc`…); `light` is Xcode's "Any".
    static let appearances: [(appearance: Appearance, key: String)] = [
        (.light, "light"), (.dark, "dark"), (.lightHighContrast, "lightHighContrast"), (.darkHighContrast, "darkHighContrast"),
    ]

    static func literal(_ value: Double) -> String { SwiftLiteral.double(value) }

    /// One colour value: `red`, `green`, `blue`, `alpha` (Swift literals, gamma-encoded 0…1 in
    /// `colorSpace`), `hex`, `colorSpace` (`srgb` or `display-p3`), `opaque`.
    static func color(_ c: RGBAColor) -> [String: Any] {
        [
            "red": literal(c.red), "green": literal(c.green), "blue": literal(c.blue), "alpha": literal(c.alpha),
            "hex": StylebookContext.hex([c.red, c.green, c.blue], alpha: c.alpha), "colorSpace": c.space.rawValue,
            "opaque": c.alpha >= 1,
        ]
    }

    /// Per-appearance data: `light`, `dark`, `lightHighContrast`, `darkHighContrast` (each resolved
    /// with the catalog's fallbacks, so always present), `any` (= light), `values` (only the
    /// appearances the tokens define, each with `appearance` and `key`), `hasDark`, `hasHighContrast`.
    static func perAppearance<Value>(_ values: [Appearance: Value], extra: (Appearance) -> [String: Any] = { _ in [:] },
                                     _ data: (Appearance) -> [String: Any]) -> [String: Any] {
        var result: [String: Any] = [:]
        var defined: [[String: Any]] = []
        for (appearance, key) in appearances {
            let resolved = data(appearance)
            result[key] = resolved
            if values[appearance] != nil {
                defined.append(resolved.merging(["appearance": appearance.rawValue, "key": key]) { _, new in new }
                    .merging(extra(appearance)) { _, new in new })
            }
        }
        result["any"] = result["light"]
        result["values"] = defined
        result["hasDark"] = values[.dark] != nil || values[.darkHighContrast] != nil
        result["hasHighContrast"] = values[.lightHighContrast] != nil || values[.darkHighContrast] != nil
        return result
    }

    /// A colour token: `assetName` (its colour set, namespace included) and per-appearance colour
    /// values, each defined value with its `alias` (the token it refers to, or "").
    static func color(of token: ColorToken, namespace: [String]) -> [String: Any] {
        var item = perAppearance(token.values, extra: { ["alias": token.info.aliases[$0] ?? ""] }) { appearance in
            color(token.resolved(appearance) ?? token.values[.light] ?? RGBAColor(red: 0, green: 0, blue: 0))
        }
        item["assetName"] = TokenCatalogMapping.assetName(for: token.path, namespace: namespace)
        return item
    }

    static func textStyle(_ t: TextStyleToken) -> [String: Any] {
        [
            "families": t.fontFamilies, "family": t.fontFamilies.first ?? "", "postScriptName": t.postScriptName ?? "",
            "familyLiteral": SwiftLiteral.string(t.fontFamilies.first ?? ""),
            "weight": t.weight, "weightName": weightName(t.weight), "size": literal(t.size),
            "lineHeight": t.lineHeight.map(literal) ?? "", "lineHeightPoints": t.lineHeightPoints.map(literal) ?? "",
            "tracking": literal(t.letterSpacing), "dynamicTypeStyle": t.relativeTo?.rawValue ?? "",
            "swiftUITextStyle": t.relativeTo.map(swiftUITextStyle) ?? "",
        ]
    }

    /// SwiftUI's `Font.TextStyle` case for a Dynamic Type style (`title1` → `title`, `caption1` → `caption`).
    static func swiftUITextStyle(_ style: DynamicTypeStyle) -> String {
        switch style {
        case .title1: "title"
        case .caption1: "caption"
        default: style.rawValue
        }
    }

    /// The `Font.Weight` name of a CSS weight, rounded to the nearest hundred as the generated
    /// `StylebookFontWeight(cssWeight:)` does.
    static func weightName(_ weight: Int) -> String {
        let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        return names[min(max((weight + 50) / 100, 1), 9) - 1]
    }

    static func dimension(_ d: DimensionToken) -> [String: Any] {
        ["value": literal(d.value), "unit": d.unit, "isPoints": d.points != nil, "points": d.points.map(literal) ?? ""]
    }

    static func shadow(_ token: ShadowToken) -> [String: Any] {
        var item = perAppearance(token.values) { ["layers": token.resolved($0).map(layer)] }
        item["layers"] = token.layers.map(layer)
        return item
    }

    static func layer(_ l: ShadowLayer) -> [String: Any] {
        ["color": color(l.color), "offsetX": literal(l.offsetX), "offsetY": literal(l.offsetY), "blur": literal(l.blur),
         "spread": literal(l.spread), "inset": l.inset]
    }

    static func border(_ b: Border) -> [String: Any] {
        ["color": color(b.color), "width": literal(b.width), "style": strokeStyle(b.style)]
    }

    /// `keyword` (`solid`, `dashed`… or "" for a dash pattern), `dashes` (lengths in points), `lineCap`.
    static func strokeStyle(_ s: StrokeStyle) -> [String: Any] {
        switch s {
        case .keyword(let keyword): ["keyword": keyword, "dashes": [String](), "lineCap": ""]
        case .dashes(let dashes, let lineCap): ["keyword": "", "dashes": dashes.map(literal), "lineCap": lineCap]
        }
    }

    /// A component style: `componentKind`, `name` (below its root), and `properties` by name, each
    /// `{name, type: color|textStyle|number, …}` with the colour's or text style's data (and its
    /// token `path`) or a number's `value`.
    static func component(_ c: ComponentToken, namespace: [String]) -> [String: Any] {
        var properties: [(String, [String: Any])] = []
        for (name, token) in c.colors {
            properties.append((name, color(of: token, namespace: namespace).merging(["type": "color", "path": token.path.dotted]) { _, new in new }))
        }
        for (name, token) in c.textStyles {
            properties.append((name, textStyle(token).merging(["type": "textStyle", "path": token.path.dotted]) { _, new in new }))
        }
        for (name, value) in c.numbers { properties.append((name, ["type": "number", "value": literal(value)])) }
        properties.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        return [
            "componentKind": c.kind.rawValue, "name": c.name.joined(separator: "."),
            "properties": properties.map { $0.1.merging(["name": $0.0]) { _, new in new } },
        ]
    }

    static func curve(_ c: CubicBezier) -> [String: Any] {
        ["x1": literal(c.x1), "y1": literal(c.y1), "x2": literal(c.x2), "y2": literal(c.y2)]
    }
}
