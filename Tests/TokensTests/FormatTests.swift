import Diagnostics
import Foundation
import Grammar
import XCTest
@testable import Tokens

/// Style Dictionary and Tokens Studio files, folders and input without tokens, from tiny fixtures.
final class FormatTests: XCTestCase {
    func hex(_ set: TokenSet, _ path: String, _ appearance: Appearance = .light) -> String? {
        set.colors.first { $0.path.dotted == path }?.values[appearance].map(ColorMath.hex)
    }

    func dimension(_ set: TokenSet, _ path: String) -> Double? {
        set.dimensions.first { $0.info.path.dotted == path }?.points
    }

    func testFormatDetectionByContent() throws {
        func kind(_ text: String, _ path: String = "t.json") -> String {
            var parser = JSONParser(bytes: Array(text.utf8), file: 0, allowJSON5: false)
            let node = try! parser.parseDocument()
            switch TokenFormatDetection.kind(of: node, path: path) {
            case .tokens(let dialect): return dialect.rawValue
            case .resolver: return "resolver"
            case .studioThemes: return "themes"
            case .studioMetadata: return "metadata"
            case .noTokens: return "none"
            }
        }
        XCTAssertEqual(kind(##"{"a": {"$type": "color", "$value": "#fff"}}"##), "DTCG")
        XCTAssertEqual(kind(##"{"a": {"value": "#fff", "comment": "x"}}"##), "Style Dictionary")
        XCTAssertEqual(kind(##"{"a": {"$value": "#fff"}}"##), "Style Dictionary")
        XCTAssertEqual(kind(##"{"a": {"$type": "fontSize", "$value": "1"}}"##), "Style Dictionary")
        XCTAssertEqual(kind(##"{"a": {"value": "4", "type": "sizing"}}"##), "Tokens Studio")
        XCTAssertEqual(kind(##"{"a": {"$value": "4", "$type": "spacing"}}"##), "Tokens Studio")
        XCTAssertEqual(kind(##"{"resolutionOrder": []}"##), "resolver")
        XCTAssertEqual(kind(##"[{"name": "x", "selectedTokenSets": {}}]"##), "themes")
        XCTAssertEqual(kind(##"{"tokenSetOrder": ["a"]}"##), "metadata")
        XCTAssertEqual(kind(##"{"name": "pkg", "version": "1.0.0"}"##), "none")
        // A group named "value" is a group, not a legacy token.
        XCTAssertEqual(kind(##"{"input": {"value": {"space": {"$type": "spacing", "$value": "4"}}}}"##), "Tokens Studio")
    }

    func testStyleDictionaryLegacy() throws {
        let result = try read([
            ("tokens/color/base.json", ##"{"color": {"base": {"red": {"value": "#FF0000", "attributes": {"category": "color"}}, "gray": {"value": {"r": 146, "g": 153, "b": 162}}}}}"##),
            ("tokens/color/font.json", ##"{"color": {"font": {"base": {"value": "{color.base.red.value}", "comment": "body text"}, "alias": {"value": "{color.base.gray}"}}}}"##),
            ("tokens/size/font.json", ##"{"size": {"font": {"small": {"value": "0.75", "comment": "the small size"}, "px": {"value": "12px", "type": "fontSize"}}}}"##),
            ("tokens/time.json", ##"{"time": {"short": {"value": "200"}}}"##),
            ("tokens/content.json", ##"{"content": {"icon": {"value": "3d_rotation"}}}"##),
        ], inputs: ["tokens"])
        XCTAssertEqual(result.tokens.colors.count, 4)
        XCTAssertEqual(hex(result.tokens, "color.font.base"), "#FF0000")
        XCTAssertEqual(hex(result.tokens, "color.font.alias"), "#9299A2")
        XCTAssertEqual(result.tokens.colors.first { $0.path.dotted == "color.font.base" }?.info.description, "body text")
        XCTAssertEqual(dimension(result.tokens, "size.font.small"), 12, "unitless sizes are rem, as Style Dictionary reads them")
        XCTAssertEqual(dimension(result.tokens, "size.font.px"), 12)
        XCTAssertEqual(result.tokens.durations.first?.seconds, 0.2)
        XCTAssertFalse(result.diagnostics.hasErrors)
    }

    func testStyleDictionaryUntypedDTCG() throws {
        let result = try read([("tokens.json", ##"""
        {"colors": {"black": {"$value": "#000000"}, "ink": {"$value": "{colors.black}"}},
         "dimensions": {"2": {"$value": "8px"}},
         "text": {"heading": {"$value": {"fontFamily": "Inter", "fontWeight": 700, "fontSize": "{dimensions.2}", "lineHeight": 1.2}}},
         "shadows": {"sm": {"$value": {"color": "{colors.black}", "offsetX": "0px", "offsetY": "1px", "blur": "2px"}}}}
        """##)])
        XCTAssertEqual(hex(result.tokens, "colors.ink"), "#000000")
        XCTAssertEqual(dimension(result.tokens, "dimensions.2"), 8)
        XCTAssertEqual(result.tokens.textStyles.first?.size, 8)
        XCTAssertEqual(result.tokens.shadows.count, 1)
    }

    func testTokensStudioTypesMathAndModifiers() throws {
        let result = try read([("studio.json", ##"""
        {"spacing": {"base": {"value": "4", "type": "spacing"}, "double": {"value": "{spacing.base} * 2", "type": "spacing"},
                     "calc": {"value": "calc(16/8)", "type": "sizing"}, "min": {"value": "min({spacing.base}*3, 10)", "type": "sizing"}},
         "color": {"primary": {"value": "#336699", "type": "color"},
                   "faded": {"value": "rgba({color.primary}, 0.5)", "type": "color"},
                   "static": {"value": "rgba(#FF0000, 50%)", "type": "color"},
                   "light": {"value": "{color.primary}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.5", "space": "srgb"}}}},
                   "dark": {"value": "{color.primary}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.5", "space": "srgb"}}}},
                   "alpha": {"value": "#000000", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.25"}}}},
                   "mix": {"value": "#000000", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "color": "#FFFFFF", "space": "srgb"}}}}},
         "opacity": {"half": {"value": "50%", "type": "opacity"}},
         "weight": {"bold": {"value": "ExtraBold", "type": "fontWeights"}},
         "font": {"body": {"value": "Inter", "type": "fontFamilies"}},
         "shadow": {"card": {"value": [{"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "rgba(0,0,0,0.5)", "type": "innerShadow"}], "type": "boxShadow"}},
         "type": {"body": {"value": {"fontFamily": "{font.body}", "fontWeight": "{weight.bold}", "fontSize": "{spacing.base} * 4",
                                     "lineHeight": "150%", "letterSpacing": "0%", "textCase": "none"}, "type": "typography"}},
         "layout": {"value": {"fill": "#fff"}, "type": "composition"}}
        """##)])
        let set = result.tokens
        XCTAssertEqual(dimension(set, "spacing.double"), 8)
        XCTAssertEqual(dimension(set, "spacing.calc"), 2)
        XCTAssertEqual(dimension(set, "spacing.min"), 10)
        XCTAssertEqual(hex(set, "color.faded"), "#33669980")
        XCTAssertEqual(hex(set, "color.static"), "#FF000080")
        // lighten in sRGB: each channel half way to 1; darken: half way to 0.
        XCTAssertEqual(hex(set, "color.light"), "#99B3CC")
        XCTAssertEqual(hex(set, "color.dark"), "#1A334D")
        XCTAssertEqual(hex(set, "color.alpha"), "#00000040")
        XCTAssertEqual(hex(set, "color.mix"), "#808080")
        XCTAssertEqual(set.numbers.first { $0.info.path.dotted == "opacity.half" }?.value, 0.5)
        let shadow = set.shadows.first?.layers.first
        XCTAssertEqual(shadow?.offsetY, 2)
        XCTAssertEqual(shadow?.inset, true)
        let body = set.textStyles.first
        XCTAssertEqual(body?.size, 16)
        XCTAssertEqual(body?.weight, 800)
        XCTAssertEqual(body?.lineHeight, 1.5)
        XCTAssertEqual(body?.fontFamilies, ["Inter"])
        XCTAssertTrue(result.diagnostics.warnings.contains { $0.message.contains("1 composition") }, result.diagnostics.rendered)
    }

    func testColourModifiersInLCHAndP3() throws {
        let result = try read([("m.json", ##"""
        {"base": {"value": "#ff0033", "type": "color"},
         "lch": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.3", "space": "lch"}}}},
         "p3": {"value": "#808080", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.5", "space": "p3"}}}}}
        """##)])
        // Tokens Studio's documentation gives #ff756b for #ff0033 lightened 0.3 in LCH.
        XCTAssertEqual(hex(result.tokens, "lch"), "#FF756B")
        XCTAssertFalse(result.diagnostics.warnings.contains { $0.message.contains("computed in sRGB") })
        let p3 = result.tokens.colors.first { $0.path.dotted == "p3" }?.values[.light]
        XCTAssertEqual(p3?.space, .displayP3)
        XCTAssertEqual(p3?.red ?? 0, ColorMath.toDisplayP3(RGBAColor(red: 128 / 255, green: 128 / 255, blue: 128 / 255)).red / 2, accuracy: 1e-9)
    }

    func testMathEvaluator() {
        XCTAssertEqual(StudioMath.evaluate("16 * 1.5")?.value, 24)
        XCTAssertEqual(StudioMath.evaluate("4px * 2")?.unit, "px")
        XCTAssertEqual(StudioMath.evaluate("floor(10 / 3)")?.value, 3)
        XCTAssertEqual(StudioMath.evaluate("(1 + 2) * -2")?.value, -6)
        XCTAssertEqual(StudioMath.evaluate("roundTo(1.23456, 2)")?.value, 1.23)
        XCTAssertNil(StudioMath.evaluate("16px"))
        XCTAssertNil(StudioMath.evaluate("Helvetica-Bold"))
        XCTAssertNil(StudioMath.evaluate("~/assets/a-b.png"))
        XCTAssertNil(StudioMath.evaluate("1 / 0"))
        XCTAssertEqual(StudioMath.cssColorHex("rgba(#B061F2, .4)"), "#B061F266")
        XCTAssertEqual(StudioMath.cssColorHex("rgba(37,43,51,.5)"), "#252B3380")
    }

    func testFolderIsReadWholeAndSkipsFilesWithoutTokens() throws {
        let result = try read([
            ("proj/tokens/a.json", ##"{"a": {"$type": "color", "$value": "#111111"}}"##),
            ("proj/tokens/nested/b.json", ##"{"b": {"$type": "color", "$value": "{a}"}}"##),
            ("proj/tokens/config.json", ##"{"source": ["tokens/**/*.json"], "platforms": {}}"##),
            // Output catalogs and hidden folders are never read as input.
            ("proj/tokens/Out.xcassets/b.colorset/Contents.json", ##"{"b": {"$type": "color", "$value": "#FF0000"}}"##),
            ("proj/tokens/.cache/b.json", ##"{"b": {"$type": "color", "$value": "#FF0000"}}"##),
        ], inputs: ["proj/tokens"])
        XCTAssertEqual(hex(result.tokens, "b"), "#111111")
        XCTAssertTrue(result.diagnostics.warnings.contains { $0.message.contains("skipped 1 file(s) with no design tokens") })
    }

    func testInputWithoutTokensIsALocatedError() {
        let found = errors([("package.json", ##"{"name": "x", "version": "1.0.0"}"##)])
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].description.hasPrefix("package.json:1:1: error: no design tokens found"), found[0].description)
        XCTAssertTrue(found[0].message.contains("\"$value\"") && found[0].message.contains("Style Dictionary"), found[0].message)
        let empty = errors([("empty.json", "{}")])
        XCTAssertTrue(empty.first?.message.contains("an empty object") ?? false)
    }
}

final class StudioFixtureTests: XCTestCase {
    func testLargeStudioFixtureReadsLikeTheDTCGOne() throws {
        let studio = TokenFixtures.largeStudio(colors: 120, textStyles: 10)
        XCTAssertEqual(studio.map(\.text), TokenFixtures.largeStudio(colors: 120, textStyles: 10).map(\.text), "deterministic")
        let result = try TokenReader.read(documents: studio.map { ("ts/" + $0.path, $0.text) }, inputs: ["ts"])
        XCTAssertEqual(result.tokens.colors.count, 150)
        XCTAssertEqual(result.tokens.textStyles.count, 10)
        let semantic = result.tokens.colors.filter { $0.path.components.first == "semantic" }
        XCTAssertTrue(semantic.allSatisfy { Set($0.values.keys) == Set(Appearance.allCases) }, "every semantic colour has four appearances")
        XCTAssertTrue(semantic.contains { ($0.values[.dark]?.alpha ?? 1) < 1 }, "rgba({…}, a) values are read")
        XCTAssertEqual(result.tokens.textStyles.first?.lineHeight, 1.2)
    }
}
