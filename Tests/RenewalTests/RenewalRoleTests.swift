import Diagnostics
import Foundation
@testable import Renewal
import Tokens
import XCTest

/// Colours compared by role: a text gray and a border gray of almost the same value, where ΔE
/// alone picks the wrong one and the role (by name, or by how app code uses the colour) picks right.
final class RenewalRoleTests: XCTestCase {
    typealias Fixture = RenewalSuggestionTests

    static func side(_ label: String, _ colors: [ColorToken]) -> RenewalSide {
        var tokens = TokenSet(colors: colors)
        tokens.sort()
        return RenewalSide(label: label, tokens: tokens)
    }

    /// The border gray is nearer in value than the text gray.
    static let newGrays = side("new", [Fixture.color("border.strong", 0x6D6D6D), Fixture.color("fg.quiet", 0x737373)])

    func testValueAlonePrefersTheBorderGray() throws {
        let items = Self.newGrays.items(.colors)
        let old = Self.side("old", [Fixture.color("gray600", 0x6E6E6E)]).items(.colors)[0]
        let border = try XCTUnwrap(items.first { $0.path.dotted == "border.strong" })
        let text = try XCTUnwrap(items.first { $0.path.dotted == "fg.quiet" })
        XCTAssertLessThan(RenewalSuggester.valueSimilarity(old, text).score, RenewalSuggester.valueSimilarity(old, border).score)
        // Without any role (a name of no role words, no usage) the nearer value wins.
        let plain = RenewalSuggester.suggest(old: Self.side("old", [Fixture.color("gray600", 0x6E6E6E)]), new: Self.newGrays)
        XCTAssertEqual(plain.first?.new?.dotted, "border.strong")
    }

    func testNameRoleMismatchLowersConfidenceAndMatchWins() throws {
        let old = Self.side("old", [Fixture.color("text.muted", 0x6E6E6E)])
        let suggestion = try XCTUnwrap(RenewalSuggester.suggest(old: old, new: Self.newGrays).first)
        XCTAssertEqual(suggestion.new?.dotted, "fg.quiet")
        XCTAssertTrue(suggestion.reason.hasSuffix("; role text by name matches"), suggestion.reason)
        // With only the border gray left, it is still suggested but with less confidence, and says why.
        let borderOnly = Self.side("new", [Fixture.color("border.strong", 0x6D6D6D)])
        let lowered = try XCTUnwrap(RenewalSuggester.suggest(old: old, new: borderOnly).first)
        let (x, y) = (old.items(.colors)[0], borderOnly.items(.colors)[0])
        let unweighed = 0.65 * RenewalSuggester.valueSimilarity(x, y).score + 0.35 * PerceptualDistance.nameSimilarity(x.path, y.path)
        XCTAssertEqual(lowered.confidence, unweighed - 0.15, accuracy: 0.006)
        XCTAssertTrue(lowered.reason.contains("role mismatch: text by name vs border by name"), lowered.reason)
    }

    func testUsageRolesFromTheRolesFilePickTheTextGray() throws {
        var old = Self.side("old", [Fixture.color("gray600", 0x6E6E6E)])
        old.usageRoles = try ColorUsageRoles.read("\"Asset.Colors.gray600\": [text]\n\"Colors.other\": [border]\n", path: "roles.yml")
        XCTAssertEqual(old.items(.colors)[0].usageRoles, [.text])
        let suggestion = try XCTUnwrap(RenewalSuggester.suggest(old: old, new: Self.newGrays).first)
        XCTAssertEqual(suggestion.new?.dotted, "fg.quiet")
        XCTAssertTrue(suggestion.reason.contains("role text by use matches"), suggestion.reason)
        // A system colour of the same last name is not the token; its flat framework member is.
        var red = Self.side("old", [Fixture.color("brand.red", 0xE53935)])
        red.usageRoles = ColorUsageRoles(uses: ["Color.red": [.border], ".red": [.border], "Color.brandRed": [.text], "Colors.Brand.red": [.icon]])
        XCTAssertEqual(red.items(.colors)[0].usageRoles, [.text, .icon])
        // A string name of the catalog set counts too.
        old.usageRoles = ColorUsageRoles(uses: ["\"gray600\"": [.border]])
        XCTAssertEqual(RenewalSuggester.suggest(old: old, new: Self.newGrays).first?.new?.dotted, "border.strong")
    }

    func testNameWordsAndAxes() {
        XCTAssertEqual(ColorRole.roles(fromName: TokenPath(parsing: "Colors.bgSurface")), [.background])
        XCTAssertEqual(ColorRole.roles(fromName: TokenPath(parsing: "accent.danger")), [.accent, .danger])
        XCTAssertEqual(ColorRole.roles(fromName: TokenPath(parsing: "content.primary")), [], "primary is a rank, not a role")
        XCTAssertEqual(ColorRole.roles(fromName: TokenPath(parsing: "button-text_error")), [.text, .danger])
        // Placement and meaning are compared apart: text vs accent+danger is neither a match nor a mismatch.
        XCTAssertEqual(ColorRole.agreement([.text], [.accent, .danger]), .unknown)
        XCTAssertEqual(ColorRole.agreement([.text, .danger], [.accent, .danger]), .match)
        XCTAssertEqual(ColorRole.agreement([.text, .danger], [.text, .success]), .mismatch)
    }

    func testRolesFileReadsBackAndBadRolesAreLocated() throws {
        let roles = ColorUsageRoles(uses: ["Colors.sale": [.text, .background], "\"bg\"": [.background]])
        let text = roles.render()
        XCTAssertTrue(text.contains("\"Colors.sale\": [background, text]\n"), text)
        XCTAssertEqual(try ColorUsageRoles.read(text, path: "roles.yml"), roles)
        XCTAssertThrowsError(try ColorUsageRoles.read("\"Colors.sale\": [text, paint]\n", path: "roles.yml")) { error in
            let diagnostic = (error as? DiagnosticError)?.diagnostics.items.first
            XCTAssertTrue(diagnostic?.description.hasPrefix("roles.yml:1:23: error: unknown role 'paint'") ?? false, diagnostic?.description ?? "")
        }
    }
}
