import Foundation
import StylebookKit
import XCTest

/// The code example on StylebookKit's DocC landing page, run as written on a copy of the example.
final class DocumentationExampleTests: XCTestCase {
    func testTheLandingPageExampleBuildsAProject() throws {
        let dir = try temporaryFolder(prefix: "stylebook-docc")
        try FileManager.default.copyItem(atPath: KaimonoGoldenTests.example, toPath: dir + "/Design")
        try FileManager.default.removeItem(atPath: dir + "/Design/Generated")
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(dir)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }

        // As on the page (StylebookKit.docc/StylebookKit.md):
        let config = try ProjectConfig.load(at: "Design")
        let report = ProjectBuilder.build(config, cache: BuildCache(root: ".build/stylebook-cache",
                                                                    projectPath: config.path))
        print(report.diagnostics.rendered)

        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        XCTAssertEqual(report.symbols, 12)
        for name in ["KaimonoSymbols.swift", "KaimonoTokens.swift", "KaimonoTokensCore.swift"] {
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dir + "/Design/Generated/" + name)),
                           try Data(contentsOf: URL(fileURLWithPath: KaimonoGoldenTests.example + "/Generated/" + name)), name)
        }
    }
}
