import Diagnostics
import XCTest
@testable import Tokens

/// Issue 8 "no crash, on any input" for the token readers: deep nesting, alias bombs, escapes.
final class TokenReaderLimitTests: XCTestCase {
    func testJSONNestedAHundredThousandDeepIsALocatedError() {
        let depth = 100_000
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let errors = readError(json).errors.map(\.description)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("t.tokens.json:1:257: error: malformed JSON: nesting deeper than 256 levels") == true, "\(errors)")
        let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        XCTAssertEqual(readError(objects).errors.count, 1)
    }

    /// `\uD800` followed by an escape that is not a low surrogate overflowed UInt32 arithmetic.
    func testAnUnpairedHighSurrogateIsReplacedNotATrap() throws {
        let result = try readOne(##"{"c": {"$type": "color", "$value": "#ffffff", "$description": "\uD800\u0041 \uD83D\uDE00 \uD800"}}"##)
        let description = result.tokens.colors.first?.info.description
        XCTAssertEqual(description, "\u{FFFD}A 😀 \u{FFFD}")
    }

    func testYAMLNestedAHundredThousandDeepIsALocatedError() {
        let depth = 100_000
        let flow = "c: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let errors = readError(flow, path: "t.tokens.yml").errors.map(\.description)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("t.tokens.yml:1:") == true && errors.first?.contains("YAML nested more than 256 levels") == true, "\(errors)")
        let block = "c:\n" + String(repeating: "- ", count: depth) + "x\n"
        XCTAssertTrue(readError(block, path: "t.tokens.yml").errors.first?.description.contains("YAML nested more than 256 levels") == true)
    }

    func testYAMLAliasBombIsALocatedError() {
        // Nine levels of ten aliases each: a billion values from ten lines.
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            lines.append("a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]")
        }
        let errors = readError(lines.joined(separator: "\n") + "\n", path: "t.tokens.yml").errors.map(\.description)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("t.tokens.yml:") == true, "\(errors)")
        XCTAssertTrue(errors.first?.contains("YAML expands to more than 1000000 values through its aliases") == true, "\(errors)")
    }

    func testAliasBombAsAMappingKeyIsCountedToo() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...8 {
            lines.append("a\(level): &a\(level) [\(Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", "))]")
        }
        lines.append("? *a8\n: 1")
        let errors = readError(lines.joined(separator: "\n") + "\n", path: "t.tokens.yml").errors.map(\.description)
        XCTAssertTrue(errors.first?.contains("YAML expands to more than") == true, "\(errors)")
    }

    func testOrdinaryAliasesStillWork() throws {
        let yaml = """
        base: &base
          $type: color
        colors:
          primary: { <<: *base, $value: "#ff0000" }
        """
        // Whatever the friendly format makes of merge keys, reading must not hit a limit.
        let diagnostics = readError(yaml, path: "t.tokens.yml")
        XCTAssertFalse(diagnostics.errors.contains { $0.description.contains("YAML expands") || $0.description.contains("nested more") })
    }

    func testTheDepthBoundIgnoresCommentsAndAllowsRealIndentation() throws {
        let yaml = "# [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n"
            + "color:\n  brand:\n    primary:\n      $type: color\n      $value: \"#ff0000\"\n"
        try YAMLLimits.checkDepth(yaml, path: "t.yml")
        let result = try readOne(yaml, path: "t.tokens.yml")
        XCTAssertEqual(result.tokens.colors.count, 1)
    }

    /// A chain of 20,000 `{…}` references recursed once per link and overflowed the stack.
    func testAVeryLongReferenceChainIsALocatedError() {
        let count = 5_000
        let members = (0..<count).map { "\"t\($0)\": {\"$value\": \"{t\($0 + 1)}\"}" }.joined(separator: ",\n")
        let json = "{\"$type\": \"color\",\n" + members + ",\n\"t\(count)\": {\"$value\": \"#ff0000\"}}"
        let errors = readError(json).errors.map(\.description)
        XCTAssertEqual(errors.count, 1, "\(errors.prefix(3))")
        XCTAssertTrue(errors.first?.hasPrefix("t.tokens.json:") == true, "\(errors)")
        XCTAssertTrue(errors.first?.contains("references nest more than 256 deep") == true, "\(errors)")
        // A chain of ordinary length resolves.
        let short = "{\"$type\": \"color\", \"a\": {\"$value\": \"{b}\"}, \"b\": {\"$value\": \"{c}\"}, \"c\": {\"$value\": \"#00ff00\"}}"
        XCTAssertTrue(readError(short).errors.isEmpty)
    }

    /// Groups that each extend the previous level twice double at every level: 2^22 copies hung.
    func testAnExtendsBombIsALocatedError() {
        var members = ["\"g0\": {\"x\": {\"$value\": \"#ff0000\"}}"]
        for level in 1...22 {
            members.append("\"g\(level)\": {\"p\": {\"$extends\": \"{g\(level - 1)}\"}, \"q\": {\"$extends\": \"{g\(level - 1)}\"}}")
        }
        let errors = readError("{\"$type\": \"color\",\n" + members.joined(separator: ",\n") + "}").errors.map(\.description)
        XCTAssertEqual(errors.count, 1, "\(errors.prefix(3))")
        XCTAssertTrue(errors.first?.contains("$extends expands to more than 1000000 groups") == true, "\(errors)")
    }
}
