import Diagnostics
import XCTest
@testable import Tokens

/// The resolver numbers tokens once and keeps its memos by number, and skips tables that cannot
/// change an answer (issue 17, linear cost): the answers those tables gave must stay the same.
final class NumberedTokenTests: XCTestCase {
    private func hex(_ token: ColorToken?, _ appearance: Appearance = .light) -> String? {
        token?.values[appearance]?.description
    }

    func testAChainResolvesEveryLinkInEitherOrder() throws {
        let links = ["\"t0\": {\"$value\": \"{t1}\"}", "\"t1\": {\"$value\": \"{t2}\"}",
                     "\"t2\": {\"$value\": \"{t3}\"}", "\"t3\": {\"$value\": \"#123456\"}"]
        for members in [links, links.reversed()] {
            let result = try readOne("{\"$type\": \"color\", " + members.joined(separator: ", ") + "}")
            XCTAssertEqual(result.tokens.colors.map(\.path.dotted), ["t0", "t1", "t2", "t3"])
            XCTAssertEqual(result.tokens.colors.map { hex($0) }, Array(repeating: "#123456", count: 4))
            XCTAssertEqual(result.tokens.colors.first?.info.aliases[.light], "t1")
        }
    }

    func testAPathWrittenTwiceIsFoundAtItsLaterToken() throws {
        let json = """
        { "$type": "color",
          "a.b": { "$value": "#ff0000" },
          "a": { "b": { "$value": "#00ff00" } },
          "r": { "$value": "{a.b}" } }
        """
        let result = try readOne(json)
        XCTAssertEqual(hex(result.tokens.colors.first { $0.path.dotted == "r" }), "#00FF00")
    }

    func testOneAppearanceStillSaysWhatAReferencePointsTo() {
        let json = """
        { "$type": "color",
          "c": { "$value": "{nope}" },
          "g": { "x": { "$value": "#000000" } },
          "d": { "$value": "{g}" } }
        """
        let errors = readError(json).errors.map(\.description)
        XCTAssertTrue(errors.contains("t.tokens.json:2:20: error: reference {nope} points to nothing (token path c)"), "\(errors)")
        XCTAssertTrue(errors.contains { $0.contains("reference {g} points to a group, not a token (token path d)") }, "\(errors)")
    }

    func testATypeWrittenInOneAppearanceTypesTheOther() throws {
        let resolver = """
        { "version": "2025.10", "resolutionOrder": [{ "$ref": "#/modifiers/theme" }],
          "modifiers": { "theme": { "contexts": {
            "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } } } }
        """
        let result = try TokenReader.read(documents: [("light.tokens.json", "{ \"c\": { \"$type\": \"color\", \"$value\": \"#ff0000\" } }"),
                                                      ("dark.tokens.json", "{ \"c\": { \"$value\": \"#00ff00\" } }")],
                                          resolverDocument: ("t.resolver.json", resolver), inputs: [])
        XCTAssertEqual(hex(result.tokens.colors.first, .dark), "#00FF00")
        XCTAssertTrue(result.diagnostics.warnings.contains {
            $0.message == "token has no $type here; using color from another appearance (token path c)"
                && $0.location?.file == "dark.tokens.json"
        }, "\(result.diagnostics)")
    }

    func testARequiredAppearanceIsCheckedForEveryColour() {
        var options = TokenReadOptions(requiredAppearances: [.light, .dark])
        options.strict = true
        let documents = [("light.tokens.json", "{ \"$type\": \"color\", \"a\": { \"$value\": \"#ff0000\" }, \"b\": { \"$value\": \"#0000ff\" } }"),
                         ("dark.tokens.json", "{ \"$type\": \"color\", \"a\": { \"$value\": \"#00ff00\" } }")]
        do {
            _ = try TokenReader.read(documents: documents, options: options)
            XCTFail("a colour without a dark value must be an error")
        } catch {
            let errors = error.diagnostics.errors.map(\.message)
            XCTAssertEqual(errors, ["colour has no dark value, which the options require (token path b)"])
        }
    }
}
