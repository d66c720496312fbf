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

    public init(showWarnings: Bool = true, format: DiagnosticFormat = .text, terminal: TerminalSupport = .plain, verbose: Bool = false) {
        self.showWarnings = showWarnings
        self.format = format
        self.terminal = terminal
        self.verbose = verbose
        if format == .json { Tally.shared.sawJSON() }
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
            Tally.shared.count(d.severity)
            guard showWarnings || d.severity == .error else { continue }
            shown.append(d)
        }
        if format == .text && !verbose { shown = RepeatedWarnings.summarize(shown) }
        for d in shown {
            switch format {
            case .text: text += DiagnosticFormat.text(d, colour: terminal.colour) + "\n"
            case .json: text += DiagnosticFormat.json(d) + "\n"
            case .github: text += DiagnosticFormat.github(d, relativeTo: FileManager.default.currentDirectoryPath) + "\n"
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
            Tally.shared.summaryPrinted()
            let (errors, warnings) = Tally.shared.totals
            Self.standardOutput(DiagnosticFormat.jsonSummary(message: line, errors: errors, warnings: warnings, counts: counts) + "\n")
        case .text, .github:
            if !quiet { status(line) }
        }
    }

    /// Call once before the process exits: with `--format json`, a command that stopped before
    /// its summary still ends its output with one (`message` "failed" or "done").
    public static func finishProcess(failed: Bool) {
        guard Tally.shared.needsSummary else { return }
        DiagnosticPrinter(format: .json).summary(failed ? "failed" : "done")
    }

    /// A line printed only with `--verbose`.
    public func detail(_ line: String) {
        if verbose { status(line) }
    }

    static func standardError(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
    static func standardOutput(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }

    /// Errors and warnings printed by this process, for the JSON summary.
    final class Tally: @unchecked Sendable {
        static let shared = Tally()
        private let lock = NSLock()
        private var errors = 0
        private var warnings = 0
        private var json = false
        private var summarized = false

        func sawJSON() { lock.lock(); json = true; lock.unlock() }
        func summaryPrinted() { lock.lock(); summarized = true; lock.unlock() }
        var needsSummary: Bool { lock.lock(); defer { lock.unlock() }; return json && !summarized }

        func count(_ severity: Severity) {
            lock.lock()
            defer { lock.unlock() }
            switch severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
        }

        var totals: (errors: Int, warnings: Int) {
            lock.lock()
            defer { lock.unlock() }
            return (errors, warnings)
        }
    }
}
