import Foundation
import XCTest
import StylebookKit

/// `stylebook guide` and `guide:` in stylebook.yml, as a user runs them.
final class GuideCommandTests: XCTestCase {
    func makeProject(guide: String?) throws -> String {
        let dir = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        var yaml = "catalog: Out.xcassets\nsymbols:\n  source: icons\n"
        if let guide { yaml += "guide: \(guide)\n" }
        try yaml.write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M4 12h16\" stroke=\"#000\" stroke-width=\"2\"/></svg>\n"
            .write(toFile: dir + "/icons/minus.svg", atomically: true, encoding: .utf8)
        return dir
    }

    func testBuildWritesTheGuideNamedInStylebookYml() throws {
        let dir = try makeProject(guide: "Docs/Guide")
        let config = try ProjectConfig.load(at: dir)
        XCTAssertEqual(config.guide, "Docs/Guide")
        let report = ProjectBuilder.build(config)
        XCTAssertTrue(report.succeeded, report.diagnostics.items.map(\.description).joined(separator: "\n"))
        let index = try String(contentsOfFile: dir + "/Docs/Guide/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("id=\"symbol-minus\""))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/Docs/Guide/symbols/minus.html"))
        XCTAssertTrue(report.written?.changed.contains { $0.hasSuffix("Docs/Guide/index.html") } ?? false)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/Out.xcassets/minus.symbolset/minus.svg"))
    }

    func testBuildWithoutAGuideKeyWritesNoGuide() throws {
        let dir = try makeProject(guide: nil)
        XCTAssertTrue(ProjectBuilder.build(try ProjectConfig.load(at: dir)).succeeded)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["Out.xcassets", "icons", "stylebook.yml"])
    }

    func testGuideCommandWritesAndReportsErrorsWithLocations() throws {
        let binary = try GuideTestSupport.stylebookBinary()
        let dir = try makeProject(guide: nil)
        let ok = try GuideTestSupport.run(binary, ["guide", dir, "-o", dir + "/site"])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/site/index.html"))
        // A broken token file: a located error, exit 1, and no guide written.
        try "catalog: Out.xcassets\ntokens:\n  files: [bad.tokens.json]\n".write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        try "{\n  \"a\": { \"$type\": \"color\", \"$value\": \"#12\" }\n}\n".write(toFile: dir + "/bad.tokens.json", atomically: true, encoding: .utf8)
        let bad = try GuideTestSupport.run(binary, ["guide", dir, "-o", dir + "/site2"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains(dir + "/bad.tokens.json:2:"), bad.stderr)
        XCTAssertTrue(bad.stderr.contains(": error: "), bad.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/site2"))
        // No project at all.
        let missing = try GuideTestSupport.run(binary, ["guide", dir + "/nowhere", "-o", dir + "/site3"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("error:"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/site3"))
    }
}
