import XCTest
@testable import Geometry

/// `Path.clampedCompatibly`: a clip that keeps one command structure across a family of paths.
final class BoxClampTests: XCTestCase {
    let box = Rect(x: 0, y: 0, width: 10, height: 10)

    /// Winding numbers at a grid of points strictly inside the box must equal the original's:
    /// that is what "the fill is the clip" means.
    func assertSameFillInside(_ original: Path, _ clamped: Path, _ box: Rect, file: StaticString = #filePath, line: UInt = #line) {
        for i in 1..<40 {
            for j in 1..<40 {
                let p = Point(box.minX + box.width * (Double(i) + 0.37) / 40, box.minY + box.height * (Double(j) + 0.61) / 40)
                XCTAssertEqual(clamped.winding(at: p, tolerance: 1e-4), original.winding(at: p, tolerance: 1e-4),
                               "winding at \(p)", file: file, line: line)
            }
        }
    }

    func testCircleOverAnEdgeFillsExactlyTheClip() {
        let circle = Shapes.circle(10, 5, 4)
        let clamped = Path.clampedCompatibly([circle], to: [box])[0]
        XCTAssertEqual(clamped.signedArea(tolerance: 1e-4), circle.signedArea(tolerance: 1e-4) / 2, accuracy: 1e-6)
        XCTAssertEqual(clamped.bounds?.maxX ?? 0, 10, accuracy: 1e-9)
        assertSameFillInside(circle, clamped, box)
    }

    func testOverhangPastACornerFoldsOntoTheCorner() {
        let square = Shapes.rect(-5, -5, 10, 10)
        let clamped = Path.clampedCompatibly([square], to: [box])[0]
        XCTAssertEqual(clamped.signedArea(tolerance: 1e-6), 25, accuracy: 1e-9)
        XCTAssertEqual(clamped.bounds, Rect(x: 0, y: 0, width: 5, height: 5))
        assertSameFillInside(square, clamped, box)
    }

    func testCurveInsideKeepsControlPointsThatLieOutside() {
        // The curve bulges to y ≈ 0.5 but its controls sit at y = −1: nothing is outside, nothing moves.
        var path = Path()
        path.move(to: Point(1, 5))
        path.cubic(to: Point(9, 5), control1: Point(3, -1), control2: Point(7, -1))
        path.close()
        XCTAssertTrue(box.contains(path.bounds!))
        XCTAssertEqual(Path.clampedCompatibly([path], to: [box])[0], path)
    }

    func testAFamilyKeepsOneCommandStructureWhateverCrossesTheBox() {
        // Same structure; only the larger circles cross the box, and at different places.
        let family = [3.0, 5.5, 7.0].map { Shapes.circle(5, 5, $0) }
        XCTAssertEqual(Set(family.map(\.commandLetters)).count, 1)
        let clamped = Path.clampedCompatibly(family, to: Array(repeating: box, count: 3))
        XCTAssertEqual(Set(clamped.map(\.commandLetters)).count, 1, "interpolation-compatible")
        XCTAssertGreaterThan(clamped[0].elements.count, family[0].elements.count, "cut where the others cross")
        for (original, result) in zip(family, clamped) {
            assertSameFillInside(original, result, box)
            XCTAssertTrue(box.contains(result.bounds!, tolerance: 1e-9))
        }
        // The smallest circle was only split, not moved: same area.
        XCTAssertEqual(clamped[0].signedArea(tolerance: 1e-4), family[0].signedArea(tolerance: 1e-4), accuracy: 1e-6)
    }

    func testImpliedClosingLineIsCutToo() {
        // A triangle whose last side (the implied close) is the only one leaving the box.
        var path = Path()
        path.move(to: Point(1, 9))
        path.line(to: Point(9, 9))
        path.line(to: Point(9, 1))
        path.close()  // back to (1, 9) is inside; make it leave by moving the start
        var leaving = Path()
        leaving.move(to: Point(-4, 1))
        leaving.line(to: Point(9, 1))
        leaving.line(to: Point(9, 9))
        leaving.close()
        let clamped = Path.clampedCompatibly([leaving], to: [box])[0]
        XCTAssertTrue(box.contains(clamped.bounds!, tolerance: 1e-9))
        assertSameFillInside(leaving, clamped, box)
        XCTAssertEqual(Path.clampedCompatibly([path], to: [box])[0], path)
    }

    func testQuadraticsStayQuadratic() {
        var path = Path()
        path.move(to: Point(2, 8))
        path.quad(to: Point(8, 8), control: Point(5, -10))  // peaks at y = −1
        path.close()
        let clamped = Path.clampedCompatibly([path], to: [box])[0]
        XCTAssertTrue(clamped.commandLetters.allSatisfy { "MQLZ".contains($0) })
        XCTAssertGreaterThanOrEqual(clamped.commandLetters.filter { $0 == "Q" }.count, 3, "split at both crossings")
        assertSameFillInside(path, clamped, box)
    }
}
