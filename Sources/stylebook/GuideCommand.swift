import ArgumentParser
import Diagnostics
import StylebookCLI
import StylebookKit

struct GuideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guide",
        abstract: "Write a static style guide of a project: colours, contrast, type, symbols, dimensions.",
        discussion: """
        Reads stylebook.yml the way `build` does (icons converted, tokens resolved, contrast rules \
        applied) and writes a self-contained folder: index.html, assets/ and one page per symbol \
        under symbols/. It opens from file:// with no network, reads without JavaScript, and uses a \
        little JavaScript for the symbol search, the light/dark toggle and the copy buttons. \
        The output folder must be new, empty, or a guide Stylebook wrote before. \
        stylebook.yml may also name a folder under `guide:`, which `build` then writes.

        Example: stylebook guide Examples/Kaimono -o /tmp/kaimono-guide
        """
    )

    @Argument(help: "A project folder containing stylebook.yml, or the file itself.")
    var project = "."

    @Option(name: .shortAndLong, help: "The folder to write the guide to.")
    var output: String

    @Option(help: "The page title (default: the project folder's name).")
    var title: String?

    @OptionGroup var printing: OutputOptions

    func run() throws {
        let printer = printing.printer
        let config = try orExit(printer) { () throws(DiagnosticError) in try ProjectConfig.load(at: project) }
        let model = GuideBuild.model(config, title: title)
        printer.print(model.diagnostics)
        // A guide that silently leaves out what failed to read would look complete: write nothing.
        if model.diagnostics.hasErrors { throw ExitCode.failure }
        let written = try orExit(printer) { () throws(DiagnosticError) in try GuideBuild.writeReporting(model.input, to: output, lock: .terminal()) }
        printer.print(written.warnings)
        let changed = written.changed
        printing.status("guide: \(Plural.count(model.input.symbols.count, "symbol")), \(Plural.count(model.input.tokens.colors.count, "colour")), "
                        + "\(Plural.count(model.input.tokens.textStyles.count, "text style")); \(Plural.count(changed.count, "file")) changed in \(output)")
    }
}
