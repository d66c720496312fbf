import Foundation

/// Measures a non-zero fill along rays, on its flattened contours: how far a ray runs inside the
/// fill (a stem's width) or outside it (a counter's or gap's width). Used to size weight offsets.
struct FillProbe {
    /// Every subpath flattened, implicitly closed (as filling closes them).
    let polygons: [[Point]]
    /// Per polygon bounds, to skip far contours cheaply.
    let boxes: [Rect]
    /// A length below which two crossings are the same point.
    let epsilon: Double
    /// The edges by band, for `winding(at:)`.
    private let bands: WindingBands
    /// Per polygon, the bounds of each run of `chunkSize` edges (edge `i` ends at point `i`), so a
    /// ray skips the runs it passes clear of.
    private let chunkBoxes: [[Rect]]
    private static let chunkSize = 16

    init(_ path: Path, tolerance: Double) {
        let flat = path.flattened(tolerance: tolerance).map(\.points).filter { $0.count > 2 }
        polygons = flat
        boxes = flat.map { Rect(enclosing: $0)! }
        bands = WindingBands(flat)
        chunkBoxes = flat.map { polygon in
            stride(from: 0, to: polygon.count, by: Self.chunkSize).map { first in
                let last = min(first + Self.chunkSize, polygon.count) - 1
                let start = polygon[first == 0 ? polygon.count - 1 : first - 1]
                return Rect(enclosing: [start] + polygon[first...last])!
            }
        }
        var all: Rect?
        for box in boxes { all = all.map { $0.union(box) } ?? box }
        let size = all.map { max($0.width, $0.height) } ?? 1
        epsilon = 1e-7 * max(size, 1e-9)
    }

    func winding(at p: Point) -> Int { bands.winding(at: p) }

    func isFilled(_ p: Point) -> Bool { winding(at: p) != 0 }

    /// The distance from `p` along unit `direction` to where the fill state first differs from
    /// `startFilled` (a crossing closer than `epsilon` is `p`'s own edge and ignored); nil when
    /// the ray never changes state.
    func run(from p: Point, direction: Point, startFilled: Bool) -> Double? {
        var hits: [Double] = []
        // A contour the ray passes well clear of (by a ten-thousandth of the art) has no crossing.
        let margin = 1e3 * epsilon
        for (k, polygon) in polygons.enumerated() where Self.ray(from: p, direction, reaches: boxes[k], within: margin) {
            let n = polygon.count
            for (c, box) in chunkBoxes[k].enumerated() where Self.ray(from: p, direction, reaches: box, within: margin) {
                for i in (c * Self.chunkSize)..<min((c + 1) * Self.chunkSize, n) {
                    let a = polygon[i == 0 ? n - 1 : i - 1], b = polygon[i]
                    let e = b - a
                    let denom = direction.cross(e)
                    if abs(denom) > 1e-300 {
                        let ap = a - p
                        let t = ap.cross(e) / denom, s = ap.cross(direction) / denom
                        if t > epsilon && s >= 0 && s <= 1 { hits.append(t) }
                    }
                }
            }
        }
        hits.sort()
        for (k, t) in hits.enumerated() {
            let next = k + 1 < hits.count ? hits[k + 1] : t + max(1e3 * epsilon, 1e-6)
            if next - t <= epsilon { continue }
            if isFilled(p + direction * ((t + next) / 2)) != startFilled { return t }
        }
        return nil
    }

    /// Whether the ray from `p` along `direction` comes within `margin` of `box` (slab test).
    static func ray(from p: Point, _ direction: Point, reaches box: Rect, within margin: Double) -> Bool {
        var near = 0.0, far = Double.infinity
        func slab(_ start: Double, _ d: Double, _ low: Double, _ high: Double) -> Bool {
            if d == 0 { return !(start < low || start > high) }
            let t1 = (low - start) / d, t2 = (high - start) / d
            near = max(near, min(t1, t2))
            far = min(far, max(t1, t2))
            return true
        }
        guard slab(p.x, direction.x, box.minX - margin, box.maxX + margin),
              slab(p.y, direction.y, box.minY - margin, box.maxY + margin) else { return false }
        return !(near > far)
    }

    /// Which side of the boundary point `p` (on an edge of unit direction `tangent`) is filled:
    /// +1 the left normal side only, −1 the right only, 0 both or neither (an inner or stray edge).
    func filledSide(at p: Point, tangent: Point) -> Int {
        let n = strokerNormal(tangent) * (1e3 * epsilon)
        let left = isFilled(p + n), right = isFilled(p - n)
        return left == right ? 0 : (left ? 1 : -1)
    }
}

extension Path {
    /// The typical stem width of this non-zero fill taken together with `others`: the median,
    /// over 300 points spread evenly along the outer boundary, of the distance across the fill along
    /// the inward normal. For a fill made by outlining a stroke this is the stroke width (sides
    /// dominate the boundary; caps and joins are the minority). nil when nothing is filled.
    public static func typicalStemWidth(of paths: [Path], tolerance: Double) -> Double? {
        // A thousandth of the art's size is fine enough to measure widths on.
        let size = paths.compactMap(\.bounds).reduce(0.0) { max($0, $1.width, $1.height) }
        let probes = paths.map { FillProbe($0, tolerance: max(tolerance, size / 1000)) }
        var perimeter = 0.0
        for probe in probes {
            for polygon in probe.polygons {
                var a = polygon[polygon.count - 1]
                for b in polygon { perimeter += a.distance(to: b); a = b }
            }
        }
        guard perimeter > 0 else { return nil }
        let step = perimeter / 300
        var widths: [Double] = []
        for probe in probes {
            for polygon in probe.polygons {
                var a = polygon[polygon.count - 1]
                var carry = 0.0
                for b in polygon {
                    let length = a.distance(to: b)
                    var s = step - carry
                    while s < length {
                        let tangent = (b - a) / length
                        let p = a + tangent * s
                        let side = probe.filledSide(at: p, tangent: tangent)
                        if side != 0, let w = probe.run(from: p, direction: strokerNormal(tangent) * Double(side),
                                                        startFilled: true) {
                            widths.append(w)
                        }
                        s += step
                    }
                    carry = length - (s - step)
                    a = b
                }
            }
        }
        guard !widths.isEmpty else { return nil }
        widths.sort()
        return mostCommon(widths)
    }

    /// The median of the densest run of sorted `values` spanning 4 %: the width most of the
    /// outline shares (a stroke's sides), not pulled up by caps and joins the way a median is.
    static func mostCommon(_ values: [Double]) -> Double {
        var best = (start: 0, end: 1)
        var end = 0
        for start in values.indices {
            end = max(end, start + 1)
            while end < values.count && values[end] <= values[start] * 1.04 { end += 1 }
            if end - start > best.end - best.start { best = (start, end) }
        }
        return values[(best.start + best.end - 1) / 2]
    }
}
