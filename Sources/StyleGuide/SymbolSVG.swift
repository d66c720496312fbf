import Geometry
import Symbols

/// SVG markup for symbol drawings. Each path carries its rendering-mode layer as CSS variables
/// (`--primary-fill`, `--m0` …) so one drawing can be shown in every mode by setting variables on
/// its container, which also reach into `<use>` copies (selectors would not).
enum SymbolSVG {
    /// The frame every cell of a symbol shares: the drawing's bounds with a margin, square-ish.
    static func frame(_ bounds: Rect?) -> Rect {
        guard let b = bounds, !b.isEmpty else { return Rect(x: 0, y: -100, width: 100, height: 120) }
        let side = max(b.width, b.height) * 1.1 + 4
        return Rect(x: b.midX - side / 2, y: b.midY - side / 2, width: side, height: side)
    }

    static func viewBox(_ r: Rect) -> String {
        [r.minX, r.minY, r.width, r.height].map { GuideNumber.format($0, decimals: 2) }.joined(separator: " ")
    }

    /// One `<path>` with its layer variables. One decimal is 1/700 of the cap height: finer than any
    /// pixel the page shows, and it halves the pages of a large set.
    static func path(_ shape: SymbolDrawing.Shape, decimals: Int = 1, erase: Bool = false) -> BodyNode {
        let style = erase ? "fill:var(--bg,#ffffff)" : layerStyle(shape.classes)
        return H.el("path", [("d", shape.path.svgData(decimals: decimals)), ("style", style)])
    }

    /// `fill:var(--m0,var(--secondary-fill,currentColor));fill-opacity:…` for a path's classes.
    static func layerStyle(_ classes: [String]) -> String {
        var level = "primary"
        var multicolor: String?
        for c in classes {
            if c.hasPrefix("hierarchical-"), let colon = c.firstIndex(of: ":") { level = String(c[c.index(after: colon)...]) }
            if c.hasPrefix("multicolor-") {
                let rest = c.dropFirst("multicolor-".count)
                multicolor = String(rest.prefix { $0 != ":" })
            }
        }
        if !["primary", "secondary", "tertiary"].contains(level) { level = "primary" }
        let fill = "var(--\(level)-fill,currentColor)"
        let opacity = "var(--\(level)-opacity,1)"
        if let m = multicolor {
            return "fill:var(--m\(m),\(fill));fill-opacity:var(--m\(m)o,\(opacity))"
        }
        return "fill:\(fill);fill-opacity:\(opacity)"
    }

    /// An inline SVG of one variant, drawn with its own paths.
    static func drawing(_ shapes: [SymbolDrawing.Shape], frame: Rect, label: String, className: String = "glyph",
                        style: String? = nil, erase: (SymbolDrawing.Shape) -> Bool = { _ in false }) -> BodyNode {
        var attributes = [("class", className), ("viewBox", viewBox(frame)), ("role", "img"), ("aria-label", label)]
        if let style { attributes.append(("style", style)) }
        return H.el("svg", attributes, shapes.map { path($0, erase: erase($0)) })
    }
}
