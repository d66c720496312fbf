import Diagnostics
import Grammar
import XCTest
import Yams

/// Yams' errors become one located diagnostic, the same for every YAML reader.
final class YAMLErrorMappingTests: XCTestCase {
    private func diagnostic(_ text: String) -> Diagnostic? {
        do {
            _ = try Yams.compose(yaml: text)
            return nil
        } catch let error as YamlError {
            return YAMLErrorMapping.diagnostic(error, path: "t.yml", text: text)
        } catch {
            return nil
        }
    }

    func testProblemAtYamsPosition() throws {
        let d = try XCTUnwrap(diagnostic("a: 1\n b: 2\n"))
        XCTAssertTrue(d.message.hasPrefix("malformed YAML: "), d.message)
        XCTAssertEqual(d.location?.file, "t.yml")
        XCTAssertEqual(d.location?.line, 2)
    }

    /// Yams notices an unclosed `{` at the start of a later line; the position moves to the end of
    /// the last non-blank line before it, where the `}` belongs.
    func testLineStartMovesToThePreviousLineEnd() {
        let moved = YAMLErrorMapping.lineEnd(before: SourceLocation(file: "t.yml", line: 3, column: 1), in: "a: {b: 1\n  \nc: 2\n")
        XCTAssertEqual(moved.line, 1)
        XCTAssertEqual(moved.column, 9)
        let kept = YAMLErrorMapping.lineEnd(before: SourceLocation(file: "t.yml", line: 3, column: 2), in: "a\nb\ncd\n")
        XCTAssertEqual(kept.line, 3)
    }
}
