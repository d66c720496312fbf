import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One writer per output: an advisory `flock` on a `.stylebook-lock` file beside the manifest.
/// The kernel releases it when the holder's process ends however it ends (a kill included), so a
/// lock is never left stale. The file itself stays (deleting it would let two runs lock two
/// different files); it is empty, so the output stays byte-deterministic.
public final class OutputLock: @unchecked Sendable {
    public static let fileName = ".stylebook-lock"
    /// Seconds a run waits for another to finish when nothing else is said (`--lock-timeout`).
    public static let defaultTimeout: Double = 300

    /// Seconds a run waits quietly before it says it is waiting: a lock held for a moment (two
    /// quick builds overlapping) is not worth a line.
    public static let defaultAnnounceDelay: Double = 1

    /// How long to wait, and what to say while waiting.
    public struct Settings: Sendable {
        public var timeout: Double
        /// Called once, when another run has held the lock for `announceAfter` seconds, with a
        /// message for the user (the command-line tool prints it; the library says nothing itself).
        public var waiting: (@Sendable (String) -> Void)?
        /// Seconds of waiting before `waiting` is called (never, when the lock comes sooner).
        public var announceAfter: Double

        public init(timeout: Double = OutputLock.defaultTimeout,
                    announceAfter: Double = OutputLock.defaultAnnounceDelay,
                    waiting: (@Sendable (String) -> Void)? = nil) {
            self.timeout = timeout
            self.announceAfter = announceAfter
            self.waiting = waiting
        }
    }

    private var descriptor: Int32
    public let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { release() }

    /// Releases the lock (also done when the value is dropped, or the process ends).
    public func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    /// Takes the lock of `folder` (created, with its parents, if missing), waiting for another run
    /// that holds it for up to `settings.timeout` seconds.
    public static func acquire(folder: String, settings: Settings = Settings()) throws(OutputTransaction.Failure) -> OutputLock {
        do {
            try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        } catch {
            throw OutputTransaction.Failure(path: folder, reason: "cannot create the folder for the build lock: \(error.localizedDescription)")
        }
        return try acquire(path: FilePaths.join(folder, fileName), folder: folder, create: true, settings: settings)!
    }

    /// For a reader (`build --check`): waits like `acquire` when the lock file exists, and
    /// creates nothing (nil) when it does not.
    public static func acquireIfPresent(folder: String, settings: Settings = Settings()) throws(OutputTransaction.Failure) -> OutputLock? {
        try acquire(path: FilePaths.join(folder, fileName), folder: folder, create: false, settings: settings)
    }

    private static func acquire(path: String, folder: String, create: Bool, settings: Settings) throws(OutputTransaction.Failure) -> OutputLock? {
        let fd = open(path, create ? O_RDWR | O_CREAT : O_RDONLY, 0o644)
        if fd < 0, !create, errno == ENOENT { return nil }
        guard fd >= 0 else {
            throw OutputTransaction.Failure(path: path, reason: "cannot open the build lock: \(String(cString: strerror(errno)))")
        }
        let start = Date()
        var announced = false
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(fd)
                throw OutputTransaction.Failure(path: path, reason: "cannot lock: \(String(cString: strerror(code)))")
            }
            if !announced, Date().timeIntervalSince(start) >= settings.announceAfter {
                announced = true
                settings.waiting?("waiting for another Stylebook build of \(folder) to finish…")
            }
            if Date().timeIntervalSince(start) >= settings.timeout {
                close(fd)
                throw OutputTransaction.Failure(path: path, reason: "another Stylebook build "
                    + "has held the output lock for \(Int(settings.timeout)) s; nothing was written (wait for it, or raise --lock-timeout)")
            }
            usleep(50_000)
        }
        return OutputLock(descriptor: fd, path: path)
    }

}
