import Diagnostics
@testable import StylebookCLI
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
