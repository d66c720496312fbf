import AssetCatalog
import Diagnostics

/// Swift accessors for sets read from existing catalogs (`stylebook assets`): one enum per set
/// kind (`Colors`, `Images`, `Symbols`, `DataAssets`), a nested enum per namespace, one
/// `static let` per set holding its fully-qualified name. Several catalogs merge into one tree,
/// as Xcode merges every catalog of a target.
///
/// Identifiers follow `options.naming`. With Xcode naming a clash is resolved as Xcode does: the
/// first name in byte order keeps the identifier, a later one gets none, a `#warning` in the
/// file and a warning here. With Stylebook naming the later one gets `_2`, `_3`….
/// The core (value types and enums) is platform-neutral; SwiftUI/UIKit/AppKit accessors follow
/// behind `#if canImport`.
public struct AssetSwiftEmitter: Sendable {
    public var options: SwiftOutputOptions
    /// An enum around the kind enums (`Assets.Colors.accent`), so the file can sit beside
    /// Stylebook's token and symbol files, which define `Colors` and `Symbols` themselves.
    public var rootTypeName: String?

    public init(options: SwiftOutputOptions = SwiftOutputOptions(), rootTypeName: String? = nil) {
        self.options = options
        self.rootTypeName = rootTypeName
    }

    /// The whole file for `sets` (from any number of catalogs, in catalog order).
    public func emit(_ sets: [CatalogSet]) -> SwiftOutputFile {
        var diagnostics = options.validate()
        for name in [options.dataAssetsTypeName] + (rootTypeName.map { [$0] } ?? []) where !SwiftIdentifier.isPlainIdentifier(name) || SwiftIdentifier.reservedTopLevelTypeNames.contains(name) {
            diagnostics.error("the type name '\(name)' is not a Swift identifier or would shadow a Swift or Apple type")
        }
        var w = SwiftSourceWriter()
        w.lines(SwiftEmitter.header.trimmingCharacters(atEnd: "\n"))
        guard !diagnostics.hasErrors else { return SwiftOutputFile(text: w.text, diagnostics: diagnostics) }
        let unique = uniqueSets(sets, diagnostics: &diagnostics)
        var kinds: [(kind: CatalogSetKind, typeName: String)] = []
        for (kind, typeName) in [(CatalogSetKind.color, options.colorsTypeName), (.image, options.imagesTypeName),
                                 (.symbol, options.symbolsTypeName), (.data, options.dataAssetsTypeName)]
        where unique.contains(where: { $0.kind == kind }) {
            kinds.append((kind, typeName))
        }
        if options.includeCore {
            w.line()
            w.lines(coreTypes())
        }
        func emitKinds(_ w: inout SwiftSourceWriter) {
            for (index, (kind, typeName)) in kinds.enumerated() {
                let tree = AssetTree(sets: unique.filter { $0.kind == kind })
                if index > 0 || rootTypeName == nil { w.line() }
                emit(tree, typeName: typeName, kind: kind, into: &w, diagnostics: &diagnostics)
            }
        }
        if let rootTypeName {
            w.line()
            w.block("\(options.accessLevel.modifier)enum \(rootTypeName)") { emitKinds(&$0) }
        } else {
            emitKinds(&w)
        }
        if options.includeApple, options.includeCore {
            w.line()
            w.lines(appleAccessors())
        }
        return SwiftOutputFile(text: w.text, diagnostics: diagnostics)
    }

    /// Drops a set whose fully-qualified name and kind repeat an earlier one (Xcode requires
    /// unique names per target); warns when two kinds share a name (`UIImage(named:)` would
    /// find either).
    private func uniqueSets(_ sets: [CatalogSet], diagnostics: inout DiagnosticList) -> [CatalogSet] {
        var seen: [String: CatalogSet] = [:]
        var result: [CatalogSet] = []
        for set in sets {
            if let first = seen[set.assetName] {
                let place = first.catalogPath.isEmpty ? "Stylebook's generated sets" : first.catalogPath + "/" + first.relativePath
                if first.kind == set.kind {
                    diagnostics.warning("the \(set.kind.rawValue) '\(set.assetName)' is already in \(place); this one gets no accessor",
                                        at: SourceLocation(file: set.contentsPath))
                    continue
                }
                diagnostics.warning("'\(set.assetName)' names both a \(first.kind.rawValue) (\(place)) and this \(set.kind.rawValue); Xcode requires unique names across kinds",
                                    at: SourceLocation(file: set.contentsPath))
            } else {
                seen[set.assetName] = set
            }
            result.append(set)
        }
        return result
    }

    private func emit(_ tree: AssetTree, typeName: String, kind: CatalogSetKind, into w: inout SwiftSourceWriter, diagnostics: inout DiagnosticList) {
        let a = options.accessLevel.modifier
        let valueType = Self.valueTypeName(kind)
        // Leaves and namespaces interleaved by raw name in byte order, as Xcode sorts them.
        var slots: [(raw: String, leaf: CatalogSet?, group: AssetTree?)] = tree.leaves.map { ($0.name, $0, nil) }
        slots += tree.groups.map { ($0.key, nil, $0.value) }
        slots.sort { $0.raw == $1.raw ? $0.leaf != nil && $1.leaf == nil : SwiftEmitter.byteOrder($0.raw, $1.raw) }
        var scope = SwiftIdentifier.Scope()
        var lines: [(id: String, set: CatalogSet)] = []
        var nested: [(id: String, tree: AssetTree)] = []
        var warnings: [String] = []
        for slot in slots {
            let wanted = slot.leaf != nil ? options.naming.member(slot.raw) : options.naming.typeName(slot.raw)
            let bare = wanted.hasPrefix("`") ? String(wanted.dropFirst().dropLast()) : wanted
            let what = slot.leaf.map { "\($0.kind == .color ? "color" : $0.kind == .data ? "data" : "image") asset name" } ?? "namespace"
            let source = slot.leaf?.assetName ?? slot.raw
            let id: String
            if options.naming == .xcode {
                if scope.used.contains(bare) {
                    let message = "The \"\(source)\" \(what) resolves to the symbol \"\(bare)\" which already exists. Try renaming the asset."
                    warnings.append(message)
                    diagnostics.warning(message, at: slot.leaf.map { SourceLocation(file: $0.contentsPath) })
                    continue
                }
                id = scope.claim(wanted)
            } else {
                id = scope.claim(wanted)
                if id != wanted {
                    diagnostics.warning("'\(source)' would be named '\(wanted)', which is taken in \(typeName); it is named '\(id)'",
                                        at: slot.leaf.map { SourceLocation(file: $0.contentsPath) })
                }
            }
            if let set = slot.leaf { lines.append((id, set)) } else if let group = slot.group { nested.append((id, group)) }
        }
        w.block("\(a)enum \(typeName)") { w in
            for message in warnings { w.line("#warning(\(SwiftLiteral.string(message)))") }
            for (index, line) in lines.enumerated() {
                if index > 0 { w.line() }
                w.line("/// " + Self.describe(line.set))
                w.line("\(a)static let \(line.id) = \(valueType)(name: \(SwiftLiteral.string(line.set.assetName)))")
            }
            for (index, group) in nested.enumerated() {
                if index > 0 || !lines.isEmpty { w.line() }
                emit(group.tree, typeName: group.id, kind: kind, into: &w, diagnostics: &diagnostics)
            }
        }
    }

    static func valueTypeName(_ kind: CatalogSetKind) -> String {
        switch kind {
        case .color: "StylebookColorAsset"
        case .image: "StylebookImageAsset"
        case .symbol: "StylebookSymbolAsset"
        case .data: "StylebookDataAsset"
        }
    }

    /// A one-line doc comment: the asset name and what its set holds.
    static func describe(_ set: CatalogSet) -> String {
        var parts: [String] = []
        switch set.content {
        case .color(let info):
            let variants = info.entries.map { entry -> String in
                var label = entry.appearances.map(\.value).joined(separator: "+")
                if label.isEmpty { label = "any" }
                // Idiom and gamut tell apart entries with the same appearances (an sRGB and a P3 "any").
                let qualifiers = [entry.idiom == "universal" ? nil : entry.idiom, entry.displayGamut].compactMap { $0 }
                if !qualifiers.isEmpty { label += " (" + qualifiers.joined(separator: ", ") + ")" }
                if case .system(_, let reference)? = entry.color { label += " = \(reference)" }
                return label
            }
            parts.append(variants.isEmpty ? "no colour" : variants.joined(separator: ", "))
        case .image(let info):
            if let intent = info.renderingIntent { parts.append(intent.rawValue) }
            if info.preservesVectorRepresentation { parts.append("vector") }
            if info.images.contains(where: { $0.appearances.contains { $0.value == "dark" } }) { parts.append("dark variant") }
        case .symbol(let info):
            if let intent = info.renderingIntent { parts.append(intent.rawValue) }
        case .data(let info):
            if let type = info.data.compactMap(\.typeIdentifier).first { parts.append(type) }
        }
        let detail = parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")
        return "\"\(set.assetName)\"" + detail
    }
}

/// The sets of one kind as nested namespaces.
struct AssetTree {
    var leaves: [CatalogSet] = []
    var groups: [String: AssetTree] = [:]

    init() {}

    init(sets: [CatalogSet]) {
        for set in sets { insert(set, path: set.namespace[...]) }
    }

    mutating func insert(_ set: CatalogSet, path: ArraySlice<String>) {
        guard let first = path.first else { return leaves.append(set) }
        groups[first, default: AssetTree()].insert(set, path: path.dropFirst())
    }
}
