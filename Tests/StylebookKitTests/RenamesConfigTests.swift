import Diagnostics
import StylebookKit
import SwiftOutput
import XCTest

/// `renames:` in stylebook.yml: read into the Swift settings (whatever order the sections come
/// in), and mistakes reported at their lines.
final class RenamesConfigTests: XCTestCase {
    func testRenamesReachTheSwiftOptions() throws {
        let yaml = "renames:\n  text.main: content.primary\n  basket: cart\nswift:\n  access: public\n"
        let config = try ProjectConfig.parse(yaml: yaml, path: "s.yml")
        XCTAssertEqual(config.code.options().renames.map { "\($0.old)→\($0.new)" }, ["text.main→content.primary", "basket→cart"],
                       "a swift: section after renames: keeps them")
        XCTAssertEqual(config.code.renames.first?.location?.description, "s.yml:2:3")
    }

    func testSelfRenamesChainsAndWrongShapesAreErrorsAtTheirLines() {
        func errors(_ yaml: String) -> [String] {
            do {
                _ = try ProjectConfig.parse(yaml: yaml, path: "s.yml")
                return []
            } catch {
                return error.diagnostics.items.map(\.description)
            }
        }
        XCTAssertEqual(errors("renames:\n  a.b: a.b\n"), ["s.yml:2:3: error: renames: 'a.b' is renamed to itself"])
        XCTAssertEqual(errors("renames:\n  a: b\n  b: c\n"), ["s.yml:2:3: error: renames: 'b' is renamed again; name the final name directly ('a': …)"])
        XCTAssertEqual(errors("renames: [a, b]\n"), ["s.yml:1:10: error: renames must be a mapping of keys to values"])
    }
}
