import AssetCatalog
import Diagnostics
import Foundation
import StylebookKit
import XCTest

/// Bad input in a batch: good icons are written, bad ones listed, nothing half-written, and the
/// previous output of a failing icon survives.
final class BatchFailureTests: XCTestCase {
    let fm = FileManager.default
    var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "stylebook-batch-\(UUID().uuidString)"
        try fm.createDirectory(atPath: root + "/icons", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? fm.removeItem(atPath: root) }

    func icon(_ name: String, _ body: String) throws {
        try body.write(toFile: root + "/icons/\(name).svg", atomically: true, encoding: .utf8)
    }

    func runBatch() throws -> (SymbolBatchResult, BuildWriteReport) {
        let options = try SymbolSettings.options(variants: "masters")
        let batch = SymbolBatch.run(try SymbolBatch.jobs(inFolder: root + "/icons"), options: options)
        var output = BuildOutput(catalogPath: root + "/Out.xcassets")
        output.catalogScope = ["symbolset"]
        _ = SymbolBuild.plan(batch, outputs: .init(namespace: "Icons", swift: root + "/Symbols.swift"), into: &output)
        return (batch, try BuildWriter.write(output))
    }

    let good = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 12h16" stroke="#000" stroke-width="2" fill="none"/></svg>"##
    let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="4" y="4" width="16" height="16"/></svg>"#

    func testGoodIconsAreWrittenAndBadOnesListedWithLocations() throws {
        try icon("minus", good)
        try icon("broken-path", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4 L 10 Q"/></svg>"#)
        try icon("broken-xml", "<svg viewBox=\"0 0 24 24\"><path d=\"M0 0h1\"></svg>")
        let (batch, _) = try runBatch()
        XCTAssertEqual(batch.symbols.map(\.name), ["minus"])
        XCTAssertEqual(batch.failed, ["broken-path", "broken-xml"])
        let errors = batch.diagnostics.errors.map(\.description)
        XCTAssertTrue(errors.contains { $0.hasPrefix(root + "/icons/broken-path.svg:1:") }, errors.joined(separator: "\n"))
        XCTAssertTrue(errors.contains { $0.hasPrefix(root + "/icons/broken-xml.svg:1:") }, errors.joined(separator: "\n"))
        XCTAssertTrue(fm.fileExists(atPath: root + "/Out.xcassets/Icons/minus.symbolset/minus.svg"))
        XCTAssertFalse(fm.fileExists(atPath: root + "/Out.xcassets/Icons/broken-path.symbolset"))
        let swift = try String(contentsOfFile: root + "/Symbols.swift", encoding: .utf8)
        XCTAssertTrue(swift.contains("case minus = \"Icons/minus\""))
        XCTAssertFalse(swift.contains("broken"))
    }

    func testAFailingIconKeepsItsPreviousSetAndOthersAreRemovedWhenGone() throws {
        try icon("minus", good)
        try icon("square", square)
        _ = try runBatch()
        let previous = try Data(contentsOf: URL(fileURLWithPath: root + "/Out.xcassets/Icons/square.symbolset/square.svg"))
        // The designer breaks square.svg and deletes minus.svg.
        try icon("square", "<svg viewBox=\"0 0 24 24\"><rect width=\"1\"")
        try fm.removeItem(atPath: root + "/icons/minus.svg")
        let (batch, report) = try runBatch()
        XCTAssertEqual(batch.failed, ["square"])
        XCTAssertEqual(report.removed, [root + "/Out.xcassets/Icons/minus.symbolset"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: root + "/Out.xcassets/Icons/square.symbolset/square.svg")), previous)
        // Its Swift case stays too, so app code that uses it still compiles.
        XCTAssertTrue(try String(contentsOfFile: root + "/Symbols.swift", encoding: .utf8).contains("case square = \"Icons/square\""))
        // Fixing it later rewrites the set that was kept.
        try icon("square", square)
        let (fixed, _) = try runBatch()
        XCTAssertEqual(fixed.failed, [])
    }

    func testTokenErrorWritesNothing() throws {
        let tokens = root + "/tokens.json"
        try #"{ "a": { "$type": "color", "$value": "{b}" }, "b": { "$type": "color", "$value": "{a}" } }"#
            .write(toFile: tokens, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try TokenBuild.read(TokenBuild.Settings(files: [tokens]))) { error in
            let text = (error as? DiagnosticError)?.description ?? ""
            XCTAssertTrue(text.hasPrefix(tokens + ":1:"), text)
            XCTAssertTrue(text.contains("cycle"), text)
        }
        let yaml = """
        catalog: Out.xcassets
        tokens:
          files: [tokens.json]
          swift: Tokens.swift
        """
        try yaml.write(toFile: root + "/stylebook.yml", atomically: true, encoding: .utf8)
        let report = ProjectBuilder.build(try ProjectConfig.load(at: root))
        XCTAssertTrue(report.diagnostics.hasErrors)
        XCTAssertNil(report.written)
        XCTAssertFalse(fm.fileExists(atPath: root + "/Out.xcassets"))
        XCTAssertFalse(fm.fileExists(atPath: root + "/Tokens.swift"))
    }

    func testMissingRequiredAppearanceIsALocatedError() throws {
        let tokens = root + "/colors.yml"
        try "content/primary: { light: \"#1A1A1A\" }\n".write(toFile: tokens, atomically: true, encoding: .utf8)
        var settings = TokenBuild.Settings(files: [tokens])
        settings.require = ["dark"]
        XCTAssertThrowsError(try TokenBuild.read(settings)) { error in
            let text = (error as? DiagnosticError)?.description ?? ""
            XCTAssertTrue(text.hasPrefix(tokens + ":1:"), text)
            XCTAssertTrue(text.contains("dark"), text)
        }
    }
}
