import Foundation
import Parallel

/// Collects every file a command writes (and every generated file it deletes) and puts them in
/// place together at the end: either all of it lands, or the tree is left exactly as it was.
///
/// `commit()` stages new files in a hidden temporary folder beside what they replace (so on the
/// same file system), then swaps them in with renames; old versions and deleted items are moved
/// into that folder rather than deleted, so every rename can be undone. A failure at any step
/// undoes the renames already made, in reverse. Only after the last rename are the staging
/// folders (and with them the old versions) deleted. Files whose bytes are unchanged are not
/// rewritten, so Xcode does not rebuild for a no-op run.
public struct OutputTransaction: Sendable {
    /// Why a commit failed; the tree is as it was before (unless `undoFailed` lists paths).
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        /// Renames that could not be undone after the failure (almost never empty only when the
        /// file system fails twice in a row); their previous versions stay in the staging folder.
        public var undoFailed: [String] = []

        public init(path: String, reason: String, undoFailed: [String] = []) {
            self.path = path
            self.reason = reason
            self.undoFailed = undoFailed
        }

        public var description: String {
            var text = "\(path): error: cannot write: \(reason)"
            if !undoFailed.isEmpty { text += "; could not restore \(undoFailed.joined(separator: ", "))" }
            return text
        }
    }

    /// One difference between the tree and what the transaction would leave.
    public struct Change: Sendable, Hashable, Comparable {
        public enum Kind: String, Sendable, Hashable {
            /// Not there yet: would be created.
            case missing
            /// There with other bytes: would be rewritten.
            case stale
            /// There and no longer generated: would be removed.
            case extra
            /// The journal of a commit an earlier run was killed in (the next build rolls it back).
            case interrupted
            /// A staging folder an interrupted run left (the next build deletes it).
            case leftover
        }
        public var kind: Kind
        public var path: String

        public init(kind: Kind, path: String) {
            self.kind = kind
            self.path = path
        }

        public static func < (a: Change, b: Change) -> Bool { a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
    }

    /// What a commit did.
    public struct Result: Sendable, Hashable {
        /// Files created or rewritten, sorted.
        public var written: [String] = []
        /// Files and folders removed, sorted.
        public var removed: [String] = []
        /// Staging folders that could not be deleted after a successful commit (harmless, hidden).
        public var leftovers: [String] = []
    }

    public private(set) var files: [String: Data] = [:]
    public private(set) var directories: Set<String> = []
    public private(set) var removals: Set<String> = []
    /// Files written with `writeRecord`: swapped in after everything else.
    public private(set) var records: Set<String> = []

    public init() {}

    /// Queues `data` to be written at `path` (created with its parent folders on commit).
    public mutating func write(_ data: Data, to path: String) {
        files[FilePaths.normalize(path)] = data
    }

    public mutating func write(_ text: String, to path: String) {
        write(Data(text.utf8), to: path)
    }

    /// Queues a bookkeeping file (a manifest of what was generated). It is renamed into place
    /// after every other item, so it never lists output that is not there yet.
    public mutating func writeRecord(_ data: Data, to path: String) {
        write(data, to: path)
        records.insert(FilePaths.normalize(path))
    }

    /// Queues an (possibly empty) folder.
    public mutating func createDirectory(_ path: String) {
        directories.insert(FilePaths.normalize(path))
    }

    /// Queues a file or folder for removal (with everything in it); nothing happens if it is absent.
    public mutating func remove(_ path: String) {
        removals.insert(FilePaths.normalize(path))
    }

    public var paths: [String] { files.keys.sorted() }

    /// Every difference between the tree and what `commit()` would leave, in path order, without
    /// touching anything. Throws when the commit could not succeed (e.g. a file where a folder must go).
    public func changes(fileSystem: some CommitFileSystem = PosixFileSystem()) throws(Failure) -> [Change] {
        try plan(fileSystem).changes
    }

    /// Writes everything, or nothing. Returns the paths whose contents changed.
    @discardableResult
    public func commit() throws(Failure) -> [String] {
        try commit(fileSystem: PosixFileSystem()).written
    }

    // MARK: - Planning

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
        var plan = Plan()
        let removals = self.removals.sorted(by: Self.byteOrder)
        // Hashed ancestor look-ups: linear in the number of paths, not paths × removals.
        let removalSet = self.removals
        func removedAncestor(_ path: String) -> String? {
            var current = path
            while !current.isEmpty, current != "/", current != "." {
                if removalSet.contains(current) { return current }
                current = FilePaths.parent(current)
            }
            return nil
        }
        if !removalSet.isEmpty {
            for path in files.keys.sorted(by: Self.byteOrder) + directories.sorted(by: Self.byteOrder) {
                if let removed = removedAncestor(path) {
                    throw Failure(path: path, reason: "is inside '\(removed)', which this run removes")
                }
            }
        }

        // Parent folders: which exist, which must be created; a file in the way is an error.
        var known: [String: FileKind?] = [:]
        func kind(_ dir: String) -> FileKind? {
            if let k = known[dir] { return k }
            let k = fs.kind(dir)
            known[dir] = k
            return k
        }
        var missingDirectories = Set<String>()
        func requireDirectory(_ dir: String) throws(Failure) {
            var chain: [String] = []
            var current = dir
            walk: while !current.isEmpty, current != "/", current != "." {
                switch kind(current) {
                case .directory?: break walk
                case .file?: throw Failure(path: current, reason: "a file is in the way of a folder")
                case nil:
                    chain.append(current)
                    current = FilePaths.parent(current)
                }
            }
            for missing in chain {
                if FilePaths.lastComponent(missing) == ".." {
                    throw Failure(path: missing, reason: "'..' after a folder that does not exist")
                }
                missingDirectories.insert(missing)
                known[missing] = .some(.directory)
            }
        }

        let filePaths = files.keys.sorted(by: Self.byteOrder)
        for path in filePaths { try requireDirectory(FilePaths.parent(path)) }
        for dir in directories.sorted(by: Self.byteOrder) {
            switch kind(dir) {
            case .directory?: continue
            case .file?: throw Failure(path: dir, reason: "a file is in the way of a folder")
            case nil:
                try requireDirectory(FilePaths.parent(dir))
                missingDirectories.insert(dir)
                known[dir] = .some(.directory)
            }
        }

        // Files: compare with what is there (on all cores; a catalog has thousands of files).
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
        for dir in missingDirectories where directories.contains(dir) {
            plan.changes.append(Change(kind: .missing, path: dir))
        }
        plan.newDirectories = missingDirectories.sorted(by: Self.byteOrder)
        // Removals: only what is there; a folder inside another removed one goes with it.
        var removing = Set<String>()
        for path in removals where fs.kind(path) != nil {
            if let above = removedAncestor(FilePaths.parent(path)), removing.contains(above) { continue }
            removing.insert(path)
            plan.removals.append(path)
            plan.changes.append(Change(kind: .extra, path: path))
        }
        plan.changes.sort()
        return plan
    }

    static func byteOrder(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
}
