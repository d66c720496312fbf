import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the terminal allows: progress bars and colour only on a real terminal, and colour only
/// when `NO_COLOR` is unset or empty (https://no-color.org).
public struct TerminalSupport: Sendable, Hashable {
    /// Standard error is a terminal (progress bars may redraw a line).
    public var isTerminal: Bool
    /// ANSI colour may be used.
    public var colour: Bool

    public init(isTerminal: Bool, colour: Bool) {
        self.isTerminal = isTerminal
        self.colour = colour && isTerminal
    }

    /// Standard error as this process sees it.
    public static var standardError: TerminalSupport {
        let tty = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        return TerminalSupport(isTerminal: tty, colour: !noColor)
    }

    public static let plain = TerminalSupport(isTerminal: false, colour: false)
}
