import Diagnostics
import XCTest

/// A setting hint travels beside the message and is shown in the form the printer asks for.
final class DiagnosticHintTests: XCTestCase {
    let strict = DiagnosticHint.setting(flag: "--strict", configKey: "tokens.strict: true")

    func testTheHintFollowsTheMessageInEachForm() {
        let d = Diagnostic.warning("2 token(s) left out. Make these errors with", at: SourceLocation(file: "t.json", line: 1, column: 2), hint: strict)
        XCTAssertEqual(d.message, "2 token(s) left out. Make these errors with", "the message names no flag")
        XCTAssertEqual(d.text(hints: .commandLine), "2 token(s) left out. Make these errors with --strict")
        XCTAssertEqual(d.text(hints: .projectFile), "2 token(s) left out. Make these errors with tokens.strict: true (stylebook.yml)")
        XCTAssertEqual(d.description,
                       "t.json:1:2: warning: 2 token(s) left out. Make these errors with --strict (stylebook.yml: tokens.strict: true)")
        XCTAssertEqual(DiagnosticList([d]).rendered, d.description)
    }

    func testWithoutAHintTheTextIsTheMessage() {
        let d = Diagnostic.error("bad", at: SourceLocation(file: "a.svg", line: 2, column: 3))
        XCTAssertEqual(d.text(hints: .commandLine), "bad")
        XCTAssertEqual(d.description, "a.svg:2:3: error: bad")
    }

    func testTheHintIsPartOfTheDiagnosticsIdentityAndIsEscaped() {
        let plain = Diagnostic.error("x with")
        XCTAssertNotEqual(plain, Diagnostic.error("x with", hint: strict), "a hint makes a different diagnostic")
        let hostile = Diagnostic.error("x with", hint: .setting(flag: "--input a\u{1B}b=dark", configKey: "tokens.inputs"))
        XCTAssertFalse(hostile.text(hints: .commandLine).unicodeScalars.contains("\u{1B}"), "control characters in a hint are escaped")
    }
}
