import Foundation

/// The result of `Path.offsetCompatibly`.
public struct CompatibleOffset: Sendable, Hashable {
    /// The offset outline: element for element the same commands as the input. The input itself
    /// when `refusal` is set.
    public var path: Path
    /// Why the outline could not be offset (it would fold, cross itself, merge with another contour
    /// or vanish), or nil.
    public var refusal: String?
    /// How many on-curve points were held back by the minimum stem or gap.
    public var clampedPoints: Int
    /// The largest distance, at sampled points, between an offset curve and the exact offset of
    /// its source curve (template units of the input's space).
    public var curveDeviation: Double
    /// The contours (subpath indices) behind `refusal`: those that would vanish, cross themselves
    /// or merge. Empty when accepted or when no contour is to blame.
    public var culprits: [Int] = []
    /// How many contours moved less than the asked distance to stay apart (`offsetKeepingApart`).
    public var contoursHeldBack = 0
}

/// Limits for `Path.offsetCompatibly`.
public struct OffsetLimits: Sendable, Hashable {
    /// No stem gets thinner than this.
    public var minimumStem: Double
    /// No counter or gap between contours gets narrower than this.
    public var minimumGap: Double
    /// The longest a corner point may move, as a multiple of the distance (SVG's default miter limit).
    public var miterLimit: Double

    public init(minimumStem: Double, minimumGap: Double, miterLimit: Double = 4) {
        self.minimumStem = minimumStem
        self.minimumGap = minimumGap
        self.miterLimit = miterLimit
    }
}

extension Path {
    /// Stroke outlines closer than this share of the minimum gap touch (`offsetCompatibly`).
    static let strokeTouchShare = 0.25

    /// Grows (`distance` > 0) or shrinks this non-zero fill's outline by `distance` while keeping
    /// every command: each on-curve point moves along its outward normal (along the bisector,
    /// miter-like, at corners), each curve's handles keep their directions and are scaled by the
    /// curvature so the curve stays a curve close to the exact offset (the Hermite rule the stroker
    /// uses). Holes move the other way because "outward" is decided by which side is unfilled.
    /// Points are held back so stems keep `limits.minimumStem` and gaps keep `limits.minimumGap`.
    /// The turn-through-the-centreline loops a stroke outline has at inner joins keep their pivot
    /// and scale their spokes, as a wider or narrower stroke would draw them.
    /// Refused (the input returned with a reason) when a contour would cross another it did not
    /// cross, or a simple contour would cross itself or turn inside out. (A contour with edges
    /// inside the fill, such as a stroke outline's turns through its centreline, may cross itself
    /// differently and change its signed area at another width: that is how the wider or narrower
    /// stroke is drawn.)
    public func offsetCompatibly(by distance: Double, limits: OffsetLimits, tolerance: Double) -> CompatibleOffset {
        offsetCompatibly(by: distance, scales: nil, limits: limits, tolerance: tolerance)
    }

    /// `offsetCompatibly` with contour `i` moved by `distance * scales[i]` (all by `distance` when nil).
    func offsetCompatibly(by distance: Double, scales: [Double]?, limits: OffsetLimits,
                          tolerance: Double) -> CompatibleOffset {
        // Measuring and checking need the outline only to a thousandth of its size.
        let coarse = max(tolerance, (bounds.map { max($0.width, $0.height) } ?? 0) / 1000)
        let probe = FillProbe(self, tolerance: coarse)
        var offsetter = ContourOffsetter(probe: probe, distance: distance, limits: limits)
        let subs = subpaths
        let moved = subs.enumerated().map { index, sub in
            offsetter.distance = distance * (scales?[index] ?? 1)
            return offsetter.offset(sub)
        }
        let result = Path(replacingSubpathsOf: self, with: moved)
        let vanishing = subs.indices.filter { index in
            guard !offsetter.overlapsFill[index] else { return false }
            let a = subs[index].signedArea, b = moved[index].signedArea
            return abs(a) > 0 && (a * b <= 0 || abs(b) < abs(a) * 1e-4)
        }
        if !vanishing.isEmpty {
            return CompatibleOffset(path: self, refusal: "a contour would vanish or turn inside out",
                                    clampedPoints: offsetter.clamped, curveDeviation: 0, culprits: vanishing)
        }
        // Loops smaller than this are specks where a tiny curve meets a line; they do not show.
        let speck = max(coarse, min(limits.minimumStem, limits.minimumGap) / 4)
        // Closer than this is touching: a ten-thousandth of the outline's size (0.05 px at 512 px).
        let touch = coarse / 10
        let crossingsBefore = contourCrossings(self, tolerance: coarse, speck: speck)
        let crossingsAfter = contourCrossings(result, tolerance: coarse, speck: speck)
        // Contours that grew into each other without a proper crossing (edge on edge) merge too.
        let crossedOver = contoursCrossingOver(subs, moved, tolerance: coarse).subtracting(crossingsBefore)
        let introduced = crossingsAfter.subtracting(crossingsBefore).union(crossedOver).filter { pair in
            // Contours that already overlapped (a stroke's end inside another stroke) may cross at
            // another width, as the strokes themselves do; separate features may not.
            if pair.a == pair.b { return !offsetter.overlapsFill[pair.a] }
            if offsetter.overlapsFill[pair.a] && offsetter.overlapsFill[pair.b] && overlapped(subs[pair.a], subs[pair.b], coarse) {
                return false
            }
            // Contours that already touch (a round cap ending on another stroke's edge, as Heroicons'
            // lines end on their frame) are one shape already: thinner or bolder, they may cross.
            // Flattened finer than `touch`, so two outlines that are tangent in fact do not look apart.
            // Outlines of strokes (they turn through their centreline) that come within a quarter of
            // the minimum gap are strokes drawn to end on each other, the source's rounding leaving a
            // sliver (Heroicons `hand-raised`: 0.015 of 24 units): one shape too.
            let strokes = offsetter.overlapsFill[pair.a] && offsetter.overlapsFill[pair.b]
            let within = strokes ? max(touch, Self.strokeTouchShare * min(limits.minimumGap, limits.minimumStem)) : touch
            return !touching(subs[pair.a], subs[pair.b], within / 2, within: within)
        }
        if let pair = introduced.min(by: { ($0.a, $0.b) < ($1.a, $1.b) }) {
            let why = pair.a == pair.b ? "an outline would cross itself" : "two outlines would merge"
            let culprits = Set(introduced.flatMap { [$0.a, $0.b] }).sorted()
            return CompatibleOffset(path: self, refusal: why, clampedPoints: offsetter.clamped, curveDeviation: 0,
                                    culprits: culprits)
        }
        return CompatibleOffset(path: result, refusal: nil, clampedPoints: offsetter.clamped,
                                curveDeviation: offsetter.deviation)
    }

    /// This path's elements with each subpath's points taken from `moved` (same shapes, in order).
    /// Walks the elements rather than rebuilding from subpaths so implicit moves stay implicit.
    init(replacingSubpathsOf original: Path, with moved: [Subpath]) {
        var elements: [PathElement] = []
        elements.reserveCapacity(original.elements.count)
        var index = -1, segment = 0, open = false
        for element in original.elements {
            switch element {
            case .move:
                index += 1; segment = 0; open = true
                elements.append(.move(moved[index].start))
            case .close:
                elements.append(.close)
                open = false
            default:
                if !open { index += 1; segment = 0; open = true }
                elements.append(moved[index].segments[segment].element)
                segment += 1
            }
        }
        self.init(elements)
    }
}

/// Whether either contour has a point inside the other's own fill.
func overlapped(_ a: Subpath, _ b: Subpath, _ tolerance: Double) -> Bool {
    let pa = a.flattened(tolerance: tolerance), pb = b.flattened(tolerance: tolerance)
    let qa = Polygon(points: pa.points, isClosed: true), qb = Polygon(points: pb.points, isClosed: true)
    return pa.points.contains { qb.winding(at: $0) != 0 } || pb.points.contains { qa.winding(at: $0) != 0 }
}

/// Whether the flattened outlines of two contours come within `distance` of each other (or cross).
func touching(_ a: Subpath, _ b: Subpath, _ tolerance: Double, within distance: Double) -> Bool {
    let pa = a.flattened(tolerance: tolerance).points, pb = b.flattened(tolerance: tolerance).points
    guard pa.count > 1, pb.count > 1, let ba = Rect(enclosing: pa), let bb = Rect(enclosing: pb),
          ba.minX - distance <= bb.maxX, bb.minX - distance <= ba.maxX,
          ba.minY - distance <= bb.maxY, bb.minY - distance <= ba.maxY else { return false }
    // Each vertex against the other outline's edges finds the closest approach of two polylines
    // unless they properly cross, which `polygonsCross` finds.
    func near(_ p: [Point], _ q: [Point]) -> Bool {
        p.contains { v in
            (0..<q.count).contains { j in
                let c = q[j], d = q[(j + 1) % q.count]
                guard v.x >= min(c.x, d.x) - distance, v.x <= max(c.x, d.x) + distance,
                      v.y >= min(c.y, d.y) - distance, v.y <= max(c.y, d.y) + distance else { return false }
                let e = d - c, length2 = e.dot(e)
                let t = length2 > 0 ? max(0, min(1, (v - c).dot(e) / length2)) : 0
                return v.distance(to: c + e * t) <= distance
            }
        }
    }
    return near(pa, pb) || near(pb, pa) || polygonsCross(pa, pb, same: false)
}

/// A pair of contour indices (a ≤ b) whose flattened outlines cross; a == b for a self-crossing.
struct ContourPair: Hashable {
    var a: Int
    var b: Int
}

/// Every pair of contours of `path` whose flattened outlines properly cross; a contour crossing
/// itself only in loops smaller than `speck` does not count.
func contourCrossings(_ path: Path, tolerance: Double, speck: Double = 0) -> Set<ContourPair> {
    let polygons = path.subpaths.map { $0.flattened(tolerance: tolerance).points }
    let boxes = polygons.map { Rect(enclosing: $0) }
    var result: Set<ContourPair> = []
    for i in polygons.indices where polygons[i].count > 2 {
        for j in i..<polygons.count where polygons[j].count > 2 {
            guard let bi = boxes[i], let bj = boxes[j], bi.intersection(bj) != nil || i == j else { continue }
            if polygonsCross(polygons[i], polygons[j], same: i == j, speck: speck) { result.insert(ContourPair(a: i, b: j)) }
        }
    }
    return result
}

/// Whether two closed polygons (or one with itself, skipping neighbouring edges and loops
/// smaller than `speck`) properly cross.
func polygonsCross(_ p: [Point], _ q: [Point], same: Bool, speck: Double = 0) -> Bool {
    let n = p.count, m = q.count
    // q's edges by their left end, so each edge of p only visits the edges whose x-range can meet it.
    let order = (0..<m).sorted { min(q[$0].x, q[($0 + 1) % m].x) < min(q[$1].x, q[($1 + 1) % m].x) }
    let lefts = order.map { min(q[$0].x, q[($0 + 1) % m].x) }
    let widest = (0..<m).reduce(0.0) { max($0, abs(q[$1].x - q[($1 + 1) % m].x)) }
    for i in 0..<n {
        let a = p[i], b = p[(i + 1) % n]
        let minX = min(a.x, b.x), maxX = max(a.x, b.x), minY = min(a.y, b.y), maxY = max(a.y, b.y)
        var low = 0, high = m  // first edge whose left end can reach minX
        while low < high {
            let mid = (low + high) / 2
            if lefts[mid] < minX - widest { low = mid + 1 } else { high = mid }
        }
        for k in low..<m {
            if lefts[k] > maxX { break }
            let j = order[k]
            if same && (j <= i + 1 || (j + 1) % n == i) { continue }
            let c = q[j], d = q[(j + 1) % m]
            if max(c.x, d.x) < minX || min(c.x, d.x) > maxX || max(c.y, d.y) < minY || min(c.y, d.y) > maxY { continue }
            let d1 = (b - a).cross(c - a), d2 = (b - a).cross(d - a)
            let d3 = (d - c).cross(a - c), d4 = (d - c).cross(b - c)
            if (d1 > 0 && d2 < 0 || d1 < 0 && d2 > 0) && (d3 > 0 && d4 < 0 || d3 < 0 && d4 > 0) {
                if same && speck > 0 && isSpeck(p, from: i, to: j, speck: speck) { continue }
                return true
            }
        }
    }
    return false
}

/// Whether the loop a self-crossing of edges `i` < `j` cuts off (either way round) is smaller than `speck`.
func isSpeck(_ p: [Point], from i: Int, to j: Int, speck: Double) -> Bool {
    func small(_ points: ArraySlice<Point>) -> Bool {
        guard let box = Rect(enclosing: points) else { return true }
        return max(box.width, box.height) < speck
    }
    return small(p[(i + 1)...j]) || small(p[(j + 1)...] + p[...i])
}
