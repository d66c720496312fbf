import Diagnostics
import XCTest
@testable import Tokens

/// CSS colour functions in token values, read by Grammar's one CSS colour grammar: the forms
/// accepted, and a located error naming what is wrong for the ones refused.
final class ColorFunctionTests: XCTestCase {
    private func document(_ value: String) -> [(path: String, text: String)] {
        [("t.tokens.json", "{ \"c\": { \"$type\": \"color\", \"$value\": \"\(value)\" } }\n")]
    }

    private func rgba(_ value: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Double] {
        let result = try read(document(value))
        let color = try XCTUnwrap(result.tokens.colors.first?.values[.light], file: file, line: line)
        return [color.red, color.green, color.blue, color.alpha].map { ($0 * 1000).rounded() / 1000 }
    }

    private func error(_ value: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        errors(document(value), file: file, line: line).first?.description ?? ""
    }

    func testAcceptedForms() throws {
        XCTAssertEqual(try rgba("rgb(255, 0, 51)"), [1, 0, 0.2, 1])
        XCTAssertEqual(try rgba("rgba(255,0,51,0.5)"), [1, 0, 0.2, 0.5])
        XCTAssertEqual(try rgba("rgb(100% 0% 20% / 50%)"), [1, 0, 0.2, 0.5])
        XCTAssertEqual(try rgba("RGB(255 0 0 / .25)"), [1, 0, 0, 0.25])
        XCTAssertEqual(try rgba("rgb(2.55e2, 0, 0)"), [1, 0, 0, 1])
        XCTAssertEqual(try rgba("hsl(120, 100%, 50%)"), [0, 1, 0, 1])
        XCTAssertEqual(try rgba("hsl(240deg 100% 50% / 0.5)"), [0, 0, 1, 0.5])
        XCTAssertEqual(try rgba("hsla(0, 100%, 50%, 0.5)"), [1, 0, 0, 0.5])
        XCTAssertEqual(try rgba("hsl(120 100 50)"), [0, 1, 0, 1], "CSS Color 4: a plain number is a percentage")
        XCTAssertEqual(try rgba("hsl(0.5turn 100% 50%)"), [0, 1, 1, 1], "CSS Color 4 angle units")
        XCTAssertEqual(try rgba("transparent"), [0, 0, 0, 0])
    }

    func testRefusedFormsAreLocatedErrors() {
        XCTAssertEqual(error("rgb(300, 0, 0)"), "t.tokens.json:1:38: error: rgb() components must be 0–255 or 0%–100% in \"rgb(300, 0, 0)\" (token path c)")
        XCTAssertEqual(error("rgb(inf, 0, 0)"), "t.tokens.json:1:38: error: rgb() components must be 0–255 or 0%–100% in \"rgb(inf, 0, 0)\" (token path c)")
        XCTAssertEqual(error("rgb(0x10, 0, 0)"), "t.tokens.json:1:38: error: rgb() components must be 0–255 or 0%–100% in \"rgb(0x10, 0, 0)\" (token path c)")
        XCTAssertEqual(error("hsl(red, 100%, 50%)"), "t.tokens.json:1:38: error: hsl() needs a hue and two percentages in \"hsl(red, 100%, 50%)\" (token path c)")
        XCTAssertEqual(error("hsla(0, 100%, 50%, 2)"), "t.tokens.json:1:38: error: invalid alpha in \"hsla(0, 100%, 50%, 2)\" (token path c)")
        XCTAssertEqual(error("rgb(1, 2)"), "t.tokens.json:1:38: error: unsupported colour \"rgb(1, 2)\" (use a DTCG colour object, hex, rgb() or hsl()) (token path c)")
        XCTAssertEqual(error("cmyk(0, 0, 0, 1)"), "t.tokens.json:1:38: error: unsupported colour \"cmyk(0, 0, 0, 1)\" (use a DTCG colour object, hex, rgb() or hsl()) (token path c)")
        XCTAssertEqual(error("blue"), "t.tokens.json:1:38: error: \"blue\" is not a colour (use a DTCG colour object or a hex string) (token path c)")
    }

    func testAStringFunctionIsWarnedAboutInDTCG() throws {
        let result = try read(document("rgb(255, 0, 0)"))
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "t.tokens.json:1:38: warning: CSS colour string \"rgb(255, 0, 0)\" is not DTCG; use a colour object (token path c)",
        ])
    }

    /// Tokens Studio's colour strings: the same grammar, plus its own `rgba(#hex, alpha)`.
    func testTokensStudioColourStrings() {
        // Written → hex; nil: not a colour string this reader converts.
        let cases: [(String, String?)] = [
            ("rgb(255 0 0 / 50%)", "#FF000080"), ("rgba(255, 0, 0, .5)", "#FF000080"), ("rgba(#B061F2, 40%)", "#B061F266"),
            ("rgb(300, 0, 0)", nil), ("rgba(#B061F2, 2)", nil),
            ("hsl(0, 100%, 50%)", nil),  // hsl() strings stay as written for the value reader
        ]
        for (written, hex) in cases { XCTAssertEqual(StudioMath.cssColorHex(written), hex, written) }
    }
}
