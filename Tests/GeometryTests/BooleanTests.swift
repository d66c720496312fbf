import XCTest
@testable import Geometry

final class BooleanTests: XCTestCase {
    let a = Shapes.rect(0, 0, 10, 10)
    let b = Shapes.rect(5, 5, 10, 10)

    func testSquaresAreas() {
        XCTAssertEqual(a.combined(with: b, operation: .union, tolerance: 0.01).signedArea(tolerance: 0.01), 175, accuracy: 1e-6)
        XCTAssertEqual(a.combined(with: b, operation: .intersection, tolerance: 0.01).signedArea(tolerance: 0.01), 25, accuracy: 1e-6)
        XCTAssertEqual(a.combined(with: b, operation: .difference, tolerance: 0.01).signedArea(tolerance: 0.01), 75, accuracy: 1e-6)
        XCTAssertEqual(b.combined(with: a, operation: .difference, tolerance: 0.01).signedArea(tolerance: 0.01), 75, accuracy: 1e-6)
        let x = a.combined(with: b, operation: .xor, tolerance: 0.01)
        XCTAssertEqual(x.signedArea(tolerance: 0.01), 150, accuracy: 1e-6)
        XCTAssertFalse(x.contains(Point(7, 7), rule: .nonZero, tolerance: 0.01))
        XCTAssertTrue(x.contains(Point(2, 2), rule: .nonZero, tolerance: 0.01))
        XCTAssertTrue(x.contains(Point(12, 12), rule: .nonZero, tolerance: 0.01))
    }

    func testUnionShapeIsOneLoopWithEightCorners() {
        let u = a.combined(with: b, operation: .union, tolerance: 0.01)
        let polys = u.flattened(tolerance: 0.01)
        XCTAssertEqual(polys.count, 1)
        XCTAssertEqual(polys[0].points.count, 8)  // collinear split points merged away
        XCTAssertEqual(u.bounds, Rect(x: 0, y: 0, width: 15, height: 15))
    }

    func testDirectionAndRuleOfOperands() {
        // A counter-clockwise operand is still ink under nonzero; the result is clockwise.
        let ccw = Shapes.rect(0, 0, 10, 10, clockwise: false)
        let i = ccw.combined(with: b, operation: .intersection, tolerance: 0.01)
        XCTAssertEqual(i.signedArea(tolerance: 0.01), 25, accuracy: 1e-6)
        // Even-odd operand with a hole; nonzero other.
        let ring = Shapes.rect(0, 0, 10, 10) + Shapes.rect(2, 2, 6, 6)
        let d = ring.combined(with: Shapes.rect(0, 0, 5, 10), operation: .difference, rule: .evenOdd, tolerance: 0.01)
        // ring area 64, its left half (x < 5) is 32.
        XCTAssertEqual(d.signedArea(tolerance: 0.01), 32, accuracy: 1e-6)
        XCTAssertFalse(d.contains(Point(6, 5), rule: .nonZero, tolerance: 0.01))
        XCTAssertTrue(d.contains(Point(9, 5), rule: .nonZero, tolerance: 0.01))
    }

    func testSharedEdgesAndTouchingCorners() {
        // Two squares sharing an edge union into one rectangle.
        let u = Shapes.rect(0, 0, 10, 10).combined(with: Shapes.rect(10, 0, 10, 10), operation: .union, tolerance: 0.01)
        XCTAssertEqual(u.flattened(tolerance: 0.01).map(\.points.count), [4])
        XCTAssertEqual(u.signedArea(tolerance: 0.01), 200, accuracy: 1e-9)
        // Corner-touching squares stay two loops.
        let t = Shapes.rect(0, 0, 10, 10).combined(with: Shapes.rect(10, 10, 10, 10), operation: .union, tolerance: 0.01)
        XCTAssertEqual(t.subpaths.count, 2)
        XCTAssertEqual(t.signedArea(tolerance: 0.01), 200, accuracy: 1e-9)
        // Identical operands: intersection is the square, xor is empty.
        XCTAssertEqual(a.combined(with: a, operation: .intersection, tolerance: 0.01).signedArea(tolerance: 0.01), 100, accuracy: 1e-9)
        XCTAssertTrue(a.combined(with: a, operation: .xor, tolerance: 0.01).isEmpty)
    }

    func testEmptyOperands() {
        XCTAssertTrue(Path().combined(with: Path(), operation: .union, tolerance: 0.01).isEmpty)
        XCTAssertEqual(a.combined(with: Path(), operation: .union, tolerance: 0.01).signedArea(tolerance: 0.01), 100, accuracy: 1e-9)
        XCTAssertTrue(a.combined(with: Path(), operation: .intersection, tolerance: 0.01).isEmpty)
        XCTAssertTrue(Path().simplified(rule: .evenOdd, tolerance: 0.01).isEmpty)
    }

    func testCirclesUnionArea() {
        // Two unit-radius-10 circles at distance 10: union = 2πr² − lens, lens = 2r²(π/3) − (√3/2)r².
        let r = 10.0
        let lens = 2 * r * r * (Double.pi / 3) - 3.0.squareRoot() / 2 * r * r
        let u = Shapes.circle(0, 0, r).combined(with: Shapes.circle(10, 0, r), operation: .union, tolerance: 0.001)
        XCTAssertEqual(u.signedArea(tolerance: 0.001), 2 * .pi * r * r - lens, accuracy: 0.2)
        XCTAssertEqual(u.subpaths.count, 1)
    }

    func testSimplifiedNonZeroMergesOverlaps() {
        // Overlapping same-direction squares in one path; nonzero ink is their union.
        let s = (a + b).simplified(rule: .nonZero, tolerance: 0.01)
        XCTAssertEqual(s.signedArea(tolerance: 0.01), 175, accuracy: 1e-6)
        XCTAssertEqual(s.subpaths.count, 1)
        // Even-odd: overlap becomes a hole.
        let e = (a + b).simplified(rule: .evenOdd, tolerance: 0.01)
        XCTAssertEqual(e.signedArea(tolerance: 0.01), 150, accuracy: 1e-6)
        XCTAssertFalse(e.contains(Point(7, 7), rule: .nonZero, tolerance: 0.01))
    }

    func testManyEdgesStaysCorrect() {
        // 800 overlapping 1.5-unit squares in a checkerboard: exercises the grid-based
        // arrangement on a few thousand edges (no timing asserted).
        var grid = Path()
        for i in 0..<40 { for j in 0..<40 where (i + j) % 2 == 0 { grid.append(Shapes.rect(Double(i), Double(j), 1.5, 1.5)) } }
        let s = grid.simplified(rule: .nonZero, tolerance: 0.01)
        // Squares overlap their diagonal neighbours' corners; compare the rebuilt region with
        // the original's nonzero fill at sample points.
        var samples = 0, inside = 0
        for x in stride(from: 0.05, to: 41.5, by: 1.03) {
            for y in stride(from: 0.05, to: 41.5, by: 1.03) {
                samples += 1
                let expected = grid.contains(Point(x, y), rule: .nonZero, tolerance: 0.01)
                XCTAssertEqual(s.contains(Point(x, y), rule: .nonZero, tolerance: 0.01), expected, "at \(x),\(y)")
                if expected { inside += 1 }
                if samples > 200_000 { break }
            }
        }
        XCTAssertGreaterThan(inside, 0)
    }
}

