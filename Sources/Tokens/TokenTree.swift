import Diagnostics
import Foundation
import Grammar

/// One token found in a merged tree, before its value is resolved.
struct RawToken: Sendable {
    /// Path as written, with `$root` kept as a component so `{group.$root}` resolves.
    let path: [String]
    /// `path` joined with dots, the key every table of the resolver uses: joined once here.
    let dotted: String
    var value: JSONNode
    /// Own `$type`, else the nearest group's.
    var type: String?
    /// Where that `$type` was written.
    var typePos: SourcePos?
    var description: String?
    var deprecation: String?
    var extensions: JSONNode?
    /// Where the token object starts.
    var pos: SourcePos
    /// Converted from a looser dialect (Tokens Studio, Style Dictionary): see `StudioMath.looseType`.
    var loose = false

    /// The path the model uses: `$root` names the group itself.
    var modelPath: TokenPath { TokenPath(path.last == "$root" ? Array(path.dropLast()) : path) }
}

/// Merging documents, expanding `$extends` and flattening groups into tokens.
enum TokenTree {
    static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$schema", "$metadata", "$themes", "$defs"]

    /// Deep merge: groups merge member by member; a token (or any non-group) replaces wholesale.
    static func merge(_ base: JSONNode, _ overlay: JSONNode) -> JSONNode {
        guard var baseMembers = base.members, let overlayMembers = overlay.members,
              base["$value"] == nil, overlay["$value"] == nil else { return overlay }
        var index: [String: Int] = [:]
        for (i, member) in baseMembers.enumerated() { index[member.key] = i }
        for member in overlayMembers {
            if let i = index[member.key] {
                let old = baseMembers[i].value
                baseMembers[i].value = member.key.hasPrefix("$") ? member.value : merge(old, member.value)
            } else {
                index[member.key] = baseMembers.count
                baseMembers.append(member)
            }
        }
        return JSONNode(.object(baseMembers), pos: overlay.pos)
    }

    /// Dotted paths of the tokens (objects with `$value`) in a tree, without reading their values.
    static func tokenPaths(_ root: JSONNode) -> [String] {
        var out: [String] = []
        func walk(_ node: JSONNode, _ prefix: String, _ depth: Int) {
            guard let members = node.members, depth < 64 else { return }
            if node["$value"] != nil {
                out.append(prefix)
                return
            }
            for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
                walk(member.value, prefix.isEmpty ? member.key : prefix + "." + member.key, depth + 1)
            }
        }
        walk(root, "", 0)
        return out
    }

    /// Finds the node at a dotted path or JSON pointer inside `root`.
    static func node(at components: [String], in root: JSONNode) -> JSONNode? {
        var current = root
        for component in components {
            if let members = current.members, let next = members.last(where: { $0.key == component })?.value {
                current = next
            } else if let items = current.array, let i = Int(component), items.indices.contains(i) {
                current = items[i]
            } else {
                return nil
            }
        }
        return current
    }

    /// Splits "#/a/b~1c" into ["a", "b/c"] (RFC 6901); nil when not a local pointer.
    static func pointerComponents(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#") else { return nil }
        let body = pointer.dropFirst()
        if body.isEmpty { return [] }
        guard body.hasPrefix("/") else { return nil }
        return body.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// The target path of a `$extends` value: `"{a.b}"` or `{"$ref": "#/a/b"}`.
    static func extendsTarget(_ node: JSONNode) -> [String]? {
        if let text = node.string, text.hasPrefix("{"), text.hasSuffix("}") {
            return text.dropFirst().dropLast().split(separator: ".").map(String.init)
        }
        if let text = node.string, let components = pointerComponents(text) { return components }
        if let ref = node["$ref"]?.string, let components = pointerComponents(ref) { return components }
        return nil
    }

    /// DTCG 2025.10 lets a token give its value as a JSON pointer (`{"$type": "color", "$ref":
    /// "#/colors/blue/$value"}`) instead of `$value`. Such tokens are rewritten to
    /// `"$value": {"$ref": …}`, the whole-value pointer the resolver already follows, so they are
    /// read like any other token instead of passing for empty groups.
    static func normalizingPointerTokens(_ root: JSONNode, documents: DocumentTable, diagnostics: inout DiagnosticList) -> JSONNode {
        func walk(_ node: JSONNode, path: [String], depth: Int) -> JSONNode {
            guard let members = node.members, depth < 64 else { return node }
            if !path.isEmpty, node["$value"] == nil, let ref = node["$ref"], ref.string != nil {
                let rewritten = members.map { member in
                    member.key == "$ref" ? JSONNode.Member(key: "$value", value: JSONNode(.object([member]), pos: member.value.pos)) : member
                }
                return JSONNode(.object(rewritten), pos: node.pos)
            }
            if node["$value"] != nil {
                if let ref = node["$ref"] {
                    diagnostics.error("token has both $value and $ref, which DTCG 2025.10 forbids; keep one of them (token path \(path.joined(separator: ".")))",
                                      at: documents.location(ref.pos))
                }
                return node
            }
            let rewritten = members.map { member in
                member.key.hasPrefix("$") && member.key != "$root" ? member
                    : JSONNode.Member(key: member.key, value: walk(member.value, path: path + [member.key], depth: depth + 1))
            }
            return JSONNode(.object(rewritten), pos: node.pos)
        }
        return walk(root, path: [], depth: 0)
    }

    /// Replaces every group's `$extends` with the deep merge of its target and its own members.
    static func expandExtends(_ root: JSONNode, documents: DocumentTable, diagnostics: inout DiagnosticList) -> JSONNode {
        var expander = Expander(root: root, documents: documents)
        let result = expander.expand(root, path: [])
        diagnostics.append(contentsOf: expander.diagnostics)
        return result
    }

    private struct Expander {
        let root: JSONNode
        let documents: DocumentTable
        var diagnostics = DiagnosticList()
        var stack: [String] = []
        /// Groups expanded so far. Each `$extends` copies its target, so groups that extend groups
        /// that extend twice over double at every level (an "extends bomb", like YAML's alias
        /// bomb); the budget turns that into an error instead of a hang.
        var expansions = 0
        static let maxExpansions = 1_000_000
        var budgetReported = false

        mutating func expand(_ node: JSONNode, path: [String]) -> JSONNode {
            guard let members = node.members, node["$value"] == nil, stack.count < 64 else { return node }
            expansions += 1
            guard expansions <= Self.maxExpansions else {
                if !budgetReported {
                    budgetReported = true
                    diagnostics.error("$extends expands to more than \(Self.maxExpansions) groups (groups extending groups that "
                                      + "extend others many times over); Stylebook stops expanding here (token path \(path.joined(separator: ".")))",
                                      at: documents.location(node.pos))
                }
                return node
            }
            var local = node
            if let extends = node["$extends"] {
                local = JSONNode(.object(members.filter { $0.key != "$extends" }), pos: node.pos)
                let name = path.joined(separator: ".")
                if let target = TokenTree.extendsTarget(extends) {
                    let targetName = target.joined(separator: ".")
                    if stack.contains(targetName) || targetName == name {
                        let chain = (stack + [name, targetName]).joined(separator: " → ")
                        diagnostics.error("$extends cycle: \(chain) (token path \(name))", at: documents.location(extends.pos))
                    } else if let base = TokenTree.node(at: target, in: root), base.isObject, base["$value"] == nil {
                        stack.append(name)
                        let expandedBase = expand(base, path: target)
                        stack.removeLast()
                        local = TokenTree.merge(expandedBase, local)
                    } else {
                        diagnostics.error("$extends target {\(targetName)} is not a group (token path \(name))", at: documents.location(extends.pos))
                    }
                } else {
                    diagnostics.error("$extends must be \"{group.path}\" or {\"$ref\": \"#/group\"} (token path \(name))", at: documents.location(extends.pos))
                }
            }
            guard let localMembers = local.members else { return local }
            let expanded = localMembers.map { member in
                member.key.hasPrefix("$") && member.key != "$root" ? member
                    : JSONNode.Member(key: member.key, value: expand(member.value, path: path + [member.key]))
            }
            return JSONNode(.object(expanded), pos: local.pos)
        }
    }

    /// Collects tokens (objects with `$value`), inheriting `$type` and `$deprecated` from groups.
    static func flatten(_ root: JSONNode, documents: DocumentTable, diagnostics: inout DiagnosticList) -> [RawToken] {
        var tokens: [RawToken] = []
        walk(root, path: [], type: nil, typePos: nil, deprecation: nil, into: &tokens, documents: documents, diagnostics: &diagnostics)
        return tokens
    }

    static func deprecation(_ node: JSONNode?, inherited: String?) -> String? {
        guard let node else { return inherited }
        if let flag = node.bool { return flag ? "" : nil }
        if let text = node.string { return text }
        return inherited
    }

    private static func walk(_ node: JSONNode, path: [String], type: String?, typePos: SourcePos?, deprecation inherited: String?,
                             into tokens: inout [RawToken], documents: DocumentTable, diagnostics: inout DiagnosticList) {
        guard let members = node.members else { return }
        let name = path.joined(separator: ".")
        if let value = node["$value"] {
            // Primer's `alpha` member (a number beside `$value`) is the colour's alpha, not a child token.
            let colorType = (node["$type"]?.string ?? type) == "color"
            let primerAlpha = node[PrimerConventions.alphaKey].flatMap { colorType && $0.number != nil ? $0 : nil }
            // Style Dictionary's `attributes` object (v4 keeps it on `$value` tokens) is metadata, not a child.
            if let child = members.first(where: { !$0.key.hasPrefix("$") && !($0.key == PrimerConventions.alphaKey && primerAlpha != nil)
                                                  && !($0.key == UnappliedKeys.attributesKey && $0.value.isObject) }) {
                diagnostics.error("token has both $value and child \"\(child.key)\" (token path \(name))", at: documents.location(child.value.pos))
            }
            var ownType = type
            var ownTypePos = typePos
            if let typeNode = node["$type"] {
                if let text = typeNode.string { ownType = text; ownTypePos = typeNode.pos } else {
                    diagnostics.error("$type must be a string (token path \(name))", at: documents.location(typeNode.pos))
                }
            }
            tokens.append(RawToken(path: path, dotted: name, value: value, type: ownType, typePos: ownTypePos, description: node["$description"]?.string,
                                   deprecation: deprecation(node["$deprecated"], inherited: inherited),
                                   extensions: primerAlpha.map { PrimerConventions.addingAlpha($0, to: node["$extensions"], at: node.pos) } ?? node["$extensions"],
                                   pos: node.pos, loose: node[StudioMath.looseMarker] != nil))
            return
        }
        var groupType = type
        var groupTypePos = typePos
        if let typeNode = node["$type"] {
            if let text = typeNode.string { groupType = text; groupTypePos = typeNode.pos } else {
                diagnostics.error("$type must be a string (token path \(name))", at: documents.location(typeNode.pos))
            }
        }
        let groupDeprecation = deprecation(node["$deprecated"], inherited: inherited)
        for member in members {
            if member.key.hasPrefix("$") && member.key != "$root" { continue }
            guard member.value.isObject else {
                diagnostics.warning("\"\(member.key)\" is \(member.value.kindName), not a token or group; ignored (token path \(name.isEmpty ? member.key : name + "." + member.key))",
                                    at: documents.location(member.value.pos))
                continue
            }
            if let control = ControlCharacters.firstInName(member.key) {
                let code = String(control.value, radix: 16, uppercase: true)
                diagnostics.error("name \"\(member.key)\" holds a control character (U+\(code)), which no file or Swift name can carry",
                                  at: documents.location(member.value.pos))
                continue
            }
            if member.key.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
                diagnostics.warning("name \"\(member.key)\" contains '{', '}' or '.', which DTCG forbids; references cannot reach it",
                                    at: documents.location(member.value.pos))
            }
            walk(member.value, path: path + [member.key], type: groupType, typePos: groupTypePos, deprecation: groupDeprecation,
                 into: &tokens, documents: documents, diagnostics: &diagnostics)
        }
    }
}
