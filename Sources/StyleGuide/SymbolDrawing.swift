import Diagnostics
import Geometry
import Symbols

/// A symbol's 27 weight × scale drawings, taken from its template (not from the source SVG).
///
/// Coordinates are each variant group's own: the baseline is y = 0, the cap line y ≈ −70.5 at the
/// small scale, the left margin near x = 0. A template with the three interpolation masters gives
/// the other six weights by Xcode's rule, point by point `R + t·(M − R)` with Apple's scalars, and
/// the medium and large scales as magnifications of the small one (1.276, 1.647). A template with
/// all 27 variants is drawn as written; one with Regular-M only draws that one shape for every
/// weight, which is what Xcode does with it.
public struct SymbolDrawing: Sendable {
    /// One `<path>` of a variant, with its rendering-mode classes.
    public struct Shape: Sendable {
        public var path: Path
        public var classes: [String]
    }

    /// Where the drawings came from, said on the page next to them.
    public enum Origin: Sendable, Hashable {
        /// Ultralight-S, Regular-S and Black-S: the other 24 are interpolated and scaled.
        case masters
        /// Every variant is drawn in the template.
        case allVariants
        /// Only some variants are drawn; missing weights show the nearest drawn one.
        case partial([String])
    }

    public var origin: Origin
    /// The drawings that are not magnifications of another: drawn in the template or interpolated.
    /// `shapes(_:_:)` gives every one of the 27, magnifying on demand.
    public var variants: [SymbolVariantID: [Shape]]
    /// Variants that are a magnification of another one (`Regular-M` = 1.276 × `Regular-S`), so a
    /// page can draw them by reference instead of repeating the path data.
    public var magnified: [SymbolVariantID: (of: SymbolVariantID, factor: Double)] = [:]
    /// The template's `<style>` rules: class → CSS declarations (fill, opacity).
    public var layerStyles: [String: String]
    /// Problems found while reading the template (it is Stylebook's own, so normally none).
    public var diagnostics: DiagnosticList

    public func shapes(_ weight: SymbolWeight, _ scale: SymbolScale) -> [Shape] {
        shapes(SymbolVariantID(weight, scale))
    }

    public func shapes(_ id: SymbolVariantID) -> [Shape] {
        if let own = variants[id] { return own }
        guard let m = magnified[id], let base = variants[m.of] else { return [] }
        return base.map { Shape(path: $0.path.transformed(by: .scale(m.factor, m.factor)), classes: $0.classes) }
    }

    /// Bounds of every drawing (control points), the common frame all cells of a symbol share.
    /// A magnified drawing's bounds are its base's, scaled about the origin.
    public var bounds: Rect? {
        var own: [SymbolVariantID: Rect] = [:]
        var result: Rect?
        func add(_ r: Rect) { result = result.map { $0.union(r) } ?? r }
        for (id, shapes) in variants {
            var b: Rect?
            for shape in shapes {
                guard let r = shape.path.pointBounds else { continue }
                b = b.map { $0.union(r) } ?? r
            }
            if let b { own[id] = b; add(b) }
        }
        for (_, m) in magnified {
            guard let b = own[m.of] else { continue }
            add(Rect(minX: b.minX * m.factor, minY: b.minY * m.factor, maxX: b.maxX * m.factor, maxY: b.maxY * m.factor))
        }
        return result
    }

    public init(template text: String, path: String) throws(DiagnosticError) {
        let template = try TemplateReader.read(bytes: Array(text.utf8), path: path)
        diagnostics = template.diagnostics
        layerStyles = Self.parseStyles(template.styleText)
        var drawn: [SymbolVariantID: [Shape]] = [:]
        for variant in template.variants {
            guard let id = SymbolVariantID(string: variant.id) else { continue }
            drawn[id] = variant.paths.map { Shape(path: $0.path, classes: $0.classes) }
        }
        let masters = SymbolVariantID.masters
        if drawn.count == 27 {
            origin = .allVariants
            variants = drawn
        } else if masters.allSatisfy({ drawn[$0] != nil }), let interpolated = Self.interpolate(drawn) {
            origin = .masters
            variants = interpolated.variants
            magnified = interpolated.magnified
        } else {
            origin = .partial(template.variants.map(\.id))
            let nearest = Self.nearest(drawn)
            variants = nearest.variants
            magnified = nearest.magnified
        }
    }

    /// Xcode's interpolation from the three small masters; nil when they do not match.
    typealias Placed = (variants: [SymbolVariantID: [Shape]], magnified: [SymbolVariantID: (of: SymbolVariantID, factor: Double)])

    static func interpolate(_ drawn: [SymbolVariantID: [Shape]]) -> Placed? {
        guard let ultralight = drawn[SymbolVariantID(.ultralight, .small)], let regular = drawn[SymbolVariantID(.regular, .small)],
              let black = drawn[SymbolVariantID(.black, .small)],
              ultralight.count == regular.count, black.count == regular.count,
              zip(regular, ultralight).allSatisfy({ $0.path.commandSignature == $1.path.commandSignature }),
              zip(regular, black).allSatisfy({ $0.path.commandSignature == $1.path.commandSignature })
        else { return nil }
        var result: [SymbolVariantID: [Shape]] = [:]
        var magnified: [SymbolVariantID: (of: SymbolVariantID, factor: Double)] = [:]
        for weight in SymbolWeight.allCases {
            let (toLight, toBlack) = weight.deltaScalars
            let small: [Shape] = regular.indices.map { i in
                let master = toLight > 0 ? ultralight[i] : black[i]
                let t = toLight > 0 ? toLight : toBlack
                return Shape(path: Self.mix(regular[i].path, master.path, t), classes: regular[i].classes)
            }
            for scale in SymbolScale.allCases {
                let id = SymbolVariantID(weight, scale)
                if let own = drawn[id] { result[id] = own; continue }
                if scale == .small {
                    result[id] = small
                } else {
                    magnified[id] = (SymbolVariantID(weight, .small), scale.magnification)
                }
            }
        }
        return (result, magnified)
    }

    /// For a template without masters: every weight and scale shows the nearest drawn variant,
    /// scaled to the wanted scale (Xcode shows a static template's one drawing at every weight).
    static func nearest(_ drawn: [SymbolVariantID: [Shape]]) -> Placed {
        var result: [SymbolVariantID: [Shape]] = [:]
        var magnified: [SymbolVariantID: (of: SymbolVariantID, factor: Double)] = [:]
        let available = drawn.keys.sorted { $0.description < $1.description }
        guard !available.isEmpty else { return ([:], [:]) }
        for weight in SymbolWeight.allCases {
            for scale in SymbolScale.allCases {
                let id = SymbolVariantID(weight, scale)
                if let own = drawn[id] { result[id] = own; continue }
                let best = available.min { a, b in
                    let da = abs(a.weight.column - weight.column) * 10 + abs(a.scale.row - scale.row)
                    let db = abs(b.weight.column - weight.column) * 10 + abs(b.scale.row - scale.row)
                    return da < db
                }!
                magnified[id] = (best, scale.magnification / best.scale.magnification)
            }
        }
        return (result, magnified)
    }

    static func mix(_ a: Path, _ b: Path, _ t: Double) -> Path {
        Path(zip(a.elements, b.elements).map { e, f in
            func m(_ p: Point, _ q: Point) -> Point { Point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t) }
            switch (e, f) {
            case (.move(let p), .move(let q)): return .move(m(p, q))
            case (.line(let p), .line(let q)): return .line(m(p, q))
            case (.quad(let c, let p), .quad(let d, let q)): return .quad(m(c, d), m(p, q))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)): return .cubic(m(c1, d1), m(c2, d2), m(p, q))
            default: return e
            }
        })
    }

    /// `.class {decl}` rules of the template's style sheet, e.g. `multicolor-0:custom` → `fill:#2E7D32;opacity:0.35`.
    static func parseStyles(_ css: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(css)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let selector = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            let body = rest[rest.index(after: open)..<close].trimmingCharacters(in: .whitespacesAndNewlines)
            for part in selector.split(separator: ",") {
                let name = part.trimmingCharacters(in: .whitespacesAndNewlines)
                if name.hasPrefix(".") { result[String(name.dropFirst())] = body }
            }
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}

extension SymbolScale {
    /// Size relative to the small scale (Symbols' `factor`, format doc §4.2).
    public var magnification: Double { factor }

    public var label: String {
        switch self {
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        }
    }
}
