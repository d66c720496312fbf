import Grammar
import XCTest

/// Xcode's colour-component rule, written once for every catalog reader.
final class XcodeColorComponentTests: XCTestCase {
    private func value(_ text: String, alpha: Bool = false) -> Double? {
        XcodeColorComponent.value(of: text, isAlpha: alpha)?.0
    }

    func testEveryWrittenForm() {
        XCTAssertEqual(XcodeColorComponent.value(of: "0.500", isAlpha: false)?.1, .float)
        XCTAssertEqual(value("0.500"), 0.5)
        XCTAssertEqual(XcodeColorComponent.value(of: "51", isAlpha: false)?.1, .integer)
        XCTAssertEqual(value("51"), 0.2)
        XCTAssertEqual(XcodeColorComponent.value(of: "0x33", isAlpha: false)?.1, .hex)
        XCTAssertEqual(value(" 0X33 "), 0.2)
    }

    /// Digits only mean 8 bits, except for alpha, which is always a float.
    func testAlphaIsAlwaysAFloat() {
        XCTAssertEqual(value("1"), 1.0 / 255)
        XCTAssertEqual(value("1", alpha: true), 1)
        XCTAssertEqual(XcodeColorComponent.value(of: "1", isAlpha: true)?.1, .float)
    }

    /// An exponent makes a float (`1e-1` is 0.1, not an unreadable integer); a value that is not
    /// finite is unreadable.
    func testExponentsAndNonFiniteValues() {
        XCTAssertEqual(value("1e-1"), 0.1)
        XCTAssertEqual(value("2E-1"), 0.2)
        XCTAssertNil(value("1e999"))
        XCTAssertNil(value("nan", alpha: true))
        XCTAssertNil(value("inf", alpha: true))
    }

    func testUnreadableText() {
        XCTAssertNil(value(""))
        XCTAssertNil(value("  "))
        XCTAssertNil(value("0xZZ"))
        XCTAssertNil(value("red"))
        XCTAssertNil(value("-"))
    }
}
