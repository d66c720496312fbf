import Foundation
import XCTest
@testable import StyleGuide
import StylebookKit
import Tokens

/// `stylebook diff`: what counts as added, removed, changed, renamed and breaking; its outputs.
final class DiffTests: XCTestCase {
    /// Kaimono, and a copy with one of each kind of change.
    static func changedKaimono() throws -> (old: GuideInput, new: GuideInput) {
        let old = try GuidePageTests.kaimonoModel().input
        var new = old
        let theme = try XCTUnwrap(new.tokens.colors.firstIndex { $0.path.slashed == "theme" })
        new.tokens.colors[theme].values[.dark] = RGBAColor(red: 1, green: 0, blue: 0)
        new.tokens.colors.removeAll { $0.path.slashed == "content/quaternary" }
        let error = try XCTUnwrap(new.tokens.colors.firstIndex { $0.path.slashed == "status/error" })
        new.tokens.colors[error].info.path = TokenPath(["status", "danger"])
        new.tokens.colors.append(ColorToken(info: TokenInfo(path: TokenPath(["brand", "accent"])), values: [.light: RGBAColor(red: 0, green: 0.5, blue: 1)]))
        new.tokens.textStyles[0].size += 2
        let tag = try XCTUnwrap(new.symbols.firstIndex { $0.name == "tag" })
        new.symbols[tag].name = "price-tag"
        new.symbols[tag].assetName = "Icons/price-tag"
        let cart = try XCTUnwrap(new.symbols.firstIndex { $0.name == "cart" })
        new.symbols[cart].template = try XCTUnwrap(new.symbols.first { $0.name == "shop" }).template
        new.symbols.removeAll { $0.name == "coupon" }
        new.tokens.sort()
        return (old, GuideInput(title: new.title, tokens: new.tokens, contrast: new.contrast, symbols: new.symbols, swift: new.swift, fonts: new.fonts))
    }

    func testEveryKindOfChangeIsFoundAndBreakingOnesFlagged() throws {
        let (old, new) = try Self.changedKaimono()
        let diff = GuideDiffer.diff(old: old, new: new, oldLabel: "old", newLabel: "new")
        func find(_ section: String, _ name: String) -> GuideDiff.Change? { diff.changes(in: section).first { $0.before == name || $0.after == name } }
        XCTAssertEqual(find("colors", "theme")?.kind, .changed)
        XCTAssertTrue(find("colors", "theme")?.details.contains("dark #FF8A65 → #FF0000") ?? false, "\(String(describing: find("colors", "theme")))")
        XCTAssertEqual(find("colors", "theme")?.isBreaking, false)
        XCTAssertEqual(find("colors", "content/quaternary")?.kind, .removed)
        XCTAssertEqual(find("colors", "content/quaternary")?.isBreaking, true)
        let renamed = try XCTUnwrap(find("colors", "status/error"))
        XCTAssertEqual(renamed.kind, .renamed)
        XCTAssertEqual(renamed.after, "status/danger")
        XCTAssertEqual(renamed.accessorBefore, "Colors.Status.error.color")
        XCTAssertEqual(renamed.accessorAfter, "Colors.Status.danger.color")
        XCTAssertTrue(renamed.isBreaking)
        XCTAssertEqual(find("colors", "brand/accent")?.kind, .added)
        XCTAssertEqual(find("colors", "brand/accent")?.isBreaking, false)
        let style = try XCTUnwrap(diff.changes(in: "textStyles").first)
        XCTAssertEqual(style.kind, .changed)
        XCTAssertTrue(style.details.contains { $0.hasPrefix("size ") }, "\(style.details)")
        XCTAssertEqual(find("symbols", "tag")?.kind, .renamed)
        XCTAssertEqual(find("symbols", "tag")?.accessorAfter, "Symbols.priceTag")
        XCTAssertEqual(find("symbols", "cart")?.kind, .changed)
        XCTAssertEqual(find("symbols", "cart")?.details, ["drawing changed"])
        XCTAssertEqual(find("symbols", "coupon")?.kind, .removed)
        XCTAssertNil(find("symbols", "leaf"), "an unchanged symbol is not listed")
        XCTAssertEqual(Set(diff.breaking.map(\.name)), ["content/quaternary", "status/danger", "price-tag", "coupon"])
        // Nothing else changed.
        XCTAssertEqual(diff.changes.count, 8, diff.changes.map { "\($0.kind) \($0.name)" }.joined(separator: ", "))
    }

    func testNoChangesIsAnEmptyDiff() throws {
        let model = try GuidePageTests.kaimonoModel().input
        let diff = GuideDiffer.diff(old: model, new: model, oldLabel: "a", newLabel: "b")
        XCTAssertTrue(diff.isEmpty)
        XCTAssertTrue(DiffMarkdown.render(diff).contains("No changes."))
    }

    func testMarkdownHasTheCountsAndTheList() throws {
        let (old, new) = try Self.changedKaimono()
        let markdown = DiffMarkdown.render(GuideDiffer.diff(old: old, new: new, oldLabel: "HEAD~1", newLabel: "HEAD"))
        XCTAssertTrue(markdown.hasPrefix("## Stylebook: `HEAD~1` → `HEAD`\n"))
        XCTAssertTrue(markdown.contains("**1 added, 2 removed, 3 changed, 2 renamed — 4 breaking**"), markdown)
        XCTAssertTrue(markdown.contains("| Colours | 1 | 1 | 1 | 1 |"), markdown)
        XCTAssertTrue(markdown.contains("- `Colors.Status.error.color` → `Colors.Status.danger.color` (renamed `status/error`)"), markdown)
        XCTAssertTrue(markdown.contains("- changed `theme`: dark #FF8A65 → #FF0000"), markdown)
    }

    func testTheDiffPageIsValid() throws {
        let (old, new) = try Self.changedKaimono()
        let dir = try temporaryFolder() + "/diff"
        let diff = GuideDiffer.diff(old: old, new: new, oldLabel: "old", newLabel: "new")
        try DiffBuild.write(diff, old: old, new: new, html: dir, markdown: nil)
        var checker = HTMLChecker()
        let pages = checker.checkFolder(dir)
        XCTAssertEqual(checker.problems, [])
        let page = try String(contentsOfFile: dir + "/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("class=\"glyph overlay\""))
        XCTAssertEqual(pages.count, 1)
    }
}
