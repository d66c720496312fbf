import ArgumentParser
import Diagnostics
import FileOutput
import StylebookCLI
import StylebookKit

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build everything a project's stylebook.yml names: symbols, colour sets, Swift, contrast checks.",
        discussion: """
        Reads stylebook.yml (paths are relative to it), converts the icons, reads the tokens, checks \
        contrast, and writes the asset catalog and Swift files in one transaction: all of it, or \
        nothing. A configuration, token or contrast error writes nothing; a broken icon is listed and \
        keeps its previous symbol set while the others are written. A generated set is removed only \
        when its source is gone and other icons remain; removed sets are listed.

        With --check nothing is written: every file a build would create (missing), rewrite \
        (stale) or remove (extra) is listed as an error and the exit status is 1, so CI can \
        require committed output to be up to date.

        Example: stylebook build Examples/Kaimono
        """
    )

    @Argument(help: "A project folder containing stylebook.yml, or the file itself.")
    var project = "."

    @Flag(help: "Write nothing; list every generated file that is missing, stale or extra and exit 1 if there is one.")
    var check = false

    @Flag(help: "Make a token that cannot be generated an error (by default it is left out with a warning); with --check, for CI.")
    var strict = false

    @Option(name: .customLong("plugin-output"),
            help: ArgumentHelp("Write every output into this folder under fixed names (Stylebook.xcassets, StylebookSymbols.swift, "
                               + "StylebookTokens.swift, StylebookTokensCore.swift), placeholders for missing parts; "
                               + "what the build-tool plugins run.", valueName: "dir"))
    var pluginOutput: String?

    @Option(name: .customLong("lock-timeout"),
            help: ArgumentHelp("Seconds to wait for another build of the same output to finish before giving up.", valueName: "seconds"))
    var lockTimeout: Double = OutputLock.defaultTimeout

    @Flag(help: "Allow a catalog at /, the home folder, or a non-empty folder Stylebook did not create.")
    var force = false

    @OptionGroup var cache: CacheOptions

    @OptionGroup var output: OutputOptions

    func run() throws {
        let printer = output.printer
        var config = try orExit(printer) { () throws(DiagnosticError) in try ProjectConfig.load(at: project) }
        if strict { config.tokens?.strict = true }
        if let pluginOutput {
            config = PluginOutput.redirect(config, into: pluginOutput)
            if !check { try orExit(printer) { () throws(DiagnosticError) in try PluginOutput.writePlaceholders(for: config, into: pluginOutput) } }
        }
        // --check compares with a full build: no cache shortcut may hide a stale file.
        let buildCache = cache.enabled && !check ? config.buildCache(folder: cache.cacheDir) : nil
        let progress = output.progress("icons")
        let report = ProjectBuilder.build(config, write: !check, cache: buildCache, progress: progress.handler,
                                          lock: .terminal(timeout: max(0, lockTimeout)), force: force)
        progress.finish()
        var diagnostics = report.diagnostics
        if check {
            for change in report.pending { diagnostics.append(Self.diagnostic(for: change)) }
        }
        // Warnings replayed from the cache (a part that did not change) are one count in the
        // summary line, so a no-op build prints one line; --verbose and --format json/github list them.
        let cached = Set(report.cachedDiagnostics.items)
        let foldCached = !output.verbose && output.format == .text && !cached.isEmpty
        printer.print(foldCached ? DiagnosticList(diagnostics.items.filter { !cached.contains($0) }) : diagnostics)
        if let written = report.written {
            printer.print(written.leftoverWarnings)
            for set in written.removedSets { output.status("removed \(set): no source produces it any more") }
        }
        if let buildCache { printer.detail("cache: \(buildCache.folder)") }
        for part in report.upToDate { printer.detail("\(part): up to date") }
        for line in report.tokenInputs { printer.detail("input \(line)") }
        if config.symbols != nil, !report.upToDate.contains("symbols") {
            printer.detail("symbols: \(report.convertedIcons) converted, \(report.reusedIcons) from the cache")
        }
        for choice in report.symbolColorChoices { printer.detail(choice) }
        for path in report.written?.changed ?? [] { printer.detail("wrote \(path)") }
        for path in report.written?.removed ?? [] { printer.detail("removed \(path)") }
        var summary = Plural.count(report.symbols, "symbol")
        if !report.failedIcons.isEmpty { summary += " (\(report.failedIcons.count) failed: \(report.failedIcons.joined(separator: ", ")))" }
        summary += ", \(report.tokenSummary)"
        if config.images != nil { summary += ", \(Plural.count(report.images, "image set"))" }
        if config.catalogs != nil { summary += ", \(Plural.count(report.catalogSets, "catalog set")) in Swift" }
        summary += ", \(Plural.count(report.contrastPairs, "contrast pair")) checked"
        if let written = report.written {
            summary += "; \(Plural.count(written.changed.count, "file")) changed, \(Plural.count(written.removedSets.count, "set")) removed"
        } else if check && report.succeeded {
            summary += report.pending.isEmpty ? "; generated files are up to date (--check)"
                : "; \(Plural.count(report.pending.count, "generated file")) out of date, nothing written (--check)"
        } else {
            summary += "; nothing written"
        }
        let parts = (config.symbols == nil ? 0 : 1) + (config.tokens == nil ? 0 : 1)
        if parts > 0 && report.upToDate.count == parts {
            summary += " (up to date)"
        }
        if foldCached && !output.quiet {
            summary += "; \(Plural.count(cached.count, "warning")) from the cache, as in the build that made it (--verbose lists them)"
        }
        output.status(summary, counts: ["symbols": report.symbols, "failedIcons": report.failedIcons.count, "colors": report.colors,
                                        "textStyles": report.textStyles, "contrastPairs": report.contrastPairs,
                                        "images": report.images, "catalogSets": report.catalogSets,
                                        "convertedIcons": report.convertedIcons, "reusedIcons": report.reusedIcons,
                                        "changedFiles": report.written?.changed.count ?? 0, "removedFiles": report.written?.removed.count ?? 0,
                                        "pendingFiles": report.pending.count])
        if !report.succeeded || !report.pending.isEmpty { throw ExitCode.failure }
    }

    static func diagnostic(for change: OutputTransaction.Change) -> Diagnostic {
        let message = switch change.kind {
        case .missing: "generated file is missing (stylebook build would create it)"
        case .stale: "generated file is stale (stylebook build would rewrite it)"
        case .extra: "no longer generated (stylebook build would remove it)"
        case .interrupted: "an earlier build was killed while writing; the output may mix two builds (stylebook build rolls it back)"
        case .leftover: "staging folder left by an interrupted build (stylebook build deletes it)"
        }
        return .error(message, at: SourceLocation(file: change.path))
    }
}
