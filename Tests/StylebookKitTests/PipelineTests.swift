import Diagnostics
import Foundation
@testable import StylebookKit
import XCTest

/// The build driver run with one part (as `stylebook tokens` does), the cache keeping setting
/// hints, and the library keeping off the terminal.
final class PipelineTests: XCTestCase {
    func testOneTokensPartWritesThroughTheDriverAndAnErrorWritesNothing() throws {
        let dir = try makeTemporaryFolder(prefix: "stylebook-pipeline")
        try ##"{"brand": {"$type": "color", "$value": "#FF0000"}}"##.write(toFile: dir + "/t.json", atomically: true, encoding: .utf8)
        let outputs = TokenBuild.Outputs(swift: dir + "/Out/Tokens.swift")
        let part = TokensPart(settings: TokenBuild.Settings(files: [dir + "/t.json"]), shaping: nil, outputs: outputs, lint: nil)
        let report = ProjectBuilder.run(part, catalog: dir + "/Out/A.xcassets")
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        XCTAssertEqual(report.colors, 1)
        XCTAssertTrue(report.written?.changed.contains(dir + "/Out/Tokens.swift") ?? false, "\(String(describing: report.written))")
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/Out/A.xcassets/brand.colorset/Contents.json"))

        try ##"{"brand": {"$type": "color", "$value": "#00FF00"},}"##.write(toFile: dir + "/t.json", atomically: true, encoding: .utf8)
        let before = try String(contentsOfFile: dir + "/Out/Tokens.swift", encoding: .utf8)
        let failed = ProjectBuilder.run(part, catalog: dir + "/Out/A.xcassets")
        XCTAssertFalse(failed.succeeded)
        XCTAssertNil(failed.written, "a token error writes nothing")
        XCTAssertEqual(try String(contentsOfFile: dir + "/Out/Tokens.swift", encoding: .utf8), before)
    }

    func testAHintSurvivesTheCacheRecord() {
        let hint = DiagnosticHint.setting(flag: "--strict", configKey: "tokens.strict: true")
        let d = Diagnostic.warning("left out. Make these errors with", at: SourceLocation(file: "t.json", line: 3, column: 1), hint: hint)
        let line = CacheRecordFormat.line(CacheRecordFormat.fields(of: d))
        let back = CacheRecordFormat.diagnostic(from: CacheRecordFormat.fields(line.dropLast()))
        XCTAssertEqual(back, d, "a replayed warning prints as the build that made it")
        let plain = Diagnostic.error("no hint", at: SourceLocation(file: "a"))
        XCTAssertEqual(CacheRecordFormat.diagnostic(from: CacheRecordFormat.fields(of: plain)), plain)
    }

    func testARecordFieldKeepsEveryLineBreakEscaped() {
        // "\r\n" is one Character in Swift: the escaper works per scalar, so neither half is written raw.
        let field = "a\r\nb\tc\\d"
        let escaped = CacheRecordFormat.escape(field)
        XCTAssertFalse(escaped.contains { $0.isNewline || $0 == "\t" }, escaped)
        XCTAssertEqual(CacheRecordFormat.unescape(escaped), field)
    }

    /// StylebookKit reports values; only the CLI targets write to the terminal.
    func testTheLibraryNeverWritesToTheTerminal() throws {
        let folder = TestPaths.packageRoot + "/Sources/StylebookKit"
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for banned in ["FileHandle.standardError", "FileHandle.standardOutput", "isatty(", "processInfo.environment"] {
                XCTAssertFalse(text.contains(banned), "\(file) uses \(banned)")
            }
            // `print(` as a call of its own (not `fingerprint(`).
            XCTAssertNil(text.range(of: #"(?<![A-Za-z0-9_.])print\("#, options: .regularExpression), "\(file) prints")
        }
    }
}
