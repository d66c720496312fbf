import XCTest
@testable import Geometry

/// Weight masters: strokes of one path at different widths must share their command sequence
/// when given the same structure width.
final class StrokeStructureTests: XCTestCase {
    let k = 0.5522847498

    var paths: [(String, Path)] {
        let circle = Path([
            .move(Point(16, 10)),
            .cubic(Point(16, 10 + 6 * k), Point(10 + 6 * k, 16), Point(10, 16)),
            .cubic(Point(10 - 6 * k, 16), Point(4, 10 + 6 * k), Point(4, 10)),
            .cubic(Point(4, 10 - 6 * k), Point(10 - 6 * k, 4), Point(10, 4)),
            .cubic(Point(10 + 6 * k, 4), Point(16, 10 - 6 * k), Point(16, 10)), .close,
        ])
        return [
            ("sharp polyline", Path([.move(Point(0, 0)), .line(Point(12, 0)), .line(Point(0, 3)), .line(Point(8, 9))])),
            ("rectangle", Path([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 6)), .line(Point(0, 6)), .close])),
            ("S curve", Path([.move(Point(0, 10)), .cubic(Point(8, -8), Point(12, 28), Point(20, 10))])),
            ("cusp", Path([.move(Point(0, 0)), .cubic(Point(10, 10), Point(0, 10), Point(10, 0))])),
            ("tight quarter", Path([.move(Point(2, 0)), .cubic(Point(2, 1.1), Point(1.1, 2), Point(0, 2))])),
            ("circle", circle),
            ("dots", Path([.move(Point(0, 0)), .close, .move(Point(5, 5)), .line(Point(5, 5))])),
            ("quad and reversal", Path([.move(Point(0, 0)), .quad(Point(5, -8), Point(10, 0)), .line(Point(2, 0))])),
        ]
    }

    func testSignaturesMatchAcrossWidths() {
        for (name, path) in paths {
            for cap in [LineCap.butt, .round, .square] {
                for join in [LineJoin.miter, .round, .bevel] {
                    for structure in [1.0, 4.0] {
                        let sigs = [0.5, 1.5, 4.0].map {
                            path.stroked(StrokeStyle(width: $0, cap: cap, join: join), structureWidth: structure).commandSignature
                        }
                        // Butt-capped dots draw nothing at every width; everything else draws.
                        XCTAssertEqual(sigs[0].isEmpty, cap == .butt && name == "dots", name)
                        XCTAssertEqual(Set(sigs).count, 1, "\(name) \(cap) \(join) structure \(structure): \(sigs)")
                    }
                }
            }
        }
    }

    func testMiterAndBevelMastersShareCommands() {
        // One master's miter limit keeps the tip, the other's falls back to bevel; with a
        // structure width both emit two lines at the join.
        let p = Path([.move(Point(0, 0)), .line(Point(12, 0)), .line(Point(0, 5))])
        let thin = p.stroked(StrokeStyle(width: 0.5, join: .miter, miterLimit: 10), structureWidth: 4)
        let bold = p.stroked(StrokeStyle(width: 4, join: .miter, miterLimit: 2), structureWidth: 4)
        XCTAssertEqual(thin.commandSignature, bold.commandSignature)
        // The thin master really has the tip (far out along the bisector), the bold one not.
        // The miter ratio is 1/sin(φ/2) ≈ 5.1 for this ≈22.6° corner; the tip lies along +x.
        let maxX: (Path) -> Double = { s in s.elements.compactMap(\.endPoint).map(\.x).max() ?? 0 }
        XCTAssertGreaterThan(maxX(thin), 12 + 0.25 * 4.5)
        XCTAssertLessThan(maxX(bold), 12 + 2)
        // Without a structure width the bevel drops the tip's line.
        let plain = p.stroked(StrokeStyle(width: 4, join: .miter, miterLimit: 2))
        XCTAssertEqual(plain.commandSignature.count, bold.commandSignature.count - 1)
    }

    func testStructuredStrokesStillCoverTheInk() {
        // Thin masters built with the bold master's structure are still exact.
        let p = Path([.move(Point(0, 10)), .cubic(Point(8, -8), Point(12, 28), Point(20, 10))])
        let centre = p.flattened(tolerance: 1e-3)[0].points
        for w in [0.5, 1.5, 4.0] {
            let s = p.stroked(StrokeStyle(width: w, cap: .round, join: .round), structureWidth: 4)
            strokeTestCompare(s, bounds: Rect(x: -3, y: -2, width: 26, height: 24), step: 0.25, margin: 0.03,
                              halfWidth: w / 2) { strokeTestDistance($0, toPolyline: centre) }
        }
        let sharp = Path([.move(Point(0, 0)), .line(Point(12, 0)), .line(Point(0, 5))])
        let b = Point(12, 0), ta = Point(1, 0), tb = (Point(0, 5) - b).normalized
        for (w, limit) in [(0.5, 10.0), (4.0, 2.0)] {
            let h = w / 2
            let s = sharp.stroked(StrokeStyle(width: w, join: .miter, miterLimit: limit), structureWidth: 4)
            let na = Point(ta.y, -ta.x), nb = Point(tb.y, -tb.x)
            let oa = b + na * h, ob = b + nb * h
            let tip = b + (na + nb) * (h / (1 + na.dot(nb)))
            let join = limit == 10 ? [b, oa, tip, ob] : [b, oa, ob]
            strokeTestCompare(s, bounds: Rect(x: -3, y: -4, width: 20, height: 12), step: 0.1, margin: 0.03) { q in
                strokeTestInConvex(q, strokeTestBand(Point(0, 0), b, h))
                    || strokeTestInConvex(q, strokeTestBand(b, Point(0, 5), h)) || strokeTestInConvex(q, join)
            }
        }
    }
}
