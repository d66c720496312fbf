import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path (symbolic links followed).
public enum FileKind: Sendable, Hashable {
    case file
    case directory
}

/// The file-system calls an `OutputTransaction` commit makes. Production code uses
/// `PosixFileSystem`; tests pass one that fails at a chosen step to prove every step rolls back.
public protocol CommitFileSystem: Sendable {
    /// What is at `path`, or nil when nothing is (or it cannot be reached).
    func kind(_ path: String) -> FileKind?
    func contents(_ path: String) -> Data?
    /// Creates one folder; its parent exists.
    func createDirectory(_ path: String) throws
    /// Writes a new file in full.
    func writeFile(_ data: Data, to path: String) throws
    /// Moves a file or folder; both paths are on one file system, so this is a single `rename`.
    func rename(_ from: String, to: String) throws
    /// Deletes a file or a folder with everything in it.
    func removeTree(_ path: String) throws
}

/// An error from a file-system call, with the path it concerns.
public struct FileSystemError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    public var description: String { "\(path): \(reason)" }
}

/// The real file system, through POSIX calls.
public struct PosixFileSystem: CommitFileSystem {
    public init() {}

    public func kind(_ path: String) -> FileKind? {
        var info = stat()
        guard stat(path.isEmpty ? "." : path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    public func contents(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    public func createDirectory(_ path: String) throws {
        if mkdir(path, 0o755) != 0 { throw Self.error(path) }
    }

    /// Plain POSIX writes: `FileManager.createFile` on Linux writes atomically itself (a second
    /// temporary file and rename), which doubled the cost per file.
    public func writeFile(_ data: Data, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw Self.error(path) }
        var failure: Int32 = 0
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let n = Self.systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw FileSystemError(path: path, reason: String(cString: strerror(failure)))
        }
    }

    public func rename(_ from: String, to: String) throws {
        #if canImport(Glibc)
        let status = Glibc.rename(from, to)
        #else
        let status = Darwin.rename(from, to)
        #endif
        if status != 0 { throw Self.error(to) }
    }

    /// Depth-first with `unlink`/`rmdir`; symbolic links are removed, never followed.
    public func removeTree(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw Self.error(path) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw FileSystemError(path: path, reason: "cannot list: \(error.localizedDescription)")
            }
            for name in names { try removeTree(FilePaths.join(path, name)) }
            if rmdir(path) != 0 { throw Self.error(path) }
        } else if unlink(path) != 0 {
            throw Self.error(path)
        }
    }

    private static func error(_ path: String) -> FileSystemError {
        FileSystemError(path: path, reason: String(cString: strerror(errno)))
    }

    private static func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, bytes, count)
        #else
        Darwin.write(fd, bytes, count)
        #endif
    }
}
