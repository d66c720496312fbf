import Foundation

/// A CSS colour as written in a stylesheet or attribute: `currentColor`, or gamma-encoded sRGB
/// components (0…1) with an alpha.
package enum CSSColor: Sendable, Hashable {
    case currentColor
    case srgb(red: Double, green: Double, blue: Double, alpha: Double)

    /// Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` (numbers or percentages,
    /// commas or spaces, `/ alpha`), `hsl()`/`hsla()`, the named colours, `transparent` and
    /// `currentColor`; nil for anything else (a CSS declaration with it is ignored). Values out of
    /// range are clamped, as CSS computes them.
    package static func parse(_ raw: String) -> CSSColor? {
        let text = raw.trimmingCharacters(in: .whitespaces).lowercased()
        if text == "currentcolor" { return .currentColor }
        if text == "transparent" { return .srgb(red: 0, green: 0, blue: 0, alpha: 0) }
        if text.hasPrefix("#") { return hex(String(text.dropFirst())) }
        if text.contains("(") {
            guard case .success(let function) = CSSColorFunction.parse(text) else { return nil }
            let c = function.clampedSRGB
            return .srgb(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        if let rgb = CSSNamedColors.table[text] {
            return .srgb(red: Double(rgb.0) / 255, green: Double(rgb.1) / 255, blue: Double(rgb.2) / 255, alpha: 1)
        }
        return nil
    }

    private static func hex(_ digits: String) -> CSSColor? {
        hexComponents(digits).map { .srgb(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
    }

    /// The hex digits after `#` (3, 4, 6 or 8 of them, either case) as components 0…1; nil for any
    /// other count or a non-hex digit. Token readers take hex colours here too.
    package static func hexComponents(_ digits: String) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        let values = digits.compactMap { $0.hexDigitValue }
        guard values.count == digits.count else { return nil }
        let comps: [Double]
        switch values.count {
        case 3, 4: comps = values.map { Double($0 * 17) / 255 }
        case 6, 8: comps = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
        default: return nil
        }
        return (comps[0], comps[1], comps[2], comps.count == 4 ? comps[3] : 1)
    }
}
