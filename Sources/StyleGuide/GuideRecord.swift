import Diagnostics
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `.stylebook-guide` file in a guide folder: the files the last guide wrote there, one path a
/// line. A later run deletes only entries with the shape of a file the guide writes (a page,
/// style sheet, script or drawing, inside the folder once symbolic links are resolved, and a plain
/// file, not a link or a folder); any other entry is reported and left alone.
public struct GuideRecord: Sendable, Hashable {
    public static let fileName = ".stylebook-guide"
    static let extensions: Set<String> = ["html", "css", "js", "svg"]

    /// Entries that may be deleted when no longer written.
    public var entries: [String]
    /// Entries left alone, with why.
    public var warnings: DiagnosticList

    /// Reads the record of `folder` (none: an empty record).
    public static func read(folder: String) -> GuideRecord {
        let path = folder + "/" + fileName
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return GuideRecord(entries: [], warnings: DiagnosticList()) }
        var entries: [String] = []
        var warnings = DiagnosticList()
        let realFolder = realPath(folder)
        for entry in text.split(separator: "\n").map(String.init) where !entry.isEmpty {
            if let problem = problem(entry, in: folder, realFolder: realFolder) {
                warnings.warning("the guide's record lists '\(entry)', \(problem); left alone (not deleted)", at: SourceLocation(file: path))
            } else {
                entries.append(entry)
            }
        }
        return GuideRecord(entries: entries, warnings: warnings)
    }

    static func problem(_ entry: String, in folder: String, realFolder: String?) -> String? {
        let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
        guard !entry.hasPrefix("/"), parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") }) else {
            return "which is not a path inside the guide folder"
        }
        guard let dot = entry.lastIndex(of: "."), extensions.contains(String(entry[entry.index(after: dot)...])) else {
            return "which is not a file the guide writes (.html, .css, .js or .svg)"
        }
        let path = folder + "/" + entry
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }  // already gone: nothing to delete
        guard (info.st_mode & S_IFMT) == S_IFREG else { return "which is not a plain file (a folder or a symbolic link)" }
        let parent = String(path[..<path.lastIndex(of: "/")!])
        guard let realFolder, let realParent = realPath(parent), realParent == realFolder || realParent.hasPrefix(realFolder + "/") else {
            return "which leads out of the guide folder through a symbolic link"
        }
        return nil
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
