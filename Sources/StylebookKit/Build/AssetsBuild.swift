import AssetCatalog
import CatalogImport
import Diagnostics
import Foundation
import SwiftOutput

/// `stylebook assets` and `catalogs:` in stylebook.yml: existing catalogs (and the sets this run
/// generates) → one Swift file of accessors.
public enum AssetsBuild {
    public struct Settings: Sendable {
        public var catalogs: [String]
        public var swift: String
        public var code: SwiftSettings
        /// A Stencil template (SwiftGen's xcassets context) instead of Stylebook's accessors.
        public var template: String?
        /// Template parameters as SwiftGen takes them: `KEY=VALUE`, `KEY` (true), `a.b=VALUE`.
        public var parameters: [String] = []
        /// An enum around the generated enums (`Assets.Colors.accent`).
        public var rootTypeName: String?
        /// Render the template with Stylebook's catalog context instead of SwiftGen's.
        public var stylebookContext = false

        public init(catalogs: [String], swift: String, code: SwiftSettings = SwiftSettings(), template: String? = nil) {
            self.catalogs = catalogs
            self.swift = swift
            self.code = code
            self.template = template
        }
    }

    public struct Report: Sendable {
        public var diagnostics = DiagnosticList()
        public var sets = 0
        /// True when the build cache showed nothing changed and nothing was done.
        public var upToDate = false
        /// What was read (empty when up to date).
        public var catalogs: [ReadCatalog] = []
        /// Folders searched for catalogs (a given folder that is not a catalog itself).
        public var searchedFolders: [String] = []
    }

    /// Reads the catalogs and adds the Swift file to `output`. `generated` are the sets this run
    /// writes into `output.catalogPath`: they replace what Stylebook generated there before, so a
    /// set is never listed twice and a removed token disappears from the Swift at once.
    /// `replacedKinds` are the set kinds (folder extensions) this build regenerates; Stylebook's
    /// sets of other kinds in the generated catalog (e.g. colours whose tokens the build cache
    /// found unchanged) are read from disk. nil: every kind is regenerated.
    public static func plan(_ settings: Settings, generated: [CatalogSet] = [], generatedCatalog: String? = nil,
                            replacedKinds: Set<String>? = nil, into output: inout BuildOutput) -> Report {
        var report = Report()
        let generatedPath = generatedCatalog.map(CatalogPaths.trimmed)
        // The catalog this build generates may not exist before its first write.
        var seen: Set<String> = []
        var inputs: [String] = []
        for path in settings.catalogs {
            guard seen.insert(CatalogPaths.trimmed(path)).inserted else {
                report.diagnostics.warning("the catalog is listed twice; it is read once", at: SourceLocation(file: path))
                continue
            }
            if CatalogPaths.trimmed(path) != generatedPath || FileManager.default.fileExists(atPath: path) { inputs.append(path) }
        }
        let read = CatalogScanner.read(inputs)
        report.diagnostics.append(contentsOf: read.diagnostics)
        report.catalogs = read.catalogs
        report.searchedFolders = read.searchedFolders
        guard !read.diagnostics.hasErrors else { return report }
        var owned: Set<String> = []
        if let generatedCatalog, let manifest = try? CatalogManifest.read(catalogPath: generatedCatalog) {
            owned = Set(manifest.sets)
        }
        var sets = generated
        for catalog in read.catalogs {
            let isGenerated = generatedPath == CatalogPaths.trimmed(catalog.path)
            sets += catalog.allSets.filter { set in
                guard isGenerated, owned.contains(set.relativePath) else { return true }
                return !(replacedKinds?.contains(set.kind.rawValue) ?? true)
            }
        }
        report.sets = sets.count
        let file: SwiftOutputFile
        if let template = settings.template {
            file = StencilAssets.render(templatePath: template, catalogs: read.catalogs, parameters: settings.parameters,
                                        stylebookContext: settings.stylebookContext, naming: settings.code.naming)
        } else {
            file = AssetSwiftEmitter(options: settings.code.options(), rootTypeName: settings.rootTypeName).emit(sets)
        }
        report.diagnostics.append(contentsOf: file.diagnostics)
        if !file.diagnostics.hasErrors { output.addFile(file.text, at: settings.swift) }
        return report
    }
}

enum CatalogPaths {
    static func trimmed(_ path: String) -> String {
        var p = path
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        if p.hasPrefix("./") { p.removeFirst(2) }
        return p
    }
}
