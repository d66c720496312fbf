import ArgumentParser
import StylebookCLI
import StylebookKit

extension OutputOptions {
    /// What `symbols` and `tokens` print after their run, written once: the diagnostics, and when
    /// the run wrote, the warnings about leftovers, each file written (`--verbose`) and each set
    /// removed with `removedReason` ("no token produces it any more"). A run that wrote nothing
    /// (an error) exits with failure.
    func written(_ report: ProjectBuilder.Report, printer: DiagnosticPrinter, removedReason: String) throws -> BuildWriteReport {
        printer.print(report.diagnostics)
        guard let written = report.written else { throw ExitCode.failure }
        printer.print(written.leftoverWarnings)
        for path in written.changed { printer.detail("wrote \(path)") }
        for set in written.removedSets { status("removed \(set): \(removedReason)") }
        return written
    }
}
