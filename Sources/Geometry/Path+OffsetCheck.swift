import Foundation

extension Path {
    /// The contours (subpath indices) of `offset`, an outline offset from this one by `distance`
    /// (contour `i` by `distance * scales[i]`, same commands), that moved the wrong way: where the
    /// ink should advance (a bolder weight; a knocked-out line, scale < 0, at a lighter one) it
    /// retreated, or the reverse. Judged from the fill alone, not as the offsetter decided each
    /// contour's outward side, so a misjudged side shows: at points spread along the contour where
    /// it bounds the fill, a point half the move inside Regular's ink must stay ink when the ink
    /// should advance, and a point half the move outside it must stay empty when the ink should
    /// retreat. Wrong when most such points fail; a contour held back or clamped passes, and so do
    /// a stroke outline's spokes through its centreline (fill on both sides: not sampled).
    public func wrongWayContours(in offset: Path, distance: Double, scales: [Double]? = nil,
                                 tolerance: Double) -> [Int] {
        let size = bounds.map { max($0.width, $0.height) } ?? 0
        let coarse = max(tolerance, size / 1000)
        let probe = FillProbe(self, tolerance: coarse), moved = FillProbe(offset, tolerance: coarse)
        let before = subpaths
        guard before.count == offset.subpaths.count else { return Array(before.indices) }
        return before.indices.filter { index in
            let move = distance * (scales?[index] ?? 1)
            let polygon = before[index].flattened(tolerance: coarse).points
            guard move != 0, polygon.count > 2 else { return false }
            var asked = 0, failed = 0
            for (p, tangent) in Self.samples(polygon, count: 32) {
                let n = strokerNormal(tangent) * (1e3 * probe.epsilon)
                let left = probe.isFilled(p + n), right = probe.isFilled(p - n)
                guard left != right else { continue }
                let inkward = strokerNormal(tangent) * (left ? 1.0 : -1.0)
                // Half the move into the ink (advancing) or out of it (retreating).
                let q = p + inkward * (move > 0 ? abs(move) / 2 : -abs(move) / 2)
                guard probe.isFilled(q) == (move > 0) else { continue }
                asked += 1
                if moved.isFilled(q) != (move > 0) { failed += 1 }
            }
            return asked > 0 && failed * 2 > asked
        }
    }

    /// Whether this path's non-zero filled area moved against `distance`'s sign (an outline grown
    /// outward must cover more, shrunk less) by more than a thousandth of it.
    /// `area`, when given, is this path's `checkedFilledArea(tolerance:)`, measured once for
    /// several offsets of the same outline.
    public func filledAreaMovedWrongWay(in offset: Path, distance: Double, tolerance: Double,
                                        area: Double? = nil) -> Bool {
        let size = bounds.map { max($0.width, $0.height) } ?? 0
        let coarse = max(tolerance, size / 1000)
        let old = area ?? nonZeroArea(flattened(tolerance: coarse).map(\.points))
        let new = nonZeroArea(offset.flattened(tolerance: coarse).map(\.points))
        return distance != 0 && (new - old) * (distance > 0 ? 1 : -1) < -1e-3 * old
    }
}

extension Path {
    /// The non-zero filled area `filledAreaMovedWrongWay` compares, flattened as it flattens.
    public func checkedFilledArea(tolerance: Double) -> Double {
        let size = bounds.map { max($0.width, $0.height) } ?? 0
        return nonZeroArea(flattened(tolerance: max(tolerance, size / 1000)).map(\.points))
    }
}

/// The area the closed polygons cover under the non-zero rule, by scanlines (512 rows across their
/// bounds, each row's covered spans measured exactly along it): fine enough to tell which way an
/// outline moved, and independent of the polygons' orientation and self-crossings.
func nonZeroArea(_ polygons: [[Point]]) -> Double {
    let all = polygons.filter { $0.count > 2 }
    guard let box = Rect(enclosing: all.flatMap { $0 }), box.height > 0 else { return 0 }
    let rows = 512, step = box.height / Double(rows)
    let (crossings, rowStarts) = scanlineCrossings(all, rows: rows, minY: box.minY, step: step)
    var area = 0.0
    var row = [(x: Double, winding: Int)]()
    for r in 0..<rows {
        row.removeAll(keepingCapacity: true)
        row.append(contentsOf: crossings[rowStarts[r]..<rowStarts[r + 1]])
        row.sort { $0.x < $1.x }
        var winding = 0
        for (k, crossing) in row.enumerated() {
            winding += crossing.winding
            if winding != 0, k + 1 < row.count { area += (row[k + 1].x - crossing.x) * step }
        }
    }
    return area
}

/// Each row's crossings of the scanline `y = minY + (row + 0.5) * step` (x and edge direction).
/// Each edge visits only the rows its y-range can reach (instead of every row visiting every
/// edge), and edges are walked in polygon order, so each row lists the same crossings in the same
/// order as a row-by-row scan of all edges would.
private func scanlineCrossings(_ polygons: [[Point]], rows: Int, minY: Double,
                               step: Double) -> (crossings: [(x: Double, winding: Int)], rowStarts: [Int]) {
    // Two walks over the same edges: the first counts each row's crossings, the second files them
    // into one buffer, row after row.
    var rowStarts = [Int](repeating: 0, count: rows + 1)
    forEachScanlineCrossing(polygons, rows: rows, minY: minY, step: step) { row, _, _, _ in rowStarts[row + 1] += 1 }
    for r in 0..<rows { rowStarts[r + 1] += rowStarts[r] }
    var next = rowStarts
    var crossings = [(x: Double, winding: Int)](repeating: (0, 0), count: rowStarts[rows])
    forEachScanlineCrossing(polygons, rows: rows, minY: minY, step: step) { row, a, b, y in
        crossings[next[row]] = (a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), b.y > a.y ? 1 : -1)
        next[row] += 1
    }
    return (crossings, rowStarts)
}

/// Calls `body` with (row, a, b, y) for each edge a→b crossing row's scanline, polygon by polygon.
private func forEachScanlineCrossing(_ polygons: [[Point]], rows: Int, minY: Double, step: Double,
                                     _ body: (Int, Point, Point, Double) -> Void) {
    for polygon in polygons {
        var a = polygon[polygon.count - 1]
        for b in polygon {
            defer { a = b }
            // A level edge never has one end on each side of a scanline.
            guard a.y != b.y else { continue }
            var first = 0, last = rows - 1
            let low = (min(a.y, b.y) - minY) / step - 0.5, high = (max(a.y, b.y) - minY) / step - 0.5
            // A row of margin either side covers rounding; the exact test below decides.
            if low.isFinite && high.isFinite {
                first = max(0, Int(max(-1, min(Double(rows), low.rounded(.down)))) - 1)
                last = min(rows - 1, Int(max(-1, min(Double(rows), high.rounded(.up)))) + 1)
            }
            guard first <= last else { continue }
            for row in first...last {
                let y = minY + (Double(row) + 0.5) * step
                if (a.y <= y) != (b.y <= y) { body(row, a, b, y) }
            }
        }
    }
}
