import Diagnostics
import XCTest
@testable import Tokens

/// Files told apart by content without misreading them, keys Stylebook does not apply reported,
/// and references to groups or left-out tokens explained.
final class InputDetectionTests: XCTestCase {
    /// The errors of a strict read (a token left out is an error then, as with `--strict`); an empty
    /// list, never a trap, when the read succeeds.
    func failure(_ documents: [(path: String, text: String)], inputs: [String]? = nil) -> [String] {
        var options = TokenReadOptions()
        options.strict = true
        do {
            _ = try TokenReader.read(documents: documents, options: options, inputs: inputs)
            XCTFail("expected an error")
            return []
        } catch {
            return error.diagnostics.errors.map(\.description)
        }
    }

    func testStyleDictionaryKeysNotAppliedAreOneWarningPerKindWithACount() throws {
        let text = """
        {"color": {
          "brand": {"value": "#336699", "transform": {"darken": 0.2}},
          "accent": {"value": "#112233", "transform": {"lighten": 0.1}, "params": {"amount": 2}},
          "muted": {"value": "#445566", "shade": 0.5, "attributes": {"category": "color", "font": "serif"}},
          "plain": {"value": "#778899", "attributes": {"category": "color", "type": "base"}}
        }}
        """
        let result = try TokenReader.read(documents: [("sd/color.json", text)])
        let unapplied = result.diagnostics.warnings.filter { $0.message.contains("which Stylebook does not apply") }.map(\.description)
        XCTAssertEqual(unapplied, [
            "sd/color.json:4:61: warning: 1 token(s) carry custom 'attributes', which Stylebook does not apply (values are read as written); first at sd/color.json:4:61",
            "sd/color.json:3:75: warning: 1 token(s) carry 'params', which Stylebook does not apply (values are read as written); first at sd/color.json:3:75",
            "sd/color.json:4:42: warning: 1 token(s) carry 'shade', which Stylebook does not apply (values are read as written); first at sd/color.json:4:42",
            "sd/color.json:2:46: warning: 2 token(s) carry 'transform', which Stylebook does not apply (values are read as written); first at sd/color.json:2:46",
        ])
        XCTAssertEqual(result.tokens.colors.count, 4, "the tokens are still read")
    }

    func testAStyleDictionaryComponentFileIsNotTakenForExcludedParentKeys() throws {
        let result = try TokenReader.read(documents: [
            ("sd/size.json", ##"{"size": {"border-width": {"value": "2px"}}}"##),
            ("sd/component.json", """
            {"button": {"size": {"border-width": {"value": "{size.border-width}"}}},
             "input": {"size": {"border-width": {"value": "{size.border-width}"}}}}
            """),
        ], inputs: ["sd"])
        let values = Dictionary(uniqueKeysWithValues: result.tokens.dimensions.map { ($0.info.path.dotted, $0.value) })
        XCTAssertEqual(values, ["size.border-width": 2, "button.size.border-width": 2, "input.size.border-width": 2])
        XCTAssertFalse(result.diagnostics.items.contains { $0.message.contains("top-level groups") }, result.diagnostics.rendered)
        // The component file as the issue quotes it, one group, beside the global tokens.
        let single = try TokenReader.read(documents: [
            ("sd/size.json", ##"{"size": {"border-width": {"value": "2px"}}}"##),
            ("sd/button.json", ##"{"button": {"size": {"border-width": {"value": "{size.border-width}"}}}}"##),
        ], inputs: ["sd"])
        XCTAssertEqual(single.tokens.dimensions.map(\.info.path.dotted).sorted(), ["button.size.border-width", "size.border-width"])
    }

    func testDTCGInYAMLStartingWithFontIsReadAsDTCG() throws {
        let yaml = """
        font:
          family:
            body:
              $type: fontFamily
              $value: Inter
          size:
            body:
              $type: dimension
              $value: 16px
        color:
          ink:
            $type: color
            $value: "#112233"
        """
        let result = try TokenReader.read(documents: [("tokens.yaml", yaml)])
        XCTAssertEqual(result.tokens.dimensions.map(\.info.path.dotted), ["font.size.body"])
        XCTAssertEqual(result.tokens.colors.map { ColorMath.hex($0.values[.light]!) }, ["#112233"])
        XCTAssertTrue(result.tokens.textStyles.isEmpty, "a `font` group holding `size` is no text style here")
    }

    func testFriendlyYAMLWithOneDTCGEntryStaysFriendly() throws {
        let yaml = """
        spacing/m: 16px
        brand:
          $type: color
          $value: "#010203"
        """
        let result = try TokenReader.read(documents: [("tokens.yaml", yaml)])
        XCTAssertEqual(result.tokens.dimensions.map(\.info.path.dotted), ["spacing.m"])
        XCTAssertEqual(result.tokens.colors.map(\.path.dotted), ["brand"])
    }

    func testAReferenceToAGroupSaysItIsAGroup() {
        let found = failure([("g.json", ##"{"color": {"$type": "color", "blue": {"500": {"$value": "#0000FF"}}}, "accent": {"$value": "{color.blue}"}}"##)])
        XCTAssertEqual(found, ["g.json:1:92: error: reference {color.blue} points to a group, not a token (token path accent)"])
    }

    func testAReferenceToADroppedTokenSaysWhyItIsMissing() {
        let found = failure([("sd/card.json", ##"{"card": {"value": {"fill": "#ffffff"}, "type": "composition"}, "ink": {"value": "{card}"}}"##)])
        XCTAssertEqual(found.count, 1, found.joined(separator: "\n"))
        XCTAssertTrue((found.first ?? "").contains("reference {card} names a token that was left out: its type \"composition\" has no DTCG equivalent (sd/card.json)"), (found.first ?? ""))
    }

    func testAReferenceIntoALeftOutLookSaysWhyItIsMissing() {
        let found = failure([
            ("t/light.json", ##"{"fg": {"$type": "color", "$value": "#111111"}}"##),
            ("t/dark.json", ##"{"fg": {"$type": "color", "$value": "{soft}"}}"##),
            ("t/dark-dimmed.json", ##"{"soft": {"$type": "color", "$value": "#888888"}}"##),
        ], inputs: ["t"])
        XCTAssertEqual(found.count, 1, found.joined(separator: "\n"))
        XCTAssertTrue((found.first ?? "").contains("reference {soft} names a token that was left out: it is only in t/dark-dimmed.json, the \"dimmed\" look of dark, which is left out"), (found.first ?? ""))
    }

    func testAReferenceIntoASetNoThemeSelectsSaysWhyItIsMissing() {
        let found = failure([
            ("ts/$themes.json", ##"""
            [{"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}},
             {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}}]
            """##),
            ("ts/light.json", ##"{"fg": {"value": "{extra.ink}", "type": "color"}}"##),
            ("ts/dark.json", ##"{"fg": {"value": "#000000", "type": "color"}}"##),
            ("ts/extra.json", ##"{"extra": {"ink": {"value": "#123456", "type": "color"}}}"##),
        ], inputs: ["ts"])
        XCTAssertTrue(found.contains { $0.hasPrefix("ts/light.json:1:18: error: reference {extra.ink} names a token that was left out: it is only in the token set extra, which none of the chosen themes selects") },
                      found.joined(separator: "\n"))
    }
}
