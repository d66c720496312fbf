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

    @OptionGroup var cache: CacheOptions

    @OptionGroup var output: OutputOptions

    func run() throws {
        let printer = output.printer
        let config = try orExit(printer) { () throws(DiagnosticError) in try ProjectConfig.load(at: project) }
        let report = ProjectBuilder.build(config, write: !check, cache: cache.enabled ? config.buildCache(folder: cache.cacheDir) : nil)
        printer.print(report.diagnostics)
        var summary = "\(report.symbols) symbol(s)"
        if !report.failedIcons.isEmpty { summary += " (\(report.failedIcons.count) failed: \(report.failedIcons.joined(separator: ", ")))" }
        summary += ", \(report.tokenSummary), \(report.contrastPairs) contrast pair(s) checked"
        if let written = report.written {
            summary += "; \(written.changed.count) file(s) changed, \(written.removed.count) removed"
        } else {
            summary += check ? "; nothing written (--check)" : "; nothing written"
        }
        output.status(summary)
        if !report.succeeded { throw ExitCode.failure }
    }
}
