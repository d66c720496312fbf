import Geometry

extension Path {
    /// Bounds of every end and control point (cheap, and enough to frame a drawing).
    var pointBounds: Rect? {
        var points: [Point] = []
        points.reserveCapacity(elements.count * 3)
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quad(let c, let p): points.append(c); points.append(p)
            case .cubic(let c1, let c2, let p): points.append(c1); points.append(c2); points.append(p)
            case .close: break
            }
        }
        return Rect(enclosing: points)
    }

    /// Absolute SVG path data with at most `decimals` decimals (deterministic, no exponent form).
    func svgData(decimals: Int = 2) -> String {
        var out = ""
        out.reserveCapacity(elements.count * 24)
        func add(_ p: Point) {
            out += GuideNumber.format(p.x, decimals: decimals)
            out += " "
            out += GuideNumber.format(p.y, decimals: decimals)
        }
        for element in elements {
            switch element {
            case .move(let p): out += "M"; add(p)
            case .line(let p): out += "L"; add(p)
            case .quad(let c, let p): out += "Q"; add(c); out += " "; add(p)
            case .cubic(let c1, let c2, let p): out += "C"; add(c1); out += " "; add(c2); out += " "; add(p)
            case .close: out += "Z"
            }
        }
        return out
    }
}

/// Number formatting for pages: fixed decimals, trailing zeros dropped, never `-0` or exponents.
enum GuideNumber {
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded()
        if rounded == 0 { return "0" }
        let negative = rounded < 0
        let magnitude = Int64(abs(rounded))
        let divisor = Int64(scale)
        let whole = magnitude / divisor
        var fraction = magnitude % divisor
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            fraction = 0
            text += "." + digits
        }
        return text
    }

    /// For labels: up to 2 decimals.
    static func label(_ value: Double) -> String { format(value, decimals: 2) }
}
