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
    ///    new folder tree moves in whole. A failure here undoes the renames made, in reverse.
    /// 3. **Clean up**: the staging folders (holding the old versions) are deleted.
    public func commit(fileSystem fs: some CommitFileSystem) throws(Failure) -> Result {
        let plan = try self.plan(fs)
        if plan.writes.isEmpty && plan.newDirectories.isEmpty && plan.removals.isEmpty { return Result() }
        let layout = StagingLayout(plan: plan)

        // 1. Stage.
        var createdStagingFolders: [String] = []
        func abandonStaging(_ failure: Failure) -> Failure {
            var failure = failure
            for folder in createdStagingFolders.reversed() {
                do { try fs.removeTree(folder) } catch { failure.undoFailed.append(folder) }
            }
            return failure
        }
        do {
            for folder in layout.stagingFolders {
                try fs.createDirectory(folder)
                createdStagingFolders.append(folder)
            }
            for dir in layout.stagedDirectories { try fs.createDirectory(dir) }
        } catch {
            throw abandonStaging(Self.failure(error))
        }
        let files = self.files
        let staged = layout.stagedFiles
        let errors = staged.concurrentMap { item -> Failure? in
            do {
                try fs.writeFile(files[item.target]!, to: item.staged)
                return nil
            } catch {
                return Self.failure(error, path: item.target)
            }
        }
        if let first = errors.compactMap({ $0 }).first { throw abandonStaging(first) }

        // 2. Swap.
        var done: [StagingLayout.Move] = []
        for move in layout.moves {
            do {
                try fs.rename(move.from, to: move.to)
                done.append(move)
            } catch {
                var failure = Self.failure(error, path: move.target)
                for undo in done.reversed() {
                    do { try fs.rename(undo.to, to: undo.from) } catch { failure.undoFailed.append(undo.target) }
                }
                // Keep the staging folders (with the previous versions) if anything could not be put back.
                if failure.undoFailed.isEmpty { failure = abandonStaging(failure) }
                throw failure
            }
        }

        // 3. Clean up.
        var result = Result(written: plan.writes, removed: plan.removals)
        for folder in layout.stagingFolders {
            do { try fs.removeTree(folder) } catch { result.leftovers.append(folder) }
        }
        return result
    }

    static func failure(_ error: any Error, path: String? = nil) -> Failure {
        if let error = error as? Failure { return error }
        if let error = error as? FileSystemError { return Failure(path: path ?? error.path, reason: error.reason) }
        return Failure(path: path ?? "", reason: "\(error)")
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

    init(plan: OutputTransaction.Plan) {
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
        for entry in entries.sorted(by: { OutputTransaction.byteOrder($0.target, $1.target) }) { moves += entry.moves }
    }
}
