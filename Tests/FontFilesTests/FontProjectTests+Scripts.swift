import Foundation
import StylebookTestSupport
import XCTest

/// `fonts.scripts`: per-script fonts before a text style's face, each with its script's character
/// set; errors at their stylebook.yml line; `fonts.swift` in the output-overlap checks.
extension FontProjectTests {
    /// "Fixture Numbers" Bold: the fixture's digits and A–Z, under another name.
    func writeNumbersFont() throws {
        var tables = FontFixtures.baseTables().filter { $0.0 != "fvar" }
        tables[5] = ("name", FontFixtures.name([(1, "Fixture Numbers"), (2, "Bold"), (6, "FixtureNumbers-Bold")]))
        try Data(FontFixtures.sfnt(tables)).write(to: URL(fileURLWithPath: dir + "/fonts/FixtureNumbers-Bold.ttf"))
    }

    static let scriptsFonts = "  files: [fonts]\n  swift: Generated/Fonts.swift\n  scripts:\n    type.price:\n"

    func testScriptFontsComeBeforeTheFaceWithTheirCharacterSets() throws {
        try writeNumbersFont()
        try writeProject([("price", Self.style("[\"Fixture Sans\", \"Hiragino Sans\"]", 700))],
                         fonts: Self.scriptsFonts + "      numbers: Fixture Numbers\n      ja: Hiragino Sans\n")
        let result = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertEqual(warnings(result.stderr), [])
        let fonts = try String(contentsOfFile: dir + "/Generated/Fonts.swift", encoding: .utf8)
        XCTAssertTrue(fonts.contains("    \"type.price\": [.family(\"Hiragino Sans\")],\n"), fonts)
        XCTAssertTrue(fonts.contains("    \"type.price\": [ScriptFont(script: \"numbers\", font: .face(\"FixtureNumbers-Bold\"), ranges: [0x0030...0x0039]), "
                                     + "ScriptFont(script: \"ja\", font: .family(\"Hiragino Sans\"), ranges: [0x3040...0x309F, "), fonts)
        XCTAssertTrue(fonts.contains("addingAttributes([.characterSet: $0.characterSet])"), fonts)
        XCTAssertTrue(fonts.contains("UIKit.UIFont(descriptor: lead.addingAttributes([.cascadeList: descriptors]), size: font.pointSize)"), fonts)
        XCTAssertTrue(fonts.contains("SwiftUI.Font(cascadingUIFont(compatibleWith: traits) as CTFont)"), fonts)

        // On Linux the data compiles and runs: the numbers font's character set is the digits alone.
        let swiftc = try TestSwiftCompiler.swiftc()
        try """
        let numbers = Fonts.textStyleScriptFonts["type.price"]![0]
        print(numbers.font, numbers.characterSet.contains("7"), numbers.characterSet.contains("a"), numbers.characterSet.contains("/"))
        let ja = Fonts.textStyleScriptFonts["type.price"]![1].characterSet
        print(ja.contains("か"), ja.contains("漢"), ja.contains("7"))
        """.write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        let build = try TestSwiftCompiler.run(swiftc, ["-swift-version", "6", "-module-cache-path", SwiftCompiler.moduleCache, "Generated/Fonts.swift", "main.swift",
                                                       "-o", "scripts-run"], in: dir)
        XCTAssertEqual(build.status, 0, build.output)
        guard build.status == 0 else { return }
        let run = try TestSwiftCompiler.run(dir + "/scripts-run", [], in: dir)
        XCTAssertEqual(run.output, "face(\"FixtureNumbers-Bold\") true false false\ntrue true false\n")
    }

    /// Unknown keys, styles and fonts are errors at their line, and nothing is written.
    func testScriptSettingsAreErrorsAtTheirLine() throws {
        let style = [("price", Self.style("\"Fixture Sans\"", 700))]
        for (scripts, expected) in [
            ("      digits: Fixture Sans\n", "stylebook.yml:10:7: error: fonts.scripts.type.price: unknown script 'digits' (known: numbers, latin, greek, "
                + "cyrillic, hebrew, arabic, devanagari, thai, ja, zh, ko)"),
            ("      numbers: Brandy\n", "stylebook.yml:10:16: error: fonts.scripts.type.price.numbers: font family 'Brandy' is neither among the fonts "
                + "(Fixture Sans) nor a system font"),
            ("      numbers: system-ui\n", "stylebook.yml:10:16: error: fonts.scripts.type.price.numbers: font family 'system-ui' is a generic family, "
                + "which names no font"),
        ] {
            try writeProject(style, fonts: Self.scriptsFonts + scripts)
            let result = try runStylebook(["build", "."], in: dir)
            XCTAssertEqual(result.status, 1, result.summary)
            XCTAssertTrue(result.stderr.contains(expected), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/Generated"), "nothing is written")
        }
        try writeProject(style, fonts: "  files: [fonts]\n  swift: Generated/Fonts.swift\n  scripts:\n    type.prise:\n      numbers: Fixture Sans\n")
        let lost = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(lost.status, 1, lost.summary)
        XCTAssertTrue(lost.stderr.contains("stylebook.yml:9:5: error: fonts.scripts: no text style 'type.prise' among the tokens; "
                                           + "did you mean 'type.price'?"), lost.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/Generated"), "nothing is written")
        // Without tokens there are no text styles to give fonts to.
        try "fonts:\n  files: [fonts]\n  swift: Fonts.swift\n  scripts:\n    type.price:\n      numbers: Fixture Sans\n"
            .write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        let alone = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(alone.status, 1, alone.summary)
        XCTAssertTrue(alone.stderr.contains("stylebook.yml:5:5: error: fonts.scripts names text styles, but the project has no tokens (tokens.files)"),
                      alone.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/Fonts.swift"), "nothing is written")
    }

    /// A script font without any of its script's characters is a warning at its line.
    func testAScriptFontWithoutItsCharactersIsAWarning() throws {
        try writeProject([("price", Self.style("[\"Fixture Sans\", \"Hiragino Sans\"]", 700))], fonts: Self.scriptsFonts + "      ja: Fixture Sans\n")
        let result = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertEqual(warnings(result.stderr), [
            "./stylebook.yml:10:11: warning: fonts.scripts.type.price.ja: FixtureSans-Bold has none of the characters of 'ja' "
                + "(Japanese: kana, kanji, CJK punctuation and full-width forms); the style's own face draws them",
        ])
    }

    /// Real fonts: Kaimono's digits-only Inter subset for numbers and Noto Sans CJK JP (Debian's
    /// fonts-noto-cjk, a collection) for Japanese; the subset has no Latin letters, which is said.
    func testScriptFontsFromRealFonts() throws {
        let noto = try InstalledFonts.require(InstalledFonts.notoCJK + "/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk")
        try FileManager.default.removeItem(atPath: dir + "/fonts/FixtureSans-Bold.ttf")
        try FileManager.default.copyItem(atPath: TestPaths.example + "/fonts/Inter-Bold.otf", toPath: dir + "/fonts/Inter-Bold.otf")
        try writeProject([("price", Self.style("[\"Noto Sans CJK JP\"]", 400, sample: "¥1,280 かご"))],
                         fonts: "  files: [fonts, \(noto)]\n  swift: Generated/Fonts.swift\n  scripts:\n    type.price:\n"
                            + "      numbers: Inter\n      ja: Noto Sans CJK JP\n      latin: Inter\n")
        let result = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertEqual(warnings(result.stderr), [
            "./stylebook.yml:12:14: warning: fonts.scripts.type.price.latin: Inter-Bold has none of the characters of 'latin' "
                + "(Latin letters (A–Z, a–z, Latin-1 and Latin Extended letters)); the style's own face draws them",
        ])
        let fonts = try String(contentsOfFile: dir + "/Generated/Fonts.swift", encoding: .utf8)
        XCTAssertTrue(fonts.contains("\"type.price\": [ScriptFont(script: \"numbers\", font: .face(\"Inter-Bold\"), ranges: [0x0030...0x0039]), "
                                     + "ScriptFont(script: \"ja\", font: .face(\"NotoSansCJKjp-Regular\"), "), fonts)
        let core = try String(contentsOfFile: dir + "/Generated/Core.swift", encoding: .utf8)
        XCTAssertTrue(core.contains("postScriptName: \"NotoSansCJKjp-Regular\""), core)
    }

    /// The sample-glyph check counts a style's script fonts, each for its script's characters.
    func testScriptFontsCountInTheSampleGlyphCheck() throws {
        try writeProject([("price", Self.style("\"Fixture Sans\"", 700, sample: "12あ")), ("plain", Self.style("\"Fixture Sans\"", 700, sample: "12あ"))],
                         fonts: Self.scriptsFonts + "      ja: Hiragino Sans\n")
        let result = try runStylebook(["lint", "."], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        let found = warnings(result.stderr)
        XCTAssertEqual(found.count, 1, result.stderr)
        XCTAssertTrue(found.first?.contains("text style 'type.plain': its sample text needs 'あ' (U+3042), which FixtureSans-Bold does not have") == true,
                      result.stderr)
    }

    /// A component's text style (Kaimono's `label.price.textStyle`) is named on its own.
    func testAComponentTextStyleCanBeNamed() throws {
        let project = dir + "/kaimono"
        try FileManager.default.copyItem(atPath: TestPaths.example, toPath: project)
        try? FileManager.default.removeItem(atPath: project + "/Generated")
        let yml = try String(contentsOfFile: project + "/stylebook.yml", encoding: .utf8)
        let scripts = "  swift: Generated/KaimonoFonts.swift\n  scripts:\n    label.price.textStyle:\n      numbers: Inter\n"
        try yml.replacingOccurrences(of: "  swift: Generated/KaimonoFonts.swift\n", with: scripts)
            .write(toFile: project + "/stylebook.yml", atomically: true, encoding: .utf8)
        let result = try runStylebook(["build", "."], in: project)
        XCTAssertEqual(result.status, 0, result.summary)
        let fonts = try String(contentsOfFile: project + "/Generated/KaimonoFonts.swift", encoding: .utf8)
        XCTAssertTrue(fonts.contains("    \"label.price.textStyle\": [ScriptFont(script: \"numbers\", font: .face(\"Inter-Bold\"), ranges: [0x0030...0x0039])],\n"),
                      fonts)
    }

    /// The generated tokens, fonts and cascades, script fonts included, type-check together
    /// against the iOS and macOS stand-ins (the SwiftUI accessor's `as CTFont` included).
    func testScriptCascadesTypecheck() throws {
        try writeNumbersFont()
        try writeProject([("price", Self.style("[\"Fixture Sans\", \"Hiragino Sans\"]", 700))],
                         fonts: Self.scriptsFonts + "      numbers: Fixture Numbers\n")
        XCTAssertEqual(try runStylebook(["build", "."], in: dir).status, 0)
        let swiftc = try TestSwiftCompiler.swiftc()
        try """
        #if canImport(UIKit)
        import SwiftUI
        import UIKit
        @MainActor func use() -> (UIFont, Font) { (TextStyles.type.price.cascadingUIFont(), TextStyles.type.price.cascadingFont()) }
        #elseif canImport(AppKit)
        import SwiftUI
        import AppKit
        @MainActor func use() -> (NSFont, Font) { (TextStyles.type.price.cascadingNSFont, TextStyles.type.price.cascadingFont) }
        #endif
        """.write(toFile: dir + "/Use.swift", atomically: true, encoding: .utf8)
        try "import Foundation\nextension Bundle { static let module = Bundle.main }\n".write(toFile: dir + "/Module.swift", atomically: true, encoding: .utf8)
        let files = ["Generated/Core.swift", "Generated/Tokens.swift", "Generated/Fonts.swift", "Module.swift", "Use.swift"]
        for (platform, modules) in [("ios", ["CoreText", "UIKit", "SwiftUI"]), ("macos", ["CoreText", "AppKit", "SwiftUI"])] {
            let stubs = try TestSwiftCompiler.stubModules(modules, in: dir + "/stubs-" + platform, cache: SwiftCompiler.moduleCache)
            let check = try TestSwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-cache-path", SwiftCompiler.moduleCache,
                                                           "-I", stubs, "-D", "SWIFT_PACKAGE"] + files, in: dir)
            XCTAssertEqual(check.status, 0, "\(platform): " + check.output)
        }
    }

    /// `fonts.swift` may not overlap another output or lie inside an input.
    func testFontsSwiftIsInTheOutputOverlapChecks() throws {
        let style = [("title", Self.style("\"Fixture Sans\"", 700))]
        try writeProject(style, fonts: "  files: [fonts]\n  swift: Generated/Tokens.swift\n")
        let same = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(same.status, 1, same.summary)
        XCTAssertTrue(same.stderr.contains("stylebook.yml:4:10: error: tokens.swift: 'Generated/Tokens.swift' is the same as fonts.swift "
                                           + "('Generated/Tokens.swift'); two outputs may not overlap"), same.stderr)
        try writeProject(style, fonts: "  files: [fonts]\n  swift: fonts/Fonts.swift\n")
        let inside = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(inside.status, 1, inside.summary)
        XCTAssertTrue(inside.stderr.contains("stylebook.yml:7:10: error: fonts.swift: 'fonts/Fonts.swift' lies inside fonts.files ('fonts'), "
                                             + "which the build reads; outputs must be outside every input"), inside.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/fonts/Fonts.swift"))
    }
}
