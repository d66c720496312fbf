import XCTest
@testable import Geometry

final class WindingTests: XCTestCase {
    func testSignedAreaSignConvention() {
        let cw = Shapes.rect(0, 0, 10, 5)
        XCTAssertEqual(cw.signedArea(tolerance: 0.01), 50, accuracy: 1e-9)
        XCTAssertEqual(Shapes.rect(0, 0, 10, 5, clockwise: false).signedArea(tolerance: 0.01), -50, accuracy: 1e-9)
        XCTAssertEqual(cw.flattened(tolerance: 0.01)[0].signedArea, 50, accuracy: 1e-9)
        // Curves are integrated exactly: the 4-cubic circle's area is πr²·(1 + ~2.7e-4·…)
        let circle = Shapes.circle(0, 0, 10)
        XCTAssertEqual(circle.signedArea(tolerance: 0.01), .pi * 100, accuracy: 0.1)
        // Against a dense uniform sampling of the four cubics.
        var dense: [Point] = []
        for piece in circle.subpaths[0].pieces() {
            guard case .cubic(let c) = piece else { continue }
            for i in 0..<20000 { dense.append(c.point(at: Double(i) / 20000)) }
        }
        XCTAssertEqual(circle.signedArea(tolerance: 0.01), Polygon(points: dense, isClosed: true).signedArea, accuracy: 1e-5)
    }

    func testWindingNestedAndOverlapping() {
        let outer = Shapes.rect(0, 0, 100, 100)
        let innerSame = Shapes.rect(20, 20, 60, 60)
        let innerOpposite = Shapes.rect(40, 40, 20, 20, clockwise: false)
        let path = outer + innerSame + innerOpposite
        XCTAssertEqual(path.winding(at: Point(10, 10), tolerance: 0.01), 1)
        XCTAssertEqual(path.winding(at: Point(30, 30), tolerance: 0.01), 2)
        XCTAssertEqual(path.winding(at: Point(50, 50), tolerance: 0.01), 1)
        XCTAssertEqual(path.winding(at: Point(150, 50), tolerance: 0.01), 0)
        XCTAssertTrue(path.contains(Point(30, 30), rule: .nonZero, tolerance: 0.01))
        XCTAssertFalse(path.contains(Point(30, 30), rule: .evenOdd, tolerance: 0.01))
        XCTAssertTrue(path.contains(Point(50, 50), rule: .evenOdd, tolerance: 0.01))

        // Overlapping circles, one reversed: the lens cancels to zero.
        let two = Shapes.circle(0, 0, 10) + Shapes.circle(10, 0, 10, clockwise: false)
        XCTAssertEqual(two.winding(at: Point(-5, 0), tolerance: 0.01), 1)
        XCTAssertEqual(two.winding(at: Point(5, 0), tolerance: 0.01), 0)
        XCTAssertEqual(two.winding(at: Point(15, 0), tolerance: 0.01), -1)
        // Points near the curved boundary: inside by 0.05 counts, outside by 0.05 does not.
        XCTAssertEqual(Shapes.circle(0, 0, 10).winding(at: Point(0, 9.95), tolerance: 0.001), 1)
        XCTAssertEqual(Shapes.circle(0, 0, 10).winding(at: Point(0, 10.05), tolerance: 0.001), 0)
    }

    func testOpenSubpathIsClosedForFill() {
        var p = Path()
        p.move(to: Point(0, 0)); p.line(to: Point(10, 0)); p.line(to: Point(10, 10))
        XCTAssertEqual(p.winding(at: Point(8, 2), tolerance: 0.01), 1)
        XCTAssertEqual(p.winding(at: Point(2, 8), tolerance: 0.01), 0)
        XCTAssertEqual(p.signedArea(tolerance: 0.01), 50, accuracy: 1e-9)
    }

    func testReversed() {
        let c = Shapes.circle(5, 5, 3)
        let r = c.reversed()
        XCTAssertEqual(r.commandSignature, "MCCCCZ")
        XCTAssertEqual(r.signedArea(tolerance: 0.01), -c.signedArea(tolerance: 0.01), accuracy: 1e-9)
        XCTAssertEqual(r.reversed(), c)
        XCTAssertEqual(r.winding(at: Point(5, 5), tolerance: 0.01), -1)

        // Closed with an implicit closing line: start kept, the line becomes explicit, the
        // final return is left to `close`.
        var p = Path()
        p.move(to: Point(0, 0)); p.line(to: Point(10, 0))
        p.cubic(to: Point(0, 10), control1: Point(10, 5), control2: Point(5, 10)); p.close()
        let pr = p.reversed()
        XCTAssertEqual(pr.elements, [.move(Point(0, 0)), .line(Point(0, 10)),
                                     .cubic(Point(5, 10), Point(10, 5), Point(10, 0)), .close])
        // Open subpath: starts at the old end.
        var o = Path()
        o.move(to: Point(0, 0)); o.quad(to: Point(10, 0), control: Point(5, 5)); o.line(to: Point(10, 10))
        XCTAssertEqual(o.reversed().elements, [.move(Point(10, 10)), .line(Point(10, 0)), .quad(Point(5, 5), Point(0, 0))])
    }
}
