import Diagnostics
import Foundation

/// Prints diagnostics in one place, so every command looks the same: compiler-style text on
/// standard error (coloured on a terminal), or JSON lines / GitHub annotations on standard
/// output for CI.
public struct DiagnosticPrinter: Sendable {
    public var showWarnings: Bool
    public var format: DiagnosticFormat
    public var terminal: TerminalSupport
    /// Also print `detail` lines (what was converted, reused, written).
    public var verbose: Bool
    /// How a setting hint is shown: as the flag alone for a command run without a project file.
    public var hints: DiagnosticHint.Form = .both
    /// Counts what this printer printed, for the JSON summary: the running command's tally
    /// (`DiagnosticTally.current`), or one of the printer's own outside a command.
    public let tally: DiagnosticTally

    public init(showWarnings: Bool = true, format: DiagnosticFormat = .text, terminal: TerminalSupport = .plain, verbose: Bool = false,
                tally: DiagnosticTally? = DiagnosticTally.current) {
        self.showWarnings = showWarnings
        self.format = format
        self.terminal = terminal
        self.verbose = verbose
        self.tally = tally ?? DiagnosticTally()
        if format == .json { self.tally.sawJSON() }
    }

    /// Prints in the order given (the pipeline's order is deterministic), each diagnostic once.
    /// As text and without `verbose`, a warning repeated across many files is printed once
    /// (`RepeatedWarnings`); JSON and GitHub output list every one.
    public func print(_ diagnostics: DiagnosticList) {
        var text = ""
        var seen = Set<Diagnostic>()
        var shown: [Diagnostic] = []
        for d in diagnostics {
            guard seen.insert(d).inserted else { continue }
            tally.count(d.severity)
            guard showWarnings || d.severity == .error else { continue }
            shown.append(d)
        }
        if format == .text && !verbose { shown = RepeatedWarnings.summarize(shown) }
        for d in shown {
            switch format {
            case .text: text += DiagnosticFormat.text(d, colour: terminal.colour, hints: hints) + "\n"
            case .json: text += DiagnosticFormat.json(d, hints: hints) + "\n"
            case .github: text += DiagnosticFormat.github(d, relativeTo: FileManager.default.currentDirectoryPath, hints: hints) + "\n"
            }
        }
        guard !text.isEmpty else { return }
        if format == .text { Self.standardError(text) } else { Self.standardOutput(text) }
    }

    public func print(_ diagnostic: Diagnostic) { print(DiagnosticList([diagnostic])) }

    /// A plain progress or summary line on standard error (standard output stays for data).
    public func status(_ line: String) {
        Self.standardError(line + "\n")
    }

    /// The command's closing line: text on standard error, or (with `json`) the summary object
    /// with the error and warning counts of everything printed, plus `counts`.
    public func summary(_ line: String, counts: [String: Int] = [:], quiet: Bool = false) {
        switch format {
        case .json:
            tally.summaryPrinted()
            let (errors, warnings) = tally.totals
            Self.standardOutput(DiagnosticFormat.jsonSummary(message: line, errors: errors, warnings: warnings, counts: counts) + "\n")
        case .text, .github:
            if !quiet { status(line) }
        }
    }

    /// A line printed only with `--verbose`.
    public func detail(_ line: String) {
        if verbose { status(line) }
    }

    static func standardError(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
    static func standardOutput(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
}
