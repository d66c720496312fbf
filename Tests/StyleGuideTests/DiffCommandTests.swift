import Foundation
import XCTest
@testable import StyleGuide

/// `stylebook diff` as a user runs it: two folders, two git revisions, exit codes, outputs.
final class DiffCommandTests: XCTestCase {
    /// A copy of the Kaimono sources (no generated output) in `folder`.
    func copyKaimono(to folder: String) throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for item in ["icons", "tokens", "fonts", "stylebook.yml", "stylebook-lint.yml"] {
            try fm.copyItem(atPath: GuideTestSupport.example + "/" + item, toPath: folder + "/" + item)
        }
    }

    /// The new side: theme's light value changed, the coupon icon removed.
    func change(_ folder: String) throws {
        let themes = folder + "/tokens/themes"
        for file in try FileManager.default.contentsOfDirectory(atPath: themes) {
            let path = themes + "/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacingOccurrences(of: "{palette.tomato.600}", with: "#123456").write(toFile: path, atomically: true, encoding: .utf8)
        }
        try FileManager.default.removeItem(atPath: folder + "/icons/coupon.svg")
    }

    func testTwoFoldersGiveHTMLMarkdownAndExitCodes() throws {
        let binary = try GuideTestSupport.stylebookBinary()
        let dir = try temporaryFolder()
        try copyKaimono(to: dir + "/old")
        try copyKaimono(to: dir + "/new")
        try change(dir + "/new")
        let plain = try GuideTestSupport.run(binary, ["diff", dir + "/old", dir + "/new"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.stdout.contains("- removed `coupon` **(breaking)**"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("- changed `theme`: light #B83A16 → #123456"), plain.stdout)
        XCTAssertTrue(plain.stderr.contains("diff: 0 added, 1 removed, "), plain.stderr)

        let failing = try GuideTestSupport.run(binary, ["diff", dir + "/old", dir + "/new", "-o", dir + "/page", "--markdown", dir + "/diff.md",
                                                        "--fail-on", "breaking"])
        XCTAssertEqual(failing.status, 1, "a removed symbol is breaking")
        XCTAssertTrue(failing.stderr.contains(" breaking change") && failing.stderr.contains(" (--fail-on breaking)"), failing.stderr)
        let markdown = try String(contentsOfFile: dir + "/diff.md", encoding: .utf8)
        XCTAssertTrue(markdown.contains("### ⚠️ Breaking for app code"))
        XCTAssertTrue(markdown.contains("`Symbols.coupon` removed"), markdown)
        let page = try String(contentsOfFile: dir + "/page/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("id=\"colors-theme\""))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/page/assets/guide.css"))

        // Same folder twice: no change, so even --fail-on any passes.
        let same = try GuideTestSupport.run(binary, ["diff", dir + "/old", dir + "/old", "--fail-on", "any"])
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertTrue(same.stdout.contains("No changes."))
        // Only the colour changed: not breaking, but --fail-on any fails.
        try FileManager.default.copyItem(atPath: dir + "/old/icons/coupon.svg", toPath: dir + "/new/icons/coupon.svg")
        XCTAssertEqual(try GuideTestSupport.run(binary, ["diff", dir + "/old", dir + "/new", "--fail-on", "breaking"]).status, 0)
        XCTAssertEqual(try GuideTestSupport.run(binary, ["diff", dir + "/old", dir + "/new", "--fail-on", "any"]).status, 1)
    }

    func testTwoGitRevisions() throws {
        let binary = try GuideTestSupport.stylebookBinary()
        let dir = try temporaryFolder()
        let repo = dir + "/repo"
        try copyKaimono(to: repo + "/design")
        func git(_ arguments: [String]) throws {
            let result = try GuideTestSupport.run("/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.invalid",
                                                                   "-c", "commit.gpgsign=false"] + arguments, directory: repo)
            guard result.status == 0 else { throw TestPrerequisite.missing("git is not usable here: \(result.stderr)") }
        }
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", "first"])
        try change(repo + "/design")
        try git(["commit", "-q", "-a", "-m", "second"])
        // Uncommitted edits in the work tree must not leak into HEAD's side.
        try "garbage".write(toFile: repo + "/design/icons/cart.svg", atomically: true, encoding: .utf8)
        let result = try GuideTestSupport.run(binary, ["diff", "HEAD~1", "HEAD", "--markdown", dir + "/pr.md"], directory: repo + "/design")
        XCTAssertEqual(result.status, 0, result.stderr)
        let markdown = try String(contentsOfFile: dir + "/pr.md", encoding: .utf8)
        XCTAssertTrue(markdown.hasPrefix("## Stylebook: `HEAD~1` → `HEAD`"), markdown)
        XCTAssertTrue(markdown.contains("- removed `coupon` **(breaking)**"), markdown)
        XCTAssertFalse(markdown.contains("`cart`"), "the work tree's edit is not part of HEAD")
        // Also from outside the project, with --project.
        let outside = try GuideTestSupport.run(binary, ["diff", "HEAD~1", "HEAD", "--project", repo + "/design"], directory: dir)
        XCTAssertEqual(outside.status, 0, outside.stderr)
        XCTAssertTrue(outside.stdout.contains("removed `coupon`"))
        // A revision that does not exist is a clear error.
        let bad = try GuideTestSupport.run(binary, ["diff", "nope~9", "HEAD"], directory: repo + "/design")
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("'nope~9' is neither a folder nor a git revision"), bad.stderr)
        // The repository is untouched: no worktrees, the edited file still edited.
        XCTAssertEqual(try String(contentsOfFile: repo + "/design/icons/cart.svg", encoding: .utf8), "garbage")
    }

    func testTheDiffPageInChromium() throws {
        _ = try GuideTestSupport.chromium()
        let binary = try GuideTestSupport.stylebookBinary()
        let dir = try temporaryFolder()
        try copyKaimono(to: dir + "/old")
        try copyKaimono(to: dir + "/new")
        try change(dir + "/new")
        // A changed drawing too: the cart is drawn as the shop.
        try FileManager.default.removeItem(atPath: dir + "/new/icons/cart.svg")
        try FileManager.default.copyItem(atPath: dir + "/new/icons/shop.svg", toPath: dir + "/new/icons/cart.svg")
        XCTAssertEqual(try GuideTestSupport.run(binary, ["diff", dir + "/old", dir + "/new", "-o", dir + "/page"]).status, 0)
        let url = GuideTestSupport.fileURL(dir + "/page/index.html")
        let dom = try GuideTestSupport.dumpDOM(url)
        XCTAssertTrue(dom.contains("<article class=\"change changed\" id=\"colors-theme\" data-kind=\"changed\">"))
        XCTAssertTrue(dom.contains("<article class=\"change removed\" id=\"symbols-coupon\" data-kind=\"removed\">"))
        XCTAssertTrue(dom.contains("<article class=\"change changed\" id=\"symbols-cart\" data-kind=\"changed\">"))
        // Before and after swatches of the changed colour, painted exactly.
        let image = try GuideTestSupport.screenshot(GuideTestSupport.fileURL(dir + "/page/index.html", query: "focus=colors-theme&theme=dark"),
                                                    width: 1000, height: 600)
        XCTAssertTrue(image.containsBlock(of: (0xB8, 0x3A, 0x16), size: 30), "old light value")
        XCTAssertTrue(image.containsBlock(of: (0x12, 0x34, 0x56), size: 30), "new light value")
        // The overlay of the cart's before and after drawings shows both colours.
        let overlay = try GuideTestSupport.screenshot(GuideTestSupport.fileURL(dir + "/page/index.html", query: "focus=symbols-cart&theme=light"),
                                                      width: 1000, height: 900)
        var magenta = 0, cyan = 0
        for y in 0..<overlay.height {
            for x in 0..<overlay.width {
                let p = overlay.pixel(x, y)
                if p.r > 200 && p.g < 150 && p.b > 100 { magenta += 1 }
                if p.r < 150 && p.g > 150 && p.b > 200 { cyan += 1 }
            }
        }
        XCTAssertGreaterThan(magenta, 50, "before drawing missing from the overlay")
        XCTAssertGreaterThan(cyan, 50, "after drawing missing from the overlay")
    }
}
