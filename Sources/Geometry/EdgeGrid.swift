import Foundation

/// A uniform bucket grid over straight edges. Each edge is registered in every cell its
/// (margin-grown) segment passes through, so pair tests and axis-aligned ray queries only look
/// at nearby edges instead of all of them — O(n) cells for O(n) edges keeps icons with
/// thousands of edges fast.
struct EdgeGrid {
    let minX: Double, minY: Double, cell: Double
    let cols: Int, rows: Int
    private(set) var cells: [[Int32]]

    init(bounds: Rect, edgeCount: Int) {
        minX = bounds.minX
        minY = bounds.minY
        let w = max(bounds.width, 1e-12), h = max(bounds.height, 1e-12)
        // About one cell per edge, capped so memory stays small.
        let target = Double(min(max(edgeCount, 1), 250_000))
        var size = (w * h / target).squareRoot()
        if !(size > 0) || !size.isFinite { size = max(w, h) }
        size = max(size, max(w, h) / 1024)
        cell = size
        cols = EdgeGrid.cellCount(w / size)
        rows = EdgeGrid.cellCount(h / size)
        cells = Array(repeating: [], count: cols * rows)
    }

    /// Cells along one side: the ratio rounded up and kept in 1...1024. A bounding box wider than
    /// the Double range (coordinates near ±1e308) gives an infinite or NaN ratio; one cell then.
    private static func cellCount(_ ratio: Double) -> Int {
        guard ratio.isFinite else { return 1 }
        return Int(max(1, min(1024, ratio.rounded(.up))))
    }

    func col(_ x: Double) -> Int {
        let c = ((x - minX) / cell).rounded(.down)
        guard c.isFinite else { return 0 }
        return Int(max(0, min(Double(cols - 1), c)))
    }

    func row(_ y: Double) -> Int {
        let r = ((y - minY) / cell).rounded(.down)
        guard r.isFinite else { return 0 }
        return Int(max(0, min(Double(rows - 1), r)))
    }

    /// Registers edge `index` (a→b) in every cell the segment, grown by `margin`, touches.
    mutating func insert(_ index: Int, _ a: Point, _ b: Point, margin: Double) {
        let r0 = row(min(a.y, b.y) - margin), r1 = row(max(a.y, b.y) + margin)
        let idx = Int32(index)
        for r in r0...r1 {
            // The part of the segment inside this row's band, as an x-range.
            let y0 = minY + Double(r) * cell - margin, y1 = minY + Double(r + 1) * cell + margin
            var xlo: Double, xhi: Double
            if a.y == b.y || r0 == r1 {
                xlo = min(a.x, b.x); xhi = max(a.x, b.x)
            } else {
                var t0 = (y0 - a.y) / (b.y - a.y), t1 = (y1 - a.y) / (b.y - a.y)
                if t0 > t1 { swap(&t0, &t1) }
                t0 = max(0, t0); t1 = min(1, t1)
                if t0 > t1 { continue }
                let xa = a.x + (b.x - a.x) * t0, xb = a.x + (b.x - a.x) * t1
                xlo = min(xa, xb); xhi = max(xa, xb)
            }
            for c in col(xlo - margin)...col(xhi + margin) { cells[r * cols + c].append(idx) }
        }
    }
}

/// Where two segments touch, within `eps`. Endpoints lying on the other segment's interior are
/// reported as that endpoint itself (so overlapping and T-junction edges end up sharing exact
/// vertices); proper crossings as the computed crossing point.
struct SegmentContact {
    var onFirst: [Point] = []
    var onSecond: [Point] = []
    /// Any contact at all, including endpoint-to-endpoint.
    var touches = false
}

func segmentContact(_ p0: Point, _ p1: Point, _ q0: Point, _ q1: Point, eps: Double) -> SegmentContact {
    var result = SegmentContact()
    if max(p0.x, p1.x) + eps < min(q0.x, q1.x) || max(q0.x, q1.x) + eps < min(p0.x, p1.x)
        || max(p0.y, p1.y) + eps < min(q0.y, q1.y) || max(q0.y, q1.y) + eps < min(p0.y, p1.y) {
        return result
    }
    let d1 = p1 - p0, d2 = q1 - q0
    let l1 = d1.length, l2 = d2.length
    guard l1 > 0, l2 > 0 else { return result }

    // Endpoint of one segment on (or near) the other.
    func project(_ x: Point, onto a: Point, _ d: Point, _ len: Double) -> (interior: Bool, near: Bool) {
        let t = (x - a).dot(d) / (len * len)
        let closest = a + d * min(1, max(0, t))
        guard closest.distance(to: x) <= eps else { return (false, false) }
        let along = t * len
        return (along > eps && along < len - eps, true)
    }
    for q in [q0, q1] {
        let (interior, near) = project(q, onto: p0, d1, l1)
        if near { result.touches = true }
        if interior { result.onFirst.append(q) }
    }
    for p in [p0, p1] {
        let (interior, near) = project(p, onto: q0, d2, l2)
        if near { result.touches = true }
        if interior { result.onSecond.append(p) }
    }

    let denom = d1.cross(d2)
    // Skip (near-)parallel pairs: overlaps were covered by the endpoint tests above.
    if abs(denom) > 1e-12 * l1 * l2 {
        let w = q0 - p0
        let t = w.cross(d2) / denom, u = w.cross(d1) / denom
        if t >= 0, t <= 1, u >= 0, u <= 1 {
            result.touches = true
            let ta = t * l1, ua = u * l2
            if ta > eps, ta < l1 - eps, ua > eps, ua < l2 - eps {
                let x = p0 + d1 * t
                result.onFirst.append(x)
                result.onSecond.append(x)
            }
        }
    }
    return result
}

/// Rounds coordinates to multiples of `eps` so nearly equal vertices become identical.
struct Snapper {
    let eps: Double

    struct Key: Hashable { var x: Int64; var y: Int64 }

    func key(_ p: Point) -> Key? {
        let x = (p.x / eps).rounded(), y = (p.y / eps).rounded()
        guard abs(x) < 9e15, abs(y) < 9e15 else { return nil }
        return Key(x: Int64(x), y: Int64(y))
    }

    func point(_ k: Key) -> Point { Point(Double(k.x) * eps, Double(k.y) * eps) }
}
