import FileOutput
import Foundation
import XCTest

/// The library never prints; the command-line tool says why it is waiting when another build holds
/// the output (issue #18: "a pure library"). The lock is held here, in the test's own process.
final class LockWaitMessageCLITests: XCTestCase {
    func testTokensSaysItIsWaitingForTheBuildThatHoldsTheCatalog() throws {
        let dir = try temporaryFolder()
        try ##"{ "brand": { "$type": "color", "$value": "#ff8000" } }"##.write(toFile: dir + "/t.tokens.json", atomically: true, encoding: .utf8)
        let held = try OutputLock.acquire(folder: dir + "/Out.xcassets", settings: OutputLock.Settings(timeout: 1))
        let releaser = Thread {
            Thread.sleep(forTimeInterval: 2.5)
            held.release()
        }
        releaser.start()
        let run = try CLI.run(["tokens", "t.tokens.json", "--catalog", "Out.xcassets"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("stylebook: waiting for another Stylebook build of"), run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/Out.xcassets/brand.colorset/Contents.json"))
    }

    func testAQuickRunSaysNothingAboutTheLock() throws {
        let dir = try temporaryFolder()
        try ##"{ "brand": { "$type": "color", "$value": "#ff8000" } }"##.write(toFile: dir + "/t.tokens.json", atomically: true, encoding: .utf8)
        let run = try CLI.run(["tokens", "t.tokens.json", "--catalog", "Out.xcassets"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("waiting for another"), run.stderr)
    }
}
