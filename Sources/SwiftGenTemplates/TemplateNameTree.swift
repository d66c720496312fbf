import SwiftOutput

/// The nested enums Stylebook's emitter writes for one token kind, with the identifier each
/// token and group gets there, so a template can name things exactly as the built-in accessors
/// do. It follows the emitter's rules: one enum per first path component, members and nested
/// enums claiming names in one scope in byte order of their source names (a token before a group
/// of the same name), `_2`, `_3`… on a clash.
struct TemplateNameTree {
    /// One enum: its tokens (indices into the caller's list) and nested enums, in claiming order.
    final class Group {
        var name: String
        var typeName: String
        var qualifiedName: String
        var path: [String]
        var leaves: [(index: Int, identifier: String)] = []
        var groups: [Group] = []

        init(name: String, typeName: String, qualifiedName: String, path: [String]) {
            self.name = name
            self.typeName = typeName
            self.qualifiedName = qualifiedName
            self.path = path
        }
    }

    let root: Group
    /// For each caller index: the member identifier and the full Swift expression
    /// (`Colors.Content.primary`).
    private(set) var names: [Int: (identifier: String, qualifiedName: String)] = [:]

    /// `paths[i]` is token i's path components; `typeName` the top-level enum.
    init(typeName: String, paths: [[String]], naming: NamingStyle) {
        root = Group(name: "", typeName: typeName, qualifiedName: typeName, path: [])
        var names: [Int: (identifier: String, qualifiedName: String)] = [:]
        Self.fill(root, items: paths.indices.map { (index: $0, rest: paths[$0]) }, naming: naming, names: &names)
        self.names = names
    }

    private static func fill(_ group: Group, items: [(index: Int, rest: [String])], naming: NamingStyle,
                             names: inout [Int: (identifier: String, qualifiedName: String)]) {
        var leaves: [(raw: String, index: Int)] = []
        var children: [String: [(index: Int, rest: [String])]] = [:]
        for item in items {
            if item.rest.count <= 1 {
                leaves.append((item.rest.first ?? "", item.index))
            } else {
                children[item.rest[0], default: []].append((item.index, Array(item.rest.dropFirst())))
            }
        }
        // Slots: (raw name, 0 = token / 1 = group, token index or -1), ordered as the emitter claims them.
        var slots: [(raw: String, order: Int, index: Int)] = leaves.map { ($0.raw, 0, $0.index) }
        slots += children.keys.map { ($0, 1, -1) }
        slots.sort { $0.raw == $1.raw ? $0.order < $1.order : $0.raw.utf8.lexicographicallyPrecedes($1.raw.utf8) }
        var scope = SwiftIdentifier.Scope()
        for slot in slots {
            if slot.order == 0 {
                let id = scope.claim(naming.member(slot.raw))
                group.leaves.append((slot.index, id))
                names[slot.index] = (id, group.qualifiedName + "." + id)
            } else {
                let id = scope.claim(naming.typeName(slot.raw))
                let child = Group(name: slot.raw, typeName: id, qualifiedName: group.qualifiedName + "." + id, path: group.path + [slot.raw])
                group.groups.append(child)
                fill(child, items: children[slot.raw] ?? [], naming: naming, names: &names)
            }
        }
    }

    /// The group as template data: `name`, `typeName`, `qualifiedName`, `path`, `<itemsKey>`, `groups`.
    func dictionary(itemsKey: String, items: [[String: Any]]) -> [String: Any] {
        Self.dictionary(root, itemsKey: itemsKey, items: items)
    }

    private static func dictionary(_ group: Group, itemsKey: String, items: [[String: Any]]) -> [String: Any] {
        [
            "name": group.name, "typeName": group.typeName, "qualifiedName": group.qualifiedName,
            "path": group.path.joined(separator: "."), "pathComponents": group.path,
            itemsKey: group.leaves.map { items[$0.index] },
            "groups": group.groups.map { dictionary($0, itemsKey: itemsKey, items: items) },
        ]
    }
}
