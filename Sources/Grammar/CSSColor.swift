import Foundation

/// A CSS colour as written in a stylesheet or attribute: `currentColor`, or gamma-encoded sRGB
/// components (0…1) with an alpha.
package enum CSSColor: Sendable, Hashable {
    case currentColor
    case srgb(red: Double, green: Double, blue: Double, alpha: Double)

    /// Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` (numbers or percentages,
    /// commas or spaces, `/ alpha`), `hsl()`/`hsla()`, the named colours, `transparent` and
    /// `currentColor`; nil for anything else (a CSS declaration with it is ignored).
    package static func parse(_ raw: String) -> CSSColor? {
        let text = raw.trimmingCharacters(in: .whitespaces).lowercased()
        if text == "currentcolor" { return .currentColor }
        if text == "transparent" { return .srgb(red: 0, green: 0, blue: 0, alpha: 0) }
        if text.hasPrefix("#") { return hex(String(text.dropFirst())) }
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let fn = String(text[..<open]).trimmingCharacters(in: .whitespaces)
            let args = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            switch fn {
            case "rgb", "rgba": return rgbFunction(args)
            case "hsl", "hsla": return hslFunction(args)
            default: return nil
            }
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

    /// Splits function arguments on commas, whitespace and '/' (the alpha separator).
    private static func arguments(_ args: String) -> [String] {
        args.replacingOccurrences(of: "/", with: " ").split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" })
            .map(String.init)
    }

    /// A number or percentage; percentages map 100% to `percentScale`.
    private static func component(_ s: String, percentScale: Double) -> Double? {
        if s.hasSuffix("%") {
            guard let v = Double(s.dropLast()) else { return nil }
            return v / 100 * percentScale
        }
        return Double(s)
    }

    private static func clamp(_ v: Double) -> Double { min(1, max(0, v)) }

    private static func alpha(_ args: [String], at index: Int) -> Double? {
        guard args.count > index else { return 1 }
        return component(args[index], percentScale: 1).map(clamp)
    }

    private static func rgbFunction(_ args: String) -> CSSColor? {
        let parts = arguments(args)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var rgb: [Double] = []
        for p in parts.prefix(3) {
            guard let v = component(p, percentScale: 255) else { return nil }
            rgb.append(clamp(v / 255))
        }
        guard let a = alpha(parts, at: 3) else { return nil }
        return .srgb(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: a)
    }

    private static func hslFunction(_ args: String) -> CSSColor? {
        let parts = arguments(args)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        let hueText = parts[0].hasSuffix("deg") ? String(parts[0].dropLast(3)) : parts[0]
        guard let hue = Double(hueText), let s = component(parts[1], percentScale: 1),
              let l = component(parts[2], percentScale: 1), let a = alpha(parts, at: 3) else { return nil }
        let rgb = CSSColorMath.hslToRGB(hue: hue, saturation: clamp(s), lightness: clamp(l))
        return .srgb(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: a)
    }
}
