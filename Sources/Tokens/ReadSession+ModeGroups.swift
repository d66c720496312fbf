import Grammar
import Diagnostics

/// One file whose top-level groups are the modes: a Figma variables export of a collection with
/// modes (`{"Light": {"Surface": …}, "Dark": {"Surface": …}}`, as DuckDuckGo's theme files are
/// written). Read as written, `Dark/Surface/Backdrop` would be a colour of its own and the system
/// would silently get no dark appearance; instead each mode group is read as a per-mode file
/// named `FILE/Light`, and the other top-level entries as the file's base set.
extension ReadSession {
    /// The names of a file's top-level groups when two or more of them name appearances exactly and
    /// hold the same token paths; nil for any other file.
    static func modeGroupKeys(_ raw: JSONNode) -> Set<String>? {
        guard let members = raw.members else { return nil }
        let modeGroups = members.filter { member in
            !member.key.hasPrefix("$") && member.value.isObject && member.value["$value"] == nil && member.value["value"] == nil
                && AppearanceNames.match(member.key)?.isExact == true
        }
        let appearances = Set(modeGroups.compactMap { AppearanceNames.match($0.key)?.appearance })
        guard appearances.count >= 2, appearances.contains(.light) || appearances.contains(.dark) else { return nil }
        // The groups must be modes of the same tokens: they share token paths.
        let pathSets = modeGroups.map { Set(writtenTokenPaths($0.value, prefix: "")) }
        guard let first = pathSets.first, pathSets.dropFirst().contains(where: { !$0.isDisjoint(with: first) }) else { return nil }
        return Set(modeGroups.map(\.key))
    }

    /// The file read as per-mode units (`FILE/Light`, `FILE/Dark`) and a base unit for the rest.
    mutating func modeGroupUnits(_ raw: JSONNode, keys: Set<String>, path: String, folders: [String]?) -> [TokenUnit] {
        let members = raw.members ?? []
        let fileFolders = folders ?? Self.roleFolders(TokenUnit(name: path, root: raw))
        let stem = Self.baseName(path)
        var units: [TokenUnit] = []
        let rest = members.filter { !keys.contains($0.key) }
        if rest.contains(where: { !$0.key.hasPrefix("$") }) {
            units.append(TokenUnit(name: path, root: converted(JSONNode(.object(rest), pos: raw.pos), path: path), folders: fileFolders))
        }
        for group in members where keys.contains(group.key) {
            units.append(TokenUnit(name: path + "/" + group.key, root: converted(group.value, path: path), folders: fileFolders + [stem]))
        }
        return units
    }

    /// The paths of the objects holding `$value` or `value`, in any dialect, before conversion.
    static func writtenTokenPaths(_ node: JSONNode, prefix: String) -> [String] {
        guard let members = node.members else { return [] }
        if node["$value"] != nil || node["value"] != nil { return [prefix] }
        return members.filter { !$0.key.hasPrefix("$") && $0.value.isObject }
            .flatMap { writtenTokenPaths($0.value, prefix: prefix.isEmpty ? $0.key : prefix + "." + $0.key) }
    }

    /// True when some string in the tree refers to `{KEY.…}` for one of the keys.
    static func refersToGroup(_ node: JSONNode, named keys: Set<String>) -> Bool {
        if let text = node.string {
            return keys.contains { text.contains("{" + $0 + ".") }
        }
        if let items = node.array { return items.contains { refersToGroup($0, named: keys) } }
        return (node.members ?? []).contains { refersToGroup($0.value, named: keys) }
    }
}
