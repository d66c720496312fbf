import XCTest
@testable import Geometry

final class ShapeTests: XCTestCase {
    /// Signed area by the shoelace formula over end points; positive = clockwise on screen (y down).
    private func screenClockwiseArea(_ p: Path) -> Double {
        let pts = p.elements.compactMap(\.endPoint)
        var a = 0.0
        for i in pts.indices {
            let p0 = pts[i], p1 = pts[(i + 1) % pts.count]
            a += p0.x * p1.y - p1.x * p0.y
        }
        return a / 2
    }

    func testPlainRectStartsTopLeftClockwise() {
        let p = Path.rect(Rect(x: 1, y: 2, width: 10, height: 4))
        XCTAssertEqual(p.elements, [.move(Point(1, 2)), .line(Point(11, 2)), .line(Point(11, 6)),
                                    .line(Point(1, 6)), .close])
        XCTAssertGreaterThan(screenClockwiseArea(p), 0)
    }

    func testRoundedRectAutoAndClamp() {
        // ry missing → takes rx.
        let p = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10), rx: 2)
        XCTAssertEqual(p.elements.first, .move(Point(2, 0)))
        XCTAssertEqual(p.commandSignature, "MLCLCLCLCZ")
        XCTAssertEqual(p.elements[2].endPoint, Point(10, 2))
        XCTAssertGreaterThan(screenClockwiseArea(p), 0)
        // ry larger than half the height is clamped to 2: no vertical straight edges remain.
        let s = Path.rect(Rect(x: 0, y: 0, width: 10, height: 4), rx: 3, ry: 20)
        XCTAssertEqual(s.elements.first, .move(Point(3, 0)))
        XCTAssertEqual(s.commandSignature, "MLCCLCCZ")
        XCTAssertEqual(s.elements[2].endPoint, Point(10, 2))
        // Full clamp both ways gives an ellipse with no straight edges.
        let e = Path.rect(Rect(x: 0, y: 0, width: 10, height: 4), rx: 20, ry: 20)
        XCTAssertEqual(e.commandSignature, "MCCCCZ")
    }

    func testEmptyRect() {
        XCTAssertTrue(Path.rect(Rect(x: 0, y: 0, width: 0, height: 5)).isEmpty)
        XCTAssertTrue(Path.rect(Rect(x: 0, y: 0, width: 5, height: -1)).isEmpty)
    }

    func testCircleStartsRightAndRunsClockwise() {
        let p = Path.circle(center: Point(5, 5), radius: 2)
        XCTAssertEqual(p.commandSignature, "MCCCCZ")
        XCTAssertEqual(p.elements[0], .move(Point(7, 5)))
        // Clockwise on screen means down first.
        XCTAssertEqual(p.elements[1].endPoint, Point(5, 7))
        XCTAssertEqual(p.elements[2].endPoint, Point(3, 5))
        XCTAssertEqual(p.elements[3].endPoint, Point(5, 3))
        XCTAssertEqual(p.elements[4].endPoint, Point(7, 5))
        XCTAssertGreaterThan(screenClockwiseArea(p), 0)
        // Quarter midpoints lie on the circle.
        if case .cubic(let c1, let c2, let e) = p.elements[1] {
            let mid = Point(7, 5) * 0.125 + c1 * 0.375 + c2 * 0.375 + e * 0.125
            XCTAssertEqual(mid.distance(to: Point(5, 5)), 2, accuracy: 2e-6)
        } else {
            XCTFail("expected cubic")
        }
    }

    func testEllipseExtremes() {
        let p = Path.ellipse(center: .zero, radiusX: 4, radiusY: 1)
        XCTAssertEqual(p.elements.compactMap(\.endPoint), [Point(4, 0), Point(0, 1), Point(-4, 0), Point(0, -1), Point(4, 0)])
        XCTAssertTrue(Path.ellipse(center: .zero, radiusX: 0, radiusY: 1).isEmpty)
    }
}
