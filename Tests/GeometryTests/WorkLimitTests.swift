import Foundation
import XCTest
@testable import Geometry

/// Issue 24: booleans stop at a work limit instead of running for minutes; strokes and dashes stay
/// linear. The scribbles are seeded, so every run draws the same ones.
final class WorkLimitTests: XCTestCase {
    /// A closed random polyline over a 24-unit box: crosses itself about n²/10 times.
    static func scribble(_ n: Int, seed: UInt64 = 7) -> Path {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53) * 24
        }
        var p = Path()
        p.move(to: Point(next(), next()))
        for _ in 0..<n { p.line(to: Point(next(), next())) }
        p.close()
        return p
    }

    func testABooleanOverItsLimitThrowsAndUnderItMatchesTheUnlimitedOne() throws {
        let path = Self.scribble(60)
        XCTAssertThrowsError(try path.simplified(rule: .evenOdd, tolerance: 0.01, workLimit: 1_000)) { error in
            XCTAssertEqual((error as? BooleanWorkLimitExceeded)?.limit, 1_000)
            XCTAssertEqual((error as? BooleanWorkLimitExceeded)?.edges, 61)
        }
        let limited = try path.simplified(rule: .evenOdd, tolerance: 0.01, workLimit: Path.booleanWorkLimit)
        XCTAssertEqual(limited, path.simplified(rule: .evenOdd, tolerance: 0.01))
        XCTAssertThrowsError(try path.evenOddToNonZero(tolerance: 0.01, workLimit: 1_000))
        XCTAssertThrowsError(try path.combined(with: Self.scribble(60, seed: 9), operation: .intersection,
                                               tolerance: 0.01, workLimit: 1_000))
        XCTAssertThrowsError(try path.evenOddDiffersFromNonZero(tolerance: 0.01, workLimit: 1_000))
    }

    func testAHostileEvenOddFillEndsAtTheLimitQuickly() {
        // 2,000 random segments cross themselves ~400,000 times: stopped, not computed.
        let started = Date()
        XCTAssertThrowsError(try Self.scribble(2_000).evenOddToNonZero(tolerance: 0.01, workLimit: Path.booleanWorkLimit))
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, "debug build; the release figure is in docs/reliability.md")
    }

    func testStrokingAndClampingAScribbleIsLinear() {
        // The regular-only symbol path used to cut this stroke with the polygon boolean (minutes);
        // the structure-keeping box cut is one pass.
        let stroke = StrokeStyle(width: 2, cap: .round, join: .round)
        let small = Self.scribble(250), large = Self.scribble(1_000)
        func time(_ p: Path) -> (TimeInterval, Int) {
            let started = Date()
            let outline = p.stroked(stroke, tolerance: 0.01)
            let cut = Path.clampedCompatibly([outline], to: [Rect(x: 2, y: 2, width: 20, height: 20)])[0]
            return (Date().timeIntervalSince(started), cut.elements.count)
        }
        let (t1, n1) = time(small), (t4, n4) = time(large)
        XCTAssertEqual(Double(n4) / Double(n1), 4, accuracy: 1, "output grows with the input")
        XCTAssertLessThan(t4, max(0.5, t1 * 12), "4× the segments may not take more than ~4× the time (with slack)")
    }

    func testDashesAreCappedForAWholePath() {
        // 50 subpaths each wanting 100,000 dashes: 5 million, over the 1 million cap.
        var p = Path()
        for k in 0..<50 {
            p.move(to: Point(0, Double(k)))
            p.line(to: Point(100_000, Double(k)))
        }
        let dashed = p.dashed([0.5, 0.5])
        let dashes = dashed.subpaths.count
        XCTAssertLessThanOrEqual(dashes, Path.maxDashes + 50)
        XCTAssertGreaterThan(dashes, 900_000, "subpaths within the budget are still dashed")
    }

    func testClipRegionQuestions() {
        let frame = Path.rect(Rect(x: 0, y: 0, width: 24, height: 24))
        XCTAssertEqual(frame.axisAlignedRectangle(tolerance: 0.01), Rect(x: 0, y: 0, width: 24, height: 24))
        XCTAssertTrue(frame.certainlyCovers(Rect(x: 1, y: 1, width: 22, height: 22), tolerance: 0.01))
        XCTAssertFalse(frame.certainlyCovers(Rect(x: 1, y: 1, width: 30, height: 22), tolerance: 0.01))
        let rounded = Path.rect(Rect(x: 0, y: 0, width: 24, height: 24), rx: 6, ry: 6)
        XCTAssertNil(rounded.axisAlignedRectangle(tolerance: 0.01))
        XCTAssertTrue(rounded.certainlyCovers(Rect(x: 3, y: 3, width: 18, height: 18), tolerance: 0.01))
        XCTAssertFalse(rounded.certainlyCovers(Rect(x: 0.5, y: 0.5, width: 23, height: 23), tolerance: 0.01), "corners cut")
        XCTAssertFalse(Self.scribble(10).certainlyCovers(Rect(x: 11, y: 11, width: 1, height: 1), tolerance: 0.01),
                       "not convex: no answer")
    }
}
