import XCTest
@testable import Geometry

final class EvenOddTests: XCTestCase {
    /// The converted path must paint, under nonzero, exactly where the original paints under even-odd.
    private func assertSameFill(_ original: Path, _ converted: Path, samples: [Point],
                                file: StaticString = #filePath, line: UInt = #line) {
        for p in samples {
            XCTAssertEqual(converted.contains(p, rule: .nonZero, tolerance: 0.001),
                           original.contains(p, rule: .evenOdd, tolerance: 0.001), "at \(p)", file: file, line: line)
        }
    }

    private func grid(_ lo: Double, _ hi: Double, _ step: Double) -> [Point] {
        var pts: [Point] = []
        for x in stride(from: lo, through: hi, by: step) { for y in stride(from: lo, through: hi, by: step) { pts.append(Point(x, y)) } }
        return pts
    }

    func testDonutFromSameDirectionCircles() {
        let donut = Shapes.circle(0, 0, 10) + Shapes.circle(0, 0, 5)
        // Under nonzero the hole is filled before conversion.
        XCTAssertTrue(donut.contains(.zero, rule: .nonZero, tolerance: 0.01))
        let result = donut.evenOddToNonZero(tolerance: 0.01)
        XCTAssertFalse(result.usedPolygonFallback)
        XCTAssertEqual(result.path.commandSignature, "MCCCCZMCCCCZ")  // curves kept
        XCTAssertFalse(result.path.contains(.zero, rule: .nonZero, tolerance: 0.01))
        XCTAssertTrue(result.path.contains(Point(7.5, 0), rule: .nonZero, tolerance: 0.01))
        XCTAssertTrue(result.path.contains(Point(0, -7.5), rule: .nonZero, tolerance: 0.01))
        XCTAssertFalse(result.path.contains(Point(11, 0), rule: .nonZero, tolerance: 0.01))
        // Outer clockwise, hole counter-clockwise.
        let subs = result.path.subpaths
        XCTAssertGreaterThan(subs[0].signedArea, 0)
        XCTAssertLessThan(subs[1].signedArea, 0)
        assertSameFill(donut, result.path, samples: grid(-12, 12, 0.7))
    }

    func testThreeLevelsOfNesting() {
        // All counter-clockwise, listed innermost first to exercise the depth computation.
        let path = Shapes.rect(40, 40, 20, 20, clockwise: false) + Shapes.rect(0, 0, 100, 100, clockwise: false)
            + Shapes.rect(20, 20, 60, 60, clockwise: false) + Shapes.rect(110, 0, 10, 10, clockwise: false)
        let result = path.evenOddToNonZero(tolerance: 0.01)
        XCTAssertFalse(result.usedPolygonFallback)
        let areas = result.path.subpaths.map(\.signedArea)
        XCTAssertEqual(areas, [400, 10000, -3600, 100])
        XCTAssertTrue(result.path.contains(Point(10, 10), rule: .nonZero, tolerance: 0.01))
        XCTAssertFalse(result.path.contains(Point(30, 30), rule: .nonZero, tolerance: 0.01))
        XCTAssertTrue(result.path.contains(Point(50, 50), rule: .nonZero, tolerance: 0.01))
        XCTAssertTrue(result.path.contains(Point(115, 5), rule: .nonZero, tolerance: 0.01))
        assertSameFill(path, result.path, samples: grid(-5, 125, 3.3))
    }

    func testPentagramFallsBackAndEmptiesCentre() {
        let star = Shapes.pentagram(0, 0, 10)
        // Nonzero would fill the centre (winding 2); even-odd leaves it empty.
        XCTAssertEqual(abs(star.winding(at: .zero, tolerance: 0.01)), 2)
        let result = star.evenOddToNonZero(tolerance: 0.01)
        XCTAssertTrue(result.usedPolygonFallback)
        XCTAssertFalse(result.path.contains(.zero, rule: .nonZero, tolerance: 0.01))
        // Each point (tip) is filled: sample near each tip, 80% of the way out.
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 2 * .pi / 5
            XCTAssertTrue(result.path.contains(Point(8 * cos(angle), 8 * sin(angle)), rule: .nonZero, tolerance: 0.01))
        }
        // The five tips are separate loops touching the empty pentagon at its corners.
        XCTAssertEqual(result.path.subpaths.count, 5)
        // Every loop clockwise on screen.
        XCTAssertTrue(result.path.subpaths.allSatisfy { $0.signedArea > 0 })
        assertSameFill(star, result.path, samples: grid(-11, 11, 0.53))
    }

    func testTouchingSubpathsFallBack() {
        // A square with a hole sharing its top-left corner: the touch forces the fallback.
        let path = Shapes.rect(0, 0, 10, 10) + Shapes.rect(0, 0, 4, 4)
        let result = path.evenOddToNonZero(tolerance: 0.01)
        XCTAssertTrue(result.usedPolygonFallback)
        XCTAssertEqual(result.path.signedArea(tolerance: 0.01), 84, accuracy: 1e-9)
        assertSameFill(path, result.path, samples: grid(-1, 11, 0.45))
    }
}
