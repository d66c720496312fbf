import Diagnostics
import Foundation
import Grammar

/// Rewrites Style Dictionary and Tokens Studio trees into the DTCG shape the rest of the reader
/// understands, keeping every node's source position so messages point at the original text.
///
/// Style Dictionary (v3/v4 legacy and v4/v5 `$value` files without `$type`):
/// - a token is any object with `value` (or `$value`); `type`, `comment`/`description`,
///   `deprecated`/`deprecated_comment` become `$type`, `$description`, `$deprecated`;
///   CTI `attributes` and other build metadata are dropped; `transform`, `params`, `shade` and
///   custom `attributes` are counted for one warning per key (`UnappliedKeys`).
/// - references `{a.b.value}` become `{a.b}`, also inside longer strings.
/// - type names: `color`; `size`, `dimension`, `fontSize`, `spacing`, `borderRadius`, `borderWidth`,
///   `letterSpacing` → dimension; `time`, `duration` → duration; `fontFamily`; `fontWeight`;
///   `number`, `opacity`, `lineHeight` → number; `content`, `asset`, `string`, `text` → string.
/// - a token without a type gets one from its CTI category (the first path component: `color`,
///   `size`, `time`, `content`, `asset`, `font.family`) or from its value's shape (hex colour,
///   `16px`, `200ms`, number, typography/shadow/border/transition objects, Bézier arrays).
/// - unitless sizes are rem and unitless times are milliseconds, as Style Dictionary's own
///   transforms read them; `{r, g, b}` colour objects become hex.
struct LegacyTokenConverter {
    let dialect: TokenDialect
    let documents: DocumentTable
    var diagnostics = DiagnosticList()
    /// Tokens dropped because their type has no place in the model, by type (for one summary warning).
    var dropped: [String: Int] = [:]
    /// Unitless sizes read as rem, for one summary warning per file.
    var unitlessSizes: [(path: String, pos: SourcePos)] = []
    /// Per-set tokens (`sets`) read with the first of sets that are not appearances, by set names.
    var firstSetRead: [String: (count: Int, pos: SourcePos)] = [:]
    /// Set names that are neither appearances nor chosen (`wireframe`), with a token using them.
    var setsNotRead: [String: SourcePos] = [:]
    /// Per-token keys Stylebook does not apply (`transform`, `shade` …), by key (see `UnappliedKeys`).
    var unapplied: [String: (count: Int, first: SourcePos)] = [:]
    /// Dotted paths of the tokens left out (counted in `dropped`), with why: references to them say so.
    var leftOut: [String: String] = [:]

    init(dialect: TokenDialect, documents: DocumentTable) {
        self.dialect = dialect
        self.documents = documents
    }

    static let legacyMetadata: Set<String> = ["value", "type", "comment", "description", "attributes", "deprecated",
                                              "deprecated_comment", "filePath", "isSource", "original", "name", "path",
                                              "themeable", "$value", "$type", "$description", "$extensions", "$deprecated"]

    static let styleDictionaryTypes: [String: String] = [
        "color": "color",
        "size": "dimension", "dimension": "dimension", "fontSize": "dimension", "fontSizes": "dimension", "spacing": "dimension",
        "sizing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension", "letterSpacing": "dimension",
        "paragraphSpacing": "dimension", "paragraphIndent": "dimension",
        "time": "duration", "duration": "duration",
        "fontFamily": "fontFamily", "fontFamilies": "fontFamily",
        "fontWeight": "fontWeight", "fontWeights": "fontWeight",
        "number": "number", "opacity": "number", "lineHeight": "number", "lineHeights": "number",
        "content": "string", "asset": "string", "string": "string", "text": "string", "textCase": "string",
        "textDecoration": "string", "other": "string", "boolean": "boolean",
        "shadow": "shadow", "boxShadow": "shadow", "typography": "typography", "border": "border",
        "cubicBezier": "cubicBezier", "transition": "transition", "gradient": "gradient", "strokeStyle": "strokeStyle",
    ]

    mutating func convert(_ root: JSONNode) -> JSONNode {
        let result = convertGroup(root, path: [], inheritedType: nil)
        reportSets()
        if let first = unitlessSizes.first {
            let names = unitlessSizes.prefix(3).map(\.path).joined(separator: ", ") + (unitlessSizes.count > 3 ? ", …" : "")
            diagnostics.warning("\(unitlessSizes.count) unitless size(s) read as rem, as Style Dictionary's size transforms read them (\(names)); write px for points",
                                at: documents.location(first.pos))
        }
        return result
    }

    func isToken(_ node: JSONNode) -> Bool {
        guard node.isObject else { return false }
        if node["$value"] != nil { return true }
        guard let value = node["value"] else { return false }
        // A group that happens to contain a member named "value" holds tokens or groups under it.
        if let members = value.members, members.contains(where: { $0.value.isObject && TokenFormatDetection.hasToken($0.value) }) { return false }
        return true
    }

    private mutating func convertGroup(_ node: JSONNode, path: [String], inheritedType: String?) -> JSONNode {
        guard let members = node.members else { return node }
        var groupType = inheritedType
        if let text = (node["$type"] ?? (isToken(node) ? nil : node["type"]))?.string { groupType = Self.styleDictionaryTypes[text] ?? text }
        var out: [JSONNode.Member] = []
        for member in members {
            if member.key == "$themes" || member.key == "$metadata" { continue }
            if member.key.hasPrefix("$") {
                if member.key == "$type", let text = member.value.string {
                    out.append(JSONNode.Member(key: "$type", value: JSONNode(.string(Self.styleDictionaryTypes[text] ?? text), pos: member.value.pos)))
                } else {
                    out.append(member)
                }
                continue
            }
            if Self.isGroupComment(member) {
                out.append(JSONNode.Member(key: "$description", value: member.value))
                continue
            }
            let written = perModeValueAsSets(member.value) ?? member.value
            if let token = setsToken(written, path: path + [member.key], groupType: groupType) {
                out.append(JSONNode.Member(key: member.key, value: token))
            } else if isToken(written) {
                if let token = convertToken(written, path: path + [member.key], groupType: groupType) {
                    out.append(JSONNode.Member(key: member.key, value: token))
                }
            } else if member.value.isObject {
                out.append(JSONNode.Member(key: member.key, value: convertGroup(member.value, path: path + [member.key], inheritedType: groupType)))
            } else {
                out.append(member)
            }
        }
        return JSONNode(.object(out), pos: node.pos)
    }

    mutating func convertToken(_ node: JSONNode, path: [String], groupType: String?) -> JSONNode? {
        guard let rawValue = node["$value"] ?? node["value"] else { return node }
        noteUnapplied(node)
        let typeNode = node["$type"] ?? node["type"]
        let written = typeNode?.string
        var type = written.map { Self.styleDictionaryTypes[$0] ?? $0 }
        let stripped = Self.stripLegacyReferences(rawValue)
        let value = dialect == .tokensStudio ? StudioDollarReferences.rewritten(stripped) : stripped
        if written == "composition" {
            dropped["composition", default: 0] += 1
            leftOut[path.joined(separator: ".")] = "its type \"composition\" has no DTCG equivalent"
            return nil
        }
        if let written, type == written, !ValueParser.supportedTypes.contains(written), !ValueParser.skippedTypes.contains(written) {
            // Unknown vendor types: keep the value as text when it is one, otherwise leave it out (counted).
            if value.string != nil || value.number != nil { type = "string" } else {
                dropped[written, default: 0] += 1
                leftOut[path.joined(separator: ".")] = "its type \"\(written)\" is not one Stylebook reads"
                return nil
            }
        }
        var inherited = false
        if type == nil, let groupType {
            type = groupType
            inherited = true
        }
        if type == nil { type = inferType(path: path, value: value) }
        if type == nil, !Self.isReferenceText(value) {
            // Nothing says what it is (a Tokens Studio modifier object …): kept for references, not generated.
            type = "untyped"
        }
        var converted = value
        if let known = type {
            let studioType = written ?? known
            converted = dialect == .tokensStudio
                ? StudioValues.convert(value, type: known, studioType: studioType, documents: documents, diagnostics: &diagnostics)
                : convertStyleDictionaryValue(value, type: known, studioType: studioType, path: path)
            if known == "number" || known == "string" || known == "dimension", let retyped = StudioValues.retype(converted, declared: known, studioType: studioType) {
                type = retyped
            }
        }
        if type == "color", let text = converted.string, let gradient = StudioValues.gradient(text, at: converted.pos) {
            type = "gradient"
            converted = gradient
        }
        var members: [JSONNode.Member] = [JSONNode.Member(key: "$value", value: converted)]
        if let type, !inherited || type != groupType { members.append(JSONNode.Member(key: "$type", value: JSONNode(.string(type), pos: typeNode?.pos ?? node.pos))) }
        if let description = node["$description"] ?? node["description"] ?? node["comment"], description.string != nil {
            members.append(JSONNode.Member(key: "$description", value: description))
        }
        if let deprecated = node["$deprecated"] ?? node["deprecated"] {
            if deprecated.bool == true, let reason = node["deprecated_comment"], reason.string != nil {
                members.append(JSONNode.Member(key: "$deprecated", value: reason))
            } else {
                members.append(JSONNode.Member(key: "$deprecated", value: deprecated))
            }
        }
        if let extensions = node["$extensions"] { members.append(JSONNode.Member(key: "$extensions", value: extensions)) }
        members.append(JSONNode.Member(key: StudioMath.looseMarker, value: JSONNode(.bool(true), pos: node.pos)))
        return JSONNode(.object(members), pos: node.pos)
    }

    static func isReferenceText(_ node: JSONNode) -> Bool {
        guard let text = node.string else { return false }
        return ReferenceResolver.curlyTarget(text) != nil || StudioMath.hasEmbeddedReference(text)
    }

    /// `{a.b.value}` → `{a.b}` in every string of a value (Style Dictionary v3 reference style).
    static func stripLegacyReferences(_ node: JSONNode) -> JSONNode {
        node.mappingStrings { $0.contains(".value}") ? $0.replacingOccurrences(of: ".value}", with: "}") : nil }
    }

    /// A type from the CTI category, else from the value's shape; nil for references (their target types them).
    func inferType(path: [String], value: JSONNode) -> String? {
        if let text = value.string, ReferenceResolver.curlyTarget(text) != nil || StudioMath.hasEmbeddedReference(text) { return nil }
        let category = path.first?.lowercased() ?? ""
        let kind = path.count > 1 ? path[1].lowercased() : ""
        switch category {
        case "color", "colors", "colour", "colours": if Self.looksLikeColor(value) { return "color" }
        case "size", "sizes", "spacing", "dimension", "dimensions": if Self.looksLikeLength(value) { return "dimension" }
        case "time", "duration", "durations": if value.number != nil || value.string.flatMap(ValueParser.splitUnit) != nil { return "duration" }
        case "content", "asset", "assets": if value.string != nil { return "string" }
        case "font" where kind == "family" || kind == "families": if value.string != nil { return "fontFamily" }
        case "font" where kind == "weight" || kind == "weights": return "fontWeight"
        default: break
        }
        return Self.typeFromShape(value)
    }

    static func looksLikeColor(_ value: JSONNode) -> Bool {
        if let text = value.string?.lowercased() {
            return text.hasPrefix("#") || text.hasPrefix("rgb") || text.hasPrefix("hsl") || text == "transparent"
        }
        if value.isObject { return (value["r"] != nil && value["g"] != nil) || value["colorSpace"] != nil || value["h"] != nil || colorWithAlpha(value) != nil }
        return false
    }

    static func looksLikeLength(_ value: JSONNode) -> Bool {
        if value.number != nil { return true }
        guard let text = value.string, let (_, unit) = ValueParser.splitUnit(text) else { return false }
        return ["", "px", "rem", "em", "pt", "%", "dp", "sp", "vw", "vh"].contains(unit)
    }

    static func typeFromShape(_ value: JSONNode) -> String? {
        if looksLikeColor(value) { return "color" }
        if value.number != nil { return "number" }
        if let items = value.array {
            if items.count == 4, items.allSatisfy({ $0.number != nil }) { return "cubicBezier" }
            if let first = items.first { return typeFromShape(first) == "shadow" || first.string.flatMap(ReferenceResolver.curlyTarget) != nil ? "shadow" : nil }
            return nil
        }
        if value.isObject {
            if value["fontFamily"] != nil || value["fontSize"] != nil { return "typography" }
            if value["offsetX"] != nil || value["blur"] != nil || value["x"] != nil { return "shadow" }
            if value["width"] != nil && value["style"] != nil { return "border" }
            if value["duration"] != nil && value["timingFunction"] != nil { return "transition" }
            if value["dashArray"] != nil { return "strokeStyle" }
            return nil
        }
        if let text = value.string, let (_, unit) = ValueParser.splitUnit(text) {
            switch unit {
            case "px", "rem", "em", "pt": return "dimension"
            case "ms", "s": return "duration"
            default: break
            }
        }
        return value.string != nil ? "string" : nil
    }

    /// Style Dictionary's own readings: unitless sizes are rem, unitless times ms, `{r,g,b}` is a colour.
    mutating func convertStyleDictionaryValue(_ value: JSONNode, type: String, studioType: String, path: [String]) -> JSONNode {
        switch type {
        case "dimension":
            if let n = Self.unitlessNumber(value) {
                if n != 0 { unitlessSizes.append((path.joined(separator: "."), value.pos)) }
                return JSONNode(.string(StudioMath.format(n) + "rem"), pos: value.pos)
            }
        case "duration":
            if let n = Self.unitlessNumber(value) { return JSONNode(.string(StudioMath.format(n) + "ms"), pos: value.pos) }
        case "number":
            // Style Dictionary files quote numbers ("lineHeight": "1.25", "opacity": "0.5").
            if value.string != nil, let n = Self.unitlessNumber(value) { return JSONNode(.number(n), pos: value.pos) }
        case "color":
            if let hex = StudioValues.rgbObjectHex(value) { return JSONNode(.string(hex), pos: value.pos) }
            if let withAlpha = Self.colorWithAlpha(value) { return withAlpha }
        default:
            break
        }
        return value
    }

    /// A number, or a string holding only a number.
    static func unitlessNumber(_ node: JSONNode) -> Double? {
        if let n = node.number { return n }
        if let text = node.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty, let n = NumberGrammar.number(text) { return n }
        return nil
    }
}
