import Tokens

/// `renames:` in the new side's stylebook.yml: an old name that is gone but listed there is a
/// rename to the new name, and its old accessor stays as a deprecated alias, so the change is
/// not breaking (`--fail-on breaking` ignores it).
extension GuideDiffer {
    /// `diff(old:new:…)` with the new side's `renames:` applied to the removed and added items,
    /// and its "use {new.token}" deprecations as aliased renames (GuideDiff+DeprecationAliases).
    public static func diff(old: GuideInput, new: GuideInput, oldLabel: String, newLabel: String, renames: [(old: String, new: String)]) -> GuideDiff {
        var result = diff(old: old, new: new, oldLabel: oldLabel, newLabel: newLabel)
        result.changes = applyRenames(renames, to: result.changes)
        result.changes = applyDeprecationAliases(old: old, new: new, listed: renames, to: result.changes)
        return result
    }

    /// Each removed (or heuristically renamed) item that `renames` lists becomes an aliased rename;
    /// the added item it names is folded into it.
    static func applyRenames(_ renames: [(old: String, new: String)], to changes: [GuideDiff.Change]) -> [GuideDiff.Change] {
        guard !renames.isEmpty else { return changes }
        func same(_ name: String?, _ written: String) -> Bool {
            guard let name else { return false }
            let path = TokenPath(parsing: written)
            return name == path.slashed || name == written
        }
        var result = changes
        var folded = Set<Int>()
        for (index, change) in changes.enumerated() where change.kind == .removed || change.kind == .renamed {
            guard let rename = renames.first(where: { same(change.before, $0.old) }) else { continue }
            var aliased = change
            if change.kind == .removed || !same(change.after, rename.new) {
                // The added item the rename names, in the same section; a token that was there before keeps its accessor.
                let target = changes.indices.first { changes[$0].kind == .added && changes[$0].section == change.section && same(changes[$0].after, rename.new) }
                let existing = changes.first { $0.section == change.section && same($0.after, rename.new) }
                aliased.after = target.map { changes[$0].after } ?? existing?.after ?? TokenPath(parsing: rename.new).slashed
                aliased.accessorAfter = target.map { changes[$0].accessorAfter } ?? existing?.accessorAfter
                if let target { folded.insert(target) }
                aliased.details = []
            }
            aliased.kind = .renamed
            aliased.aliased = true
            aliased.details.append("old name kept as a deprecated alias (renames:)")
            result[index] = aliased
        }
        return result.enumerated().filter { !folded.contains($0.offset) }.map(\.element)
    }
}
