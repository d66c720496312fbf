import Foundation
import XCTest
@testable import Geometry

final class ArcTests: XCTestCase {
    /// Evaluates a cubic at t.
    private func eval(_ p0: Point, _ c: (Point, Point, Point), _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + c.0 * (3 * u * u * t) + c.1 * (3 * u * t * t) + c.2 * (t * t * t)
    }

    /// Max radial error (relative to r) of every cubic piece sampled along its length.
    private func maxRadialError(start: Point, pieces: [(Point, Point, Point)], center: Point, r: Double) -> Double {
        var worst = 0.0
        var p0 = start
        for piece in pieces {
            for i in 0...16 {
                let p = eval(p0, piece, Double(i) / 16)
                worst = max(worst, abs(p.distance(to: center) - r) / r)
            }
            p0 = piece.2
        }
        return worst
    }

    func testQuarterCircleIsOneCubicOnTheCircle() throws {
        // From (10,0) to (0,10) around the origin, clockwise on screen (sweep = 1).
        let pieces = try XCTUnwrap(Path.arcCubics(from: Point(10, 0), to: Point(0, 10), radii: Point(10, 10),
                                                  xAxisRotation: 0, largeArc: false, sweep: true))
        XCTAssertEqual(pieces.count, 1)
        let k = 10 * 0.5522847498
        XCTAssertTrue(pieces[0].0.isClose(to: Point(10, k), tolerance: 1e-6))
        XCTAssertTrue(pieces[0].1.isClose(to: Point(k, 10), tolerance: 1e-6))
        XCTAssertEqual(pieces[0].2, Point(0, 10))
        // Midpoint of the quarter lies exactly on the circle for the standard kappa.
        let mid = eval(Point(10, 0), pieces[0], 0.5)
        XCTAssertEqual(mid.distance(to: .zero), 10, accuracy: 1e-6 * 10)
        XCTAssertLessThan(maxRadialError(start: Point(10, 0), pieces: pieces, center: .zero, r: 10), 3e-4)
    }

    func testHalfCircleSweepDirections() throws {
        // (0,0) → (20,0) with r 10: centre (10,0). sweep=1 goes through the top (y<0) on screen.
        let cw = try XCTUnwrap(Path.arcCubics(from: Point(0, 0), to: Point(20, 0), radii: Point(10, 10),
                                              xAxisRotation: 0, largeArc: false, sweep: true))
        XCTAssertEqual(cw.count, 2)
        XCTAssertTrue(cw[0].2.isClose(to: Point(10, -10), tolerance: 1e-6 * 10))
        XCTAssertEqual(cw[1].2, Point(20, 0))
        let ccw = try XCTUnwrap(Path.arcCubics(from: Point(0, 0), to: Point(20, 0), radii: Point(10, 10),
                                               xAxisRotation: 0, largeArc: false, sweep: false))
        XCTAssertTrue(ccw[0].2.isClose(to: Point(10, 10), tolerance: 1e-6 * 10))
        XCTAssertLessThan(maxRadialError(start: .zero, pieces: ccw, center: Point(10, 0), r: 10), 3e-4)
    }

    func testLargeArcFlagPicksTheLongWay() throws {
        // Three quarters of a circle centred at the origin: (10,0) → (0,-10) the long way clockwise.
        let pieces = try XCTUnwrap(Path.arcCubics(from: Point(10, 0), to: Point(0, -10), radii: Point(10, 10),
                                                  xAxisRotation: 0, largeArc: true, sweep: true))
        XCTAssertEqual(pieces.count, 3)
        XCTAssertTrue(pieces[0].2.isClose(to: Point(0, 10), tolerance: 1e-6 * 10))
        XCTAssertTrue(pieces[1].2.isClose(to: Point(-10, 0), tolerance: 1e-6 * 10))
        XCTAssertEqual(pieces[2].2, Point(0, -10))
        XCTAssertLessThan(maxRadialError(start: Point(10, 0), pieces: pieces, center: .zero, r: 10), 3e-4)
    }

    func testRadiiTooSmallAreScaledUp() throws {
        // r = 1 cannot span 20 units: scaled to 10, giving a half circle through (10, ±10).
        let pieces = try XCTUnwrap(Path.arcCubics(from: Point(0, 0), to: Point(20, 0), radii: Point(1, 1),
                                                  xAxisRotation: 0, largeArc: false, sweep: false))
        XCTAssertEqual(pieces.count, 2)
        XCTAssertTrue(pieces[0].2.isClose(to: Point(10, 10), tolerance: 1e-6 * 10))
    }

    func testNegativeRadiiUseAbsoluteValue() throws {
        let a = try XCTUnwrap(Path.arcCubics(from: Point(10, 0), to: Point(0, 10), radii: Point(-10, -10),
                                             xAxisRotation: 0, largeArc: false, sweep: true))
        let b = try XCTUnwrap(Path.arcCubics(from: Point(10, 0), to: Point(0, 10), radii: Point(10, 10),
                                             xAxisRotation: 0, largeArc: false, sweep: true))
        XCTAssertEqual(a.map(\.2), b.map(\.2))
        XCTAssertEqual(a.map(\.0), b.map(\.0))
    }

    func testRotatedEllipseEndpointsAndAxis() throws {
        // Ellipse rx 20, ry 10 rotated 90°: its long axis is vertical. Half of it from (0,-20) to (0,20).
        let pieces = try XCTUnwrap(Path.arcCubics(from: Point(0, -20), to: Point(0, 20), radii: Point(20, 10),
                                                  xAxisRotation: 90, largeArc: false, sweep: true))
        XCTAssertEqual(pieces.count, 2)
        // Clockwise on screen from the top passes through the right-hand side at (10, 0).
        XCTAssertTrue(pieces[0].2.isClose(to: Point(10, 0), tolerance: 1e-6 * 20))
        XCTAssertEqual(pieces[1].2, Point(0, 20))
    }

    func testZeroRadiusAndEqualEndpoints() {
        XCTAssertNil(Path.arcCubics(from: .zero, to: Point(5, 5), radii: Point(0, 3), xAxisRotation: 0,
                                    largeArc: false, sweep: false))
        var p = Path([.move(.zero)])
        p.addArc(from: .zero, to: Point(5, 5), radii: Point(0, 3), xAxisRotation: 0, largeArc: false, sweep: false)
        XCTAssertEqual(p.elements, [.move(.zero), .line(Point(5, 5))])
        p.addArc(from: Point(5, 5), to: Point(5, 5), radii: Point(3, 3), xAxisRotation: 0, largeArc: true, sweep: true)
        XCTAssertEqual(p.elements.count, 2, "equal endpoints draw nothing")
    }

    func testAddArcAppendsCubics() {
        var p = Path([.move(Point(10, 0))])
        p.addArc(from: Point(10, 0), to: Point(-10, 0), radii: Point(10, 10), xAxisRotation: 0, largeArc: false, sweep: true)
        XCTAssertEqual(p.commandSignature, "MCC")
        XCTAssertEqual(p.elements.last?.endPoint, Point(-10, 0))
    }

    /// Semicircles whose chord is exactly the diameter used to come out as 2 or 3 pieces depending
    /// on rounding, which broke interpolation between weight masters drawn with different radii.
    func testSemicirclesAlwaysGiveTwoPiecesWhateverTheRadius() {
        for r in stride(from: 0.3, through: 9.7, by: 0.1) {
            var p = Path([.move(Point(1, 5))])
            p.addArc(from: Point(1, 5), to: Point(1 + 2 * r, 5), radii: Point(r, r), xAxisRotation: 0, largeArc: true, sweep: true)
            XCTAssertEqual(p.commandSignature, "MCC", "radius \(r)")
        }
    }
}
