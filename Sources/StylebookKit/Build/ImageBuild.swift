import AssetCatalog
import Diagnostics
import ImageSets
import SwiftOutput
import Tokens

/// `stylebook images` and `images:` in stylebook.yml: a folder of SVG/PDF/PNG/JPEG files →
/// `.imageset`s and an `Images` enum.
public enum ImageBuild {
    public struct Settings: Sendable {
        public var source: String
        public var namespace: String?
        public var swift: String?
        public var rules: ImageRenderingRules
        public var code: SwiftSettings

        public init(source: String, namespace: String? = nil, swift: String? = nil, rules: ImageRenderingRules = ImageRenderingRules(),
                    code: SwiftSettings = SwiftSettings()) {
            self.source = source
            self.namespace = namespace
            self.swift = swift
            self.rules = rules
            self.code = code
        }
    }

    /// Adds the image sets and the Swift file to `output`; returns the diagnostics and the count.
    public static func plan(_ settings: Settings, into output: inout BuildOutput) -> (diagnostics: DiagnosticList, images: Int) {
        var diagnostics = DiagnosticList()
        let scan: (jobs: [ImageSourceJob], diagnostics: DiagnosticList)
        do throws(DiagnosticError) {
            scan = try ImageSourceScanner.scan(folder: settings.source)
        } catch {
            return (error.diagnostics, 0)
        }
        diagnostics.append(contentsOf: scan.diagnostics)
        if scan.jobs.isEmpty {
            diagnostics.error("no SVG, PDF, PNG or JPEG files in the folder", at: SourceLocation(file: settings.source))
            return (diagnostics, 0)
        }
        let built = ImageSetBuilder.build(scan.jobs, rules: settings.rules, namespace: settings.namespace.map { [$0] } ?? [])
        diagnostics.append(contentsOf: built.diagnostics)
        output.catalogEntries += built.entries
        if let swift = settings.swift {
            let file = SwiftEmitter(options: settings.code.options(includeCore: false))
                .emit(tokens: TokenSet(), symbols: [], images: built.entries.map { SymbolAsset(name: $0.assetName) })
            diagnostics.append(contentsOf: file.diagnostics)
            output.addFile(file.text, at: swift)
        }
        return (diagnostics, built.entries.count)
    }

    /// Reads `template`/`original` (or a default) into rules.
    public static func rules(default name: String?, template: [String], original: [String]) throws(DiagnosticError) -> ImageRenderingRules {
        var rules = ImageRenderingRules()
        if let name {
            guard let intent = ImageRenderingIntent.known.first(where: { $0.rawValue == name }) else {
                throw DiagnosticError(.error("the rendering must be 'template' or 'original', not '\(name)'"))
            }
            rules.defaultIntent = intent
        }
        for path in template { rules.paths[trimmed(path)] = .template }
        for path in original {
            if rules.paths[trimmed(path)] != nil {
                throw DiagnosticError(.error("'\(path)' is listed as both template and original"))
            }
            rules.paths[trimmed(path)] = .original
        }
        return rules
    }

    static func trimmed(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        return p
    }
}
