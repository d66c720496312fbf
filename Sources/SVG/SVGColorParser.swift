import Artwork
import Foundation
import Grammar

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

    /// Parses a CSS colour (`Grammar`'s `CSSColor`: hex, `rgb()`, `hsl()`, named colours,
    /// `transparent`, `currentColor`). Returns the colour and its alpha.
    static func color(_ raw: String) -> (PaintColor, Double)? {
        switch CSSColor.parse(raw) {
        case .currentColor?: return (.currentColor, 1)
        case .srgb(let red, let green, let blue, let alpha)?: return (.rgb(red: red, green: green, blue: blue), alpha)
        case nil: return nil
        }
    }
}
