import Foundation

/// The edges of closed polygons filed by horizontal band, so a winding number at a point visits
/// only the edges whose y-range reaches the point's band. The sum is the same as over every edge:
/// an edge outside the point's band has both ends above or both below it and adds nothing. As
/// `FillProbe` always did, a polygon lying wholly left of the point is not asked (its edges could
/// only count by rounding).
struct WindingBands {
    private let minY: Double
    private let maxY: Double
    /// 0 when there is one band holding every edge (level or non-finite polygons).
    private let bandHeight: Double
    private let bandCount: Int
    /// Band `k`'s edges are `edges[starts[k]..<starts[k + 1]]`.
    private let starts: [Int]
    private let edges: [(a: Point, b: Point, polygonMaxX: Double)]

    init(_ polygons: [[Point]]) {
        let used = polygons.filter { $0.count > 2 }
        let low = used.lazy.flatMap { $0 }.map(\.y).min() ?? 0
        let high = used.lazy.flatMap { $0 }.map(\.y).max() ?? 0
        let edgeCount = used.reduce(0) { $0 + $1.count }
        let banded = low.isFinite && high.isFinite && high > low
        let count = banded ? max(1, min(256, edgeCount / 8)) : 1
        let height = banded ? (high - low) / Double(count) : 0
        func range(_ a: Point, _ b: Point) -> ClosedRange<Int> {
            // A non-finite end could be in any band: file the edge in every one.
            guard a.y.isFinite, b.y.isFinite else { return 0...(count - 1) }
            return Self.band(of: min(a.y, b.y), low, height, count)...Self.band(of: max(a.y, b.y), low, height, count)
        }
        var counts = [Int](repeating: 0, count: count + 1)
        Self.forEachEdge(used) { a, b, _ in
            for k in range(a, b) { counts[k + 1] += 1 }
        }
        for k in 0..<count { counts[k + 1] += counts[k] }
        var next = counts
        var filed = [(a: Point, b: Point, polygonMaxX: Double)](repeating: (Point(0, 0), Point(0, 0), 0),
                                                                count: counts[count])
        Self.forEachEdge(used) { a, b, maxX in
            for k in range(a, b) { filed[next[k]] = (a, b, maxX); next[k] += 1 }
        }
        (minY, maxY, bandHeight, bandCount, starts, edges) = (low, high, height, count, counts, filed)
    }

    /// The winding number of all the polygons around `p` (`Polygon.winding(at:)` summed).
    func winding(at p: Point) -> Int {
        var k = 0
        if bandHeight > 0 {
            // Outside the polygons' y-range (or not a number) no edge has one end on each side.
            guard p.y >= minY, p.y <= maxY else { return 0 }
            k = Self.band(of: p.y, minY, bandHeight, bandCount)
        }
        var w = 0
        for i in starts[k]..<starts[k + 1] where p.x <= edges[i].polygonMaxX {
            w += crossing(edges[i].a, edges[i].b, p)
        }
        return w
    }

    /// The band holding `y`, clamped; monotonic in `y`, so an edge's bands hold its points' bands.
    private static func band(of y: Double, _ minY: Double, _ height: Double, _ count: Int) -> Int {
        guard height > 0 else { return 0 }
        let k = ((y - minY) / height).rounded(.down)
        return Int(max(0, min(Double(count - 1), k)))
    }

    private static func forEachEdge(_ polygons: [[Point]], _ body: (Point, Point, Double) -> Void) {
        for polygon in polygons {
            let maxX = Rect(enclosing: polygon)!.maxX
            var a = polygon[polygon.count - 1]
            for b in polygon { body(a, b, maxX); a = b }
        }
    }
}
