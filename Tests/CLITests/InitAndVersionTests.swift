import Foundation
import StylebookKit
import XCTest

/// `stylebook init` and `stylebook --version`.
final class InitAndVersionTests: XCTestCase {
    let fm = FileManager.default

    func testInitWritesAProjectThatBuilds() throws {
        let dir = try temporaryFolder() + "/Design"
        let result = try CLI.run(["init", dir])
        XCTAssertEqual(result.status, 0, result.stderr)
        for file in ["stylebook.yml", "tokens/tokens.yml", "icons/star.svg"] {
            XCTAssertTrue(fm.fileExists(atPath: dir + "/" + file), file)
        }
        XCTAssertTrue(result.stdout.contains("stylebook build \(dir)"), "prints the next command: \(result.stdout)")
        let yml = try String(contentsOfFile: dir + "/stylebook.yml", encoding: .utf8)
        XCTAssertGreaterThan(yml.split(separator: "\n").filter { $0.contains("#") }.count, 10, "the project file is commented")

        let build = try CLI.run(["build", dir])
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertEqual(build.stderr.split(separator: "\n").filter { $0.contains("warning:") }, [], "the starter builds without warnings")
        XCTAssertTrue(fm.fileExists(atPath: dir + "/Generated/DesignSystem.xcassets/Icons/star.symbolset/star.svg"))
        XCTAssertTrue(fm.fileExists(atPath: dir + "/Generated/DesignSystem.xcassets/Colors/content/primary.colorset/Contents.json"))
        let core = try String(contentsOfFile: dir + "/Generated/DesignTokensCore.swift", encoding: .utf8)
        XCTAssertTrue(core.contains("static let title = StylebookTextStyle("), core)
        // Idiomatic names: TextStyles.title, not TextStyles.Typography.title; SwiftUI/UIKit statics.
        XCTAssertTrue(core.contains("enum TextStyles {\n    /// ") || core.contains("enum TextStyles {\n    static let body"), core)
        XCTAssertFalse(core.contains("Typography"), core)
        let apple = try String(contentsOfFile: dir + "/Generated/DesignTokens.swift", encoding: .utf8)
        XCTAssertTrue(apple.contains("static var contentPrimary: SwiftUI.Color { Colors.Content.primary.color }"), apple)
        XCTAssertTrue(apple.contains("static var contentPrimary: UIKit.UIColor { Colors.Content.primary.uiColor }"), apple)
    }

    func testInitNeverOverwrites() throws {
        let dir = try temporaryFolder()
        let mine = "# my own project file\ncatalog: Mine.xcassets\n"
        try mine.write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        let result = try CLI.run(["init", dir])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(dir + "/stylebook.yml: error: already exists"), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: dir + "/stylebook.yml", encoding: .utf8), mine)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/tokens"), "nothing is written when one file is in the way")
        XCTAssertFalse(fm.fileExists(atPath: dir + "/icons"))
    }

    func testVersionIsThePackageVersion() throws {
        let result = try CLI.run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), StylebookVersion.current)
        XCTAssertNotNil(StylebookVersion.current.range(of: #"^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$"#, options: .regularExpression),
                        "a semantic version, as the git tag that releases it")
    }

    func testTheVersionIsWrittenInOnePlaceOnly() throws {
        // Single source of truth: no other source file spells the version out.
        let sources = CLI.packageRoot + "/Sources"
        let enumerator = try XCTUnwrap(fm.enumerator(atPath: sources))
        var spelled: [String] = []
        while let item = enumerator.nextObject() as? String {
            guard item.hasSuffix(".swift"), !item.hasSuffix("StylebookVersion.swift") else { continue }
            let text = try String(contentsOfFile: sources + "/" + item, encoding: .utf8)
            if text.contains("\"\(StylebookVersion.current)\"") { spelled.append(item) }
        }
        XCTAssertEqual(spelled, [])
    }
}
