import Foundation

extension Path {
    /// Appends an SVG endpoint-parameterised elliptical arc from `start` (the current point) to
    /// `end` as cubic Béziers, each spanning at most 90° so the error stays below ~3e-4 of the radius.
    ///
    /// Follows SVG 1.1 F.6: equal endpoints draw nothing, a zero radius draws a straight line,
    /// negative radii use their absolute value and radii too small to reach `end` are scaled up.
    public mutating func addArc(from start: Point, to end: Point, radii: Point, xAxisRotation degrees: Double,
                                largeArc: Bool, sweep: Bool) {
        if start == end { return }
        guard let cubics = Path.arcCubics(from: start, to: end, radii: radii, xAxisRotation: degrees,
                                          largeArc: largeArc, sweep: sweep) else {
            line(to: end)
            return
        }
        for c in cubics { elements.append(.cubic(c.0, c.1, c.2)) }
    }

    /// The cubic pieces (control 1, control 2, end) of an SVG arc, or nil when the arc degenerates
    /// to a straight line (a zero or non-finite radius). Empty when `start == end`.
    /// The last end point is exactly `end`, so following segments join without a gap.
    public static func arcCubics(from start: Point, to end: Point, radii: Point, xAxisRotation degrees: Double,
                                 largeArc: Bool, sweep: Bool) -> [(Point, Point, Point)]? {
        if start == end { return [] }
        var rx = abs(radii.x), ry = abs(radii.y)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, start.isFinite, end.isFinite else { return nil }
        let phi = degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)

        // F.6.5 step 1: the midpoint-relative start point in the ellipse's own axes.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1p = cosPhi * dx + sinPhi * dy
        let y1p = -sinPhi * dx + cosPhi * dy

        // F.6.6: scale radii up when no ellipse of this size reaches both points.
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s
            ry *= s
        }

        // Step 2: the centre in the ellipse's axes.
        let rx2 = rx * rx, ry2 = ry * ry
        let num = rx2 * ry2 - rx2 * y1p * y1p - ry2 * x1p * x1p
        let den = rx2 * y1p * y1p + ry2 * x1p * x1p
        var coef = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { coef = -coef }
        let cxp = coef * rx * y1p / ry
        let cyp = -coef * ry * x1p / rx

        // Step 3: the centre in user space.
        let cx = cosPhi * cxp - sinPhi * cyp + (start.x + end.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (start.y + end.y) / 2

        // Step 4: start angle and sweep.
        let ux = (x1p - cxp) / rx, uy = (y1p - cyp) / ry
        let vx = (-x1p - cxp) / rx, vy = (-y1p - cyp) / ry
        let theta1 = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }

        // The slack absorbs rounding in the centre (a square root of a near-zero term can be off by
        // ~1e-8): a semicircle must give 2 pieces whatever its radius, or weight masters drawn with
        // different radii stop being interpolation-compatible. A piece of 90.0001° is still exact enough.
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-6).rounded(.up)))
        let step = delta / Double(count)
        // Control-arm length for a unit circle arc of `step` radians.
        let k = 4.0 / 3.0 * tan(step / 4)

        func point(_ angle: Double) -> Point {
            let ex = rx * cos(angle), ey = ry * sin(angle)
            return Point(cosPhi * ex - sinPhi * ey + cx, sinPhi * ex + cosPhi * ey + cy)
        }
        func derivative(_ angle: Double) -> Point {
            let ex = -rx * sin(angle), ey = ry * cos(angle)
            return Point(cosPhi * ex - sinPhi * ey, sinPhi * ex + cosPhi * ey)
        }

        var result: [(Point, Point, Point)] = []
        result.reserveCapacity(count)
        var a0 = theta1
        var p0 = start
        for i in 0..<count {
            let a1 = theta1 + step * Double(i + 1)
            let p1 = i == count - 1 ? end : point(a1)
            let c1 = p0 + derivative(a0) * k
            let c2 = p1 - derivative(a1) * k
            result.append((c1, c2, p1))
            a0 = a1
            p0 = p1
        }
        return result
    }
}
