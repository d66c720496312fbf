import Diagnostics
import Foundation
import XCTest
@testable import Tokens

/// Shapes met in public token systems outside the dev corpus (docs/token-systems.md, "Held-out
/// systems tried"), each reproduced by a small fixture written here.
final class HeldOutShapesTests: XCTestCase {
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

    // MARK: Single-file Tokens Studio sets without $themes

    func testSingleFileSetsWithoutThemesGiveAppearances() throws {
        let result = try read([("tokens.json", ##"""
        {
          "light": { "surface": { "value": "{palette.white}" } },
          "dark": { "surface": { "value": "{palette.ink}" } },
          "global": {
            "palette": { "white": { "value": "#ffffff", "type": "color" }, "ink": { "value": "#101114", "type": "color" } },
            "space": { "base": { "value": "4", "type": "spacing" }, "lg": { "value": "$space.base * 4", "type": "spacing" } },
            "fonts": { "body": { "value": "Inter", "type": "fontFamilies" } },
            "text": { "body": { "value": { "fontFamily": "$fonts.body", "fontSize": "16" }, "type": "typography" } }
          }
        }
        """##)])
        // Each set keeps its values: "dark" does not overwrite "light".
        XCTAssertEqual(hex(result.tokens, "surface"), "#FFFFFF")
        XCTAssertEqual(hex(result.tokens, "surface", .dark), "#101114")
        // `$a.b` is Tokens Studio's other reference syntax, in maths and inside composite values.
        XCTAssertEqual(result.tokens.dimensions.first { $0.info.path.dotted == "space.lg" }?.points, 16)
        XCTAssertEqual(result.tokens.textStyles.first?.fontFamilies, ["Inter"])
        XCTAssertTrue(result.diagnostics.warnings.contains { $0.message.contains("read as Tokens Studio token sets (light, dark, global)") })
    }

    func testDollarReferencesLeaveOtherDollarsAlone() {
        XCTAssertEqual(StudioDollarReferences.rewritten("$colors.gray-100"), "{colors.gray-100}")
        XCTAssertEqual(StudioDollarReferences.rewritten("$spacing.xs * $spacing.scale"), "{spacing.xs} * {spacing.scale}")
        XCTAssertEqual(StudioDollarReferences.rewritten("calc($a.b + 2)"), "calc({a.b} + 2)")
        XCTAssertNil(StudioDollarReferences.rewritten("$5 off"))
        XCTAssertNil(StudioDollarReferences.rewritten("US$price"))
        XCTAssertNil(StudioDollarReferences.rewritten("{group.$root}"))
    }

    func testBrokenReferenceInSetFileIsReportedWhereItIs() {
        let found = errors([("tokens.json", ##"""
        {"light": {"bg": {"value": "{palette.white}"}},
         "global": {"palette": {"white": {"value": "#ffffff", "type": "color"}},
                    "space": {"a": {"value": "4", "type": "spacing"}, "broken": {"value": "{space.missing}", "type": "spacing"}}}}
        """##)])
        XCTAssertEqual(found.map(\.description), ["tokens.json:3:83: error: reference {space.missing} points to nothing (token path space.broken)"])
    }

    // MARK: Adobe Spectrum per-set values

    func testSetsGiveAppearancesAndNameWhatIsNotRead() throws {
        let result = try read([("src/palette.json", ##"""
        {
          "white": { "value": "rgb(255, 255, 255)", "private": true },
          "gray-100": { "$schema": "color-set.json", "private": true, "sets": {
            "light": { "value": "rgb(233, 233, 233)", "uuid": "a" },
            "dark": { "value": "rgb(44, 44, 44)", "uuid": "b" },
            "wireframe": { "value": "rgb(228, 234, 249)", "uuid": "c" } } },
          "accent": { "sets": {
            "spectrum": { "sets": { "light": { "value": "{gray-100}" }, "dark": { "value": "{white}" } } },
            "express": { "value": "rgb(0, 0, 255)", "deprecated": true } } },
          "field-height": { "sets": { "desktop": { "value": "32px" }, "mobile": { "value": "40px" } } }
        }
        """##)])
        XCTAssertEqual(hex(result.tokens, "gray-100"), "#E9E9E9")
        XCTAssertEqual(hex(result.tokens, "gray-100", .dark), "#2C2C2C")
        // Nested: the first non-appearance set (spectrum), then its light/dark sets.
        XCTAssertEqual(hex(result.tokens, "accent"), "#E9E9E9")
        XCTAssertEqual(hex(result.tokens, "accent", .dark), "#FFFFFF")
        XCTAssertEqual(result.tokens.dimensions.first { $0.info.path.dotted == "field-height" }?.points, 32)
        let warnings = result.diagnostics.warnings.map(\.description)
        XCTAssertTrue(warnings.contains { $0.contains("per-set values for wireframe are not read") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("hold one value per set (desktop, mobile)") && $0.contains("desktop, is read") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("(spectrum, express)") && $0.contains("spectrum, is read") }, "\(warnings)")
        // Neither the "private" flags nor Style Dictionary's usual rgb() strings are worth a warning.
        XCTAssertFalse(warnings.contains { $0.contains("private") || $0.contains("CSS colour string") }, "\(warnings)")
    }

    func testGroupNamedSetsIsStillAGroup() throws {
        let result = try read([("t.json", ##"{"sets": {"a": {"value": "#ff0000", "type": "color"}}, "card": {"sets": {"x": {"value": "#00ff00", "type": "color"}}, "title": {"value": "#0000ff", "type": "color"}}}"##)])
        XCTAssertEqual(hex(result.tokens, "sets.a"), "#FF0000")
        XCTAssertEqual(hex(result.tokens, "card.sets.x"), "#00FF00")
    }

    // MARK: Resolver sources written as bare paths (Terrazzo reads them)

    func testBarePathSourcesAreReadWithOneWarning() throws {
        let result = try read([
            ("t/modes.resolver.json", ##"""
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"link": {"$type": "color", "$value": "{ink}"}}]}},
             "modifiers": {"mode": {"contexts": {"light": ["./light.tokens.json"], "dark": ["./light.tokens.json", "dark.tokens.json"]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}
            """##),
            ("t/light.tokens.json", ##"{"ink": {"$type": "color", "$value": "#111111"}}"##),
            ("t/dark.tokens.json", ##"{"ink": {"$type": "color", "$value": "#EEEEEE"}}"##),
        ], inputs: ["t/modes.resolver.json"])
        XCTAssertEqual(hex(result.tokens, "link"), "#111111")
        XCTAssertEqual(hex(result.tokens, "link", .dark), "#EEEEEE")
        let bare = result.diagnostics.warnings.filter { $0.message.contains("is a bare path") }
        XCTAssertEqual(bare.map(\.description), [##"t/modes.resolver.json:3:48: warning: source "./light.tokens.json" is a bare path; read as {"$ref": "./light.tokens.json"} (DTCG 2025.10 writes sources as {"$ref": …})"##])
    }

    func testOtherNonObjectSourcesAreStillErrors() {
        let found = errors([
            ("r.resolver.json", ##"{"version": "2025.10", "sets": {"a": {"sources": [42]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##),
        ])
        XCTAssertTrue(found.contains { $0.description.hasPrefix("r.resolver.json:1:51: error: a source must be") }, "\(found)")
    }

    // MARK: Messages for what DTCG 2025.10 does not allow

    func testUnknownColourSpaceIsNamedWhateverItsComponents() {
        let found = errors([("c.tokens.json", ##"{"ink": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0, 1, 1, 0]}}}"##)])
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].description.hasPrefix(##"c.tokens.json:1:53: error: colour space "cmyk" is not supported (use srgb, "##), found[0].description)
        // With a hex fallback the colour is still read (with a warning), as before.
        let result = try? read([("c.tokens.json", ##"{"ink": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0, 1, 1, 0], "hex": "#ff0000"}}}"##)])
        XCTAssertEqual(result.flatMap { hex($0.tokens, "ink") }, "#FF0000")
    }

    func testNonDTCGUnitInADimensionIsKeptWithAWarning() throws {
        let dtcg = try read([("d.tokens.json", ##"{"gap": {"$type": "dimension", "$value": {"value": 1.5, "unit": "em"}}}"##)])
        XCTAssertEqual(dtcg.tokens.dimensions.first.map { "\($0.value)\($0.unit)" }, "1.5em")
        XCTAssertEqual(dtcg.diagnostics.warnings.map(\.description),
                       [##"d.tokens.json:1:65: warning: unit "em" is not DTCG 2025.10 (px or rem); kept as em (token path gap)"##])
        // Style Dictionary files write CSS units all the time: no warning there.
        let legacy = try read([("d.json", ##"{"size": {"gap": {"value": "1.5em"}}}"##)])
        XCTAssertEqual(legacy.tokens.dimensions.first.map { "\($0.value)\($0.unit)" }, "1.5em")
        XCTAssertFalse(legacy.diagnostics.warnings.contains { $0.message.contains("not DTCG") })
    }

    // MARK: Style Dictionary quoted numbers

    func testQuotedNumbersInStyleDictionaryAreNumbers() throws {
        let result = try read([("typography.json", ##"""
        {"leading": {"tight": {"$type": "lineHeight", "$value": "1.25"}, "loose": {"$type": "lineHeight", "$value": 2}},
         "text": {"base": {"$type": "fontSize", "$value": "1rem"}},
         "label": {"$type": "number", "$value": "n/a"}}
        """##)])
        let numbers = Dictionary(uniqueKeysWithValues: result.tokens.numbers.map { ($0.info.path.dotted, $0.value) })
        XCTAssertEqual(numbers["leading.tight"], 1.25)
        XCTAssertEqual(numbers["leading.loose"], 2)
        // Text that is no number stays text.
        XCTAssertEqual(result.tokens.strings.map(\.info.path.dotted), ["label"])
    }

    // MARK: GitHub Primer (`alpha` beside `$value`, `$extensions["org.primer.overrides"]`)

    func testPrimerAlphaAndOverridesGiveAppearances() throws {
        let result = try read([("primer.tokens.json", ##"""
        {
          "base": { "$type": "color",
            "clear": { "$value": "#ffffff", "alpha": 0 },
            "ink": { "$value": "#101010" }, "paper": { "$value": "#f0f0f0" }, "gray": { "$value": "#808080" } },
          "fg": { "$type": "color",
            "text": { "$value": "{base.ink}", "$extensions": { "org.primer.overrides": {
              "dark": "{base.paper}", "dark-high-contrast": "#ffffff", "light-high-contrast": "#000000", "dark-dimmed": "#cccccc" } } },
            "muted": { "$value": "{base.gray}", "$extensions": { "org.primer.overrides": {
              "dark": { "$value": "{base.gray}", "alpha": 0.5 } } } },
            "plain": { "$value": "{base.gray}" } }
        }
        """##)])
        let colors = result.tokens.colors
        func value(_ path: String, _ appearance: Appearance) -> RGBAColor? {
            colors.first { $0.path.dotted == path }?.values[appearance]
        }
        XCTAssertEqual(value("base.clear", .light)?.alpha, 0)
        XCTAssertEqual(hex(result.tokens, "fg.text")?.lowercased(), "#101010")
        XCTAssertEqual(hex(result.tokens, "fg.text", .dark)?.lowercased(), "#f0f0f0")
        XCTAssertEqual(hex(result.tokens, "fg.text", .darkHighContrast)?.lowercased(), "#ffffff")
        XCTAssertEqual(hex(result.tokens, "fg.text", .lightHighContrast)?.lowercased(), "#000000")
        XCTAssertEqual(value("fg.muted", .dark)?.alpha, 0.5)
        XCTAssertEqual(value("fg.muted", .light)?.alpha, 1)
        XCTAssertNil(value("fg.plain", .dark), "a token without overrides has no dark value of its own")
        let warnings = result.diagnostics.warnings.map(\.description)
        XCTAssertTrue(warnings.contains { $0.hasPrefix("primer.tokens.json:7:") && $0.contains("org.primer.overrides for dark-dimmed are not read") }, "\(warnings)")
    }

    func testNonNumericAlphaBesideValueIsStillAChild() {
        let found = errors([("a.tokens.json", ##"{"c": {"$type": "color", "$value": "#fff", "alpha": "half"}}"##)])
        XCTAssertTrue(found.contains { $0.message.contains("token has both $value and child \"alpha\"") }, "\(found)")
        // Only a colour has an alpha: on a dimension the member is still a child, not a colour modifier.
        let dimension = errors([("b.tokens.json", ##"{"gap": {"$type": "dimension", "$value": "4px", "alpha": 0}}"##)])
        XCTAssertEqual(dimension.map(\.message), ["token has both $value and child \"alpha\" (token path gap)"])
    }

    // MARK: Salesforce Theo YAML: a format Stylebook does not read, said at the file

    func testTheoYAMLIsNamedAsUnsupported() {
        let props = errors([("design-tokens/background.yml", "global:\n  type: color\nimports:\n- ./aliases.yml\nprops:\n  PAGE_BACKGROUND:\n    value: '{!WHITE}'\n")])
        XCTAssertEqual(props.count, 1, "\(props)")
        XCTAssertTrue(props.first?.description.hasPrefix("design-tokens/background.yml:2:3: error: this is a Theo (Salesforce) token file") ?? false, "\(props)")
        let aliases = errors([("aliases.yml", "aliases:\n  WHITE: '#FFFFFF'\n  SHADE: 'rgba(0,0,0,.05)'\n")])
        XCTAssertEqual(aliases.count, 1, "\(aliases)")
        XCTAssertTrue(aliases.first?.message.contains("a format Stylebook does not read") ?? false, "\(aliases)")
    }

    func testStylebookYAMLGroupsNamedLikeTheoKeysStayTokens() throws {
        let result = try read([("colors.yml", "aliases:\n  brand: { light: '#112233', dark: '#445566' }\n")])
        XCTAssertEqual(hex(result.tokens, "aliases.brand")?.lowercased(), "#112233")
        XCTAssertEqual(hex(result.tokens, "aliases.brand", .dark)?.lowercased(), "#445566")
    }

    // MARK: A folder of built output (plain names and values): says why nothing was found

    func testFolderOfPlainValueFilesSaysWhatTheyAre() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-values-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/token-groups", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"background": "rgba(11, 12, 13, 1)", "text": "rgba(227, 229, 231, 1)"}"#.write(toFile: folder + "/token-groups/color.dark.json", atomically: true, encoding: .utf8)
        try #"{"background": "rgba(246, 246, 247, 1)", "text": "rgba(32, 34, 35, 1)"}"#.write(toFile: folder + "/token-groups/color.light.json", atomically: true, encoding: .utf8)
        do {
            _ = try TokenReader.read(files: [folder + "/token-groups"])
            XCTFail("expected an error")
        } catch {
            let messages = error.diagnostics.errors.map(\.message)
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("color.dark.json, \(folder)/token-groups/color.light.json hold only plain names and values") ?? false, "\(messages)")
        }
    }
}
