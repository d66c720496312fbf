import Foundation

// Orientation convention used throughout Geometry: coordinates are SVG's (y down). A positive
// signed area means the outline runs clockwise on screen, and such a loop has winding +1
// inside it. Boolean and even-odd results emit filled regions clockwise (positive area).

extension Polygon {
    /// Shoelace area with the closing edge implied (open polygons are measured as if closed,
    /// as filling does). Positive = clockwise on screen in SVG's y-down coordinates.
    public var signedArea: Double {
        guard points.count > 2 else { return 0 }
        var sum = 0.0
        var prev = points[points.count - 1]
        for p in points {
            sum += prev.x * p.y - p.x * prev.y
            prev = p
        }
        return sum / 2
    }

    /// Winding number of the implicitly closed polygon around `p` (+1 inside a clockwise-on-
    /// screen loop). Points exactly on an edge get the half-open rule's answer.
    public func winding(at p: Point) -> Int {
        guard points.count > 2 else { return 0 }
        var w = 0
        var a = points[points.count - 1]
        for b in points {
            w += crossing(a, b, p)
            a = b
        }
        return w
    }
}

/// Signed crossing of the edge a→b with the ray from `p` towards +x (half-open in y).
@inline(__always)
func crossing(_ a: Point, _ b: Point, _ p: Point) -> Int {
    if a.y <= p.y {
        if b.y > p.y, (b - a).cross(p - a) > 0 { return 1 }
    } else if b.y <= p.y, (b - a).cross(p - a) < 0 {
        return -1
    }
    return 0
}

extension PathPiece {
    /// Signed area contribution ½∮(x dy − y dx) of this piece; summing over a closed loop gives
    /// the loop's signed area exactly (3-point Gauss–Legendre is exact for these polynomials).
    var areaContribution: Double {
        switch self {
        case .line(let a, let b):
            return (a.x * b.y - b.x * a.y) / 2
        case .quad(let q):
            return PathPiece.cubic(q.asCubic).areaContribution
        case .cubic(let c):
            let nodes = [0.5 - 0.5 * (0.6).squareRoot(), 0.5, 0.5 + 0.5 * (0.6).squareRoot()]
            let weights = [5.0 / 18, 8.0 / 18, 5.0 / 18]
            var sum = 0.0
            for i in 0..<3 {
                let p = c.point(at: nodes[i]), d = c.derivative(at: nodes[i])
                sum += weights[i] * (p.x * d.y - p.y * d.x)
            }
            return sum / 2
        }
    }

    /// Signed crossings with the +x ray from `p`. Exact for lines; a curve is replaced by its
    /// chord when `p` is outside its control hull's bounds (curve and chord then cross the ray
    /// equally often), and otherwise flattened.
    func winding(at p: Point, tolerance: Double) -> Int {
        switch self {
        case .line(let a, let b):
            return crossing(a, b, p)
        case .quad(let q):
            return PathPiece.cubic(q.asCubic).winding(at: p, tolerance: tolerance)
        case .cubic(let c):
            let hull = c.controlBounds
            if p.y < hull.minY || p.y > hull.maxY || p.x > hull.maxX { return 0 }
            if !hull.contains(p) { return crossing(c.p0, c.p3, p) }
            var pts: [Point] = []
            c.appendFlattened(to: &pts, tolerance: tolerance)
            var w = 0
            var a = c.p0
            for b in pts {
                w += crossing(a, b, p)
                a = b
            }
            return w
        }
    }
}

extension Subpath {
    /// Pieces with the implied closing line, whether or not the subpath is explicitly closed
    /// (filling closes every subpath).
    var fillPieces: [PathPiece] {
        var closed = self
        closed.isClosed = true
        return closed.pieces(includingClose: true)
    }

    /// Exact signed area of the implicitly closed subpath (positive = clockwise on screen).
    public var signedArea: Double {
        fillPieces.reduce(0) { $0 + $1.areaContribution }
    }

    /// The subpath traced backwards. A closed subpath keeps its start point and stays closed;
    /// an open one starts at the old end. Curves stay curves with their controls swapped.
    public func reversed() -> Subpath {
        if isClosed {
            var pieces = Array(self.pieces(includingClose: true).reversed().map(\.reversed))
            // The last reversed piece returns to the start; `close` draws it implicitly.
            if case .line = pieces.last { pieces.removeLast() }
            return Subpath(start: start, segments: pieces.map { Segment(element: $0.element) }, isClosed: true)
        }
        let pieces = self.pieces(includingClose: false).reversed().map(\.reversed)
        return Subpath(start: endPoint, segments: pieces.map { Segment(element: $0.element) }, isClosed: false)
    }
}

extension Path {
    /// Sum of the subpaths' signed areas, each implicitly closed (positive = clockwise on
    /// screen). Curves are integrated exactly; `tolerance` is accepted for API symmetry.
    public func signedArea(tolerance: Double) -> Double {
        subpaths.reduce(0) { $0 + $1.signedArea }
    }

    /// Winding number around `point`, every subpath treated as closed (as fill does).
    /// Positive inside clockwise-on-screen loops. Walks the elements directly (no allocation)
    /// because callers sample many points.
    public func winding(at point: Point, tolerance: Double) -> Int {
        var w = 0
        var start = Point.zero, current = Point.zero
        var open = false  // the current subpath has drawn something and still needs closing
        for element in elements {
            switch element {
            case .move(let p):
                if open { w += crossing(current, start, point) }
                start = p; current = p; open = false
            case .line(let p):
                w += crossing(current, p, point)
                current = p; open = true
            case .quad(let c, let p):
                w += PathPiece.quad(QuadBezier(current, c, p)).winding(at: point, tolerance: tolerance)
                current = p; open = true
            case .cubic(let c1, let c2, let p):
                w += PathPiece.cubic(CubicBezier(current, c1, c2, p)).winding(at: point, tolerance: tolerance)
                current = p; open = true
            case .close:
                if open { w += crossing(current, start, point) }
                current = start; open = false
            }
        }
        if open { w += crossing(current, start, point) }
        return w
    }

    /// Whether filling with `rule` paints `point`.
    public func contains(_ point: Point, rule: FillRule, tolerance: Double) -> Bool {
        let w = winding(at: point, tolerance: tolerance)
        return rule == .nonZero ? w != 0 : w & 1 != 0
    }

    /// Every subpath reversed (order of subpaths kept).
    public func reversed() -> Path {
        Path(subpaths: subpaths.map { $0.reversed() })
    }
}
