import Foundation

extension Path {
    /// The nonzero fill region of `self` intersected with `rect`, as a path that fills (with
    /// nonzero) exactly that region.
    ///
    /// Fast: returns `self` unchanged when its bounds lie inside `rect` and an empty path when
    /// they miss it. Otherwise each subpath is clipped on its own with Sutherland–Hodgman,
    /// which preserves winding numbers inside a convex clip region. Subpaths inside the rect
    /// are kept as they are, curves lying inside the rect stay curves, and only curves crossing
    /// its edges are flattened (to within `tolerance`).
    public func clipped(to rect: Rect, tolerance: Double) -> Path {
        guard let b = bounds else { return Path() }
        if rect.contains(b) { return self }
        guard let overlap = b.intersection(rect), !overlap.isEmpty, !rect.isEmpty else { return Path() }
        let clipper = ConvexClipper(rect: rect)
        return clipper.clip(self, tolerance: tolerance)
    }

    /// The nonzero fill region of `self` intersected with the nonzero fill region of `clip`.
    /// A clip that is a single convex loop (a rectangle, circle, rounded corner…) uses the
    /// Sutherland–Hodgman path of `clipped(to:tolerance:)`, keeping `self`'s curves where they
    /// lie inside; anything else goes through the polygon boolean.
    public func intersection(with clip: Path, tolerance: Double) -> Path {
        guard let clipBounds = clip.bounds, let b = bounds,
              let overlap = b.intersection(clipBounds), !overlap.isEmpty else { return Path() }
        let loops = clip.subpaths.filter { !$0.segments.isEmpty }
        if loops.count == 1 {
            let eps = Path.booleanEpsilon(tolerance: tolerance)
            let poly = removeCollinear(dedupedLoop(loops[0].flattened(tolerance: tolerance).points, eps: eps), eps: eps)
            if let r = axisAlignedRect(poly) { return clipped(to: r, tolerance: tolerance) }
            if let clipper = ConvexClipper(convexPolygon: poly) {
                if clipper.containsAll(b) { return self }
                return clipper.clip(self, tolerance: tolerance)
            }
        }
        return combined(with: clip, operation: .intersection, tolerance: tolerance)
    }
}

/// The rectangle a 4-vertex axis-aligned loop outlines, if it is one.
func axisAlignedRect(_ poly: [Point]) -> Rect? {
    guard poly.count == 4, let r = Rect(enclosing: poly), !r.isEmpty else { return nil }
    for i in 0..<4 {
        let a = poly[i], b = poly[(i + 1) % 4]
        guard a.x == b.x || a.y == b.y else { return nil }
        guard (a.x == r.minX || a.x == r.maxX) && (a.y == r.minY || a.y == r.maxY) else { return nil }
    }
    return r
}

/// The closed half-plane n·p ≥ c.
struct HalfPlane {
    var n: Point
    var c: Double

    func contains(_ p: Point) -> Bool { n.dot(p) >= c }

    /// Where segment a–b crosses the boundary line (a and b on opposite sides).
    func crossing(_ a: Point, _ b: Point) -> Point {
        let da = n.dot(a) - c, db = n.dot(b) - c
        // Halved so that ends near ±1e308 on either side do not overflow to infinity.
        let t = (da / 2) / (da / 2 - db / 2)
        let d = b - a
        var p = d.isFinite ? a + d * t : a * (1 - t) + b * t
        // Land exactly on axis-aligned boundaries so clipped edges line up with the rect.
        if n.y == 0 { p.x = c / n.x } else if n.x == 0 { p.y = c / n.y }
        return p
    }
}

/// Sutherland–Hodgman clipping of filled subpaths against a convex region.
struct ConvexClipper {
    let planes: [HalfPlane]
    /// For a rectangle, curves are tested by their exact bounds (tighter than control points).
    let rect: Rect?

    init(rect: Rect) {
        self.rect = rect
        planes = [HalfPlane(n: Point(1, 0), c: rect.minX), HalfPlane(n: Point(-1, 0), c: -rect.maxX),
                  HalfPlane(n: Point(0, 1), c: rect.minY), HalfPlane(n: Point(0, -1), c: -rect.maxY)]
    }

    /// Nil unless `poly` is a strictly convex loop turning once (no collinear vertices).
    init?(convexPolygon poly: [Point]) {
        guard poly.count >= 3 else { return nil }
        let area = Polygon(points: poly, isClosed: true).signedArea
        guard abs(area) > 0 else { return nil }
        let sign: Double = area > 0 ? 1 : -1
        var turning = 0.0
        var planes: [HalfPlane] = []
        for i in poly.indices {
            let a = poly[i], b = poly[(i + 1) % poly.count], c = poly[(i + 2) % poly.count]
            let e1 = b - a, e2 = c - b
            guard e1.cross(e2) * sign > 0 else { return nil }
            turning += atan2(e1.cross(e2), e1.dot(e2))
            // Inside is on the left of each edge (y-up terms) for a positive-area loop.
            let n = e1.perpendicular * sign
            planes.append(HalfPlane(n: n, c: n.dot(a)))
        }
        // A star polygon also turns one way at every vertex but winds more than once.
        guard abs(abs(turning) - 2 * .pi) < 1e-6 else { return nil }
        self.planes = planes
        rect = nil
    }

    func contains(_ p: Point) -> Bool { planes.allSatisfy { $0.contains(p) } }

    func containsAll(_ r: Rect) -> Bool {
        [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)].allSatisfy(contains)
    }

    private func controlPoints(_ piece: PathPiece) -> [Point] {
        switch piece {
        case .line(let a, let b): [a, b]
        case .quad(let q): [q.p0, q.p1, q.p2]
        case .cubic(let c): [c.p0, c.p1, c.p2, c.p3]
        }
    }

    /// The piece lies entirely in the clip region (so it can be kept as a curve).
    private func keepsWhole(_ piece: PathPiece) -> Bool {
        if let rect { return rect.contains(piece.bounds) }
        return controlPoints(piece).allSatisfy(contains)
    }

    /// The piece's control hull lies outside one half-plane: replacing it by its chord cannot
    /// change any winding number inside the region, so it need not be flattened.
    private func chordSuffices(_ piece: PathPiece) -> Bool {
        let pts = controlPoints(piece)
        return planes.contains { plane in pts.allSatisfy { !plane.contains($0) } }
    }

    func clip(_ path: Path, tolerance: Double) -> Path {
        var out: [Subpath] = []
        for sub in path.subpaths where !sub.segments.isEmpty {
            let pieces = sub.fillPieces
            let subBounds = pieces.dropFirst().reduce(pieces.first?.bounds) { $0?.union($1.bounds) }
            guard let subBounds else { continue }
            if containsAll(subBounds) || (rect?.contains(subBounds) ?? false) { out.append(sub); continue }
            // Wholly outside one half-plane: contributes no winding inside the region.
            let corners = [Point(subBounds.minX, subBounds.minY), Point(subBounds.maxX, subBounds.minY),
                           Point(subBounds.maxX, subBounds.maxY), Point(subBounds.minX, subBounds.maxY)]
            if planes.contains(where: { plane in corners.allSatisfy { !plane.contains($0) } }) { continue }
            if let clipped = clip(pieces, tolerance: tolerance) { out.append(clipped) }
        }
        return Path(subpaths: out)
    }

    /// One vertex of the loop being clipped, with the edge arriving at it.
    private struct Node {
        var point: Point
        var incoming: PathElement  // .line(point), .quad or .cubic ending at point
    }

    private func clip(_ pieces: [PathPiece], tolerance: Double) -> Subpath? {
        var nodes: [Node] = []
        for piece in pieces {
            if case .line = piece {
                nodes.append(Node(point: piece.end, incoming: piece.element))
            } else if keepsWhole(piece) {
                nodes.append(Node(point: piece.end, incoming: piece.element))
            } else if chordSuffices(piece) {
                nodes.append(Node(point: piece.end, incoming: .line(piece.end)))
            } else {
                var pts: [Point] = []
                piece.appendFlattened(to: &pts, tolerance: tolerance)
                for p in pts { nodes.append(Node(point: p, incoming: .line(p))) }
            }
        }
        for plane in planes {
            guard let last = nodes.last else { return nil }
            var result: [Node] = []
            result.reserveCapacity(nodes.count + 4)
            var prev = last
            for node in nodes {
                let curIn = plane.contains(node.point), prevIn = plane.contains(prev.point)
                if curIn {
                    if !prevIn {
                        let x = plane.crossing(prev.point, node.point)
                        result.append(Node(point: x, incoming: .line(x)))
                        result.append(Node(point: node.point, incoming: .line(node.point)))
                    } else {
                        // Curves only survive to here when wholly inside, so both ends are in.
                        result.append(node)
                    }
                } else if prevIn {
                    let x = plane.crossing(prev.point, node.point)
                    result.append(Node(point: x, incoming: .line(x)))
                }
                prev = node
            }
            nodes = result
        }
        // Drop repeated points joined by lines.
        var cleaned: [Node] = []
        for node in nodes {
            if case .line = node.incoming, let p = cleaned.last?.point ?? nodes.last?.point, p == node.point { continue }
            cleaned.append(node)
        }
        guard let last = cleaned.last, cleaned.count >= 2 else { return nil }
        var segments = cleaned.map { Segment(element: $0.incoming) }
        if case .line = segments.last?.element { segments.removeLast() }  // `close` draws it
        let sub = Subpath(start: last.point, segments: segments, isClosed: true)
        // A loop whose edges all run along the region's boundary has the same winding everywhere
        // inside, area / region area, so zero area means it paints nothing. (Zero area alone is
        // not enough: a figure-eight has zero area but paints both lobes.)
        let eps = Path.booleanEpsilon(tolerance: tolerance)
        var prev = last.point
        var onBoundary = true
        for node in cleaned {
            guard case .line = node.incoming, planes.contains(where: { plane in
                [prev, node.point].allSatisfy { abs(plane.n.dot($0) - plane.c) <= eps * plane.n.length }
            }) else { onBoundary = false; break }
            prev = node.point
        }
        if onBoundary, abs(sub.signedArea) <= eps * eps { return nil }
        return sub
    }
}
