/// Tokens Studio exports sets under top-level keys; its build tools can leave those keys out of
/// reference paths ("exclude parent keys"). A file whose references resolve only once its top-level
/// groups are unwrapped is read that way.
enum StudioParentKeys {
    static func references(in node: JSONNode, into out: inout [String]) {
        switch node.kind {
        case .string(let text):
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                out.append(String(rest[rest.index(after: open)..<close]))
                rest = rest[rest.index(after: close)...]
            }
        case .array(let items): for item in items { references(in: item, into: &out) }
        case .object(let members): for member in members { references(in: member.value, into: &out) }
        default: break
        }
    }

    /// The tree with its top-level groups merged into one, when that is what its references need; else nil.
    static func unwrapped(_ root: JSONNode) -> JSONNode? {
        guard let members = root.members, members.count > 1,
              members.allSatisfy({ $0.key.hasPrefix("$") || ($0.value.isObject && $0.value["$value"] == nil) }) else { return nil }
        var targets: [String] = []
        references(in: root, into: &targets)
        guard !targets.isEmpty else { return nil }
        func resolves(_ target: String, in tree: JSONNode) -> Bool {
            TokenTree.node(at: target.split(separator: ".").map(String.init), in: tree) != nil
        }
        guard !targets.contains(where: { resolves($0, in: root) }) else { return nil }
        var merged = JSONNode(.object([]), pos: root.pos)
        for member in members where !member.key.hasPrefix("$") { merged = TokenTree.merge(merged, member.value) }
        guard targets.allSatisfy({ resolves($0, in: merged) }) else { return nil }
        return merged
    }
}
