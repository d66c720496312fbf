import Foundation

/// The result of rewriting an even-odd fill for nonzero filling.
public struct EvenOddConversion: Sendable, Hashable {
    public var path: Path
    /// True when subpaths crossed or touched, so the region was rebuilt from flattened
    /// polygons (curves became lines) instead of just reorienting subpaths.
    public var usedPolygonFallback: Bool
}

extension Path {
    /// A path that, filled with the NONZERO rule, covers exactly what `self` covers with
    /// EVEN-ODD.
    ///
    /// Fast path (curves kept): when no subpath touches another or itself, each subpath's
    /// nesting depth is the number of other subpaths containing it; even depths are oriented
    /// clockwise on screen and odd depths counter-clockwise, so nonzero windings alternate
    /// 1, 0, 1, … exactly like even-odd parity. Otherwise the region is rebuilt with the
    /// polygon boolean (`simplified(rule: .evenOdd, …)`).
    public func evenOddToNonZero(tolerance: Double) -> EvenOddConversion {
        (try? evenOddToNonZero(tolerance: tolerance, workLimit: .max)) ?? EvenOddConversion(path: Path(), usedPolygonFallback: true)
    }

    /// `evenOddToNonZero(tolerance:)` whose polygon fallback gives up, throwing, after `workLimit`
    /// units of work (see `combined(with:…workLimit:)`).
    public func evenOddToNonZero(tolerance: Double, workLimit: Int) throws(BooleanWorkLimitExceeded) -> EvenOddConversion {
        let eps = Path.booleanEpsilon(tolerance: tolerance)
        let subs = subpaths
        var kept: [(sub: Subpath, poly: [Point], area: Double, bounds: Rect)] = []
        for sub in subs {
            let poly = dedupedLoop(sub.flattened(tolerance: tolerance).points, eps: eps)
            let area = Polygon(points: poly, isClosed: true).signedArea
            // Zero-area simple loops paint nothing under either rule.
            guard poly.count > 2, abs(area) > eps * eps, let b = Rect(enclosing: poly) else { continue }
            kept.append((sub, poly, area, b))
        }
        if polygonsTouch(kept.map(\.poly), eps: eps, workLimit: workLimit) {
            return EvenOddConversion(path: try simplified(rule: .evenOdd, tolerance: tolerance, workLimit: workLimit),
                                     usedPolygonFallback: true)
        }
        var result: [Subpath] = []
        for (i, item) in kept.enumerated() {
            // No contacts, so the whole loop is on one side of every other loop: its first
            // vertex decides.
            let probe = item.poly[0]
            var depth = 0
            for (j, other) in kept.enumerated() where j != i && other.bounds.contains(probe) {
                if Polygon(points: other.poly, isClosed: true).winding(at: probe) != 0 { depth += 1 }
            }
            let wantClockwise = depth % 2 == 0
            result.append((item.area > 0) == wantClockwise ? item.sub : item.sub.reversed())
        }
        return EvenOddConversion(path: Path(subpaths: result), usedPolygonFallback: false)
    }
}

/// Whether any two edges of the closed polygons touch, other than consecutive edges of one
/// polygon meeting at their shared vertex (a fold-back along the same line does count).
/// Answers true, without testing, when the pair tests would pass `workLimit`: the caller's
/// polygon boolean then meets the same limit and reports it.
func polygonsTouch(_ polygons: [[Point]], eps: Double, workLimit: Int = .max) -> Bool {
    var edges: [(a: Point, b: Point, poly: Int, index: Int, count: Int)] = []
    for (pi, poly) in polygons.enumerated() {
        for i in poly.indices {
            edges.append((poly[i], poly[(i + 1) % poly.count], pi, i, poly.count))
        }
    }
    guard let bounds = Rect(enclosing: edges.flatMap { [$0.a, $0.b] }) else { return false }
    var grid = EdgeGrid(bounds: bounds, edgeCount: edges.count)
    for (i, e) in edges.enumerated() { grid.insert(i, e.a, e.b, margin: 2 * eps) }
    var pairs = 0
    for cell in grid.cells { pairs += cell.count * (cell.count - 1) / 2 + cell.count }
    if pairs > workLimit { return true }
    for cell in grid.cells where cell.count > 1 {
        for x in 0..<(cell.count - 1) {
            let e = edges[Int(cell[x])]
            for y in (x + 1)..<cell.count {
                let f = edges[Int(cell[y])]
                if e.poly == f.poly {
                    let n = e.count
                    let fFollows = (e.index + 1) % n == f.index, eFollows = (f.index + 1) % n == e.index
                    if fFollows || eFollows {
                        // Adjacent edges share a vertex; only a fold-back (the far end of one
                        // lying on the other) counts as touching.
                        let (first, second) = fFollows ? (e, f) : (f, e)
                        if distanceToSegment(second.b, first.a, first.b) <= eps
                            || distanceToSegment(first.a, second.a, second.b) <= eps { return true }
                        continue
                    }
                }
                if segmentContact(e.a, e.b, f.a, f.b, eps: eps).touches { return true }
            }
        }
    }
    return false
}

/// A closed loop without consecutive vertices closer than `eps` (zero-length edges would make
/// their neighbours look like touching non-adjacent edges).
func dedupedLoop(_ points: [Point], eps: Double) -> [Point] {
    var out: [Point] = []
    for p in points where out.last.map({ $0.distance(to: p) > eps }) ?? true { out.append(p) }
    while out.count > 1, let first = out.first, let last = out.last, first.distance(to: last) <= eps {
        out.removeLast()
    }
    return out
}
