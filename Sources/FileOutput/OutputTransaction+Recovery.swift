import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputTransaction {
    /// What `recover` found and did.
    public struct Recovery: Sendable, Hashable {
        /// The phase of the interrupted commit, nil when there was no journal.
        public var interrupted: CommitJournal.Phase?
        /// Renames undone (an interrupted swap is rolled back to the previous output).
        public var undone = 0
        /// Staging folders deleted.
        public var removed: [String] = []
    }

    /// Finishes what a commit killed part-way left: with a journal at `journal`, an unfinished swap
    /// is rolled back (each recorded rename that was made is reversed, newest first, so the
    /// previous output is back whole), a finished one is left as it is, and the staging folders it
    /// lists are deleted, then the journal. Running it again after a failure is safe: a rename is
    /// reversed only while its destination exists and its source does not.
    /// Throws, changing nothing more, when the journal is damaged or lists paths that are not a
    /// commit's own (it is never trusted to move or delete anything else).
    public static func recover(journal: String, fileSystem fs: some CommitFileSystem = PosixFileSystem()) throws(Failure) -> Recovery {
        var recovery = Recovery()
        // A journal being rewritten when the process died: its temporary file (never the journal itself).
        let temporaryPrefix = FilePaths.lastComponent(journal) + ".tmp-"
        let folder = FilePaths.parent(journal)
        for (name, isDirectory) in StagingSweep.listing(folder.isEmpty ? "." : folder) where !isDirectory && name.hasPrefix(temporaryPrefix) {
            do { try fs.removeTree(FilePaths.join(folder, name)) } catch { throw failure(error, path: FilePaths.join(folder, name)) }
        }
        guard fs.kind(journal) != nil else { return recovery }
        guard let data = fs.contents(journal), let record = CommitJournal.decode(data) else {
            throw Failure(path: journal, reason: "the commit journal of an interrupted build is damaged; check the output, then delete the journal")
        }
        let staging = record.stagingFolders
        func isStagingFolder(_ path: String) -> Bool { StagingSweep.isStagingName(FilePaths.lastComponent(path)) }
        func insideStaging(_ path: String) -> Bool { staging.contains { FilePaths.relative(path, to: $0) != nil } }
        guard staging.allSatisfy(isStagingFolder),
              record.moves.allSatisfy({ insideStaging($0.from) != insideStaging($0.to) }) else {
            throw Failure(path: journal, reason: "the commit journal lists paths that are not Stylebook's staging folders; left alone")
        }
        recovery.interrupted = record.phase
        if record.phase == .swapping {
            for move in record.moves.reversed() where fs.kind(move.to) != nil && fs.kind(move.from) == nil {
                do {
                    try fs.rename(move.to, to: move.from)
                    recovery.undone += 1
                } catch {
                    throw failure(error, path: move.to)
                }
            }
        }
        for folder in staging where fs.kind(folder) != nil {
            do { try fs.removeTree(folder) } catch { throw failure(error, path: folder) }
            recovery.removed.append(folder)
        }
        do { try fs.removeTree(journal) } catch { throw failure(error, path: journal) }
        return recovery
    }
}

/// Finds staging folders that no journal accounts for (left by a kill before journals existed,
/// or by a run whose journal is gone) and deletes those that are recognisably Stylebook's own:
/// named `.stylebook-staging-PID-HEX`, holding nothing but `new` and `old`, and made by a process
/// that is no longer running.
public enum StagingSweep {
    static let prefix = ".stylebook-staging-"

    static func isStagingName(_ name: String) -> Bool { stagingProcess(name) != nil }

    /// The process id in a staging folder's name, or nil when the name is not one.
    static func stagingProcess(_ name: String) -> Int32? {
        guard name.hasPrefix(prefix) else { return nil }
        let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, !parts[1].isEmpty,
              parts[1].allSatisfy({ $0.isHexDigit }) else { return nil }
        return pid
    }

    /// Sweeps `folders` (their direct entries) and every folder below each of `trees`.
    /// Returns the staging folders deleted.
    @discardableResult
    public static func sweep(folders: [String], trees: [String], fileSystem fs: some CommitFileSystem = PosixFileSystem()) -> [String] {
        var found: [String] = []
        for folder in folders { found += candidates(in: folder, recursive: false) }
        for tree in trees { found += candidates(in: tree, recursive: true) }
        var removed: [String] = []
        for path in Set(found).sorted() where isAbandoned(path) {
            if (try? fs.removeTree(path)) != nil { removed.append(path) }
        }
        return removed
    }

    /// Staging folders in `folder` (and, when `recursive`, in every real folder below it).
    /// A folder whose link count says it holds no folder (`FolderLinkCount`) is not opened: a
    /// catalog of 10,000 sets costs one `fstatat` per set instead of a listing of each.
    public static func candidates(in folder: String, recursive: Bool) -> [String] {
        var result: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let dir = opendir(current) else { continue }
            defer { closedir(dir) }
            let fd = dirfd(dir)
            var below: [String] = []
            var subfolders = 0
            while let entry = readdir(dir) {
                guard let name = FolderLinkCount.subfolderName(entry, in: fd) else { continue }
                subfolders += 1
                if isStagingName(name) {
                    result.append(FilePaths.join(current, name))
                } else if recursive && !name.hasPrefix(".") {
                    below.append(name)
                }
            }
            let skipLeaves = !below.isEmpty && FolderLinkCount.countsSubfolders(fd, subfolders: subfolders)
            for name in below where !(skipLeaves && FolderLinkCount.isLeaf(name, in: fd)) {
                pending.append(FilePaths.join(current, name))
            }
        }
        return result
    }

    /// Entries of a folder with whether each is a real folder (symbolic links are not followed).
    static func listing(_ folder: String) -> [(String, Bool)] {
        (FolderListing.entries(of: folder, followLinks: false) ?? []).map { ($0.name, $0.kind == .folder) }
    }

    static func isAbandoned(_ path: String) -> Bool {
        guard let pid = stagingProcess(FilePaths.lastComponent(path)) else { return false }
        let names = listing(path).map(\.0)
        guard names.allSatisfy({ $0 == "new" || $0 == "old" }) else { return false }
        if pid == getpid() { return true }  // this process has no commit in progress when it sweeps
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}
