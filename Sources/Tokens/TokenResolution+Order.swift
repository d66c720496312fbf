import Diagnostics
import Grammar

extension ReferenceResolver {
    /// The token a whole-value reference (`{a.b}`, `{"$ref": "#/a/b"}`) names, when it is one.
    func wholeTarget(_ token: RawToken) -> String? {
        if let text = token.value.string { return Self.curlyTarget(text) }
        if let ref = token.value["$ref"]?.string, token.value.members?.count == 1,
           let components = TokenTree.pointerComponents(ref) {
            let name = components.joined(separator: ".")
            return tokens[name] != nil ? name : nil
        }
        return nil
    }

    /// Resolves the chain of whole-value references that starts at `name` from its far end, so
    /// each link finds its target already resolved: a chain of n links costs n steps, whatever
    /// the order its tokens are listed in. A chain that loops is left to the recursive resolver,
    /// which reports the cycle from where it was entered.
    mutating func resolveChain(from name: String, number: Int) {
        // Most tokens are no reference: no chain, and nothing allocated for one.
        guard let first = wholeTarget(tokens.list[number]), let firstNumber = tokens.number(first), !isMemoised(number) else { return }
        var chain: [(name: String, number: Int)] = [(name, number)]
        var seen: Set<Int> = [number]
        var current = (name: first, number: firstNumber)
        while let target = wholeTarget(tokens.list[current.number]), let targetNumber = tokens.number(target), !isMemoised(current.number) {
            guard seen.insert(current.number).inserted else { return }
            chain.append(current)
            current = (target, targetNumber)
        }
        guard chain.count > 1 else { return }
        for link in chain.dropFirst().reversed() {
            _ = type(of: link.name, number: link.number)
            _ = substitutedValue(of: link.name, number: link.number)
            _ = value(of: link.name, number: link.number)
        }
    }

    /// True when a token `name` refers to cannot be read: this one is then left out too (named in
    /// the summary), rather than that token's problem being reported again here. Nested reads are
    /// bounded; deeper ones fall back to substitution, which has its own depth limit.
    mutating func isBlockedByReference(_ name: String, _ token: RawToken) -> Bool {
        guard judgingCount < 32 else { return false }
        for target in Self.references(in: token.value) where target != name {
            guard let number = tokens.number(target), !judging[number] else { continue }
            if value(of: target, number: number) == nil {
                if blockedBy[name] == nil { blockedBy[name] = target }
                return true
            }
        }
        return false
    }

    /// Every token named by a reference in `node`: whole-value and embedded `{…}` references and
    /// `$ref` pointers, in order.
    static func references(in node: JSONNode) -> [String] {
        var found: [String] = []
        collect(node, into: &found, depth: 0)
        return found
    }

    private static func collect(_ node: JSONNode, into found: inout [String], depth: Int) {
        guard depth < 64 else { return }
        switch node.kind {
        case .string(let text):
            if let target = curlyTarget(text) {
                found.append(target)
            } else if StudioMath.hasEmbeddedReference(text) {
                _ = StudioMath.replacingReferences(in: text) { target in
                    found.append(target)
                    return ""
                }
            }
        case .array(let items):
            for item in items { collect(item, into: &found, depth: depth + 1) }
        case .object(let members):
            if let ref = node["$ref"]?.string, let components = TokenTree.pointerComponents(ref) {
                found.append(components.joined(separator: "."))
            }
            for member in members where member.key != "$ref" { collect(member.value, into: &found, depth: depth + 1) }
        default:
            break
        }
    }

    /// True when `raw` reads as `type` without a problem (used to decide that text stays text).
    static func parses(_ raw: JSONNode, as type: String, documents: DocumentTable, remBase: Double) -> Bool {
        var probe = ValueParser(documents: documents, remBase: remBase)
        return probe.parse(raw, type: type) != nil && !probe.diagnostics.hasErrors
    }
}

extension ReferenceResolver {
    /// Messages about a value built from references inside text quote what the token wrote as
    /// well as what it became (`"#ffffff x"`, written `"{white} x"`), so the line can be found.
    func quotingWritten(_ list: DiagnosticList, token: RawToken, resolved: JSONNode) -> DiagnosticList {
        guard !list.isEmpty, let written = token.value.string, StudioMath.hasEmbeddedReference(written),
              resolved.string != written else { return list }
        let here = documents.location(token.value.pos)
        var out = DiagnosticList()
        for item in list {
            guard item.location == here, let range = item.message.range(of: " (token path ", options: .backwards) else {
                out.append(item)
                continue
            }
            let message = String(item.message[..<range.lowerBound]) + " (written \"\(written)\")" + String(item.message[range.lowerBound...])
            out.append(Diagnostic(item.severity, message, at: item.location))
        }
        return out
    }
}
