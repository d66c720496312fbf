import AssetCatalog
import Diagnostics
import FileOutput
import Foundation
import SwiftGenTemplates
import SwiftOutput
import Symbols
import Tokens

/// Turns a converted icon batch into `.symbolset`s and the symbol enum.
public enum SymbolBuild {
    public struct Outputs: Sendable {
        public var namespace: String?
        public var swift: String?
        /// A folder that also receives each template as `NAME.svg`, for the SF Symbols app.
        public var templates: String?
        public var code: SwiftSettings
        /// Whether the groups made for subfolders of the source provide a namespace.
        public var subfolders: SymbolSubfolders
        /// A team's Stencil template that writes `swift` instead of the built-in symbol enum.
        public var swiftTemplate: SwiftTemplate?

        public init(namespace: String? = nil, swift: String? = nil, templates: String? = nil, code: SwiftSettings = SwiftSettings(),
                    subfolders: SymbolSubfolders = .namespaced, swiftTemplate: SwiftTemplate? = nil) {
            self.namespace = namespace
            self.swift = swift
            self.templates = templates
            self.code = code
            self.subfolders = subfolders
            self.swiftTemplate = swiftTemplate
        }

        /// The catalog set for an icon in `group`.
        func entry(name: String, group: [String], content: CatalogSetContent, location: SourceLocation? = nil) -> CatalogSet {
            let namespace = self.namespace.map { [$0] } ?? []
            switch subfolders {
            case .namespaced: return CatalogSet(namespace: namespace + group, name: name, content: content, location: location)
            case .plain: return CatalogSet(namespace: namespace, folders: group, name: name, content: content, location: location)
            }
        }

        /// The Swift case for an icon: icons in namespaced subfolders take the folder names in
        /// their case (`nav/back` → `navBack`), so equal names in two folders do not clash.
        func asset(_ entry: CatalogSet, group: [String]) -> SymbolAsset {
            guard subfolders == .namespaced, !group.isEmpty else { return SymbolAsset(name: entry.assetName) }
            return SymbolAsset(name: entry.assetName, caseName: (group + [entry.name]).joined(separator: "-"))
        }
    }

    /// Plans the sets and the Swift of `batch`. `unchanged`: icons an incremental build left as the
    /// previous build wrote them; their sets are kept, not staged again. With any of them, the
    /// built-in Swift is not written either: it depends only on the list of icon names and the
    /// settings, which the previous build's record showed to be the same, and that build's Swift
    /// file is checked to be untouched (`UnchangedIcons.find`). A failed icon keeps its set and name.
    public static func plan(_ batch: SymbolBatchResult, outputs: Outputs, into output: inout BuildOutput,
                            unchanged: [SymbolJob] = []) -> DiagnosticList {
        var assets: [SymbolAsset] = []
        var templateInputs: [SymbolTemplateInput] = []
        for symbol in batch.symbols {
            let entry = outputs.entry(
                name: symbol.name, group: symbol.group,
                content: .symbol(CatalogSymbol(filename: symbol.name + ".svg", data: Array(symbol.template.utf8),
                                               renderingIntent: renderingIntent(for: symbol.conversion))),
                location: SourceLocation(file: symbol.source))
            output.catalogEntries.append(entry)
            assets.append(outputs.asset(entry, group: symbol.group))
            templateInputs.append(SymbolTemplateInput(name: symbol.name, assetName: entry.assetName, group: symbol.group,
                                                      caseSource: assets.last?.caseName,
                                                      renderingIntent: renderingIntent(for: symbol.conversion).map(\.rawValue),
                                                      layers: SwiftTemplate.layerCount(ofTemplate: symbol.template)))
            if let folder = outputs.templates {
                output.addFile(symbol.template, at: FilePaths.join(folder, (symbol.group + [symbol.name + ".svg"]).joined(separator: "/")))
            }
        }
        // The kept icons' names matter only when the Swift is written again (a failed icon).
        let namesKept = !batch.failedJobs.isEmpty
        for job in unchanged {
            let entry = outputs.entry(name: job.name, group: job.group, content: .symbol(CatalogSymbol(filename: job.name + ".svg", data: [])))
            output.retainedSets.insert(entry.relativePath)
            if namesKept { assets.append(outputs.asset(entry, group: job.group)) }
        }
        // A failed icon keeps its previous set (if any), and its Swift case, so app code still builds.
        if let catalog = output.catalogPath {
            for job in batch.failedJobs {
                let entry = outputs.entry(name: job.name, group: job.group, content: .symbol(CatalogSymbol(filename: job.name + ".svg", data: [])))
                if FileManager.default.fileExists(atPath: catalog + "/" + entry.relativePath) {
                    output.retainedSets.insert(entry.relativePath)
                    assets.append(outputs.asset(entry, group: job.group))
                    templateInputs.append(SymbolTemplateInput(name: job.name, assetName: entry.assetName, group: job.group,
                                                              caseSource: assets.last?.caseName))
                }
            }
        }
        var diagnostics = DiagnosticList()
        if let template = outputs.swiftTemplate {
            guard let swift = outputs.swift else {
                return DiagnosticList([.error("a Swift template needs a Swift file to write (--swift, symbols.swift)", at: template.location)])
            }
            let file = template.render(symbols: templateInputs, options: outputs.code.options(includeCore: false))
            diagnostics.append(contentsOf: file.diagnostics)
            output.addFile(file.text, at: swift)
        } else if let swift = outputs.swift, unchanged.isEmpty || !batch.failedJobs.isEmpty {
            let options = outputs.code.options(includeCore: false)
            let sorted = assets.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            let file = SwiftEmitter(options: options).emit(tokens: TokenSet(), symbols: sorted)
            diagnostics.append(contentsOf: file.diagnostics)
            output.addFile(file.text, at: swift)
        }
        return diagnostics
    }

    /// Reads a symbol source folder for a batch. A folder that is missing or holds no icon is an
    /// error at `location` (the stylebook.yml line, or the folder given on the command line):
    /// building from it would delete every generated set.
    public static func scan(folder: String, describedAs name: String, at location: SourceLocation) throws(DiagnosticError) -> SymbolSourceScan {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            throw DiagnosticError(.error("\(name) '\(folder)' is not a folder that exists; nothing was written or removed", at: location))
        }
        let scan: SymbolSourceScan
        do {
            scan = try SymbolBatch.scan(folder: folder)
        } catch {
            var diagnostics = error.diagnostics
            diagnostics.append(.error("\(name) '\(folder)' cannot be read; nothing was written or removed", at: location))
            throw DiagnosticError(diagnostics)
        }
        guard !scan.jobs.isEmpty else {
            var diagnostics = scan.diagnostics
            diagnostics.append(.error("\(name) '\(folder)' has no .svg icons; nothing was written or removed", at: location))
            throw DiagnosticError(diagnostics)
        }
        return scan
    }

    /// A batch in which no icon converted is an error: writing it would delete every generated set.
    public static func requireSomeConverted(_ batch: SymbolBatchResult, describedAs name: String, folder: String,
                                            at location: SourceLocation) throws(DiagnosticError) {
        guard batch.symbols.isEmpty else { return }
        throw DiagnosticError(.error("no icon in \(name) '\(folder)' could be converted (\(batch.failed.count) failed); "
                                     + "nothing was written or removed", at: location))
    }

    /// The catalog's rendering intent follows the icon's layers; a one-colour icon is a template
    /// tinted by the app (so a forgotten tint shows in QA, as Kurashiru relies on).
    static func renderingIntent(for conversion: SymbolConversion) -> SymbolRenderingIntent? {
        switch conversion.renderingIntent {
        case nil, .template?: .template
        case .hierarchical?: .hierarchical
        case .multicolor?: .multicolor
        }
    }
}
