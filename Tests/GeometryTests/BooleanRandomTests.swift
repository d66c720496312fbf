import XCTest
@testable import Geometry

/// Seeded random polygons (self-intersecting, overlapping, with shared vertices) checked point
/// by point against the operands' own fill: the arrangement must agree everywhere.
final class BooleanRandomTests: XCTestCase {
    struct LCG {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    private func randomPath(_ rng: inout LCG, loops: Int, vertices: Int, grid: Bool) -> Path {
        var p = Path()
        for _ in 0..<loops {
            for i in 0..<vertices {
                var pt = Point(rng.next() * 100, rng.next() * 100)
                // Integer coordinates force collinear overlaps and shared vertices.
                if grid { pt = Point((pt.x / 10).rounded() * 10, (pt.y / 10).rounded() * 10) }
                if i == 0 { p.move(to: pt) } else { p.line(to: pt) }
            }
            p.close()
        }
        return p
    }

    func testRandomOperationsAgreeWithPointSampling() {
        var rng = LCG(state: 42)
        let ops: [BooleanOperation] = [.union, .intersection, .difference, .xor]
        for round in 0..<12 {
            let grid = round % 2 == 1
            let a = randomPath(&rng, loops: 2, vertices: 7, grid: grid)
            let b = randomPath(&rng, loops: 1, vertices: 9, grid: grid)
            let ruleA: FillRule = round % 3 == 0 ? .evenOdd : .nonZero
            let ruleB: FillRule = round % 4 == 0 ? .evenOdd : .nonZero
            for op in ops {
                let r = a.combined(with: b, operation: op, rule: ruleA, otherRule: ruleB, tolerance: 0.01)
                // Result loops never cross: nonzero and even-odd fills agree.
                for _ in 0..<150 {
                    // Off-grid sample points so they never sit on an edge.
                    let p = Point(rng.next() * 100 + 0.0123, rng.next() * 100 + 0.0456)
                    let ia = a.contains(p, rule: ruleA, tolerance: 0.01), ib = b.contains(p, rule: ruleB, tolerance: 0.01)
                    let expected: Bool
                    switch op {
                    case .union: expected = ia || ib
                    case .intersection: expected = ia && ib
                    case .difference: expected = ia && !ib
                    case .xor: expected = ia != ib
                    }
                    XCTAssertEqual(r.contains(p, rule: .nonZero, tolerance: 0.01), expected, "round \(round) \(op) at \(p)")
                    XCTAssertEqual(r.contains(p, rule: .evenOdd, tolerance: 0.01), expected, "round \(round) \(op) at \(p)")
                }
            }
        }
    }

    func testRandomEvenOddConversion() {
        var rng = LCG(state: 7)
        for round in 0..<10 {
            let path = randomPath(&rng, loops: 3, vertices: 6, grid: round % 2 == 0)
            let converted = path.evenOddToNonZero(tolerance: 0.01)
            for _ in 0..<200 {
                let p = Point(rng.next() * 100 + 0.0123, rng.next() * 100 + 0.0456)
                XCTAssertEqual(converted.path.contains(p, rule: .nonZero, tolerance: 0.01),
                               path.contains(p, rule: .evenOdd, tolerance: 0.01), "round \(round) at \(p)")
            }
        }
    }
}
