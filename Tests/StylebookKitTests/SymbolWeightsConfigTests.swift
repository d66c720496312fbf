import Foundation
import StylebookKit
import XCTest

/// `symbols.weights`: one mode for the source, or modes per folder and icon, most specific first.
final class SymbolWeightsConfigTests: XCTestCase {
    let fm = FileManager.default
    var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "stylebook-weights-\(UUID().uuidString)"
        try fm.createDirectory(atPath: root + "/icons", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? fm.removeItem(atPath: root) }

    func config(_ weights: String) throws {
        try """
        catalog: Out/App.xcassets
        symbols:
          source: icons
          variants: masters
        \(weights)
        """.write(toFile: root + "/stylebook.yml", atomically: true, encoding: .utf8)
    }

    /// A filled square, 4 units from each side: fill-only.
    func square(_ relative: String) throws {
        let path = root + "/icons/" + relative
        try fm.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="4" y="4" width="16" height="16"/></svg>"#
            .write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Icons that got the fill-only reuse warning, by file name.
    func reused(_ report: ProjectBuilder.Report) -> [String] {
        report.diagnostics.warnings.filter { $0.message.hasPrefix("fill-only icon") }
            .compactMap { $0.location?.file }.map { String($0.dropFirst(root.count + "/icons/".count)) }.sorted()
    }

    func testFillOnlyIconsAreSynthesisedByDefaultAndReusedWhenAsked() throws {
        try square("a.svg")
        try config("")
        var report = ProjectBuilder.build(try ProjectConfig.load(at: root))
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        XCTAssertEqual(reused(report), [])
        try config("  weights: reuse")
        report = ProjectBuilder.build(try ProjectConfig.load(at: root))
        XCTAssertEqual(reused(report), ["a.svg"])
    }

    func testTheMostSpecificFolderOrIconRuleWins() throws {
        for icon in ["a.svg", "brand/logo.svg", "brand/mark.svg", "brand/sub/x.svg"] { try square(icon) }
        try config("""
          weights:
            brand: reuse
            brand/mark: synthesize
            ./brand/sub/: synthesize
            nothing/here: reuse
        """)
        let report = ProjectBuilder.build(try ProjectConfig.load(at: root))
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        XCTAssertEqual(reused(report), ["brand/logo.svg"])
        let stray = try XCTUnwrap(report.diagnostics.warnings.first { $0.message.contains("nothing/here") })
        XCTAssertEqual(stray.location?.line, 9, "at the key's line")
    }

    func testABadModeIsAnErrorAtItsLine() throws {
        try square("a.svg")
        try config("  weights:\n    brand: thicker")
        XCTAssertThrowsError(try ProjectConfig.load(at: root)) { error in
            XCTAssertTrue("\(error)".contains("symbols.weights.brand must be synthesize or reuse, not 'thicker'"), "\(error)")
        }
        try config("  weights: bolder")
        XCTAssertThrowsError(try ProjectConfig.load(at: root)) { error in
            XCTAssertTrue("\(error)".contains("symbols.weights must be synthesize or reuse, not 'bolder'"), "\(error)")
        }
    }
}
