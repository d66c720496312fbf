import Diagnostics
import Foundation

/// The errors and warnings one command printed, so that with `--format json` its output ends
/// with a summary object even when the command stopped early.
///
/// The CLI's `main` makes one per run and binds it as `current` around the command; printers
/// made while it runs count into it. Nothing outside that scope shares it.
public final class DiagnosticTally: @unchecked Sendable {
    /// The running command's tally (nil outside `main`'s scope, e.g. in tests).
    @TaskLocal public static var current: DiagnosticTally?

    private let lock = NSLock()
    private var errors = 0
    private var warnings = 0
    private var json = false
    private var summarized = false

    public init() {}

    func sawJSON() { lock.withLock { json = true } }
    func summaryPrinted() { lock.withLock { summarized = true } }

    /// JSON was printed but no summary object closed it.
    var needsSummary: Bool { lock.withLock { json && !summarized } }

    func count(_ severity: Severity) {
        lock.withLock {
            switch severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
        }
    }

    var totals: (errors: Int, warnings: Int) { lock.withLock { (errors, warnings) } }

    /// Call once before the process exits: with `--format json`, a command that stopped before
    /// its summary still ends its output with one (`message` "failed" or "done").
    public func finishProcess(failed: Bool) {
        guard needsSummary else { return }
        DiagnosticPrinter(format: .json, tally: self).summary(failed ? "failed" : "done")
    }
}
