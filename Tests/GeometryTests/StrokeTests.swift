import XCTest
@testable import Geometry

// Region-based checks: grid points clearly inside the stroke's ink (per an independent oracle)
// must have nonzero winding, points clearly outside must have zero, and none may be negative.

/// Nonzero-rule winding of `path` at `p`, from a fine flattening. Positive for loops with
/// positive shoelace area (clockwise on screen in y-down coordinates).
func strokeTestWinding(_ polygons: [Polygon], at p: Point) -> Int {
    var w = 0
    for poly in polygons {
        let pts = poly.points
        guard pts.count > 1 else { continue }
        for i in 0..<pts.count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let side = (b - a).cross(p - a)
            if a.y <= p.y && b.y > p.y && side > 0 { w += 1 }
            if b.y <= p.y && a.y > p.y && side < 0 { w -= 1 }
        }
    }
    return w
}

func strokeTestShoelace(_ pts: [Point]) -> Double {
    var s = 0.0
    for i in 0..<pts.count { s += pts[i].cross(pts[(i + 1) % pts.count]) }
    return s / 2
}

/// Distance from `p` to the polyline through `pts`.
func strokeTestDistance(_ p: Point, toPolyline pts: [Point]) -> Double {
    guard pts.count > 1 else { return pts.first.map { p.distance(to: $0) } ?? .infinity }
    var best = Double.infinity
    for i in 0..<(pts.count - 1) { best = min(best, distanceToSegment(p, pts[i], pts[i + 1])) }
    return best
}

/// True when `p` is inside the convex polygon `poly` (either orientation).
func strokeTestInConvex(_ p: Point, _ poly: [Point]) -> Bool {
    var pos = false, neg = false
    for i in 0..<poly.count {
        let c = (poly[(i + 1) % poly.count] - poly[i]).cross(p - poly[i])
        if c > 0 { pos = true }
        if c < 0 { neg = true }
    }
    return !(pos && neg)
}

/// The band of a straight segment a→b with half-width h, extended by `before`/`after` along it.
func strokeTestBand(_ a: Point, _ b: Point, _ h: Double, before: Double = 0, after: Double = 0) -> [Point] {
    let t = (b - a).normalized, n = t.perpendicular * h
    let s = a - t * before, e = b + t * after
    return [s + n, e + n, e - n, s - n]
}

struct StrokeCheck {
    var covered = 0, empty = 0, skipped = 0
}

/// Samples a grid over `bounds` and compares `stroke` with `ink`. Points whose ink status
/// changes within `margin` are skipped (they sit on the boundary).
@discardableResult
func strokeTestCompare(_ stroke: Path, bounds: Rect, step: Double, margin: Double, minimumSamples: Int = 20,
                       file: StaticString = #filePath, line: UInt = #line,
                       ink: (Point) -> Bool) -> StrokeCheck {
    strokeTestClassify(stroke, bounds: bounds, step: step, margin: margin, minimumSamples: minimumSamples,
                       file: file, line: line) { p in
        let centre = ink(p)
        for k in 0..<8 where ink(p + strokerRotate(Point(margin, 0), Double(k) * .pi / 4)) != centre {
            return nil
        }
        return centre
    }
}

/// Like `strokeTestCompare` for inks that are "within h of the centreline": `distance` gives
/// the distance to the centreline, points within `margin` of h are skipped.
@discardableResult
func strokeTestCompare(_ stroke: Path, bounds: Rect, step: Double, margin: Double, halfWidth h: Double,
                       minimumSamples: Int = 20, file: StaticString = #filePath, line: UInt = #line,
                       distance: (Point) -> Double) -> StrokeCheck {
    strokeTestClassify(stroke, bounds: bounds, step: step, margin: margin, minimumSamples: minimumSamples,
                       file: file, line: line) { p in
        let d = distance(p)
        return d <= h - margin ? true : d >= h + margin ? false : nil
    }
}

/// The shared grid walk: `classify` says ink (true), empty (false) or skip (nil).
func strokeTestClassify(_ stroke: Path, bounds: Rect, step: Double, margin: Double, minimumSamples: Int = 20,
                        file: StaticString, line: UInt, classify: (Point) -> Bool?) -> StrokeCheck {
    let polys = stroke.flattened(tolerance: margin / 20)
    var check = StrokeCheck()
    var failures = 0
    var y = bounds.minY
    while y <= bounds.maxY {
        var x = bounds.minX
        while x <= bounds.maxX {
            let p = Point(x, y)
            let w = strokeTestWinding(polys, at: p)
            // Geometry's own winding on the unflattened curves must agree away from edges.
            let lib = stroke.winding(at: p, tolerance: margin / 20)
            if lib != w, classify(p) != nil, failures < 5 {
                failures += 1
                XCTFail("Path.winding \(lib) ≠ flattened winding \(w) at \(p)", file: file, line: line)
            }
            if w < 0 && failures < 5 {
                failures += 1
                XCTFail("negative winding \(w) at \(p)", file: file, line: line)
            }
            switch classify(p) {
            case nil:
                check.skipped += 1
            case true?:
                check.covered += 1
                if w == 0 && failures < 5 {
                    failures += 1
                    XCTFail("ink point \(p) not covered", file: file, line: line)
                }
            case false?:
                check.empty += 1
                if w != 0 && failures < 5 {
                    failures += 1
                    XCTFail("point \(p) outside the ink has winding \(w)", file: file, line: line)
                }
            }
            x += step
        }
        y += step
    }
    XCTAssertGreaterThanOrEqual(check.covered, minimumSamples, "too few ink samples", file: file, line: line)
    XCTAssertGreaterThanOrEqual(check.empty, minimumSamples, "too few empty samples", file: file, line: line)
    return check
}

final class StrokeTests: XCTestCase {
    let margin = 0.05
    let area = Rect(x: -10, y: -10, width: 40, height: 30)

    func line() -> Path { Path([.move(Point(0, 0)), .line(Point(20, 5))]) }

    func testWindingHelperSign() {
        // A clockwise-on-screen square (y down) has positive area and winding +1.
        let square = [Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1)]
        XCTAssertGreaterThan(strokeTestShoelace(square), 0)
        XCTAssertEqual(strokeTestWinding([Polygon(points: square, isClosed: true)], at: Point(0.5, 0.5)), 1)
    }

    func testButtCap() {
        let s = line().stroked(StrokeStyle(width: 4, cap: .butt))
        XCTAssertEqual(s.commandSignature, "MLLLLZ")
        strokeTestCompare(s, bounds: area, step: 0.25, margin: margin) {
            strokeTestInConvex($0, strokeTestBand(Point(0, 0), Point(20, 5), 2))
        }
    }

    func testSquareCap() {
        let s = line().stroked(StrokeStyle(width: 4, cap: .square))
        strokeTestCompare(s, bounds: area, step: 0.25, margin: margin) {
            strokeTestInConvex($0, strokeTestBand(Point(0, 0), Point(20, 5), 2, before: 2, after: 2))
        }
    }

    func testRoundCap() {
        let s = line().stroked(StrokeStyle(width: 4, cap: .round))
        strokeTestCompare(s, bounds: area, step: 0.25, margin: margin) {
            distanceToSegment($0, Point(0, 0), Point(20, 5)) <= 2
        }
    }

    func testOutlineAreaIsPositive() {
        for cap in [LineCap.butt, .square, .round] {
            let s = line().stroked(StrokeStyle(width: 4, cap: cap))
            let poly = s.flattened(tolerance: 0.001)
            XCTAssertEqual(poly.count, 1)
            XCTAssertGreaterThan(strokeTestShoelace(poly[0].points), 0, "\(cap)")
        }
        // Area of a butt-capped line is length × width.
        let poly = line().stroked(StrokeStyle(width: 4)).flattened(tolerance: 0.001)
        XCTAssertEqual(strokeTestShoelace(poly[0].points), 4 * (400.0 + 25).squareRoot(), accuracy: 1e-9)
    }

    // A polyline turning by 120° (interior angle 60°): miter ratio 1/sin(30°) = 2.
    let a = Point(0, 0), b = Point(12, 0), c = Point(12 - 12 * cos(.pi / 3), 12 * sin(.pi / 3))
    var polyline: Path { Path([.move(a), .line(b), .line(c)]) }

    func polylineInk(_ p: Point, h: Double, join: [Point]?) -> Bool {
        if strokeTestInConvex(p, strokeTestBand(a, b, h)) || strokeTestInConvex(p, strokeTestBand(b, c, h)) {
            return true
        }
        if let join { return strokeTestInConvex(p, join) }
        return p.distance(to: b) <= h
    }

    func joinPoints(h: Double) -> (outerA: Point, outerB: Point, tip: Point) {
        let ta = (b - a).normalized, tb = (c - b).normalized
        // The path turns clockwise on screen, so the outer side is the left normal (y, -x).
        let na = Point(ta.y, -ta.x), nb = Point(tb.y, -tb.x)
        let oa = b + na * h, ob = b + nb * h
        let tip = b + (na + nb) * (h / (1 + na.dot(nb)))
        return (oa, ob, tip)
    }

    func testMiterJoinWithinLimit() {
        let h = 1.5
        let s = polyline.stroked(StrokeStyle(width: 2 * h, join: .miter, miterLimit: 2.5))
        let (oa, ob, tip) = joinPoints(h: h)
        XCTAssertEqual(tip.distance(to: b), 2 * h, accuracy: 1e-9)
        XCTAssertEqual(strokeTestWinding(s.flattened(tolerance: 0.001), at: b.lerp(to: tip, 0.95)), 1)
        strokeTestCompare(s, bounds: Rect(x: -5, y: -6, width: 22, height: 20), step: 0.2, margin: margin) {
            self.polylineInk($0, h: h, join: [self.b, oa, tip, ob])
        }
    }

    func testMiterBeyondLimitBevels() {
        let h = 1.5
        let s = polyline.stroked(StrokeStyle(width: 2 * h, join: .miter, miterLimit: 1.9))
        let (oa, ob, tip) = joinPoints(h: h)
        XCTAssertEqual(strokeTestWinding(s.flattened(tolerance: 0.001), at: b.lerp(to: tip, 0.95)), 0)
        strokeTestCompare(s, bounds: Rect(x: -5, y: -6, width: 22, height: 20), step: 0.2, margin: margin) {
            self.polylineInk($0, h: h, join: [self.b, oa, ob])
        }
    }

    func testBevelJoin() {
        let h = 1.5
        let s = polyline.stroked(StrokeStyle(width: 2 * h, join: .bevel))
        let (oa, ob, _) = joinPoints(h: h)
        strokeTestCompare(s, bounds: Rect(x: -5, y: -6, width: 22, height: 20), step: 0.2, margin: margin) {
            self.polylineInk($0, h: h, join: [self.b, oa, ob])
        }
    }

    func testRoundJoin() {
        let h = 1.5
        let s = polyline.stroked(StrokeStyle(width: 2 * h, join: .round))
        strokeTestCompare(s, bounds: Rect(x: -5, y: -6, width: 22, height: 20), step: 0.2, margin: margin) {
            self.polylineInk($0, h: h, join: nil)
        }
    }

    func testSharpTurnWithWideStrokeHasNoNegativeWinding() {
        // Very sharp angle and a width larger than the legs: inner offsets cross far apart.
        let p0 = Point(0, 0), p1 = Point(10, 0), p2 = Point(0, 1)
        let p = Path([.move(p0), .line(p1), .line(p2)])
        let h = 4.0
        let ta = (p1 - p0).normalized, tb = (p2 - p1).normalized
        // A hairpin turning clockwise on screen: the outer side is the left normal (y, −x),
        // which wraps round the tip from above seg 1 to below seg 2.
        let oa = p1 + Point(ta.y, -ta.x) * h, ob = p1 + Point(tb.y, -tb.x) * h
        for join in [LineJoin.miter, .round, .bevel] {
            // The miter ratio here is about 20, beyond the limit of 4: miter falls back to bevel.
            let s = p.stroked(StrokeStyle(width: 2 * h, cap: .round, join: join, miterLimit: 4))
            strokeTestCompare(s, bounds: Rect(x: -6, y: -6, width: 22, height: 14), step: 0.25, margin: margin) { q in
                if strokeTestInConvex(q, strokeTestBand(p0, p1, h)) || strokeTestInConvex(q, strokeTestBand(p1, p2, h)) {
                    return true
                }
                if q.distance(to: p0) <= h || q.distance(to: p2) <= h { return true }
                return join == .round ? q.distance(to: p1) <= h : strokeTestInConvex(q, [p1, oa, ob])
            }
        }
    }

    func testClosedRectangleLeavesHole() {
        let r = Path([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 6)), .line(Point(0, 6)), .close])
        for join in [LineJoin.miter, .round, .bevel] {
            let s = r.stroked(StrokeStyle(width: 2, join: join))
            XCTAssertEqual(s.subpaths.count, 2)
            strokeTestCompare(s, bounds: Rect(x: -3, y: -3, width: 16, height: 12), step: 0.2, margin: margin) { p in
                let inOuter = p.x >= -1 && p.x <= 11 && p.y >= -1 && p.y <= 7
                let inHole = p.x > 1 && p.x < 9 && p.y > 1 && p.y < 5
                guard inOuter, !inHole else { return false }
                // Corners beyond the centreline rectangle depend on the join.
                for corner in [Point(0, 0), Point(10, 0), Point(10, 6), Point(0, 6)] {
                    let d = p - corner
                    let outside = (corner.x == 0 ? d.x < 0 : d.x > 0) && (corner.y == 0 ? d.y < 0 : d.y > 0)
                    guard outside else { continue }
                    switch join {
                    case .miter: return true
                    case .round: return d.length <= 1
                    case .bevel: return abs(d.x) + abs(d.y) <= 1
                    }
                }
                return true
            }
        }
    }

    func testHalfTurnReversal() {
        let p = Path([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(3, 0))])
        for join in [LineJoin.miter, .round, .bevel] {
            let s = p.stroked(StrokeStyle(width: 2, cap: .butt, join: join))
            strokeTestCompare(s, bounds: Rect(x: -3, y: -3, width: 16, height: 6), step: 0.125, margin: margin) { q in
                let body = q.x >= 0 && q.x <= 10 && abs(q.y) <= 1
                return body || (join == .round && q.distance(to: Point(10, 0)) <= 1)
            }
        }
    }

    func testClosedBackAndForthLine() {
        // M 0 0 L 10 0 Z: two segments with 180° joins at both ends and no caps.
        let p = Path([.move(Point(0, 0)), .line(Point(10, 0)), .close])
        for join in [LineJoin.miter, .round, .bevel] {
            let s = p.stroked(StrokeStyle(width: 2, cap: .round, join: join))
            XCTAssertEqual(s.subpaths.count, 2)
            strokeTestCompare(s, bounds: Rect(x: -3, y: -3, width: 16, height: 6), step: 0.125, margin: margin) { q in
                // Miter at 180° falls back to bevel, which is flush like a butt end; caps are absent.
                join == .round
                    ? distanceToSegment(q, Point(0, 0), Point(10, 0)) <= 1
                    : q.x >= 0 && q.x <= 10 && abs(q.y) <= 1
            }
        }
    }

    func testZeroLengthSubpaths() {
        let dots = Path([.move(Point(0, 0)), .close, .move(Point(10, 0)), .line(Point(10, 0))])
        let round = dots.stroked(StrokeStyle(width: 4, cap: .round))
        XCTAssertEqual(round.subpaths.count, 2)
        strokeTestCompare(round, bounds: Rect(x: -4, y: -4, width: 18, height: 8), step: 0.2, margin: margin) {
            $0.distance(to: Point(0, 0)) <= 2 || $0.distance(to: Point(10, 0)) <= 2
        }
        let square = dots.stroked(StrokeStyle(width: 4, cap: .square))
        strokeTestCompare(square, bounds: Rect(x: -4, y: -4, width: 18, height: 8), step: 0.2, margin: margin) {
            (abs($0.x) <= 2 || abs($0.x - 10) <= 2) && abs($0.y) <= 2
        }
        XCTAssertTrue(dots.stroked(StrokeStyle(width: 4, cap: .butt)).isEmpty)
        // A lone moveto draws nothing even with round caps.
        XCTAssertTrue(Path([.move(Point(1, 1))]).stroked(StrokeStyle(width: 4, cap: .round)).isEmpty)
    }

    func testZeroLengthSegmentsAreIgnored() {
        let p = Path([.move(Point(0, 0)), .line(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 0)),
                      .cubic(Point(10, 0), Point(10, 0), Point(10, 0))])
        let s = p.stroked(StrokeStyle(width: 2))
        XCTAssertEqual(s.commandSignature, "MLLLLZ")
        strokeTestCompare(s, bounds: Rect(x: -3, y: -3, width: 16, height: 6), step: 0.125, margin: margin) {
            $0.x >= 0 && $0.x <= 10 && abs($0.y) <= 1
        }
    }

    func testDegenerateWidthsAndInput() {
        XCTAssertTrue(line().stroked(StrokeStyle(width: 0)).isEmpty)
        XCTAssertTrue(line().stroked(StrokeStyle(width: -1)).isEmpty)
        XCTAssertTrue(line().stroked(StrokeStyle(width: .nan)).isEmpty)
        let nanPath = Path([.move(Point(0, 0)), .line(Point(.nan, 1)), .line(Point(5, 5))])
        let s = nanPath.stroked(StrokeStyle(width: 1, cap: .round, join: .round))
        for e in s.elements { XCTAssertTrue(e.endPoint?.isFinite ?? true) }
        // Huge and tiny widths still produce finite, positive outlines.
        for w in [1e-6, 1e4] {
            let out = line().stroked(StrokeStyle(width: w, cap: .round, join: .round))
            for e in out.elements { XCTAssertTrue(e.endPoint?.isFinite ?? true) }
            let poly = out.flattened(tolerance: w / 100)
            XCTAssertGreaterThan(strokeTestShoelace(poly[0].points), 0)
        }
    }
}
