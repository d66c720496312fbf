import Foundation
import XCTest
@testable import Geometry

/// Weight synthesis details found on real icons: dots-only glyphs, contours growing into each other
/// edge on edge, and nearly straight quadratics.
final class OffsetDotsAndMergeTests: XCTestCase {
    let limits = OffsetLimits(minimumStem: 0.2, minimumGap: 0.2)

    func testADotsOnlyGlyphIsMeasuredByItsDots() throws {
        let dots = (0..<3).map { Shapes.circle(12, 5 + 7 * Double($0), 2) }
        let diameters = try XCTUnwrap(Path.dotDiameters(of: dots, tolerance: 0.001))
        XCTAssertEqual(diameters.count, 3)
        for d in diameters { XCTAssertEqual(d, 4, accuracy: 0.01) }
        // All in one path, as an outline of three strokes is written.
        var one = Path()
        for dot in dots { one.append(dot) }
        XCTAssertEqual(Path.dotDiameters(of: [one], tolerance: 0.001)?.count, 3)
    }

    func testOnlyRoundSolidDotsAndNothingElseCount() throws {
        // One filled circle is a solid shape, not a dot; so are large discs side by side, and a
        // sun's disc among its dots.
        XCTAssertNil(Path.dotDiameters(of: [Shapes.circle(12, 12, 8)], tolerance: 0.001))
        XCTAssertNil(Path.dotDiameters(of: (0..<3).map { Shapes.circle(12, 4 + 8 * Double($0), 3.5) }, tolerance: 0.001))
        XCTAssertNil(Path.dotDiameters(of: [Shapes.circle(12, 12, 5), Shapes.circle(12, 2, 1), Shapes.circle(12, 22, 1)],
                                       tolerance: 0.001))
        // Squares are not round.
        XCTAssertNil(Path.dotDiameters(of: [Shapes.rect(2, 2, 4, 4), Shapes.rect(10, 2, 4, 4)], tolerance: 0.001))
        // A ring (a circle with a hole) is not solid.
        var ring = Shapes.circle(6, 6, 4)
        ring.append(Shapes.circle(6, 6, 3, clockwise: false))
        XCTAssertNil(Path.dotDiameters(of: [ring, Shapes.circle(18, 6, 2)], tolerance: 0.001))
        // A dot beside a stroke: the stroke's width is the stem.
        XCTAssertNil(Path.dotDiameters(of: [Shapes.circle(6, 6, 1), Shapes.rect(10, 2, 2, 16)],
                                       tolerance: 0.001))
    }

    func testBarsOfTheSameHeightGrowingEdgeOnEdgeAreSeenMerging() throws {
        // Two bars 0.8 apart with their tops and bottoms on the same lines (letters side by side): at
        // 0.55 each side they overlap edge on edge, with no proper crossing of the outlines.
        var art = Shapes.rect(0, 0, 2, 10)
        art.append(Shapes.rect(2.8, 0, 2, 10))
        let bold = art.offsetCompatibly(by: 0.55, limits: limits, tolerance: 0.001)
        XCTAssertEqual(bold.refusal, "two outlines would merge")
        XCTAssertEqual(bold.culprits, [0, 1])
        let apart = art.offsetKeepingApart(by: 0.55, limits: limits, tolerance: 0.001)
        XCTAssertNil(apart.refusal)
        XCTAssertEqual(apart.path.commandSignature, art.commandSignature)
        let left = try XCTUnwrap(Path(subpaths: [apart.path.subpaths[0]]).bounds)
        let right = try XCTUnwrap(Path(subpaths: [apart.path.subpaths[1]]).bounds)
        XCTAssertLessThan(left.maxX, right.minX, "held apart")
        XCTAssertGreaterThan(left.width, 2.1, "and still bolder")
        // Apart enough, nothing is held back.
        var far = Shapes.rect(0, 0, 2, 10)
        far.append(Shapes.rect(4, 0, 2, 10))
        XCTAssertNil(far.offsetCompatibly(by: 0.55, limits: limits, tolerance: 0.001).refusal)
    }

    func testContoursThatGrowApartOrStayNestedAreNotMerging() throws {
        // A dot inside a ring's counter, far from it: bolder, nothing crosses over.
        var art = Shapes.circle(12, 12, 10)
        art.append(Shapes.circle(12, 12, 8, clockwise: false))
        art.append(Shapes.circle(12, 12, 2))
        XCTAssertTrue(contoursCrossingOver(art.subpaths, art.offsetCompatibly(by: 0.5, limits: limits, tolerance: 0.001)
            .path.subpaths, tolerance: 0.001).isEmpty)
        // The dot grown into the ring is.
        let grown = Path(replacingSubpathsOf: art, with: [art.subpaths[0], art.subpaths[1],
                                                          Shapes.circle(12, 12, 9).subpaths[0]])
        XCTAssertEqual(contoursCrossingOver(art.subpaths, grown.subpaths, tolerance: 0.001), [ContourPair(a: 1, b: 2)])
    }

    func testANearlyStraightQuadraticKeepsItsControlPointNearTheCurve() {
        // Its ends moved unevenly (a miter held at the limit at one end): the offset end tangents,
        // nearly parallel, meet 70 units away. The control point stays between the ends instead.
        var offsetter = ContourOffsetter(probe: FillProbe(Shapes.rect(0, 0, 10, 10), tolerance: 0.01), distance: 1,
                                         limits: limits)
        let quad = QuadBezier(Point(0, 0), Point(5, 0.01), Point(10, 0))
        let element = offsetter.offsetPiece(.quad(quad), Point(0, 1), Point(10, 1.3), 1, 1.3)
        guard case .quad(let control, let end) = element else { return XCTFail("\(element)") }
        XCTAssertEqual(end, Point(10, 1.3))
        XCTAssertTrue((0...10).contains(control.x), "\(control)")
        XCTAssertEqual(control.y, 1.16, accuracy: 0.01)
    }

    func testStrokeOutlinesASliverApartAreOneShapeButPlainShapesAreNot() {
        // Two L-shaped strokes 2 wide (their outlines turn through the centreline at the inner
        // join): the second's start cap stops 0.02 short of the first's edge, as a source rounded
        // to three decimals leaves strokes drawn to meet. Bolder they overlap, as the strokes do.
        var first = Path(), second = Path()
        first.move(to: Point(4, 4)); first.line(to: Point(4, 10)); first.line(to: Point(20, 10))
        second.move(to: Point(12, 12.02)); second.line(to: Point(12, 20)); second.line(to: Point(20, 20))
        let style = StrokeStyle(width: 2, cap: .round, join: .round)
        var strokes = first.stroked(style, tolerance: 0.001, structureWidth: 3.1)
        strokes.append(second.stroked(style, tolerance: 0.001, structureWidth: 3.1))
        let loose = OffsetLimits(minimumStem: 0.1, minimumGap: 0.1)
        XCTAssertNil(strokes.offsetCompatibly(by: 0.55, limits: loose, tolerance: 0.001).refusal)
        // Two plain blocks the same sliver apart are separate features: kept apart or refused.
        var blocks = Shapes.rect(0, 0, 10, 10)
        blocks.append(Shapes.rect(10.02, 1, 10, 8))
        XCTAssertEqual(blocks.offsetCompatibly(by: 0.55, limits: loose, tolerance: 0.001).refusal, "two outlines would merge")
    }
}
