import Geometry

/// Reads a `transform` list: `matrix`, `translate`, `scale`, `rotate(a [cx cy])`, `skewX`, `skewY`,
/// separated by whitespace and/or commas. Functions apply right to left (the last one first),
/// as SVG specifies. Shared by the SVG reader and the SF Symbols template reader.
public enum SVGTransformParser {
    /// Throws the message and byte offset of the first problem in `text`; a number that is NaN,
    /// infinite or too large for a Double is such a problem.
    public static func parse(_ text: String) throws(SVGPathError) -> AffineTransform {
        var s = TextScanner(text)
        var result = AffineTransform.identity
        s.skipSpaces()
        while !s.isAtEnd {
            let nameStart = s.index
            let name = s.identifier()
            guard !name.isEmpty else { throw SVGPathError(message: "expected a transform function", offset: s.index) }
            s.skipSpaces()
            guard s.current == UInt8(ascii: "(") else { throw SVGPathError(message: "expected '(' after \(name)", offset: s.index) }
            s.index += 1
            var args: [Double] = []
            s.skipSpaces()
            while s.current != UInt8(ascii: ")") {
                guard let v = s.number() else {
                    if s.isAtEnd { throw SVGPathError(message: "unterminated \(name)(", offset: s.index) }
                    throw SVGPathError(message: "\(s.missingNumberReason()) in \(name)()", offset: s.index)
                }
                args.append(v)
                s.skipCommaSpaces()
            }
            s.index += 1
            let t: AffineTransform
            switch (name, args.count) {
            case ("matrix", 6): t = AffineTransform(a: args[0], b: args[1], c: args[2], d: args[3], e: args[4], f: args[5])
            case ("translate", 1): t = .translation(args[0], 0)
            case ("translate", 2): t = .translation(args[0], args[1])
            case ("scale", 1): t = .scale(args[0], args[0])
            case ("scale", 2): t = .scale(args[0], args[1])
            case ("rotate", 1): t = .rotation(degrees: args[0])
            case ("rotate", 3): t = .rotation(degrees: args[0], around: Point(args[1], args[2]))
            case ("skewX", 1): t = .skewX(degrees: args[0])
            case ("skewY", 1): t = .skewY(degrees: args[0])
            case ("matrix", _), ("translate", _), ("scale", _), ("rotate", _), ("skewX", _), ("skewY", _):
                throw SVGPathError(message: "\(name)() does not take \(args.count) argument\(args.count == 1 ? "" : "s")", offset: nameStart)
            default:
                throw SVGPathError(message: "unknown transform function '\(name)'", offset: nameStart)
            }
            // `a b` means a(b(x)): b is applied first, so it comes first in concatenation order.
            result = t.concatenating(result)
            s.skipCommaSpaces()
        }
        return result
    }
}

/// SVG lengths with units, resolved to user units (px).
package enum SVGLength {
    /// What a percentage is relative to.
    package enum Axis { case x, y, diagonal }

    /// Pixels per unit; `em`/`ex` assume the CSS default 16px font since icons do not set fonts.
    package static func unitScale(_ unit: String) -> Double? {
        switch unit.lowercased() {
        case "", "px": 1
        case "pt": 4.0 / 3.0
        case "pc": 16
        case "mm": 96 / 25.4
        case "cm": 96 / 2.54
        case "in": 96
        case "q": 96 / 25.4 / 4
        case "em", "rem": 16
        case "ex": 8
        default: nil
        }
    }

    /// Parses one length. `viewport` is the nearest viewport's size for percentages; nil when the
    /// text is not a length.
    package static func parse(_ text: String, axis: Axis, viewport: (width: Double, height: Double)) -> Double? {
        guard let (value, unit) = split(text) else { return nil }
        if unit == "%" {
            let base: Double
            switch axis {
            case .x: base = viewport.width
            case .y: base = viewport.height
            case .diagonal:
                base = ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
            }
            return value / 100 * base
        }
        guard let scale = unitScale(unit) else { return nil }
        return value * scale
    }

    /// The number and unit of a length, or nil if malformed.
    package static func split(_ text: String) -> (Double, String)? {
        var s = TextScanner(text)
        s.skipSpaces()
        guard let value = s.number() else { return nil }
        let unit = s.unit()
        s.skipSpaces()
        guard s.isAtEnd else { return nil }
        return (value, unit)
    }
}
