import Foundation
import XCTest
@testable import StyleGuide
import StylebookKit
import Tokens

/// Small wrongs of the guide and the diff a new user meets (issue 23).
final class FirstHourGuideTests: XCTestCase {
    let fm = FileManager.default

    /// A one-icon project in `folder` whose icon pokes out of its view box (a warning); its
    /// fill-only icon reuses Regular (`weights: reuse`), so the guide gives the masters advice.
    func project(_ folder: String, icon: String = "brand_logo") throws {
        try fm.createDirectory(atPath: folder + "/icons", withIntermediateDirectories: true)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><circle cx=\"12\" cy=\"12\" r=\"13\"/></svg>\n"
            .write(toFile: folder + "/icons/\(icon).svg", atomically: true, encoding: .utf8)
        try "brand: { light: \"#E8552D\", dark: \"#FF8A65\" }\n".write(toFile: folder + "/tokens.yml", atomically: true, encoding: .utf8)
        try "catalog: Generated/A.xcassets\nsymbols:\n  source: icons\n  variants: masters\n  weights: reuse\ntokens:\n  files: [tokens.yml]\n"
            .write(toFile: folder + "/stylebook.yml", atomically: true, encoding: .utf8)
    }

    func testGuideDotIsTitledAfterTheFolderAndKeepsUnderscoresInPageNames() throws {
        let binary = try GuideTestSupport.stylebookBinary()
        let dir = try temporaryFolder() + "/Acme Design"
        try project(dir)
        let result = try GuideTestSupport.run(binary, ["guide", ".", "-o", "../out"], directory: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        let page = try String(contentsOfFile: dir + "/../out/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("<title>Acme Design — style guide</title>"), page)
        XCTAssertFalse(page.contains("style guide — style guide"))
        XCTAssertTrue(fm.fileExists(atPath: dir + "/../out/symbols/brand_logo.html"))
        XCTAssertTrue(page.contains("href=\"symbols/brand_logo.html\""))
        XCTAssertTrue(result.stderr.contains("1 symbol, 1 colour, 0 text styles"), result.stderr)
        // The symbol page's advice names what a project does (NAME.ultralight.svg files), not the
        // `symbol` command's flags.
        let symbolPage = try String(contentsOfFile: dir + "/../out/symbols/brand_logo.html", encoding: .utf8)
        XCTAssertFalse(symbolPage.contains("--ultralight") || symbolPage.contains("--black"), symbolPage)
        XCTAssertTrue(symbolPage.contains("brand_logo.ultralight.svg"), symbolPage)
    }

    func testPageNamesAreDistinctAndSafe() {
        let names = ["brand_logo", "brand logo", "brand~20logo", "brand/logo", "ロゴ", ".hidden", "a.b"]
        let pages = names.map(GuidePage.pageName)
        XCTAssertEqual(Set(pages).count, names.count, "\(pages)")
        XCTAssertEqual(pages[0], "brand_logo.html")
        XCTAssertEqual(pages[1], "brand~20logo.html")
        XCTAssertEqual(pages[2], "brand~7E20logo.html")
        XCTAssertEqual(pages[6], "a.b.html")
        for page in pages {
            XCTAssertFalse(page.hasPrefix("."), page)
            XCTAssertTrue(page.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_.~".unicodeScalars.contains($0)) }, page)
        }
    }

    /// A token whose high-contrast values only follow its light and dark ones: the diff lists the
    /// light change once, not again as light-hc.
    func testTheDiffDoesNotListInheritedAppearances() {
        let path = TokenPath(["brand"])
        let old = ColorToken(info: TokenInfo(path: path), values: [.light: RGBAColor(red: 1, green: 0, blue: 0), .dark: RGBAColor(red: 0, green: 0, blue: 1)])
        var new = old
        new.values[.light] = RGBAColor(red: 0, green: 1, blue: 0)
        XCTAssertEqual(GuideDiffer.colorDetails(old, new), ["light #FF0000 → #00FF00"])
        // A high-contrast value one side defines is listed.
        new.values[.lightHighContrast] = RGBAColor(red: 0, green: 0, blue: 0)
        XCTAssertEqual(GuideDiffer.colorDetails(old, new), ["light #FF0000 → #00FF00", "light-hc #FF0000 → #000000"])
    }

    func testWithoutACJKFontTheGuideSaysWhyJapaneseDrawsAsBoxes() throws {
        var input = try GuidePageTests.kaimonoModel().input
        input.fonts = FontAvailability(families: ["DejaVu Sans"])
        XCTAssertTrue(StyleGuideWriter.write(input).files["index.html"]?.contains("no Japanese (CJK) font") == true)
        input.fonts = FontAvailability(families: ["Noto Sans CJK JP", "DejaVu Sans"])
        XCTAssertFalse(StyleGuideWriter.write(input).files["index.html"]?.contains("no Japanese (CJK) font") ?? true)
    }

    /// The label column of a symbol's before/after rows has one width, so a removed icon's
    /// drawings (one per weight, no "after") line up.
    func testBeforeAfterRowsHaveAFixedLabelColumn() {
        XCTAssertTrue(GuideAssets.css.contains(".before-after > .note { flex: 0 0 8em; }"))
    }

    /// `diff` of two git revisions names files as the repository does, not the temporary export,
    /// and advice about masters names the project's files, not the `symbol` command's flags.
    func testDiffWarningsUseRepositoryPathsAndProjectAdvice() throws {
        let binary = try GuideTestSupport.stylebookBinary()
        let dir = try temporaryFolder()
        let repo = dir + "/repo"
        try project(repo + "/design", icon: "blob")
        // A fill-only icon with masters: the advice is about NAME.ultralight.svg files.
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><rect x=\"4\" y=\"4\" width=\"16\" height=\"16\"/></svg>\n"
            .write(toFile: repo + "/design/icons/square.svg", atomically: true, encoding: .utf8)
        func git(_ arguments: [String]) throws {
            let result = try GuideTestSupport.run("/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.invalid",
                                                                   "-c", "commit.gpgsign=false"] + arguments, directory: repo)
            guard result.status == 0 else { throw XCTSkip("git is not usable here: \(result.stderr)") }
        }
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", "first"])
        try "brand: { light: \"#123456\", dark: \"#FF8A65\" }\n".write(toFile: repo + "/design/tokens.yml", atomically: true, encoding: .utf8)
        try git(["commit", "-q", "-a", "-m", "second"])
        let result = try GuideTestSupport.run(binary, ["diff", "HEAD~1", "HEAD", "--verbose"], directory: repo + "/design")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains("stylebook-diff-"), result.stderr)
        XCTAssertTrue(result.stderr.contains("design/icons/blob.svg:"), result.stderr)
        // Both revisions draw the same icons: each warning once, without saying which side.
        let blob = result.stderr.split(separator: "\n").filter { $0.contains("blob.svg:") }
        XCTAssertFalse(blob.isEmpty, result.stderr)
        XCTAssertEqual(Set(blob).count, blob.count, result.stderr)
        XCTAssertFalse(result.stderr.contains("(in HEAD"), result.stderr)
        // (Only while fill-only icons are advised about at all: a later converter may draw their weights.)
        let advice = result.stderr.split(separator: "\n").filter { $0.contains("fill-only") }
        for line in advice {
            XCTAssertFalse(line.contains("--ultralight") || line.contains("--black"), String(line))
        }
    }
}
