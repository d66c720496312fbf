import Foundation
import Parallel

extension OutputTransaction {
    /// Writes everything, or nothing, through `fileSystem`.
    ///
    /// 1. **Stage**: in each folder that receives something (its *anchor*: the parent of a
    ///    replaced or removed item, or the deepest existing folder above new ones), a hidden
    ///    `.stylebook-staging-…` folder gets the new files (and whole new folder trees) under `new/`.
    ///    A failure here deletes the staging folders: nothing else was touched.
    /// 2. **Swap**: one rename per item. A replaced file first moves to `old/` in the staging
    ///    folder, then the new one takes its place; a removed item moves to `old/`; a new file or
    ///    new folder tree moves in whole. Records (`writeRecord`, e.g. a manifest) move last, so a
    ///    record never describes output that is not there yet. A failure here undoes the renames
    ///    made, in reverse.
    /// 3. **Clean up**: the staging folders (holding the old versions) are deleted.
    ///
    /// With a `journal` path, the staging folders and then the renames are recorded there before
    /// they are made, so a run killed at any instant can be rolled back by the next one
    /// (`recover(journal:fileSystem:)`). SIGINT/SIGTERM (see `CommitSignals`) roll back a swap in
    /// progress, or let a finished one clean up, and the commit then reports the interruption.
    public func commit(fileSystem fs: some CommitFileSystem, journal: String? = nil) throws(Failure) -> Result {
        let plan = try self.plan(fs)
        if plan.writes.isEmpty && plan.newDirectories.isEmpty && plan.removals.isEmpty { return Result() }
        CommitSignals.enterCommit()
        defer { CommitSignals.leaveCommit() }
        var run = CommitRun(fs: fs, layout: StagingLayout(plan: plan, last: records), journalPath: journal)
        try run.checkInterrupted()
        try run.stage(files)
        try run.swap()
        var result = Result(written: plan.writes, removed: plan.removals)
        result.leftovers = run.cleanUp()
        return result
    }

    static func failure(_ error: any Error, path: String? = nil) -> Failure {
        if let error = error as? Failure { return error }
        if let error = error as? FileSystemError { return Failure(path: path ?? error.path, reason: error.reason) }
        return Failure(path: path ?? "", reason: "\(error)")
    }
}

/// The steps of one commit, with what they have done so far (for undoing it).
struct CommitRun<FS: CommitFileSystem> {
    let fs: FS
    let layout: StagingLayout
    let journalPath: String?
    private var createdStagingFolders: [String] = []
    private var journalWritten = false
    private var done: [StagingLayout.Move] = []

    init(fs: FS, layout: StagingLayout, journalPath: String?) {
        self.fs = fs
        self.layout = layout
        self.journalPath = journalPath
    }

    func checkInterrupted() throws(OutputTransaction.Failure) {
        let sig = CommitSignals.pending
        if sig != 0 { throw OutputTransaction.Failure(path: journalPath ?? "", reason: "interrupted by \(CommitSignals.name(sig))") }
    }

    private func record(_ phase: CommitJournal.Phase) throws {
        guard let journalPath else { return }
        let moves = phase == .staging ? [] : layout.moves.map {
            CommitJournal.Move(from: CommitJournal.absolute($0.from), to: CommitJournal.absolute($0.to))
        }
        try CommitJournal(phase: phase, stagingFolders: layout.stagingFolders.map(CommitJournal.absolute), moves: moves)
            .write(to: journalPath, fileSystem: fs)
    }

    /// 1. Records the staging folders, then creates and fills them (files on all cores).
    mutating func stage(_ files: [String: Data]) throws(OutputTransaction.Failure) {
        do {
            try record(.staging)
            journalWritten = journalPath != nil
            for folder in layout.stagingFolders {
                try fs.createDirectory(folder)
                createdStagingFolders.append(folder)
            }
            for dir in layout.stagedDirectories { try fs.createDirectory(dir) }
        } catch {
            throw abandonStaging(OutputTransaction.failure(error))
        }
        let fs = self.fs
        let errors = layout.stagedFiles.concurrentMap { item -> OutputTransaction.Failure? in
            let sig = CommitSignals.pending
            if sig != 0 { return OutputTransaction.Failure(path: item.target, reason: "interrupted by \(CommitSignals.name(sig))") }
            do {
                try fs.writeFile(files[item.target]!, to: item.staged)
                return nil
            } catch {
                return OutputTransaction.failure(error, path: item.target)
            }
        }
        if let first = errors.compactMap({ $0 }).first { throw abandonStaging(first) }
    }

    /// 2. Records the renames, makes them, then records that all are made. Any failure (or a
    /// signal) before that last record undoes the renames made, in reverse.
    mutating func swap() throws(OutputTransaction.Failure) {
        do {
            try checkInterrupted()
            try record(.swapping)
        } catch {
            throw abandonStaging(OutputTransaction.failure(error))
        }
        for move in layout.moves {
            do {
                try checkInterrupted()
                try fs.rename(move.from, to: move.to)
                done.append(move)
            } catch {
                throw undo(OutputTransaction.failure(error, path: move.target))
            }
        }
        do {
            try record(.done)
        } catch {
            throw undo(OutputTransaction.failure(error, path: journalPath))
        }
    }

    /// 3. Deletes the staging folders, then the journal; returns what could not be deleted (the
    /// journal stays while a staging folder does, so the next run removes it).
    func cleanUp() -> [String] {
        var leftovers: [String] = []
        for folder in layout.stagingFolders {
            do { try fs.removeTree(folder) } catch { leftovers.append(folder) }
        }
        if let journalPath, leftovers.isEmpty {
            do { try fs.removeTree(journalPath) } catch { leftovers.append(journalPath) }
        }
        return leftovers
    }

    private mutating func undo(_ failure: OutputTransaction.Failure) -> OutputTransaction.Failure {
        var failure = failure
        for move in done.reversed() {
            do { try fs.rename(move.to, to: move.from) } catch { failure.undoFailed.append(move.target) }
        }
        done = []
        // Keep the staging folders (with the previous versions) and the journal if anything could
        // not be put back: the next run finishes the roll-back.
        if failure.undoFailed.isEmpty { failure = abandonStaging(failure) }
        return failure
    }

    private func abandonStaging(_ failure: OutputTransaction.Failure) -> OutputTransaction.Failure {
        var failure = failure
        var left = false
        for folder in createdStagingFolders.reversed() {
            do { try fs.removeTree(folder) } catch {
                failure.undoFailed.append(folder)
                left = true
            }
        }
        if let journalPath, journalWritten, !left { try? fs.removeTree(journalPath) }
        return failure
    }
}

/// Where each item of a plan is staged and which renames swap it in.
struct StagingLayout {
    struct Move {
        var from: String
        var to: String
        /// The output path this move is for (for messages).
        var target: String
    }

    var stagingFolders: [String] = []
    /// Folders to create inside the staging folders, parents first.
    var stagedDirectories: [String] = []
    var stagedFiles: [(target: String, staged: String)] = []
    /// The renames of the swap, in order.
    var moves: [Move] = []

    /// `last`: output paths whose moves come after all others (records such as a manifest).
    init(plan: OutputTransaction.Plan, last: Set<String> = []) {
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(String(UInt32.random(in: .min ... .max), radix: 16))"
        var folders: [String: String] = [:]
        var needsNew = Set<String>(), needsOld = Set<String>()
        func staging(_ anchor: String) -> String {
            if let folder = folders[anchor] { return folder }
            let folder = FilePaths.join(anchor, ".stylebook-staging-\(token)")
            folders[anchor] = folder
            return folder
        }
        let missing = Set(plan.newDirectories)
        // The highest missing folder above `path`, if any: the whole tree below it moves in at once.
        func top(_ path: String) -> String? {
            var found: String?
            var current = FilePaths.parent(path)
            while missing.contains(current) {
                found = current
                current = FilePaths.parent(current)
            }
            return found
        }
        func stagedPath(_ path: String, under anchor: String) -> String {
            let relative = FilePaths.relative(path, to: anchor) ?? FilePaths.lastComponent(path)
            return FilePaths.join(staging(anchor), "new/" + relative)
        }

        let stale = Set(plan.changes.filter { $0.kind == .stale }.map(\.path))
        var entries: [(target: String, moves: [Move])] = []
        // New folder trees: every missing folder whose parent exists.
        for dir in plan.newDirectories where !missing.contains(FilePaths.parent(dir)) {
            let anchor = FilePaths.parent(dir)
            needsNew.insert(anchor)
            entries.append((dir, [Move(from: stagedPath(dir, under: anchor), to: dir, target: dir)]))
        }
        for dir in plan.newDirectories {
            let anchor = FilePaths.parent(top(dir + "/x") ?? dir)
            stagedDirectories.append(stagedPath(dir, under: anchor))
        }
        for path in plan.writes {
            if let root = top(path) {
                stagedFiles.append((path, stagedPath(path, under: FilePaths.parent(root))))
                continue
            }
            let anchor = FilePaths.parent(path)
            let name = FilePaths.lastComponent(path)
            let staged = FilePaths.join(staging(anchor), "new/" + name)
            needsNew.insert(anchor)
            stagedFiles.append((path, staged))
            if stale.contains(path) {
                needsOld.insert(anchor)
                let backup = FilePaths.join(staging(anchor), "old/" + name)
                entries.append((path, [Move(from: path, to: backup, target: path), Move(from: staged, to: path, target: path)]))
            } else {
                entries.append((path, [Move(from: staged, to: path, target: path)]))
            }
        }
        for path in plan.removals {
            let anchor = FilePaths.parent(path)
            needsOld.insert(anchor)
            let backup = FilePaths.join(staging(anchor), "old/" + FilePaths.lastComponent(path))
            entries.append((path, [Move(from: path, to: backup, target: path)]))
        }

        for (anchor, folder) in folders.sorted(by: { OutputTransaction.byteOrder($0.key, $1.key) }) {
            stagingFolders.append(folder)
            if needsNew.contains(anchor) { stagedDirectories.append(FilePaths.join(folder, "new")) }
            if needsOld.contains(anchor) { stagedDirectories.append(FilePaths.join(folder, "old")) }
        }
        stagedDirectories.sort(by: OutputTransaction.byteOrder)
        stagedFiles.sort { OutputTransaction.byteOrder($0.target, $1.target) }
        let ordered = entries.sorted(by: { OutputTransaction.byteOrder($0.target, $1.target) })
        for entry in ordered where !last.contains(entry.target) { moves += entry.moves }
        for entry in ordered where last.contains(entry.target) { moves += entry.moves }
    }
}
