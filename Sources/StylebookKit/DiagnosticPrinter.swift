import Diagnostics
import Foundation

/// Prints diagnostics to standard error in one place, so every command looks the same.
public struct DiagnosticPrinter: Sendable {
    public var showWarnings: Bool

    public init(showWarnings: Bool = true) { self.showWarnings = showWarnings }

    /// Prints in the order given (the pipeline's order is deterministic), each diagnostic once.
    public func print(_ diagnostics: DiagnosticList) {
        var seen = Set<Diagnostic>()
        for d in diagnostics where showWarnings || d.severity == .error {
            guard seen.insert(d).inserted else { continue }
            FileHandle.standardError.write(Data((d.description + "\n").utf8))
        }
    }

    public func print(_ diagnostic: Diagnostic) { print(DiagnosticList([diagnostic])) }

    /// A plain progress or summary line on standard error (standard output stays for data).
    public func status(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
