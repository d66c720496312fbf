import XCTest
@testable import Geometry

final class BezierTests: XCTestCase {
    let c = CubicBezier(Point(0, 0), Point(0, 10), Point(10, 10), Point(10, 0))

    func testPointAndDerivative() {
        // B(0.5) = (0 + 3·0 + 3·10 + 10)/8, (0 + 3·10 + 3·10 + 0)/8
        XCTAssertEqual(c.point(at: 0.5), Point(5, 7.5))
        XCTAssertEqual(c.point(at: 0), Point(0, 0))
        XCTAssertEqual(c.point(at: 1), Point(10, 0))
        // B'(0) = 3(p1 - p0) = (0, 30); B'(0.5) = 0.75(p1-p0) + 1.5(p2-p1) + 0.75(p3-p2) = (15, 0)
        XCTAssertEqual(c.derivative(at: 0), Point(0, 30))
        XCTAssertEqual(c.derivative(at: 0.5), Point(15, 0))
    }

    func testSplit() {
        let (l, r) = c.split(at: 0.5)
        XCTAssertEqual(l, CubicBezier(Point(0, 0), Point(0, 5), Point(2.5, 7.5), Point(5, 7.5)))
        XCTAssertEqual(r, CubicBezier(Point(5, 7.5), Point(7.5, 7.5), Point(10, 5), Point(10, 0)))
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            XCTAssertTrue(l.point(at: t).isClose(to: c.point(at: t / 2), tolerance: 1e-12))
            XCTAssertTrue(r.point(at: t).isClose(to: c.point(at: 0.5 + t / 2), tolerance: 1e-12))
        }
    }

    func testSubdivided() {
        let piece = c.subdivided(from: 0.2, to: 0.7)
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            XCTAssertTrue(piece.point(at: t).isClose(to: c.point(at: 0.2 + 0.5 * t), tolerance: 1e-12))
        }
        let back = c.subdivided(from: 0.7, to: 0.2)
        XCTAssertTrue(back.p0.isClose(to: c.point(at: 0.7), tolerance: 1e-12))
        XCTAssertTrue(back.p3.isClose(to: c.point(at: 0.2), tolerance: 1e-12))
    }

    func testExtremaAndBounds() {
        // y'(t) ∝ (1-t)² − t² → t = 0.5; x is monotonic.
        XCTAssertEqual(c.extremaParameters.count, 1)
        XCTAssertEqual(c.extremaParameters[0], 0.5, accuracy: 1e-12)
        let b = c.bounds
        XCTAssertEqual(b.minX, 0); XCTAssertEqual(b.maxX, 10)
        XCTAssertEqual(b.minY, 0); XCTAssertEqual(b.maxY, 7.5, accuracy: 1e-12)
        // S-curve with both x extrema inside: x(t) = 30t(1-t)² - 30t²(1-t)... hand values.
        let s = CubicBezier(Point(0, 0), Point(10, 0), Point(-10, 10), Point(0, 10))
        // x'(t)/3 = a t² + b t + c with a = 0+30+30+0 = 60, b = 2(0-20-10) = -60, c = 10
        // roots t = (60 ± √(3600-2400))/120 = 0.5 ± √1200/120
        let d = 1200.0.squareRoot() / 120
        XCTAssertEqual(s.extremaParameters.count, 2)
        XCTAssertEqual(s.extremaParameters[0], 0.5 - d, accuracy: 1e-12)
        XCTAssertEqual(s.extremaParameters[1], 0.5 + d, accuracy: 1e-12)
        XCTAssertEqual(s.bounds.maxX, s.point(at: 0.5 - d).x, accuracy: 1e-12)
        XCTAssertEqual(s.bounds.minX, s.point(at: 0.5 + d).x, accuracy: 1e-12)
    }

    func testQuad() {
        let q = QuadBezier(Point(0, 0), Point(5, 10), Point(10, 0))
        XCTAssertEqual(q.point(at: 0.5), Point(5, 5))
        XCTAssertEqual(q.bounds.maxY, 5, accuracy: 1e-12)
        let cubic = q.asCubic
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            XCTAssertTrue(cubic.point(at: t).isClose(to: q.point(at: t), tolerance: 1e-12))
        }
    }

    /// Max distance from `p` to the polyline.
    private func distance(_ p: Point, toPolyline pts: [Point]) -> Double {
        var best = Double.infinity
        for i in 1..<pts.count { best = min(best, distanceToSegment(p, pts[i - 1], pts[i])) }
        return best
    }

    func testFlatteningErrorWithinTolerance() {
        let curves = [c,
                      CubicBezier(Point(0, 0), Point(100, 0), Point(-100, 50), Point(0, 50)),
                      CubicBezier(Point(0, 0), Point(30, 40), Point(-10, 40), Point(20, 0))]
        for curve in curves {
            for tol in [1.0, 0.1, 0.01] {
                let flat = curve.flattened(tolerance: tol)
                XCTAssertEqual(flat.last, curve.p3)
                XCTAssertNotEqual(flat.first, curve.p0)
                let poly = [curve.p0] + flat
                for i in 0...1000 {
                    let p = curve.point(at: Double(i) / 1000)
                    XCTAssertLessThanOrEqual(distance(p, toPolyline: poly), tol)
                }
                // Each polyline vertex lies on the curve too.
                XCTAssertGreaterThan(flat.count, tol < 0.05 ? 4 : 0)
            }
        }
    }

    func testLength() {
        let line = CubicBezier(Point(0, 0), Point(1, 1), Point(2, 2), Point(3, 3))
        XCTAssertEqual(line.length(), 18.0.squareRoot(), accuracy: 1e-9)
        // Quarter circle approximation with k = 0.5523: length ≈ π/2 · r.
        let k = 0.5522847498
        let arc = CubicBezier(Point(1, 0), Point(1, k), Point(k, 1), Point(0, 1))
        XCTAssertEqual(arc.length(tolerance: 1e-6), .pi / 2, accuracy: 1e-3)
        // Against a dense polyline.
        let s = CubicBezier(Point(0, 0), Point(100, 0), Point(-100, 50), Point(0, 50))
        var dense = 0.0
        for i in 1...20000 { dense += s.point(at: Double(i - 1) / 20000).distance(to: s.point(at: Double(i) / 20000)) }
        XCTAssertEqual(s.length(tolerance: 1e-4), dense, accuracy: 1e-3)
    }

    func testPathBoundsAndFlatten() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.cubic(to: Point(10, 0), control1: Point(0, 10), control2: Point(10, 10))
        p.close()
        p.move(to: Point(-5, -5))  // move-only subpath draws nothing
        let b = p.bounds
        XCTAssertEqual(b?.minX, 0); XCTAssertEqual(b?.minY, 0)
        XCTAssertEqual(b?.maxX, 10); XCTAssertEqual(b!.maxY, 7.5, accuracy: 1e-12)
        XCTAssertNil(Path().bounds)
        let polys = p.flattened(tolerance: 0.1)
        XCTAssertEqual(polys.count, 2)
        XCTAssertTrue(polys[0].isClosed)
        XCTAssertEqual(polys[0].points.first, Point(0, 0))
        XCTAssertEqual(polys[0].points.last, Point(10, 0))
        XCTAssertEqual(polys[1].points, [Point(-5, -5)])
    }
}
