import Artwork
import Diagnostics
import Geometry
import Grammar

/// Basic shapes → paths, and their resolved paint.
extension SVGDocumentReader {
    mutating func renderShape(_ index: Int, context: SVGRenderContext) {
        let n = node(index)
        let style = computeStyle(index, parent: context.style, viewport: context.viewport)
        guard style.display, style.visible else { return }
        let opacity = context.opacity * style.opacity
        guard opacity > 0 else { return }
        let ctm = transform(of: index).concatenating(context.ctm)
        guard let path = geometry(index, viewport: context.viewport), Self.drawsSomething(path),
              spendSegments(path, at: n.offset) else { return }
        guard [ctm.a, ctm.b, ctm.c, ctm.d, ctm.e, ctm.f].allSatisfy(\.isFinite) else {
            error("the element's transforms overflow to infinity", at: n.offset)
            return
        }
        // A singular transform squashes the shape to a line or point: nothing visible.
        guard ctm.determinant != 0 else { return }

        var fill: ShapeFill?
        // A line has no interior, so its fill can never show.
        if n.name != "line", let (color, alpha) = resolvePaint(style.fill, property: "fill", style: style) {
            let o = style.fillOpacity * alpha
            if o > 0 { fill = ShapeFill(color: color, rule: style.fillRule, opacity: o) }
        }
        var stroke: ShapeStroke?
        if style.strokeWidth > 0, let (color, alpha) = resolvePaint(style.stroke, property: "stroke", style: style) {
            let o = style.strokeOpacity * alpha
            if o > 0 {
                let strokeStyle = StrokeStyle(width: style.strokeWidth, cap: style.lineCap, join: style.lineJoin,
                                              miterLimit: style.miterLimit, dashes: style.dashes, dashOffset: style.dashOffset)
                stroke = ShapeStroke(color: color, style: strokeStyle, opacity: o)
            }
        }
        guard fill != nil || stroke != nil else { return }
        guard checkRange(of: path, transform: ctm, strokeWidth: stroke?.style.width, at: n.offset) else { return }
        reportUnsupportedEffects(style)
        let idValue = n.attribute("id")?.value
        shapes.append(PaintedShape(path: path, transform: ctm, fill: fill, stroke: stroke, opacity: opacity, clipPaths: [],
                               classNames: classes(of: index) + context.classNames, id: idValue, element: n.name,
                               location: location(index)))
        let own = shapes.count - 1
        shapes[own].layerNames = layerNames(of: index) + context.layerNames
        shapes[own].treePath = context.treePath
        if let clip = style.clipPath { applyClipPath(clip, from: own, elementCTM: ctm, viewport: context.viewport) }
        if let mask = style.mask { applyMask(mask, from: own, elementCTM: ctm, viewport: context.viewport) }
    }

    /// True when the path has at least one drawing segment (only moves draw nothing, not even caps).
    static func drawsSomething(_ path: Path) -> Bool {
        path.elements.contains { if case .move = $0 { return false } else { return true } }
    }

    /// The element's outline in its own coordinates, or nil when it has none (zero size, no data).
    mutating func geometry(_ index: Int, viewport vp: (Double, Double)) -> Path? {
        let n = node(index)
        switch n.name {
        case "path":
            guard let d = n.attribute("d"), checkGeometrySize(d) else { return nil }
            let (path, failure) = SVGPathParser.parseLeniently(d.value)
            if let failure {
                error("invalid path data: \(failure.message)", at: d.valueMap.sourceOffset(failure.offset))
            }
            return path
        case "rect":
            let x = length(index, "x", axis: .x, viewport: vp, default: 0)
            let y = length(index, "y", axis: .y, viewport: vp, default: 0)
            guard let w = positiveLength(index, "width", axis: .x, viewport: vp),
                  let h = positiveLength(index, "height", axis: .y, viewport: vp) else { return nil }
            let rx = radius(index, "rx", axis: .x, viewport: vp)
            let ry = radius(index, "ry", axis: .y, viewport: vp)
            return Path.rect(Rect(x: x, y: y, width: w, height: h), rx: rx ?? ry ?? 0, ry: ry ?? rx ?? 0)
        case "circle":
            let cx = length(index, "cx", axis: .x, viewport: vp, default: 0)
            let cy = length(index, "cy", axis: .y, viewport: vp, default: 0)
            guard let r = positiveLength(index, "r", axis: .diagonal, viewport: vp) else { return nil }
            return Path.circle(center: Point(cx, cy), radius: r)
        case "ellipse":
            let cx = length(index, "cx", axis: .x, viewport: vp, default: 0)
            let cy = length(index, "cy", axis: .y, viewport: vp, default: 0)
            // SVG 2: a missing or `auto` radius takes the other one.
            let rx = radius(index, "rx", axis: .x, viewport: vp)
            let ry = radius(index, "ry", axis: .y, viewport: vp)
            guard let a = rx ?? ry, let b = ry ?? rx, a > 0, b > 0 else { return nil }
            return Path.ellipse(center: Point(cx, cy), radiusX: a, radiusY: b)
        case "line":
            let x1 = length(index, "x1", axis: .x, viewport: vp, default: 0)
            let y1 = length(index, "y1", axis: .y, viewport: vp, default: 0)
            let x2 = length(index, "x2", axis: .x, viewport: vp, default: 0)
            let y2 = length(index, "y2", axis: .y, viewport: vp, default: 0)
            return Path([.move(Point(x1, y1)), .line(Point(x2, y2))])
        case "polyline", "polygon":
            guard let attr = n.attribute("points"), checkGeometrySize(attr) else { return nil }
            var values: [Double]
            switch TextScanner.numberList(attr.value) {
            case .success(let v): values = v
            case .failure(let e):
                error("invalid number in points", at: attr.valueMap.sourceOffset(e.offset))
                return nil
            }
            if values.count % 2 == 1 {
                error("points has an odd number of coordinates (\(values.count))", at: attr.valueMap.sourceOffset(0))
                values.removeLast()
            }
            guard values.count >= 4 else { return nil }
            var path = Path([.move(Point(values[0], values[1]))])
            for k in stride(from: 2, to: values.count, by: 2) { path.line(to: Point(values[k], values[k + 1])) }
            if n.name == "polygon" { path.close() }
            return path
        default:
            return nil
        }
    }

    /// A width/height/radius that must be > 0 to draw; negative values are reported (SVG: invalid).
    private mutating func positiveLength(_ index: Int, _ name: String, axis: SVGLength.Axis, viewport: (Double, Double)) -> Double? {
        let v = length(index, name, axis: axis, viewport: viewport, default: 0, allowAuto: true)
        if v < 0, let attr = node(index).attribute(name) {
            warn("negative \(name) '\(attr.value)'; the shape is not drawn", at: attr.valueMap.sourceOffset(0))
        }
        return v > 0 ? v : nil
    }

    /// `rx`/`ry`: nil when absent, `auto` or negative (then the other radius is used).
    private mutating func radius(_ index: Int, _ name: String, axis: SVGLength.Axis, viewport: (Double, Double)) -> Double? {
        guard let attr = node(index).attribute(name), attr.value.trimmingSpaces() != "auto" else { return nil }
        let v = length(index, name, axis: axis, viewport: viewport, default: 0)
        if v < 0 {
            warn("negative \(name) '\(attr.value)' is treated as auto", at: attr.valueMap.sourceOffset(0))
            return nil
        }
        return v
    }

    /// A paint as a solid colour and alpha; nil for none. Paint servers fall back to a solid colour
    /// with a warning: the fallback in the value, else the gradient's first stop, else `currentColor`.
    mutating func resolvePaint(_ paint: SVGPaint, property: String, style: SVGComputedStyle) -> (PaintColor, Double)? {
        func solid(_ c: PaintColor, _ a: Double) -> (PaintColor, Double) {
            c == .currentColor ? (style.color, a * style.colorAlpha) : (c, a)
        }
        switch paint {
        case .none:
            return nil
        case .color(let c, let a):
            return solid(c, a)
        case .reference(let id, let fallback):
            let offset = property == "fill" ? style.fillOffset : style.strokeOffset
            var fallbackColor: (PaintColor, Double)?? = nil
            if let fallback {
                switch fallback {
                case .none: fallbackColor = .some(nil)
                case .color(let c, let a): fallbackColor = .some(solid(c, a))
                }
            }
            guard let target = ids[id] else {
                warn("\(property) references '#\(id)', which does not exist; using \(fallback == nil ? "none" : "the fallback")", at: offset)
                return fallbackColor ?? nil
            }
            let kind = node(target).name
            if kind == "linearGradient" || kind == "radialGradient" {
                if let fallbackColor {
                    warn("gradients are not supported; \(property) uses the fallback colour", at: offset)
                    return fallbackColor
                }
                warn("gradients are not supported; \(property) uses the gradient's first stop colour", at: offset)
                return firstStop(target).map { solid($0.0, $0.1) } ?? solid(.currentColor, 1)
            }
            warn("\(property) paint server <\(kind)> is not supported; using \(fallbackColor == nil ? "currentColor" : "the fallback colour")",
                 at: offset)
            return fallbackColor ?? solid(.currentColor, 1)
        }
    }

    /// The colour of a gradient's first `stop`, following `href` to inherited stops.
    private mutating func firstStop(_ gradient: Int) -> (PaintColor, Double)? {
        var current = gradient
        for _ in 0..<8 {
            if let stop = node(current).children.first(where: { node($0).name == "stop" }) {
                var color: (PaintColor, Double) = (.rgb(red: 0, green: 0, blue: 0), 1)
                var opacity = 1.0
                for d in declared(stop) {
                    if d.property == "stop-color", let c = SVGColorParser.color(d.value) { color = c }
                    if d.property == "stop-opacity", let v = Double(d.value.trimmingSpaces()) { opacity = min(1, max(0, v)) }
                }
                return (color.0, color.1 * opacity)
            }
            guard let href = node(current).attribute("href") ?? node(current).attribute("xlink:href"),
                  href.value.hasPrefix("#"), let next = ids[String(href.value.dropFirst())] else { return nil }
            current = next
        }
        return nil
    }
}
