import Foundation
import XCTest
@testable import Geometry

/// Issue 8 "no crash, on any input": every geometry step on NaN, infinities, 1e±300 and degenerate
/// paths. A trap would end the test process; the assertions check the results stay usable.
final class ExtremeInputTests: XCTestCase {
    static func points(of element: PathElement) -> [Point] {
        switch element {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }

    /// The crash of issue 8: `A1e-160 1e-160 0 0 1 20 20` squared the radii to zero and turned the
    /// centre into NaN, which trapped converting the piece count to Int.
    func testTinyRadiiGrowToAHalfEllipseBetweenTheEndPoints() throws {
        let pieces = try XCTUnwrap(Path.arcCubics(from: Point(2, 2), to: Point(20, 20), radii: Point(1e-160, 1e-160),
                                                  xAxisRotation: 0, largeArc: false, sweep: true))
        // SVG F.6.6: radii too small are scaled up until the ellipse just reaches; a half circle.
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(pieces.last?.2, Point(20, 20))
        let centre = Point(11, 11), r = Point(2, 2).distance(to: centre)
        XCTAssertEqual(pieces[0].2.distance(to: centre), r, accuracy: 1e-9)
    }

    func testArcsWithExtremeNumbersNeverProduceNaN() {
        let radii: [Double] = [1e-320, 1e-160, 1e-12, 1, 1e12, 1e160, 1e300, .greatestFiniteMagnitude, .infinity, .nan, -5]
        let ends: [Point] = [Point(20, 20), Point(2 + 1e-300, 2), Point(1e308, -1e308), Point(-1e308, 1e308), Point(.nan, 0)]
        let rotations: [Double] = [0, 30, -720.5, 1e300, .infinity, .nan]
        for rx in radii {
            for ry in [rx, 1, 1e-160] {
                for end in ends {
                    for rotation in rotations {
                        for flags in 0..<4 {
                            var path = Path()
                            path.move(to: Point(2, 2))
                            path.addArc(from: Point(2, 2), to: end, radii: Point(rx, ry), xAxisRotation: rotation,
                                        largeArc: flags & 1 == 1, sweep: flags & 2 == 2)
                            guard end.isFinite else { continue }
                            for element in path.elements {
                                for p in Self.points(of: element) {
                                    XCTAssertTrue(p.isFinite, "rx \(rx) ry \(ry) to \(end) rotation \(rotation) flags \(flags): \(p)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The `EdgeGrid` crash of issue 8: an even-odd path spanning ±1e308 made the grid's size NaN.
    func testEvenOddWithHugeCoordinatesDoesNotTrap() {
        var path = Path()
        path.move(to: Point(-1e308, -1e308))
        path.line(to: Point(1e308, 0))
        path.line(to: Point(0, 1e308))
        path.close()
        path.move(to: Point(2, 2))
        path.line(to: Point(20, 2))
        path.line(to: Point(20, 20))
        path.close()
        _ = path.evenOddToNonZero(tolerance: 0.01)
        _ = path.simplified(rule: .evenOdd, tolerance: 0.01)
        let clipped = path.clipped(to: Rect(x: 0, y: 0, width: 24, height: 24), tolerance: 0.01)
        for element in clipped.elements { for p in Self.points(of: element) { XCTAssertTrue(p.isFinite) } }
    }

    func testEveryStepCopesWithExtremeAndDegeneratePaths() {
        // Huge finite values are slow to flatten (every curve hits the subdivision cap), so one of
        // them; the shape uses it with both signs.
        let values: [Double] = [0, 1, -1e-300, 1e308, .leastNonzeroMagnitude, .infinity, -.infinity, .nan]
        var paths: [Path] = [Path()]
        for v in values {
            var triangle = Path()
            triangle.move(to: Point(0, 0))
            triangle.line(to: Point(v, 1))
            triangle.cubic(to: Point(1, v), control1: Point(v, v), control2: Point(-v, 2))
            triangle.quad(to: Point(0, 0), control: Point(v, -v))
            triangle.close()
            paths.append(triangle)
            var point = Path()
            point.move(to: Point(v, v))
            point.line(to: Point(v, v))
            point.close()
            paths.append(point)
            var line = Path()
            line.move(to: Point(0, 0))
            line.line(to: Point(v, 0))
            paths.append(line)
        }
        let box = Rect(x: 0, y: 0, width: 24, height: 24)
        for path in paths {
            _ = path.flattened(tolerance: 0.01) as [Polygon]
            _ = path.evenOddToNonZero(tolerance: 0.01)
            _ = path.simplified(rule: .nonZero, tolerance: 0.01)
            _ = path.clipped(to: box, tolerance: 0.01)
            _ = path.cleaned(tolerance: 0.01)
            _ = path.contains(Point(0.5, 0.5), rule: .evenOdd, tolerance: 0.01)
            _ = path.transformed(by: AffineTransform(a: 1e300, b: 0, c: 0, d: 1e300, e: 0, f: 0))
            for width in [1e-300, 2, 1e300, .infinity, .nan] {
                _ = path.stroked(StrokeStyle(width: width, cap: .round, join: .round), tolerance: 0.05)
                _ = path.stroked(StrokeStyle(width: width, cap: .square, join: .miter, miterLimit: 1e300), tolerance: 0.05)
            }
            for dashes in [[1.0, 1.0], [1e-300, 1e-300], [0, 0], [1e300], [.nan, 1], [.infinity, 1]] {
                _ = path.dashed(dashes, offset: 0.5, tolerance: 0.05)
            }
            _ = Path.clampedCompatibly([path, path], to: [box, box])
        }
    }

    /// Dashes far shorter than the path would make billions of pieces; the count stays bounded.
    func testTinyDashesOnALongPathStayBounded() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.line(to: Point(1e6, 0))
        let dashed = path.dashed([1e-9, 1e-9], tolerance: 0.01)
        XCTAssertLessThan(dashed.elements.count, 5_000_000)
    }
}
