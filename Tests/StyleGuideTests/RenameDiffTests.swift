import XCTest
@testable import StyleGuide
import Tokens

/// `stylebook diff` with `renames:`: a listed old name is an aliased rename, not a breaking removal.
final class RenameDiffTests: XCTestCase {
    private func color(_ path: String, _ red: Double) -> ColorToken {
        ColorToken(info: TokenInfo(path: TokenPath(parsing: path)), values: [.light: RGBAColor(red: red, green: 0.2, blue: 0.3)])
    }

    private func sides() -> (GuideInput, GuideInput) {
        var oldTokens = TokenSet(colors: [color("brand/old", 0.9), color("content/text", 0.1), color("gone", 0.5)])
        var newTokens = TokenSet(colors: [color("brand/primary", 0.8), color("content/primary", 0.1), color("fresh", 0.3)])
        oldTokens.sort()
        newTokens.sort()
        return (GuideInput(title: "old", tokens: oldTokens), GuideInput(title: "new", tokens: newTokens))
    }

    func testListedRenamesAreAliasedAndNotBreaking() throws {
        let (old, new) = sides()
        let diff = GuideDiffer.diff(old: old, new: new, oldLabel: "old", newLabel: "new",
                                    renames: [("brand.old", "brand.primary"), ("content/text", "content/primary")])
        let byBefore = Dictionary(diff.changes.compactMap { c in c.before.map { ($0, c) } }, uniquingKeysWith: { a, _ in a })
        let brand = try XCTUnwrap(byBefore["brand/old"])
        XCTAssertEqual(brand.kind, .renamed)
        XCTAssertEqual(brand.after, "brand/primary")
        XCTAssertTrue(brand.aliased)
        XCTAssertFalse(brand.isBreaking)
        XCTAssertEqual(brand.accessorAfter, "Colors.Brand.primary.color")
        XCTAssertTrue(brand.details.contains("old name kept as a deprecated alias (renames:)"))
        XCTAssertEqual(byBefore["content/text"]?.kind, .renamed)
        XCTAssertEqual(byBefore["content/text"]?.isBreaking, false)
        XCTAssertEqual(byBefore["gone"]?.kind, .removed)
        XCTAssertEqual(byBefore["gone"]?.isBreaking, true, "a removal no rename covers still breaks app code")
        XCTAssertEqual(diff.changes.filter { $0.kind == .added }.compactMap(\.after), ["fresh"], "the renamed-to token is folded into its rename")
        XCTAssertEqual(diff.breaking.count, 1)
    }

    func testWithoutRenamesTheValueChangeIsARemovalAndAnAddition() {
        let (old, new) = sides()
        let diff = GuideDiffer.diff(old: old, new: new, oldLabel: "old", newLabel: "new", renames: [])
        XCTAssertEqual(diff.changes.first { $0.before == "brand/old" }?.kind, .removed)
        XCTAssertEqual(diff.changes.first { $0.before == "content/text" }?.kind, .renamed, "same value: the heuristic rename")
        XCTAssertEqual(diff.changes.first { $0.before == "content/text" }?.isBreaking, true, "a heuristic rename keeps no alias")
        XCTAssertEqual(diff.breaking.count, 3)
    }

    /// `$deprecated: "use {new.token}"` on the new side: the old name stays as an alias of the new
    /// token, so the diff reports it as deprecated-with-alias (not breaking), whatever its value did.
    func testUseDeprecationIsADeprecatedAlias() throws {
        var oldTokens = TokenSet(colors: [color("text/main", 0.1), color("content/primary", 0.1), color("tint", 0.4)])
        var deprecated = color("text/main", 0.7)
        deprecated.info.deprecation = "use {content.primary}"
        var plain = color("tint", 0.6)
        plain.info.deprecation = "no longer used"
        var newTokens = TokenSet(colors: [deprecated, color("content/primary", 0.1), plain])
        oldTokens.sort()
        newTokens.sort()
        let diff = GuideDiffer.diff(old: GuideInput(title: "old", tokens: oldTokens), new: GuideInput(title: "new", tokens: newTokens),
                                    oldLabel: "old", newLabel: "new", renames: [])
        let main = try XCTUnwrap(diff.changes.first { $0.before == "text/main" })
        XCTAssertEqual(main.kind, .renamed)
        XCTAssertEqual(main.after, "content/primary")
        XCTAssertTrue(main.aliased)
        XCTAssertFalse(main.isBreaking)
        XCTAssertEqual(main.accessorBefore, "Colors.text.main.color")
        XCTAssertEqual(main.accessorAfter, "Colors.Content.primary.color")
        XCTAssertEqual(main.details, ["deprecated: use {content.primary}; old name kept as a deprecated alias ($deprecated)"])
        XCTAssertEqual(diff.changes.filter { $0.before == "text/main" }.count, 1, "the value change is folded into the alias")
        XCTAssertEqual(diff.changes.first { $0.before == "tint" }?.kind, .changed, "a plain deprecation is no alias")
        XCTAssertTrue(diff.breaking.isEmpty)
        // A `renames:` entry for the same old name says where the alias points, as in the Swift.
        let listed = GuideDiffer.diff(old: GuideInput(title: "old", tokens: oldTokens), new: GuideInput(title: "new", tokens: newTokens),
                                      oldLabel: "old", newLabel: "new", renames: [("text.main", "tint")])
        XCTAssertEqual(listed.changes.first { $0.before == "text/main" }?.after, "tint")
        XCTAssertEqual(listed.changes.first { $0.before == "text/main" }?.details, ["old name kept as a deprecated alias (renames:)"])
        // Deprecated the same way on both sides: nothing to report for it.
        let again = GuideDiffer.diff(old: GuideInput(title: "new", tokens: newTokens), new: GuideInput(title: "new", tokens: newTokens),
                                     oldLabel: "a", newLabel: "b", renames: [])
        XCTAssertTrue(again.changes.isEmpty, "\(again.changes)")
    }
}
