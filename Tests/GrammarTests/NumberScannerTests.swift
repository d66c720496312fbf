import Grammar
import XCTest

/// The one number-with-unit scanner every reader uses: where a number ends, what a unit is, and
/// which texts are not numbers at all.
final class NumberScannerTests: XCTestCase {
    private func scan(_ text: String) -> (value: Double?, unit: String, rest: Int) {
        var s = TextScanner(text)
        let value = s.number()
        let unit = s.unit()
        return (value, unit, text.utf8.count - s.index)
    }

    func testNumberThenUnit() {
        XCTAssertEqual(scan("12px").value, 12)
        XCTAssertEqual(scan("12px").unit, "px")
        XCTAssertEqual(scan("-.5em").value, -0.5)
        XCTAssertEqual(scan("-.5em").unit, "em")
        XCTAssertEqual(scan("50%").unit, "%")
        XCTAssertEqual(scan("+5.").value, 5)
    }

    /// `e` starts an exponent only when digits follow, so `1em` is one em and `1e2` is a hundred.
    func testExponentNeedsDigits() {
        XCTAssertEqual(scan("1em").value, 1)
        XCTAssertEqual(scan("1em").unit, "em")
        XCTAssertEqual(scan("1e2").value, 100)
        XCTAssertEqual(scan("1e2").unit, "")
        XCTAssertEqual(scan("1e-1").value, 0.1)
        XCTAssertEqual(scan("2e+").value, 2)
        XCTAssertEqual(scan("2e+").unit, "e")
    }

    /// A second '.' or a sign ends a number: `.5.5` and `1-2` are two numbers each.
    func testSecondDotOrSignEndsTheNumber() {
        var s = TextScanner(".5.5")
        XCTAssertEqual(s.number(), 0.5)
        XCTAssertEqual(s.number(), 0.5)
        XCTAssertTrue(s.isAtEnd)
        var t = TextScanner("1-2")
        XCTAssertEqual(t.number(), 1)
        XCTAssertEqual(t.number(), -2)
    }

    func testNoNumberLeavesTheCursor() {
        var s = TextScanner("-.")
        XCTAssertNil(s.number())
        XCTAssertEqual(s.index, 0)
        XCTAssertEqual(TextScanner("").missingNumberReason(), "expected a number, found the end of the text")
        XCTAssertEqual(TextScanner("x").missingNumberReason(), "expected a number, found 'x'")
    }

    func testOverflowAndNonNumberWords() {
        var s = TextScanner("1e999")
        guard case .outOfRange(let token) = s.scanNumber() else { return XCTFail("1e999 read as a number") }
        XCTAssertEqual(token, "1e999")
        XCTAssertEqual(s.index, 0)
        XCTAssertEqual(TextScanner("-Infinity").nonNumberWord, "-Infinity")
        XCTAssertEqual(TextScanner("NaN").missingNumberReason(), "\"NaN\" is not a number (SVG numbers are finite decimals)")
        XCTAssertNil(TextScanner("info").nonNumberWord)
    }

    func testAbsoluteUnitsConvertToUserUnits() throws {
        XCTAssertEqual(try SVGNumbers.number(" 1in "), 96)
        XCTAssertEqual(try SVGNumbers.number("3pt"), 4)
        XCTAssertThrowsError(try SVGNumbers.number("5%"))
        XCTAssertThrowsError(try SVGNumbers.number("5 5"))
        XCTAssertThrowsError(try SVGNumbers.number("1e308in"))
        XCTAssertEqual(SVGLength.split(" 2.5mm ")?.0, 2.5)
        XCTAssertEqual(SVGLength.split(" 2.5mm ")?.1, "mm")
        XCTAssertNil(SVGLength.split("2.5 mm"))
    }

    func testNumberLists() throws {
        XCTAssertEqual(try SVGNumbers.list("1,2 3\t,4-5.5.5"), [1, 2, 3, 4, -5.5, 0.5])
        XCTAssertEqual(try SVGNumbers.list("  "), [])
        XCTAssertThrowsError(try SVGNumbers.list("1,,2"))
        XCTAssertThrowsError(try SVGNumbers.list("1px 2"))
    }
}

/// Where a number ends, for readers that take the value elsewhere (token dimensions).
final class NumberTokenEndTests: XCTestCase {
    private func end(_ text: String) -> Int? { TextScanner(text).numberTokenEnd() }

    func testTokenEnds() {
        XCTAssertEqual(end("16px"), 2)
        XCTAssertEqual(end("-1.5e2em"), 6)
        XCTAssertEqual(end("1em"), 1)
        XCTAssertEqual(end("1e+"), 1)
        XCTAssertEqual(end(".5."), 2)
        XCTAssertEqual(end("+.5%"), 3)
        XCTAssertNil(end("px"))
        XCTAssertNil(end("-."))
        XCTAssertNil(end(""))
    }
}
