import Diagnostics
import Geometry
import Grammar

/// A presentation property as declared on an element (attribute or inline `style`), with the byte
/// offset to report it at.
struct DeclaredProperty: Sendable {
    var value: String
    var offset: Int
}

/// The inherited stroke properties at an element: what decides whether Xcode would draw a stroke.
struct InheritedPaint: Sendable {
    var stroke: DeclaredProperty?
    var strokeWidth: DeclaredProperty?
    var fillRule: DeclaredProperty?

    /// This paint with an element's own declarations applied (they override inherited ones).
    func adding(_ declarations: Declarations) -> InheritedPaint {
        var copy = self
        if let s = declarations["stroke"] { copy.stroke = s }
        if let w = declarations["stroke-width"] { copy.strokeWidth = w }
        if let r = declarations["fill-rule"] { copy.fillRule = r }
        return copy
    }
}

/// The presentation properties the reader looks at, as one element declares them: a handful at most,
/// so a small list beats a dictionary (this runs for every element of every template).
struct Declarations: Sendable {
    /// The names read: the stroke paint (`InheritedPaint`) and the effects `checkEffects` reports.
    static let names: Set<String> = ["stroke", "stroke-width", "fill-rule", "clip-path", "mask", "filter", "fill"]

    /// Name and property, one entry per name, in the order first declared.
    var entries: [(name: String, property: DeclaredProperty)] = []

    subscript(name: String) -> DeclaredProperty? {
        entries.first { $0.name == name }?.property
    }

    /// Sets `name` (replacing an earlier declaration), when it is one the reader looks at.
    mutating func set(_ name: String, _ property: DeclaredProperty) {
        guard Self.names.contains(name) else { return }
        if let i = entries.firstIndex(where: { $0.name == name }) {
            entries[i].property = property
        } else {
            entries.append((name, property))
        }
    }
}

extension TemplateWalker {
    /// An element's presentation attributes, then its inline `style` declarations (which win).
    static func declarations(of e: TemplateElement) -> Declarations {
        var result = Declarations()
        for a in e.attributes where a.name != "style" && Declarations.names.contains(a.name) {
            result.set(a.name, DeclaredProperty(value: a.value.trimmingSpaces(), offset: a.offset))
        }
        if let style = e.attribute("style") {
            let offset = e.attributeOffset("style") ?? e.offset
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let name = String(parts[0]).trimmingSpaces()
                guard Declarations.names.contains(name) else { continue }
                result.set(name, DeclaredProperty(value: String(parts[1]).trimmingSpaces(), offset: offset))
            }
        }
        return result
    }

    /// Effects and paint that a symbol does not draw as designed (format doc §3). All are warnings:
    /// Xcode compiles them. A gradient or pattern fill is a non-trivial paint type, which makes the node
    /// not "path-based" for Xcode's reader, so masters holding one are not interpolated (and Regular-M
    /// becomes required); returns false for that. Clips, masks and filters are reported but, like
    /// strokes (shipping apps compile masters with Inkscape's hairline strokes and no Regular-M),
    /// not taken to stop interpolation.
    mutating func checkEffects(_ e: TemplateElement, name: String, declarations: Declarations? = nil) -> Bool {
        var plain = true
        // In source order (then by name, for inline style declarations sharing one offset): stable output.
        let ordered = (declarations ?? Self.declarations(of: e)).entries.sorted {
            ($0.property.offset, $0.name) < ($1.property.offset, $1.name)
        }
        for (key, p) in ordered {
            switch key {
            case "clip-path" where p.value != "none", "mask" where p.value != "none", "filter" where p.value != "none":
                warnRepeatedly("<\(name)> in a variant uses \(key): symbols are drawn as plain filled paths, so Xcode "
                               + "may draw it without the effect; flatten it into the path data", at: p.offset)
            case "fill" where p.value.hasPrefix("url("):
                warnRepeatedly("<\(name)> in a variant has a gradient or pattern fill: Xcode fills symbols with "
                               + "the rendering mode's colours, so it is not drawn, and the glyph will not interpolate; "
                               + "use a flat fill", at: p.offset)
                plain = false
            default: break
            }
        }
        return plain
    }

    /// Even-odd filling (declared on the shape or inherited, as Sketch sets it on a page group): Xcode
    /// fills every layer with non-zero winding, which paints a different region only where contours
    /// nest running the same way; outlines that already alternate draw the same, so they get nothing.
    mutating func checkFillRule(_ paint: InheritedPaint, name: String, geometry: Path) {
        guard let rule = paint.fillRule, rule.value == "evenodd" else { return }
        do throws(BooleanWorkLimitExceeded) {
            guard try geometry.evenOddDiffersFromNonZero(tolerance: 0.01, workLimit: Path.booleanWorkLimit) else { return }
        } catch {
            warnRepeatedly("<\(name)> in a variant is even-odd and crosses itself too often to check whether Xcode's "
                           + "non-zero filling draws it the same (\(error.edges) edges); check it in the SF Symbols app",
                           at: rule.offset)
            return
        }
        warnRepeatedly("<\(name)> in a variant is even-odd and has same-direction nested contours: Xcode fills "
                       + "symbols with non-zero winding, so those holes are filled in; reverse the inner contours",
                       at: rule.offset)
    }

    /// A shape is stroked only when a stroke paint other than `none` reaches it with a non-zero width;
    /// a `stroke-width` alone (Illustrator and Inkscape leave them) draws nothing and is no problem.
    /// A real stroke compiles (Xcode's renderer strokes a layer with a stroke width), so it is a warning.
    mutating func checkStroke(_ paint: InheritedPaint, name: String) {
        guard let stroke = paint.stroke, stroke.value != "none", stroke.value != "transparent", !stroke.value.isEmpty
        else { return }
        var width = 1.0
        if let w = paint.strokeWidth {
            width = (try? SVGNumbers.number(w.value)) ?? 1
        }
        guard width > 0 else { return }
        let hairline = width < 1 ? " (a hairline of \(NumberFormat(precision: 3).string(width)))" : ""
        warnRepeatedly("<\(name)> in a variant is stroked\(hairline): Xcode draws the stroke around the filled shape, so "
                       + "the glyph comes out bolder than its outline; outline the stroke into the path or remove it",
                       at: stroke.offset)
    }
}

extension String {
    /// The string without leading and trailing ASCII whitespace.
    func trimmingSpaces() -> String {
        let u = Array(utf8)
        var lo = 0, hi = u.count
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
        while lo < hi, isSpace(u[lo]) { lo += 1 }
        while hi > lo, isSpace(u[hi - 1]) { hi -= 1 }
        return String(decoding: u[lo..<hi], as: UTF8.self)
    }
}
