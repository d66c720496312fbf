import Diagnostics
import Foundation
import Grammar

/// A token value after references are substituted and its type applied.
enum TokenValue: Sendable {
    case color(RGBAColor)
    case dimension(Length)
    case fontFamily([String])
    case fontWeight(Int)
    case number(Double)
    case duration(Double)
    case shadow([ShadowLayer])
    case typography(Typography)
    case string(String)
    case border(Border)
    case strokeStyle(StrokeStyle)
    case cubicBezier(CubicBezier)
    case transition(Transition)
    case gradient([GradientStop])
    /// A type the model does not carry (`boolean`, or one Stylebook does not know); counted in
    /// the "not generated" summary.
    case skipped

    struct Typography: Sendable {
        var families: [String]
        var size: Double
        var weight: Int
        var lineHeight: Double?
        var letterSpacing: Double
        /// From the CSS `fontStyle` member (`italic`, `oblique`); DTCG's typography has none, but
        /// Style Dictionary and Tokens Studio files carry it.
        var italic = false
    }

    /// A length with its unit; `unit == "pt"` means already converted to points.
    struct Length: Sendable, Hashable {
        var value: Double
        var unit: String
    }
}

/// Parses substituted JSON into typed values, reporting located problems.
struct ValueParser {
    let documents: DocumentTable
    let remBase: Double
    /// Dotted token path, for messages.
    var owner: String = ""
    /// Read from Style Dictionary or Tokens Studio, where CSS colour strings are the norm.
    var loose = false
    var diagnostics = DiagnosticList()

    static let supportedTypes: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "number", "shadow", "typography",
        "string", "border", "strokeStyle", "cubicBezier", "transition", "gradient",
    ]
    /// Valid types that are read but not generated (listed in the summary warning).
    static let skippedTypes: Set<String> = ["boolean"]
    /// Type names other tools write for a DTCG type (Style Dictionary, Tokens Studio).
    static let typeAliases: [String: String] = [
        "size": "dimension", "fontSize": "dimension", "fontSizes": "dimension", "sizing": "dimension", "spacing": "dimension",
        "borderRadius": "dimension", "borderWidth": "dimension", "paragraphSpacing": "dimension", "paragraphIndent": "dimension",
        "fontFamilies": "fontFamily", "fontWeights": "fontWeight", "boxShadow": "shadow", "opacity": "number",
        "content": "string", "text": "string", "other": "string", "time": "duration",
    ]

    /// The DTCG type a `$type` stands for: itself, an alias's target, or nil when unknown.
    static func canonicalType(_ type: String) -> String? {
        if supportedTypes.contains(type) || skippedTypes.contains(type) { return type }
        return typeAliases[type]
    }

    static let fontWeightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// Every weight name Style Dictionary and Tokens Studio map (their `fontWeightMap`, English
    /// and German names), keyed without case, spaces, hyphens or underscores.
    static let fontWeightAliases: [String: Int] = [
        "hairline": 100, "thin": 100, "extralight": 200, "ultralight": 200, "extraleicht": 200,
        "light": 300, "leicht": 300, "normal": 400, "regular": 400, "book": 400, "buch": 400,
        "medium": 500, "kraeftig": 500, "kräftig": 500, "semibold": 600, "demibold": 600, "halbfett": 600,
        "bold": 700, "dreiviertelfett": 700, "extrabold": 800, "ultrabold": 800, "fett": 800,
        "black": 900, "heavy": 900, "super": 900, "extrafett": 900,
        "ultra": 950, "ultrablack": 950, "extrablack": 950,
    ]

    /// A weight name in any of the spellings tools write (`ExtraBold`, `extra bold`, `ultra_black`).
    static func fontWeightAlias(_ text: String) -> Int? {
        let key = text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        return fontWeightAliases[key]
    }

    mutating func error(_ message: String, _ node: JSONNode) {
        diagnostics.error("\(message) (token path \(owner))", at: documents.location(node.pos))
    }

    /// Whether `node` is an object; if not, reports "`what` must be an object…, found a string".
    mutating func isObject(_ node: JSONNode, _ what: String) -> Bool {
        if !node.isObject { error("\(what), found \(node.kindName)", node) }
        return node.isObject
    }

    mutating func warning(_ message: String, _ node: JSONNode) {
        diagnostics.warning("\(message) (token path \(owner))", at: documents.location(node.pos))
    }

    mutating func parse(_ node: JSONNode, type: String) -> TokenValue? {
        switch type {
        case "color": return color(node).map(TokenValue.color)
        case "dimension":
            guard let value = length(node) else { return nil }
            if !loose, value.unit != DimensionToken.pointsUnit, node["unit"] != nil {
                // A 2025.10 dimension object names px or rem; another CSS unit is kept (the Swift
                // carries it), with a warning. CSS strings ("1.5em", YAML, older drafts) are read as CSS.
                warning("unit \"\(value.unit)\" is not DTCG 2025.10 (px or rem); kept as \(value.unit)", node["unit"] ?? node)
            }
            return .dimension(value)
        case "fontFamily": return fontFamily(node).map(TokenValue.fontFamily)
        case "fontWeight": return fontWeight(node).map(TokenValue.fontWeight)
        case "duration": return duration(node).map(TokenValue.duration)
        case "number": return number(node).map(TokenValue.number)
        case "shadow": return shadow(node).map(TokenValue.shadow)
        case "typography": return typography(node).map(TokenValue.typography)
        case "string": return string(node).map(TokenValue.string)
        case "border": return border(node).map(TokenValue.border)
        case "strokeStyle": return strokeStyle(node).map(TokenValue.strokeStyle)
        case "cubicBezier": return cubicBezier(node).map(TokenValue.cubicBezier)
        case "transition": return transition(node).map(TokenValue.transition)
        case "gradient": return gradient(node).map(TokenValue.gradient)
        default: return .skipped
        }
    }

    mutating func number(_ node: JSONNode) -> Double? {
        if let n = node.number { return n }
        if let text = node.string, let n = NumberGrammar.number(text) {
            warning("number given as a string", node)
            return n
        }
        error("expected a number, found \(node.kindName)", node)
        return nil
    }

    mutating func duration(_ node: JSONNode) -> Double? {
        var value: Double?
        var unit: String?
        if node.isObject {
            value = node["value"]?.number
            unit = node["unit"]?.string
        } else if let text = node.string, let (v, u) = Self.splitUnit(text) {
            value = v
            unit = u
        }
        guard let value, let unit else {
            error("expected a duration ({\"value\": 200, \"unit\": \"ms\"} or \"200ms\")", node)
            return nil
        }
        switch unit {
        case "ms": return value / 1000
        case "s": return value
        default:
            error("unsupported duration unit \"\(unit)\" (use ms or s)", node)
            return nil
        }
    }

    mutating func fontWeight(_ node: JSONNode) -> Int? {
        var weight: Double?
        if let n = node.number {
            weight = n
        } else if let text = node.string {
            if let n = NumberGrammar.number(text) {
                weight = n
            } else if let named = Self.fontWeightNames[text] {
                return named
            } else if let named = Self.fontWeightAlias(text.trimmingCharacters(in: .whitespaces)) {
                // Style Dictionary and Tokens Studio files spell weights their own way; say so only in DTCG files.
                if !loose { warning("font weight \"\(text)\" is not spelled as DTCG requires; read as \(named)", node) }
                return named
            } else {
                error("unknown font weight \"\(text)\" (use 1–1000 or thin, extra-light, light, normal, medium, semi-bold, bold, extra-bold, black, extra-black)", node)
                return nil
            }
        }
        guard let weight else {
            error("expected a font weight, found \(node.kindName)", node)
            return nil
        }
        guard weight >= 1 && weight <= 1000 else {
            error("font weight \(weight) is outside 1–1000", node)
            return nil
        }
        return Int(weight.rounded())
    }

    mutating func fontFamily(_ node: JSONNode) -> [String]? {
        func split(_ text: String) -> [String] {
            // A whole CSS stack in one string ("Inter, system-ui") is common in real files.
            text.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }.filter { !$0.isEmpty }
        }
        if let text = node.string {
            let families = split(text)
            if families.isEmpty { error("font family is empty", node) }
            return families.isEmpty ? nil : families
        }
        if let items = node.array {
            var families: [String] = []
            for item in items {
                guard let text = item.string else {
                    error("font family list must hold strings, found \(item.kindName)", item)
                    return nil
                }
                families += split(text)
            }
            if families.isEmpty { error("font family list is empty", node) }
            return families.isEmpty ? nil : families
        }
        error("expected a font family (string or array of strings), found \(node.kindName)", node)
        return nil
    }

    mutating func shadow(_ node: JSONNode) -> [ShadowLayer]? {
        if let text = node.string { return cssShadow(text, node) }
        let items = node.array ?? [node]
        var layers: [ShadowLayer] = []
        for item in items {
            guard isObject(item, "shadow layer must be an object") else { return nil }
            guard let colorNode = item["color"] else {
                error("shadow needs a \"color\"", item)
                return nil
            }
            guard let color = color(colorNode) else { return nil }
            func length(_ key: String, required: Bool) -> Double?? {
                guard let n = item[key] else {
                    if required { error("shadow needs \"\(key)\"", item) }
                    return required ? .none : .some(0)
                }
                return .some(dimension(n, what: "shadow \(key)"))
            }
            guard let x = length("offsetX", required: true), let x,
                  let y = length("offsetY", required: true), let y,
                  let blur = length("blur", required: true), let blur,
                  let spread = length("spread", required: false), let spread else { return nil }
            layers.append(ShadowLayer(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: item["inset"]?.bool ?? false))
        }
        return layers
    }

    mutating func typography(_ node: JSONNode) -> TokenValue.Typography? {
        guard isObject(node, "typography value must be an object") else { return nil }
        guard let familyNode = node["fontFamily"] else {
            error("typography needs \"fontFamily\" (DTCG 2025.10 requires it); for the system font write \"fontFamily\": \"system-ui\"", node)
            return nil
        }
        guard let sizeNode = node["fontSize"] else { error("typography needs \"fontSize\" (a dimension such as \"16px\")", node); return nil }
        guard let families = fontFamily(familyNode), let size = dimension(sizeNode, what: "font size") else { return nil }
        var weight = 400
        if let weightNode = node["fontWeight"] {
            guard let w = fontWeight(weightNode) else { return nil }
            weight = w
        } else {
            warning("typography has no \"fontWeight\"; using 400", node)
        }
        var lineHeight: Double?
        if let lh = node["lineHeight"] {
            if let n = lh.number {
                lineHeight = n
            } else if let text = lh.string, let n = NumberGrammar.number(text) {
                lineHeight = n
            } else if let text = lh.string, let (p, _) = NumberGrammar.number(text, suffixedBy: ["%"]) {
                warning("lineHeight in % is not DTCG; read as a multiplier of the font size", lh)
                lineHeight = p / 100
            } else if lh.string == "normal" || lh.string == "auto" {
                lineHeight = nil
            } else {
                var pointsParser = self
                pointsParser.diagnostics = DiagnosticList()
                if let points = pointsParser.dimension(lh, what: "line height") {
                    guard size > 0 else {
                        error("lineHeight \(Self.short(points)) pt cannot be turned into a multiplier of a font size of 0; "
                              + "give a font size above 0 or write lineHeight as a multiplier (1.2)", lh)
                        return nil
                    }
                    warning("lineHeight as a dimension is not DTCG (it is a multiplier); converted to \(Self.short(points / size))", lh)
                    lineHeight = points / size
                } else {
                    diagnostics.append(contentsOf: pointsParser.diagnostics)
                    return nil
                }
            }
        } else {
            warning("typography has no \"lineHeight\"; using the font's natural line height", node)
        }
        var letterSpacing = 0.0
        if let ls = node["letterSpacing"] {
            guard let points = dimension(ls, relativeTo: size, what: "letter spacing") else { return nil }
            letterSpacing = points
        }
        var style = TokenValue.Typography(families: families, size: size, weight: weight, lineHeight: lineHeight, letterSpacing: letterSpacing)
        if let fontStyle = node["fontStyle"] { style.italic = italic(fontStyle) }
        return style
    }

    /// CSS `font-style`: `normal`, `italic`, or `oblique` with an optional angle (the face is the
    /// italic one either way); anything else is a warning and the style stays upright.
    mutating func italic(_ node: JSONNode) -> Bool {
        let word = node.string?.trimmingCharacters(in: .whitespaces).lowercased().split(separator: " ").first.map(String.init)
        switch word {
        case "normal": return false
        case "italic", "oblique": return true
        default:
            warning("fontStyle must be \"normal\", \"italic\" or \"oblique\", found \(node.string.map { "\"\($0)\"" } ?? node.kindName); the style stays upright", node)
            return false
        }
    }

    static func short(_ v: Double) -> String {
        String(format: "%.4g", v)
    }
}
