import Foundation
import StylebookKit

/// A one-line progress bar on standard error for long batches: `[=====>    ] 812/1985 icons 41% ETA 3s`.
///
/// It stays silent unless standard error is a terminal, and appears only once a batch has run
/// for `delay` seconds (short builds print nothing extra). It redraws at most ten times a second
/// and is erased when the batch ends, so the diagnostics after it start on a clean line.
public final class ProgressReporter: @unchecked Sendable {
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private let now: @Sendable () -> Double
    private let enabled: Bool
    private let delay: Double
    private let label: String
    private var start: Double?
    private var lastDraw = -Double.infinity
    private var drawn = false

    /// - Parameters:
    ///   - terminal: where the bar would go; nothing is drawn unless it is a terminal.
    ///   - label: what is counted, e.g. "icons".
    ///   - delay: seconds a batch must run before the bar appears.
    ///   - write: receives the bar's text (standard error by default).
    ///   - now: a clock in seconds (for tests).
    public init(terminal: TerminalSupport, label: String = "icons", delay: Double = 1.0,
                write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
                now: @escaping @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }) {
        enabled = terminal.isTerminal
        self.label = label
        self.delay = delay
        self.write = write
        self.now = now
    }

    /// The handler to give a batch; nil when no bar can be drawn, so the batch does no work for it.
    public var handler: BatchProgress? {
        guard enabled else { return nil }
        return { [self] completed, total in self.update(completed: completed, total: total) }
    }

    public func update(completed: Int, total: Int) {
        guard enabled, total > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        let time = now()
        let begin = start ?? time
        if start == nil { start = time }
        let elapsed = time - begin
        guard elapsed >= delay, completed < total, time - lastDraw >= 0.1 || !drawn else { return }
        lastDraw = time
        drawn = true
        write("\r" + Self.line(completed: completed, total: total, elapsed: elapsed, label: label) + "\u{1B}[K")
    }

    /// Erases the bar if one was drawn.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { write("\r\u{1B}[K") }
        drawn = false
    }

    /// The bar's text, without terminal control codes.
    public static func line(completed: Int, total: Int, elapsed: Double, label: String, width: Int = 24) -> String {
        let fraction = total > 0 ? min(1, Double(completed) / Double(total)) : 0
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "=", count: filled) + (filled < width ? ">" : "") + String(repeating: " ", count: max(0, width - filled - 1))
        var text = "[\(bar)] \(completed)/\(total) \(label) \(Int((fraction * 100).rounded(.down)))%"
        if completed > 0, completed < total {
            let remaining = elapsed / Double(completed) * Double(total - completed)
            text += " ETA " + duration(remaining)
        }
        return text
    }

    static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded(.up))
        return s < 60 ? "\(s)s" : "\(s / 60)m\(String(format: "%02d", s % 60))s"
    }
}
