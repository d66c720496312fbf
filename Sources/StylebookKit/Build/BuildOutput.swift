import AssetCatalog
import Diagnostics
import FileOutput
import Foundation

/// Everything one command writes, committed together: catalog sets and plain files (Swift,
/// templates). Either all of it lands or none of it does.
public struct BuildOutput: Sendable {
    public var catalogPath: String?
    public var catalogEntries: [CatalogEntry] = []
    /// Set folder extensions this run manages in the catalog (e.g. `symbolset`); generated sets of
    /// other kinds are left alone, so `stylebook symbols` and `stylebook tokens` can share a catalog.
    public var catalogScope: Set<String>? = nil
    /// Generated sets (catalog-relative folders) to keep although this run does not write them:
    /// the previous output of icons that failed this time, so one bad edit does not delete a symbol.
    public var retainedSets: Set<String> = []
    public var files: [(path: String, text: String)] = []

    public init(catalogPath: String? = nil) { self.catalogPath = catalogPath }

    public mutating func addFile(_ text: String, at path: String) { files.append((path, text)) }
}

public struct BuildWriteReport: Sendable {
    /// Files whose bytes changed (unchanged files are not rewritten).
    public var changed: [String]
    /// Everything removed (absolute paths): stale generated sets, groups they emptied, stray files.
    public var removed: [String]
    /// The generated sets removed, relative to the catalog (e.g. `Icons/minus.symbolset`).
    public var removedSets: [String] = []
    /// Hidden staging folders that could not be deleted after everything was written.
    public var leftovers: [String] = []

    /// A warning for each leftover staging folder (the output itself is complete).
    public var leftoverWarnings: DiagnosticList {
        DiagnosticList(leftovers.map {
            .warning("everything was written, but this staging folder could not be deleted; it holds only old versions and can be deleted",
                     at: SourceLocation(file: $0))
        })
    }
}

public enum BuildWriter {
    /// Stages the catalog (with the removal of stale generated sets) and the files, and commits
    /// them as one transaction: all of it lands, or the tree stays as it was.
    /// `fileSystem` is for tests that fail a chosen step of the commit.
    public static func write(_ output: BuildOutput, fileSystem: some CommitFileSystem = PosixFileSystem()) throws(DiagnosticError) -> BuildWriteReport {
        let (transaction, plan) = try stage(output)
        let result: OutputTransaction.Result
        do {
            result = try transaction.commit(fileSystem: fileSystem)
        } catch {
            var message = "cannot write: \(error.reason); nothing was changed"
            if !error.undoFailed.isEmpty {
                message = "cannot write: \(error.reason); could not restore \(error.undoFailed.joined(separator: ", ")) "
                    + "(the previous versions are in the .stylebook-staging-* folder beside them)"
            }
            throw DiagnosticError(.error(message, at: SourceLocation(file: error.path)))
        }
        return BuildWriteReport(changed: result.written, removed: plan?.removals ?? [], removedSets: removedSets(plan),
                                leftovers: result.leftovers)
    }

    /// What `write` would change, touching nothing: for `build --check`.
    public static func pendingChanges(_ output: BuildOutput) throws(DiagnosticError) -> [OutputTransaction.Change] {
        let (transaction, _) = try stage(output)
        do {
            return try transaction.changes()
        } catch {
            throw DiagnosticError(.error("cannot write: \(error.reason)", at: SourceLocation(file: error.path)))
        }
    }

    static func stage(_ output: BuildOutput) throws(DiagnosticError) -> (OutputTransaction, CatalogPlan?) {
        var transaction = OutputTransaction()
        var plan: CatalogPlan?
        if let catalogPath = output.catalogPath {
            var writer = AssetCatalogWriter(catalogPath: catalogPath)
            writer.scope = output.catalogScope
            writer.retainedSets = output.retainedSets
            plan = try writer.stage(output.catalogEntries, into: &transaction)
        }
        for file in output.files { transaction.write(file.text, to: file.path) }
        return (transaction, plan)
    }

    private static func removedSets(_ plan: CatalogPlan?) -> [String] {
        guard let plan else { return [] }
        let removed = Set(plan.removals)
        // A set goes with its group when the group is removed whole.
        return plan.staleSets.filter { set in
            var path = plan.catalogPath + "/" + set
            while path.count > plan.catalogPath.count {
                if removed.contains(path) { return true }
                path = FilePaths.parent(path)
            }
            return false
        }
    }
}
