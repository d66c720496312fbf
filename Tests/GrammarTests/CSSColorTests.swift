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

/// The colour functions as written, before SVG clamps them or a token reader range-checks them.
final class CSSColorFunctionTests: XCTestCase {
    func testComponentsAsWritten() throws {
        let rgb = try CSSColorFunction.parse("rgb(300 50% -5 / 150%)").get()
        XCTAssertEqual(rgb.space, .rgb)
        XCTAssertEqual(rgb.components.map { ($0 * 1000).rounded() / 1000 }, [1.176, 0.5, -0.02])
        XCTAssertEqual(rgb.alpha, 1.5)
        XCTAssertFalse(rgb.componentsInRange)
        XCTAssertEqual(rgb.clampedSRGB.red, 1)
        XCTAssertEqual(rgb.clampedSRGB.blue, 0)
        XCTAssertEqual(rgb.clampedSRGB.alpha, 1)
        let hsl = try CSSColorFunction.parse(" HSLA(0.25turn, 40, 50%, .5) ").get()
        XCTAssertEqual(hsl.space, .hsl)
        XCTAssertEqual(hsl.components, [90, 0.4, 0.5])
        XCTAssertTrue(hsl.componentsInRange)
        XCTAssertEqual(try CSSColorFunction.parse("hsl(200grad 100% 50%)").get().components[0], 180, accuracy: 1e-9)
        XCTAssertEqual(try CSSColorFunction.parse("hsl(3.14159265358979rad 100% 50%)").get().components[0], 180, accuracy: 1e-6)
    }

    /// Each failure says which part is wrong, alpha first, as the token readers report them.
    func testFailuresNameThePart() {
        func failure(_ text: String) -> CSSColorFunction.Failure? {
            if case .failure(let f) = CSSColorFunction.parse(text) { return f }
            return nil
        }
        XCTAssertEqual(failure("red"), .notAFunction)
        XCTAssertEqual(failure("rgb(1, 2, 3"), .notAFunction)
        XCTAssertEqual(failure("lab(50% 0 0)"), .unsupported)
        XCTAssertEqual(failure("rgb (1, 2, 3)"), .unsupported, "no space before the parenthesis in CSS")
        XCTAssertEqual(failure("rgb(1, 2)"), .unsupported)
        XCTAssertEqual(failure("rgb(x, 2, 3, y)"), .alpha)
        XCTAssertEqual(failure("rgb(x, 2, 3, 0.5)"), .components(.rgb, alpha: 0.5))
        XCTAssertEqual(failure("rgb(1deg, 2, 3)"), .components(.rgb, alpha: 1))
        XCTAssertEqual(failure("hsl(1px, 2%, 3%)"), .components(.hsl, alpha: 1))
        XCTAssertEqual(failure("rgb(inf, 0, 0)"), .components(.rgb, alpha: 1))
        XCTAssertEqual(failure("rgb(0x10, 0, 0)"), .components(.rgb, alpha: 1))
    }

    /// CSS Color 4: in hsl() a plain number is a percentage (was read as a fraction, then clamped).
    func testSVGReadsHSLPlainNumbersAsPercentages() {
        guard case .srgb(let r, let g, let b, _)? = CSSColor.parse("hsl(120, 100, 50)") else { return XCTFail("not a colour") }
        XCTAssertEqual([r, g, b], [0, 1, 0])
        XCTAssertNil(CSSColor.parse("rgb(inf, 0, 0)"))
    }
}
