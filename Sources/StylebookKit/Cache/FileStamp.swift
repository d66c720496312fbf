import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Size and modification time of a file, read with one `stat` call. The cache records these for
/// every file a build wrote, so a later build can tell in microseconds per file whether its
/// outputs are still exactly what it left (deleted, edited or replaced files differ).
struct FileStamp: Sendable, Hashable {
    var size: Int64
    var modifiedNanoseconds: Int64

    init(size: Int64, modifiedNanoseconds: Int64) {
        self.size = size
        self.modifiedNanoseconds = modifiedNanoseconds
    }

    /// nil when the file does not exist (or is not a regular file).
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(status: info)
    }

    /// The stamp in a `stat` result; nil when it is not a regular file's.
    init?(status info: stat) {
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        self.init(size: Int64(info.st_size), modifiedNanoseconds: Self.modifiedNanoseconds(info))
    }

    /// The stamp of a file or a folder (a folder's size written as -1, as no file's is); nil when
    /// nothing is there. A folder's time changes when an entry is added, removed or renamed.
    init?(fileOrFolder path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        self.init(size: isFolder ? -1 : Int64(info.st_size), modifiedNanoseconds: Self.modifiedNanoseconds(info))
    }

    private static func modifiedNanoseconds(_ info: stat) -> Int64 {
        #if canImport(Darwin)
        Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }
}
