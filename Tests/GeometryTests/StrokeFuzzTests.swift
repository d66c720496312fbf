import XCTest
@testable import Geometry

/// Seeded random paths: round caps and joins make the ink exactly "within h of the centreline",
/// so any curve shape can be checked, including loops, cusps and widths beyond the curvature.
final class StrokeFuzzTests: XCTestCase {
    struct LCG {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func point() -> Point { Point(next() * 20, next() * 20) }
    }

    func testRandomCurvesCoverTheirInkWithPositiveWinding() {
        var rng = LCG(state: UInt64(ProcessInfo.processInfo.environment["STROKE_SEED"] ?? "") ?? 12345)
        // A round may sample little (a thin stroke), but the test as a whole must judge real ink.
        var judged = StrokeCheck()
        for round in 0..<(Int(ProcessInfo.processInfo.environment["STROKE_FUZZ"] ?? "") ?? 10) {
            var p = Path([.move(rng.point())])
            for _ in 0..<2 {
                switch Int(rng.next() * 3) {
                case 0: p.line(to: rng.point())
                case 1: p.quad(to: rng.point(), control: rng.point())
                default: p.cubic(to: rng.point(), control1: rng.point(), control2: rng.point())
                }
            }
            if round % 3 == 0 { p.close() }
            let widths = (ProcessInfo.processInfo.environment["STROKE_WIDTHS"] ?? "0.4,2,5")
                .split(separator: ",").compactMap { Double($0) }
            let w = widths[round % widths.count]
            let s = p.stroked(StrokeStyle(width: w, cap: .round, join: .round), tolerance: 0.01)
            for e in s.elements { XCTAssertTrue(e.endPoint?.isFinite ?? true) }
            let centre = p.flattened(tolerance: 1e-3).map { $0.isClosed ? $0.points + [$0.points[0]] : $0.points }
            let pad = 2 + w / 2
            let check = strokeTestCompare(s, bounds: Rect(x: -pad, y: -pad, width: 20 + 2 * pad, height: 20 + 2 * pad),
                              step: 0.4 * max(1, w / 5), margin: 0.03, halfWidth: w / 2, minimumSamples: 0) { q in
                centre.map { strokeTestDistance(q, toPolyline: $0) }.min() ?? .infinity
            }
            judged.covered += check.covered
            judged.empty += check.empty
            // A thin master built with this structure is still exact.
            let thin = p.stroked(StrokeStyle(width: w / 4, cap: .round, join: .round), structureWidth: w)
            strokeTestCompare(thin, bounds: Rect(x: -4, y: -4, width: 28, height: 28), step: 0.4, margin: 0.03,
                              halfWidth: w / 8, minimumSamples: 0) { q in
                centre.map { strokeTestDistance(q, toPolyline: $0) }.min() ?? .infinity
            }
            // Weight masters share commands with this structure width.
            let sigs = [w / 4, w].map {
                p.stroked(StrokeStyle(width: $0, cap: .round, join: .round), structureWidth: w).commandSignature
            }
            XCTAssertEqual(sigs[0], sigs[1], "round \(round)")
            if (testRun?.totalFailureCount ?? 0) > 0 {
                print("failing path (round \(round), width \(w)): \(p.elements)")
                return
            }
        }
        XCTAssertGreaterThan(judged.covered, 100, "too few inked samples were judged")
        XCTAssertGreaterThan(judged.empty, 100, "too few empty samples were judged")
    }

    func testRandomPolylinesWithMiterAndBevelJoins() {
        var rng = LCG(state: UInt64(ProcessInfo.processInfo.environment["STROKE_SEED"] ?? "") ?? 999)
        var judged = StrokeCheck()
        for round in 0..<(Int(ProcessInfo.processInfo.environment["STROKE_FUZZ"] ?? "") ?? 10) {
            let pts = (0..<4).map { _ in rng.point() }
            let closed = round % 2 == 1
            let h = [0.3, 1.0, 2.5][round % 3]
            let join: LineJoin = round % 4 < 2 ? .miter : .bevel
            let limit = 1 + rng.next() * 6
            var p = Path([.move(pts[0])])
            for q in pts.dropFirst() { p.line(to: q) }
            if closed { p.close() }
            var shapes: [[Point]] = []
            let n = pts.count
            let edges = closed ? n : n - 1
            for i in 0..<edges { shapes.append(strokeTestBand(pts[i], pts[(i + 1) % n], h)) }
            let corners = closed ? Array(0..<n) : Array(1..<(n - 1))
            for i in corners {
                let v = pts[i], ta = (v - pts[(i + n - 1) % n]).normalized, tb = (pts[(i + 1) % n] - v).normalized
                let cr = ta.cross(tb)
                // The outer side is the left normal when turning clockwise on screen.
                let sign: Double = cr >= 0 ? 1 : -1
                let na = Point(ta.y, -ta.x) * sign, nb = Point(tb.y, -tb.x) * sign
                let cosT = na.dot(nb)
                if join == .miter && (1 + cosT) / 2 * limit * limit >= 1 {
                    shapes.append([v, v + na * h, v + (na + nb) * (h / (1 + cosT)), v + nb * h])
                } else {
                    shapes.append([v, v + na * h, v + nb * h])
                }
            }
            let s = p.stroked(StrokeStyle(width: 2 * h, cap: .butt, join: join, miterLimit: limit))
            let check = strokeTestCompare(s, bounds: Rect(x: -6, y: -6, width: 32, height: 32), step: 0.4, margin: 0.03,
                                          minimumSamples: 0) { q in shapes.contains { strokeTestInConvex(q, $0) } }
            judged.covered += check.covered
            judged.empty += check.empty
            if (testRun?.totalFailureCount ?? 0) > 0 {
                print("failing polyline (round \(round), h \(h), \(join), limit \(limit)): \(p.elements)")
                return
            }
        }
        XCTAssertGreaterThan(judged.covered, 100, "too few inked samples were judged")
        XCTAssertGreaterThan(judged.empty, 100, "too few empty samples were judged")
    }
}
