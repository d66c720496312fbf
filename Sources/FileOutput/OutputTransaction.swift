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

    static func byteOrder(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
}
