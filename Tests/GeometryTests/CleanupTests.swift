import XCTest
@testable import Geometry

final class CleanupTests: XCTestCase {
    func testDropsZeroLengthSegmentsAndEmptySubpaths() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.move(to: Point(1, 1))                        // consecutive move: collapsed
        p.line(to: Point(1, 1))                        // zero-length line
        p.line(to: Point(10, 1))
        p.cubic(to: Point(10, 1), control1: Point(10, 1), control2: Point(10.0001, 1))  // dot
        p.line(to: Point(10, 10))
        p.line(to: Point(1, 1.0001))                   // returns to start within tolerance
        p.close()
        p.move(to: Point(5, 5)); p.close()             // nothing drawn
        p.move(to: Point(7, 7))                        // trailing move
        let c = p.cleaned(tolerance: 0.001)
        XCTAssertEqual(c.elements, [.move(Point(1, 1)), .line(Point(10, 1)), .line(Point(10, 10)), .close])
        XCTAssertEqual(c.signedArea(tolerance: 0.01), p.signedArea(tolerance: 0.01), accuracy: 0.01)
    }

    func testStraightCurvesBecomeLinesOthersStay() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.cubic(to: Point(9, 0), control1: Point(3, 0.0004), control2: Point(6, -0.0004))  // straight
        p.quad(to: Point(9, 9), control: Point(9, 4.5))                                     // straight quad
        p.cubic(to: Point(0, 9), control1: Point(6, 12), control2: Point(3, 12))            // real curve
        p.cubic(to: Point(0, 0), control1: Point(0, 11), control2: Point(0, -2))            // collinear but overshoots
        p.close()
        let c = p.cleaned(tolerance: 0.001)
        XCTAssertEqual(c.commandSignature, "MLLCCZ")
        XCTAssertEqual(c.elements[1], .line(Point(9, 0)))
        XCTAssertEqual(c.elements[2], .line(Point(9, 9)))
        XCTAssertEqual(c.elements[3], p.elements[3])
    }

    func testKeepsOpenLinesAndDropsNonFinite() {
        var p = Path()
        p.move(to: Point(0, 0)); p.line(to: Point(5, 0))  // open: has length, kept
        p.move(to: Point(.nan, 0)); p.line(to: Point(1, 1))
        p.move(to: Point(2, 2)); p.line(to: Point(.infinity, 2)); p.line(to: Point(3, 3))
        let c = p.cleaned(tolerance: 0.01)
        XCTAssertEqual(c.elements, [.move(Point(0, 0)), .line(Point(5, 0)), .move(Point(2, 2)), .line(Point(3, 3))])
    }

    func testCleanPathIsUnchanged() {
        let circle = Shapes.circle(5, 5, 4)
        XCTAssertEqual(circle.cleaned(tolerance: 0.01), circle)
        let square = Shapes.rect(0, 0, 3, 3)
        XCTAssertEqual(square.cleaned(tolerance: 0.01), square)
    }
}
