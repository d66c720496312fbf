import Foundation

/// Offsets one contour at a time for `Path.offsetCompatibly`, point by point, keeping its commands.
struct ContourOffsetter {
    let probe: FillProbe
    /// How far the next contour moves (outward positive).
    var distance: Double
    let limits: OffsetLimits
    /// On-curve points held back by a limit so far.
    var clamped = 0
    /// Largest sampled distance between an offset curve and the exact offset so far.
    var deviation = 0.0
    /// Whether each contour offset so far has edges running inside the fill (a stroke outline's
    /// turns through the centreline, or a contour overlapping another): its self-crossings are
    /// part of its construction and change legitimately with the width.
    var overlapsFill: [Bool] = []

    init(probe: FillProbe, distance: Double, limits: OffsetLimits) {
        self.probe = probe
        self.distance = distance
        self.limits = limits
    }

    /// One edge of the closed contour: an explicit segment, or the implicit closing line.
    private struct Edge {
        var piece: PathPiece
        var explicit: Bool
        var startTangent: Point
        var endTangent: Point
        var isDegenerate: Bool { startTangent == .zero }
    }

    mutating func offset(_ sub: Subpath) -> Subpath {
        var edges = sub.pieces(includingClose: false).map { Self.edge($0, explicit: true) }
        guard !edges.isEmpty, edges.contains(where: { !$0.isDegenerate }) else { overlapsFill.append(false); return sub }
        if sub.endPoint != sub.start { edges.append(Self.edge(.line(sub.endPoint, sub.start), explicit: false)) }
        let n = edges.count
        let sigma = outwardSign(edges, sub)
        // Unit tangents arriving at and leaving each vertex (vertex i starts edge i), skipping
        // zero-length edges so coincident points move together.
        var incoming = [Point](repeating: .zero, count: n), outgoing = incoming
        for i in 0..<n {
            incoming[i] = tangent(edges, from: (i + n - 1) % n, step: -1, end: true)
            outgoing[i] = tangent(edges, from: i, step: 1, end: false)
        }
        let pivots = pivotVertices(edges.map(\.piece), incoming: incoming, outgoing: outgoing, sigma: sigma)
        overlapsFill.append(!pivots.centres.isEmpty || edges.contains { edge in
            guard !edge.isDegenerate else { return false }
            let mid = Self.midpoint(edge.piece)
            return probe.isFilled(mid.p) && probe.filledSide(at: mid.p, tangent: mid.tangent) == 0
        })
        var d = [Double](repeating: distance, count: n)
        var move = [Point](repeating: .zero, count: n)
        for i in 0..<n {
            let p = edges[i].piece.start
            if let spoke = pivots.spokes[i] {
                // A spoke end of an inner-join loop: slide along the spoke, away from the pivot.
                d[i] = limited(distance, at: p, outward: spoke, stretch: 1)
                move[i] = spoke * d[i]
                continue
            }
            if pivots.centres.contains(i) { d[i] = 0; continue }
            let na = strokerNormal(incoming[i]) * sigma, nb = strokerNormal(outgoing[i]) * sigma
            let cosine = max(-1, min(1, na.dot(nb)))
            var direction = (na + nb)
            if direction.length < 1e-9 { direction = incoming[i] }  // a hairpin: out past its tip
            direction = direction.normalized
            // Miter: the offset lines of both edges meet at d / cos(φ/2) along the bisector.
            let stretch = min(limits.miterLimit, 1 / max(1e-9, ((1 + cosine) / 2).squareRoot()))
            d[i] = limited(distance, at: p, outward: direction, stretch: stretch)
            move[i] = direction * (d[i] * stretch)
        }
        let collapsed = Self.collapseReversedEdges(edges.map(\.piece), degenerate: edges.map(\.isDegenerate),
                                                   move: &move, pivots: pivots)
        var segments: [Segment] = []
        for (i, edge) in edges.enumerated() where edge.explicit {
            let j = (i + 1) % n
            let q0 = edge.piece.start + move[i], q1 = edge.piece.end + move[j]
            if collapsed.contains(i) {
                segments.append(Segment(element: Self.point(like: edge.piece, at: q1)))
                continue
            }
            segments.append(Segment(element: offsetPiece(edge.piece, q0, q1, d[i] * sigma, d[j] * sigma)))
        }
        return Subpath(start: sub.start + move[0], segments: segments, isClosed: sub.isClosed)
    }

    /// An element of `piece`'s kind drawn as a single point (same command, zero length).
    private static func point(like piece: PathPiece, at q: Point) -> PathElement {
        switch piece {
        case .line: return .line(q)
        case .quad: return .quad(q, q)
        case .cubic: return .cubic(q, q, q)
        }
    }

    private static func edge(_ piece: PathPiece, explicit: Bool) -> Edge {
        switch piece {
        case .line(let a, let b):
            let t = a.distance(to: b) > strokerEpsilon ? (b - a).normalized : .zero
            return Edge(piece: piece, explicit: explicit, startTangent: t, endTangent: t)
        case .quad(let q):
            return Edge(piece: piece, explicit: explicit, startTangent: strokerStartTangent(q.asCubic),
                        endTangent: strokerEndTangent(q.asCubic))
        case .cubic(let c):
            return Edge(piece: piece, explicit: explicit, startTangent: strokerStartTangent(c),
                        endTangent: strokerEndTangent(c))
        }
    }

    private func tangent(_ edges: [Edge], from start: Int, step: Int, end: Bool) -> Point {
        let n = edges.count
        var i = start
        for _ in 0..<n {
            let e = edges[i]
            if !e.isDegenerate { return end ? e.endTangent : e.startTangent }
            i = (i + step + n) % n
        }
        return .zero
    }

    /// +1 when the outward side is the left normal (`strokerNormal`), −1 when it is the right:
    /// the side found unfilled at the midpoints of the eight longest edges that lie on the fill's
    /// boundary, by majority; where no edge does (every one covered by other contours), the
    /// contour's own orientation decides.
    private func outwardSign(_ edges: [Edge], _ sub: Subpath) -> Double {
        var votes = 0, counted = 0
        let longest = edges.indices.sorted { edges[$0].piece.start.distance(to: edges[$0].piece.end)
            > edges[$1].piece.start.distance(to: edges[$1].piece.end) }
        // Edges with fill on both sides (a stroke outline's spokes through its centreline, often
        // its longest edges: Feather `settings`) cast no vote, so look further down the list
        // rather than leave the decision to the orientation, which is wrong for holes.
        for i in longest where !edges[i].isDegenerate {
            let point = Self.midpoint(edges[i].piece)
            let side = probe.filledSide(at: point.p, tangent: point.tangent)
            guard side != 0 else { continue }
            votes -= side  // the filled side is inward
            counted += 1
            if counted == 8 { break }
        }
        if votes != 0 { return votes > 0 ? 1 : -1 }
        return sub.signedArea >= 0 ? 1 : -1
    }

    private static func midpoint(_ piece: PathPiece) -> (p: Point, tangent: Point) {
        switch piece {
        case .line(let a, let b): return (a.lerp(to: b, 0.5), (b - a).normalized)
        case .quad(let q): return (q.point(at: 0.5), q.derivative(at: 0.5).normalized)
        case .cubic(let c): return (c.point(at: 0.5), c.derivative(at: 0.5).normalized)
        }
    }

    /// `wanted` reduced so the stem behind `p` keeps the minimum stem (shrinking) or the gap in
    /// front of it keeps the minimum gap (growing). Counts the points it holds back. A corner
    /// point moves `stretch` times the distance along its bisector, so what it measures along the
    /// bisector is divided by `stretch` to compare with the distance.
    private mutating func limited(_ wanted: Double, at p: Point, outward: Point, stretch: Double) -> Double {
        guard wanted != 0 else { return 0 }
        // A point inside other fill (an overlapping contour's) bounds no stem or gap.
        let nudge = outward * (1e3 * probe.epsilon)
        guard !probe.isFilled(p + nudge) && probe.isFilled(p - nudge) else { return wanted }
        if wanted < 0 {
            guard let stem = probe.run(from: p, direction: -outward, startFilled: true) else { return wanted }
            let allowed = max(0, (stem / stretch - limits.minimumStem) / 2)
            if -wanted > allowed { clamped += 1; return -allowed }
        } else {
            guard let gap = probe.run(from: p, direction: outward, startFilled: false) else { return wanted }
            let allowed = max(0, (gap / stretch - limits.minimumGap) / 2)
            if wanted > allowed { clamped += 1; return allowed }
        }
        return wanted
    }
}
