import Diagnostics
import XCTest
@testable import Tokens

/// A misspelt key in the friendly token YAML is a located error with a suggestion; it never
/// silently turns into extra tokens or a dropped setting.
final class FriendlyYAMLTypoTests: XCTestCase {
    /// The errors about misspelt keys (a file left with no token also gets the reader's "no design tokens found").
    func errors(_ yaml: String) -> [String] {
        let all: [String]
        do {
            let result = try TokenReader.read(documents: [("t.yml", yaml)], options: TokenReadOptions())
            all = result.diagnostics.errors.map(\.description)
        } catch {
            all = error.diagnostics.errors.map(\.description)
        }
        return all.filter { $0.contains("unknown ") }
    }

    func testMisspeltAppearanceBesideRealOnesIsAnError() {
        XCTAssertEqual(errors("brand: { light: \"#FF0000\", darkk: \"#880000\" }\n"), [
            "t.yml:1:35: error: unknown appearance 'darkk' in colour brand; did you mean 'dark'? (appearances: light, dark, light-hc, dark-hc)",
        ])
        XCTAssertEqual(errors("brand:\n  ligth: \"#FF0000\"\n  drak: \"#880000\"\n").count, 2, "every key a near miss: a colour, misspelt")
    }

    func testTwoColoursFromATypoAreNotMade() throws {
        let yaml = "brand: { light: \"#FF0000\", darkk: \"#880000\" }\n"
        XCTAssertThrowsError(try TokenReader.read(documents: [("t.yml", yaml)], options: TokenReadOptions())) { error in
            XCTAssertTrue(String(describing: error).contains("did you mean 'dark'"), String(describing: error))
        }
    }

    func testGroupsWithOtherNamesAreStillGroups() throws {
        // "strong" is no appearance name and not close to one: a group of two colours, as before.
        let result = try TokenReader.read(documents: [("t.yml", "border: { light: \"#CCCCCC\", strong: \"#333333\" }\n")], options: TokenReadOptions())
        XCTAssertEqual(result.tokens.colors.map(\.path.dotted).sorted(), ["border.light", "border.strong"])
    }

    func testUnknownTextStyleKeyIsAnErrorWithSuggestion() {
        XCTAssertEqual(errors("title: { font: Inter, size: 20, wieght: 600 }\n"), [
            "t.yml:1:41: error: unknown text style key 'wieght' (token path title); did you mean 'weight'?",
        ])
    }
}
