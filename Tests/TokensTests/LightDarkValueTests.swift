import Diagnostics
import XCTest
@testable import Tokens

/// A light and a dark value in one `$value`: Red Hat's `[on-light, on-dark]` arrays and CSS
/// `light-dark(a, b)` (docs/token-systems.md, "Values other tools write").
final class LightDarkValueTests: XCTestCase {
    private func hex(_ set: TokenSet, _ path: String, _ appearance: Appearance) -> String? {
        set.colors.first { $0.path.dotted == path }?.values[appearance].map(ColorMath.hex)
    }

    func testRedHatOnLightOnDarkArrayGivesBothAppearances() throws {
        // Red Hat's YAML shape: the `_` token names its two variants, which stay tokens of their own.
        let result = try read([("tokens/color/text.yaml", """
        color:
          $type: color
          white:
            $value: '#ffffff'
          gray:
            '95':
              $value: '#151515'
          text:
            primary:
              _:
                $value: ['{color.text.primary.on-light}', '{color.text.primary.on-dark}']
              on-light:
                $value: '{color.gray.95}'
              on-dark:
                $value: '{color.white}'
        """)])
        XCTAssertEqual(hex(result.tokens, "color.text.primary._", .light), "#151515")
        XCTAssertEqual(hex(result.tokens, "color.text.primary._", .dark), "#FFFFFF")
        XCTAssertEqual(hex(result.tokens, "color.text.primary.on-dark", .light), "#FFFFFF")
        XCTAssertTrue(result.diagnostics.warnings.isEmpty, "\(result.diagnostics.warnings)")
        XCTAssertTrue(result.tokens.leftOut.isEmpty, "\(result.tokens.leftOut)")
    }

    func testLightDarkFunctionGivesBothAppearancesAndIsFollowedByAliases() throws {
        let result = try read([("t.tokens.json", ##"""
        {
          "gray": { "$type": "color", "10": { "$value": "#f0f0f0" }, "90": { "$value": "#1f1f1f" } },
          "surface": { "$type": "color", "$value": "light-dark({gray.10}, {gray.90})" },
          "ink": { "$type": "color", "$value": "light-dark(rgb(0, 0, 0), #ffffff)" },
          "line": { "$value": "light-dark({gray.90}, {gray.10})" },
          "card": { "$type": "color", "$value": "{surface}" }
        }
        """##)])
        XCTAssertEqual(hex(result.tokens, "surface", .light), "#F0F0F0")
        XCTAssertEqual(hex(result.tokens, "surface", .dark), "#1F1F1F")
        XCTAssertEqual(hex(result.tokens, "ink", .light), "#000000", "\(result.diagnostics.warnings)")
        XCTAssertEqual(hex(result.tokens, "ink", .dark), "#FFFFFF")
        XCTAssertEqual(hex(result.tokens, "line", .light), "#1F1F1F", "untyped: the type comes from the references")
        XCTAssertEqual(hex(result.tokens, "line", .dark), "#F0F0F0")
        XCTAssertEqual(hex(result.tokens, "card", .dark), "#1F1F1F", "an alias follows the pair into dark")
    }

    func testOtherArraysAreNotPairs() throws {
        // Three entries, or an array on a font family, mean something else: reported as before.
        let result = try read([("t.tokens.json", ##"""
        {
          "three": { "$type": "color", "$value": ["#000000", "#111111", "#222222"] },
          "font": { "$type": "fontFamily", "$value": ["Inter", "Helvetica"] },
          "ok": { "$type": "color", "$value": "#123456" }
        }
        """##)])
        XCTAssertNil(hex(result.tokens, "three", .light))
        XCTAssertTrue(result.diagnostics.warnings.contains { $0.message.contains("expected a colour, found an array") },
                      "\(result.diagnostics.warnings)")
        XCTAssertEqual(result.tokens.fontFamilies.first?.families, ["Inter", "Helvetica"])
        XCTAssertNil(hex(result.tokens, "ok", .dark), "no pair, no dark appearance")
    }

    func testLightDarkArgumentsSplitAtTheTopLevelComma() {
        XCTAssertEqual(LightDarkValues.lightDarkArguments("light-dark(rgb(1, 2, 3), {a.b})").map { [$0.0, $0.1] }, ["rgb(1, 2, 3)", "{a.b}"])
        XCTAssertEqual(LightDarkValues.lightDarkArguments(" Light-Dark(#fff,#000) ").map { [$0.0, $0.1] }, ["#fff", "#000"])
        XCTAssertNil(LightDarkValues.lightDarkArguments("light-dark(#fff)"))
        XCTAssertNil(LightDarkValues.lightDarkArguments("light-dark(#fff, #000, #111)"))
        XCTAssertNil(LightDarkValues.lightDarkArguments("light-dark(#fff, )"))
        XCTAssertNil(LightDarkValues.lightDarkArguments("lightdark(#fff, #000)"))
    }
}
