import Grammar
import XCTest

/// Every CSS colour form the readers accept, parsed once in Grammar.
final class CSSColorTests: XCTestCase {
    private func rgba(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [Double]? {
        guard case .srgb(let r, let g, let b, let a)? = CSSColor.parse(text) else { return nil }
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    func testHexForms() {
        XCTAssertEqual(rgba("#f00"), [1, 0, 0, 1])
        XCTAssertEqual(rgba("#F008"), [1, 0, 0, 0.533])
        XCTAssertEqual(rgba(" #336699 "), [0.2, 0.4, 0.6, 1])
        XCTAssertEqual(rgba("#33669980"), [0.2, 0.4, 0.6, 0.502])
        XCTAssertNil(rgba("#12345"))
        XCTAssertNil(rgba("#ggg"))
    }

    func testRGBFunctionForms() {
        XCTAssertEqual(rgba("rgb(255, 0, 51)"), [1, 0, 0.2, 1])
        XCTAssertEqual(rgba("rgba(255,0,51,0.5)"), [1, 0, 0.2, 0.5])
        XCTAssertEqual(rgba("rgb(100% 0% 20% / 50%)"), [1, 0, 0.2, 0.5])
        XCTAssertEqual(rgba("RGB(300, -5, 0)"), [1, 0, 0, 1])
        XCTAssertNil(rgba("rgb(1, 2)"))
        XCTAssertNil(rgba("rgb(a, b, c)"))
    }

    func testHSLFunctionForms() {
        XCTAssertEqual(rgba("hsl(120, 100%, 50%)"), [0, 1, 0, 1])
        XCTAssertEqual(rgba("hsl(240deg 100% 50% / 0.25)"), [0, 0, 1, 0.25])
        XCTAssertEqual(rgba("hsla(-120, 100%, 25%, 1)"), [0, 0, 0.5, 1])
        XCTAssertEqual(rgba("hsl(0, 0%, 40%)"), [0.4, 0.4, 0.4, 1])
        XCTAssertNil(rgba("hsl(0, 0%)"))
    }

    func testKeywordsAndNames() {
        XCTAssertEqual(CSSColor.parse("currentColor"), .currentColor)
        XCTAssertEqual(rgba("transparent"), [0, 0, 0, 0])
        XCTAssertEqual(rgba("RebeccaPurple"), [0.4, 0.2, 0.6, 1])
        XCTAssertNil(rgba("notacolor"))
        XCTAssertNil(rgba("lab(50% 0 0)"))
    }

    /// One HSL/HWB maths for every reader: round trips and the HWB grey rule.
    func testHSLAndHWBMaths() {
        let rgb = CSSColorMath.hslToRGB(hue: 210, saturation: 0.5, lightness: 0.4)
        let back = CSSColorMath.rgbToHSL(red: rgb.red, green: rgb.green, blue: rgb.blue)
        XCTAssertEqual(back.hue * 360, 210, accuracy: 1e-9)
        XCTAssertEqual(back.saturation, 0.5, accuracy: 1e-9)
        XCTAssertEqual(back.lightness, 0.4, accuracy: 1e-9)
        let grey = CSSColorMath.hwbToRGB(hue: 90, whiteness: 0.6, blackness: 0.6)
        XCTAssertEqual(grey.red, 0.5)
        XCTAssertEqual(grey.blue, 0.5)
        let red = CSSColorMath.hwbToRGB(hue: 0, whiteness: 0.2, blackness: 0.2)
        XCTAssertEqual(red.red, 0.8, accuracy: 1e-12)
        XCTAssertEqual(red.green, 0.2, accuracy: 1e-12)
    }
}
