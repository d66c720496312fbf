import Diagnostics
import XCTest
@testable import Tokens

/// Every DTCG type is read into the model (or counted as not generated); every unit is read.
final class TokenKindsTests: XCTestCase {
    private func token<T>(_ list: [T], _ path: String, _ info: (T) -> TokenInfo) -> T? {
        list.first { info($0).path.dotted == path }
    }

    func testEveryTypeIsReadIntoTheModel() throws {
        let json = ##"""
        {
          "c": { "$type": "color", "line": { "$value": "#336699" } },
          "font": {
            "family": { "$type": "fontFamily", "$value": ["Inter", "system-ui"] },
            "stack": { "$type": "fontFamily", "$value": "Helvetica Neue, Arial" },
            "weight": { "$type": "fontWeight", "$value": "semi-bold" },
            "heavy": { "$type": "fontWeight", "$value": 800 }
          },
          "copy": { "$type": "string", "$value": "Hello, \"world\"" },
          "stroke": { "$type": "strokeStyle",
            "plain": { "$value": "dashed" },
            "custom": { "$value": { "dashArray": ["4px", { "value": 0.125, "unit": "rem" }], "lineCap": "round" } } },
          "border": { "$type": "border", "card": { "$value": { "color": "{c.line}", "width": "2px", "style": "{stroke.plain}" } } },
          "ease": { "$type": "cubicBezier", "out": { "$value": [0, 0, 0.58, 1] } },
          "motion": { "$type": "transition", "enter": { "$value": { "duration": "200ms", "delay": { "value": 0.05, "unit": "s" }, "timingFunction": "{ease.out}" } } },
          "grad": { "$type": "gradient", "sky": { "$value": [ { "color": "#000000", "position": 0 }, { "color": "{c.line}", "position": 1.5 } ] } },
          "flag": { "$type": "boolean", "$value": true }
        }
        """##
        let result = try readOne(json, options: TokenReadOptions(remBase: 16))
        let set = result.tokens
        XCTAssertEqual(token(set.fontFamilies, "font.family", \.info)?.families, ["Inter", "system-ui"])
        XCTAssertEqual(token(set.fontFamilies, "font.stack", \.info)?.families, ["Helvetica Neue", "Arial"])
        XCTAssertEqual(token(set.fontWeights, "font.weight", \.info)?.weight, 600)
        XCTAssertEqual(token(set.fontWeights, "font.heavy", \.info)?.weight, 800)
        XCTAssertEqual(set.strings.first?.value, "Hello, \"world\"")
        XCTAssertEqual(token(set.strokeStyles, "stroke.plain", \.info)?.style, .keyword("dashed"))
        XCTAssertEqual(token(set.strokeStyles, "stroke.custom", \.info)?.style, .dashes([4, 2], lineCap: "round"))
        let border = try XCTUnwrap(set.borders.first)
        XCTAssertEqual(border.values[.light]?.width, 2)
        XCTAssertEqual(border.values[.light]?.style, .keyword("dashed"))
        XCTAssertEqual(border.values[.light].map { ColorMath.hex($0.color) }, "#336699")
        XCTAssertEqual(set.cubicBeziers.first?.curve, CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        XCTAssertEqual(set.transitions.first?.transition,
                       Transition(duration: 0.2, delay: 0.05, timingFunction: CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)))
        let stops = try XCTUnwrap(set.gradients.first?.values[.light])
        XCTAssertEqual(stops.map(\.position), [0, 1])  // 1.5 clamped, with a warning
        XCTAssertEqual(stops.map { ColorMath.hex($0.color) }, ["#000000", "#336699"])
        XCTAssertEqual(set.notGenerated, ["boolean": 1])
        let messages = result.diagnostics.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("gradient position 1.5 is outside 0–1; clamped") }, "\(messages)")
        // One summary warning for everything not generated, with counts per type.
        XCTAssertEqual(messages.filter { $0.contains("not generated") },
                       ["1 token(s) not generated (Stylebook has no Swift or catalog form for their type): 1 boolean"])
        XCTAssertEqual(set.summary, "1 colour, 2 font families, 2 font weights, 1 string, 1 border, 2 stroke styles, "
                       + "1 cubic Bézier, 1 transition, 1 gradient")
        XCTAssertEqual(set.generatedCount, 12)
    }

    func testBadCompositesAreLocatedErrors() {
        let cases: [(String, String)] = [
            (##"{"b": {"$type": "border", "$value": {"color": "#000", "style": "solid"}}}"##, "1:37: error: border needs \"width\""),
            (##"{"s": {"$type": "strokeStyle", "$value": "wavy"}}"##, "1:42: error: unknown stroke style \"wavy\""),
            (##"{"e": {"$type": "cubicBezier", "$value": [1.2, 0, 0.5, 1]}}"##, "1:43: error: cubic Bézier x1 is 1.2, outside 0–1"),
            (##"{"e": {"$type": "cubicBezier", "$value": [0, 1]}}"##, "1:42: error: cubic Bézier must be an array of 4 numbers"),
            (##"{"t": {"$type": "transition", "$value": {"duration": "1px", "timingFunction": [0, 0, 1, 1]}}}"##, "1:54: error: unsupported duration unit \"px\""),
            (##"{"g": {"$type": "gradient", "$value": [{"color": "#000"}]}}"##, "1:40: error: gradient stop needs a numeric \"position\""),
            (##"{"x": {"$type": "string", "$value": [1]}}"##, "1:37: error: expected a string, found an array"),
        ]
        for (json, expected) in cases {
            let errors = readError(json)
            XCTAssertTrue(errors.errors.first?.description.hasPrefix("t.tokens.json:" + expected) ?? false, "\(json) → \(errors)")
        }
    }

    func testStyleDictionaryTypeNamesAreRead() throws {
        let json = ##"{"size": {"$type": "fontSize", "body": {"$value": "1rem"}, "raw": {"$value": "14"}}, "r": {"$type": "borderRadius", "$value": "4px"}, "o": {"$type": "opacity", "$value": 0.5}}"##
        let result = try readOne(json)
        let dims = Dictionary(uniqueKeysWithValues: result.tokens.dimensions.map { ($0.info.path.dotted, $0.points) })
        // A Style Dictionary type name makes this a Style Dictionary file: unitless sizes are rem
        // there (its size/rem and size/remToPt transforms), said once per file.
        XCTAssertEqual(dims, ["size.body": 16, "size.raw": 224, "r": 4])
        XCTAssertEqual(result.tokens.numbers.map(\.value), [0.5])
        XCTAssertTrue(result.diagnostics.map(\.message).contains { $0.contains("1 unitless size(s) read as rem") })
        // A value that does not fit the DTCG type an alias stands for is listed, not fatal; under
        // the DTCG name itself it stays an error.
        let multi = try readOne(##"{"pad": {"$type": "borderRadius", "$value": "4px 8px"}, "c": {"$type": "color", "$value": "#fff"}}"##)
        XCTAssertEqual(multi.tokens.notGenerated, ["borderRadius": 1])
        XCTAssertTrue(multi.diagnostics.warnings.contains { $0.message.contains("read as a borderRadius token but not generated") }, "\(multi.diagnostics)")
        XCTAssertTrue(readError(##"{"pad": {"$type": "dimension", "$value": "8px 16px"}}"##).hasErrors)
    }

    // MARK: - Units

    func testEveryUnitOfAStandaloneDimension() throws {
        let units: [(String, Double, String)] = [
            ("16px", 16, "pt"), ("1.5rem", 24, "pt"), ("10pt", 10, "pt"), ("8dp", 8, "pt"), ("14sp", 14, "pt"),
            ("1in", 96, "pt"), ("2.54cm", 96, "pt"), ("25.4mm", 96, "pt"), ("101.6q", 96, "pt"), ("1pc", 16, "pt"),
            ("0em", 0, "em"), ("1.25em", 1.25, "em"), ("-0.5em", -0.5, "em"), ("50%", 50, "%"), ("100vw", 100, "vw"),
            ("30vh", 30, "vh"), ("5vmin", 5, "vmin"), ("2ch", 2, "ch"), ("1.5lh", 1.5, "lh"), ("10cqw", 10, "cqw"),
            ("1e1px", 10, "pt"), ("0", 0, "pt"),
        ]
        var members: [String] = []
        for (index, unit) in units.enumerated() { members.append("\"d\(index)\": {\"$value\": \"\(unit.0)\"}") }
        members.append(##""obj": {"$value": {"value": 2, "unit": "EM"}}"##)
        let json = "{\"$type\": \"dimension\", " + members.joined(separator: ", ") + "}"
        let set = try readOne(json).tokens
        for (index, unit) in units.enumerated() {
            let token = try XCTUnwrap(set.dimensions.first { $0.info.path.dotted == "d\(index)" }, unit.0)
            XCTAssertEqual(token.value, unit.1, accuracy: 1e-9, unit.0)
            XCTAssertEqual(token.unit, unit.2, unit.0)
            XCTAssertEqual(token.points != nil, unit.2 == "pt", unit.0)
        }
        let object = try XCTUnwrap(set.dimensions.first { $0.info.path.dotted == "obj" })
        XCTAssertEqual([object.value], [2])
        XCTAssertEqual(object.unit, "em")
    }

    func testUnitsWhereTheTargetNeedsPointsWarnWithALocation() throws {
        let json = """
        {
          "s": { "$type": "shadow", "$value": { "color": "#000", "offsetX": "1vw", "offsetY": "0.5em", "blur": "4px" } },
          "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "1.5em", "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": "0.1em" } }
        }
        """
        let result = try readOne(json, options: TokenReadOptions(remBase: 10))
        let layer = try XCTUnwrap(result.tokens.shadows.first?.layers.first)
        XCTAssertEqual([layer.offsetX, layer.offsetY, layer.blur], [1, 5, 4])
        let style = try XCTUnwrap(result.tokens.textStyles.first)
        XCTAssertEqual(style.size, 15)
        XCTAssertEqual(style.letterSpacing, 1.5, accuracy: 1e-12)  // 0.1em of the 15 pt font size
        let warnings = result.diagnostics.map(\.description)
        XCTAssertTrue(warnings.contains { $0.hasPrefix("t.tokens.json:2:69: warning: shadow offsetX in vw cannot be converted to points") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix("t.tokens.json:2:87: warning: shadow offsetY in em cannot be converted to points here") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("font size in em cannot be converted") }, "\(warnings)")
    }

    func testSplitUnitTellsExponentsFromEm() {
        XCTAssertEqual(ValueParser.splitUnit("1em").map { [String($0.0), $0.1] }, ["1.0", "em"])
        XCTAssertEqual(ValueParser.splitUnit("0em").map { [String($0.0), $0.1] }, ["0.0", "em"])
        XCTAssertEqual(ValueParser.splitUnit("2e3px").map { [String($0.0), $0.1] }, ["2000.0", "px"])
        XCTAssertEqual(ValueParser.splitUnit("-.5 rem").map { [String($0.0), $0.1] }, ["-0.5", "rem"])
        XCTAssertNil(ValueParser.splitUnit("em"))
        XCTAssertNil(ValueParser.splitUnit("-px"))
    }

    // MARK: - Composites per appearance

    func testShadowsBordersAndGradientsCarryTheirColourPerAppearance() throws {
        let docs: [(path: String, text: String)] = [
            ("tokens.json", ##"""
            {
              "elevation": { "$type": "shadow",
                "card": { "$value": [{ "color": "{shade}", "offsetX": 0, "offsetY": "1px", "blur": "3px" },
                                     { "color": "{shade}", "offsetX": 0, "offsetY": "8px", "blur": "24px", "spread": "-4px" }] },
                "fixed": { "$value": { "color": "#00000033", "offsetX": 0, "offsetY": "2px", "blur": "4px" } } },
              "outline": { "$type": "border", "$value": { "color": "{edge}", "width": "1px", "style": "solid" } },
              "fade": { "$type": "gradient", "$value": [{ "color": "{edge}", "position": 0 }, { "color": "#ffffff00", "position": 1 }] }
            }
            """##),
            ("colors.light.json", ##"{"shade": {"$type": "color", "$value": "#1f232826"}, "edge": {"$type": "color", "$value": "#d0d7de"}}"##),
            ("colors.dark.json", ##"{"shade": {"$type": "color", "$value": "#010409cc"}, "edge": {"$type": "color", "$value": "#30363d"}}"##),
            ("colors.dark-hc.json", ##"{"shade": {"$type": "color", "$value": "#000000"}, "edge": {"$type": "color", "$value": "#ffffff"}}"##),
        ]
        let set = try TokenReader.read(documents: docs).tokens
        let card = try XCTUnwrap(set.shadows.first { $0.info.path.dotted == "elevation.card" })
        XCTAssertEqual(card.values.keys.sorted(), [.light, .dark, .darkHighContrast])
        XCTAssertEqual(card.layers.map { ColorMath.hex($0.color) }, ["#1F232826", "#1F232826"])
        XCTAssertEqual(card.resolved(.dark).map { ColorMath.hex($0.color) }, ["#010409CC", "#010409CC"])
        XCTAssertEqual(card.resolved(.darkHighContrast).map { ColorMath.hex($0.color) }, ["#000000", "#000000"])
        XCTAssertEqual(card.resolved(.lightHighContrast), card.layers)
        XCTAssertEqual(card.resolved(.dark).map(\.spread), [0, -4])
        // A shadow that does not change keeps one value.
        XCTAssertEqual(set.shadows.first { $0.info.path.dotted == "elevation.fixed" }?.values.keys.sorted(), [.light])
        let outline = try XCTUnwrap(set.borders.first)
        XCTAssertEqual(Appearance.allCases.map { outline.resolved($0).map { ColorMath.hex($0.color) } },
                       ["#D0D7DE", "#30363D", "#D0D7DE", "#FFFFFF"])
        let fade = try XCTUnwrap(set.gradients.first)
        XCTAssertEqual(Appearance.allCases.map { fade.resolved($0).first.map { ColorMath.hex($0.color) } },
                       ["#D0D7DE", "#30363D", "#D0D7DE", "#FFFFFF"])
    }

    func testFriendlyYAMLReadsEveryLengthUnitAndPlainDTCGComposites() throws {
        let yaml = """
        spacing/m: 16px
        spacing/em: 1.5em
        layout/half: 50%
        layout/tablet: 48dp
        motion/fast: 200ms
        ease/out: { $type: cubicBezier, $value: [0, 0, 0.58, 1] }
        outline: { $type: border, $value: { color: "#336699", width: 1px, style: dashed } }
        """
        let set = try TokenReader.read(documents: [("tokens.yml", yaml)]).tokens
        let dims = Dictionary(uniqueKeysWithValues: set.dimensions.map { ($0.info.path.dotted, "\($0.value) \($0.unit)") })
        XCTAssertEqual(dims, ["spacing.m": "16.0 pt", "spacing.em": "1.5 em", "layout.half": "50.0 %", "layout.tablet": "48.0 pt"])
        XCTAssertEqual(set.durations.map(\.seconds), [0.2])
        XCTAssertEqual(set.cubicBeziers.first?.curve, CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        XCTAssertEqual(set.borders.first?.values[.light]?.style, .keyword("dashed"))
    }

    func testATokenOnlyInDarkIsListedNotDropped() throws {
        let docs: [(path: String, text: String)] = [
            ("colors.light.json", ##"{"fg": {"$type": "color", "$value": "#000000"}}"##),
            ("colors.dark.json", ##"{"fg": {"$type": "color", "$value": "#ffffff"}, "glow": {"$type": "shadow", "$value": {"color": "#fff", "offsetX": 0, "offsetY": 0, "blur": "4px"}}}"##),
        ]
        let result = try TokenReader.read(documents: docs)
        XCTAssertEqual(result.tokens.shadows.count, 0)
        XCTAssertEqual(result.diagnostics.warnings.map(\.description), [
            "colors.dark.json:1:57: warning: 1 token(s) have a value only in other appearances, none in light (\"Any\"), and are not generated: 1 shadow",
        ])
    }
}
