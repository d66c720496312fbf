import Foundation
import XCTest

/// A DTCG token file read by `stylebook build`: `$deprecated: "use {content.primary}"` becomes a
/// renamed alias, `diff` reports it as deprecated-with-alias (not breaking), and
/// `swift.appearance-helpers: true` adds the appearance helpers.
final class DeprecationAliasCommandTests: XCTestCase {
    private func project(_ dir: String, tokens: String, swift: String = "") throws {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try tokens.write(toFile: dir + "/tokens.json", atomically: true, encoding: .utf8)
        try """
        catalog: Generated/Colors.xcassets
        tokens:
          files: [tokens.json]
          swift: Generated/Tokens.swift
        \(swift)
        """.write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
    }

    func testDeprecatedTokenIsAnAliasInBuildAndDiff() throws {
        let binary = try TestPaths.stylebookBinary()
        let dir = try temporaryFolder(prefix: "stylebook-deprecation-alias")
        try project(dir + "/old", tokens: """
        { "content": { "primary": { "$type": "color", "$value": "#1A1A1A" } },
          "text": { "main": { "$type": "color", "$value": "#333333" } } }
        """)
        try project(dir + "/new", tokens: """
        { "content": { "primary": { "$type": "color", "$value": "#1A1A1A" } },
          "text": { "main": { "$type": "color", "$value": "{content.primary}", "$deprecated": "use {content.primary}" } } }
        """, swift: "swift:\n  appearance-helpers: true\n")
        let build = try runProcess(binary, ["build", "new"], in: dir)
        XCTAssertEqual(build.status, 0, build.output)
        let swift = try String(contentsOfFile: dir + "/new/Generated/Tokens.swift", encoding: .utf8)
        XCTAssertTrue(swift.contains("@available(*, deprecated, renamed: \"Colors.Content.primary\")\n        static let main = Colors.Content.primary"), swift)
        XCTAssertTrue(swift.contains("@available(*, deprecated, renamed: \"contentPrimary\")"), "the static members get the alias too")
        XCTAssertTrue(swift.contains("final class StylebookLayerColors") && swift.contains("enum StylebookAppearanceOverride"), "appearance helpers")
        let diff = try runProcess(binary, ["diff", "old", "new", "--fail-on", "breaking"], in: dir)
        XCTAssertEqual(diff.status, 0, diff.output)
        XCTAssertTrue(diff.stdout.contains("deprecated: use {content.primary}; old name kept as a deprecated alias ($deprecated)"), diff.stdout)
        XCTAssertTrue(diff.stderr.contains("0 breaking"), diff.output)

        try project(dir + "/bad", tokens: "{}", swift: "swift:\n  appearance-helpers: maybe\n")
        let bad = try runProcess(binary, ["build", "bad"], in: dir)
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.stderr.contains("stylebook.yml:6:23: error: swift.appearance-helpers must be true or false, not 'maybe'"), bad.output)
    }
}
