import Diagnostics
import Foundation
@testable import StylebookCLI
import XCTest

/// The progress bar and colour rules, with a fake clock and a captured output.
final class ProgressAndColourTests: XCTestCase {
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        var time = 0.0
        func write(_ s: String) { lock.lock(); parts.append(s); lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return parts.joined() }
    }

    func testNoProgressWithoutATerminal() {
        let capture = Capture()
        let reporter = ProgressReporter(terminal: .plain, write: { capture.write($0) }, now: { capture.time })
        XCTAssertNil(reporter.handler, "a batch gets no handler at all when nothing can be drawn")
        for i in 1...100 {
            capture.time = Double(i)
            reporter.update(completed: i, total: 200)
        }
        reporter.finish()
        XCTAssertEqual(capture.text, "")
    }

    func testProgressOnATerminalAppearsAfterTheDelayAndIsErased() {
        let capture = Capture()
        let reporter = ProgressReporter(terminal: TerminalSupport(isTerminal: true, colour: false), label: "icons", delay: 1,
                                        write: { capture.write($0) }, now: { capture.time })
        XCTAssertNotNil(reporter.handler)
        capture.time = 0
        reporter.update(completed: 1, total: 100)
        capture.time = 0.5
        reporter.update(completed: 40, total: 100)
        XCTAssertEqual(capture.text, "", "a batch shorter than the delay draws nothing")
        capture.time = 1.0
        reporter.update(completed: 50, total: 100)
        XCTAssertEqual(capture.text, "\r[============>           ] 50/100 icons 50% ETA 1s\u{1B}[K")
        reporter.finish()
        XCTAssertTrue(capture.text.hasSuffix("\r\u{1B}[K"), "the bar is erased before the diagnostics")
    }

    func testProgressLine() {
        XCTAssertEqual(ProgressReporter.line(completed: 0, total: 4, elapsed: 0, label: "icons", width: 8), "[>       ] 0/4 icons 0%")
        XCTAssertEqual(ProgressReporter.line(completed: 1, total: 4, elapsed: 30, label: "icons", width: 8),
                       "[==>     ] 1/4 icons 25% ETA 1m30s")
        XCTAssertEqual(ProgressReporter.line(completed: 4, total: 4, elapsed: 9, label: "icons", width: 8), "[========] 4/4 icons 100%")
    }

    func testColourOnlyOnATerminalAndNeverWithNoColor() {
        XCTAssertFalse(TerminalSupport(isTerminal: false, colour: true).colour)
        XCTAssertTrue(TerminalSupport(isTerminal: true, colour: true).colour)
        let d = Diagnostic.error("bad", at: SourceLocation(file: "a.svg", line: 2, column: 3))
        XCTAssertEqual(DiagnosticFormat.text(d, colour: false), "a.svg:2:3: error: bad")
        XCTAssertEqual(DiagnosticFormat.text(d, colour: true), "\u{1B}[1ma.svg:2:3:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m bad")
        XCTAssertTrue(DiagnosticFormat.text(.warning("w"), colour: true).contains("\u{1B}[1;33mwarning:"))
    }

    func testGitHubEscaping() {
        let d = Diagnostic.warning("100% wrong\nsecond line", at: SourceLocation(file: "/repo/a,b:c.svg", line: 1))
        XCTAssertEqual(DiagnosticFormat.github(d, relativeTo: "/repo"), "::warning file=a%2Cb%3Ac.svg,line=1::100%25 wrong%0Asecond line")
        XCTAssertEqual(DiagnosticFormat.github(.error("no place")), "::error::no place")
        XCTAssertEqual(DiagnosticFormat.github(.note("n", at: SourceLocation(file: "/elsewhere/x.svg")), relativeTo: "/repo"),
                       "::notice file=/elsewhere/x.svg::n")
    }

    func testJSONEscaping() throws {
        let d = Diagnostic.error("quote \" backslash \\ tab \t bell \u{7}", at: SourceLocation(file: "ä.svg", line: 1, column: 2))
        let line = DiagnosticFormat.json(d)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        XCTAssertEqual(object["message"] as? String, d.message)
        XCTAssertEqual(object["file"] as? String, "ä.svg")
        // The bell never reaches any format raw: the diagnostic itself spells it `\u{7}` (issue 24).
        XCTAssertEqual(d.message, "quote \" backslash \\ tab \t bell \\u{7}")
        XCTAssertEqual(line, #"{"column":2,"file":"ä.svg","line":1,"message":"quote \" backslash \\ tab \t bell \\u{7}","severity":"error","type":"diagnostic"}"#)
    }
}
