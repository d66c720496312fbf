import Foundation
@testable import Geometry

/// Shapes shared by the geometry tests (SVG y-down coordinates).
enum Shapes {
    /// Axis-aligned rectangle; clockwise on screen unless `clockwise` is false.
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, clockwise: Bool = true) -> Path {
        var p = Path()
        p.move(to: Point(x, y))
        if clockwise {
            p.line(to: Point(x + w, y)); p.line(to: Point(x + w, y + h)); p.line(to: Point(x, y + h))
        } else {
            p.line(to: Point(x, y + h)); p.line(to: Point(x + w, y + h)); p.line(to: Point(x + w, y))
        }
        p.close()
        return p
    }

    /// Circle from four cubics, clockwise on screen unless `clockwise` is false.
    static func circle(_ cx: Double, _ cy: Double, _ r: Double, clockwise: Bool = true) -> Path {
        let k = 0.5522847498 * r
        var p = Path()
        p.move(to: Point(cx + r, cy))
        p.cubic(to: Point(cx, cy + r), control1: Point(cx + r, cy + k), control2: Point(cx + k, cy + r))
        p.cubic(to: Point(cx - r, cy), control1: Point(cx - k, cy + r), control2: Point(cx - r, cy + k))
        p.cubic(to: Point(cx, cy - r), control1: Point(cx - r, cy - k), control2: Point(cx - k, cy - r))
        p.cubic(to: Point(cx + r, cy), control1: Point(cx + k, cy - r), control2: Point(cx + r, cy - k))
        p.close()
        return clockwise ? p : p.reversed()
    }

    /// A pentagram drawn as one self-intersecting subpath (every second vertex of a pentagon).
    static func pentagram(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        var p = Path()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
            let pt = Point(cx + r * cos(angle), cy + r * sin(angle))
            if i == 0 { p.move(to: pt) } else { p.line(to: pt) }
        }
        p.close()
        return p
    }
}

extension Path {
    static func + (a: Path, b: Path) -> Path {
        var r = a
        r.append(b)
        return r
    }
}
