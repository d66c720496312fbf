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
}
