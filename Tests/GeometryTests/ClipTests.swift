import XCTest
@testable import Geometry

final class ClipTests: XCTestCase {
    let box = Rect(x: 0, y: 0, width: 10, height: 10)

    func testInsidePathIsReturnedUnchanged() {
        let c = Shapes.circle(5, 5, 4)
        XCTAssertEqual(c.clipped(to: box, tolerance: 0.01), c)
        XCTAssertEqual(c.intersection(with: Shapes.rect(0, 0, 10, 10), tolerance: 0.01), c)
    }

    func testDisjointPathIsEmpty() {
        XCTAssertTrue(Shapes.circle(50, 50, 4).clipped(to: box, tolerance: 0.01).isEmpty)
        XCTAssertTrue(Path().clipped(to: box, tolerance: 0.01).isEmpty)
    }

    func testRectPartlyOutside() {
        let r = Shapes.rect(5, -5, 10, 10)
        let clipped = r.clipped(to: box, tolerance: 0.01)
        XCTAssertEqual(clipped.signedArea(tolerance: 0.01), 25, accuracy: 1e-9)
        XCTAssertEqual(clipped.bounds, Rect(x: 5, y: 0, width: 5, height: 5))
        // Counter-clockwise input keeps its (negative) orientation: winding is preserved.
        let ccw = Shapes.rect(5, -5, 10, 10, clockwise: false).clipped(to: box, tolerance: 0.01)
        XCTAssertEqual(ccw.signedArea(tolerance: 0.01), -25, accuracy: 1e-9)
    }

    func testCircleCrossingEdgeKeepsInsideCurves() {
        // Circle centred on the right edge: the left half stays, with its two inner quarter
        // arcs kept as cubics (their bounds lie inside the box).
        let c = Shapes.circle(10, 5, 4)
        let clipped = c.clipped(to: box, tolerance: 0.001)
        XCTAssertEqual(clipped.elements.filter { if case .cubic = $0 { true } else { false } }.count, 2)
        XCTAssertEqual(clipped.signedArea(tolerance: 0.001), c.signedArea(tolerance: 0.001) / 2, accuracy: 1e-6)
        let b = clipped.bounds!
        XCTAssertEqual(b.minX, 6, accuracy: 1e-9); XCTAssertEqual(b.maxX, 10, accuracy: 1e-12)
        XCTAssertEqual(b.minY, 1, accuracy: 1e-9); XCTAssertEqual(b.maxY, 9, accuracy: 1e-9)
    }

    func testCornerOverhangAreaAndWindingPreserved() {
        // Circle over the top-left corner: the clipped area is a quarter of it.
        let c = Shapes.circle(0, 0, 5)
        let clipped = c.clipped(to: box, tolerance: 0.0005)
        XCTAssertEqual(clipped.signedArea(tolerance: 0.01), c.signedArea(tolerance: 0.01) / 4, accuracy: 0.01)
        // Donut (nonzero, hole reversed) straddling the edge: the hole survives clipping.
        let donut = Shapes.circle(10, 5, 4) + Shapes.circle(10, 5, 2, clockwise: false)
        let d = donut.clipped(to: box, tolerance: 0.001)
        XCTAssertFalse(d.contains(Point(9, 5), rule: .nonZero, tolerance: 0.001))
        XCTAssertTrue(d.contains(Point(7, 5), rule: .nonZero, tolerance: 0.001))
        XCTAssertFalse(d.contains(Point(11, 5), rule: .nonZero, tolerance: 0.001))
        for x in stride(from: 0.3, to: 10, by: 0.7) {
            for y in stride(from: 0.3, to: 10, by: 0.7) {
                let p = Point(x, y)
                XCTAssertEqual(d.winding(at: p, tolerance: 0.001), donut.winding(at: p, tolerance: 0.001), "at \(p)")
            }
        }
    }

    func testSelfOverlappingSubpathKeepsWinding() {
        // Two laps of a square in one subpath (winding 2) clipped: still winding 2 inside.
        var p = Path()
        p.move(to: Point(5, 5))
        for _ in 0..<2 { p.line(to: Point(15, 5)); p.line(to: Point(15, 15)); p.line(to: Point(5, 15)); p.line(to: Point(5, 5)) }
        p.close()
        let c = p.clipped(to: box, tolerance: 0.01)
        XCTAssertEqual(c.winding(at: Point(7, 7), tolerance: 0.01), 2)
        XCTAssertEqual(c.signedArea(tolerance: 0.01), 50, accuracy: 1e-9)
    }

    func testFigureEightWithZeroAreaSurvives() {
        // A bow tie crossing at (5, 5) with left and right lobes of opposite orientation: net
        // area 0, yet both paint. Clipped, all its vertices lie on the box's edges.
        var p = Path()
        p.move(to: Point(2, -5)); p.line(to: Point(8, 15)); p.line(to: Point(8, -5)); p.line(to: Point(2, 15)); p.close()
        XCTAssertEqual(p.signedArea(tolerance: 0.01), 0, accuracy: 1e-9)
        let c = p.clipped(to: Rect(x: 0, y: 0, width: 10, height: 10), tolerance: 0.01)
        XCTAssertEqual(p.winding(at: Point(3, 5), tolerance: 0.01), -p.winding(at: Point(7, 5), tolerance: 0.01))
        XCTAssertNotEqual(p.winding(at: Point(3, 5), tolerance: 0.01), 0)
        XCTAssertEqual(c.winding(at: Point(3, 5), tolerance: 0.01), p.winding(at: Point(3, 5), tolerance: 0.01))
        XCTAssertEqual(c.winding(at: Point(7, 5), tolerance: 0.01), p.winding(at: Point(7, 5), tolerance: 0.01))
        XCTAssertEqual(c.winding(at: Point(5, 2), tolerance: 0.01), 0)
        // A loop that only runs outside, around a corner, leaves nothing.
        let outside = Shapes.rect(-5, -5, 20, 4).clipped(to: Rect(x: 0, y: 0, width: 10, height: 10), tolerance: 0.01)
        XCTAssertTrue(outside.isEmpty)
        // An L-shaped loop hugging two edges from outside collapses to the boundary: dropped.
        var l = Path()
        l.move(to: Point(-2, -2)); l.line(to: Point(12, -2)); l.line(to: Point(12, 12)); l.line(to: Point(11, 12))
        l.line(to: Point(11, -1)); l.line(to: Point(-2, -1)); l.close()
        XCTAssertTrue(l.clipped(to: Rect(x: 0, y: 0, width: 10, height: 10), tolerance: 0.01).isEmpty)
    }

    func testIntersectionWithConvexAndConcaveClips() {
        let square = Shapes.rect(0, 0, 10, 10)
        // Convex (circle) clip: S–H path, area of a quarter disc.
        let disc = Shapes.circle(0, 0, 6)
        let q = square.intersection(with: disc, tolerance: 0.0005)
        XCTAssertEqual(q.signedArea(tolerance: 0.01), disc.signedArea(tolerance: 0.01) / 4, accuracy: 0.02)
        // Triangle clip (convex, not a rect).
        var tri = Path()
        tri.move(to: Point(0, 0)); tri.line(to: Point(20, 0)); tri.line(to: Point(0, 20)); tri.close()
        XCTAssertEqual(square.intersection(with: tri, tolerance: 0.01).signedArea(tolerance: 0.01), 100, accuracy: 1e-9)
        var tri2 = Path()
        tri2.move(to: Point(0, 0)); tri2.line(to: Point(10, 0)); tri2.line(to: Point(0, 10)); tri2.close()
        XCTAssertEqual(square.intersection(with: tri2, tolerance: 0.01).signedArea(tolerance: 0.01), 50, accuracy: 1e-9)
        // Concave clip (L shape) goes through the boolean.
        var l = Path()
        l.move(to: Point(0, 0)); l.line(to: Point(5, 0)); l.line(to: Point(5, 5)); l.line(to: Point(10, 5))
        l.line(to: Point(10, 10)); l.line(to: Point(0, 10)); l.close()
        let li = Shapes.rect(2, 2, 10, 10).intersection(with: l, tolerance: 0.01)
        // (2..10)² = 64 minus the notch (5..10)×(2..5) = 15.
        XCTAssertEqual(li.signedArea(tolerance: 0.01), 49, accuracy: 1e-9)
    }
}
