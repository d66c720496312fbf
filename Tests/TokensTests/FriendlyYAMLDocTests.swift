import Foundation
import XCTest
@testable import Tokens

/// The friendly-YAML example in docs/tokens.md is read as documented.
final class FriendlyYAMLDocTests: XCTestCase {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/tokens.md").path

    func testTheDocumentedExampleReads() throws {
        let text = try String(contentsOfFile: Self.docs, encoding: .utf8)
        let section = try XCTUnwrap(text.range(of: "## The friendly YAML format"))
        let start = try XCTUnwrap(text.range(of: "```yaml\n", range: section.upperBound..<text.endIndex))
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let yaml = String(text[start.upperBound..<end.lowerBound])
        let result = try TokenReader.read(documents: [("example.yml", yaml)])
        let set = result.tokens
        XCTAssertEqual(set.summary, "4 colours, 2 text styles, 4 dimensions, 1 number, 1 duration, 1 shadow, "
                       + "1 border, 1 cubic Bézier")
        let primary = try XCTUnwrap(set.colors.first { $0.path.dotted == "content.primary" })
        XCTAssertEqual(primary.values.keys.sorted(), Appearance.allCases)
        XCTAssertEqual(set.colors.first { $0.path.dotted == "content.secondary" }?.values[.dark].map(ColorMath.hex), "#F5F5F5")
        XCTAssertEqual(set.colors.first { $0.path.dotted == "content.secondary" }?.info.description, "Secondary text.")
        XCTAssertEqual(set.colors.first { $0.path.dotted == "overlay" }?.values[.light]?.alpha, 0.4)
        let indent = try XCTUnwrap(set.dimensions.first { $0.info.path.dotted == "spacing.indent" })
        XCTAssertEqual([indent.value], [1.5])
        XCTAssertEqual(indent.unit, "em")
        XCTAssertEqual(set.dimensions.first { $0.info.path.dotted == "alias" }?.points, 16)
        XCTAssertEqual(set.shadows.first?.layers.first?.color.alpha, 0.4)
        // Only the documented warning: the CSS rgb() string is not DTCG.
        XCTAssertEqual(result.diagnostics.map(\.message).filter { !$0.contains("CSS colour string") }, [])
    }
}
