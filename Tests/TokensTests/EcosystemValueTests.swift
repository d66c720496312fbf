import Diagnostics
import XCTest
@testable import Tokens

/// Issue 17, "read what the ecosystem writes": values Style Dictionary and Tokens Studio accept.
final class EcosystemValueTests: XCTestCase {
    func testReferencesInsideTextAreInterpolated() throws {
        let json = """
        {
          "gray": { "$type": "color", "$value": "#888888" },
          "ring": { "$type": "shadow", "$value": "0px 0px 0px 1px {gray} inset" },
          "ringText": { "$value": "0px 0px 0px 1px {gray} inset" },
          "bp": { "sm": { "$type": "number", "$value": 640 } },
          "media": { "$value": "(min-width: {bp.sm}px)" },
          "typedMedia": { "$type": "string", "$value": "(min-width: {bp.sm}px)" }
        }
        """
        let result = try readOne(json)
        let ring = try XCTUnwrap(result.tokens.shadows.first { $0.info.path.dotted == "ring" }?.values[.light])
        let gray = 0x88 / 255.0
        XCTAssertEqual(ring, [ShadowLayer(color: RGBAColor(red: gray, green: gray, blue: gray, alpha: 1),
                                          offsetX: 0, offsetY: 0, blur: 0, spread: 1, inset: true)])
        let strings = Dictionary(uniqueKeysWithValues: result.tokens.strings.map { ($0.info.path.dotted, $0.value) })
        XCTAssertEqual(strings["ringText"], "0px 0px 0px 1px #888888 inset")
        XCTAssertEqual(strings["media"], "(min-width: 640px)")
        XCTAssertEqual(strings["typedMedia"], "(min-width: 640px)")
        XCTAssertFalse(result.diagnostics.hasErrors)
    }

    func testCSSShadowStringsWithSeveralLayers() throws {
        let json = """
        { "s": { "$type": "shadow", "$value": "0 1px 2px rgba(0, 0, 0, 0.5), inset 0 0 0 1px #ff0000" } }
        """
        let layers = try XCTUnwrap(readOne(json).tokens.shadows.first?.values[.light])
        XCTAssertEqual(layers.count, 2)
        XCTAssertEqual(layers[0].offsetY, 1)
        XCTAssertEqual(layers[0].blur, 2)
        XCTAssertEqual(layers[0].color.alpha, 0.5, accuracy: 1e-9)
        XCTAssertFalse(layers[0].inset)
        XCTAssertTrue(layers[1].inset)
        XCTAssertEqual(layers[1].spread, 1)
        XCTAssertEqual(layers[1].color.red, 1)
        let bad = readError(#"{ "s": { "$type": "shadow", "$value": "0 1px wobbly" } }"#)
        XCTAssertTrue(bad.errors.first?.message.contains("\"wobbly\" is neither a length") == true, "\(bad.rendered)")
    }

    func testTransparentIsAColour() throws {
        let result = try readOne(#"{ "c": { "$type": "color", "$value": "transparent" } }"#)
        XCTAssertEqual(result.tokens.colors.first?.values[.light], RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    }

    func testEveryFontWeightAliasStyleDictionaryMaps() throws {
        let expected: [(String, Int)] = [
            ("hairline", 100), ("thin", 100), ("extralight", 200), ("ultralight", 200), ("light", 300),
            ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semibold", 600), ("demibold", 600),
            ("bold", 700), ("extrabold", 800), ("ultrabold", 800), ("black", 900), ("heavy", 900),
            ("extrablack", 950), ("ultrablack", 950), ("ultra", 950), ("Extra Bold", 800), ("semi_bold", 600),
        ]
        let members = expected.enumerated().map { "\"w\($0.offset)\": { \"$value\": \"\($0.element.0)\" }" }.joined(separator: ", ")
        let result = try readOne("{ \"$type\": \"fontWeight\", \(members) }")
        let weights = Dictionary(uniqueKeysWithValues: result.tokens.fontWeights.map { ($0.info.path.dotted, $0.weight) })
        for (index, (name, weight)) in expected.enumerated() {
            XCTAssertEqual(weights["w\(index)"], weight, name)
        }
        XCTAssertTrue(readError(#"{ "w": { "$type": "fontWeight", "$value": "chunky" } }"#).errors.first?.message.contains("unknown font weight \"chunky\"") == true)
    }

    func testAReferenceWithWhiteSpaceAroundItIsThatReference() throws {
        let json = """
        { "white": { "$type": "color", "$value": "#ffffff" },
          "bg": { "$type": "color", "$value": "{white} " },
          "fg": { "$type": "color", "$value": " {white}" } }
        """
        let result = try readOne(json)
        let bg = try XCTUnwrap(result.tokens.colors.first { $0.path.dotted == "bg" })
        XCTAssertEqual(bg.values[.light], RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(bg.info.aliases[.light], "white")
        XCTAssertEqual(result.tokens.colors.count, 3)
        XCTAssertTrue(result.diagnostics.isEmpty, result.diagnostics.rendered)
    }

    func testAMessageQuotesTheValueAsWrittenAtTheTokenThatWroteIt() {
        let json = """
        { "white": { "$type": "color", "$value": "#ffffff" },
          "bg": { "$type": "color", "$value": "{white} x" } }
        """
        let errors = readError(json).errors.map(\.description)
        XCTAssertEqual(errors, ["t.tokens.json:2:39: error: invalid hex colour \"#ffffff x\" (use #rgb, #rgba, #rrggbb or #rrggbbaa) "
                                + "(written \"{white} x\") (token path bg)"])
    }

    func testClampFontSizesAreLeftOutWithAWarningAtTheTokenThatWroteThem() throws {
        let json = """
        { "font": { "size": { "$type": "dimension",
            "lg": { "$value": "clamp(1rem, 2vw, 2rem)" },
            "md": { "$value": "16px" } } },
          "text": { "$type": "typography",
            "h1": { "$value": { "fontFamily": "Inter", "fontSize": "{font.size.lg}", "fontWeight": 700, "lineHeight": 1.2 } },
            "body": { "$value": { "fontFamily": "Inter", "fontSize": "{font.size.md}", "fontWeight": 400, "lineHeight": 1.4 } } } }
        """
        let result = try readOne(json)
        XCTAssertEqual(result.tokens.dimensions.map(\.info.path.dotted), ["font.size.md"])
        XCTAssertEqual(result.tokens.textStyles.map(\.path.dotted), ["text.body"])
        XCTAssertEqual(result.tokens.leftOut, ["font.size.lg", "text.h1"])
        let warnings = result.diagnostics.warnings.map(\.description)
        XCTAssertTrue(warnings.contains { $0.hasPrefix("t.tokens.json:2:23: warning: dimension \"clamp(1rem, 2vw, 2rem)\" is a CSS clamp() expression")
            && $0.hasSuffix("; left out (token path font.size.lg)") }, "\(warnings)")
        XCTAssertTrue(warnings.contains("t.tokens.json:5:11: warning: left out: refers to {font.size.lg}, which cannot be generated (token path text.h1)"),
                      "\(warnings)")
        // With --strict the same problem is one error, at the token that wrote clamp().
        let strict = readError(json).errors.map(\.description)
        XCTAssertEqual(strict.count, 1, "\(strict)")
        XCTAssertTrue(strict.first?.hasPrefix("t.tokens.json:2:23: error: dimension \"clamp(") == true, "\(strict)")
    }

    func testCubicBezierWrittenAsCSS() throws {
        let json = """
        { "$type": "cubicBezier",
          "css": { "$value": "cubic-bezier(0.4, 0, 1, 1)" }, "linear": { "$value": "linear" }, "ease": { "$value": "ease" },
          "in": { "$value": "ease-in" }, "out": { "$value": "ease-out" }, "inOut": { "$value": "ease-in-out" } }
        """
        let curves = Dictionary(uniqueKeysWithValues: try readOne(json).tokens.cubicBeziers.map { ($0.info.path.dotted, $0.curve) })
        XCTAssertEqual(curves["css"], CubicBezier(x1: 0.4, y1: 0, x2: 1, y2: 1))
        XCTAssertEqual(curves["linear"], CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
        XCTAssertEqual(curves["ease"], CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        XCTAssertEqual(curves["in"], CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        XCTAssertEqual(curves["out"], CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        XCTAssertEqual(curves["inOut"], CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        let outside = readError(#"{ "e": { "$type": "cubicBezier", "$value": "cubic-bezier(1.5, 0, 1, 1)" } }"#)
        XCTAssertTrue(outside.errors.first?.message.contains("x1 is 1.5, outside 0–1") == true, outside.rendered)
    }

    func testPrimerOverrideWithOnlyAlphaKeepsTheValue() throws {
        let json = """
        { "fg": { "$type": "color", "$value": "#102030",
            "$extensions": { "org.primer.overrides": { "dark": { "alpha": 0.5 } } } } }
        """
        let color = try XCTUnwrap(readOne(json).tokens.colors.first)
        XCTAssertEqual(color.values[.light]?.alpha, 1)
        let dark = try XCTUnwrap(color.values[.dark])
        XCTAssertEqual(dark.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(dark.red, color.values[.light]?.red)
    }

    func testResolverFragmentThatNamesATopLevelGroup() throws {
        let resolver = """
        { "version": "2025.10",
          "sets": { "brand": { "sources": [{ "$ref": "themes.json#orange" }] } },
          "resolutionOrder": [{ "$ref": "#/sets/brand" }] }
        """
        let themes = """
        { "orange": { "accent": { "$type": "color", "$value": "#ff8000" } },
          "blue": { "accent": { "$type": "color", "$value": "#0000ff" } } }
        """
        let result = try TokenReader.read(documents: [("themes.json", themes)], resolverDocument: ("t.resolver.json", resolver), inputs: [])
        XCTAssertEqual(result.tokens.colors.map(\.path.dotted), ["accent"])
        XCTAssertEqual(result.tokens.colors.first?.values[.light]?.blue, 0)
    }
}
