import XCTest
@testable import Geometry

/// `evenOddDiffersFromNonZero`: true exactly when some region has an even, non-zero winding number.
final class FillRuleAgreementTests: XCTestCase {
    private func differs(_ path: Path) -> Bool { path.evenOddDiffersFromNonZero(tolerance: 0.01) }

    func testSingleContoursAndAlternatingNestsAgree() {
        XCTAssertFalse(differs(Shapes.rect(0, 0, 10, 10)))
        XCTAssertFalse(differs(Shapes.rect(0, 0, 10, 10) + Shapes.rect(3, 3, 4, 4, clockwise: false)))
        XCTAssertFalse(differs(Shapes.rect(0, 0, 10, 10) + Shapes.rect(20, 0, 10, 10, clockwise: false)))
        XCTAssertFalse(differs(Shapes.rect(0, 0, 30, 30, clockwise: false) + Shapes.rect(5, 5, 20, 20)
                               + Shapes.rect(10, 10, 10, 10, clockwise: false)))
        XCTAssertFalse(differs(Shapes.circle(0, 0, 10) + Shapes.circle(0, 0, 5, clockwise: false)))
    }

    func testSameDirectionNestsDiffer() {
        XCTAssertTrue(differs(Shapes.rect(0, 0, 10, 10) + Shapes.rect(3, 3, 4, 4)))
        XCTAssertTrue(differs(Shapes.rect(0, 0, 10, 10, clockwise: false) + Shapes.rect(3, 3, 4, 4, clockwise: false)))
        XCTAssertTrue(differs(Shapes.circle(0, 0, 10) + Shapes.circle(0, 0, 5)))
        // Two separate shapes, only the second with a same-direction hole.
        XCTAssertTrue(differs(Shapes.rect(0, 0, 10, 10) + Shapes.rect(20, 0, 10, 10, clockwise: false)
                              + Shapes.rect(23, 3, 4, 4, clockwise: false)))
    }

    func testTouchingContoursAreMeasured() {
        // The inner square shares the outer one's top edge: the boolean route decides.
        XCTAssertTrue(differs(Shapes.rect(0, 0, 10, 10) + Shapes.rect(3, 0, 4, 4)))
        XCTAssertFalse(differs(Shapes.rect(0, 0, 10, 10) + Shapes.rect(3, 0, 4, 4, clockwise: false)))
        // A pentagram crosses itself: its centre winds twice, which even-odd leaves empty.
        XCTAssertTrue(differs(Shapes.pentagram(0, 0, 10)))
        XCTAssertTrue(differs(Shapes.pentagram(0, 0, 10) + Shapes.rect(40, 40, 1, 1)))
    }

    func testDegenerateInputIsQuiet() {
        XCTAssertFalse(differs(Path()))
        XCTAssertFalse(differs(Shapes.rect(0, 0, 0, 0) + Shapes.rect(1, 1, 0, 0)))
    }
}
