import Foundation
import XCTest
@testable import Geometry

/// `Path.offsetCompatibly`: weight masters offset from one fill, command for command.
final class OffsetTests: XCTestCase {
    let loose = OffsetLimits(minimumStem: 0.1, minimumGap: 0.1)

    func offset(_ path: Path, _ d: Double, _ limits: OffsetLimits? = nil) -> CompatibleOffset {
        path.offsetCompatibly(by: d, limits: limits ?? loose, tolerance: 0.001)
    }

    /// Fraction of a grid over `box` that `path` fills (non-zero), for comparing filled regions.
    func coverage(_ path: Path, in box: Rect, steps: Int = 200) -> [Bool] {
        var cells: [Bool] = []
        for j in 0..<steps {
            for i in 0..<steps {
                let p = Point(box.minX + box.width * (Double(i) + 0.5) / Double(steps),
                              box.minY + box.height * (Double(j) + 0.5) / Double(steps))
                cells.append(path.winding(at: p, tolerance: 1e-4) != 0)
            }
        }
        return cells
    }

    func iou(_ a: [Bool], _ b: [Bool]) -> Double {
        let both = zip(a, b).filter { $0 && $1 }.count, either = zip(a, b).filter { $0 || $1 }.count
        return either == 0 ? 1 : Double(both) / Double(either)
    }

    func testSquareGrowsAndShrinksByTheDistanceWithTheSameCommands() throws {
        for clockwise in [true, false] {
            let square = Shapes.rect(0, 0, 10, 10, clockwise: clockwise)
            let bold = offset(square, 1), light = offset(square, -1)
            XCTAssertNil(bold.refusal); XCTAssertNil(light.refusal)
            XCTAssertEqual(bold.path.commandSignature, square.commandSignature)
            XCTAssertEqual(light.path.commandSignature, square.commandSignature)
            let b = try XCTUnwrap(bold.path.bounds), l = try XCTUnwrap(light.path.bounds)
            XCTAssertEqual(b.minX, -1, accuracy: 1e-9); XCTAssertEqual(b.maxY, 11, accuracy: 1e-9)
            XCTAssertEqual(l.minX, 1, accuracy: 1e-9); XCTAssertEqual(l.maxY, 9, accuracy: 1e-9)
        }
    }

    func testHolesMoveTheOtherWayWhateverTheirWinding() throws {
        // Under non-zero a hole is an opposite loop (even-odd art is rewound into this first).
        let hole = Shapes.rect(5, 5, 10, 10, clockwise: false)
        var ring = Shapes.rect(0, 0, 20, 20)
        ring.append(hole)
        let bold = offset(ring, 1)
        XCTAssertNil(bold.refusal)
        let inner = try XCTUnwrap(Path(subpaths: [bold.path.subpaths[1]]).bounds)
        XCTAssertEqual(inner.minX, 6, accuracy: 1e-9); XCTAssertEqual(inner.maxY, 14, accuracy: 1e-9)
        let outer = try XCTUnwrap(Path(subpaths: [bold.path.subpaths[0]]).bounds)
        XCTAssertEqual(outer.minX, -1, accuracy: 1e-9); XCTAssertEqual(outer.maxY, 21, accuracy: 1e-9)
        let light = offset(ring, -1)
        let grown = try XCTUnwrap(Path(subpaths: [light.path.subpaths[1]]).bounds)
        XCTAssertEqual(grown.minX, 4, accuracy: 1e-9); XCTAssertEqual(grown.maxY, 16, accuracy: 1e-9)
        XCTAssertFalse(bold.path.contains(Point(10, 10), rule: .nonZero, tolerance: 1e-6), "the hole is still a hole")
    }

    func testCurvesStayCurvesWithinTheStatedDeviation() throws {
        let circle = Shapes.circle(0, 0, 10)
        for d in [-3.0, 4.0] {
            let result = offset(circle, d)
            XCTAssertNil(result.refusal)
            XCTAssertEqual(result.path.commandSignature, "MCCCCZ")
            // Hermite offsets of quarter-circle cubics: within 0.3 % of the source radius.
            XCTAssertLessThan(result.curveDeviation, 0.03)
            for piece in result.path.subpaths[0].pieces() {
                guard case .cubic(let c) = piece else { continue }
                for t in stride(from: 0.0, through: 1, by: 0.125) {
                    XCTAssertEqual(c.point(at: t).length, 10 + d, accuracy: 0.01 * (10 + d))
                }
            }
        }
    }

    func testCountersStayOpenAtTheMinimumGap() throws {
        var ring = Shapes.circle(10, 10, 8)
        ring.append(Shapes.circle(10, 10, 1, clockwise: false))
        let bold = offset(ring, 3, OffsetLimits(minimumStem: 0.5, minimumGap: 0.5))
        XCTAssertNil(bold.refusal)
        XCTAssertGreaterThan(bold.clampedPoints, 0)
        let hole = try XCTUnwrap(Path(subpaths: [bold.path.subpaths[1]]).bounds)
        XCTAssertEqual(hole.width, 0.5, accuracy: 0.02, "held at the minimum gap, not closed")
        XCTAssertFalse(bold.path.contains(Point(10, 10), rule: .nonZero, tolerance: 1e-6))
        XCTAssertEqual(Path(subpaths: [bold.path.subpaths[0]]).bounds?.width ?? 0, 22, accuracy: 0.01, "the outside still grows")
    }

    func testThinStemsStopAtTheMinimumStem() throws {
        let bar = Shapes.rect(0, 0, 20, 1)
        let light = offset(bar, -2, OffsetLimits(minimumStem: 0.3, minimumGap: 0.3))
        XCTAssertNil(light.refusal)
        let b = try XCTUnwrap(light.path.bounds)
        XCTAssertEqual(b.height, 0.3, accuracy: 1e-6)
        XCTAssertGreaterThan(light.path.signedArea(tolerance: 0.001), 0, "still drawn, same orientation")
    }

    func testSimpleShapesGainNoSelfIntersections() throws {
        var shapes = [Shapes.rect(0, 0, 10, 6), Shapes.circle(5, 5, 4), Shapes.circle(5, 5, 4, clockwise: false)]
        var l = Path()  // an L: one concave corner
        for p in [Point(0, 0), Point(4, 0), Point(4, 8), Point(10, 8), Point(10, 12), Point(0, 12)] {
            if l.isEmpty { l.move(to: p) } else { l.line(to: p) }
        }
        l.close()
        shapes.append(l)
        for shape in shapes {
            for d in [-1.2, -0.5, 0.5, 1.5] {
                let result = offset(shape, d)
                XCTAssertNil(result.refusal, "\(shape) by \(d)")
                XCTAssertTrue(contourCrossings(result.path, tolerance: 0.001).isEmpty)
                XCTAssertEqual(result.path.commandSignature, shape.commandSignature)
            }
        }
    }

    func testFeaturesAboutToMergeAreRefused() throws {
        var art = Shapes.rect(0, 0, 20, 10)
        var spike = Path()  // a triangle whose tip nearly touches the bar's top edge from above
        spike.move(to: Point(10, -0.5)); spike.line(to: Point(14, -6)); spike.line(to: Point(6, -6)); spike.close()
        art.append(spike)
        let bold = offset(art, 2, OffsetLimits(minimumStem: 0.2, minimumGap: 0.2))
        XCTAssertNotNil(bold.refusal)
        XCTAssertEqual(bold.path, art, "refused: the input comes back")
    }

    func testFeaturesAboutToMergeAreHeldBackInsteadOfRefused() throws {
        var art = Shapes.rect(0, 0, 20, 10)
        var spike = Path()  // the same near-touching spike: kept apart by moving those two contours less
        spike.move(to: Point(10, -0.5)); spike.line(to: Point(14, -6)); spike.line(to: Point(6, -6)); spike.close()
        art.append(spike)
        let bold = art.offsetKeepingApart(by: 2, limits: OffsetLimits(minimumStem: 0.2, minimumGap: 0.2), tolerance: 0.001)
        XCTAssertNil(bold.refusal)
        XCTAssertEqual(bold.contoursHeldBack, 2)
        XCTAssertEqual(bold.path.commandSignature, art.commandSignature)
        XCTAssertTrue(contourCrossings(bold.path, tolerance: 0.001).isEmpty, "still apart")
        let bar = try XCTUnwrap(Path(subpaths: [bold.path.subpaths[0]]).bounds)
        XCTAssertGreaterThan(bar.width, 20.2, "held back, not left at Regular")
        XCTAssertLessThan(bar.width, 24)
        // A lone contour never needs holding back: the result is the plain offset.
        let lone = Shapes.rect(0, 0, 20, 10)
        XCTAssertEqual(lone.offsetKeepingApart(by: 2, limits: loose, tolerance: 0.001).path, offset(lone, 2).path)
    }

    func testANotchTighterThanTheDistanceCollapsesInsteadOfLooping() throws {
        // A square whose top edge dips into the fill by a 0.4-wide curve: grown by 1, the notch's
        // offset would run backwards and loop; it shrinks to a point on the grown edge instead.
        var notched = Path()
        notched.move(to: Point(0, 0)); notched.line(to: Point(4, 0))
        notched.cubic(to: Point(4.4, 0), control1: Point(4, 0.27), control2: Point(4.4, 0.27))
        notched.line(to: Point(10, 0)); notched.line(to: Point(10, 10)); notched.line(to: Point(0, 10)); notched.close()
        let bold = offset(notched, 1)
        XCTAssertNil(bold.refusal)
        XCTAssertEqual(bold.path.commandSignature, notched.commandSignature)
        XCTAssertTrue(contourCrossings(bold.path, tolerance: 0.001).isEmpty, "no loop")
        let b = try XCTUnwrap(bold.path.bounds)
        XCTAssertEqual(b.minY, -1, accuracy: 1e-9)
        XCTAssertEqual(b.width, 12, accuracy: 1e-9)
        XCTAssertTrue(bold.path.contains(Point(4.2, -0.5), rule: .nonZero, tolerance: 1e-6), "the notch is filled over")
    }

    func testAStrokeOutlineOffsetMatchesTheWiderAndNarrowerStroke() throws {
        var centreline = Path()
        centreline.move(to: Point(2, 18)); centreline.line(to: Point(10, 4)); centreline.line(to: Point(18, 16))
        centreline.cubic(to: Point(6, 14), control1: Point(14, 22), control2: Point(8, 20))
        var style = StrokeStyle(width: 2, cap: .round, join: .round)
        let regular = centreline.stroked(style, tolerance: 0.001, structureWidth: 3.1)
        XCTAssertEqual(try XCTUnwrap(Path.typicalStemWidth(of: [regular], tolerance: 0.001)), 2, accuracy: 0.04)
        let box = Rect(minX: -1, minY: 1, maxX: 21, maxY: 23)
        for factor in [0.33, 1.55] {
            style.width = 2 * factor
            let truth = centreline.stroked(style, tolerance: 0.001, structureWidth: 3.1)
            let result = offset(regular, factor - 1)
            XCTAssertNil(result.refusal)
            XCTAssertEqual(result.path.commandSignature, regular.commandSignature)
            XCTAssertGreaterThan(iou(coverage(result.path, in: box), coverage(truth, in: box)), 0.97, "factor \(factor)")
        }
    }

    func testStrokesThatAlreadyTouchMayCrossInsteadOfBeingRefused() throws {
        // Two round-capped strokes as a fill, as Heroicons' `photo` draws its mountain and frame:
        // the second starts on the first's centreline, so its cap touches the first's far edge
        // from inside. Thinner or bolder, the cap and edge stay (numerically) tangent and may
        // cross: that is no merge, the strokes were one shape already.
        var bar = Path(), post = Path()
        bar.move(to: Point(4, 12)); bar.line(to: Point(20, 12))
        post.move(to: Point(12, 12)); post.line(to: Point(12, 20))
        var style = StrokeStyle(width: 2, cap: .round, join: .round)
        var regular = bar.stroked(style, tolerance: 0.001, structureWidth: 3.1)
        regular.append(post.stroked(style, tolerance: 0.001, structureWidth: 3.1))
        let box = Rect(minX: 2, minY: 9, maxX: 22, maxY: 22)
        for factor in [0.33, 1.55] {
            style.width = 2 * factor
            var truth = bar.stroked(style, tolerance: 0.001, structureWidth: 3.1)
            truth.append(post.stroked(style, tolerance: 0.001, structureWidth: 3.1))
            let result = regular.offsetKeepingApart(by: factor - 1, limits: loose, tolerance: 0.001)
            XCTAssertNil(result.refusal, "factor \(factor)")
            XCTAssertEqual(result.contoursHeldBack, 0, "nothing to keep apart")
            XCTAssertGreaterThan(iou(coverage(result.path, in: box), coverage(truth, in: box)), 0.97, "factor \(factor)")
        }
        // Contours a visible gap apart are still kept apart (`testFeaturesAboutToMergeAreHeldBackInsteadOfRefused`):
        // touching means within a ten-thousandth of the outline's size.
        var apart = Shapes.rect(0, 0, 10, 10)
        apart.append(Shapes.rect(10.01, 1, 10, 8))
        XCTAssertNotNil(offset(apart, 1, OffsetLimits(minimumStem: 0.2, minimumGap: 0.2)).refusal)
        var touching = Shapes.rect(0, 0, 10, 10)
        touching.append(Shapes.rect(10, 1, 10, 8))
        XCTAssertNil(offset(touching, 1, OffsetLimits(minimumStem: 0.2, minimumGap: 0.2)).refusal)
    }
}
