import Geometry
import Tokens

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
    func svgData(decimals: Int = 1) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(elements.count * 20)
        func add(_ p: Point) {
            GuideNumber.append(p.x, decimals: decimals, to: &out)
            out.append(32)
            GuideNumber.append(p.y, decimals: decimals, to: &out)
        }
        for element in elements {
            switch element {
            case .move(let p): out.append(77); add(p)
            case .line(let p): out.append(76); add(p)
            case .quad(let c, let p): out.append(81); add(c); out.append(32); add(p)
            case .cubic(let c1, let c2, let p): out.append(67); add(c1); out.append(32); add(c2); out.append(32); add(p)
            case .close: out.append(90)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// Number formatting for pages: fixed decimals, trailing zeros dropped, never `-0` or exponents.
enum GuideNumber {
    /// "16 pt", or the value with its CSS unit ("1.5 em") for lengths only known at run time.
    static func dimension(_ d: DimensionToken) -> String {
        if let points = d.points { return label(points) + " pt" }
        return label(d.value) + " " + d.unit
    }

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

    /// `format` written straight into a byte buffer (path data has millions of numbers).
    static func append(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        guard value.isFinite else { out.append(48); return }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let rounded = Int64((value * Double(scale)).rounded())
        if rounded == 0 { out.append(48); return }
        if rounded < 0 { out.append(45) }
        let magnitude = rounded.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = magnitude % UInt64(scale)
        appendDigits(whole, to: &out)
        if fraction != 0 {
            out.append(46)
            var digits = decimals
            // Drop trailing zeros, then write the remaining digits with leading zeros.
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let start = out.count
            out.append(contentsOf: repeatElement(48, count: digits))
            var i = start + digits - 1
            while fraction > 0 { out[i] = 48 + UInt8(fraction % 10); fraction /= 10; i -= 1 }
        }
    }

    private static func appendDigits(_ value: UInt64, to out: inout [UInt8]) {
        if value < 10 { out.append(48 + UInt8(value)); return }
        var v = value, count = 0
        while v > 0 { count += 1; v /= 10 }
        let start = out.count
        out.append(contentsOf: repeatElement(48, count: count))
        v = value
        var i = start + count - 1
        while v > 0 { out[i] = 48 + UInt8(v % 10); v /= 10; i -= 1 }
    }

    /// For labels: up to 2 decimals.
    static func label(_ value: Double) -> String { format(value, decimals: 2) }
}
