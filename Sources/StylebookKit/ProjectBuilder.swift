import Diagnostics
import FileOutput
import Foundation
import SwiftOutput
import Symbols
import Tokens

/// `stylebook build`: everything a `stylebook.yml` names, checked first and written together.
public enum ProjectBuilder {
    public struct Report: Sendable {
        public var diagnostics = DiagnosticList()
        public var symbols = 0
        public var failedIcons: [String] = []
        public var colors = 0
        public var textStyles = 0
        public var contrastPairs = 0
        /// nil when nothing was written (an error, or `check` mode).
        public var written: BuildWriteReport?
        /// In `check` mode: every file a build would create, rewrite or remove.
        public var pending: [OutputTransaction.Change] = []

        public var succeeded: Bool { !diagnostics.hasErrors }
    }

    /// Reads every source, then writes all outputs in one transaction. A token or configuration
    /// error writes nothing; a broken icon is listed and skipped while the good ones are written.
    /// `fileSystem` is for tests that fail a chosen step of the commit.
    public static func build(_ config: ProjectConfig, write: Bool = true,
                             fileSystem: some CommitFileSystem = PosixFileSystem()) -> Report {
        var report = Report()
        report.diagnostics.append(contentsOf: config.warnings)
        let configLocation = SourceLocation(file: config.path)
        var output = BuildOutput(catalogPath: config.catalog.map(config.resolve))
        var blocking = false

        if let symbols = config.symbols {
            do throws(DiagnosticError) {
                var options = try SymbolSettings.options(variants: symbols.variants, templateVersion: symbols.templateVersion,
                                                         precision: symbols.precision, at: config.location(of: "symbols"))
                options.masterSources = .companionFiles
                let folder = config.resolve(symbols.source)
                let sourceLocation = config.location(of: "symbols.source")
                let scan = try SymbolBuild.scan(folder: folder, describedAs: "symbols.source", at: sourceLocation)
                report.diagnostics.append(contentsOf: scan.diagnostics)
                let batch = SymbolBatch.run(scan.jobs, options: options)
                report.diagnostics.append(contentsOf: batch.diagnostics)
                report.symbols = batch.symbols.count
                report.failedIcons = batch.failed
                try SymbolBuild.requireSomeConverted(batch, describedAs: "symbols.source", folder: folder, at: sourceLocation)
                let outputs = SymbolBuild.Outputs(namespace: symbols.namespace, swift: symbols.swift.map(config.resolve),
                                                  templates: symbols.templates.map(config.resolve), code: config.code,
                                                  subfolders: symbols.subfolders)
                report.diagnostics.append(contentsOf: SymbolBuild.plan(batch, outputs: outputs, into: &output))
            } catch {
                report.diagnostics.append(contentsOf: error.diagnostics)
                blocking = true
            }
        }

        if let tokens = config.tokens {
            do throws(DiagnosticError) {
                for file in tokens.files { try requireFile(config.resolve(file), named: file, key: "tokens.files", in: config) }
                if let resolver = tokens.resolver { try requireFile(config.resolve(resolver), named: resolver, key: "tokens.resolver", in: config) }
                if let lint = config.lint { try requireFile(config.resolve(lint), named: lint, key: "lint", in: config) }
                var settings = TokenBuild.Settings(files: tokens.files.map(config.resolve), resolver: tokens.resolver.map(config.resolve))
                settings.appearances = tokens.appearances.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                settings.require = tokens.require
                settings.remBase = tokens.remBase
                let read: TokenReadResult
                do {
                    read = try TokenBuild.read(settings)
                } catch {
                    // Settings problems found by the reader have no file of their own: point at stylebook.yml.
                    throw DiagnosticError(DiagnosticList(error.diagnostics.map { d in
                        var d = d
                        if d.location == nil { d.location = config.location(of: "tokens") }
                        return d
                    }))
                }
                report.diagnostics.append(contentsOf: read.diagnostics)
                report.colors = read.tokens.colors.count
                report.textStyles = read.tokens.textStyles.count
                let outputs = TokenBuild.Outputs(namespace: tokens.namespace, swift: tokens.swift.map(config.resolve),
                                                 core: tokens.core.map(config.resolve), code: config.code)
                let emitted = TokenBuild.plan(read.tokens, outputs: outputs, into: &output)
                report.diagnostics.append(contentsOf: emitted)
                if emitted.hasErrors { blocking = true }
                if let lint = config.lint {
                    let contrast = try ContrastCheck.run(read.tokens, configPath: config.resolve(lint))
                    report.diagnostics.append(contentsOf: contrast.diagnostics)
                    report.contrastPairs = contrast.pairsChecked
                    if contrast.diagnostics.hasErrors { blocking = true }
                }
            } catch {
                report.diagnostics.append(contentsOf: error.diagnostics)
                blocking = true
            }
        }

        if output.catalogPath == nil && !output.catalogEntries.isEmpty {
            let section = config.symbols != nil ? "symbols" : "tokens"
            report.diagnostics.error("the project has symbols or colours but no 'catalog' to write them to; add `catalog: NAME.xcassets`",
                                     at: config.locations[section] ?? configLocation)
            blocking = true
        }
        guard !blocking else { return report }
        guard write else {
            do throws(DiagnosticError) {
                report.pending = try BuildWriter.pendingChanges(output)
            } catch {
                report.diagnostics.append(contentsOf: error.diagnostics)
            }
            return report
        }
        do throws(DiagnosticError) {
            report.written = try BuildWriter.write(output, fileSystem: fileSystem)
        } catch {
            report.diagnostics.append(contentsOf: error.diagnostics)
        }
        return report
    }

    /// A file named in stylebook.yml that is not there is an error at that line.
    private static func requireFile(_ path: String, named name: String, key: String, in config: ProjectConfig) throws(DiagnosticError) {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else {
            throw DiagnosticError(.error("\(key): '\(name)' is not a file that exists (looked for \(path))", at: config.location(of: key)))
        }
    }
}
