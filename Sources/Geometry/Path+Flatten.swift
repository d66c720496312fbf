import Foundation

/// A flattened subpath: straight edges between consecutive points.
/// For closed polygons the closing edge (last → first) is implicit and the first point is not
/// repeated at the end.
public struct Polygon: Sendable, Hashable {
    public var points: [Point]
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    public var bounds: Rect? { Rect(enclosing: points) }
}

/// One drawing segment with its start point, as geometry.
public enum PathPiece: Sendable, Hashable {
    case line(Point, Point)
    case quad(QuadBezier)
    case cubic(CubicBezier)

    public var start: Point {
        switch self {
        case .line(let a, _): a
        case .quad(let q): q.p0
        case .cubic(let c): c.p0
        }
    }

    public var end: Point {
        switch self {
        case .line(_, let b): b
        case .quad(let q): q.p2
        case .cubic(let c): c.p3
        }
    }

    /// Tight bounds including curve extrema.
    public var bounds: Rect {
        switch self {
        case .line(let a, let b): Rect(minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x), maxY: max(a.y, b.y))
        case .quad(let q): q.bounds
        case .cubic(let c): c.bounds
        }
    }

    /// Points after `start`, ending at `end`, within `tolerance` of the piece.
    public func appendFlattened(to out: inout [Point], tolerance: Double) {
        switch self {
        case .line(_, let b): out.append(b)
        case .quad(let q): q.asCubic.appendFlattened(to: &out, tolerance: tolerance)
        case .cubic(let c): c.appendFlattened(to: &out, tolerance: tolerance)
        }
    }

    /// The element that draws this piece from its start point.
    public var element: PathElement {
        switch self {
        case .line(_, let b): .line(b)
        case .quad(let q): .quad(q.p1, q.p2)
        case .cubic(let c): .cubic(c.p1, c.p2, c.p3)
        }
    }

    public var reversed: PathPiece {
        switch self {
        case .line(let a, let b): .line(b, a)
        case .quad(let q): .quad(q.reversed)
        case .cubic(let c): .cubic(c.reversed)
        }
    }
}

extension Subpath {
    /// The segments as geometry with their start points. With `includingClose`, a closed
    /// subpath whose end differs from its start gets the closing line as a final piece.
    public func pieces(includingClose: Bool = true) -> [PathPiece] {
        var result: [PathPiece] = []
        result.reserveCapacity(segments.count + 1)
        var current = start
        for seg in segments {
            switch seg.element {
            case .line(let p): result.append(.line(current, p))
            case .quad(let c, let p): result.append(.quad(QuadBezier(current, c, p)))
            case .cubic(let c1, let c2, let p): result.append(.cubic(CubicBezier(current, c1, c2, p)))
            case .move, .close: continue
            }
            current = seg.endPoint
        }
        if includingClose, isClosed, current != start { result.append(.line(current, start)) }
        return result
    }

    /// This subpath flattened to within `tolerance`.
    public func flattened(tolerance: Double) -> Polygon {
        var points = [start]
        for piece in pieces(includingClose: false) {
            piece.appendFlattened(to: &points, tolerance: tolerance)
        }
        if isClosed, points.count > 1, points.last == points.first { points.removeLast() }
        return Polygon(points: points, isClosed: isClosed)
    }
}

extension Path {
    /// Every subpath flattened to within `tolerance` (including move-only subpaths, which
    /// become one-point polygons). Whether open subpaths are implicitly closed for filling is the
    /// caller's decision; `isClosed` records the explicit `close`.
    public func flattened(tolerance: Double) -> [Polygon] {
        subpaths.map { $0.flattened(tolerance: tolerance) }
    }

    /// Exact bounds of the drawn geometry using curve extrema (not control points). Subpaths
    /// with no segments draw nothing and are ignored; nil when nothing is drawn.
    public var bounds: Rect? {
        var result: Rect?
        for sub in subpaths where !sub.segments.isEmpty {
            for piece in sub.pieces(includingClose: false) {
                let b = piece.bounds
                result = result.map { $0.union(b) } ?? b
            }
        }
        return result
    }
}
