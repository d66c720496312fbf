import Geometry

/// `preserveAspectRatio`: how a viewBox is fitted into a viewport.
struct SVGAspectRatio: Sendable, Hashable {
    /// nil = `none` (stretch); otherwise alignment fractions 0, 0.5, 1 per axis.
    var align: (x: Double, y: Double)?
    var slice = false

    static let `default` = SVGAspectRatio(align: (0.5, 0.5), slice: false)

    static func == (l: SVGAspectRatio, r: SVGAspectRatio) -> Bool {
        l.slice == r.slice && l.align?.x == r.align?.x && l.align?.y == r.align?.y
    }

    func hash(into h: inout Hasher) {
        h.combine(slice); h.combine(align?.x); h.combine(align?.y)
    }

    static func parse(_ text: String) -> SVGAspectRatio? {
        var words = text.split(separator: " ").map { String($0) }
        if words.first == "defer" { words.removeFirst() }
        guard let first = words.first, words.count <= 2 else { return nil }
        var result = SVGAspectRatio()
        if words.count == 2 {
            switch words[1] {
            case "meet": result.slice = false
            case "slice": result.slice = true
            default: return nil
            }
        }
        if first == "none" { result.align = nil; return result }
        let fractions: [String: Double] = ["Min": 0, "Mid": 0.5, "Max": 1]
        // xMinYMid etc.: "x" + 3 letters + "Y" + 3 letters.
        guard first.count == 8, first.hasPrefix("x"),
              let fx = fractions[String(first.dropFirst().prefix(3))],
              first.dropFirst(4).first == "Y",
              let fy = fractions[String(first.suffix(3))] else { return nil }
        result.align = (fx, fy)
        return result
    }

    /// The transform mapping `viewBox` onto `viewport` (SVG 2 §8.2).
    func transform(viewBox vb: Rect, into viewport: Rect) -> AffineTransform {
        guard vb.width > 0, vb.height > 0 else { return .identity }
        var sx = viewport.width / vb.width
        var sy = viewport.height / vb.height
        var tx = viewport.minX - vb.minX * sx
        var ty = viewport.minY - vb.minY * sy
        if let align {
            let s = slice ? max(sx, sy) : min(sx, sy)
            sx = s
            sy = s
            tx = viewport.minX - vb.minX * s + (viewport.width - vb.width * s) * align.x
            ty = viewport.minY - vb.minY * s + (viewport.height - vb.height * s) * align.y
        }
        return AffineTransform(a: sx, b: 0, c: 0, d: sy, e: tx, f: ty)
    }
}

/// Tight bounds of a path, solving for curve extrema (used for `objectBoundingBox` and fallbacks).
enum SVGBounds {
    static func of(_ path: Path) -> Rect? {
        var points: [Point] = []
        var current = Point.zero
        var start = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                current = p; start = p; points.append(p)
            case .line(let p):
                current = p; points.append(p)
            case .quad(let c, let p):
                points.append(p)
                for t in extrema(current, c, p) { points.append(quadPoint(current, c, p, t)) }
                current = p
            case .cubic(let c1, let c2, let p):
                points.append(p)
                for t in extrema(current, c1, c2, p) { points.append(cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .close:
                current = start
            }
        }
        return Rect(enclosing: points)
    }

    private static func quadPoint(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u) + c * (2 * u * t) + p1 * (t * t)
    }

    private static func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t)
    }

    private static func extrema(_ p0: Point, _ c: Point, _ p1: Point) -> [Double] {
        var ts: [Double] = []
        for (a, b, d) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
            let den = a - 2 * b + d
            if den != 0 { let t = (a - b) / den; if t > 0 && t < 1 { ts.append(t) } }
        }
        return ts
    }

    private static func extrema(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) -> [Double] {
        var ts: [Double] = []
        for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // Derivative / 3: qa t² + qb t + qc.
            let qa = -a + 3 * b - 3 * c + d
            let qb = 2 * (a - 2 * b + c)
            let qc = b - a
            if abs(qa) < 1e-12 {
                if qb != 0 { ts.append(-qc / qb) }
            } else {
                let disc = qb * qb - 4 * qa * qc
                if disc >= 0 {
                    let r = disc.squareRoot()
                    ts.append((-qb + r) / (2 * qa))
                    ts.append((-qb - r) / (2 * qa))
                }
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }
    }
}
