#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain POSIX reads for the catalog walk: thousands of tiny `Contents.json` files and folder
/// checks, where Foundation's per-call overhead would dominate.
enum FileSystemAccess {
    enum Kind { case file, directory, other }

    /// What is at `path`, following symbolic links; nil when nothing is.
    static func kind(_ path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// The whole file, or nil when it cannot be opened or read.
    static func bytes(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let expected = max(Int(info.st_size), 0)
        var result: [UInt8] = []
        result.reserveCapacity(expected)
        // One read for a file of the stated size; more if it grew meanwhile.
        var chunk = [UInt8](repeating: 0, count: min(max(expected + 1, 4096), 1 << 20))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            result.append(contentsOf: chunk[0..<count])
        }
        return result
    }
}
