import Diagnostics
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

        public var succeeded: Bool { !diagnostics.hasErrors }
    }

    /// Reads every source, then writes all outputs in one transaction. A token or configuration
    /// error writes nothing; a broken icon is listed and skipped while the good ones are written.
    public static func build(_ config: ProjectConfig, write: Bool = true) -> Report {
        var report = Report()
        report.diagnostics.append(contentsOf: config.warnings)
        let configLocation = SourceLocation(file: config.path)
        var output = BuildOutput(catalogPath: config.catalog.map(config.resolve))
        var blocking = false
        // What the guide is made from, when stylebook.yml asks for one (`guide:`).
        var guideTokens = TokenSet()
        var guideBatch: SymbolBatchResult?

        if let symbols = config.symbols {
            do throws(DiagnosticError) {
                let options = try SymbolSettings.options(variants: symbols.variants, templateVersion: symbols.templateVersion,
                                                         precision: symbols.precision, at: configLocation)
                let jobs = try SymbolBatch.jobs(inFolder: config.resolve(symbols.source))
                let batch = SymbolBatch.run(jobs, options: options)
                guideBatch = batch
                report.diagnostics.append(contentsOf: batch.diagnostics)
                report.symbols = batch.symbols.count
                report.failedIcons = batch.failed
                let outputs = SymbolBuild.Outputs(namespace: symbols.namespace, swift: symbols.swift.map(config.resolve),
                                                  templates: symbols.templates.map(config.resolve), code: config.code)
                report.diagnostics.append(contentsOf: SymbolBuild.plan(batch, outputs: outputs, into: &output))
            } catch {
                report.diagnostics.append(contentsOf: error.diagnostics)
                blocking = true
            }
        }

        if let tokens = config.tokens {
            do throws(DiagnosticError) {
                var settings = TokenBuild.Settings(files: tokens.files.map(config.resolve), resolver: tokens.resolver.map(config.resolve))
                settings.appearances = tokens.appearances.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                settings.require = tokens.require
                settings.remBase = tokens.remBase
                let read = try TokenBuild.read(settings)
                report.diagnostics.append(contentsOf: read.diagnostics)
                report.colors = read.tokens.colors.count
                guideTokens = read.tokens
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
            report.diagnostics.error("the project has symbols or colours but no 'catalog' to write them to", at: configLocation)
            blocking = true
        }
        guard write, !blocking else { return report }
        do throws(DiagnosticError) {
            report.written = try BuildWriter.write(output)
            if let guide = config.guide {
                let model = GuideBuild.input(config, tokens: guideTokens, batch: guideBatch)
                report.diagnostics.append(contentsOf: model.diagnostics)
                report.written?.changed += try GuideBuild.write(model.input, to: config.resolve(guide))
            }
        } catch {
            report.diagnostics.append(contentsOf: error.diagnostics)
        }
        return report
    }
}
