import Parallel

// Planning a commit: every check and comparison happens here, before anything is touched, so a
// commit that cannot succeed fails without having changed the tree.
extension OutputTransaction {
    /// What the commit will do, worked out before anything is touched.
    struct Plan {
        var changes: [Change] = []
        /// Files to write that differ from what is there.
        var writes: [String] = []
        /// Missing folders to create (explicitly queued ones, and parents of new files).
        var newDirectories: [String] = []
        /// Existing files or folders to remove.
        var removals: [String] = []
    }

    func plan(_ fs: some CommitFileSystem) throws(Failure) -> Plan {
        try checkNothingIsWrittenInsideARemoval()
        var plan = Plan()
        var folders = FolderPlanner(fileSystem: fs)
        let filePaths = files.keys.sorted(by: Self.byteOrder)
        for path in filePaths { try folders.require(FilePaths.parent(path)) }
        for dir in directories.sorted(by: Self.byteOrder) { try folders.requireQueued(dir) }
        try planFiles(filePaths, fs, into: &plan)
        for dir in folders.missing where directories.contains(dir) {
            plan.changes.append(Change(kind: .missing, path: dir))
        }
        plan.newDirectories = folders.missing.sorted(by: Self.byteOrder)
        planRemovals(fs, into: &plan)
        plan.changes.sort()
        return plan
    }

    /// The nearest path at or above `path` that this run removes.
    private func removedAncestor(_ path: String) -> String? {
        var current = path
        while !current.isEmpty, current != "/", current != "." {
            if removals.contains(current) { return current }
            current = FilePaths.parent(current)
        }
        return nil
    }

    /// Hashed ancestor look-ups: linear in the number of paths, not paths × removals.
    private func checkNothingIsWrittenInsideARemoval() throws(Failure) {
        guard !removals.isEmpty else { return }
        for path in files.keys.sorted(by: Self.byteOrder) + directories.sorted(by: Self.byteOrder) {
            if let removed = removedAncestor(path) {
                throw Failure(path: path, reason: "is inside '\(removed)', which this run removes")
            }
        }
    }

    /// Files: compared with what is there (on all cores; a catalog has thousands of files).
    private func planFiles(_ filePaths: [String], _ fs: some CommitFileSystem, into plan: inout Plan) throws(Failure) {
        let files = self.files
        let existing = filePaths.concurrentMap { path -> (FileKind?, Bool) in
            guard let k = fs.kind(path) else { return (nil, false) }
            if k == .directory { return (k, false) }
            return (k, fs.contents(path) == files[path])
        }
        for (path, (k, same)) in zip(filePaths, existing) {
            switch k {
            case .directory?: throw Failure(path: path, reason: "a folder is in the way of this file")
            case .file? where same: continue
            case .file?: plan.changes.append(Change(kind: .stale, path: path))
            case nil: plan.changes.append(Change(kind: .missing, path: path))
            }
            plan.writes.append(path)
        }
    }

    /// Removals: only what is there; a folder inside another removed one goes with it.
    private func planRemovals(_ fs: some CommitFileSystem, into plan: inout Plan) {
        var removing = Set<String>()
        for path in removals.sorted(by: Self.byteOrder) where fs.kind(path) != nil {
            if let above = removedAncestor(FilePaths.parent(path)), removing.contains(above) { continue }
            removing.insert(path)
            plan.removals.append(path)
            plan.changes.append(Change(kind: .extra, path: path))
        }
    }
}

/// Which parent folders exist and which must be created; a file in the way is an error. Each
/// folder's kind is asked of the file system once.
private struct FolderPlanner<FileSystem: CommitFileSystem> {
    let fileSystem: FileSystem
    private var known: [String: FileKind?] = [:]
    private(set) var missing = Set<String>()

    init(fileSystem: FileSystem) { self.fileSystem = fileSystem }

    private mutating func kind(_ dir: String) -> FileKind? {
        if let k = known[dir] { return k }
        let k = fileSystem.kind(dir)
        known[dir] = k
        return k
    }

    /// `dir` and every folder above it exist, or are planned.
    mutating func require(_ dir: String) throws(OutputTransaction.Failure) {
        var chain: [String] = []
        var current = dir
        walk: while !current.isEmpty, current != "/", current != "." {
            switch kind(current) {
            case .directory?: break walk
            case .file?: throw OutputTransaction.Failure(path: current, reason: "a file is in the way of a folder")
            case nil:
                chain.append(current)
                current = FilePaths.parent(current)
            }
        }
        for folder in chain {
            if FilePaths.lastComponent(folder) == ".." {
                throw OutputTransaction.Failure(path: folder, reason: "'..' after a folder that does not exist")
            }
            markMissing(folder)
        }
    }

    /// A folder the transaction was asked to create.
    mutating func requireQueued(_ dir: String) throws(OutputTransaction.Failure) {
        switch kind(dir) {
        case .directory?: return
        case .file?: throw OutputTransaction.Failure(path: dir, reason: "a file is in the way of a folder")
        case nil:
            try require(FilePaths.parent(dir))
            markMissing(dir)
        }
    }

    private mutating func markMissing(_ dir: String) {
        missing.insert(dir)
        known[dir] = .some(.directory)
    }
}
