import Diagnostics
import Foundation
import XCTest
@testable import Tokens

/// Shapes met in public token systems outside the dev corpus (docs/token-systems.md, "Held-out
/// systems tried"), each reproduced by a small fixture written here.
final class HeldOutShapesTests: XCTestCase {
    func read(_ documents: [(path: String, text: String)], inputs: [String]? = nil) throws -> TokenReadResult {
        try TokenReader.read(documents: documents, inputs: inputs)
    }

    func errors(_ documents: [(path: String, text: String)], inputs: [String]? = nil) -> [Diagnostic] {
        do {
            _ = try TokenReader.read(documents: documents, inputs: inputs)
            XCTFail("expected an error")
            return []
        } catch {
            return error.diagnostics.errors
        }
    }

    func hex(_ set: TokenSet, _ path: String, _ appearance: Appearance = .light) -> String? {
        set.colors.first { $0.path.dotted == path }?.values[appearance].map(ColorMath.hex)
    }

    // MARK: DTCG 2025.10 tokens whose value is a JSON pointer (`$ref` instead of `$value`)

    func testTokenLevelPointerIsReadNotDropped() throws {
        let result = try read([("pointer.tokens.json", ##"""
        {
          "palette": { "$type": "color",
            "teal": { "$value": { "colorSpace": "srgb", "components": [0, 0.5, 0.5] } } },
          "brand": { "accent": { "$type": "color", "$ref": "#/palette/teal/$value" } },
          "ring": { "$type": "shadow", "$value": {
            "color": "{palette.teal}", "offsetX": "1px", "offsetY": "2px", "blur": "6px", "spread": "0px" } },
          "ringColor": { "$type": "color", "$ref": "#/ring/$value/color" },
          "ringBlur": { "$type": "dimension", "$ref": "#/ring/$value/blur" },
          "tealGreen": { "$type": "number", "$ref": "#/palette/teal/$value/components/1" }
        }
        """##)])
        XCTAssertEqual(hex(result.tokens, "brand.accent"), "#008080")
        XCTAssertEqual(hex(result.tokens, "ringColor"), "#008080")
        XCTAssertEqual(result.tokens.dimensions.first { $0.info.path.dotted == "ringBlur" }?.points, 6)
        XCTAssertEqual(result.tokens.numbers.first { $0.info.path.dotted == "tealGreen" }?.value, 0.5)
    }

    func testFileOfPointerTokensOnlyIsTokens() throws {
        // A file whose tokens all use $ref is still a token file (not "no tokens").
        let result = try read([
            ("a.tokens.json", ##"{"base": {"$type": "color", "$value": "#102030"}}"##),
            ("b.tokens.json", ##"{"alias": {"$type": "color", "$ref": "#/base/$value"}}"##),
        ])
        XCTAssertEqual(hex(result.tokens, "alias"), "#102030")
    }

    func testValueAndPointerTogetherIsALocatedError() {
        let found = errors([("both.tokens.json", ##"{"a": {"$type": "color", "$value": "#fff", "$ref": "#/b/$value"}, "b": {"$type": "color", "$value": "#000"}}"##)])
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].description.hasPrefix("both.tokens.json:1:52: error: token has both $value and $ref"), found[0].description)
        XCTAssertTrue(found[0].message.contains("keep one"), found[0].message)
    }

    // MARK: Tokens Studio

    func testPowerOperatorInMaths() throws {
        XCTAssertEqual(StudioMath.evaluate("2^3")?.value, 8)
        XCTAssertEqual(StudioMath.evaluate("2^3^2")?.value, 512)
        XCTAssertEqual(StudioMath.evaluate("-2^2")?.value, -4)
        XCTAssertEqual(StudioMath.evaluate("2^-1")?.value, 0.5)
        XCTAssertEqual(StudioMath.evaluate("roundTo(16*1.25^5)")?.value, 49)
        XCTAssertNil(StudioMath.evaluate("2^"))
        let result = try read([("scale.json", ##"""
        {"fontSizes": {"base": {"$type": "fontSizes", "$value": "16"},
                       "xl": {"$type": "fontSizes", "$value": "roundTo({fontSizes.base} * 1.2^3)"}}}
        """##)])
        XCTAssertEqual(result.tokens.dimensions.first { $0.info.path.dotted == "fontSizes.xl" }?.points, 28)
    }

    func testBoxShadowLayerTypeWrittenAsDollarType() throws {
        let result = try read([("shadow.json", ##"""
        {"elevation": {"$type": "boxShadow", "$value": [
          {"x": 0, "y": 2, "blur": 4, "spread": 0, "color": "#00000033", "$type": "dropShadow"},
          {"x": 0, "y": 0, "blur": 8, "spread": 1, "color": "#00000080", "$type": "innerShadow"}]}}
        """##)])
        let layers = try XCTUnwrap(result.tokens.shadows.first?.values[.light])
        XCTAssertEqual(layers.map(\.inset), [false, true])
        XCTAssertEqual(layers.map(\.blur), [4, 8])
    }

    // MARK: Nothing is left out without a message

    func testLineHeightDimensionWithZeroFontSizeIsAnError() {
        let found = errors([("type.tokens.json", ##"""
        {"caption": {"$type": "typography", "$value": {
          "fontFamily": "Inter", "fontSize": "0px", "fontWeight": 400, "letterSpacing": "0px", "lineHeight": "12px"}}}
        """##)])
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].description.hasPrefix("type.tokens.json:2:102: error: lineHeight 12 pt"), found[0].description)
        XCTAssertTrue(found[0].message.contains("font size of 0") && found[0].message.contains("caption"), found[0].message)
    }
}
