import Diagnostics
@testable import StylebookKit
import XCTest

/// `diff`'s two sides: paths inside an exported revision are the repository's, and a warning
/// only one revision has says which.
final class DiffMessagesTests: XCTestCase {
    func testExportedPathsAreRepositoryPathsAndOneSidedWarningsSayWhere() {
        let side = DiffBuild.Side(project: "/tmp/stylebook-diff-1/abc/design", label: "HEAD~1", exportRoot: "/tmp/stylebook-diff-1/abc")
        let located = DiffBuild.located(.warning("clipped", at: SourceLocation(file: "/tmp/stylebook-diff-1/abc/design/icons/x.svg", line: 3, column: 2)),
                                        on: side)
        XCTAssertEqual(located.description, "design/icons/x.svg:3:2: warning: clipped")
        let shared = Diagnostic.warning("shared", at: SourceLocation(file: "a.svg"))
        let onlyNew = Diagnostic.warning("new only", at: SourceLocation(file: "b.svg"))
        XCTAssertEqual(DiffBuild.merged([shared], [shared, onlyNew], labels: ("HEAD~1", "HEAD")).map(\.description),
                       ["a.svg: warning: shared", "b.svg: warning: new only (in HEAD)"])
    }
}
