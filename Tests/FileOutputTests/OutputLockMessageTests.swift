import FileOutput
import Foundation
import XCTest

/// "waiting for another Stylebook build…" is said only when the wait is long enough to notice:
/// a lock held for a moment passes silently, a longer one is announced once, after the delay.
final class OutputLockMessageTests: XCTestCase {
    private func folder() -> String {
        let root = NSTemporaryDirectory() + "stylebook-lock-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        return root + "/out"
    }

    /// Holds the lock of `out` for `seconds`, then takes it as a second run would; the messages
    /// that run gave and when (seconds after it began waiting).
    private func secondRun(_ out: String, heldFor seconds: Double, settings: (@escaping @Sendable (String) -> Void) -> OutputLock.Settings)
        throws -> [(String, Double)] {
        let first = try OutputLock.acquire(folder: out, settings: OutputLock.Settings(waiting: nil))
        let start = Date()
        let said = MessageBox()
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { first.release() }
        let second = try OutputLock.acquire(folder: out, settings: settings { said.add("\(Date().timeIntervalSince(start))|" + $0) })
        second.release()
        return said.all.map { item in
            let parts = item.split(separator: "|", maxSplits: 1)
            return (String(parts[1]), Double(parts[0]) ?? -1)
        }
    }

    func testAShortWaitIsSilentByDefault() throws {
        XCTAssertEqual(OutputLock.Settings().announceAfter, 1)
        let said = try secondRun(folder(), heldFor: 0.2) { OutputLock.Settings(timeout: 10, waiting: $0) }
        XCTAssertEqual(said.map(\.0), [], "a lock held for 0.2 s is not announced")
    }

    func testALongerWaitIsAnnouncedOnceAfterTheDelay() throws {
        let out = folder()
        let said = try secondRun(out, heldFor: 0.9) { OutputLock.Settings(timeout: 10, announceAfter: 0.4, waiting: $0) }
        XCTAssertEqual(said.map(\.0), ["waiting for another Stylebook build of \(out) to finish…"])
        let at = try XCTUnwrap(said.first?.1)
        XCTAssertGreaterThanOrEqual(at, 0.4, "announced before the delay")
        XCTAssertLessThan(at, 0.9, "announced only when the lock came")
    }
}
