import Diagnostics
import Foundation
import Grammar

/// Tokens Studio for Figma values in DTCG form (types are mapped by `LegacyTokenConverter`).
///
/// - sizes (`sizing`, `spacing`, `borderRadius`, `borderWidth`, `fontSizes`, `dimension` …): a
///   unitless number is px; `letterSpacing` in % becomes em (relative to the font size).
/// - `opacity` `50%` → 0.5; `lineHeights` `150%` → 1.5, `24px` → a dimension, `AUTO` → a string.
/// - `fontWeights` names (`Regular`, `SemiBold`, `ExtraBold`, `Bold Italic` …) → CSS weights.
/// - `boxShadow` `{x, y, blur, spread, color, type: innerShadow}` (or `$type`) → DTCG shadow layers.
/// - `typography` sub-values get the same treatment; `paragraphSpacing`, `textCase`, `textDecoration`,
///   `paragraphIndent` have no place in a text style and are left out.
/// - maths without references is computed here (`16 * 1.5`, `calc(16/11)`); with references it
///   is computed once they are resolved (`ReferenceResolver`). `rgba(#hex, a)` → hex.
/// - a `color` whose value is `linear-gradient(…)` becomes a DTCG gradient.
enum StudioValues {
    static let weights: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "regular": 400, "normal": 400,
        "book": 400, "roman": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800,
        "ultrabold": 800, "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
    ]

    static func number(_ value: Double, at pos: SourcePos) -> JSONNode { JSONNode(.number(value), pos: pos) }
    static func string(_ text: String, at pos: SourcePos) -> JSONNode { JSONNode(.string(text), pos: pos) }

    /// A literal (not a reference) number with its unit: `16`, `"16"`, `"16px"`, `"16 * 1.5"`.
    static func literal(_ node: JSONNode) -> (Double, String)? {
        if let n = node.number { return (n, "") }
        guard let text = node.string?.trimmingCharacters(in: .whitespaces), !text.contains("{") else { return nil }
        if let math = StudioMath.evaluate(text) { return math }
        if let n = NumberGrammar.number(text) { return (n, "") }
        if let (v, u) = ValueParser.splitUnit(text), u.allSatisfy({ $0.isLetter || $0 == "%" }) { return (v, u) }
        return nil
    }

    static func convert(_ value: JSONNode, type: String, studioType: String, documents: DocumentTable,
                        diagnostics: inout DiagnosticList) -> JSONNode {
        switch type {
        case "dimension": return dimension(value, studioType: studioType)
        case "number": return numberValue(value, studioType: studioType)
        case "fontWeight": return weight(value)
        case "color": return color(value)
        case "shadow":
            if let items = value.array { return JSONNode(.array(items.map(shadowLayer)), pos: value.pos) }
            return shadowLayer(value)
        case "typography": return typography(value)
        case "border": return border(value)
        case "duration":
            if let (v, u) = literal(value) { return string(StudioMath.text(v, unit: u.isEmpty ? "ms" : u), at: value.pos) }
            return value
        default: return value
        }
    }

    static func dimension(_ value: JSONNode, studioType: String) -> JSONNode {
        guard let (v, u) = literal(value) else { return value }
        // Letter spacing in % stays relative to the font size (a text style converts it).
        if u == "%" && (studioType == "letterSpacing" || studioType == "letterSpacings") { return value }
        return string(StudioMath.text(v, unit: u.isEmpty ? "px" : u), at: value.pos)
    }

    static func numberValue(_ value: JSONNode, studioType: String) -> JSONNode {
        if let text = value.string?.lowercased(), text == "auto" || text == "normal" { return string(text, at: value.pos) }
        guard let (v, u) = literal(value) else { return value }
        switch u {
        case "": return number(v, at: value.pos)
        case "%": return number(v / 100, at: value.pos)
        default: return string(StudioMath.text(v, unit: u), at: value.pos)
        }
    }

    /// A token typed number/string whose value turned out to be a length or text gets that type instead.
    static func retype(_ converted: JSONNode, declared: String, studioType: String) -> String? {
        if declared == "dimension", let text = converted.string, !text.contains("{"), literal(converted) == nil {
            // "normal", "min(60ch, 40vw)": not one length; kept as text.
            return "string"
        }
        if declared == "dimension", let text = converted.string, !text.contains("{"), text.trimmingCharacters(in: .whitespaces).contains(" ") {
            // "32px 64px": a CSS shorthand with several lengths, kept as text.
            return "string"
        }
        if declared == "number", let text = converted.string, !text.contains("{") {
            if let (_, unit) = ValueParser.splitUnit(text), !unit.isEmpty { return "dimension" }
            return "string"
        }
        if declared == "string", converted.number != nil, studioType != "string" { return "number" }
        return nil
    }

    static func weight(_ value: JSONNode) -> JSONNode {
        if let n = value.number { return number(n, at: value.pos) }
        guard let text = value.string, !text.contains("{") else { return value }
        if let n = NumberGrammar.number(text) { return number(n, at: value.pos) }
        let key = AppearanceNames.words(text).filter { $0 != "italic" && $0 != "oblique" }.joined()
        // "Italic" alone is the regular weight's italic.
        if key.isEmpty { return number(400, at: value.pos) }
        if let w = weights[key] { return number(Double(w), at: value.pos) }
        return value
    }

    static func color(_ value: JSONNode) -> JSONNode {
        if let hex = rgbObjectHex(value) { return string(hex, at: value.pos) }
        guard let text = value.string, !text.contains("{") else { return value }
        if text.lowercased() == "transparent" { return string("#00000000", at: value.pos) }
        if let color = StudioMath.cssColorNode(text, at: value.pos) { return color }
        return value
    }

    /// `{r: 146, g: 153, b: 162}` (0–255, optional `a` 0–1) as hex.
    static func rgbObjectHex(_ value: JSONNode) -> String? {
        guard value.isObject, let r = value["r"]?.number, let g = value["g"]?.number, let b = value["b"]?.number else { return nil }
        return StudioMath.hex(r / 255, g / 255, b / 255, value["a"]?.number ?? 1)
    }

    static func shadowLayer(_ layer: JSONNode) -> JSONNode {
        guard let members = layer.members else { return layer }
        var out: [JSONNode.Member] = []
        for member in members {
            switch member.key {
            case "x": out.append(.init(key: "offsetX", value: dimension(member.value, studioType: "sizing")))
            case "y": out.append(.init(key: "offsetY", value: dimension(member.value, studioType: "sizing")))
            case "offsetX", "offsetY", "blur", "spread": out.append(.init(key: member.key, value: dimension(member.value, studioType: "sizing")))
            case "color": out.append(.init(key: "color", value: color(member.value)))
            case "type", "$type":
                // Tokens Studio's W3C export writes the layer type as "$type".
                if member.value.string == "innerShadow" { out.append(.init(key: "inset", value: JSONNode(.bool(true), pos: member.value.pos))) }
            default: out.append(member)
            }
        }
        return JSONNode(.object(out), pos: layer.pos)
    }

    static func typography(_ value: JSONNode) -> JSONNode {
        guard let members = value.members else { return value }
        var out: [JSONNode.Member] = []
        for member in members {
            switch member.key {
            case "fontSize": out.append(.init(key: "fontSize", value: dimension(member.value, studioType: "fontSizes")))
            case "fontWeight":
                out.append(.init(key: "fontWeight", value: weight(member.value)))
                // "Bold Italic": the weight's words name the style too, unless fontStyle says otherwise.
                if let text = member.value.string, !text.contains("{"), members.allSatisfy({ $0.key != "fontStyle" }),
                   AppearanceNames.words(text).contains(where: { $0 == "italic" || $0 == "oblique" }) {
                    out.append(.init(key: "fontStyle", value: string("italic", at: member.value.pos)))
                }
            case "letterSpacing": out.append(.init(key: "letterSpacing", value: dimension(member.value, studioType: "letterSpacing")))
            case "lineHeight":
                var lineHeight = member.value
                if let text = member.value.string?.lowercased(), text == "auto" || text == "normal" {
                    lineHeight = string("normal", at: member.value.pos)
                } else if let (v, u) = literal(member.value) {
                    switch u {
                    case "%": lineHeight = number(v / 100, at: member.value.pos)
                    case "": lineHeight = v > 5 ? string(StudioMath.text(v, unit: "px"), at: member.value.pos) : number(v, at: member.value.pos)
                    default: lineHeight = string(StudioMath.text(v, unit: u), at: member.value.pos)
                    }
                }
                out.append(.init(key: "lineHeight", value: lineHeight))
            case "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration":
                continue
            default: out.append(member)
            }
        }
        return JSONNode(.object(out), pos: value.pos)
    }

    static func border(_ value: JSONNode) -> JSONNode {
        guard let members = value.members else { return value }
        return JSONNode(.object(members.map { member in
            switch member.key {
            case "width": .init(key: "width", value: dimension(member.value, studioType: "borderWidth"))
            case "color": .init(key: "color", value: color(member.value))
            default: member
            }
        }), pos: value.pos)
    }

    /// `linear-gradient(180deg, #000 0%, rgba({c}, 0) 45%)` as DTCG gradient stops; nil for other text.
    static func gradient(_ text: String, at pos: SourcePos) -> JSONNode? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(")"), let open = trimmed.firstIndex(of: "("),
              ["linear-gradient", "radial-gradient", "conic-gradient"].contains(trimmed[..<open].lowercased()) else { return nil }
        let body = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        var parts: [String] = []
        var depth = 0
        var current = ""
        for ch in body {
            if ch == "(" || ch == "{" { depth += 1 }
            if ch == ")" || ch == "}" { depth -= 1 }
            if ch == "," && depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(ch)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        if let first = parts.first, first.hasSuffix("deg") || first.hasPrefix("to ") || first.hasSuffix("turn") || first.hasPrefix("circle") {
            parts.removeFirst()
        }
        guard parts.count >= 2 else { return nil }
        var stops: [JSONNode] = []
        for (i, part) in parts.enumerated() {
            var colorText = part
            var position = Double(i) / Double(parts.count - 1)
            if let space = part.lastIndex(of: " "), let (p, _) = NumberGrammar.number(part[part.index(after: space)...], suffixedBy: ["%"]) {
                position = p / 100
                colorText = String(part[..<space]).trimmingCharacters(in: .whitespaces)
            }
            let colorNode = color(string(colorText, at: pos))
            stops.append(JSONNode(.object([.init(key: "color", value: colorNode), .init(key: "position", value: number(position, at: pos))]), pos: pos))
        }
        return JSONNode(.array(stops), pos: pos)
    }
}
