import Grammar
import XCTest

/// Whole texts as numbers: the one grammar every reader of token values and CSS arguments uses.
final class NumberGrammarTests: XCTestCase {
    func testWholeNumbers() {
        XCTAssertEqual(NumberGrammar.number(" 12 "), 12)
        XCTAssertEqual(NumberGrammar.number("-.5"), -0.5)
        XCTAssertEqual(NumberGrammar.number("5."), 5)
        XCTAssertEqual(NumberGrammar.number("+1e3"), 1000)
        XCTAssertEqual(NumberGrammar.number("2.5E-1"), 0.25)
        // What Swift's Double(String) takes, and no reader should.
        for text in ["inf", "-infinity", "nan", "0x10", "0x1p3", "1_000", "1e999", "", " ", "1 2", "--1", "1e"] {
            XCTAssertNil(NumberGrammar.number(text), text)
        }
    }

    func testNumberAndRest() {
        XCTAssertEqual(NumberGrammar.numberAndRest("16px")?.value, 16)
        XCTAssertEqual(NumberGrammar.numberAndRest("16px")?.rest, "px")
        XCTAssertEqual(NumberGrammar.numberAndRest(" -1.5e2 em ")?.rest, "em")
        XCTAssertEqual(NumberGrammar.numberAndRest("1em")?.value, 1)
        XCTAssertNil(NumberGrammar.numberAndRest("px"))
        XCTAssertNil(NumberGrammar.numberAndRest("-2", signed: false), "unsigned: the sign is an operator")
        XCTAssertEqual(NumberGrammar.numberAndRest("2-3", signed: false)?.rest, "-3")
    }

    func testSuffixes() {
        XCTAssertEqual(NumberGrammar.number("50%", suffixedBy: ["", "%"])?.value, 50)
        XCTAssertEqual(NumberGrammar.number("50%", suffixedBy: ["", "%"])?.suffix, "%")
        XCTAssertEqual(NumberGrammar.number("1.5REM", suffixedBy: ["px", "rem"])?.suffix, "rem")
        XCTAssertEqual(NumberGrammar.number("7", suffixedBy: ["", "%"])?.suffix, "")
        XCTAssertNil(NumberGrammar.number("7", suffixedBy: ["%"]))
        XCTAssertNil(NumberGrammar.number("7em", suffixedBy: ["px"]))
        XCTAssertNil(NumberGrammar.number("infpx", suffixedBy: ["px"]))
    }

    /// Tokens Studio maths reads operands unsigned, so signs stay operators (`1-2` is a subtraction).
    func testUnsignedScanning() {
        var s = TextScanner("1-2")
        XCTAssertEqual(s.number(), 1)
        guard case .none = s.scanNumber(signed: false) else { return XCTFail("read '-2' as an unsigned number") }
        XCTAssertEqual(s.index, 1)
        XCTAssertNil(TextScanner("+.5").numberTokenEnd(signed: false))
        XCTAssertEqual(TextScanner(".5e1x").numberTokenEnd(signed: false), 4)
    }
}
