import Artwork
import Geometry
import Grammar

/// Property values after cascading and inheritance for one element instance.
struct SVGComputedStyle: Sendable {
    // Inherited properties.
    var fill: SVGPaint = .color(.rgb(red: 0, green: 0, blue: 0), alpha: 1)
    var fillRule: FillRule = .nonZero
    var fillOpacity = 1.0
    var stroke: SVGPaint = .none
    var strokeWidth = 1.0
    var lineCap: LineCap = .butt
    var lineJoin: LineJoin = .miter
    var miterLimit = 4.0
    var dashes: [Double] = []
    var dashOffset = 0.0
    var strokeOpacity = 1.0
    var visible = true
    var color: PaintColor = .currentColor
    var colorAlpha = 1.0
    var clipRule: FillRule = .nonZero
    /// File offsets of the winning fill/stroke declarations, for paint-server warnings.
    var fillOffset = 0
    var strokeOffset = 0
    // Not inherited.
    var opacity = 1.0
    var display = true
    var overflowVisible = false
    var clipPath: SVGDeclaration?
    var mask: SVGDeclaration?
    var filter: SVGDeclaration?

    /// Resets the properties that do not inherit, keeping the inherited ones from the parent.
    func inheritedByChild() -> SVGComputedStyle {
        var s = self
        s.opacity = 1
        s.display = true
        s.overflowVisible = false
        s.clipPath = nil
        s.mask = nil
        s.filter = nil
        return s
    }

    /// Properties the reader understands; others are ignored (a few with a warning, see `unsupported`).
    static let known: Set<String> = Set(fields.keys)

    /// One stored property, copied as a whole from another style.
    private struct Field: Sendable {
        let copy: @Sendable (inout SVGComputedStyle, SVGComputedStyle) -> Void
        init<Value>(_ field: WritableKeyPath<SVGComputedStyle, Value> & Sendable) {
            copy = { $0[keyPath: field] = $1[keyPath: field] }
        }
    }

    /// Each property the reader understands with the fields its value sets, which `inherit`,
    /// `initial` and `unset` copy.
    private static let fields: [String: [Field]] = [
        "fill": [Field(\.fill), Field(\.fillOffset)], "fill-rule": [Field(\.fillRule)],
        "fill-opacity": [Field(\.fillOpacity)], "stroke": [Field(\.stroke), Field(\.strokeOffset)],
        "stroke-width": [Field(\.strokeWidth)], "stroke-linecap": [Field(\.lineCap)],
        "stroke-linejoin": [Field(\.lineJoin)], "stroke-miterlimit": [Field(\.miterLimit)],
        "stroke-dasharray": [Field(\.dashes)], "stroke-dashoffset": [Field(\.dashOffset)],
        "stroke-opacity": [Field(\.strokeOpacity)], "visibility": [Field(\.visible)],
        "color": [Field(\.color), Field(\.colorAlpha)], "clip-rule": [Field(\.clipRule)],
        "opacity": [Field(\.opacity)], "display": [Field(\.display)], "overflow": [Field(\.overflowVisible)],
        "clip-path": [Field(\.clipPath)], "mask": [Field(\.mask)], "filter": [Field(\.filter)],
    ]

    /// Properties that change rendering but are not implemented: warned about unless `none`/normal.
    static let unsupported: Set<String> = [
        "marker", "marker-start", "marker-mid", "marker-end", "mix-blend-mode", "vector-effect", "transform",
    ]

    /// Applies one declared value. Returns a warning message when the value is invalid (then ignored).
    mutating func apply(_ d: SVGDeclaration, parent: SVGComputedStyle, viewport: (width: Double, height: Double)) -> String? {
        let value = d.value.trimmingSpaces()
        let lower = value.lowercased()
        if lower == "inherit" {
            copy(d.property, from: parent)
            return nil
        }
        if lower == "initial" || lower == "unset" && !Self.inherits(d.property) {
            copy(d.property, from: SVGComputedStyle())
            return nil
        }
        if lower == "unset" { copy(d.property, from: parent); return nil }
        func invalid() -> String { "invalid value '\(value)' for \(d.property); ignored" }
        func opacityValue() -> Double? {
            guard let (v, unit) = SVGLength.split(value) else { return nil }
            if unit == "%" { return min(1, max(0, v / 100)) }
            return unit.isEmpty ? min(1, max(0, v)) : nil
        }
        switch d.property {
        case "fill", "stroke":
            guard let paint = SVGColorParser.paint(value) else { return invalid() }
            if d.property == "fill" { fill = paint; fillOffset = d.offset } else { stroke = paint; strokeOffset = d.offset }
        case "color":
            guard let (c, a) = SVGColorParser.color(value) else { return invalid() }
            // `color: currentColor` means the inherited colour.
            if c != .currentColor { color = c; colorAlpha = a }
        case "fill-rule", "clip-rule":
            guard let rule = FillRule(rawValue: lower) else { return invalid() }
            if d.property == "fill-rule" { fillRule = rule } else { clipRule = rule }
        case "fill-opacity": guard let v = opacityValue() else { return invalid() }; fillOpacity = v
        case "stroke-opacity": guard let v = opacityValue() else { return invalid() }; strokeOpacity = v
        case "opacity": guard let v = opacityValue() else { return invalid() }; opacity = v
        case "stroke-width":
            guard let w = SVGLength.parse(value, axis: .diagonal, viewport: viewport), w >= 0 else { return invalid() }
            strokeWidth = w
        case "stroke-linecap":
            guard let cap = LineCap(rawValue: lower) else { return invalid() }
            lineCap = cap
        case "stroke-linejoin":
            switch lower {
            case "miter", "miter-clip", "arcs": lineJoin = .miter
            case "round": lineJoin = .round
            case "bevel": lineJoin = .bevel
            default: return invalid()
            }
        case "stroke-miterlimit":
            guard let v = NumberGrammar.number(value), v >= 1 else { return invalid() }
            miterLimit = v
        case "stroke-dasharray":
            guard let list = Self.dashArray(value, viewport: viewport) else { return invalid() }
            dashes = list
        case "stroke-dashoffset":
            guard let v = SVGLength.parse(value, axis: .diagonal, viewport: viewport) else { return invalid() }
            dashOffset = v
        case "visibility":
            switch lower {
            case "visible": visible = true
            case "hidden", "collapse": visible = false
            default: return invalid()
            }
        case "display": display = lower != "none"
        case "overflow": overflowVisible = lower == "visible" || lower == "auto"
        case "clip-path": clipPath = lower == "none" ? nil : d
        case "mask": mask = lower == "none" ? nil : d
        case "filter": filter = lower == "none" ? nil : d
        default: break
        }
        return nil
    }

    static func inherits(_ property: String) -> Bool {
        !["opacity", "display", "overflow", "clip-path", "mask", "filter"].contains(property)
    }

    /// `none` → solid; lengths separated by commas/spaces; an odd count repeats; all zeros → solid.
    static func dashArray(_ value: String, viewport: (width: Double, height: Double)) -> [Double]? {
        if value.lowercased() == "none" { return [] }
        let parts = value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" })
        var list: [Double] = []
        for p in parts {
            guard let v = SVGLength.parse(String(p), axis: .diagonal, viewport: viewport), v >= 0 else { return nil }
            list.append(v)
        }
        if list.isEmpty { return nil }
        if list.allSatisfy({ $0 == 0 }) { return [] }
        return list.count % 2 == 1 ? list + list : list
    }

    private mutating func copy(_ property: String, from other: SVGComputedStyle) {
        for field in Self.fields[property] ?? [] { field.copy(&self, other) }
    }
}
