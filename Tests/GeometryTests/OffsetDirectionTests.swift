import Foundation
import XCTest
@testable import Geometry

/// Which way each contour moves when a fill is offset, and the self-check that catches a wrong way.
final class OffsetDirectionTests: XCTestCase {
    let limits = OffsetLimits(minimumStem: 0.1, minimumGap: 0.1)

    func polygon(_ points: [(Double, Double)]) -> Path {
        var p = Path()
        p.move(to: Point(points[0].0, points[0].1))
        for q in points.dropFirst() { p.line(to: Point(q.0, q.1)) }
        p.close()
        return p
    }

    /// A 20-unit square (clockwise) with a 4-unit square hole (counter-clockwise).
    func ring(hole: Double = 4, outerGrowth g: Double = 0) -> Path {
        let lo = 10 - hole / 2, hi = 10 + hole / 2
        return Path(subpaths: polygon([(-g, -g), (20 + g, -g), (20 + g, 20 + g), (-g, 20 + g)]).subpaths
            + polygon([(lo, lo), (lo, hi), (hi, hi), (hi, lo)]).subpaths)
    }

    func testAHoleWhoseLongestEdgesRunInsideTheFillStillShrinksAtABolderWeight() throws {
        // As a stroke outline's spokes through its centreline (Feather `settings`): the hole's eight
        // longest edges are 6-unit spikes into the ink, fill on both sides, and cast no vote on its
        // outward side; its own 2-unit edges must decide, not its orientation (wrong for a hole).
        let spiky = polygon([(8, 8), (8, 10), (2, 10), (8, 10), (8, 12), (10, 12), (10, 18), (10, 12),
                             (12, 12), (12, 10), (18, 10), (12, 10), (12, 8), (10, 8), (10, 2), (10, 8)])
        let path = Path(subpaths: polygon([(0, 0), (20, 0), (20, 20), (0, 20)]).subpaths + spiky.subpaths)
        let bold = path.offsetCompatibly(by: 1, limits: limits, tolerance: 0.001)
        XCTAssertNil(bold.refusal)
        let before = nonZeroArea([path.subpaths[1].flattened(tolerance: 0.001).points])
        let after = nonZeroArea([bold.path.subpaths[1].flattened(tolerance: 0.001).points])
        XCTAssertLessThan(after, before - 1, "the hole shrinks when the ink grows")
        XCTAssertEqual(path.wrongWayContours(in: bold.path, distance: 1, tolerance: 0.001), [])
        XCTAssertFalse(path.filledAreaMovedWrongWay(in: bold.path, distance: 1, tolerance: 0.001))
    }

    func testTheSelfCheckFindsAHoleMovedTheWrongWay() {
        let regular = ring()
        // Bolder: the outer edge grows by 1 but the hole grows too (the wrong way); lighter, the hole shrinks.
        XCTAssertEqual(regular.wrongWayContours(in: ring(hole: 6, outerGrowth: 1), distance: 1, tolerance: 0.001), [1])
        XCTAssertEqual(regular.wrongWayContours(in: ring(hole: 2, outerGrowth: -1), distance: -1, tolerance: 0.001), [1])
        // The right way, and a contour held still, pass.
        XCTAssertEqual(regular.wrongWayContours(in: ring(hole: 2, outerGrowth: 1), distance: 1, tolerance: 0.001), [])
        XCTAssertEqual(regular.wrongWayContours(in: ring(hole: 4, outerGrowth: 1), distance: 1, tolerance: 0.001), [])
        XCTAssertEqual(regular.wrongWayContours(in: ring(hole: 6, outerGrowth: -1), distance: -1, tolerance: 0.001), [])
        // A knocked-out line (negative scale) widens at a bolder weight: a growing hole is right for it.
        XCTAssertEqual(regular.wrongWayContours(in: ring(hole: 6, outerGrowth: 1), distance: 1, scales: [1, -1],
                                                tolerance: 0.001), [])
    }

    func testTheSelfCheckFindsAnOutlineCoveringLessAtABolderWeight() {
        let regular = ring()
        XCTAssertTrue(regular.filledAreaMovedWrongWay(in: ring(hole: 4, outerGrowth: -1), distance: 1, tolerance: 0.001))
        XCTAssertFalse(regular.filledAreaMovedWrongWay(in: ring(hole: 4, outerGrowth: 1), distance: 1, tolerance: 0.001))
        XCTAssertTrue(regular.filledAreaMovedWrongWay(in: ring(hole: 4, outerGrowth: 1), distance: -1, tolerance: 0.001))
        XCTAssertEqual(nonZeroArea(ring().flattened(tolerance: 0.001).map(\.points)), 400 - 16, accuracy: 0.1)
    }
}
