import Diagnostics
import Foundation
import XCTest
@testable import Tokens

/// Issue 17, "one bad token never blocks the rest": a token that cannot be generated is a located
/// warning, left out with every token that refers to it; `strict` makes it an error; shaping
/// rules remove a token before it is judged.
final class LeftOutTokenTests: XCTestCase {
    static let mismatch = """
    { "s": { "$type": "string", "$value": "abc" },
      "n": { "$type": "number", "$value": "{s}" },
      "m": { "$type": "number", "$value": "{n}" },
      "ok": { "$type": "number", "$value": 2 },
      "c": { "$type": "color", "$value": "#ff0000" } }
    """

    func testATypeMismatchLeavesOutTheTokenAndWhatRefersToItOnly() throws {
        let result = try readOne(Self.mismatch)
        XCTAssertEqual(result.tokens.numbers.map(\.info.path.dotted), ["ok"])
        XCTAssertEqual(result.tokens.strings.map(\.info.path.dotted), ["s"])
        XCTAssertEqual(result.tokens.colors.map(\.path.dotted), ["c"])
        XCTAssertEqual(result.tokens.leftOut, ["m", "n"])
        XCTAssertTrue(result.tokens.summary.hasSuffix(", 2 left out"), result.tokens.summary)
        let warnings = result.diagnostics.warnings.map(\.description)
        XCTAssertTrue(warnings.contains("t.tokens.json:2:39: warning: expected a number, found a string; left out (token path n)"), "\(warnings)")
        XCTAssertTrue(warnings.contains("t.tokens.json:3:8: warning: left out: refers to {n}, which cannot be generated (token path m)"), "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("2 token(s) left out: 1 that cannot be generated and 1 that refer to them") }, "\(warnings)")
        XCTAssertFalse(result.diagnostics.hasErrors)
    }

    func testStrictMakesItAnError() {
        let errors = readError(Self.mismatch).errors.map(\.description)
        XCTAssertEqual(errors, ["t.tokens.json:2:39: error: expected a number, found a string (token path n)"])
    }

    func testExcludedOrPrivateBadTokensAreNeverJudged() throws {
        var options = TokenReadOptions()
        options.shaping = TokenShaping(exclude: ["n"], privateGroups: ["m"])
        let result = try readOne(Self.mismatch, options: options)
        XCTAssertTrue(result.diagnostics.isEmpty, result.diagnostics.rendered)
        options.strict = true
        XCTAssertNoThrow(try readOne(Self.mismatch, options: options))
        // Excluding only the bad token: the token that refers to it is still named.
        options = TokenReadOptions()
        options.shaping = TokenShaping(exclude: ["n"])
        let partial = try readOne(Self.mismatch, options: options)
        XCTAssertEqual(partial.diagnostics.warnings.map(\.message).filter { $0.contains("token path n)") }, [])
        XCTAssertTrue(partial.diagnostics.warnings.contains { $0.message == "left out: refers to {n}, which cannot be generated (token path m)" })
    }

    func testAColourOnlyInADarkFileIsLeftOutWithWhatRefersToIt() throws {
        let light = """
        { "bg": { "$type": "color", "$value": "#ffffff" },
          "accent": { "$type": "color", "$value": "{brand}" } }
        """
        let dark = """
        { "bg": { "$type": "color", "$value": "#000000" },
          "brand": { "$type": "color", "$value": "#ff8000" },
          "accent": { "$type": "color", "$value": "{brand}" } }
        """
        let documents = [("tokens/light.tokens.json", light), ("tokens/dark.tokens.json", dark)]
        let result = try TokenReader.read(documents: documents)
        XCTAssertEqual(result.tokens.colors.map(\.path.dotted), ["bg"])
        XCTAssertEqual(result.tokens.leftOut, ["accent", "brand"])
        let warnings = result.diagnostics.warnings.map(\.description)
        XCTAssertTrue(warnings.contains("tokens/dark.tokens.json:2:12: warning: colour has a dark value but no light value; left out (token path brand)"),
                      "\(warnings)")
        XCTAssertTrue(warnings.contains("tokens/light.tokens.json:2:13: warning: left out: refers to {brand}, which cannot be generated (token path accent)"),
                      "\(warnings)")
        var strict = TokenReadOptions()
        strict.strict = true
        XCTAssertThrowsError(try TokenReader.read(documents: documents, options: strict)) { error in
            let errors = (error as? DiagnosticError)?.diagnostics.errors.map(\.message) ?? []
            XCTAssertTrue(errors.contains("colour has a dark value but no light value (token path brand)"), "\(errors)")
        }
    }

    func testCyclesStayErrors() {
        let json = ##"{ "$type": "color", "a": { "$value": "{b}" }, "b": { "$value": "{a}" }, "ok": { "$value": "#fff" } }"##
        do {
            _ = try readOne(json)
            XCTFail("a cycle must fail the read")
        } catch {
            XCTAssertTrue(error.diagnostics.errors.first?.message.hasPrefix("reference cycle: a → b → a") == true, error.diagnostics.rendered)
        }
    }

    /// A chain far longer than the depth limit costs one step per link in either order, and both
    /// orders fail at the same token with the same error (issue 24: 20,000 links took 14.5 s; the
    /// benchmark times 20,000, this keeps the unit test quick).
    func testALongAliasChainIsLinearAndTheSameErrorInEitherOrder() {
        let count = 6_000
        func chain(reversed: Bool) -> String {
            var members = (0..<count).map { "\"t\($0)\": {\"$value\": \"{t\($0 + 1)}\"}" }
            members.append("\"t\(count)\": {\"$value\": \"#ff0000\"}")
            if reversed { members.reverse() }
            return "{\"$type\": \"color\",\n" + members.joined(separator: ",\n") + "}"
        }
        let forward = readError(chain(reversed: false)).errors.map(\.message)
        let backward = readError(chain(reversed: true)).errors.map(\.message)
        XCTAssertEqual(forward.count, 1, "\(forward.prefix(3))")
        XCTAssertEqual(forward, backward)
        XCTAssertEqual(forward.first, "references nest more than 256 deep (a chain of {…} references that long); "
                       + "Stylebook stops resolving here (token path t\(count - 257))")
    }
}
