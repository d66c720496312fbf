import Diagnostics
import Foundation
@testable import Renewal
import XCTest

/// `group:` in mapping.yml: each group gets a switch of its own and a `-D` flag; ungrouped lines
/// follow the global switch, which also turns every group on.
final class RenewalGroupSwitchTests: XCTestCase {
    /// The fixture palette with the red and the title in `Checkout`, the body text in `Home`.
    static func groupedText() -> String {
        let (old, new) = (RenewalSuggestionTests.oldSide, RenewalSuggestionTests.newSide)
        var suggestions = RenewalSuggester.suggest(old: old, new: new)
        for index in suggestions.indices {
            switch suggestions[index].old.dotted {
            case "brand.red", "title": suggestions[index].group = "Checkout"
            case "text.body": suggestions[index].group = "Home"
            default: break
            }
        }
        return RenewalSwitchSwift.render(suggestions, old: old, new: new)
    }

    func testGroupsServeOldOrNewByTheirOwnFlags() throws {
        let swiftc = try SwiftCompiler.require()
        let dir = try temporaryFolder(prefix: "stylebook-renewal-groups")
        let text = Self.groupedText()
        XCTAssertTrue(text.contains("#if STYLEBOOK_RENEWAL_NEW_CHECKOUT\n    public static let checkout = RenewalGroup(name: \"Checkout\", compiledNew: true)"), text)
        XCTAssertTrue(text.contains("public static let brandRed = RenewalPair<Swift.String>(old: \"brand/red\", new: \"accent/primary\", group: RenewalSwitch.checkout)"), text)
        try text.write(toFile: dir + "/RenewalSwitch.swift", atomically: true, encoding: .utf8)
        // Checkout (red, title), Home (body), ungrouped (page) — then a debug menu flips Checkout alone,
        // then the global switch.
        try """
        func show() { print(RenewalColors.brandRed.current, RenewalTextStyles.title.current.size, RenewalColors.textBody.current, RenewalColors.bgPage.current) }
        show()
        RenewalSwitch.checkout.useNew.toggle()
        show()
        RenewalSwitch.useNew.toggle()
        show()
        """.write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        let (old, checkout, home, page) = ("brand/red 22.0", "accent/primary 24.0", "content/primary", "surface/base")
        let cases: [(flags: [String], output: String)] = [
            ([], "\(old) text/body bg/page\n\(old) text/body bg/page\n\(old) text/body bg/page\n"),
            (["-D", "STYLEBOOK_RENEWAL_NEW_CHECKOUT"], "\(checkout) text/body bg/page\n\(checkout) text/body bg/page\n\(checkout) text/body bg/page\n"),
            (["-D", "STYLEBOOK_RENEWAL_NEW"], "\(checkout) \(home) \(page)\n\(checkout) \(home) \(page)\n\(checkout) \(home) \(page)\n"),
            (["-D", "DEBUG"], "\(old) text/body bg/page\n\(checkout) text/body bg/page\n\(checkout) \(home) \(page)\n"),
            (["-D", "DEBUG", "-D", "STYLEBOOK_RENEWAL_NEW_CHECKOUT", "-D", "STYLEBOOK_RENEWAL_NEW_HOME"],
             "\(checkout) \(home) bg/page\n\(old) \(home) bg/page\n\(old) \(home) \(page)\n"),
        ]
        try RenewalSwitchTests.expect(cases, in: dir, swiftc: swiftc)
    }

    func testFlagNames() {
        XCTAssertEqual(RenewalGroupNaming.flag("Checkout"), "STYLEBOOK_RENEWAL_NEW_CHECKOUT")
        XCTAssertEqual(RenewalGroupNaming.flag("Check-out 2"), "STYLEBOOK_RENEWAL_NEW_CHECK_OUT_2")
        XCTAssertEqual(RenewalGroupNaming.flag("Café Menu"), "STYLEBOOK_RENEWAL_NEW_CAF_MENU")
        XCTAssertFalse(RenewalGroupNaming.isValid("--"))
    }

    func testGroupsSurviveARerunOnReviewedAndSuggestedLines() throws {
        let (old, new) = (RenewalSuggestionTests.oldSide, RenewalSuggestionTests.newSide)
        let dir = try temporaryFolder(prefix: "stylebook-renewal-group-rerun")
        _ = try RenewalOutput.write(old: old, new: new, to: dir)
        let first = try String(contentsOfFile: dir + "/mapping.yml", encoding: .utf8)
        XCTAssertFalse(first.contains(", group:"), "no group until a human adds one")
        // Checkout on a line still suggested (written first in its braces), Home on a reviewed one.
        let lines = first.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("  \"brand.red\": { ") { return line.replacingOccurrences(of: "{ to:", with: "{ group: \"Checkout\", to:") }
            if line.hasPrefix("  \"text.body\": { ") { return line.replacingOccurrences(of: "reviewed: false", with: "reviewed: true, group: Home") }
            return String(line)
        }
        try lines.joined(separator: "\n").write(toFile: dir + "/mapping.yml", atomically: true, encoding: .utf8)
        let result = try RenewalOutput.write(old: old, new: new, to: dir)
        XCTAssertEqual(result.suggestions.first { $0.old.dotted == "brand.red" }?.group, "Checkout")
        XCTAssertEqual(result.suggestions.first { $0.old.dotted == "text.body" }?.group, "Home")
        XCTAssertEqual(result.suggestions.first { $0.old.dotted == "text.body" }?.reviewed, true)
        let again = try String(contentsOfFile: dir + "/mapping.yml", encoding: .utf8)
        XCTAssertTrue(again.contains("\"brand.red\": { to: \"accent.primary\", confidence: "), again)
        XCTAssertTrue(again.contains("reviewed: false, group: \"Checkout\", reason: "), again)
        XCTAssertTrue(again.contains("reviewed: true, group: \"Home\", reason: "), again)
        XCTAssertTrue(try String(contentsOfFile: dir + "/RenewalSwitch.swift", encoding: .utf8).contains("public static let home = RenewalGroup"))
    }

    func testGroupsSharingAFlagAreAWarning() {
        var suggestions = RenewalSuggester.suggest(old: RenewalSuggestionTests.oldSide, new: RenewalSuggestionTests.newSide)
        suggestions[0].group = "Check out"
        suggestions[1].group = "check-out"
        let warnings = RenewalOutput.sharedFlags(suggestions, at: SourceLocation(file: "mapping.yml"))
        XCTAssertEqual(warnings.items.map(\.description),
                       ["mapping.yml: warning: groups 'Check out' and 'check-out' share the flag STYLEBOOK_RENEWAL_NEW_CHECK_OUT, which turns them all on"])
        suggestions[1].group = "Home"
        XCTAssertTrue(RenewalOutput.sharedFlags(suggestions, at: SourceLocation(file: "mapping.yml")).items.isEmpty)
    }

    func testBadGroupIsALocatedError() {
        XCTAssertThrowsError(try MappingFile.read("colors:\n  \"a.b\": { to: x, reviewed: false, group: \"--\" }\n", path: "m.yml")) { error in
            let diagnostic = (error as? DiagnosticError)?.diagnostics.items.first
            XCTAssertEqual(diagnostic?.description, "m.yml:2:43: error: a group name needs a letter or digit (it names a switch and a -D flag)")
        }
        XCTAssertThrowsError(try MappingFile.read("colors:\n  \"a.b\": { to: x, group: [a] }\n", path: "m.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.items.first?.description, "m.yml:2:26: error: group must be a name")
        }
    }
}
