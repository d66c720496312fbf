import Foundation
import StylebookTestSupport
import XCTest

/// `fonts:` in stylebook.yml: `build` reads the fonts, gives text styles their faces and cascades,
/// writes the fonts Swift; `lint` checks sample glyphs; bad settings are errors at their line.
final class FontProjectTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "stylebook-font-project-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        // A static Fixture Sans Bold (digits and A–Z only); the base font's weight axis would cover every weight.
        try Data(FontFixtures.sfnt(FontFixtures.baseTables().filter { $0.0 != "fvar" }))
            .write(to: URL(fileURLWithPath: dir + "/fonts/FixtureSans-Bold.ttf"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    static func style(_ families: String, _ weight: Int, sample: String? = nil) -> String {
        let extensions = sample.map { ", \"$extensions\": { \"com.stylebook\": { \"sample\": \"\($0)\" } }" } ?? ""
        return "{ \"$value\": { \"fontFamily\": \(families), \"fontSize\": { \"value\": 16, \"unit\": \"px\" }, \"fontWeight\": \(weight), \"lineHeight\": 1.5 }\(extensions) }"
    }

    func writeProject(_ styles: [(String, String)], fonts: String = "  files: [fonts]\n  swift: Generated/Fonts.swift\n") throws {
        try """
        tokens:
          files: [type.tokens.json]
          core: Generated/Core.swift
          swift: Generated/Tokens.swift
        fonts:
        \(fonts)
        """.write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        let body = styles.map { "\n  \"\($0.0)\": \($0.1)" }.joined(separator: ",")
        try "{ \"type\": { \"$type\": \"typography\",\(body)\n} }\n".write(toFile: dir + "/type.tokens.json", atomically: true, encoding: .utf8)
    }

    func testBuildGivesTextStylesTheirFacesAndCascades() throws {
        try writeProject([
            ("title", Self.style("[\"Fixture Sans\", \"Hiragino Sans\", \"system-ui\"]", 700)),
            ("body", Self.style("[\"Fixture Sans\", \"Brandy\"]", 400)),
            ("plain", Self.style("[\"Hiragino Sans\", \"system-ui\"]", 400)),
        ])
        let result = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        let warnings = result.stderr.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
        XCTAssertEqual(warnings, [
            "./type.tokens.json:3:11: warning: text style 'type.body': 'Fixture Sans' has no weight 400 (faces: FixtureSans-Bold 700); "
                + "FixtureSans-Bold (700) is what the platform will use",
            "./type.tokens.json:3:11: warning: text style 'type.body': fallback font family 'Brandy' is neither among the fonts nor a system font; "
                + "it is left out of the cascade",
        ])
        let core = try String(contentsOfFile: dir + "/Generated/Core.swift", encoding: .utf8)
        XCTAssertTrue(core.contains("fontFamilies: [\"Fixture Sans\", \"Hiragino Sans\", \"system-ui\"], postScriptName: \"FixtureSans-Bold\", weight: 700"), core)
        XCTAssertTrue(core.contains("fontFamilies: [\"Fixture Sans\", \"Brandy\"], postScriptName: \"FixtureSans-Bold\", weight: 400"), core)
        XCTAssertTrue(core.contains("fontFamilies: [\"Hiragino Sans\", \"system-ui\"], weight: 400"), core)
        let fonts = try String(contentsOfFile: dir + "/Generated/Fonts.swift", encoding: .utf8)
        XCTAssertTrue(fonts.contains("static let bold = Face(family: \"Fixture Sans\", style: \"Bold\", postScriptName: \"FixtureSans-Bold\""), fonts)
        XCTAssertTrue(fonts.contains("    \"type.title\": [.family(\"Hiragino Sans\")],\n"), fonts)
        XCTAssertFalse(fonts.contains("\"type.body\":"), "no fallback, no cascade entry")
        XCTAssertTrue(fonts.contains("func cascadingUIFont(compatibleWith traits: UIKit.UITraitCollection? = nil) -> UIKit.UIFont"), fonts)
        // A second build changes nothing.
        let again = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(again.status, 0, again.summary)
        XCTAssertEqual(try String(contentsOfFile: dir + "/Generated/Fonts.swift", encoding: .utf8), fonts)
    }

    /// The build cache keeps the tokens while the fonts are unchanged, and a changed font file
    /// rebuilds them (the faces are part of the generated text styles).
    func testAChangedFontFileRebuildsTheTextStyles() throws {
        try writeProject([("title", Self.style("\"Fixture Sans\"", 700))])
        XCTAssertEqual(try runStylebook(["build", "."], in: dir).status, 0)
        let cached = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(cached.status, 0, cached.summary)
        XCTAssertTrue(cached.stderr.contains("up to date"), cached.stderr)
        var tables = FontFixtures.baseTables().filter { $0.0 != "fvar" }
        tables[5] = ("name", FontFixtures.name([(1, "Fixture Sans"), (2, "Bold"), (6, "FixtureSans-BoldV2")]))
        try Data(FontFixtures.sfnt(tables)).write(to: URL(fileURLWithPath: dir + "/fonts/FixtureSans-Bold.ttf"))
        let rebuilt = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(rebuilt.status, 0, rebuilt.summary)
        XCTAssertTrue(try String(contentsOfFile: dir + "/Generated/Core.swift", encoding: .utf8).contains("postScriptName: \"FixtureSans-BoldV2\""))
        XCTAssertTrue(try String(contentsOfFile: dir + "/Generated/Fonts.swift", encoding: .utf8).contains("postScriptName: \"FixtureSans-BoldV2\""))
    }

    /// A project of fonts alone: the Swift is written, without text-style cascades.
    func testAProjectWithOnlyFonts() throws {
        try "fonts:\n  files: [fonts]\n  swift: Fonts.swift\n  enum: BrandFonts\n".write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        let result = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        let fonts = try String(contentsOfFile: dir + "/Fonts.swift", encoding: .utf8)
        XCTAssertTrue(fonts.contains("enum BrandFonts {") && fonts.contains("postScriptName: \"FixtureSans-Bold\""), fonts)
        XCTAssertFalse(fonts.contains("textStyleCascades"), fonts)
    }

    func testAShippedFaceCascadesToAnotherShippedFace() throws {
        var tables = FontFixtures.baseTables().filter { $0.0 != "fvar" }
        tables[5] = ("name", FontFixtures.name([(1, "Fixture Numbers"), (2, "Bold"), (6, "FixtureNumbers-Bold")]))
        try Data(FontFixtures.sfnt(tables)).write(to: URL(fileURLWithPath: dir + "/fonts/FixtureNumbers-Bold.ttf"))
        try writeProject([("price", Self.style("[\"Fixture Numbers\", \"Fixture Sans\"]", 700))])
        let result = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        let fonts = try String(contentsOfFile: dir + "/Generated/Fonts.swift", encoding: .utf8)
        XCTAssertTrue(fonts.contains("    \"type.price\": [.face(\"FixtureSans-Bold\")],\n"), fonts)
        let core = try String(contentsOfFile: dir + "/Generated/Core.swift", encoding: .utf8)
        XCTAssertTrue(core.contains("postScriptName: \"FixtureNumbers-Bold\""), core)
    }

    func testFontSettingsAreErrorsAtTheirLine() throws {
        try writeProject([("title", Self.style("\"Fixture Sans\"", 700))], fonts: "  files: [fonts, nope]\n  swift: Generated/Fonts.swift\n")
        let missing = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("stylebook.yml:6:10: error: fonts.files: no such font file or folder 'nope'"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/Generated"), "nothing is written")
        try writeProject([("title", Self.style("\"Fixture Sans\"", 700))], fonts: "  files: [fonts]\n  swfit: Generated/Fonts.swift\n")
        let misspelt = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(misspelt.status, 1)
        XCTAssertTrue(misspelt.stderr.contains("stylebook.yml:7:3: error:") && misspelt.stderr.contains("'swfit'"), misspelt.stderr)
        try writeProject([("lost", Self.style("[\"Brandy\"]", 400))])
        let lost = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(lost.status, 1)
        XCTAssertTrue(lost.stderr.contains("type.tokens.json:2:11: error: text style 'type.lost' names 'Brandy', neither among the fonts (Fixture Sans) "
                                           + "nor a system font"), lost.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/Generated"), "nothing is written")
    }

    func testLintReportsSampleGlyphsTheFontsLack() throws {
        try writeProject([
            ("code", Self.style("\"Fixture Sans\"", 700, sample: "AB 12 ab-")),
            ("digits", Self.style("\"Fixture Sans\"", 700, sample: "12 34")),
            ("system", Self.style("[\"Fixture Sans\", \"system-ui\"]", 700, sample: "ab")),
        ])
        let result = try runStylebook(["lint", "."], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        let warnings = result.stderr.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
        XCTAssertEqual(warnings, [
            "./type.tokens.json:2:11: warning: text style 'type.code': its sample text needs 'a' (U+0061), 'b' (U+0062), '-' (U+002D), "
                + "which FixtureSans-Bold does not have; the platform will draw them in a fallback font (add a font that has them to its fontFamily list)",
        ])
        // `build` reports it too.
        let build = try runStylebook(["build", "."], in: dir)
        XCTAssertTrue(build.stderr.contains("text style 'type.code': its sample text needs 'a' (U+0061)"), build.stderr)
    }

    /// The build's token and font Swift compile together: the core on Linux, and the cascade
    /// accessors on the text style type-check against the UIKit and AppKit stand-ins.
    func testGeneratedTextStylesAndCascadesTypecheck() throws {
        try writeProject([("title", Self.style("[\"Fixture Sans\", \"Hiragino Sans\"]", 700))])
        let result = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        let swiftc = try TestSwiftCompiler.swiftc()
        let files = ["Generated/Core.swift", "Generated/Tokens.swift", "Generated/Fonts.swift"]
        try "import Foundation\nextension Bundle { static let module = Bundle.main }\n".write(toFile: dir + "/Module.swift", atomically: true, encoding: .utf8)
        for (platform, modules) in [("linux", [String]()), ("ios", ["CoreText", "UIKit", "SwiftUI"]), ("macos", ["CoreText", "AppKit", "SwiftUI"])] {
            let stubs = try TestSwiftCompiler.stubModules(modules, in: dir + "/stubs-" + platform, cache: SwiftCompiler.moduleCache)
            let check = try TestSwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-cache-path", SwiftCompiler.moduleCache,
                                                           "-I", stubs, "-D", "SWIFT_PACKAGE"] + files + ["Module.swift"], in: dir)
            XCTAssertEqual(check.status, 0, "\(platform): " + check.output)
        }
    }
}
