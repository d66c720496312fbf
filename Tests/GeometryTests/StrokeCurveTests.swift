import XCTest
@testable import Geometry

final class StrokeCurveTests: XCTestCase {
    /// Kappa for quarter-circle cubics.
    let k = 0.5522847498

    /// The circle of radius r around c as four clockwise-on-screen cubics, optionally only the
    /// first `quarters`.
    func circle(_ c: Point, _ r: Double, quarters: Int = 4, closed: Bool = true) -> Path {
        var p = Path([.move(c + Point(r, 0))])
        let dirs = [Point(1, 0), Point(0, 1), Point(-1, 0), Point(0, -1), Point(1, 0)]
        for i in 0..<quarters {
            let a = dirs[i], b = dirs[i + 1]
            p.cubic(to: c + b * r, control1: c + (a + b * k) * r, control2: c + (b + a * k) * r)
        }
        if closed { p.close() }
        return p
    }

    /// Distance to the centreline (a round-capped, round-joined stroke's ink is d ≤ h).
    func centreline(_ path: Path) -> (Point) -> Double {
        let lines = path.flattened(tolerance: 1e-3).map { poly in
            poly.isClosed ? poly.points + [poly.points[0]] : poly.points
        }
        return { p in lines.map { strokeTestDistance(p, toPolyline: $0) }.min() ?? .infinity }
    }

    func testClosedCircleIsARing() {
        let s = circle(Point(10, 10), 6).stroked(StrokeStyle(width: 2))
        XCTAssertEqual(s.subpaths.count, 2)
        strokeTestCompare(s, bounds: Rect(x: 0, y: 0, width: 20, height: 20), step: 0.2, margin: 0.03) {
            abs($0.distance(to: Point(10, 10)) - 6) <= 1
        }
    }

    func testHalfCircleArcWithButtCaps() {
        let c = Point(10, 10)
        let s = circle(c, 6, quarters: 2, closed: false).stroked(StrokeStyle(width: 3, cap: .butt))
        // The arc runs clockwise on screen through angles 0…π (the lower half, y > 10).
        strokeTestCompare(s, bounds: Rect(x: 0, y: 0, width: 20, height: 20), step: 0.2, margin: 0.03) {
            abs($0.distance(to: c) - 6) <= 1.5 && $0.y >= 10
        }
    }

    func testSCurveRoundCaps() {
        let p = Path([.move(Point(0, 10)), .cubic(Point(8, -8), Point(12, 28), Point(20, 10))])
        for w in [1.0, 3.0] {
            let s = p.stroked(StrokeStyle(width: w, cap: .round), tolerance: 0.01)
            strokeTestCompare(s, bounds: Rect(x: -3, y: -2, width: 26, height: 24), step: 0.2, margin: 0.03,
                              halfWidth: w / 2, distance: centreline(p))
        }
    }

    func testSCurveButtCapsAwayFromEnds() {
        let p = Path([.move(Point(0, 10)), .cubic(Point(8, -8), Point(12, 28), Point(20, 10))])
        let s = p.stroked(StrokeStyle(width: 2, cap: .butt))
        let polys = s.flattened(tolerance: 0.001)
        let dist = centreline(p)
        var checked = 0
        for x in stride(from: 2.0, through: 18.0, by: 0.2) {
            for y in stride(from: -2.0, through: 22.0, by: 0.2) {
                let q = Point(x, y)
                // Away from the caps the ink is exactly the points within h of the curve.
                guard q.distance(to: Point(0, 10)) > 3, q.distance(to: Point(20, 10)) > 3 else { continue }
                let w = strokeTestWinding(polys, at: q)
                XCTAssertGreaterThanOrEqual(w, 0)
                let d = dist(q)
                guard abs(d - 1) > 0.03 else { continue }
                XCTAssertEqual(w != 0, d < 1, "\(q)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 1000)
    }

    func testCuspIsCoveredRound() {
        // B'(0.5) = 0: a true cusp at (5, 7.5).
        let p = Path([.move(Point(0, 0)), .cubic(Point(10, 10), Point(0, 10), Point(10, 0))])
        for w in [1.0, 4.0] {
            for join in [LineJoin.miter, .bevel] {
                let s = p.stroked(StrokeStyle(width: w, cap: .round, join: join))
                strokeTestCompare(s, bounds: Rect(x: -3, y: -3, width: 16, height: 14), step: 0.15, margin: 0.03,
                              halfWidth: w / 2, distance: centreline(p))
            }
        }
    }

    func testTightCurveWiderThanItsRadius() {
        // Radius 2, half-width 3: the inner offset would fold over the centre of curvature.
        let quarter = circle(Point(0, 0), 2, quarters: 1, closed: false)
        let s = quarter.stroked(StrokeStyle(width: 6, cap: .round))
        strokeTestCompare(s, bounds: Rect(x: -6, y: -6, width: 14, height: 14), step: 0.1, margin: 0.03,
                              halfWidth: 3, distance: centreline(quarter))
        // A nearly cusped curve, thick.
        let near = Path([.move(Point(0, 0)), .cubic(Point(10, 10), Point(0, 10.2), Point(10, 0.4))])
        let t = near.stroked(StrokeStyle(width: 5, cap: .round))
        strokeTestCompare(t, bounds: Rect(x: -4, y: -4, width: 18, height: 18), step: 0.15, margin: 0.03,
                              halfWidth: 2.5, distance: centreline(near))
    }

    func testCoincidentControlPointsAndQuads() {
        let p = Path([.move(Point(0, 0)), .cubic(Point(0, 0), Point(10, 10), Point(20, 0)),
                      .quad(Point(25, -10), Point(30, 0)), .cubic(Point(35, 5), Point(40, 0), Point(40, 0))])
        for w in [0.5, 2.0, 6.0] {
            let s = p.stroked(StrokeStyle(width: w, cap: .round, join: .round))
            strokeTestCompare(s, bounds: Rect(x: -4, y: -14, width: 48, height: 24), step: 0.3, margin: 0.03,
                              halfWidth: w / 2, distance: centreline(p))
        }
    }

    func testCurveReversingOntoItself() {
        // A cubic ending tangent to the reverse of the following line (a 180° turn).
        let p = Path([.move(Point(0, 0)), .cubic(Point(5, 0), Point(10, 0), Point(10, 0)), .line(Point(2, 0))])
        let s = p.stroked(StrokeStyle(width: 2, cap: .round, join: .round))
        strokeTestCompare(s, bounds: Rect(x: -3, y: -3, width: 16, height: 6), step: 0.1, margin: 0.03,
                              halfWidth: 1, distance: centreline(p))
    }

    func testCubicOffsetsStayCurves() {
        // A gentle curve should come out as a few cubics per side, not a polyline.
        let p = Path([.move(Point(0, 10)), .cubic(Point(8, -8), Point(12, 28), Point(20, 10))])
        let s = p.stroked(StrokeStyle(width: 1), tolerance: 0.01)
        let cubics = s.elements.filter { if case .cubic = $0 { true } else { false } }.count
        XCTAssertGreaterThan(cubics, 1)
        XCTAssertLessThan(cubics, 40)
        XCTAssertEqual(s.elements.count - cubics, 4)  // M, the two butt-cap lines, Z
    }
}
