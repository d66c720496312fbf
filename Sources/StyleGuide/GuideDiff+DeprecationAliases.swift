import SwiftOutput
import Tokens

/// A token the new side deprecates with `$deprecated: "use {new.token}"` keeps its old accessor
/// as a deprecated alias of the new one (as a `renames:` entry does), so the change is reported
/// as deprecated-with-alias (a rename, not breaking) rather than as a changed value.
extension GuideDiffer {
    /// One token kind of a side, as the diff lists and the emitter names it.
    private struct DeprecationKind {
        var section: String
        var paths: [TokenPath]
        var deprecations: [TokenPath: String]
        var accessors: GuideAccessors
        var suffix: String
    }

    private static func deprecationKinds(_ input: GuideInput) -> [DeprecationKind] {
        let t = input.tokens, n = input.swift
        func kind(_ section: String, _ infos: [TokenInfo], _ typeName: String, _ naming: NamingStyle = .stylebook, _ suffix: String = "") -> DeprecationKind {
            let paths = infos.map(\.path)
            let deprecations = Dictionary(infos.compactMap { info in info.deprecation.map { (info.path, $0) } }, uniquingKeysWith: { a, _ in a })
            return DeprecationKind(section: section, paths: paths, deprecations: deprecations,
                                   accessors: GuideAccessors(paths: paths, typeName: typeName, naming: naming), suffix: suffix)
        }
        return [kind("colors", t.colors.map(\.info), n.colorsTypeName, n.naming, ".color"),
                kind("textStyles", t.textStyles.map(\.info), n.textStylesTypeName, .stylebook, ".font"),
                kind("dimensions", t.dimensions.map(\.info), n.dimensionsTypeName), kind("numbers", t.numbers.map(\.info), n.numbersTypeName),
                kind("durations", t.durations.map(\.info), n.durationsTypeName), kind("shadows", t.shadows.map(\.info), n.shadowsTypeName)]
    }

    /// Each token the old side has and the new side newly deprecates with "use {new.token}" (the
    /// new token there too) becomes an aliased rename to the new token, replacing its change.
    /// A `renames:` entry (`listed`) for the same old name says where the alias points, as in Swift.
    static func applyDeprecationAliases(old: GuideInput, new: GuideInput, listed: [(old: String, new: String)] = [],
                                        to changes: [GuideDiff.Change]) -> [GuideDiff.Change] {
        let listedTargets = Dictionary(listed.map { (TokenPath(parsing: $0.old), TokenPath(parsing: $0.new)) }, uniquingKeysWith: { a, _ in a })
        let renames = SwiftRename.fromDeprecations(in: new.tokens)
        guard !renames.isEmpty else { return changes }
        let oldKinds = deprecationKinds(old), newKinds = deprecationKinds(new)
        var result = changes
        for rename in renames {
            let path = TokenPath(parsing: rename.old)
            let target = listedTargets[path] ?? TokenPath(parsing: rename.new)
            guard let newKind = newKinds.first(where: { $0.deprecations[path] != nil && $0.paths.contains(target) }),
                  let oldKind = oldKinds.first(where: { $0.section == newKind.section && $0.paths.contains(path) }) else { continue }
            // Already deprecated this way on the old side: nothing changed for app code.
            if let was = SwiftRename.replacement(inDeprecation: oldKind.deprecations[path]), TokenPath(parsing: was) == target { continue }
            let change = GuideDiff.Change(kind: .renamed, section: newKind.section, before: path.slashed, after: target.slashed,
                                          accessorBefore: oldKind.accessors[path].map { $0 + oldKind.suffix },
                                          accessorAfter: newKind.accessors[target].map { $0 + newKind.suffix },
                                          details: [listedTargets[path] == nil ? "deprecated: use {\(target.dotted)}; old name kept as a deprecated alias ($deprecated)"
                                                        : "old name kept as a deprecated alias (renames:)"], aliased: true)
            if let index = result.firstIndex(where: { $0.section == change.section && $0.before == change.before }) {
                result[index] = change
            } else {
                result.append(change)
            }
        }
        return result
    }
}
