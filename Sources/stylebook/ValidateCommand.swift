import ArgumentParser
import Diagnostics
import Foundation
import StylebookKit
import Symbols

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check SF Symbols templates the way Xcode and the SF Symbols app read them.",
        discussion: """
        Accepts templates written by Stylebook and ones exported from the SF Symbols app. Checks the \
        template-version marker (without it Xcode silently mis-places margins), the required guides \
        and variants, that variants hold only filled paths with M/L/C/Q/Z data, that margins are \
        ordered, and that the Ultralight/Regular/Black masters can be interpolated (same paths, same \
        command sequence). Problems are reported as file:line:col: error: message.
        """
    )

    @Argument(help: "Template files (.svg).")
    var files: [String]

    @OptionGroup var output: OutputOptions

    func run() throws {
        var all = DiagnosticList()
        var failedFiles = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                all.error("cannot read file", at: SourceLocation(file: file))
                failedFiles += 1
                continue
            }
            let diagnostics = TemplateValidator.validate(bytes: [UInt8](data), path: file)
            if diagnostics.hasErrors { failedFiles += 1 }
            all.append(contentsOf: diagnostics)
        }
        output.printer.print(all)
        output.status("validated \(files.count) template(s): \(files.count - failedFiles) valid, \(failedFiles) invalid")
        if all.hasErrors { throw ExitCode.failure }
    }
}
