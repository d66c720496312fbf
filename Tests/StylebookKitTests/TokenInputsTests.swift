import Diagnostics
import Foundation
import StylebookKit
import XCTest

/// `--input` / `tokens.inputs`, folders on the command line and in `stylebook.yml`, and the error
/// for a modifier nothing chooses, as a user meets them.
final class TokenInputsTests: XCTestCase {
    let fm = FileManager.default

    /// A new project folder with an empty `tokens/`.
    func projectFolder() throws -> String {
        let dir = try temporaryFolder(prefix: "stylebook-inputs")
        try fm.createDirectory(atPath: dir + "/tokens", withIntermediateDirectories: true)
        return dir
    }

    func write(_ text: String, _ path: String) throws {
        try fm.createDirectory(atPath: String(path[..<path.lastIndex(of: "/")!]), withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A resolver with a theme (light/dark) and a size modifier that has no default.
    func project(_ dir: String) throws {
        try write(##"{"gap": {"$type": "dimension", "$value": "4px"}}"##, dir + "/tokens/s.json")
        try write(##"{"gap": {"$type": "dimension", "$value": "8px"}}"##, dir + "/tokens/l.json")
        try write(##"{"fg": {"$type": "color", "$value": "#000000"}}"##, dir + "/tokens/light.json")
        try write(##"{"fg": {"$type": "color", "$value": "#FFFFFF"}}"##, dir + "/tokens/dark.json")
        try write(##"""
        {"version": "2025.10", "modifiers": {
           "size": {"contexts": {"small": [{"$ref": "s.json"}], "large": [{"$ref": "l.json"}]}},
           "theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}}},
         "resolutionOrder": [{"$ref": "#/modifiers/size"}, {"$ref": "#/modifiers/theme"}]}
        """##, dir + "/tokens/app.resolver.json")
    }

    func testConfigReadsInputs() throws {
        let yaml = "tokens:\n  files: [tokens]\n  inputs:\n    size: large\n    brand: b\n"
        let config = try ProjectConfig.parse(yaml: yaml, path: "/p/stylebook.yml")
        XCTAssertEqual(config.tokens?.inputs, ["size": "large", "brand": "b"])
        XCTAssertEqual(try AppearanceMappingParser.parseInputs(["size=large"]), ["size": "large"])
        XCTAssertThrowsError(try AppearanceMappingParser.parseInputs(["size"]))
        XCTAssertThrowsError(try AppearanceMappingParser.parseInputs(["size=a", "size=b"]))
    }

    func testModifierWithoutDefaultNamesTheFlagAndKeyThenInputFixesIt() throws {
        let dir = try projectFolder()
        try project(dir)
        let failed = try runStylebook(["tokens", "tokens", "--catalog", "Out.xcassets"], in: dir)
        XCTAssertEqual(failed.status, 1)
        let errors = failed.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, failed.stderr)
        XCTAssertTrue(errors.first?.hasPrefix("tokens/app.resolver.json:") ?? false, failed.stderr)
        // `stylebook tokens` has no project file, so the hint shows the flag alone.
        XCTAssertTrue(failed.stderr.contains("choose one context for all with --input \"size=small\"\n"), failed.stderr)
        XCTAssertFalse(failed.stderr.contains("stylebook.yml"), failed.stderr)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/Out.xcassets"), "nothing written on error")

        let fixed = try runStylebook(["tokens", "tokens", "--input", "size=large", "--catalog", "Out.xcassets", "--swift", "T.swift"], in: dir)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        let set = try String(contentsOfFile: dir + "/Out.xcassets/fg.colorset/Contents.json", encoding: .utf8)
        XCTAssertTrue(set.contains("\"luminosity\""), "the dark appearance is written")
        let swift = try String(contentsOfFile: dir + "/T.swift", encoding: .utf8)
        XCTAssertTrue(swift.contains("8"), "the large size is used")
    }

    /// The same hint as `lint` of a project shows it (the stylebook.yml key) and as `build` does (both).
    func testLintOfAProjectShowsTheKeyAndBuildShowsFlagAndKey() throws {
        let dir = try projectFolder()
        try project(dir)
        try write("catalog: Out.xcassets\ntokens:\n  files: [tokens]\n  swift: T.swift\nlint: rules.yml\n", dir + "/stylebook.yml")
        try write("rules: []\n", dir + "/rules.yml")
        let lint = try runStylebook(["lint", dir])
        XCTAssertEqual(lint.status, 1, lint.stderr)
        XCTAssertTrue(lint.stderr.contains("choose one context for all with tokens.inputs: {size: small} (stylebook.yml)\n"), lint.stderr)
        XCTAssertFalse(lint.stderr.contains("--input"), lint.stderr)
        let build = try runStylebook(["build", dir])
        XCTAssertEqual(build.status, 1, build.stderr)
        XCTAssertTrue(build.stderr.contains("choose one context for all with --input \"size=small\" (stylebook.yml: tokens.inputs: {size: small})\n"),
                      build.stderr)
    }

    func testStylebookYmlFolderAndInputs() throws {
        let dir = try projectFolder()
        try project(dir)
        try write("catalog: Out.xcassets\ntokens:\n  files: [tokens]\n  inputs:\n    size: small\n  swift: T.swift\n", dir + "/stylebook.yml")
        let result = try runStylebook(["build", dir])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(fm.fileExists(atPath: dir + "/Out.xcassets/fg.colorset/Contents.json"))
    }

    func testAFileWithoutTokensIsALocatedError() throws {
        let dir = try projectFolder()
        try write(##"{"name": "app", "version": "1.0.0"}"##, dir + "/package.json")
        let result = try runStylebook(["tokens", "package.json", "--catalog", "Out.xcassets"], in: dir)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("package.json:1:1: error: no design tokens found"), result.stderr)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/Out.xcassets"))
    }
}
