import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries with their kind, read with one `readdir` pass: the kind comes from the
/// directory entry itself, so listing a folder of 10,000 icons costs no `stat` per file (only
/// links, and file systems that do not report kinds, are looked up).
public enum FolderListing {
    public enum Kind: Sendable, Hashable {
        case file
        case folder
        /// A link that points nowhere (only when links are followed), or an entry that vanished.
        case missing
        /// Anything else: a device, a socket, a pipe.
        case other
    }

    /// The entries of `folder` except `.` and `..`, in the order the file system gives; nil when
    /// the folder cannot be read. `followLinks`: a link counts as what it points to (as
    /// `FileManager.fileExists(atPath:isDirectory:)` sees it); otherwise as `.other`.
    public static func entries(of folder: String, followLinks: Bool) -> [(name: String, kind: Kind)]? {
        guard let dir = opendir(folder) else { return nil }
        defer { closedir(dir) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let type = Int32(entry.pointee.d_type)
            let kind: Kind
            if type == Int32(DT_DIR) {
                kind = .folder
            } else if type == Int32(DT_REG) {
                kind = .file
            } else if type == Int32(DT_UNKNOWN) || (type == Int32(DT_LNK) && followLinks) {
                kind = lookUp(FilePaths.join(folder, name), follow: followLinks)
            } else {
                kind = .other
            }
            entries.append((name, kind))
        }
        return entries
    }

    /// The names in `folder` that are symbolic links, from one `readdir` pass that makes a name
    /// only for links (a folder of 10,000 sets costs no `lstat` and no string per set); nil when
    /// the folder cannot be read.
    public static func links(in folder: String) -> Set<String>? {
        guard let dir = opendir(folder) else { return nil }
        defer { closedir(dir) }
        var links = Set<String>()
        while let entry = readdir(dir) {
            let type = Int32(entry.pointee.d_type)
            guard type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) else { continue }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            if type == Int32(DT_LNK) || (lstat(FilePaths.join(folder, name), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK) {
                links.insert(name)
            }
        }
        return links
    }

    private static func lookUp(_ path: String, follow: Bool) -> Kind {
        var info = stat()
        guard (follow ? stat(path, &info) : lstat(path, &info)) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }
}
