import Foundation

// Building blocks of stroke outlines: a connected chain of pieces, circular arcs as cubics,
// joins and caps. Orientation convention: every region is emitted with positive shoelace area
// in y-down coordinates (clockwise on screen), so nonzero winding never cancels.

/// A connected chain of outline pieces; each piece starts where the previous one ended.
struct StrokerSide {
    var pieces: [PathPiece] = []
    var current: Point

    init(start: Point) { current = start }

    mutating func line(to p: Point) {
        pieces.append(.line(current, p))
        current = p
    }

    mutating func cubic(_ c1: Point, _ c2: Point, _ p: Point) {
        pieces.append(.cubic(CubicBezier(current, c1, c2, p)))
        current = p
    }

    /// Appends `piece` re-based to start at the current point, so rounding differences between
    /// independently computed offset end points never open gaps in the chain.
    mutating func append(_ piece: PathPiece) {
        switch piece {
        case .line(_, let b): line(to: b)
        case .cubic(let c): cubic(c.p1, c.p2, c.p3)
        case .quad(let q):
            pieces.append(.quad(QuadBezier(current, q.p1, q.p2)))
            current = q.p2
        }
    }

    /// The chain traced backwards.
    var reversedPieces: [PathPiece] { pieces.reversed().map(\.reversed) }
}

/// `v` rotated by `angle` radians (positive = clockwise on screen in y-down coordinates).
func strokerRotate(_ v: Point, _ angle: Double) -> Point {
    let c = cos(angle), s = sin(angle)
    return Point(v.x * c - v.y * s, v.x * s + v.y * c)
}

/// The left normal for unit tangent `t`: the side that is offset by +halfWidth.
func strokerNormal(_ t: Point) -> Point { Point(t.y, -t.x) }

/// How many cubics approximate an arc of `sweep` radians and `radius` within `tolerance`.
/// One cubic per 90° deviates by 2.7216e-4·r and the error scales with the sixth power of the
/// per-cubic angle. Depends only on its arguments, so callers pass the structural radius.
func strokerArcCount(sweep: Double, radius: Double, tolerance: Double) -> Int {
    let a = abs(sweep)
    guard a > 0, a.isFinite else { return 1 }
    var n = max(1, Int((a / (Double.pi / 2) - 1e-9).rounded(.up)))
    while n < 64 {
        let per = a / Double(n) / (Double.pi / 2)
        if radius * 2.7216e-4 * pow(per, 6) <= tolerance { break }
        n += 1
    }
    return n
}

extension StrokerSide {
    /// Appends an arc around `centre` from direction `from` (unit) sweeping `sweep` radians, as
    /// `count` cubics. The chain's current point should be `centre + from·radius`.
    mutating func arc(centre: Point, radius: Double, from v: Point, sweep: Double, count: Int) {
        let n = max(1, count)
        let h = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(h / 4) * radius
        for i in 0..<n {
            let d0 = strokerRotate(v, h * Double(i))
            let d1 = strokerRotate(v, h * Double(i + 1))
            let end = centre + d1 * radius
            let c1 = current + d0.perpendicular * k
            let c2 = end - d1.perpendicular * k
            cubic(c1, c2, end)
        }
    }
}

/// Stroke parameters shared by every helper: actual and structural half-widths.
struct StrokerParameters {
    /// Half the actual stroke width (geometry).
    var half: Double
    /// Half the structural width (every decision that changes the command sequence).
    var structuralHalf: Double
    var cap: LineCap
    var join: LineJoin
    var miterLimit: Double
    var tolerance: Double
    /// When true, joins keep a fixed command count whatever the geometry (for weight masters).
    var structured: Bool

    /// Turning angles below this are treated as smooth (no join). Angle-only, so width-free.
    static let smoothAngle = 1e-7

    func roundCount(sweep: Double) -> Int {
        strokerArcCount(sweep: sweep, radius: structuralHalf, tolerance: tolerance)
    }

    /// Adds the join at `pivot` between incoming unit tangent `ta` and outgoing `tb` to both
    /// sides. The outer side gets the join shape; the inner side goes through the pivot, which
    /// keeps every covered point's winding positive (the Skia technique).
    func join(at pivot: Point, from ta: Point, to tb: Point, cusp: Bool,
              left: inout StrokerSide, right: inout StrokerSide) {
        let cr = ta.cross(tb), dt = ta.dot(tb)
        var theta = atan2(cr, dt)
        // A reversal has no preferred side: pick one deterministically.
        if abs(cr) <= 1e-12 && dt < 0 { theta = .pi }
        guard abs(theta) > Self.smoothAngle else { return }
        let na = strokerNormal(ta), nb = strokerNormal(tb)
        // Turning toward the right normal (theta > 0) makes the left side outer.
        if theta > 0 {
            outerJoin(&left, pivot: pivot, na: na, nb: nb, offset: half, theta: theta, round: cusp)
            innerJoin(&right, pivot: pivot, end: pivot - nb * half)
        } else {
            outerJoin(&right, pivot: pivot, na: na, nb: nb, offset: -half, theta: theta, round: cusp)
            innerJoin(&left, pivot: pivot, end: pivot + nb * half)
        }
    }

    private func innerJoin(_ side: inout StrokerSide, pivot: Point, end: Point) {
        side.line(to: pivot)
        side.line(to: end)
    }

    private func outerJoin(_ side: inout StrokerSide, pivot: Point, na: Point, nb: Point,
                           offset u: Double, theta: Double, round: Bool) {
        let end = pivot + nb * u
        switch round ? .round : join {
        case .bevel:
            side.line(to: end)
        case .round:
            let from = u >= 0 ? na : -na
            side.arc(centre: pivot, radius: abs(u), from: from, sweep: theta, count: roundCount(sweep: theta))
        case .miter:
            let cosTheta = na.dot(nb)
            // SVG: miterLength / strokeWidth = 1 / sin(φ/2) with φ the interior angle, i.e.
            // 1 / cos(θ/2) for turning angle θ; the test is done on cos²(θ/2) to avoid division.
            let limit = miterLimit.isNaN ? 4 : max(1, miterLimit)
            let half2 = (1 + cosTheta) / 2
            let fits = half2 > 1e-12 && half2 * limit * limit >= 1
            if fits {
                side.line(to: pivot + (na + nb) * (u / (1 + cosTheta)))
            } else if structured {
                // Same command count as a miter: the bevel's midpoint stands in for the tip.
                side.line(to: side.current.lerp(to: end, 0.5))
            }
            side.line(to: end)
        }
    }

    /// The cap at the end of an open outline: from the left offset to the right offset.
    func endCap(_ side: inout StrokerSide, at p: Point, tangent t: Point) {
        let n = strokerNormal(t)
        let rightEnd = p - n * half
        switch cap {
        case .butt:
            side.line(to: rightEnd)
        case .square:
            side.line(to: p + n * half + t * half)
            side.line(to: rightEnd + t * half)
            side.line(to: rightEnd)
        case .round:
            side.arc(centre: p, radius: half, from: n, sweep: .pi, count: roundCount(sweep: .pi))
        }
    }

    /// The cap at the start of an open outline: from the right offset to the left offset.
    func startCap(_ side: inout StrokerSide, at p: Point, tangent t: Point) {
        let n = strokerNormal(t)
        let leftStart = p + n * half
        switch cap {
        case .butt:
            side.line(to: leftStart)
        case .square:
            side.line(to: p - n * half - t * half)
            side.line(to: leftStart - t * half)
            side.line(to: leftStart)
        case .round:
            side.arc(centre: p, radius: half, from: -n, sweep: .pi, count: roundCount(sweep: .pi))
        }
    }

    /// A zero-length subpath: a dot for round caps, an axis-aligned square for square caps,
    /// nothing for butt caps (SVG). Depends on the cap only, never on the width.
    func dot(at p: Point, into path: inout Path) {
        switch cap {
        case .butt:
            return
        case .square:
            path.move(to: p + Point(-half, -half))
            path.line(to: p + Point(half, -half))
            path.line(to: p + Point(half, half))
            path.line(to: p + Point(-half, half))
            path.close()
        case .round:
            var side = StrokerSide(start: p + Point(half, 0))
            side.arc(centre: p, radius: half, from: Point(1, 0), sweep: 2 * .pi,
                     count: max(4, roundCount(sweep: 2 * .pi)))
            strokerEmitLoop(side.pieces, into: &path)
        }
    }
}

/// Appends a closed subpath tracing `pieces` in order.
func strokerEmitLoop(_ pieces: [PathPiece], into path: inout Path) {
    guard let first = pieces.first else { return }
    path.move(to: first.start)
    for piece in pieces { path.elements.append(piece.element) }
    path.close()
}
