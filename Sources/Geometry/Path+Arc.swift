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
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, start.isFinite, end.isFinite, degrees.isFinite else { return nil }
        let phi = degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)

        // F.6.5 step 1: the midpoint-relative start point in the ellipse's own axes. Halving before
        // subtracting keeps ±1e308 end points finite.
        let dx = start.x / 2 - end.x / 2, dy = start.y / 2 - end.y / 2
        let x1p = cosPhi * dx + sinPhi * dy
        let y1p = -sinPhi * dx + cosPhi * dy

        // The arithmetic below works on the start point measured in radii (a, b), never on squared
        // radii: `rx * rx` underflows to zero for radii like 1e-160 and overflows for 1e160, and
        // either turned the centre into NaN.
        let a = x1p / rx, b = y1p / ry
        // √Λ of F.6.6: above 1, no ellipse of this size reaches both points, so the radii grow by
        // that factor and the centre is the midpoint.
        let rootLambda = hypot(a, b)
        guard rootLambda.isFinite, rootLambda > 0 else { return nil }
        var coef = 0.0
        if rootLambda > 1 {
            rx *= rootLambda
            ry *= rootLambda
        } else {
            // Step 2: coef² = (rx²ry² − rx²y1'² − ry²x1'²) / (rx²y1'² + ry²x1'²) = 1/Λ − 1.
            let inverse = 1 / rootLambda
            coef = ((inverse - 1) * (inverse + 1)).squareRoot()
            if largeArc == sweep { coef = -coef }
        }
        guard rx.isFinite, ry.isFinite, coef.isFinite else { return nil }
        let cxp = coef * rx * b
        let cyp = -coef * ry * a

        // Step 3: the centre in user space.
        let cx = cosPhi * cxp - sinPhi * cyp + (start.x / 2 + end.x / 2)
        let cy = sinPhi * cxp + cosPhi * cyp + (start.y / 2 + end.y / 2)

        // Step 4: start angle and sweep.
        let ux = (x1p - cxp) / rx, uy = (y1p - cyp) / ry
        let vx = (-x1p - cxp) / rx, vy = (-y1p - cyp) / ry
        let theta1 = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        guard cx.isFinite, cy.isFinite, theta1.isFinite, delta.isFinite else { return nil }

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
            // Radii near the top of the Double range can still overflow a control point.
            guard c1.isFinite, c2.isFinite, p1.isFinite else { return nil }
            result.append((c1, c2, p1))
            a0 = a1
            p0 = p1
        }
        return result
    }
}
