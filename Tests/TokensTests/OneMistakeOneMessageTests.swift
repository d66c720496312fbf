import Diagnostics
import XCTest
@testable import Tokens

/// One mistake in a token file gives one message, at the line where it is, with advice the
/// format allows (issue 23): no follow-on "no light value" error, no DTCG advice for the
/// friendly YAML's own CSS colour strings, and an unclosed `{` reported on its own line.
final class OneMistakeOneMessageTests: XCTestCase {
    /// Everything reported reading `yaml` as `t.yml`, whether or not the read fails. `strict` reads
    /// as `--strict` does: a token that cannot be generated is an error, not a left-out warning.
    func diagnostics(_ yaml: String, path: String = "t.yml", strict: Bool = false) -> [Diagnostic] {
        var options = TokenReadOptions()
        options.strict = strict
        do {
            return try TokenReader.read(documents: [(path, yaml)], options: options).diagnostics.items
        } catch {
            return error.diagnostics.items
        }
    }

    func testADanglingReferenceInLightIsOneError() {
        let found = diagnostics("base: \"#FFFFFF\"\nsurface: { light: \"{nowhere.x}\", dark: \"#000000\" }\n", strict: true)
        let errors = found.filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 1, found.map(\.description).joined(separator: "\n"))
        XCTAssertTrue(errors.first?.message.contains("{nowhere.x}") == true, found.map(\.description).joined(separator: "\n"))
        XCTAssertFalse(found.contains { $0.message.contains("no light value") })
    }

    func testAnInvalidHexInLightIsOneError() {
        let found = diagnostics("surface: { light: \"#GGHHII\", dark: \"#000000\" }\n", strict: true)
        let errors = found.filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 1, found.map(\.description).joined(separator: "\n"))
        XCTAssertTrue(errors.first?.message.contains("#GGHHII") == true, found.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(errors.first?.location?.line, 1)
    }

    /// Without --strict the same mistake is one warning, and the token is left out.
    func testWithoutStrictTheMistakeIsOneWarning() {
        let found = diagnostics("base: \"#FFFFFF\"\nsurface: { light: \"{nowhere.x}\", dark: \"#000000\" }\n")
        XCTAssertFalse(found.contains { $0.severity == .error }, found.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(found.filter { $0.message.contains("{nowhere.x}") }.count, 1, found.map(\.description).joined(separator: "\n"))
        XCTAssertFalse(found.contains { $0.message.contains("no light value") })
    }

    func testAColourWithNoLightAtAllIsStillAnError() {
        // The suppression is for a light value already reported, not for a missing one.
        let found = diagnostics("base: \"#FFFFFF\"\nsurface: { dark: \"#000000\" }\n")
        XCTAssertTrue(found.contains { $0.severity == .error && $0.message.contains("no light value") }, found.map(\.description).joined(separator: "\n"))
    }

    func testRGBAStringsInFriendlyYAMLAreNotAdvisedAgainst() throws {
        let result = try TokenReader.read(documents: [("t.yml", "overlay: { light: \"rgba(0, 0, 0, 0.4)\", dark: \"rgba(255, 255, 255, 0.2)\" }\nscrim: \"rgba(0,0,0,0.5)\"\n")],
                                          options: TokenReadOptions())
        XCTAssertEqual(result.diagnostics.items.map(\.description), [])
        let overlay = try XCTUnwrap(result.tokens.colors.first { $0.path.dotted == "overlay" })
        XCTAssertEqual(overlay.values[.light]?.alpha ?? 0, 0.4, accuracy: 1e-9)
        XCTAssertEqual(overlay.values[.dark]?.alpha ?? 0, 0.2, accuracy: 1e-9)
        XCTAssertEqual(result.tokens.colors.first { $0.path.dotted == "scrim" }?.values[.light]?.alpha ?? 0, 0.5, accuracy: 1e-9)
    }

    func testDTCGJSONStillGetsTheColourObjectAdvice() {
        let found = diagnostics("{\"a\": {\"$type\": \"color\", \"$value\": \"rgba(0, 0, 0, 0.4)\"}}", path: "t.tokens.json")
        XCTAssertTrue(found.contains { $0.message.contains("not DTCG") }, "the advice stays for DTCG files")
    }

    func testAMissingClosingBraceIsReportedOnItsOwnLine() {
        var lines = (1...7).map { "c\($0): \"#11111\($0)\"" }
        lines.append("broken: { light: \"#FFFFFF\", dark: \"#000000\"")
        lines.append("after: \"#222222\"")
        let found = diagnostics(lines.joined(separator: "\n") + "\n")
        let error = found.first { $0.severity == .error }
        XCTAssertEqual(error?.location?.line, 8, found.map(\.description).joined(separator: "\n"))
        XCTAssertTrue(error?.message.contains("malformed YAML") == true, found.map(\.description).joined(separator: "\n"))
        // A block-structure mistake at the start of a line stays where Yams found it.
        let block = diagnostics("a:\n  - 1\n- 2\n").first { $0.severity == .error }
        XCTAssertEqual(block?.location?.line, 3, String(describing: block))
    }
}
