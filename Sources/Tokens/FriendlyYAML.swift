import Diagnostics
import Foundation
import Grammar

/// The friendly Stylebook YAML, rewritten into the DTCG tree the rest of the reader understands.
///
/// ```yaml
/// content/primary: { light: "#1A1A1A", dark: "#F5F5F5", light-hc: "#000000", dark-hc: "#FFFFFF" }
/// text/size36w6: { font: "Hiragino Sans", weight: 600, size: 36, lineHeight: 1.4, tracking: 0.02, relativeTo: largeTitle }
/// spacing/m: 16px
/// opacity/disabled: 0.4
/// ```
/// Keys may contain `/` (split into groups) or nest as maps. A map whose keys are all appearance
/// names is a colour; a map with `font` or `size` is a text style (`lineHeight` a multiplier, or
/// points when written "24px"; `tracking` in em, `letterSpacing` in points); a map holding `$value`
/// (or any `$` key) is plain DTCG, and a file with `$value` or `$type` anywhere is read as DTCG whole. Strings starting with `#`, `rgb(` or `hsl(` are colours,
/// `16px`/`1rem`/`1.5em`/`50%` dimensions (any CSS length unit), `200ms`/`0.2s` durations, `{a.b}` references; numbers are numbers.
struct FriendlyYAML {
    var remBase: Double
    var diagnostics = DiagnosticList()
    let documents: DocumentTable

    mutating func convert(_ root: JSONNode) -> JSONNode {
        guard let members = root.members else {
            if case .null = root.kind { return JSONNode(.object([]), pos: root.pos) }
            diagnostics.error("a Stylebook token YAML file must be a map of token names", at: documents.location(root.pos))
            return JSONNode(.object([]), pos: root.pos)
        }
        if let theoKey = Self.theoKey(members) {
            diagnostics.error("this is a Theo (Salesforce) token file (top-level props, aliases, global, imports), a format Stylebook does not read; "
                              + "convert it to DTCG or Style Dictionary JSON", at: documents.location(theoKey.value.pos))
            return JSONNode(.object([]), pos: root.pos)
        }
        // DTCG written in YAML (`font:` first is no text style then): read as the DTCG it is.
        if Self.holdsDTCG(root, depth: 0), Self.isDTCGGroup(root, depth: 0) { return root }
        return group(members, pos: root.pos, path: [])
    }

    /// True when every entry is a `$` key, a token with `$value`, or such a group (no friendly
    /// shorthand like `spacing/m: 16px` anywhere).
    static func isDTCGGroup(_ node: JSONNode, depth: Int) -> Bool {
        guard depth < 64, let members = node.members else { return false }
        return members.allSatisfy { member in
            member.key.hasPrefix("$") || (member.value.isObject && (member.value["$value"] != nil || isDTCGGroup(member.value, depth: depth + 1)))
        }
    }

    /// True when any map in the tree has `$value` or `$type`.
    static func holdsDTCG(_ node: JSONNode, depth: Int) -> Bool {
        guard depth < 64 else { return false }
        if let members = node.members {
            return members.contains { $0.key == "$value" || $0.key == "$type" || holdsDTCG($0.value, depth: depth + 1) }
        }
        return node.array?.contains { holdsDTCG($0, depth: depth + 1) } ?? false
    }

    /// The first top-level member of a Theo file (`props:` of `{value, type, comment}` tokens,
    /// `aliases:`, `global:`, `imports:` and nothing else), or nil for Stylebook YAML. A lone
    /// `aliases:` map of plain values counts too: that is how Theo's alias files are written.
    static func theoKey(_ members: [JSONNode.Member]) -> JSONNode.Member? {
        let theoKeys: Set<String> = ["props", "aliases", "global", "imports"]
        guard !members.isEmpty, members.allSatisfy({ theoKeys.contains($0.key) }) else { return nil }
        let keys = Set(members.map(\.key))
        let props = members.first { $0.key == "props" }?.value.members
        let propsAreTokens = props.map { !$0.isEmpty && $0.allSatisfy { $0.value["value"] != nil } } ?? false
        let aliases = members.first { $0.key == "aliases" }?.value.members
        let aliasesArePlain = aliases.map { !$0.isEmpty && $0.allSatisfy { !$0.value.isObject && $0.value.array == nil } } ?? false
        guard propsAreTokens || (aliases != nil && keys.count > 1) || aliasesArePlain || keys.contains("imports") else { return nil }
        return members[0]
    }

    private mutating func group(_ members: [JSONNode.Member], pos: SourcePos, path: [String]) -> JSONNode {
        var out = JSONNode(.object([]), pos: pos)
        for member in members {
            let parts = member.key.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            guard !parts.isEmpty else { continue }
            let node = entry(member.value, path: path + parts)
            out = Self.insert(node, at: parts[...], into: out)
        }
        return out
    }

    /// Puts `node` at `parts` below `tree`, creating (or merging into) intermediate groups.
    static func insert(_ node: JSONNode, at parts: ArraySlice<String>, into tree: JSONNode) -> JSONNode {
        guard let first = parts.first else { return node }
        if parts.count == 1 {
            if let existing = tree[first], existing.isObject, existing["$value"] == nil, node.isObject, node["$value"] == nil {
                return tree.setting(first, to: TokenTree.merge(existing, node))
            }
            return tree.setting(first, to: node)
        }
        let child = tree[first].flatMap { $0.isObject && $0["$value"] == nil ? $0 : nil } ?? JSONNode(.object([]), pos: node.pos)
        return tree.setting(first, to: insert(node, at: parts.dropFirst(), into: child))
    }

    /// `cssColors`: the value may be any CSS colour string (`rgba(…)`, `hsl(…)`), as this format
    /// allows; read without DTCG's "use a colour object" advice.
    private func token(_ type: String?, _ value: JSONNode, description: JSONNode? = nil, extensions: JSONNode? = nil,
                       cssColors: Bool = false) -> JSONNode {
        var members = [JSONNode.Member(key: "$value", value: value)]
        if cssColors { members.append(.init(key: StudioMath.looseMarker, value: JSONNode(.bool(true), pos: value.pos))) }
        if let type { members.append(.init(key: "$type", value: JSONNode(.string(type), pos: value.pos))) }
        if let description { members.append(.init(key: "$description", value: description)) }
        if let extensions { members.append(.init(key: "$extensions", value: extensions)) }
        return JSONNode(.object(members), pos: value.pos)
    }

    private mutating func entry(_ value: JSONNode, path: [String]) -> JSONNode {
        switch value.kind {
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let lower = trimmed.lowercased()
            if trimmed.hasPrefix("{") { return token(nil, value) }
            if trimmed.hasPrefix("#") || lower.hasPrefix("rgb") || lower.hasPrefix("hsl") { return token("color", value, cssColors: true) }
            if let (_, unit) = ValueParser.splitUnit(trimmed), unit == "rem" || ValueParser.pointsPerUnit[unit] != nil
                || ValueParser.relativeUnits.contains(unit) { return token("dimension", value) }
            if lower.hasSuffix("ms") || NumberGrammar.number(lower, suffixedBy: ["s"]) != nil { return token("duration", value) }
            diagnostics.error("cannot tell what kind of token \"\(text)\" is (token path \(path.joined(separator: ".")))", at: documents.location(value.pos))
            return JSONNode(.object([]), pos: value.pos)
        case .number:
            return token("number", value)
        case .object(let members):
            if members.contains(where: { $0.key.hasPrefix("$") }) { return value }
            let keys = members.map(\.key).filter { $0 != "description" }
            if misspeltAppearances(members, path: path) { return JSONNode(.object([]), pos: value.pos) }
            if !keys.isEmpty, keys.allSatisfy({ AppearanceNames.appearance(named: $0) != nil }) {
                return color(value, members: members, path: path)
            }
            if value["font"] != nil || value["size"] != nil {
                return textStyle(value, path: path)
            }
            return group(members, pos: value.pos, path: path)
        case .null:
            diagnostics.error("token \(path.joined(separator: ".")) has no value (in YAML, quote hex colours: an unquoted # starts a comment)", at: documents.location(value.pos))
            return JSONNode(.object([]), pos: value.pos)
        default:
            diagnostics.error("unexpected \(value.kindName) for token \(path.joined(separator: "."))", at: documents.location(value.pos))
            return JSONNode(.object([]), pos: value.pos)
        }
    }

    /// Spellings offered when a colour's appearance key looks misspelt.
    static let appearanceSpellings = ["light", "dark", "light-hc", "dark-hc", "any", "high-contrast"]

    /// A key one or two letters off an appearance name (`darkk:`), beside real appearance keys or
    /// with only such keys, is a typo: read as a token name it would silently make extra colours.
    /// Reports each such key; true when there was one.
    private mutating func misspeltAppearances(_ members: [JSONNode.Member], path: [String]) -> Bool {
        let keys = members.filter { $0.key != "description" }
        var misses: [(JSONNode.Member, String)] = []
        var exact = 0
        for member in keys {
            if AppearanceNames.appearance(named: member.key) != nil {
                exact += 1
            } else if let suggestion = NameSuggestion.closest(to: member.key, in: Self.appearanceSpellings) {
                misses.append((member, suggestion))
            }
        }
        guard !misses.isEmpty, exact > 0 || misses.count == keys.count else { return false }
        let name = path.joined(separator: ".")
        for (member, suggestion) in misses {
            diagnostics.error("unknown appearance '\(member.key)' in colour \(name); did you mean '\(suggestion)'? "
                              + "(appearances: light, dark, light-hc, dark-hc)", at: documents.location(member.value.pos))
        }
        return true
    }

    private mutating func color(_ value: JSONNode, members: [JSONNode.Member], path: [String]) -> JSONNode {
        var modes: [JSONNode.Member] = []
        var lightValue: JSONNode?
        for member in members where member.key != "description" {
            guard let appearance = AppearanceNames.appearance(named: member.key) else { continue }
            if case .null = member.value.kind {
                diagnostics.error("colour \(path.joined(separator: ".")) has no \(member.key) value (in YAML, quote hex colours: an unquoted # starts a comment)",
                                  at: documents.location(member.value.pos))
                continue
            }
            modes.append(.init(key: appearance.rawValue, value: member.value))
            if appearance == .light { lightValue = member.value }
        }
        guard let lightValue else {
            diagnostics.error("colour \(path.joined(separator: ".")) has no light value (add `light:`)", at: documents.location(value.pos))
            return JSONNode(.object([]), pos: value.pos)
        }
        let modeNode = JSONNode(.object(modes), pos: value.pos)
        let extensions = JSONNode(.object([.init(key: "mode", value: modeNode)]), pos: value.pos)
        return token("color", lightValue, description: value["description"], extensions: extensions, cssColors: true)
    }

    /// A number, or a "16px"/"12pt"/"1rem" string (read as dimension tokens are), in points.
    private func points(_ node: JSONNode) -> Double? {
        if let number = node.number { return number }
        guard let text = node.string, let (value, unit) = NumberGrammar.number(text, suffixedBy: ["px", "pt", "rem"]) else { return nil }
        return unit == "rem" ? value * remBase : value
    }

    private func number(_ v: Double, _ pos: SourcePos) -> JSONNode { JSONNode(.number(v), pos: pos) }

    private func dimension(_ v: Double, _ pos: SourcePos) -> JSONNode {
        JSONNode(.object([.init(key: "value", value: number(v, pos)), .init(key: "unit", value: JSONNode(.string("px"), pos: pos))]), pos: pos)
    }

    private mutating func textStyle(_ value: JSONNode, path: [String]) -> JSONNode {
        let name = path.joined(separator: ".")
        let pos = value.pos
        let known: Set<String> = ["font", "postScriptName", "weight", "size", "lineHeight", "tracking", "letterSpacing", "relativeTo", "description"]
        for member in value.members ?? [] where !known.contains(member.key) {
            diagnostics.error("unknown text style key '\(member.key)' (token path \(name))"
                              + (NameSuggestion.closest(to: member.key, in: known).map { "; did you mean '\($0)'?" }
                                 ?? " (keys: \(known.sorted().joined(separator: ", ")))"),
                              at: documents.location(member.value.pos))
        }
        guard let sizeNode = value["size"], let size = points(sizeNode), size > 0 else {
            diagnostics.error("text style needs a positive `size` in points (token path \(name))", at: documents.location(value["size"]?.pos ?? pos))
            return JSONNode(.object([]), pos: pos)
        }
        guard let font = value["font"] else {
            diagnostics.error("text style needs a `font` (token path \(name))", at: documents.location(pos))
            return JSONNode(.object([]), pos: pos)
        }
        var composite: [JSONNode.Member] = [
            .init(key: "fontFamily", value: font),
            .init(key: "fontSize", value: dimension(size, sizeNode.pos)),
            .init(key: "fontWeight", value: value["weight"] ?? number(400, pos)),
        ]
        if let lineHeight = value["lineHeight"] {
            if lineHeight.number != nil {
                composite.append(.init(key: "lineHeight", value: lineHeight))
            } else if let text = lineHeight.string, let (percent, _) = NumberGrammar.number(text, suffixedBy: ["%"]) {
                composite.append(.init(key: "lineHeight", value: number(percent / 100, lineHeight.pos)))
            } else if let px = points(lineHeight) {
                composite.append(.init(key: "lineHeight", value: number(px / size, lineHeight.pos)))
            } else {
                diagnostics.error("`lineHeight` must be a multiplier (1.4) or points (\"24px\") (token path \(name))", at: documents.location(lineHeight.pos))
            }
        }
        var spacing = 0.0
        if let tracking = value["tracking"] {
            if let em = tracking.number { spacing = em * size } else {
                diagnostics.error("`tracking` must be a number in em (token path \(name))", at: documents.location(tracking.pos))
            }
        }
        if let letterSpacing = value["letterSpacing"] {
            if let pt = points(letterSpacing) { spacing = pt } else {
                diagnostics.error("`letterSpacing` must be points (token path \(name))", at: documents.location(letterSpacing.pos))
            }
        }
        composite.append(.init(key: "letterSpacing", value: dimension(spacing, pos)))
        var stylebook: [JSONNode.Member] = []
        if let relativeTo = value["relativeTo"] { stylebook.append(.init(key: "relativeTo", value: relativeTo)) }
        if let postScript = value["postScriptName"] { stylebook.append(.init(key: "postScriptName", value: postScript)) }
        let extensions = stylebook.isEmpty ? nil
            : JSONNode(.object([.init(key: TokenExtensions.stylebookKey, value: JSONNode(.object(stylebook), pos: pos))]), pos: pos)
        return token("typography", JSONNode(.object(composite), pos: pos), description: value["description"], extensions: extensions)
    }
}
