import Diagnostics
import XCTest
@testable import Tokens

func readOne(_ json: String, path: String = "t.tokens.json", options: TokenReadOptions = .init()) throws(DiagnosticError) -> TokenReadResult {
    try TokenReader.read(documents: [(path, json)], resolverDocument: nil, options: options)
}

/// Everything reading `json` reports when it fails, read with `strict` (every token that cannot be
/// generated is an error, as `--strict` makes it); empty when the read succeeds.
func readError(_ json: String, path: String = "t.tokens.json", options: TokenReadOptions = .init()) -> DiagnosticList {
    var strict = options
    strict.strict = true
    do {
        _ = try readOne(json, path: path, options: strict)
        return DiagnosticList()
    } catch {
        return error.diagnostics
    }
}

final class DTCGReaderTests: XCTestCase {
    func rgba(_ set: TokenSet, _ path: String, _ appearance: Appearance = .light) -> [Double]? {
        guard let c = set.colors.first(where: { $0.path.dotted == path })?.values[appearance] else { return nil }
        return [c.red, c.green, c.blue, c.alpha]
    }

    func assertClose(_ a: [Double]?, _ b: [Double], _ accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        guard let a, a.count == b.count else { return XCTFail("got \(String(describing: a))", file: file, line: line) }
        for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
    }

    func testColourForms() throws {
        let json = """
        { "c": { "$type": "color",
          "hex3": { "$value": "#f80" }, "hex4": { "$value": "#f808" },
          "hex6": { "$value": "#1A2B3C" }, "hex8": { "$value": "#1A2B3C80" },
          "obj": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3], "alpha": 0.5 } },
          "none": { "$value": { "colorSpace": "srgb", "components": ["none", 1, 0] } },
          "p3": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } },
          "lin": { "$value": { "colorSpace": "srgb-linear", "components": [0.21404114048223255, 0, 1] } },
          "hsl": { "$value": { "colorSpace": "hsl", "components": [120, 100, 25] } },
          "rgbfn": { "$value": "rgb(255, 128, 0)" },
          "hslfn": { "$value": "hsla(0, 100%, 50%, 0.5)" },
          "oklch": { "$value": { "colorSpace": "oklch", "components": [1, 0, 0] } },
          "lab": { "$value": { "colorSpace": "lab", "components": [50, 0, 0], "hex": "#777777" } },
          "jz": { "$value": { "colorSpace": "jzazbz", "components": [0.1, 0, 0], "hex": "#777777" } }
        } }
        """
        let result = try readOne(json)
        let set = result.tokens
        assertClose(rgba(set, "c.hex3"), [1, 136.0 / 255, 0, 1])
        assertClose(rgba(set, "c.hex4"), [1, 136.0 / 255, 0, 136.0 / 255])
        assertClose(rgba(set, "c.hex6"), [26.0 / 255, 43.0 / 255, 60.0 / 255, 1])
        assertClose(rgba(set, "c.hex8"), [26.0 / 255, 43.0 / 255, 60.0 / 255, 128.0 / 255])
        assertClose(rgba(set, "c.obj"), [0.1, 0.2, 0.3, 0.5])
        assertClose(rgba(set, "c.none"), [0, 1, 0, 1])
        assertClose(rgba(set, "c.p3"), [1, 0, 0, 1])
        XCTAssertEqual(set.colors.first { $0.path.dotted == "c.p3" }?.values[.light]?.space, .displayP3)
        assertClose(rgba(set, "c.lin"), [0.5, 0, 1, 1], 1e-6)
        assertClose(rgba(set, "c.hsl"), [0, 0.5, 0, 1])
        assertClose(rgba(set, "c.rgbfn"), [1, 128.0 / 255, 0, 1])
        assertClose(rgba(set, "c.hslfn"), [1, 0, 0, 0.5])
        assertClose(rgba(set, "c.oklch"), [1, 1, 1, 1], 1e-4)
        // lab(50 0 0): Y = (66/116)³ = 0.184186, sRGB-encoded 1.055 · Y^(1/2.4) − 0.055 = 0.466327 (not the hex fallback).
        assertClose(rgba(set, "c.lab"), [0.46632660928, 0.46632660928, 0.46632660928, 1], 1e-9)
        assertClose(rgba(set, "c.jz"), [0x77 / 255.0, 0x77 / 255.0, 0x77 / 255.0, 1])
        // CSS strings and the hex fallback are tolerated with warnings.
        XCTAssertEqual(result.diagnostics.warnings.filter { $0.message.contains("CSS colour string") }.count, 2)
        XCTAssertTrue(result.diagnostics.warnings.contains { $0.message.contains("hex fallback") })
    }

    func testOutOfRangeComponentAndUnknownSpace() {
        let errors = readError("""
        {
          "bad": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.5, 1.2, 0] } }
        }
        """)
        XCTAssertEqual(errors.errors.first?.description,
                       "t.tokens.json:2:84: error: srgb component 2 is 1.2, outside 0–1 (token path bad)")
        let space = readError(##"{"x": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [1, 2, 3]}}}"##)
        XCTAssertTrue(space.errors.first?.message.contains("colour space \"cmyk\" is not supported") ?? false)
    }

    func testReferencesPointersRootAndExtends() throws {
        let json = """
        {
          "base": { "$type": "color", "blue": { "$value": "#0000ff" }, "$root": { "$value": "#111111" } },
          "alias": { "$type": "color", "$value": "{base.blue}" },
          "chain": { "$value": "{alias}" },
          "rootRef": { "$type": "color", "$value": "{base.$root}" },
          "ptr": { "$type": "color", "$value": { "$ref": "#/base/blue" } },
          "part": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [{ "$ref": "#/x/$value" }, 0, 0] } },
          "x": { "$type": "number", "$value": 0.25 },
          "button": { "$type": "dimension", "pad": { "$value": "8px" }, "radius": { "$value": "4px" } },
          "bigButton": { "$extends": "{button}", "pad": { "$value": "16px" } },
          "shadow": { "$type": "shadow", "$value": { "color": "{base.blue}", "offsetX": "1px", "offsetY": "2px", "blur": "3px" } }
        }
        """
        let set = try readOne(json).tokens
        assertClose(rgba(set, "alias"), [0, 0, 1, 1])
        assertClose(rgba(set, "chain"), [0, 0, 1, 1])
        assertClose(rgba(set, "rootRef"), [17.0 / 255, 17.0 / 255, 17.0 / 255, 1])
        XCTAssertNotNil(set.colors.first { $0.path.dotted == "base" }, "$root is named by its group")
        assertClose(rgba(set, "ptr"), [0, 0, 1, 1])
        assertClose(rgba(set, "part"), [0.25, 0, 0, 1])
        let dims = Dictionary(uniqueKeysWithValues: set.dimensions.map { ($0.info.path.dotted, $0.points) })
        XCTAssertEqual(dims["bigButton.pad"], 16)
        XCTAssertEqual(dims["bigButton.radius"], 4)
        XCTAssertEqual(dims["button.pad"], 8)
        XCTAssertEqual(set.shadows.first?.layers.first?.color.blue, 1)
        XCTAssertEqual(set.shadows.first?.layers.first?.spread, 0)
    }

    func testCycleErrorNamesChainAndLocation() {
        let errors = readError("""
        {
          "a": { "$type": "color", "$value": "{b}" },
          "b": { "$type": "color", "$value": "{c}" },
          "c": { "$type": "color", "$value": "{a}" }
        }
        """)
        XCTAssertEqual(errors.errors.first?.description, "t.tokens.json:4:38: error: reference cycle: a → b → c → a (token path c)")
        let missing = readError(##"{"a": {"$type": "color", "$value": "{nowhere.x}"}}"##)
        XCTAssertEqual(missing.errors.first?.description, "t.tokens.json:1:36: error: reference {nowhere.x} points to nothing (token path a)")
        let extendsCycle = readError(##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{a}"}}"##)
        XCTAssertTrue(extendsCycle.errors.first?.message.contains("$extends cycle") ?? false)
    }

    func testUnknownTypeAndMissingType() throws {
        // An unknown type is not fatal: it is listed, with its count, in one summary warning.
        let unknown = try readOne("{\n  \"a\": { \"$type\": \"colour\", \"$value\": \"#fff\" }\n}")
        XCTAssertEqual(unknown.tokens.notGenerated, ["colour": 1])
        XCTAssertEqual(unknown.diagnostics.map(\.description),
                       ["t.tokens.json:2:8: warning: 1 token(s) not generated (Stylebook has no Swift or catalog form for their type): 1 colour (unknown type)"])
        // A file with some $type is DTCG: an untyped literal in it is an error (a file with no
        // $type at all is Style Dictionary's, whose types are inferred: FormatTests).
        let untyped = readError(##"{"a": {"$value": "#fff"}, "b": {"$type": "color", "$value": "#000"}}"##)
        XCTAssertTrue(untyped.errors.first?.message.contains("has no $type") ?? false)
        let mismatch = readError(##"{"d": {"$type": "dimension", "$value": "4px"}, "c": {"$type": "color", "$value": "{d}"}}"##)
        XCTAssertTrue(mismatch.errors.first?.message.contains("type mismatch") ?? false)
    }

    func testDimensionsRemAndPx() throws {
        let json = ##"{"d": {"$type": "dimension", "a": {"$value": {"value": 1.5, "unit": "rem"}}, "b": {"$value": "2rem"}, "c": {"$value": {"value": 16, "unit": "px"}}, "e": {"$value": "16px"}}, "t": {"$type": "duration", "f": {"$value": "200ms"}, "g": {"$value": {"value": 1.5, "unit": "s"}}}}"##
        let set = try readOne(json, options: TokenReadOptions(remBase: 10)).tokens
        let dims = Dictionary(uniqueKeysWithValues: set.dimensions.map { ($0.info.path.dotted, $0.points) })
        XCTAssertEqual(dims, ["d.a": 15, "d.b": 20, "d.c": 16, "d.e": 16])
        XCTAssertEqual(set.durations.map(\.seconds), [0.2, 1.5])
        let bad = readError(##"{"d": {"$type": "dimension", "$value": {"value": 1, "unit": "furlong"}}}"##)
        XCTAssertTrue(bad.errors.first?.message.contains("unknown dimension unit \"furlong\"") ?? false, "\(bad)")
    }

    func testFontWeightNames() throws {
        let names = ["thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400,
                     "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800,
                     "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950]
        for (name, weight) in names {
            let json = ##"{"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontSize": "10px", "fontWeight": "\##(name)", "lineHeight": 1, "letterSpacing": "0px"}}}"##
            XCTAssertEqual(try readOne(json).tokens.textStyles.first?.weight, weight, name)
        }
        let bad = readError(##"{"w": {"$type": "fontWeight", "$value": "fat"}}"##)
        XCTAssertTrue(bad.errors.first?.message.contains("unknown font weight \"fat\"") ?? false)
        let range = readError(##"{"w": {"$type": "fontWeight", "$value": 1200}}"##)
        XCTAssertTrue(range.errors.first?.message.contains("outside 1–1000") ?? false)
    }

    func testTypographyCompositeAndLegacyUnits() throws {
        let json = """
        { "font": { "$type": "fontFamily", "body": { "$value": ["Inter", "system-ui"] } },
          "w": { "$type": "fontWeight", "$value": 600 },
          "t": { "$type": "typography",
            "dtcg": { "$value": { "fontFamily": "{font.body}", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": "{w}",
                                  "lineHeight": 1.5, "letterSpacing": { "value": 0.5, "unit": "px" } },
                      "$extensions": { "com.stylebook": { "relativeTo": "title3", "postScriptName": "Inter-SemiBold" } } },
            "legacy": { "$value": { "fontFamily": "Inter, sans-serif", "fontSize": "16px", "fontWeight": 400,
                                    "lineHeight": { "value": 24, "unit": "px" }, "letterSpacing": { "value": 0.05, "unit": "em" } } },
            "percent": { "$value": { "fontFamily": "Inter", "fontSize": "10px", "fontWeight": 400, "lineHeight": "120%", "letterSpacing": "0px" } }
          } }
        """
        let result = try readOne(json)
        let styles = Dictionary(uniqueKeysWithValues: result.tokens.textStyles.map { ($0.path.dotted, $0) })
        let dtcg = try XCTUnwrap(styles["t.dtcg"])
        XCTAssertEqual(dtcg.fontFamilies, ["Inter", "system-ui"])
        XCTAssertEqual(dtcg.weight, 600)
        XCTAssertEqual(dtcg.size, 20)
        XCTAssertEqual(dtcg.lineHeight, 1.5)
        XCTAssertEqual(dtcg.lineHeightPoints, 30)
        XCTAssertEqual(dtcg.letterSpacing, 0.5)
        XCTAssertEqual(dtcg.relativeTo, .title3)
        XCTAssertEqual(dtcg.postScriptName, "Inter-SemiBold")
        let legacy = try XCTUnwrap(styles["t.legacy"])
        XCTAssertEqual(legacy.fontFamilies, ["Inter", "sans-serif"])
        XCTAssertEqual(legacy.lineHeight, 1.5)
        XCTAssertEqual(legacy.letterSpacing, 0.8, accuracy: 1e-12)
        XCTAssertEqual(styles["t.percent"]?.lineHeight ?? 0, 1.2, accuracy: 1e-12)
        XCTAssertEqual(result.diagnostics.warnings.count, 3, result.diagnostics.rendered)
    }

    func testDescriptionDeprecationExtensionsAndSkippedTypes() throws {
        let json = """
        { "g": { "$type": "color", "$deprecated": "use h", "$description": "group",
                 "a": { "$value": "#000", "$description": "A", "$extensions": { "org.x": { "k": [1, "two"] } } },
                 "b": { "$value": "#000", "$deprecated": false } },
          "ease": { "$type": "cubicBezier", "$value": [0.5, 0, 1, 1] },
          "grad": { "$type": "gradient", "$value": [{ "color": "#000", "position": 0 }] },
          "n": { "$type": "number", "$value": 0.4 } }
        """
        let set = try readOne(json).tokens
        let a = set.colors.first { $0.path.dotted == "g.a" }
        XCTAssertEqual(a?.info.description, "A")
        XCTAssertEqual(a?.info.deprecation, "use h")
        XCTAssertEqual(a?.info.extensions, ##"{"org.x":{"k":[1,"two"]}}"##)
        XCTAssertNil(set.colors.first { $0.path.dotted == "g.b" }?.info.deprecation)
        XCTAssertEqual(set.numbers.map(\.value), [0.4])
        XCTAssertEqual(set.colors.count, 2)
    }

    func testJSON5CommentsOnlyWithOption() throws {
        let json = "{\n  // comment\n  \"a\": { \"$type\": \"color\", \"$value\": \"#fff\", }, /* block */\n}"
        let off = readError(json)
        XCTAssertEqual(off.errors.first?.description,
                       "t.tokens.json:2:3: error: malformed JSON: comments are not allowed in JSON (`stylebook tokens --json5`, or `json5: true` under `tokens:` in stylebook.yml, accepts JSON5-style comments and trailing commas)")
        let on = try readOne(json, options: TokenReadOptions(allowJSON5: true))
        XCTAssertEqual(on.tokens.colors.count, 1)
        let trailing = readError("{\"a\": 1,}")
        XCTAssertTrue(trailing.errors.first?.message.contains("`--json5`, or `json5: true` under `tokens:`") ?? false)
        let json5File = try readOne("{ a: { $type: 'color', $value: '#000' } }", path: "x.json5")
        XCTAssertEqual(json5File.tokens.colors.first?.path.dotted, "a")
    }

    func testRootMustBeAnObject() {
        XCTAssertEqual(readError("[1]").errors.first?.description, "t.tokens.json:1:1: error: a token file must be a JSON object of groups and tokens, found an array")
    }

    func testMalformedJSONLocation() {
        let errors = readError("{\n  \"a\": { \"$value\": \"#fff\" \n  \"b\": 1 }\n}")
        XCTAssertEqual(errors.errors.first?.description, "t.tokens.json:3:3: error: malformed JSON: expected ',' or '}' in object, found '\"'")
    }
}
