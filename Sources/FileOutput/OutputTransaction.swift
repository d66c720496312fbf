import Foundation
import Parallel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects every file a command writes and puts them in place together at the end.
///
/// Nothing touches the destination until `commit()`. Each file is first written in full to a
/// temporary sibling and then renamed over its destination, so a reader never sees half a file,
/// and a failure while staging leaves the destination exactly as it was. Files whose bytes are
/// unchanged are not rewritten, so Xcode does not rebuild for a no-op run.
public struct OutputTransaction: Sendable {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "\(path): error: cannot write: \(reason)" }
    }

    public private(set) var files: [String: Data] = [:]
    public private(set) var directories: Set<String> = []

    public init() {}

    /// Queues `data` to be written at `path` (created with its parent folders on commit).
    public mutating func write(_ data: Data, to path: String) {
        files[normalize(path)] = data
    }

    public mutating func write(_ text: String, to path: String) {
        write(Data(text.utf8), to: path)
    }

    /// Queues an (possibly empty) folder.
    public mutating func createDirectory(_ path: String) {
        directories.insert(normalize(path))
    }

    public var paths: [String] { files.keys.sorted() }

    /// Writes everything. Returns the paths whose contents changed.
    @discardableResult
    public func commit() throws -> [String] {
        let fm = FileManager.default
        var createdDirectories: [String] = []
        var staged: [(temp: String, final: String)] = []

        func rollback() {
            for s in staged { try? fm.removeItem(atPath: s.temp) }
            // Only remove folders this commit created, deepest first, and only if still empty.
            for dir in createdDirectories.reversed() {
                if let contents = try? fm.contentsOfDirectory(atPath: dir), contents.isEmpty {
                    try? fm.removeItem(atPath: dir)
                }
            }
        }

        // Folders known to exist; a catalog has thousands of files in a few hundred folders.
        var knownDirectories = Set<String>()

        func ensureDirectory(_ dir: String) throws {
            if knownDirectories.contains(dir) { return }
            defer { knownDirectories.insert(dir) }
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: dir, isDirectory: &isDir) {
                if !isDir.boolValue { throw Failure(path: dir, reason: "a file is in the way of a folder") }
                return
            }
            let parent = PathString.parent(of: dir)
            if !parent.isEmpty, parent != dir { try ensureDirectory(parent) }
            do {
                try fm.createDirectory(atPath: dir, withIntermediateDirectories: false)
                createdDirectories.append(dir)
            } catch {
                if !fm.fileExists(atPath: dir) {
                    throw Failure(path: dir, reason: error.localizedDescription)
                }
            }
        }

        // Folders first, one thread (they nest); then the files, whose writes are independent
        // syscalls and run on all cores; the renames last, so nothing is replaced before every
        // file is fully staged.
        let paths = files.keys.sorted()
        do {
            for dir in directories.sorted() { try ensureDirectory(dir) }
            for path in paths {
                let parent = PathString.parent(of: path)
                if !parent.isEmpty { try ensureDirectory(parent) }
            }
        } catch {
            rollback()
            throw error
        }
        let pid = ProcessInfo.processInfo.processIdentifier
        let files = self.files
        let outcomes = paths.concurrentMap { path -> StageOutcome in
            let data = files[path]!
            if let existing = FileManager.default.contents(atPath: path), existing == data { return .unchanged }
            let parent = PathString.parent(of: path)
            let temp = (parent.isEmpty ? "" : parent + "/") + ".\(PathString.lastComponent(of: path)).stylebook-\(pid).tmp"
            do {
                try Self.writeFile(data, to: temp, final: path)
                return .staged(temp)
            } catch {
                return .failed(error as? Failure ?? Failure(path: path, reason: "\(error)"))
            }
        }
        var changed: [String] = []
        var firstFailure: Failure?
        for (path, outcome) in zip(paths, outcomes) {
            switch outcome {
            case .unchanged: break
            case .staged(let temp):
                staged.append((temp, path))
                changed.append(path)
            case .failed(let failure):
                firstFailure = firstFailure ?? failure
            }
        }
        if let firstFailure {
            rollback()
            throw firstFailure
        }
        for s in staged {
            if rename(s.temp, s.final) != 0 {
                let reason = String(cString: strerror(errno))
                rollback()
                throw Failure(path: s.final, reason: reason)
            }
        }
        return changed
    }

    private enum StageOutcome: Sendable {
        case unchanged
        case staged(String)
        case failed(Failure)
    }

    /// Writes `data` to a new file with plain POSIX calls: `FileManager.createFile` on Linux writes
    /// atomically itself (a second temporary file and rename), which doubled the cost per file.
    private static func writeFile(_ data: Data, to temp: String, final: String) throws {
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw Failure(path: final, reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        close(fd)
        if failure != 0 {
            unlink(temp)
            throw Failure(path: final, reason: String(cString: strerror(failure)))
        }
    }

    private static func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, bytes, count)
        #else
        Darwin.write(fd, bytes, count)
        #endif
    }

    private func normalize(_ path: String) -> String {
        var p = path
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return p
    }
}
