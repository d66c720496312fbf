import Foundation
import XCTest

/// `tokens` and `build` leave out a token that cannot be generated (with a warning) and write the
/// rest; `--strict` (also `build --check --strict`, for CI) makes it an error.
final class StrictTokensCLITests: XCTestCase {
    static let tokens = """
    { "label": { "$type": "string", "$value": "abc" },
      "count": { "$type": "number", "$value": "{label}" },
      "brand": { "$type": "color", "$value": "#ff8000" } }
    """

    func testTokensLeavesOutTheBadTokenAndStrictFails() throws {
        let dir = try temporaryFolder()
        try Self.tokens.write(toFile: dir + "/t.tokens.json", atomically: true, encoding: .utf8)
        let strict = try CLI.run(["tokens", "t.tokens.json", "--catalog", "Strict.xcassets", "--strict"], in: dir)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("t.tokens.json:2:43: error: expected a number, found a string (token path count)"), strict.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/Strict.xcassets"), "nothing is written")

        let lenient = try CLI.run(["tokens", "t.tokens.json", "--catalog", "Out.xcassets", "--swift-core", "Core.swift"], in: dir)
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertTrue(lenient.stderr.contains("warning: expected a number, found a string; left out (token path count)"), lenient.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/Out.xcassets/brand.colorset/Contents.json"))
        XCTAssertTrue(lenient.stdout.contains("1 left out") || lenient.stderr.contains("1 left out"), lenient.stdout + lenient.stderr)

        let excluded = try CLI.run(["tokens", "t.tokens.json", "--catalog", "Out.xcassets", "--exclude", "count", "--strict"], in: dir)
        XCTAssertEqual(excluded.status, 0, excluded.stderr)
        XCTAssertFalse(excluded.stderr.contains("count"), excluded.stderr)
    }

    func testBuildCheckStrictFailsOnALeftOutToken() throws {
        let dir = try temporaryFolder()
        try Self.tokens.write(toFile: dir + "/t.tokens.json", atomically: true, encoding: .utf8)
        try "catalog: Out.xcassets\ntokens:\n  files: [t.tokens.json]\n".write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        let build = try CLI.run(["build", dir], in: dir)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertTrue(build.stderr.contains("left out (token path count)"), build.stderr)
        XCTAssertEqual(try CLI.run(["build", dir, "--check"], in: dir).status, 0)
        let check = try CLI.run(["build", dir, "--check", "--strict"], in: dir)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stderr.contains("error: expected a number, found a string (token path count)"), check.stderr)
    }
}
