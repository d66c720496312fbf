import Foundation
import XCTest

/// Issue 24: one hostile icon in a batch is reported at its file, the others are written, and the
/// run ends quickly with exit 1; `--strict` also fails on icon warnings.
final class HostileIconBatchTests: XCTestCase {
    let fm = FileManager.default
    var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "stylebook-hostile-\(UUID().uuidString)"
        try fm.createDirectory(atPath: root + "/icons", withIntermediateDirectories: true)
        for (name, r) in [("ring", 8), ("dot", 4)] {
            try icon(name, "<circle cx=\"12\" cy=\"12\" r=\"\(r)\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>")
        }
    }

    override func tearDownWithError() throws { try? fm.removeItem(atPath: root) }

    private func icon(_ name: String, _ body: String) throws {
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n\(body)\n</svg>"
            .write(toFile: root + "/icons/\(name).svg", atomically: true, encoding: .utf8)
    }

    /// `n` seeded random line segments over (and past) a 24-unit box.
    private func scribble(_ n: Int) -> String {
        var state: UInt64 = 5
        func next() -> String {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return String(format: "%.2f", Double(state >> 11) / Double(1 << 53) * 26 - 1)
        }
        return "M\(next()) \(next())" + (0..<n).map { _ in " L\(next()) \(next())" }.joined()
    }

    func testAHostileIconIsReportedAndTheOthersAreWritten() throws {
        try icon("scribble", "<path fill-rule=\"evenodd\" d=\"\(scribble(800)) Z\"/>")
        let started = Date()
        let result = try runStylebook(["symbols", root + "/icons", "--catalog", root + "/Out.xcassets", "--quiet"], timeLimit: 300)
        XCTAssertFalse(result.timedOut)
        XCTAssertLessThan(Date().timeIntervalSince(started), 120, "debug build")
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertTrue(result.stderr.contains(root + "/icons/scribble.svg:2:1: error: this even-odd fill crosses itself too often"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("error: 1 icon failed: scribble"), result.stderr)
        XCTAssertTrue(fm.fileExists(atPath: root + "/Out.xcassets/ring.symbolset/ring.svg"))
        XCTAssertTrue(fm.fileExists(atPath: root + "/Out.xcassets/dot.symbolset/dot.svg"))
        XCTAssertFalse(fm.fileExists(atPath: root + "/Out.xcassets/scribble.symbolset"))
    }

    func testStrictTurnsIconWarningsIntoAFailureButStillWritesThem() throws {
        try icon("wide", "<rect x=\"-4\" y=\"4\" width=\"32\" height=\"16\"/>")  // clipped at the view box: a warning
        let plain = try runStylebook(["symbols", root + "/icons", "--catalog", root + "/A.xcassets", "--quiet"])
        XCTAssertEqual(plain.status, 0, plain.summary)
        let strict = try runStylebook(["symbols", root + "/icons", "--catalog", root + "/B.xcassets", "--strict"])
        XCTAssertEqual(strict.status, 1, strict.summary)
        XCTAssertTrue(strict.stderr.contains(root + "/icons/wide.svg:2:1: warning: shape extends outside the view box; clipped"), strict.stderr)
        XCTAssertTrue(strict.stderr.contains("error: --strict: "), strict.stderr)
        XCTAssertTrue(fm.fileExists(atPath: root + "/B.xcassets/wide.symbolset/wide.svg"))
    }
}
