import Grammar
/// Tokens Studio exports sets under top-level keys; its build tools can leave those keys out of
/// reference paths ("exclude parent keys"). A file whose references resolve only once its top-level
/// groups are unwrapped is read that way.
enum StudioParentKeys {
    static func references(in node: JSONNode, into out: inout [String]) {
        switch node.kind {
        case .string(let written):
            let text = StudioDollarReferences.rewritten(written) ?? written
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

    /// Whether the file's top-level groups are Tokens Studio sets that its references leave out
    /// ("exclude parent keys"): no reference resolves as written, and some do once the sets are
    /// merged (the others are reported as broken when resolved, not a reason to misread the file).
    static func referencesLeaveOutSets(_ root: JSONNode) -> Bool {
        guard let members = root.members else { return false }
        let sets = members.filter { !$0.key.hasPrefix("$") }
        guard sets.count > 1, sets.allSatisfy({ $0.value.isObject && $0.value["$value"] == nil && $0.value["value"] == nil }) else { return false }
        var targets: [String] = []
        references(in: root, into: &targets)
        guard !targets.isEmpty else { return false }
        func resolves(_ target: String, in tree: JSONNode) -> Bool {
            TokenTree.node(at: target.split(separator: ".").map(String.init), in: tree) != nil
        }
        guard !targets.contains(where: { resolves($0, in: root) }) else { return false }
        let merged = mergedSets(root)
        // A reference that, unwrapped, would name the token holding it (a Style Dictionary
        // component `button.size.border-width` → `{size.border-width}`, a global token in another
        // file) is no evidence: it only "resolves" to itself.
        var owned: [(target: String, owner: String)] = []
        for set in sets { ownedReferences(in: set.value, path: [], into: &owned) }
        return owned.contains { reference in
            resolves(reference.target, in: merged)
                && reference.owner != reference.target && !reference.owner.hasPrefix(reference.target + ".")
        }
    }

    /// References with the dotted path (below the set) of the member that holds them.
    static func ownedReferences(in node: JSONNode, path: [String], into out: inout [(target: String, owner: String)]) {
        guard path.count < 64 else { return }
        switch node.kind {
        case .string:
            var targets: [String] = []
            references(in: node, into: &targets)
            let owner = path.filter { $0 != "value" && $0 != "$value" }.joined(separator: ".")
            for target in targets { out.append((target, owner)) }
        case .array(let items): for item in items { ownedReferences(in: item, path: path, into: &out) }
        case .object(let members): for member in members { ownedReferences(in: member.value, path: path + [member.key], into: &out) }
        default: break
        }
    }

    static func mergedSets(_ root: JSONNode) -> JSONNode {
        var merged = JSONNode(.object([]), pos: root.pos)
        for member in root.members ?? [] where !member.key.hasPrefix("$") { merged = TokenTree.merge(merged, member.value) }
        return merged
    }

    /// The tree with its top-level groups merged into one, when that is what its references need; else nil.
    static func unwrapped(_ root: JSONNode) -> JSONNode? {
        referencesLeaveOutSets(root) ? mergedSets(root) : nil
    }
}
