extension Path {
    /// Control-arm length of a quarter-circle cubic on a unit circle: 4/3·(√2 − 1).
    static let quarterArcKappa = 0.552_284_749_830_793_4

    /// The SVG `rect` element as a path (SVG 2 §10.2): starts at (x + rx, y), runs clockwise on screen
    /// (right along the top edge first), rounded corners as quarter-ellipse cubics.
    /// `rx`/`ry` follow SVG's auto rules: a missing (≤ 0) one takes the other's value, and both are
    /// clamped to half the width/height. Empty for a non-positive width or height.
    public static func rect(_ r: Rect, rx: Double = 0, ry: Double = 0) -> Path {
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return Path() }
        var rx = max(0, rx), ry = max(0, ry)
        if rx == 0 { rx = ry }
        if ry == 0 { ry = rx }
        rx = min(rx, r.width / 2)
        ry = min(ry, r.height / 2)
        let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
        var p = Path()
        if rx <= 0 || ry <= 0 {
            p.move(to: Point(x0, y0))
            p.line(to: Point(x1, y0))
            p.line(to: Point(x1, y1))
            p.line(to: Point(x0, y1))
            p.close()
            return p
        }
        let kx = rx * quarterArcKappa, ky = ry * quarterArcKappa
        p.move(to: Point(x0 + rx, y0))
        if x0 + rx < x1 - rx { p.line(to: Point(x1 - rx, y0)) }
        p.cubic(to: Point(x1, y0 + ry), control1: Point(x1 - rx + kx, y0), control2: Point(x1, y0 + ry - ky))
        if y0 + ry < y1 - ry { p.line(to: Point(x1, y1 - ry)) }
        p.cubic(to: Point(x1 - rx, y1), control1: Point(x1, y1 - ry + ky), control2: Point(x1 - rx + kx, y1))
        if x1 - rx > x0 + rx { p.line(to: Point(x0 + rx, y1)) }
        p.cubic(to: Point(x0, y1 - ry), control1: Point(x0 + rx - kx, y1), control2: Point(x0, y1 - ry + ky))
        if y1 - ry > y0 + ry { p.line(to: Point(x0, y0 + ry)) }
        p.cubic(to: Point(x0 + rx, y0), control1: Point(x0, y0 + ry - ky), control2: Point(x0 + rx - kx, y0))
        p.close()
        return p
    }

    /// The SVG `ellipse` element as a path (SVG 2 §10.4): starts at the rightmost point (cx + rx, cy)
    /// and runs clockwise on screen (down first) in four quarter-ellipse cubics.
    /// Empty for a non-positive radius.
    public static func ellipse(center c: Point, radiusX rx: Double, radiusY ry: Double) -> Path {
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return Path() }
        let kx = rx * quarterArcKappa, ky = ry * quarterArcKappa
        var p = Path()
        p.move(to: Point(c.x + rx, c.y))
        p.cubic(to: Point(c.x, c.y + ry), control1: Point(c.x + rx, c.y + ky), control2: Point(c.x + kx, c.y + ry))
        p.cubic(to: Point(c.x - rx, c.y), control1: Point(c.x - kx, c.y + ry), control2: Point(c.x - rx, c.y + ky))
        p.cubic(to: Point(c.x, c.y - ry), control1: Point(c.x - rx, c.y - ky), control2: Point(c.x - kx, c.y - ry))
        p.cubic(to: Point(c.x + rx, c.y), control1: Point(c.x + kx, c.y - ry), control2: Point(c.x + rx, c.y - ky))
        p.close()
        return p
    }

    /// The SVG `circle` element as a path; see `ellipse(center:radiusX:radiusY:)`.
    public static func circle(center c: Point, radius r: Double) -> Path {
        ellipse(center: c, radiusX: r, radiusY: r)
    }
}
