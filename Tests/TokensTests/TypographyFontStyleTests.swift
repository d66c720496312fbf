import Diagnostics
import XCTest
@testable import Tokens

/// Italic text styles from the token files themselves: a typography `fontStyle` member (Style
/// Dictionary, Tokens Studio) and Tokens Studio weights that name the style (`Bold Italic`).
final class TypographyFontStyleTests: XCTestCase {
    func style(_ result: TokenReadResult, _ path: String) -> TextStyleToken? {
        result.tokens.textStyles.first { $0.info.path.dotted == path }
    }

    func testFontStyleMemberMakesTheStyleItalic() throws {
        let result = try readOne(##"""
        {"type": {"$type": "typography",
          "em": {"$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5, "fontStyle": "italic"}},
          "slanted": {"$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 700, "lineHeight": 1.5, "fontStyle": "oblique 10deg"}},
          "plain": {"$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5, "fontStyle": "normal"}},
          "odd": {"$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5, "fontStyle": "slanty"}},
          "none": {"$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5}}}}
        """##)
        XCTAssertEqual(style(result, "type.em")?.isItalic, true)
        XCTAssertEqual(style(result, "type.slanted")?.isItalic, true)
        XCTAssertEqual(style(result, "type.slanted")?.weight, 700)
        XCTAssertEqual(style(result, "type.plain")?.isItalic, false)
        XCTAssertEqual(style(result, "type.none")?.isItalic, false)
        XCTAssertEqual(style(result, "type.odd")?.isItalic, false)
        let warnings = result.diagnostics.warnings.filter { $0.message.contains("fontStyle") }
        XCTAssertEqual(warnings.map(\.message), ["fontStyle must be \"normal\", \"italic\" or \"oblique\", found \"slanty\"; the style stays upright (token path type.odd)"])
        XCTAssertEqual(warnings.first?.location?.line, 5)
    }

    func testTokensStudioWeightNamingItalicMakesTheStyleItalic() throws {
        let result = try readOne(##"""
        {"weight": {"bold": {"value": "Bold", "type": "fontWeights"}},
         "type": {
          "em": {"value": {"fontFamily": "Inter", "fontWeight": "Bold Italic", "fontSize": "16", "lineHeight": "150%"}, "type": "typography"},
          "it": {"value": {"fontFamily": "Inter", "fontWeight": "Italic", "fontSize": "16", "lineHeight": "150%"}, "type": "typography"},
          "kept": {"value": {"fontFamily": "Inter", "fontWeight": "Bold Italic", "fontStyle": "normal", "fontSize": "16", "lineHeight": "150%"}, "type": "typography"},
          "bold": {"value": {"fontFamily": "Inter", "fontWeight": "Bold", "fontSize": "16", "lineHeight": "150%"}, "type": "typography"}}}
        """##, path: "studio.json")
        XCTAssertEqual(style(result, "type.em")?.isItalic, true)
        XCTAssertEqual(style(result, "type.em")?.weight, 700)
        XCTAssertEqual(style(result, "type.it")?.isItalic, true)
        XCTAssertEqual(style(result, "type.it")?.weight, 400)
        XCTAssertEqual(style(result, "type.kept")?.isItalic, false, "an explicit fontStyle wins over the weight's words")
        XCTAssertEqual(style(result, "type.bold")?.isItalic, false)
    }
}
