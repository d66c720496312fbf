import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folder entries read straight from `readdir`, and the Unix link count of folders: where a file
/// system keeps it as 2 + the number of subfolders (ext4, tmpfs, XFS…), a folder with a count
/// of 2 has no folder inside. Trusted for a folder's children only when the folder's own count
/// matches the subfolders its listing shows, so file systems that count otherwise (Btrfs, APFS,
/// network shares) are listed in full as before.
enum FolderLinkCount {
    /// The entry's name when it is a real folder (not `.`, `..` or a link), else nil.
    static func subfolderName(_ entry: UnsafeMutablePointer<dirent>, in fd: Int32) -> String? {
        let type = Int32(entry.pointee.d_type)
        guard type == Int32(DT_DIR) || type == Int32(DT_UNKNOWN) else { return nil }
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name == "." || name == ".." { return nil }
        if type == Int32(DT_UNKNOWN) {
            guard let info = status(name, in: fd), (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        }
        return name
    }

    /// True when the open folder `fd` has a link count of 2 + `subfolders`: its file system counts
    /// subfolders, so a child folder with a count of 2 holds none.
    static func countsSubfolders(_ fd: Int32, subfolders: Int) -> Bool {
        var info = stat()
        return fstat(fd, &info) == 0 && Int(info.st_nlink) == 2 + subfolders
    }

    /// True when the folder `name` in the open folder `fd` has a link count of exactly 2.
    static func isLeaf(_ name: String, in fd: Int32) -> Bool {
        status(name, in: fd).map { $0.st_nlink == 2 } ?? false
    }

    /// `lstat` of `name` relative to the open folder `fd` (no path is built).
    private static func status(_ name: String, in fd: Int32) -> stat? {
        var info = stat()
        return fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }
}
