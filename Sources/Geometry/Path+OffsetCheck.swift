import Foundation

extension Path {
    /// The contours (subpath indices) of `offset`, an outline offset from this one by `distance`
    /// (contour `i` by `distance * scales[i]`, same commands), whose own area changed the wrong way:
    /// an ink contour must grow when moved outward and a hole shrink (a knocked-out line, moved by
    /// a negative scale, the reverse). Each contour is classed ink or hole afresh from the fill on
    /// either side of it, not as the offsetter decided, so a misjudged side shows. A change counts
    /// as wrong when it goes against the expected sign by more than a tenth of what the full move
    /// would change (perimeter × distance), so clamped or held-back contours, and a stroke
    /// outline's spoke loops, pass.
    public func wrongWayContours(in offset: Path, distance: Double, scales: [Double]? = nil,
                                 tolerance: Double) -> [Int] {
        let size = bounds.map { max($0.width, $0.height) } ?? 0
        let coarse = max(tolerance, size / 1000)
        let probe = FillProbe(self, tolerance: coarse)
        let before = subpaths, after = offset.subpaths
        guard before.count == after.count else { return Array(before.indices) }
        return before.indices.filter { index in
            let move = distance * (scales?[index] ?? 1)
            let old = before[index].flattened(tolerance: coarse).points
            let new = after[index].flattened(tolerance: coarse).points
            guard move != 0, old.count > 2, let hole = Self.isHole(old, probe: probe) else { return false }
            let expected = (move > 0) == !hole ? 1.0 : -1.0
            let change = nonZeroArea([new]) - nonZeroArea([old])
            return change * expected < -0.1 * perimeter(old) * abs(move)
        }
    }

    /// Whether this path's non-zero filled area moved against `distance`'s sign (an outline grown
    /// outward must cover more, shrunk less) by more than a thousandth of it.
    public func filledAreaMovedWrongWay(in offset: Path, distance: Double, tolerance: Double) -> Bool {
        let size = bounds.map { max($0.width, $0.height) } ?? 0
        let coarse = max(tolerance, size / 1000)
        let old = nonZeroArea(flattened(tolerance: coarse).map(\.points))
        let new = nonZeroArea(offset.flattened(tolerance: coarse).map(\.points))
        return distance != 0 && (new - old) * (distance > 0 ? 1 : -1) < -1e-3 * old
    }

    /// Whether a closed polygon bounds a hole (the fill lies outside it where it lies on the
    /// fill's boundary), by majority over points spread along it; nil when no point is on the boundary.
    static func isHole(_ polygon: [Point], probe: FillProbe) -> Bool? {
        let own = Polygon(points: polygon, isClosed: true)
        var votes = 0
        for (p, tangent) in samples(polygon, count: 24) {
            let n = strokerNormal(tangent) * (1e3 * probe.epsilon)
            let fill = probe.isFilled(p + n), otherFill = probe.isFilled(p - n)
            guard fill != otherFill else { continue }
            let inside = own.winding(at: p + n) != 0
            votes += fill == inside ? -1 : 1
        }
        return votes == 0 ? nil : votes > 0
    }
}

/// The perimeter of a closed polygon.
func perimeter(_ polygon: [Point]) -> Double {
    polygon.indices.reduce(0) { $0 + polygon[$1].distance(to: polygon[($1 + 1) % polygon.count]) }
}

/// The area the closed polygons cover under the non-zero rule, by scanlines (512 rows across their
/// bounds, each row's covered spans measured exactly along it): fine enough to tell which way an
/// outline moved, and independent of the polygons' orientation and self-crossings.
func nonZeroArea(_ polygons: [[Point]]) -> Double {
    let all = polygons.filter { $0.count > 2 }
    guard let box = Rect(enclosing: all.flatMap { $0 }), box.height > 0 else { return 0 }
    let rows = 512, step = box.height / Double(rows)
    var area = 0.0
    for row in 0..<rows {
        let y = box.minY + (Double(row) + 0.5) * step
        var crossings: [(x: Double, winding: Int)] = []
        for polygon in all {
            var a = polygon[polygon.count - 1]
            for b in polygon {
                if (a.y <= y) != (b.y <= y) {
                    crossings.append((a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), b.y > a.y ? 1 : -1))
                }
                a = b
            }
        }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        for (k, crossing) in crossings.enumerated() {
            winding += crossing.winding
            if winding != 0, k + 1 < crossings.count { area += (crossings[k + 1].x - crossing.x) * step }
        }
    }
    return area
}
