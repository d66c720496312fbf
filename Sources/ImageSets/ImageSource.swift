import Diagnostics
import Foundation

/// One source file of an image: `NAME[.dark][@2x|@3x].EXT`.
public struct ImageSourceFile: Sendable, Hashable {
    /// Path as found (source folder + relative path).
    public var path: String
    /// Path relative to the source folder, e.g. "icons/arrow.dark.svg".
    public var relativePath: String
    public var filename: String
    /// Lower-cased: svg, pdf, png, jpg, jpeg.
    public var fileExtension: String
    /// "2x"/"3x" from the name; nil when the name has no scale suffix.
    public var scale: String?
    public var dark: Bool

    public var isVector: Bool { fileExtension == "svg" || fileExtension == "pdf" }
}

/// The files that make one image set, found in one folder under one name.
public struct ImageSourceJob: Sendable, Hashable {
    /// The asset name: the file name without appearance, scale and extension.
    public var name: String
    /// Sub-folders between the source folder and the files; each becomes a namespace.
    public var folders: [String]
    public var files: [ImageSourceFile]

    /// "icons/arrow": the folders and the name.
    public var relativeName: String { (folders + [name]).joined(separator: "/") }
}

/// Finds image sources in a folder tree. Sub-folders become namespaces; hidden files are
/// ignored; files of other types are listed with a note.
public enum ImageSourceScanner {
    public static let extensions: Set<String> = ["svg", "pdf", "png", "jpg", "jpeg"]

    public static func scan(folder: String) throws(DiagnosticError) -> (jobs: [ImageSourceJob], diagnostics: DiagnosticList) {
        var root = folder
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir), isDir.boolValue else {
            throw DiagnosticError(.error("no image folder here", at: SourceLocation(file: folder)))
        }
        var diagnostics = DiagnosticList()
        var groups: [String: ImageSourceJob] = [:]
        walk(root, folders: [], root: root, into: &groups, diagnostics: &diagnostics)
        let jobs = groups.values.sorted { $0.relativeName.utf8.lexicographicallyPrecedes($1.relativeName.utf8) }
        return (jobs, diagnostics)
    }

    private static func walk(_ dir: String, folders: [String], root: String, into groups: inout [String: ImageSourceJob], diagnostics: inout DiagnosticList) {
        let fm = FileManager.default
        let children = ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for child in children where !child.hasPrefix(".") {
            let path = dir + "/" + child
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else { continue }
            if isDir.boolValue {
                walk(path, folders: folders + [child], root: root, into: &groups, diagnostics: &diagnostics)
                continue
            }
            guard let file = parse(child, path: path, relative: (folders + [child]).joined(separator: "/")) else {
                diagnostics.append(.note("not an SVG, PDF, PNG or JPEG file; skipped", at: SourceLocation(file: path)))
                continue
            }
            let name = assetName(of: child)
            let key = (folders + [name]).joined(separator: "/")
            groups[key, default: ImageSourceJob(name: name, folders: folders, files: [])].files.append(file)
        }
    }

    /// Splits `NAME[.dark][@Nx].EXT`; nil for other file types.
    static func parse(_ filename: String, path: String, relative: String) -> ImageSourceFile? {
        guard let dot = filename.lastIndex(of: "."), dot != filename.startIndex else { return nil }
        let ext = filename[filename.index(after: dot)...].lowercased()
        guard extensions.contains(ext) else { return nil }
        var stem = String(filename[..<dot])
        var scale: String?
        for candidate in ["@1x", "@2x", "@3x"] where stem.hasSuffix(candidate) {
            scale = String(candidate.dropFirst())
            stem.removeLast(3)
        }
        let dark = stem.hasSuffix(".dark")
        return ImageSourceFile(path: path, relativePath: relative, filename: filename, fileExtension: ext, scale: scale, dark: dark)
    }

    static func assetName(of filename: String) -> String {
        var stem = filename
        if let dot = stem.lastIndex(of: ".") { stem = String(stem[..<dot]) }
        for candidate in ["@1x", "@2x", "@3x"] where stem.hasSuffix(candidate) { stem.removeLast(3) }
        if stem.hasSuffix(".dark") { stem.removeLast(5) }
        return stem
    }
}
