import AssetCatalog
import Diagnostics
import Foundation

/// Image sources → `.imageset` entries: SVG/PDF as single-scale vector sets
/// (`preserves-vector-representation`), PNG/JPEG as 1x/2x/3x sets, `.dark` files as the dark
/// appearance, the rendering intent from `ImageRenderingRules`. SVGs are sanitised first.
public enum ImageSetBuilder {
    public struct Result: Sendable {
        public var entries: [CatalogSet]
        public var diagnostics: DiagnosticList
    }

    /// `namespace`: catalog folders above the images; each source sub-folder adds one more.
    public static func build(_ jobs: [ImageSourceJob], rules: ImageRenderingRules, namespace: [String] = []) -> Result {
        var diagnostics = DiagnosticList()
        for path in rules.unusedPaths(jobs) {
            diagnostics.error("the rendering rule for '\(path)' matches no image in the source folder")
        }
        var entries: [CatalogSet] = []
        for job in jobs {
            var jobDiagnostics = DiagnosticList()
            if let image = image(for: job, intent: rules.intent(for: job), diagnostics: &jobDiagnostics), !jobDiagnostics.hasErrors {
                entries.append(CatalogSet(namespace: namespace + job.folders, name: job.name, content: .image(image),
                                          location: SourceLocation(file: job.files[0].path)))
            }
            diagnostics.append(contentsOf: jobDiagnostics)
        }
        return Result(entries: entries, diagnostics: diagnostics)
    }

    static func image(for job: ImageSourceJob, intent: ImageRenderingIntent?, diagnostics: inout DiagnosticList) -> CatalogImage? {
        let vector = job.files.filter(\.isVector)
        let bitmap = job.files.filter { !$0.isVector }
        if !vector.isEmpty, !bitmap.isEmpty {
            diagnostics.error("'\(job.relativeName)' has both vector (SVG/PDF) and bitmap (PNG/JPEG) files; an image set holds one kind",
                              at: SourceLocation(file: bitmap[0].path))
            return nil
        }
        var files: [AssetFileEntry] = []
        var slots: [String: ImageSourceFile] = [:]
        for file in job.files {
            if file.isVector, file.scale != nil {
                diagnostics.error("a vector image has no scale: name it without @\(file.scale!)", at: SourceLocation(file: file.path))
                continue
            }
            let scale = file.isVector ? nil : (file.scale ?? "1x")
            let slot = "\(scale ?? "any") \(file.dark ? "dark" : "any appearance")"
            if let other = slots[slot] {
                diagnostics.error("'\(other.filename)' and '\(file.filename)' are both the \(slot) image of '\(job.relativeName)'",
                                  at: SourceLocation(file: file.path))
                continue
            }
            slots[slot] = file
            guard let data = FileManager.default.contents(atPath: file.path) else {
                diagnostics.error("cannot read the file", at: SourceLocation(file: file.path))
                continue
            }
            var bytes = Array(data)
            if let problem = formatProblem(bytes, fileExtension: file.fileExtension) {
                diagnostics.error(problem, at: SourceLocation(file: file.path))
                continue
            }
            if file.fileExtension == "svg" {
                do throws(DiagnosticError) {
                    let clean = try SVGSanitizer.sanitize(bytes, path: file.path)
                    diagnostics.append(contentsOf: clean.removals)
                    bytes = clean.bytes
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                    continue
                }
            }
            files.append(AssetFileEntry(filename: file.filename, data: bytes, scale: scale, dark: file.dark))
        }
        if files.contains(where: \.dark), !files.contains(where: { !$0.dark }) {
            diagnostics.error("'\(job.relativeName)' has only a dark variant; add the image for the other appearances",
                              at: SourceLocation(file: job.files[0].path))
            return nil
        }
        guard !files.isEmpty else { return nil }
        files.sort { ($0.scale ?? "", $0.dark ? 1 : 0) < ($1.scale ?? "", $1.dark ? 1 : 0) }
        return CatalogImage(images: files, renderingIntent: intent, preservesVectorRepresentation: !vector.isEmpty)
    }

    /// Checks the bytes are what the extension says, so a renamed or empty file is caught here
    /// rather than by Xcode.
    static func formatProblem(_ bytes: [UInt8], fileExtension: String) -> String? {
        switch fileExtension {
        case "png":
            return bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) ? nil : "the file is not a PNG image"
        case "jpg", "jpeg":
            return bytes.starts(with: [0xFF, 0xD8, 0xFF]) ? nil : "the file is not a JPEG image"
        case "pdf":
            return bytes.starts(with: Array("%PDF-".utf8)) ? nil : "the file is not a PDF document"
        default:
            return bytes.isEmpty ? "the file is empty" : nil
        }
    }
}
