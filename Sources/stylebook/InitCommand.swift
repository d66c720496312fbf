import ArgumentParser
import Diagnostics
import StylebookCLI
import StylebookKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a project: a commented stylebook.yml, a sample token file and an example icon.",
        discussion: """
        Writes DIR/stylebook.yml, DIR/tokens/tokens.yml and DIR/icons/star.svg (DIR is created if \
        missing) and prints the next commands. Refuses, writing nothing, if any of them exists.

        Example: stylebook init DesignSystem && stylebook build DesignSystem
        """
    )

    @Argument(help: "The project folder (. is the current folder).")
    var folder = "."

    @OptionGroup var output: OutputOptions

    func run() throws {
        let printer = output.printer
        let written = try orExit(printer) { () throws(DiagnosticError) in try InitTemplate.write(into: folder) }
        for path in written { printer.detail("wrote \(path)") }
        if !output.quiet && output.format == .text { print(InitTemplate.nextSteps(folder: folder)) }
        output.status("created \(Plural.count(written.count, "file")) in \(folder)")
    }
}
