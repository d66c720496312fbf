import Grammar
/// Style Dictionary lets tokens refer to plain values that are not tokens (`{globals.baseline}`).
enum RawValueFile {
    /// An object whose leaves are all strings or numbers, with no token in it.
    static func isRawValues(_ node: JSONNode) -> Bool {
        guard let members = node.members, !members.isEmpty else { return false }
        func leavesArePlain(_ node: JSONNode, _ depth: Int) -> Bool {
            guard depth < 16 else { return false }
            if node.string != nil || node.number != nil { return true }
            guard let members = node.members, !members.isEmpty else { return false }
            return members.allSatisfy { !$0.key.hasPrefix("$") && leavesArePlain($0.value, depth + 1) }
        }
        return leavesArePlain(node, 0)
    }

    /// Each plain value as a token (string or number) that references can reach.
    static func tokens(_ node: JSONNode) -> JSONNode {
        if node.string != nil || node.number != nil {
            return JSONNode(.object([
                .init(key: "$value", value: node),
                .init(key: "$type", value: JSONNode(.string(node.number != nil ? "number" : "string"), pos: node.pos)),
                .init(key: StudioMath.looseMarker, value: JSONNode(.bool(true), pos: node.pos)),
            ]), pos: node.pos)
        }
        return JSONNode(.object((node.members ?? []).map { .init(key: $0.key, value: tokens($0.value)) }), pos: node.pos)
    }
}
