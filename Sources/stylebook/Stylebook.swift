import ArgumentParser
import Diagnostics
import FileOutput
import StylebookCLI
import StylebookKit

@main
struct Stylebook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stylebook",
        abstract: "Compile a design system — SVG icons and design tokens — into an Xcode asset catalog and type-safe Swift.",
        discussion: """
        Every command reports problems as `file:line:col: error: message` (the form Xcode shows \
        inline) and exits non-zero when there is an error. Output is written all at once at the \
        end, only where it changed, and never over files Stylebook did not create.
        """,
        version: StylebookVersion.current,
        subcommands: [
            InitCommand.self,
            BuildCommand.self,
            SymbolCommand.self,
            SymbolsCommand.self,
            ValidateCommand.self,
            TokensCommand.self,
            LintCommand.self,
            AssetsCommand.self,
            ImagesCommand.self,
            GuideCommand.self,
            DiffCommand.self,
            FontsCommand.self,
            RenewalCommand.self,
            AuditCommand.self,
            MigrateCommand.self,
        ]
    )

    /// Runs the command, then makes sure `--format json` output ends with a summary object.
    static func main() {
        // SIGINT/SIGTERM during a commit finish or roll it back before the process exits.
        CommitSignals.install()
        // `stylebook bild`: name the command that was meant, not just "unexpected argument".
        let names = configuration.subcommands.map { $0.configuration.commandName ?? "" } + ["help"]
        if let first = CommandLine.arguments.dropFirst().first, !first.hasPrefix("-"), !names.contains(first) {
            let hint = NameSuggestion.didYouMean(first, in: names)
            DiagnosticPrinter().print(Diagnostic.error("unknown command '\(first)'\(hint) (commands: \(names.dropLast().joined(separator: ", ")); "
                                                       + "`stylebook help COMMAND` describes one)"))
            exit(withError: ExitCode.validationFailure)
        }
        // One tally per run: every printer the command makes counts into it.
        let tally = DiagnosticTally()
        do {
            var command = try parseAsRoot()
            do {
                try DiagnosticTally.$current.withValue(tally) { try command.run() }
            } catch {
                tally.finishProcess(failed: true)
                exit(withError: error)
            }
            tally.finishProcess(failed: false)
        } catch {
            exit(withError: error)
        }
    }
}
