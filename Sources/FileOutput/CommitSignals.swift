import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Plain globals read and written from a signal handler (the `sig_atomic_t` pattern): a handler
// may touch nothing that locks or allocates. Initialised in `install()` before any handler runs.
nonisolated(unsafe) private var signalCommitDepth: Int32 = 0
nonisolated(unsafe) private var signalPending: Int32 = 0

/// SIGINT, SIGTERM and SIGHUP during a commit: the commit is finished or rolled back first, then
/// the process exits with 128 + the signal (130 for SIGINT, 143 for SIGTERM). Outside a commit
/// the process exits at once with that status (nothing is half-written then). SIGKILL cannot be
/// caught; the next run's recovery (`OutputTransaction.recover`) repairs what it leaves.
public enum CommitSignals {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers and an exit hook that turns the exit status into 128 + signal when a
    /// signal arrived during a commit. Called once, by the command-line tool at start.
    public static func install() {
        signalCommitDepth = 0
        signalPending = 0
        for sig in signals {
            signal(sig) { received in
                if signalCommitDepth > 0 {
                    signalPending = received
                } else {
                    _exit(128 + received)
                }
            }
        }
        atexit {
            if signalPending != 0 { _exit(128 + signalPending) }
        }
    }

    /// The signal that asked the process to stop during a commit, or 0.
    public static var pending: Int32 { signalPending }

    /// For tests: behave as if `sig` had arrived during a commit (0 clears it).
    package static func simulate(_ sig: Int32) { signalPending = sig }

    /// Commits may run on several threads at once (tests); the handler only reads the count.
    private static let depthLock = NSLock()
    static func enterCommit() { depthLock.withLock { signalCommitDepth += 1 } }
    static func leaveCommit() { depthLock.withLock { signalCommitDepth -= 1 } }

    /// A readable name for messages.
    static func name(_ sig: Int32) -> String {
        switch sig {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(sig)"
        }
    }
}
