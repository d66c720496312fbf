import Foundation
import XCTest

/// `build --plugin-output DIR`: fixed output names whatever stylebook.yml says, so a build-tool
/// plugin can declare them before the command runs; every declared output always exists.
final class PluginOutputTests: XCTestCase {
    let fm = FileManager.default

    func testEveryDeclaredOutputExistsEvenForAMissingPart() throws {
        let dir = try temporaryFolder()
        try fm.createDirectory(atPath: dir + "/tokens", withIntermediateDirectories: true)
        try "brand: { light: \"#E8552D\", dark: \"#FF8A65\" }\n".write(toFile: dir + "/tokens/colors.yml", atomically: true, encoding: .utf8)
        // Outputs named in the file must be ignored in this mode; the project has no symbols.
        try "catalog: Elsewhere/App.xcassets\ntokens:\n  files: [tokens/colors.yml]\n  swift: Elsewhere/T.swift\nswift:\n  bundle: main\n"
            .write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        let out = dir + "/work/Generated"
        let result = try CLI.run(["build", dir, "--plugin-output", out, "--cache-dir", dir + "/work/cache"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/Elsewhere"), "nothing is written where stylebook.yml says")
        for name in ["StylebookSymbols.swift", "StylebookTokens.swift", "StylebookTokensCore.swift"] {
            XCTAssertTrue(fm.fileExists(atPath: out + "/" + name), name)
        }
        XCTAssertTrue(fm.fileExists(atPath: out + "/Stylebook.xcassets/brand.colorset/Contents.json"))
        let placeholder = try String(contentsOfFile: out + "/StylebookSymbols.swift", encoding: .utf8)
        XCTAssertTrue(placeholder.contains("has no symbols section"), placeholder)
        let core = try String(contentsOfFile: out + "/StylebookTokensCore.swift", encoding: .utf8)
        XCTAssertTrue(core.contains("static let brand"), core)
        XCTAssertTrue(fm.fileExists(atPath: dir + "/work/cache"), "the cache goes where the plugin says")
        // The catalog is the target's resource: accessors load from the target's bundle, not `main`.
        let accessors = try String(contentsOfFile: out + "/StylebookTokens.swift", encoding: .utf8)
        XCTAssertTrue(accessors.contains("Bundle.module"), accessors)
        XCTAssertFalse(accessors.contains("Foundation.Bundle.main }"), accessors)
    }

    func testImagesAndCatalogsSwiftGoIntoThePluginFolderToo() throws {
        let dir = try temporaryFolder()
        try fm.createDirectory(atPath: dir + "/tokens", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/images", withIntermediateDirectories: true)
        try "brand: { light: \"#E8552D\" }\n".write(toFile: dir + "/tokens/colors.yml", atomically: true, encoding: .utf8)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 8 8\"><rect width=\"8\" height=\"8\"/></svg>\n"
            .write(toFile: dir + "/images/banner.svg", atomically: true, encoding: .utf8)
        // `catalogs:` reads the generated catalog back; in plugin mode that catalog has moved.
        try """
        catalog: Generated/App.xcassets
        tokens:
          files: [tokens/colors.yml]
        images:
          source: images
          swift: Generated/Images.swift
        catalogs:
          inputs: [Generated/App.xcassets]
          swift: Generated/Assets.swift
          enum: Assets

        """.write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        let out = dir + "/work/Generated"
        let result = try CLI.run(["build", dir, "--plugin-output", out, "--cache-dir", dir + "/work/cache"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/Generated"), "nothing is written where stylebook.yml says")
        let images = try String(contentsOfFile: out + "/StylebookImages.swift", encoding: .utf8)
        XCTAssertTrue(images.contains("banner"), images)
        let assets = try String(contentsOfFile: out + "/StylebookAssets.swift", encoding: .utf8)
        XCTAssertTrue(assets.contains("enum Assets"), assets)
        XCTAssertTrue(assets.contains("brand") && assets.contains("banner"), assets)
        XCTAssertTrue(fm.fileExists(atPath: out + "/Stylebook.xcassets/banner.imageset/Contents.json"))
        // No `fonts:`: the declared fonts output is a comment-only placeholder.
        let fonts = try String(contentsOfFile: out + "/StylebookFonts.swift", encoding: .utf8)
        XCTAssertTrue(fonts.split(separator: "\n").allSatisfy { $0.hasPrefix("//") } && fonts.contains("has no fonts section"), fonts)
    }
}
