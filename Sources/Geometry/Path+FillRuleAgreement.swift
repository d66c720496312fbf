import Foundation

extension Path {
    /// Whether filling with the NONZERO rule paints a different region than EVEN-ODD does.
    ///
    /// The two rules disagree exactly where the winding number is even but not zero: inside
    /// nested contours that run the same way. Sketch and Figma put `fill-rule="evenodd"` on
    /// whole documents whose outlines already alternate direction, so the rule is often moot.
    ///
    /// Fast path: when no contour touches another or itself, each contour's inside (outside
    /// its children) lies inside that contour and its ancestors only, so the rules disagree
    /// there when that count is even and the ancestors' windings do not cancel. Otherwise the
    /// region where the two fills differ is computed with the polygon boolean and measured.
    public func evenOddDiffersFromNonZero(tolerance: Double) -> Bool {
        (try? evenOddDiffersFromNonZero(tolerance: tolerance, workLimit: .max)) ?? false
    }

    /// `evenOddDiffersFromNonZero(tolerance:)` whose polygon boolean gives up, throwing, after
    /// `workLimit` units of work (see `combined(with:…workLimit:)`).
    public func evenOddDiffersFromNonZero(tolerance: Double, workLimit: Int) throws(BooleanWorkLimitExceeded) -> Bool {
        let eps = Path.booleanEpsilon(tolerance: tolerance)
        var loops: [(poly: Polygon, area: Double, bounds: Rect)] = []
        for sub in subpaths {
            let points = dedupedLoop(sub.flattened(tolerance: tolerance).points, eps: eps)
            let polygon = Polygon(points: points, isClosed: true)
            let area = polygon.signedArea
            guard points.count > 2, abs(area) > eps * eps, let b = Rect(enclosing: points) else { continue }
            loops.append((polygon, area, b))
        }
        guard !loops.isEmpty else { return false }
        if polygonsTouch(loops.map(\.poly.points), eps: eps, workLimit: workLimit) {
            let difference = try combined(with: self, operation: .xor, rule: .evenOdd, otherRule: .nonZero,
                                          tolerance: tolerance, workLimit: workLimit)
            let area = difference.signedArea(tolerance: tolerance)
            let scale = loops.map { abs($0.area) }.max() ?? 0
            return abs(area) > max(eps * eps, scale * 1e-6)
        }
        for (i, loop) in loops.enumerated() {
            // No contacts: the loop lies wholly inside or outside every other loop; its first
            // vertex decides which.
            let probe = loop.poly.points[0]
            var count = 1
            var winding = loop.area > 0 ? 1 : -1
            for (j, other) in loops.enumerated() where j != i && other.bounds.contains(probe) {
                guard other.poly.winding(at: probe) != 0 else { continue }
                count += 1
                winding += other.area > 0 ? 1 : -1
            }
            if count % 2 == 0 && winding != 0 { return true }
        }
        return false
    }
}
