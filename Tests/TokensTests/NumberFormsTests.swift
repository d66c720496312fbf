import Diagnostics
import Grammar
import XCTest
@testable import Tokens

/// The number forms each token reader accepts and refuses, pinned per caller: every one reads
/// numbers with Grammar's one number grammar (finite decimals, an exponent only with digits after
/// it; no `inf`, `nan`, hex or overflow), so they accept the same texts.
final class NumberFormsTests: XCTestCase {
    private func split(_ text: String) -> [String]? {
        ValueParser.splitUnit(text).map { [String($0.0), $0.1] }
    }

    func testSplitUnitForms() {
        XCTAssertEqual(split("16px"), ["16.0", "px"])
        XCTAssertEqual(split(" +2PX "), ["2.0", "px"])
        XCTAssertEqual(split(".5rem"), ["0.5", "rem"])
        XCTAssertEqual(split("5.px"), ["5.0", "px"])
        XCTAssertEqual(split("-1.5e2em"), ["-150.0", "em"])
        XCTAssertEqual(split("0x10px"), ["0.0", "x10px"], "hex is no number: 0 and the rest")
        XCTAssertNil(split("infpx"))
        XCTAssertNil(split("nan"))
        XCTAssertNil(split("1e999px"), "a value a Double cannot hold is no number")
    }

    /// The size of a friendly-YAML text style: a number, or `px`/`pt`/`rem` text.
    private func size(_ written: String) -> Double? {
        let yaml = "title: { font: Inter, size: \(written) }\n"
        return (try? TokenReader.read(documents: [("t.yml", yaml)], options: TokenReadOptions()))?.tokens.textStyles.first?.size
    }

    func testFriendlyYAMLPointForms() {
        // Written → points; nil: refused (no size read).
        let cases: [(String, Double?)] = [
            ("16", 16), ("\"16px\"", 16), ("\"12PT\"", 12), ("\"1.5rem\"", 24), ("\".5rem\"", 8), ("\"1e1px\"", 10),
            ("\"16 px\"", 16),  // a space before the unit, as dimension tokens in the same file allow
            ("\"0x10px\"", nil), ("\"infpx\"", nil), ("\"1e999px\"", nil), ("\"16em\"", nil),
        ]
        for (written, points) in cases { XCTAssertEqual(size(written), points, written) }
    }

    func testFriendlyYAMLLineHeightPercent() throws {
        let yaml = "title: { font: Inter, size: 20, lineHeight: \"150%\" }\nbody: { font: Inter, size: 20, lineHeight: \"infinity%\" }\n"
        let result = try? TokenReader.read(documents: [("t.yml", yaml)], options: TokenReadOptions())
        XCTAssertNil(result, "an infinite line height is an error")
        let good = try TokenReader.read(documents: [("t.yml", "title: { font: Inter, size: 20, lineHeight: \"150%\" }\n")], options: TokenReadOptions())
        XCTAssertEqual(try XCTUnwrap(good.tokens.textStyles.first?.lineHeight), 1.5, accuracy: 1e-9)
    }

    /// Tokens Studio maths: signs are operators (so `-2^2` is -4), every operand is a decimal.
    func testStudioMathOperandForms() {
        XCTAssertEqual(StudioMath.evaluate(".5 * 2")?.value, 1)
        XCTAssertEqual(StudioMath.evaluate("5. * 2")?.value, 10)
        XCTAssertEqual(StudioMath.evaluate("1-2")?.value, -1)
        XCTAssertEqual(StudioMath.evaluate("2 - -3")?.value, 5)
        XCTAssertEqual(StudioMath.evaluate("2em * 3")?.unit, "em")
        XCTAssertEqual(StudioMath.evaluate("1e3 * 2")?.value, 2000, "an exponent, as in Tokens Studio's evaluator")
        XCTAssertEqual(StudioMath.evaluate("2e * 3")?.unit, "e", "no digits after e: a unit")
        XCTAssertNil(StudioMath.evaluate("1.2.3 * 2"))
        XCTAssertNil(StudioMath.evaluate("0x10 * 2"))
        XCTAssertNil(StudioMath.evaluate("1e999 * 0"))
    }

    func testStudioLiteralForms() {
        func literal(_ text: String) -> [String]? {
            StudioValues.literal(JSONNode(.string(text), pos: SourcePos(file: 0, offset: 0))).map { [String($0.0), $0.1] }
        }
        XCTAssertEqual(literal("16"), ["16.0", ""])
        XCTAssertEqual(literal(" .5 "), ["0.5", ""])
        XCTAssertEqual(literal("1e2"), ["100.0", ""])
        XCTAssertEqual(literal("16px"), ["16.0", "px"])
        XCTAssertEqual(literal("150%"), ["150.0", "%"])
        XCTAssertNil(literal("inf"))
        XCTAssertNil(literal("NaN"))
        XCTAssertNil(literal("0x10"))
        XCTAssertNil(literal("auto"))
    }

    /// A DTCG number written as a string: read with a warning when it is a number of the grammar.
    func testDTCGNumberStrings() throws {
        func document(_ value: String) -> [(path: String, text: String)] {
            [("t.tokens.json", "{ \"n\": { \"$type\": \"number\", \"$value\": \"\(value)\" } }\n")]
        }
        let read = try self.read(document(" 1.5e1 "))
        XCTAssertEqual(read.tokens.numbers.first?.value, 15)
        XCTAssertTrue(read.diagnostics.map(\.description).contains { $0.contains("number given as a string") })
        for text in ["inf", "NaN", "0x10", "1e999"] {
            let message = errors(document(text)).first?.message ?? ""
            XCTAssertTrue(message.hasPrefix("expected a number, found a string"), "\(text): \(message)")
        }
    }
}
