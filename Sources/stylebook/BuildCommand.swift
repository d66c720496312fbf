import ArgumentParser
import Diagnostics
import StylebookKit

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build everything a project's stylebook.yml names: symbols, colour sets, Swift, contrast checks.",
        discussion: """
        Reads stylebook.yml (paths are relative to it), converts the icons, reads the tokens, checks \
        contrast, and writes the asset catalog and Swift files in one go. A configuration, token or \
        contrast error writes nothing; a broken icon is listed and skipped while the others are written.

        Example: stylebook build Examples/Kaimono
        """
    )

    @Argument(help: "A project folder containing stylebook.yml, or the file itself.")
    var project = "."

    @Flag(help: "Check everything but write nothing.")
    var check = false

    @Option(name: .customLong("plugin-output"),
            help: ArgumentHelp("Write every output into this folder under fixed names (Stylebook.xcassets, StylebookSymbols.swift, "
                               + "StylebookTokens.swift, StylebookTokensCore.swift), placeholders for missing parts; "
                               + "what the build-tool plugins run.", valueName: "dir"))
    var pluginOutput: String?

    @OptionGroup var cache: CacheOptions

    @OptionGroup var output: OutputOptions

    func run() throws {
        let printer = output.printer
        var config = try orExit(printer) { () throws(DiagnosticError) in try ProjectConfig.load(at: project) }
        if let pluginOutput {
            config = PluginOutput.redirect(config, into: pluginOutput)
            if !check { try orExit(printer) { () throws(DiagnosticError) in try PluginOutput.writePlaceholders(for: config, into: pluginOutput) } }
        }
        let buildCache = cache.enabled ? config.buildCache(folder: cache.cacheDir) : nil
        let progress = output.progress("icons")
        let report = ProjectBuilder.build(config, write: !check, cache: buildCache, progress: progress.handler)
        progress.finish()
        printer.print(report.diagnostics)
        if let buildCache { printer.detail("cache: \(buildCache.folder)") }
        for part in report.upToDate { printer.detail("\(part): up to date") }
        if config.symbols != nil, !report.upToDate.contains("symbols") {
            printer.detail("symbols: \(report.convertedIcons) converted, \(report.reusedIcons) from the cache")
        }
        for path in report.written?.changed ?? [] { printer.detail("wrote \(path)") }
        for path in report.written?.removed ?? [] { printer.detail("removed \(path)") }
        var summary = "\(report.symbols) symbol(s)"
        if !report.failedIcons.isEmpty { summary += " (\(report.failedIcons.count) failed: \(report.failedIcons.joined(separator: ", ")))" }
        summary += ", \(report.tokenSummary), \(report.contrastPairs) contrast pair(s) checked"
        if let written = report.written {
            summary += "; \(written.changed.count) file(s) changed, \(written.removed.count) removed"
        } else {
            summary += check ? "; nothing written (--check)" : "; nothing written"
        }
        let parts = (config.symbols == nil ? 0 : 1) + (config.tokens == nil ? 0 : 1)
        if parts > 0 && report.upToDate.count == parts {
            summary += " (up to date)"
        }
        output.status(summary, counts: ["symbols": report.symbols, "failedIcons": report.failedIcons.count, "colors": report.colors,
                                        "textStyles": report.textStyles, "contrastPairs": report.contrastPairs,
                                        "convertedIcons": report.convertedIcons, "reusedIcons": report.reusedIcons,
                                        "changedFiles": report.written?.changed.count ?? 0, "removedFiles": report.written?.removed.count ?? 0])
        if !report.succeeded { throw ExitCode.failure }
    }
}
