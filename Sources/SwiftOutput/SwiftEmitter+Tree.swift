import Diagnostics
import Tokens

extension SwiftEmitter {
    // MARK: - Trees of nested enums

    /// A member of one enum: a token (by its place in the items) or a nested group (by its raw name).
    private enum Slot { case leaf(Int), group(String) }

    /// One enum per group, members sorted by source name; identifiers claimed in byte order.
    /// `qualifiedName` is the enum's full name (`TextStyles.Label`), for messages.
    /// `accessors` collects each token's full accessor (`Colors.Content.primary`) by its path.
    func emitTree<T>(typeName: String, qualifiedName: String? = nil, items: [(path: TokenPath, value: T, info: TokenInfo)], naming: NamingStyle,
                     into w: inout SwiftSourceWriter, diagnostics: inout DiagnosticList, accessors: inout [(TokenPath, String)],
                     declaration: (T, String) -> String) {
        // Every level reads the items in place by index and path depth: copying each item (and
        // a shortened path) into every group it passes through cost more than writing it.
        TreeWalk(items: items, naming: naming).emit(typeName: typeName, qualifiedName: qualifiedName ?? typeName, indices: Array(items.indices), level: 0,
                                                    emitter: self, into: &w, diagnostics: &diagnostics, accessors: &accessors, declaration: declaration)
    }

    private struct TreeWalk<T> {
        let items: [(path: TokenPath, value: T, info: TokenInfo)]
        let naming: NamingStyle

        /// The enum for the items at `indices`, whose path components before `level` are the
        /// enclosing groups.
        func emit(typeName: String, qualifiedName: String, indices: [Int], level: Int, emitter: SwiftEmitter,
                  into w: inout SwiftSourceWriter, diagnostics: inout DiagnosticList, accessors: inout [(TokenPath, String)],
                  declaration: (T, String) -> String) {
            let a = emitter.options.accessLevel.modifier
            let (members, nested, groups) = claimNames(indices: indices, level: level, qualifiedName: qualifiedName,
                                                       diagnostics: &diagnostics, accessors: &accessors)
            w.block("\(a)enum \(typeName)") { w in
                for (position, member) in members.enumerated() {
                    if position > 0 { w.line() }
                    let item = items[member.index]
                    w.docComment(item.info.description)
                    w.deprecation(item.info.deprecation)
                    w.line(declaration(item.value, member.id))
                }
                for (position, group) in nested.enumerated() {
                    if position > 0 || !members.isEmpty { w.line() }
                    emit(typeName: group.id, qualifiedName: qualifiedName + "." + group.id, indices: groups[group.raw] ?? [], level: level + 1,
                         emitter: emitter, into: &w, diagnostics: &diagnostics, accessors: &accessors, declaration: declaration)
                }
            }
        }

        /// Leaves and groups of one enum with their identifiers, claimed interleaved by raw name
        /// (a leaf first on a tie); each leaf's accessor is added to `accessors`.
        func claimNames(indices: [Int], level: Int, qualifiedName: String, diagnostics: inout DiagnosticList,
                        accessors: inout [(TokenPath, String)]) -> (members: [(id: String, index: Int)], nested: [(id: String, raw: String)], groups: [String: [Int]]) {
            var slots: [(raw: String, order: Int, slot: Slot)] = []
            var groups: [String: [Int]] = [:]
            for index in indices {
                let components = items[index].path.components
                if components.count - level <= 1 {
                    slots.append((level < components.count ? components[level] : "", 0, .leaf(index)))
                } else {
                    groups[components[level], default: []].append(index)
                }
            }
            slots += groups.keys.map { ($0, 1, .group($0)) }
            slots.sort { $0.raw == $1.raw ? $0.order < $1.order : SwiftEmitter.byteOrder($0.raw, $1.raw) }
            var scope = SwiftIdentifier.Scope()
            var members: [(id: String, index: Int)] = []
            var nested: [(id: String, raw: String)] = []
            for entry in slots {
                switch entry.slot {
                case .leaf(let index):
                    let wanted = naming.member(entry.raw)
                    let id = scope.claim(wanted)
                    if id != wanted {
                        diagnostics.warning("'\(items[index].info.path)' would be named '\(wanted)', which is taken in \(qualifiedName); it is named '\(id)'",
                                            at: items[index].info.location)
                    }
                    members.append((id, index))
                    accessors.append((items[index].info.path, qualifiedName + "." + id))
                case .group(let raw):
                    let wanted = naming.typeName(raw)
                    let id = scope.claim(wanted)
                    let location = groups[raw]?.first.map { items[$0].info.location } ?? nil
                    if id != wanted {
                        diagnostics.warning("group '\(raw)' would be named '\(wanted)', which is taken in \(qualifiedName); it is named '\(id)'", at: location)
                    } else if let shadowed = SwiftIdentifier.shadowedTypeName(of: id) {
                        diagnostics.warning("group '\(raw)' would be the type '\(qualifiedName).\(shadowed)', which would hide the Swift, Apple or Stylebook type '\(shadowed)' inside \(qualifiedName); it is named '\(id)' (tokens.rename / --rename chooses another name)",
                                            at: location)
                    }
                    nested.append((id, raw))
                }
            }
            return (members, nested, groups)
        }
    }
}
