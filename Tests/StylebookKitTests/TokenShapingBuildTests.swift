import Diagnostics
import Foundation
import StylebookKit
import Tokens
import XCTest

/// `tokens.include/exclude/private/rename` in stylebook.yml and the `--include/--exclude/--private/--rename`
/// strings, through a whole build: what reaches the catalog and the Swift.
final class TokenShapingBuildTests: XCTestCase {
    let fm = FileManager.default

    func project(_ tokensSection: String, tokens: String) throws -> String {
        let dir = NSTemporaryDirectory() + "stylebook-shaping-\(UUID().uuidString)"
        try fm.createDirectory(atPath: dir + "/tokens", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try tokens.write(toFile: dir + "/tokens/app.tokens.json", atomically: true, encoding: .utf8)
        try """
        catalog: Generated/App.xcassets
        tokens:
          files: [tokens/app.tokens.json]
          namespace: Colors
          core: Generated/TokensCore.swift
        \(tokensSection)
        """.write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        return dir
    }

    static let tokens = ##"""
    {
      "color": { "$type": "color",
        "base": { "gray": { "1400": { "$value": "#0d1117" } }, "internal": { "x": { "$value": "#123456" } } },
        "semantic": { "fg": { "$value": "{color.base.internal.x}" } } },
      "space": { "$type": "dimension", "m": { "$value": "8px" }, "debug": { "$value": "1px" } }
    }
    """##

    func testConfigShapingReachesTheCatalogAndTheSwift() throws {
        let dir = try project("""
          exclude: ["space.debug"]
          private: [color.base.internal]
          rename:
            "color.base.gray.*": "gray$1"
            "color.semantic.**": "$1"
        """, tokens: Self.tokens)
        let config = try ProjectConfig.load(at: dir)
        XCTAssertEqual(config.tokens?.shaping.renames.map(\.target), ["gray$1", "$1"])
        XCTAssertTrue(config.warnings.isEmpty, "\(config.warnings)")
        let report = ProjectBuilder.build(config)
        XCTAssertTrue(report.succeeded, "\(report.diagnostics)")
        XCTAssertEqual(report.tokenSummary, "2 colours, 1 dimension")
        let catalog = dir + "/Generated/App.xcassets/Colors"
        XCTAssertTrue(fm.fileExists(atPath: catalog + "/gray1400.colorset/Contents.json"))
        XCTAssertTrue(fm.fileExists(atPath: catalog + "/fg.colorset/Contents.json"))
        XCTAssertFalse(fm.fileExists(atPath: catalog + "/color"))
        let swift = try String(contentsOfFile: dir + "/Generated/TokensCore.swift", encoding: .utf8)
        XCTAssertTrue(swift.contains("static let gray1400 = StylebookColor(name: \"Colors/gray1400\""), swift)
        // fg resolved through the private primitive, which itself is not generated.
        XCTAssertTrue(swift.contains("static let fg = StylebookColor(name: \"Colors/fg\", light: StylebookRGBA(red: 0.07058823529"), swift)
        XCTAssertFalse(swift.contains("internal"))
        XCTAssertFalse(swift.contains("debug"))
    }

    func testBadRenameInConfigIsALocatedErrorAndWritesNothing() throws {
        let dir = try project("""
          rename:
            "color.*": "$2"
        """, tokens: Self.tokens)
        let report = ProjectBuilder.build(try ProjectConfig.load(at: dir))
        XCTAssertFalse(report.succeeded)
        XCTAssertEqual(report.diagnostics.errors.first?.description,
                       dir + "/stylebook.yml:7:5: error: rename color.* → $2 uses $2, but the pattern has 1 wildcard(s)")
        XCTAssertFalse(fm.fileExists(atPath: dir + "/Generated"))
    }

    func testOverLongNamesNoLongerFailTheBuild() throws {
        let long = String(repeating: "a", count: 300)
        let dir = try project("", tokens: "{\"g\": {\"\(long)\": {\"$type\": \"color\", \"$value\": \"#336699\"}}}")
        let report = ProjectBuilder.build(try ProjectConfig.load(at: dir))
        XCTAssertTrue(report.succeeded, "\(report.diagnostics)")
        XCTAssertEqual(report.diagnostics.warnings.filter { $0.message.contains("longer than 240 bytes") }.count, 1)
        let names = try fm.contentsOfDirectory(atPath: dir + "/Generated/App.xcassets/Colors/g").filter { $0.hasSuffix(".colorset") }
        XCTAssertEqual(names, [String(repeating: "a", count: 231) + "-" + TokenShaping.hash8(long) + ".colorset"])
    }

    func testCommandLineRulesParse() throws {
        let shaping = try TokenBuild.shaping(include: ["color.**"], exclude: [], privateGroups: ["color.base"],
                                             renames: ["color.base.gray.*=gray$1", "a=b=c"])
        XCTAssertEqual(shaping.renames.map(\.pattern.text), ["color.base.gray.*", "a"])
        XCTAssertEqual(shaping.renames.map(\.target), ["gray$1", "b=c"])
        XCTAssertThrowsError(try TokenBuild.shaping(include: [], exclude: [], privateGroups: [], renames: ["nothing"])) { error in
            XCTAssertTrue("\(error)".contains("--rename needs GLOB=TARGET"), "\(error)")
        }
        XCTAssertThrowsError(try TokenBuild.shaping(include: [], exclude: [], privateGroups: [], renames: ["a.*=$3"]))
    }
}
