import Diagnostics
import Grammar

/// Tokens with one value per set, as Adobe Spectrum writes them for its Style Dictionary build:
/// `{"sets": {"light": {"value": …}, "dark": {"value": …}, "wireframe": {"value": …}}}`, where a
/// set entry may itself hold `sets` (`spectrum` → `light`/`dark`).
///
/// Sets named like appearances become per-appearance values (the `$extensions.mode` map the
/// combiner already applies); the light one (else the first appearance) is the token's value.
/// Sets that are no appearance (`spectrum`/`express`, `desktop`/`mobile`) have no automatic
/// choice: the first written is read, and one warning per file names it. Appearance-level sets
/// that are neither light nor dark (`wireframe`, `darkest`) are named in the same warning.
extension LegacyTokenConverter {
    /// The DTCG token for a node holding `sets`; nil when the node is not one.
    mutating func setsToken(_ node: JSONNode, path: [String], groupType: String?) -> JSONNode? {
        guard isSetsToken(node) else { return nil }
        let (base, modes) = resolveSets(node)
        var carried = (node.members ?? []).filter { $0.key != "sets" && !$0.value.isObject }
        carried.append(JSONNode.Member(key: "value", value: base))
        guard var token = convertToken(JSONNode(.object(carried), pos: node.pos), path: path, groupType: groupType) else { return nil }
        guard !modes.isEmpty, var members = token.members else { return token }
        let written = token["$type"]?.string ?? groupType
        var modeMembers: [JSONNode.Member] = []
        for (name, value) in modes {
            // Each set's value is converted the way the token's own value was.
            var single = [JSONNode.Member(key: "value", value: value)]
            if let written { single.append(JSONNode.Member(key: "$type", value: JSONNode(.string(written), pos: value.pos))) }
            let converted = convertToken(JSONNode(.object(single), pos: value.pos), path: path, groupType: nil)?["$value"] ?? value
            modeMembers.append(JSONNode.Member(key: name, value: converted))
        }
        let modeNode = JSONNode(.object([JSONNode.Member(key: TokenExtensions.modeKey, value: JSONNode(.object(modeMembers), pos: node.pos))]), pos: node.pos)
        members.removeAll { $0.key == "$extensions" }
        members.append(JSONNode.Member(key: "$extensions", value: modeNode))
        token = JSONNode(.object(members), pos: token.pos)
        return token
    }

    private func isSetsToken(_ node: JSONNode) -> Bool {
        guard node.isObject, node["value"] == nil, node["$value"] == nil, let sets = node["sets"]?.members, !sets.isEmpty else { return false }
        // Any other object member would be a child group: then "sets" is just a group name.
        guard !(node.members ?? []).contains(where: { $0.key != "sets" && $0.value.isObject && !$0.key.hasPrefix("$") }) else { return false }
        return sets.allSatisfy { isToken($0.value) || isSetsToken($0.value) }
    }

    /// The value to use as the token's own, and the appearance-named sets' values.
    private mutating func resolveSets(_ node: JSONNode) -> (base: JSONNode, modes: [(String, JSONNode)]) {
        let sets = node["sets"]?.members ?? []
        func value(_ entry: JSONNode) -> JSONNode {
            if let own = entry["value"] ?? entry["$value"] { return own }
            return resolveSets(entry).base
        }
        let named = sets.compactMap { member in AppearanceNames.appearance(named: member.key).map { (member, $0) } }
        guard let first = named.first else {
            let chosen = sets[0]
            let key = sets.map(\.key).joined(separator: ", ") + " → " + chosen.key
            firstSetRead[key] = ((firstSetRead[key]?.count ?? 0) + 1, firstSetRead[key]?.pos ?? node.pos)
            if isToken(chosen.value) { return (value(chosen.value), []) }
            return resolveSets(chosen.value)
        }
        for member in sets where AppearanceNames.appearance(named: member.key) == nil && setsNotRead[member.key] == nil {
            setsNotRead[member.key] = member.value.pos
        }
        let base = named.first { $0.1 == .light }?.0 ?? first.0
        return (value(base.value), named.map { ($0.0.key, value($0.0.value)) })
    }

    mutating func reportSets() {
        for (key, found) in firstSetRead.sorted(by: { $0.key < $1.key }) {
            let parts = key.components(separatedBy: " → ")
            diagnostics.warning("\(found.count) token(s) hold one value per set (\(parts[0])), which are no appearances; "
                                + "the first set, \(parts[1]), is read (keep the set you build for first)", at: documents.location(found.pos))
        }
        if let first = setsNotRead.values.min(by: { ($0.file, $0.offset) < ($1.file, $1.offset) }) {
            diagnostics.warning("per-set values for \(setsNotRead.keys.sorted().joined(separator: ", ")) are not read: "
                                + "they are no light, dark or high-contrast appearance", at: documents.location(first))
        }
    }
}
