import AssetCatalog
import Diagnostics
import FileOutput
import Foundation

/// Everything one command writes, committed together: catalog sets and plain files (Swift,
/// templates). Either all of it lands or none of it does.
public struct BuildOutput: Sendable {
    public var catalogPath: String?
    public var catalogEntries: [CatalogSet] = []
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
    /// Bookkeeping found wrong and left alone, and repairs of an interrupted earlier build.
    public var warnings = DiagnosticList()

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
    ///
    /// First takes the output's lock (`OutputLock`, waiting for another run as `lock` says), then
    /// rolls back a commit a killed run left half done and deletes abandoned staging folders
    /// (`OutputTransaction.recover`, `StagingSweep`); the commit keeps a journal beside the manifest.
    public static func write(_ output: BuildOutput, lock: OutputLock.Settings = OutputLock.Settings()) throws(DiagnosticError) -> BuildWriteReport {
        try write(output, fileSystem: PosixFileSystem(), lock: lock)
    }

    /// The same on `fileSystem`: a test hook that fails a chosen step of the commit.
    package static func write(_ output: BuildOutput, fileSystem: some CommitFileSystem,
                              lock: OutputLock.Settings = OutputLock.Settings()) throws(DiagnosticError) -> BuildWriteReport {
        guard let folder = bookkeepingFolder(output) else { return BuildWriteReport(changed: [], removed: []) }
        let held = try acquire(folder, lock)
        defer { held.release() }
        var warnings = try recoverInterrupted(output, in: folder, fileSystem: fileSystem)
        let (transaction, plan) = try stage(output)
        warnings.append(contentsOf: plan?.warnings ?? DiagnosticList())
        let result: OutputTransaction.Result
        do {
            result = try transaction.commit(fileSystem: fileSystem, journal: FilePaths.join(folder, CommitJournal.fileName))
        } catch {
            var message = "cannot write: \(error.reason); nothing was changed"
            if !error.undoFailed.isEmpty {
                message = "cannot write: \(error.reason); could not restore \(error.undoFailed.joined(separator: ", ")) "
                    + "(the previous versions are in the .stylebook-staging-* folder beside them; the next build puts them back)"
            }
            throw DiagnosticError(.error(message, at: SourceLocation(file: error.path)))
        }
        var report = BuildWriteReport(changed: result.written, removed: plan?.removals ?? [], removedSets: removedSets(plan),
                                      leftovers: result.leftovers)
        report.warnings = warnings
        return report
    }

    /// Where the lock and the commit journal live: the catalog (beside its manifest), or, for a
    /// run without one, the folder of its first file.
    static func bookkeepingFolder(_ output: BuildOutput) -> String? {
        if let catalog = output.catalogPath { return FilePaths.normalize(catalog) }
        return output.files.map { FilePaths.normalize($0.path) }.sorted().first.map(FilePaths.parent)
    }

    static func acquire(_ folder: String, _ settings: OutputLock.Settings) throws(DiagnosticError) -> OutputLock {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw DiagnosticError(.error("a file is in the way of the asset catalog folder", at: SourceLocation(file: folder)))
        }
        do {
            return try OutputLock.acquire(folder: folder, settings: settings)
        } catch {
            throw DiagnosticError(.error("cannot write: \(error.reason)", at: SourceLocation(file: error.path)))
        }
    }

    /// Rolls back a commit a killed run left half done, then deletes abandoned staging folders in
    /// the catalog and beside the other outputs. Returns a warning saying what was repaired.
    static func recoverInterrupted(_ output: BuildOutput, in folder: String,
                                   fileSystem: some CommitFileSystem) throws(DiagnosticError) -> DiagnosticList {
        var warnings = DiagnosticList()
        let journal = FilePaths.join(folder, CommitJournal.fileName)
        do {
            let recovery = try OutputTransaction.recover(journal: journal, fileSystem: fileSystem)
            if let phase = recovery.interrupted {
                let what = phase == .done ? "its output was complete; removed its staging folders"
                    : "rolled back to the previous output (\(recovery.undone) rename(s) undone)"
                warnings.warning("an earlier build was interrupted while writing; \(what)", at: SourceLocation(file: journal))
            }
        } catch {
            throw DiagnosticError(.error("cannot write: \(error.reason); nothing was changed", at: SourceLocation(file: error.path)))
        }
        let swept = StagingSweep.sweep(folders: sweepFolders(output), trees: output.catalogPath.map { [$0] } ?? [], fileSystem: fileSystem)
        if !swept.isEmpty {
            warnings.warning("removed \(swept.count) staging folder(s) an interrupted build had left", at: SourceLocation(file: folder))
        }
        return warnings
    }

    /// Folders that may hold a staging folder for a plain output file: the nearest existing folder
    /// above each file, and the folder holding the catalog.
    static func sweepFolders(_ output: BuildOutput) -> [String] {
        var folders = Set<String>()
        let fm = FileManager.default
        for path in output.files.map(\.path) + (output.catalogPath.map { [$0] } ?? []) {
            var folder = FilePaths.parent(FilePaths.normalize(path))
            while !folder.isEmpty, folder != "/", !fm.fileExists(atPath: folder) { folder = FilePaths.parent(folder) }
            folders.insert(folder.isEmpty ? "." : folder)
        }
        return folders.sorted()
    }

    /// What `write` would change, touching nothing: for `build --check`.
    /// An interrupted commit (its journal) and abandoned staging folders are listed too. Waits for
    /// the lock of an output that exists, so a build in progress is not taken for a broken one.
    public static func pendingChanges(_ output: BuildOutput, lock: OutputLock.Settings = OutputLock.Settings()) throws(DiagnosticError) -> [OutputTransaction.Change] {
        var held: OutputLock?
        var leftovers: [OutputTransaction.Change] = []
        var isDirectory: ObjCBool = false
        if let folder = bookkeepingFolder(output), FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue {
            do {
                held = try OutputLock.acquireIfPresent(folder: folder, settings: lock)
            } catch {
                throw DiagnosticError(.error("cannot check: \(error.reason)", at: SourceLocation(file: error.path)))
            }
            let journal = FilePaths.join(folder, CommitJournal.fileName)
            if FileManager.default.fileExists(atPath: journal) { leftovers.append(.init(kind: .interrupted, path: journal)) }
        }
        defer { held?.release() }
        let staging = sweepFolders(output).flatMap { StagingSweep.candidates(in: $0, recursive: false) }
            + (output.catalogPath.map { StagingSweep.candidates(in: $0, recursive: true) } ?? [])
        leftovers += Set(staging).sorted().map { .init(kind: .leftover, path: $0) }
        let staged: (OutputTransaction, CatalogPlan?)
        do {
            staged = try stage(output)
        } catch {
            // Mid-swap, the old manifest does not yet own the new sets: the interruption is the news.
            if leftovers.contains(where: { $0.kind == .interrupted }) { return leftovers }
            throw error
        }
        let transaction = staged.0
        do {
            return try leftovers + transaction.changes()
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
        guard let plan, !plan.removals.isEmpty else { return [] }
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
