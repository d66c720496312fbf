import ArgumentParser
import Diagnostics
import StylebookKit

/// Shared printing and exit behaviour: every command prints diagnostics the same way and exits
/// non-zero when any of them is an error.
struct OutputOptions: ParsableArguments {
    @Flag(name: .customLong("quiet"), help: "Print errors only, no warnings or summary.")
    var quiet = false

    var printer: DiagnosticPrinter { DiagnosticPrinter(showWarnings: !quiet) }

    func status(_ line: String) {
        if !quiet { printer.status(line) }
    }
}

extension DiagnosticPrinter {
    /// Prints and turns errors into a failing exit status.
    func finish(_ diagnostics: DiagnosticList) throws {
        print(diagnostics)
        if diagnostics.hasErrors { throw ExitCode.failure }
    }
}

/// Runs a throwing step, printing its diagnostics and exiting with failure if it throws.
func orExit<T>(_ printer: DiagnosticPrinter, _ body: () throws(DiagnosticError) -> T) throws -> T {
    do {
        return try body()
    } catch {
        printer.print(error.diagnostics)
        throw ExitCode.failure
    }
}
