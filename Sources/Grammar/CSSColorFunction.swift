/// `rgb()`, `rgba()`, `hsl()` and `hsla()` as written, for every reader of CSS colours: the SVG
/// reader clamps what is out of range (`CSSColor.parse`), the token readers refuse it with a
/// located error. Arguments are separated by commas, whitespace or `/` (before the alpha); each is
/// a number of Grammar's number grammar (`NumberGrammar`), a percentage, or for a hue an angle.
package struct CSSColorFunction: Sendable, Equatable {
    package enum Space: Sendable, Equatable { case rgb, hsl }

    package var space: Space
    /// As written, not clamped. rgb: red, green, blue as fractions (255 or 100% is 1); hsl: the hue
    /// in degrees, saturation and lightness as fractions (a plain number is a percentage, as in
    /// CSS Color 4).
    package var components: [Double]
    /// As written (a percentage as a fraction), 1 when left out; not clamped.
    package var alpha: Double

    /// Why a text is not a colour function, in the order the parts are checked.
    package enum Failure: Error, Equatable {
        /// Not `name(…)`.
        case notAFunction
        /// Another function, or other than 3 or 4 arguments.
        case unsupported
        /// The alpha is no number or percentage.
        case alpha
        /// A component is no number, percentage or (for a hue) angle; `alpha` is the alpha read.
        case components(Space, alpha: Double)
    }

    /// Reads `text` (any case, whitespace around it allowed).
    package static func parse(_ text: String) -> Result<CSSColorFunction, Failure> {
        let lower = text.lowercased().trimmingSpaces
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else { return .failure(.notAFunction) }
        let space: Space
        switch lower[..<open] {
        case "rgb", "rgba": space = .rgb
        case "hsl", "hsla": space = .hsl
        default: return .failure(.unsupported)
        }
        let parts = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
            .split(whereSeparator: { $0 == "," || $0 == "/" || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 3 || parts.count == 4 else { return .failure(.unsupported) }
        var alpha = 1.0
        if parts.count == 4 {
            guard let a = fraction(parts[3], plainScale: 1) else { return .failure(.alpha) }
            alpha = a
        }
        let components: [Double?] = space == .rgb
            ? parts.prefix(3).map { fraction($0, plainScale: 255) }
            : [hue(parts[0]), fraction(parts[1], plainScale: 100), fraction(parts[2], plainScale: 100)]
        guard components.allSatisfy({ $0 != nil }) else { return .failure(.components(space, alpha: alpha)) }
        return .success(CSSColorFunction(space: space, components: components.map { $0 ?? 0 }, alpha: alpha))
    }

    /// True when the colour components lie in their ranges (0…1; a hue may be any angle).
    package var componentsInRange: Bool {
        let checked = space == .rgb ? components : Array(components.dropFirst())
        return checked.allSatisfy { $0 >= 0 && $0 <= 1 }
    }

    /// Gamma-encoded sRGB and alpha, each clamped to 0…1 as CSS computes them.
    package var clampedSRGB: (red: Double, green: Double, blue: Double, alpha: Double) {
        let clamp = { (v: Double) in min(1, max(0, v)) }
        if space == .rgb { return (clamp(components[0]), clamp(components[1]), clamp(components[2]), clamp(alpha)) }
        let rgb = CSSColorMath.hslToRGB(hue: components[0], saturation: clamp(components[1]),
                                        lightness: clamp(components[2]))
        return (rgb.red, rgb.green, rgb.blue, clamp(alpha))
    }

    /// A percentage (100% is 1) or a plain number divided by `plainScale`.
    private static func fraction(_ part: Substring, plainScale: Double) -> Double? {
        guard let (value, suffix) = NumberGrammar.number(part, suffixedBy: ["", "%"]) else { return nil }
        return suffix == "%" ? value / 100 : value / plainScale
    }

    /// Degrees to the turn of each CSS angle unit (a plain number is in degrees).
    private static let degreesPer: [String: Double] = [
        "": 1, "deg": 1, "grad": 0.9, "rad": 180 / Double.pi, "turn": 360,
    ]

    /// A hue in degrees: a plain number or an angle (`deg`, `grad`, `rad`, `turn`).
    private static func hue(_ part: Substring) -> Double? {
        guard let (value, unit) = NumberGrammar.number(part, suffixedBy: Array(degreesPer.keys)) else { return nil }
        return value * (degreesPer[unit] ?? 1)
    }
}

private extension String {
    /// Without the whitespace `TextScanner` skips at either end.
    var trimmingSpaces: String {
        let bytes = Array(utf8)
        var start = 0, end = bytes.count
        while start < end, TextScanner.isSpace(bytes[start]) { start += 1 }
        while end > start, TextScanner.isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
