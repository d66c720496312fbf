import Artwork
import Foundation

/// A parsed paint value: `none`, a colour with its alpha, or a paint server reference with fallback.
enum SVGPaint: Sendable, Hashable {
    case none
    case color(PaintColor, alpha: Double)
    /// `url(#id)` with an optional fallback paint after it.
    case reference(id: String, fallback: SVGPaintFallback?)
}

enum SVGPaintFallback: Sendable, Hashable {
    case none
    case color(PaintColor, alpha: Double)
}

enum SVGColorParser {
    /// Parses a `fill`/`stroke` value. `nil` means invalid (the declaration is ignored, CSS-style).
    static func paint(_ raw: String) -> SVGPaint? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.lowercased() == "none" { return SVGPaint.none }
        if text.lowercased().hasPrefix("url(") {
            guard let close = text.firstIndex(of: ")") else { return nil }
            var ref = text[text.index(text.startIndex, offsetBy: 4)..<close].trimmingCharacters(in: .whitespaces)
            if ref.count >= 2, let q = ref.first, q == "\"" || q == "'", ref.last == q { ref = String(ref.dropFirst().dropLast()) }
            guard ref.hasPrefix("#") else { return nil }
            let rest = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
            var fallback: SVGPaintFallback?
            if rest.lowercased() == "none" {
                fallback = SVGPaintFallback.none
            } else if !rest.isEmpty {
                guard let (c, a) = color(rest) else { return nil }
                fallback = .color(c, alpha: a)
            }
            return .reference(id: String(ref.dropFirst()), fallback: fallback)
        }
        guard let (c, a) = color(text) else { return nil }
        return .color(c, alpha: a)
    }

    /// Parses a CSS colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` (numbers or
    /// percentages, commas or spaces, `/ alpha`), `hsl()`/`hsla()`, named colours, `transparent`,
    /// `currentColor`. Returns the colour and its alpha.
    static func color(_ raw: String) -> (PaintColor, Double)? {
        let text = raw.trimmingCharacters(in: .whitespaces).lowercased()
        if text == "currentcolor" { return (.currentColor, 1) }
        if text == "transparent" { return (.rgb(red: 0, green: 0, blue: 0), 0) }
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
        if let rgb = SVGNamedColors.table[text] {
            return (.rgb(red: Double(rgb.0) / 255, green: Double(rgb.1) / 255, blue: Double(rgb.2) / 255), 1)
        }
        return nil
    }

    private static func hex(_ digits: String) -> (PaintColor, Double)? {
        let values = digits.compactMap { $0.hexDigitValue }
        guard values.count == digits.count else { return nil }
        let comps: [Double]
        switch values.count {
        case 3, 4: comps = values.map { Double($0 * 17) / 255 }
        case 6, 8: comps = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
        default: return nil
        }
        return (.rgb(red: comps[0], green: comps[1], blue: comps[2]), comps.count == 4 ? comps[3] : 1)
    }

    /// Splits function arguments on commas, whitespace and '/', remembering whether '/' separated alpha.
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

    private static func rgbFunction(_ args: String) -> (PaintColor, Double)? {
        let parts = arguments(args)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var rgb: [Double] = []
        for p in parts.prefix(3) {
            guard let v = component(p, percentScale: 255) else { return nil }
            rgb.append(clamp(v / 255))
        }
        guard let a = alpha(parts, at: 3) else { return nil }
        return (.rgb(red: rgb[0], green: rgb[1], blue: rgb[2]), a)
    }

    private static func hslFunction(_ args: String) -> (PaintColor, Double)? {
        let parts = arguments(args)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        let hueText = parts[0].hasSuffix("deg") ? String(parts[0].dropLast(3)) : parts[0]
        guard let hue = Double(hueText), let s = component(parts[1], percentScale: 1),
              let l = component(parts[2], percentScale: 1), let a = alpha(parts, at: 3) else { return nil }
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 360
        let sat = clamp(s), light = clamp(l)
        // CSS Color 3 §4.2.4 conversion.
        let m2 = light <= 0.5 ? light * (sat + 1) : light + sat - light * sat
        let m1 = light * 2 - m2
        func hue2rgb(_ h0: Double) -> Double {
            var h = h0
            if h < 0 { h += 1 }
            if h > 1 { h -= 1 }
            if h * 6 < 1 { return m1 + (m2 - m1) * h * 6 }
            if h * 2 < 1 { return m2 }
            if h * 3 < 2 { return m1 + (m2 - m1) * (2.0 / 3 - h) * 6 }
            return m1
        }
        return (.rgb(red: hue2rgb(h + 1.0 / 3), green: hue2rgb(h), blue: hue2rgb(h - 1.0 / 3)), a)
    }
}
