import Foundation

/// One smooth piece of centreline between joins. Cubics here have no cusp inside and no
/// inflection inside, so their curvature keeps one sign.
enum StrokerSegment {
    case line(Point, Point)
    case cubic(CubicBezier)

    var start: Point {
        switch self {
        case .line(let a, _): a
        case .cubic(let c): c.p0
        }
    }

    var end: Point {
        switch self {
        case .line(_, let b): b
        case .cubic(let c): c.p3
        }
    }

    var startTangent: Point {
        switch self {
        case .line(let a, let b): (b - a).normalized
        case .cubic(let c): strokerStartTangent(c)
        }
    }

    var endTangent: Point {
        switch self {
        case .line(let a, let b): (b - a).normalized
        case .cubic(let c): strokerEndTangent(c)
        }
    }
}

/// Points closer than this are the same point (degenerate segments and control handles).
let strokerEpsilon = 1e-9

/// Unit tangent at t = 0, using the next distinct control point when handles coincide.
func strokerStartTangent(_ c: CubicBezier) -> Point {
    for v in [c.p1 - c.p0, c.p2 - c.p0, c.p3 - c.p0] where v.length > strokerEpsilon {
        return v.normalized
    }
    return .zero
}

/// Unit tangent at t = 1, using the previous distinct control point when handles coincide.
func strokerEndTangent(_ c: CubicBezier) -> Point {
    for v in [c.p3 - c.p2, c.p3 - c.p1, c.p3 - c.p0] where v.length > strokerEpsilon {
        return v.normalized
    }
    return .zero
}

/// Second derivative of a cubic.
func strokerSecondDerivative(_ c: CubicBezier, _ t: Double) -> Point {
    let a = c.p2 - c.p1 * 2 + c.p0, b = c.p3 - c.p2 * 2 + c.p1
    return (a * (1 - t) + b * t) * 6
}

/// Signed curvature (positive = turning toward the right normal, i.e. clockwise on screen).
/// Where the speed vanishes (a degenerate handle) the curvature is sampled just inside,
/// which is large there, as it should be.
func strokerCurvature(_ c: CubicBezier, _ t: Double) -> Double {
    let scale = max(1, c.p0.distance(to: c.p1) + c.p1.distance(to: c.p2) + c.p2.distance(to: c.p3))
    var tt = t
    var d = c.derivative(at: tt)
    if d.length <= 1e-9 * scale {
        tt = t < 0.5 ? t + 1e-4 : t - 1e-4
        d = c.derivative(at: tt)
        if d.length <= 1e-12 * scale { return 0 }
    }
    let s = d.length
    return d.cross(strokerSecondDerivative(c, tt)) / (s * s * s)
}

extension StrokerSegment {
    /// The smooth segments of a subpath in order, with `cuspBefore` marking segments that start
    /// at a cusp inside an input curve (joined round). Degenerate and non-finite pieces are
    /// dropped; this depends on the input geometry only, never on the stroke width.
    static func segments(of sub: Subpath) -> [(segment: StrokerSegment, cuspBefore: Bool)] {
        var out: [(segment: StrokerSegment, cuspBefore: Bool)] = []
        for piece in sub.pieces(includingClose: true) {
            switch piece {
            case .line(let a, let b):
                if a.isFinite, b.isFinite, a.distance(to: b) > strokerEpsilon { out.append((.line(a, b), false)) }
            case .quad(let q):
                appendCubic(q.asCubic, to: &out)
            case .cubic(let c):
                appendCubic(c, to: &out)
            }
        }
        return out
    }

    private static func isDegenerate(_ c: CubicBezier) -> Bool {
        c.p0.distance(to: c.p1) <= strokerEpsilon && c.p0.distance(to: c.p2) <= strokerEpsilon
            && c.p0.distance(to: c.p3) <= strokerEpsilon
    }

    private static func appendCubic(_ c: CubicBezier, to out: inout [(segment: StrokerSegment, cuspBefore: Bool)]) {
        guard c.isFinite, !isDegenerate(c) else { return }
        // Split parameters: cusps (B' = 0) start a new segment with a round join; inflections
        // (B' × B'' = 0) split smoothly so each segment's curvature has one sign.
        var cusps: [Double] = []
        let scale = c.p0.distance(to: c.p1) + c.p1.distance(to: c.p2) + c.p2.distance(to: c.p3)
        let d0 = c.p1 - c.p0, d1 = c.p2 - c.p1, d2 = c.p3 - c.p2
        for axis in 0..<2 {
            let a = axis == 0 ? d0.x : d0.y, b = axis == 0 ? d1.x : d1.y, e = axis == 0 ? d2.x : d2.y
            // B'(t)/3 = a(1-t)² + 2b(1-t)t + e t²
            for t in solveQuadratic(a - 2 * b + e, 2 * (b - a), a) where t > 1e-6 && t < 1 - 1e-6 {
                if c.derivative(at: t).length <= 1e-7 * scale { cusps.append(t) }
            }
        }
        let dd = d1 - d0, ee = d0 - d1 * 2 + d2
        var splits: [(t: Double, cusp: Bool)] = cusps.map { ($0, true) }
        for t in solveQuadratic(dd.cross(ee), d0.cross(ee), d0.cross(dd)) where t > 1e-6 && t < 1 - 1e-6 {
            if !cusps.contains(where: { abs($0 - t) < 1e-6 }) { splits.append((t, false)) }
        }
        splits.sort { $0.t < $1.t }
        var previous = 0.0
        var cuspBefore = false
        for s in splits + [(t: 1.0, cusp: false)] {
            if s.t - previous > 1e-9 {
                let piece = c.subdivided(from: previous, to: s.t)
                if !isDegenerate(piece) {
                    out.append((.cubic(piece), cuspBefore))
                    cuspBefore = false
                }
            }
            cuspBefore = cuspBefore || s.cusp
            previous = s.t
        }
    }
}

/// A piece of an offset cubic: the curve and which side (if any) is too tight to offset.
struct StrokerLeaf {
    var curve: CubicBezier
    /// +1 when the left side's offset would fold (radius of curvature below the half-width),
    /// −1 for the right side, 0 when both sides offset cleanly.
    var tightSide: Double
    /// For a tight leaf shorter than the tolerance (the tip of a near-cusp): the angle its
    /// tangent turns through. The leaf is then stroked like a round join at a point, since its
    /// outer offset is a near-instant sweep that no Hermite cubic follows.
    var pointTurn: Double? = nil
}

/// Offsets cubics by cubics. Each leaf's offset is the cubic Hermite interpolant of the exact
/// offset (end points and end derivatives B'(1 + u·κ) match), which converges with the 4th
/// power of the leaf size; leaves are split until the error measured along sampled normals is
/// within tolerance. Where the radius of curvature falls below the half-width the inner offset
/// would fold back and cover points with negative winding, so that side is built instead from
/// the flattened centreline's chords offset one by one, joined through the centreline (each
/// chord's half-band then has positive winding). A tight leaf shorter than a quarter of the
/// tolerance (the tip of a near-cusp) is stroked like a round join at a point. All subdivision
/// uses the structural half-width so masters of different widths get the same commands.
struct StrokerOffsetter {
    var params: StrokerParameters

    /// The curvature (times half-width) at which an offset side counts as tight.
    static let tightRatio = 0.8
    static let maxDepth = 16
    /// Leaves per input cubic before refinement stops (pathological widths or coordinates).
    static let maxLeaves = 1024

    func leaves(of c: CubicBezier) -> [StrokerLeaf] {
        var out: [StrokerLeaf] = []
        subdivide(c, depth: 0, into: &out)
        return out
    }

    private func subdivide(_ c: CubicBezier, depth: Int, into out: inout [StrokerLeaf]) {
        let hs = params.structuralHalf
        var kMax = 0.0, kSign = 0.0
        for i in 0...8 {
            let k = strokerCurvature(c, Double(i) / 8)
            if abs(k) > kMax { kMax = abs(k); kSign = k > 0 ? 1 : -1 }
        }
        let tight = hs * kMax > Self.tightRatio
        // Offset u folds where 1 + u·κ < 0, i.e. on the side opposite the curvature's sign.
        let tightSide = tight ? -kSign : 0
        let chord = c.p0.distance(to: c.p3)
        // Isolate tight stretches a little so a long gentle curve with one tight spot keeps
        // cubic offsets on most of its length.
        if tight && depth < 3 && chord > params.tolerance {
            let (l, r) = c.split(at: 0.5)
            subdivide(l, depth: depth + 1, into: &out)
            subdivide(r, depth: depth + 1, into: &out)
            return
        }
        let hull = c.p0.distance(to: c.p1) + c.p1.distance(to: c.p2) + c.p2.distance(to: c.p3)
        if tight && hull <= params.tolerance / 4 {
            out.append(StrokerLeaf(curve: c, tightSide: tightSide, pointTurn: turn(of: c, sign: kSign)))
            return
        }
        var error = 0.0
        for u in [hs, -hs] where !(tight && (u > 0 ? 1.0 : -1.0) == tightSide) {
            error = max(error, offsetError(c, offset: u))
        }
        // Non-finite errors (overflowing input) cannot be refined away; the budget bounds the
        // output for absurd width-to-size ratios. Both depend on the structural width only.
        if error > params.tolerance && error.isFinite && depth < Self.maxDepth && out.count < Self.maxLeaves {
            let (l, r) = c.split(at: 0.5)
            subdivide(l, depth: depth + 1, into: &out)
            subdivide(r, depth: depth + 1, into: &out)
        } else {
            out.append(StrokerLeaf(curve: c, tightSide: tightSide))
        }
    }

    /// The total signed turning of the tangent over `c`, whose curvature has sign `sign`.
    private func turn(of c: CubicBezier, sign: Double) -> Double {
        var total = 0.0
        var previous = strokerStartTangent(c)
        for i in 1...16 {
            let t = Double(i) / 16
            let d = i == 16 ? strokerEndTangent(c) : c.derivative(at: t).normalized
            guard d != .zero else { continue }
            var step = atan2(previous.cross(d), previous.dot(d))
            // Turning is monotone here; a step that reads backwards went more than half a turn.
            if step * sign < 0 && abs(step) > .pi / 2 { step += sign * 2 * .pi }
            total += step
            previous = d
        }
        return total
    }

    /// The Hermite offset cubic at signed distance `u` (positive = left normal).
    func hermite(_ c: CubicBezier, offset u: Double) -> CubicBezier {
        let n0 = strokerNormal(strokerStartTangent(c)), n1 = strokerNormal(strokerEndTangent(c))
        let q0 = c.p0 + n0 * u, q3 = c.p3 + n1 * u
        let scale = max(1e-12, c.p0.distance(to: c.p1) + c.p1.distance(to: c.p2) + c.p2.distance(to: c.p3))
        func factor(_ handle: Point, _ t: Double) -> Double {
            // A vanishing handle gives no derivative to scale; the product would be 0·∞.
            guard handle.length > 1e-7 * scale else { return 1 }
            let f = 1 + u * strokerCurvature(c, t)
            return f.isFinite ? min(1e6, max(0, f)) : 1
        }
        let h0 = c.p1 - c.p0, h1 = c.p2 - c.p3
        return CubicBezier(q0, q0 + h0 * factor(h0, 0), q3 + h1 * factor(h1, 1), q3)
    }

    /// Largest distance, along sampled normals of `c`, between the Hermite offset and the
    /// exact offset at distance `u`.
    func offsetError(_ c: CubicBezier, offset u: Double) -> Double {
        let q = hermite(c, offset: u)
        var worst = 0.0
        for i in 1...7 {
            let t = Double(i) / 8
            let d = c.derivative(at: t)
            guard d.length > 1e-12 else { continue }
            let tangent = d.normalized
            let b = c.point(at: t)
            let target = b + strokerNormal(tangent) * u
            // Newton: find s where q(s) lies on the normal line through b.
            var s = t
            for _ in 0..<6 {
                let g = (q.point(at: s) - b).dot(tangent)
                let gp = q.derivative(at: s).dot(tangent)
                guard abs(gp) > 1e-12 else { break }
                s = min(1, max(0, s - g / gp))
            }
            let e = q.point(at: s).distance(to: target)
            if !e.isFinite { return .infinity }
            worst = max(worst, e)
        }
        return worst
    }

    /// Offset pieces of a leaf on one side, forward along the curve, at the actual half-width.
    func offsetPieces(_ leaf: StrokerLeaf, offset u: Double) -> [PathPiece] {
        let c = leaf.curve
        let side: Double = u > 0 ? 1 : -1
        let n0 = strokerNormal(strokerStartTangent(c)), n1 = strokerNormal(strokerEndTangent(c))
        if let turn = leaf.pointTurn {
            var chain = StrokerSide(start: c.p0 + n0 * u)
            if leaf.tightSide == side {
                // Inner side of a corner: through the pivot.
                chain.line(to: c.p0)
                chain.line(to: c.p3)
                chain.line(to: c.p3 + n1 * u)
            } else {
                // Outer side: an arc around the (tiny) leaf, as for a round join.
                chain.arc(centre: c.p0, radius: abs(u), from: u > 0 ? n0 : -n0, sweep: turn,
                          count: params.roundCount(sweep: turn))
                chain.line(to: c.p3 + n1 * u)
            }
            return chain.pieces
        }
        if leaf.tightSide != side {
            return [.cubic(hermite(c, offset: u))]
        }
        // Tight side: chords of the flattened centreline offset one by one, each joined
        // through its centreline vertex. The chord count depends on the tolerance only.
        var pts = [c.p0]
        c.appendFlattened(to: &pts, tolerance: params.tolerance)
        var chain = StrokerSide(start: c.p0 + n0 * u)
        chain.line(to: c.p0)
        for i in 0..<(pts.count - 1) {
            let a = pts[i], b = pts[i + 1]
            guard a.distance(to: b) > strokerEpsilon else { continue }
            let n = strokerNormal((b - a).normalized) * u
            chain.line(to: a + n)
            chain.line(to: b + n)
            chain.line(to: b)
        }
        chain.line(to: c.p3 + n1 * u)
        return chain.pieces
    }
}
