import Diagnostics
@testable import StylebookKit
import XCTest

/// Folding one warning repeated over many files into one line (`RepeatedWarnings`).
final class RepeatedWarningsTests: XCTestCase {
    func fillOnly(_ name: String) -> Diagnostic {
        .warning("fill-only icon: Ultralight and Black reuse the Regular outline; add \(name).ultralight.svg and \(name).black.svg",
                 at: SourceLocation(file: "icons/\(name).svg"))
    }

    func testTheSameAdviceAboutThreeIconsIsOneWarningAtTheFirst() {
        let error = Diagnostic.error("bad path data", at: SourceLocation(file: "icons/z.svg", line: 2, column: 3))
        let folded = RepeatedWarnings.summarize([fillOnly("a"), error, fillOnly("cart"), fillOnly("leaf")])
        XCTAssertEqual(folded.map(\.description), [
            "icons/a.svg: warning: 3 icons: fill-only icon: Ultralight and Black reuse the Regular outline; add NAME.ultralight.svg "
                + "and NAME.black.svg (icons: a, cart, leaf; --verbose lists each)",
            "icons/z.svg:2:3: error: bad path data",
        ])
    }

    func testTheNameIsReplacedOnlyAsAWholeWord() {
        // "a" must not turn the "a" inside "add" or "shape" into NAME.
        XCTAssertEqual(RepeatedWarnings.kind(of: fillOnly("a")),
                       "fill-only icon: Ultralight and Black reuse the Regular outline; add NAME.ultralight.svg and NAME.black.svg")
    }

    func testDifferentAdviceAndFewerThanThreeFilesStayAsTheyAre() {
        let other = Diagnostic.warning("gradient is not supported; drawn in its first stop's colour", at: SourceLocation(file: "icons/b.svg"))
        let list = [fillOnly("a"), fillOnly("b"), other]
        XCTAssertEqual(RepeatedWarnings.summarize(list), list)
    }
}

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
