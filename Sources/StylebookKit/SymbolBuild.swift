import AssetCatalog
import Diagnostics
import FileOutput
import Foundation
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

        public init(namespace: String? = nil, swift: String? = nil, templates: String? = nil, code: SwiftSettings = SwiftSettings()) {
            self.namespace = namespace
            self.swift = swift
            self.templates = templates
            self.code = code
        }
    }

    public static func plan(_ batch: SymbolBatchResult, outputs: Outputs, into output: inout BuildOutput) -> DiagnosticList {
        let namespace = outputs.namespace.map { [$0] } ?? []
        var assetNames: [String] = []
        for symbol in batch.symbols {
            let entry = CatalogEntry(
                namespace: namespace, name: symbol.name,
                kind: .symbol(CatalogSymbol(filename: symbol.name + ".svg", data: Array(symbol.template.utf8),
                                            renderingIntent: renderingIntent(for: symbol.conversion))),
                location: SourceLocation(file: symbol.source))
            output.catalogEntries.append(entry)
            assetNames.append(entry.assetName)
            if let folder = outputs.templates {
                output.addFile(symbol.template, at: FilePaths.join(folder, symbol.name + ".svg"))
            }
        }
        // A failed icon keeps its previous set (if any), and its Swift case, so app code still builds.
        if let catalog = output.catalogPath {
            for name in batch.failed {
                let entry = CatalogEntry(namespace: namespace, name: name, kind: .symbol(CatalogSymbol(filename: name + ".svg", data: [])))
                if FileManager.default.fileExists(atPath: catalog + "/" + entry.relativePath) {
                    output.retainedSets.insert(entry.relativePath)
                    assetNames.append(entry.assetName)
                }
            }
        }
        var diagnostics = DiagnosticList()
        if let swift = outputs.swift {
            let options = outputs.code.options(includeCore: false)
            let file = SwiftEmitter(options: options).emit(tokens: TokenSet(), symbols: assetNames.sorted().map { SymbolAsset(name: $0) })
            diagnostics.append(contentsOf: file.diagnostics)
            output.addFile(file.text, at: swift)
        }
        return diagnostics
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
