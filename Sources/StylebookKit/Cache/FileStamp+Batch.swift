import Foundation
import Parallel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileStamp {
    /// The stamps of `paths` (nil for a file that is not there), in order, on all cores. Each
    /// run of paths is looked up relative to the deepest folder the run shares, opened once, so
    /// the kernel resolves only the last components: a record of 10,000 icons lists 20,000 files
    /// seven folders deep, and resolving every folder of every path was most of the cost.
    static func stamps(of paths: [String]) -> [FileStamp?] {
        let runs = Swift.min(paths.count, ProcessInfo.processInfo.activeProcessorCount * 16)
        guard runs > 1 else { return paths.map { FileStamp(path: $0) } }
        let bounds = (0..<runs).map { (paths.count * $0 / runs)..<(paths.count * ($0 + 1) / runs) }
        return bounds.concurrentMap { range in stampsSharingFolder(Array(paths[range])) }.flatMap { $0 }
    }

    /// `paths` looked up relative to their deepest common folder (each path on its own when they
    /// share none, or it cannot be opened).
    private static func stampsSharingFolder(_ paths: [String]) -> [FileStamp?] {
        let folderLength = commonFolderLength(paths)
        guard folderLength > 0 else { return paths.map { FileStamp(path: $0) } }
        let folder = String(decoding: paths[0].utf8.prefix(folderLength), as: UTF8.self)
        let fd = open(folder, O_RDONLY | O_DIRECTORY)
        guard fd >= 0 else { return paths.map { FileStamp(path: $0) } }
        defer { close(fd) }
        return paths.map { path in
            var info = stat()
            // The bytes after the folder and its slash: a relative path, followed as `stat` follows.
            let found = path.withCString { fstatat(fd, $0 + folderLength + 1, &info, 0) == 0 }
            return found ? FileStamp(status: info) : nil
        }
    }

    /// The byte length of the longest folder (ending before a `/`) that every path lies in; 0 when
    /// there is none, or a path continues after it with another `/` (it would read as absolute).
    static func commonFolderLength(_ paths: [String]) -> Int {
        guard let first = paths.first.map({ Array($0.utf8) }) else { return 0 }
        var length = first.count
        for path in paths.dropFirst() {
            var shared = 0
            for byte in path.utf8 {
                guard shared < length, first[shared] == byte else { break }
                shared += 1
            }
            length = shared
        }
        // Back to a slash that every path continues after (a shared prefix "a/bc" of "a/bcd" and
        // "a/bce" is not a folder).
        while length > 0, first[length - 1] != UInt8(ascii: "/") { length -= 1 }
        length -= 1  // without the slash itself
        guard length > 0 else { return 0 }
        for path in paths {
            let rest = path.utf8.dropFirst(length + 1)
            if rest.isEmpty || rest.first == UInt8(ascii: "/") { return 0 }
        }
        return length
    }
}
