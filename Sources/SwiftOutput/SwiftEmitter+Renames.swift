import Diagnostics
import Tokens

/// One `renames:` entry of stylebook.yml: an old token path (`color.brand.old`) or asset name
/// (`basket`) and the new one app code should use instead.
public struct SwiftRename: Sendable, Hashable {
    public var old: String
    public var new: String
    /// Where the entry was written, for warnings about it.
    public var location: SourceLocation?

    public init(old: String, new: String, location: SourceLocation? = nil) {
        self.old = old
        self.new = new
        self.location = location
    }

    var oldPath: TokenPath { TokenPath(parsing: old) }
    var newPath: TokenPath { TokenPath(parsing: new) }
}

/// Deprecated aliases for renamed tokens and assets: the old accessor stays, marked
/// `@available(*, deprecated, renamed:)`, and returns the new one's value, so app code keeps
/// compiling (with a warning and Xcode's Fix-it) while it moves to the new names. Aliases are
/// Swift only: the asset catalog has the new set alone.
extension SwiftEmitter {
    /// An alias: where it is declared (`["Colors", "Brand"]`), its name and the new accessor.
    struct RenameAlias {
        var types: [String]
        var member: String
        var newAccessor: String
        var rename: SwiftRename
    }

    /// The core's alias section, or "" when no rename applies to what this file declares.
    func renameSection(tokens: TokenSet, symbols: [SymbolAsset], images: [SymbolAsset], diagnostics: inout DiagnosticList) -> String {
        guard !options.renames.isEmpty else { return "" }
        let kinds = renameTargets(tokens: tokens, symbols: symbols, images: images)
        var declared = Set<String>()
        for kind in kinds { for item in kind.accessors { declared.insert(item.accessor) } }
        var aliases: [RenameAlias] = []
        for rename in options.renames.sorted(by: { Self.byteOrder($0.old, $1.old) }) {
            guard let (kind, target) = Self.target(of: rename, in: kinds) else {
                if Self.expectsTarget(rename, tokens: tokens, assets: symbols + images) {
                    diagnostics.warning("renames: '\(rename.new)' names no token or asset, so '\(rename.old)' gets no alias", at: rename.location)
                }
                continue
            }
            var types = [kind.typeName]
            let components = kind.isAsset ? [rename.oldPath.name] : rename.oldPath.components
            types += components.dropLast().map { kind.naming.typeName($0) }
            let member = kind.naming.member(components.last ?? "")
            let bare = member.hasPrefix("`") ? String(member.dropFirst().dropLast()) : member
            if declared.contains((types + [bare]).joined(separator: ".")) || declared.contains((types + [member]).joined(separator: ".")) {
                diagnostics.warning("renames: '\(rename.old)' is still a name of its own, so it gets no alias", at: rename.location)
                continue
            }
            aliases.append(RenameAlias(types: types, member: member, newAccessor: target, rename: rename))
        }
        guard !aliases.isEmpty else { return "" }
        return aliasExtensions(aliases, declared: declared)
    }

    /// `extension Colors.Brand { @available(*, deprecated, renamed: …) static let old = … }`, old
    /// groups the new set no longer has declared as enums inside the nearest one it has.
    private func aliasExtensions(_ aliases: [RenameAlias], declared: Set<String>) -> String {
        let a = options.accessLevel.modifier
        var existingTypes = Set<String>()
        for accessor in declared {
            let parts = accessor.split(separator: ".").map(String.init)
            for end in 1..<max(parts.count, 1) { existingTypes.insert(parts[0..<end].joined(separator: ".")) }
        }
        // Split each alias's type chain at the deepest type that exists.
        var byAnchor: [String: [(missing: [String], alias: RenameAlias)]] = [:]
        for alias in aliases {
            var depth = alias.types.count
            while depth > 1, !existingTypes.contains(alias.types[0..<depth].joined(separator: ".")) { depth -= 1 }
            byAnchor[alias.types[0..<depth].joined(separator: "."), default: []].append((Array(alias.types[depth...]), alias))
        }
        var w = SwiftSourceWriter()
        w.line("// Old names kept by `renames:` in stylebook.yml or `$deprecated: \"use {…}\"`: deprecated aliases of the new accessors.")
        for (index, anchor) in byAnchor.keys.sorted(by: Self.byteOrder).enumerated() {
            if index > 0 { w.line() }
            w.block("extension \(anchor)") { w in
                writeAliasTree(byAnchor[anchor] ?? [], anchor: anchor, access: a, into: &w)
            }
        }
        return w.text
    }

    private func writeAliasTree(_ entries: [(missing: [String], alias: RenameAlias)], anchor: String, access a: String, into w: inout SwiftSourceWriter) {
        var first = true
        for entry in entries where entry.missing.isEmpty {
            if !first { w.line() }
            first = false
            let alias = entry.alias
            let sameParent = alias.newAccessor.hasPrefix(alias.types.joined(separator: ".") + ".")
                && !alias.newAccessor.dropFirst(alias.types.joined(separator: ".").count + 1).contains(".")
            let renamed = sameParent ? String(alias.newAccessor.split(separator: ".").last ?? "") : alias.newAccessor
            w.line("/// Renamed to `\(alias.newAccessor)` (was `\(alias.rename.old)`).")
            w.line("@available(*, deprecated, renamed: \(SwiftLiteral.string(renamed)))")
            w.line("\(a)static let \(alias.member) = \(alias.newAccessor)")
        }
        var groups: [String: [(missing: [String], alias: RenameAlias)]] = [:]
        for entry in entries where !entry.missing.isEmpty {
            groups[entry.missing[0], default: []].append((Array(entry.missing.dropFirst()), entry.alias))
        }
        for name in groups.keys.sorted(by: Self.byteOrder) {
            if !first { w.line() }
            first = false
            w.block("\(a)enum \(name)") { w in
                writeAliasTree(groups[name] ?? [], anchor: anchor + "." + name, access: a, into: &w)
            }
        }
    }

    /// A kind of accessor a rename can point at: its top type, naming, and every accessor by path.
    struct RenameKind {
        var typeName: String
        var naming: NamingStyle
        var isAsset = false
        var accessors: [(path: TokenPath, accessor: String)]
    }

    /// Every accessor of this file, by kind, named exactly as `emitCore` names them.
    func renameTargets(tokens: TokenSet, symbols: [SymbolAsset], images: [SymbolAsset]) -> [RenameKind] {
        var unused = DiagnosticList()
        var w = SwiftSourceWriter()
        func collect<T>(_ typeName: String, _ naming: NamingStyle, _ items: [(path: TokenPath, value: T, info: TokenInfo)]) -> RenameKind {
            var found: [(TokenPath, String)] = []
            if !items.isEmpty {
                emitTree(typeName: typeName, items: items, naming: naming, into: &w, diagnostics: &unused, accessors: &found) { _, _ in "" }
            }
            return RenameKind(typeName: typeName, naming: naming, accessors: found.map { (path: $0.0, accessor: $0.1) })
        }
        var kinds = [
            collect(options.colorsTypeName, options.naming, tokens.colors.map { ($0.path, 0, $0.info) }),
            collect(options.textStylesTypeName, .stylebook, tokens.textStyles.map { ($0.path, 0, $0.info) }),
            collect(options.dimensionsTypeName, .stylebook, tokens.dimensions.map { ($0.info.path, 0, $0.info) }),
            collect(options.numbersTypeName, .stylebook, tokens.numbers.map { ($0.info.path, 0, $0.info) }),
            collect(options.durationsTypeName, .stylebook, tokens.durations.map { ($0.info.path, 0, $0.info) }),
            collect(options.shadowsTypeName, .stylebook, tokens.shadows.map { ($0.info.path, 0, $0.info) }),
        ]
        for (typeName, assets) in [(options.symbolsTypeName, symbols), (options.imagesTypeName, images)] where !assets.isEmpty {
            kinds.append(RenameKind(typeName: typeName, naming: options.naming, isAsset: true,
                                    accessors: assetCases(assets).map { (TokenPath(parsing: $0.name), typeName + "." + $0.caseName) }))
        }
        return kinds.filter { !$0.accessors.isEmpty }
    }

    /// Each asset's case name, claimed in the order and scope the asset enum claims them.
    func assetCases(_ assets: [SymbolAsset]) -> [(name: String, caseName: String)] {
        var scope = SwiftIdentifier.Scope(reserved: ["image", "uiImage", "nsImage", "imageName", "rawValue", "allCases", "hashValue"])
        let names = Set(assets.map(\.name)).sorted(by: Self.byteOrder)
        let byName = Dictionary(assets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return names.map { name in
            let source = byName[name]?.caseName ?? String(name.split(separator: "/").last ?? "")
            return (name, scope.claim(options.naming.member(source)))
        }
    }

    /// The kind and accessor `rename.new` names: a token path, an asset's full name or its last part.
    private static func target(of rename: SwiftRename, in kinds: [RenameKind]) -> (RenameKind, String)? {
        for kind in kinds {
            if let hit = kind.accessors.first(where: { $0.path == rename.newPath }) { return (kind, hit.accessor) }
        }
        for kind in kinds where kind.isAsset {
            if let hit = kind.accessors.first(where: { $0.path.name == rename.new }) { return (kind, hit.accessor) }
        }
        return nil
    }

    /// Whether this file should have declared the rename's target: a token file, for a path of
    /// two or more parts. A plain name may be a top-level token or an asset of another file, so
    /// no single file can tell it names nothing.
    private static func expectsTarget(_ rename: SwiftRename, tokens: TokenSet, assets: [SymbolAsset]) -> Bool {
        rename.newPath.components.count > 1 && !(tokens.colors.isEmpty && tokens.textStyles.isEmpty && tokens.dimensions.isEmpty)
    }
}

// MARK: - Static members on the frameworks' types

extension SwiftEmitter {
    /// Flat deprecated aliases (`Color.brandOld` → `brandPrimary`) for renames whose new token
    /// has a declared static member and whose old flat name is free.
    func renamedStaticMembers(_ items: [(path: TokenPath, accessor: String)], declared: StaticMembers, taken: Set<String>,
                              naming: NamingStyle) -> [(name: String, renamed: String, accessor: String)] {
        guard !options.renames.isEmpty else { return [] }
        func bare(_ name: String) -> String { name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name }
        let names = Set(declared.members.map { bare($0.name) }).union(declared.skipped)
        var result: [(name: String, renamed: String, accessor: String)] = []
        var used = names.union(taken)
        for rename in options.renames.sorted(by: { Self.byteOrder($0.old, $1.old) }) {
            guard let item = items.first(where: { $0.path == rename.newPath }) else { continue }
            let newName = bare(naming.member(item.path.components.joined(separator: "-")))
            let oldName = naming.member(rename.oldPath.components.joined(separator: "-"))
            guard declared.members.contains(where: { bare($0.name) == newName }), !bare(oldName).hasPrefix("system"),
                  used.insert(bare(oldName)).inserted else { continue }
            result.append((oldName, newName, item.accessor))
        }
        return result
    }

    /// The alias lines inside a static-member extension.
    func writeStaticAliases(_ members: StaticMembers, type: String, property: String, into w: inout SwiftSourceWriter) {
        let a = options.accessLevel.modifier
        for alias in members.aliases {
            w.line()
            w.line("@available(*, deprecated, renamed: \(SwiftLiteral.string(alias.renamed)))")
            w.line("\(a)static var \(alias.name): \(type) { \(alias.accessor).\(property) }")
        }
    }
}
