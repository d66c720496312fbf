import Diagnostics
import Foundation

/// Reads font files — `.ttf`, `.otf`, `.ttc`/`.otc` collections, `.woff`, `.woff2` — into faces.
/// A malformed file is a diagnostic naming the file and the table at fault, never a crash.
public enum FontFileReader {
    /// File extensions read as fonts (compared without case).
    public static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    /// Whether this machine has the Brotli decoder WOFF2 needs (loaded at run time, see docs/fonts.md).
    public static var canReadWOFF2: Bool { SystemDecompressor.hasBrotli }

    /// Every face in a font file's bytes (one, or each member of a collection), whatever the
    /// file's extension says.
    public static func faces(in bytes: [UInt8], file: String) throws(DiagnosticError) -> [FontFace] {
        do {
            return try decode(FontBytes(bytes, part: "file header"), file: file)
        } catch {
            throw DiagnosticError(.error("\(error.part): \(error.message)", at: SourceLocation(file: file)))
        }
    }

    /// Every face of the font file at `path`.
    public static func read(file path: String) throws(DiagnosticError) -> [FontFace] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticError(.error("cannot read the font file", at: SourceLocation(file: path)))
        }
        return try faces(in: [UInt8](data), file: path)
    }

    private static func decode(_ file: FontBytes, file path: String) throws(FontReadError) -> [FontFace] {
        let signature = try file.u32(0)
        switch signature {
        case SFNTDirectory.collection:
            // Members sharing a directory are one face read once (a crafted file can list one thousands of times).
            var read: [Int: FontFace] = [:]
            var faces: [FontFace] = []
            for (i, offset) in try SFNTDirectory.collectionOffsets(file).enumerated() {
                var face: FontFace
                if let known = read[offset] {
                    face = known
                } else {
                    face = try FontFace(tables: SFNTDirectory.read(file, at: offset), file: path, index: i, format: .collection)
                    read[offset] = face
                }
                face.index = i
                faces.append(face)
            }
            return faces
        case WOFFReader.signature:
            return [try FontFace(tables: WOFFReader.read(file), file: path, index: 0, format: .woff)]
        case WOFF2Reader.signature:
            let (tables, memberOf) = try WOFF2Reader.read(file)
            let distinct = try tables.enumerated().map { (i, tables) throws(FontReadError) in
                try FontFace(tables: tables, file: path, index: i, format: .woff2)
            }
            return memberOf.enumerated().map { (i, face) in
                var member = distinct[face]
                member.index = i
                return member
            }
        default:
            guard SFNTDirectory.isFontVersion(signature) else {
                throw file.fail("not a font file (starts with '\(FontBytes.tagString(signature))'; "
                                + "expected TrueType, OpenType, a collection, WOFF or WOFF2)")
            }
            let tables = try SFNTDirectory.read(file, at: 0)
            return [try FontFace(tables: tables, file: path, index: 0, format: tables.hasCFFOutlines ? .openTypeCFF : .trueType)]
        }
    }

    /// The font files at `paths` (files, or folders searched recursively), in a stable order.
    /// A path that does not exist, or a folder without fonts, is an error.
    public static func fontFiles(in paths: [String]) -> (files: [String], diagnostics: DiagnosticList) {
        var files: [String] = [], diagnostics = DiagnosticList()
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                diagnostics.error("no such file or folder", at: SourceLocation(file: path))
                continue
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            // A linked folder (a package target linking a shared fonts folder) is searched where it
            // leads; the files keep the path as given.
            let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let found = (manager.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
                .filter { relative in
                    !relative.split(separator: "/").contains { $0.hasPrefix(".") }
                        && extensions.contains(fileExtension(relative))
                }
                .sorted()
            if found.isEmpty {
                diagnostics.error("no font files (\(extensions.sorted().map { "." + $0 }.joined(separator: ", "))) in this folder",
                                  at: SourceLocation(file: path))
            }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            files += found.map { folder + "/" + $0 }
        }
        return (files, diagnostics)
    }

    /// The lowercased text after the last dot of the last path component ("" when none).
    static func fileExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Reads every font file at `paths` and groups the faces into families. Unreadable files are
    /// errors; a PostScript name found twice is a warning and the first face is kept.
    public static func library(_ paths: [String]) -> (library: FontLibrary, diagnostics: DiagnosticList) {
        var (files, diagnostics) = fontFiles(in: paths)
        var faces: [FontFace] = []
        var seen: [String: FontFace] = [:]
        for file in files {
            do {
                for face in try read(file: file) {
                    if let first = seen[face.postScriptName] {
                        diagnostics.warning("PostScript name '\(face.postScriptName)' is also in \(first.file); apps would load only one, "
                                            + "so this face is left out", at: SourceLocation(file: file))
                        continue
                    }
                    seen[face.postScriptName] = face
                    faces.append(face)
                }
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        return (FontLibrary(faces: faces), diagnostics)
    }
}
