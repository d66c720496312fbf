import XCTest
@testable import Geometry

final class DashTests: XCTestCase {
    let line = Path([.move(Point(0, 0)), .line(Point(100, 0))])

    /// Arc length of each subpath of `path`.
    func lengths(_ path: Path) -> [Double] {
        path.subpaths.map { sub in
            sub.pieces(includingClose: true).reduce(0.0) { total, piece in
                switch piece {
                case .line(let a, let b): total + a.distance(to: b)
                case .quad(let q): total + q.length(tolerance: 1e-6)
                case .cubic(let c): total + c.length(tolerance: 1e-6)
                }
            }
        }
    }

    func testStraightDashes() {
        let d = line.dashed([10, 5])
        // Dashes start at 0, 15, …, 90: seven of length 10.
        XCTAssertEqual(d.subpaths.map(\.start.x), [0, 15, 30, 45, 60, 75, 90])
        for l in lengths(d) { XCTAssertEqual(l, 10, accuracy: 1e-9) }
    }

    func testOffsetAndOddCounts() {
        // Offset 5 shifts the pattern back: the first dash is the last 5 of a dash.
        let d = line.dashed([10, 5], offset: 5)
        XCTAssertEqual(lengths(d).first ?? 0, 5, accuracy: 1e-9)
        XCTAssertEqual(d.subpaths[1].start.x, 10, accuracy: 1e-9)
        // Negative offset moves the pattern forward: a gap of 3 first.
        let n = line.dashed([10, 5], offset: -3)
        XCTAssertEqual(n.subpaths[0].start.x, 3, accuracy: 1e-9)
        // An odd count repeats: [10] is 10 on, 10 off.
        let odd = line.dashed([10])
        XCTAssertEqual(odd.subpaths.map(\.start.x), [0, 20, 40, 60, 80])
        // [4, 2, 6] becomes [4, 2, 6, 4, 2, 6].
        let three = line.dashed([4, 2, 6])
        XCTAssertEqual(Array(lengths(three).prefix(4)).map { ($0 * 1e6).rounded() / 1e6 }, [4, 6, 2, 4])
    }

    func testSolidFallbacks() {
        XCTAssertEqual(line.dashed([]), line)
        XCTAssertEqual(line.dashed([0, 0]), line)
        XCTAssertEqual(line.dashed([5, -1]), line)
        XCTAssertEqual(line.dashed([.nan, 2]), line)
    }

    func testZeroLengthDashesMakeDots() {
        let d = line.dashed([0, 25])
        XCTAssertEqual(d.subpaths.map(\.start.x), [0, 25, 50, 75, 100])
        let s = d.stroked(StrokeStyle(width: 4, cap: .round))
        let polys = s.flattened(tolerance: 0.001)
        XCTAssertEqual(strokeTestWinding(polys, at: Point(25, 1.5)), 1)
        XCTAssertEqual(strokeTestWinding(polys, at: Point(12.5, 0)), 0)
        XCTAssertTrue(d.stroked(StrokeStyle(width: 4, cap: .butt)).isEmpty)
    }

    func testCurveDashesAreExactArcLengths() {
        // A quarter circle of radius 20 (length ≈ 31.4159) dashed by 3 on 2 off.
        let k = 0.5522847498
        let arc = Path([.move(Point(20, 0)), .cubic(Point(20, 20 * k), Point(20 * k, 20), Point(0, 20))])
        let d = arc.dashed([3, 2])
        let ls = lengths(d)
        XCTAssertEqual(ls.count, 7)  // 0, 5, …, 30 (the last cut to ≈1.416)
        for l in ls.dropLast() { XCTAssertEqual(l, 3, accuracy: 1e-6) }
        XCTAssertEqual(ls.last ?? 0, 31.4159 - 30, accuracy: 0.01)
        // Each dash is one cubic lying on the arc, not a polyline.
        XCTAssertEqual(d.commandSignature, String(repeating: "MC", count: 7))
        for sub in d.subpaths {
            guard case .cubic(let c) = sub.pieces()[0] else { return XCTFail("not a cubic") }
            for t in stride(from: 0.0, through: 1.0, by: 0.25) {
                XCTAssertEqual(c.point(at: t).length, 20, accuracy: 0.01)
            }
        }
    }

    func testDashesOverACuspKeepTheirLength() {
        let cusp = Path([.move(Point(0, 0)), .cubic(Point(10, 10), Point(0, 10), Point(10, 0))])
        let total = CubicBezier(Point(0, 0), Point(10, 10), Point(0, 10), Point(10, 0)).length(tolerance: 1e-7)
        let d = cusp.dashed([1, 1], tolerance: 0.001)
        let ls = lengths(d)
        XCTAssertEqual(ls.count, Int((total / 2).rounded(.up)))
        for l in ls.dropLast() { XCTAssertEqual(l, 1, accuracy: 1e-3) }
    }

    func testClosedSubpathDashesAroundAndJoinsAtStart() {
        // Perimeter 40; [10, 10] offset 5 gives [0,5], [15,25], [35,40]: the first and last join.
        let square = Path([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .line(Point(0, 10)), .close])
        let d = square.dashed([10, 10], offset: 5)
        XCTAssertEqual(lengths(d).map { ($0 * 1e9).rounded() / 1e9 }, [10, 10])
        // The joined dash runs up the closing edge and on along the top edge.
        XCTAssertEqual(d.subpaths[0].start, Point(0, 5))
        XCTAssertEqual(d.subpaths[0].endPoint, Point(5, 0))
        XCTAssertEqual(d.subpaths[1].start, Point(10, 5))
        XCTAssertEqual(d.subpaths[1].endPoint, Point(5, 10))
        // A dash covering everything keeps the closed subpath.
        XCTAssertEqual(square.dashed([50, 1]), square)
    }

    func testStrokedDashesLeaveGapsUncovered() {
        let s = line.stroked(StrokeStyle(width: 2, cap: .butt, dashes: [10, 5], dashOffset: 0))
        let polys = s.flattened(tolerance: 0.001)
        for dash in 0..<7 {
            let x0 = Double(dash) * 15
            XCTAssertEqual(strokeTestWinding(polys, at: Point(x0 + 0.1, 0.5)), 1)
            XCTAssertEqual(strokeTestWinding(polys, at: Point(x0 + 9.9, -0.5)), 1)
            XCTAssertEqual(strokeTestWinding(polys, at: Point(x0 + 10.1, 0)), 0)
            XCTAssertEqual(strokeTestWinding(polys, at: Point(x0 - 0.1, 0)), 0)
        }
        // Round caps grow into the gaps by half the width but not across them.
        let r = line.stroked(StrokeStyle(width: 2, cap: .round, dashes: [10, 5]))
        let rp = r.flattened(tolerance: 0.001)
        XCTAssertEqual(strokeTestWinding(rp, at: Point(10.9, 0)), 1)
        XCTAssertEqual(strokeTestWinding(rp, at: Point(12.5, 0)), 0)
    }
}
