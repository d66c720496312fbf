import Artwork
import Diagnostics
import Geometry
import Grammar

/// Walking the element tree: containers, nested viewports and `use`, producing `PaintedShape`s.
extension SVGDocumentReader {
    static let shapeElements: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]
    /// Elements that never render directly (definitions, metadata, paint servers).
    static let silentElements: Set<String> = [
        "title", "desc", "metadata", "defs", "symbol", "clipPath", "style", "linearGradient", "radialGradient",
        "pattern", "filter", "mask", "marker", "stop", "font", "font-face", "glyph", "missing-glyph", "view",
        "cursor", "color-profile", "hatch", "solidcolor",
    ]
    static let animationElements: Set<String> = ["animate", "animateTransform", "animateMotion", "animateColor", "set", "mpath"]
    /// Content an icon cannot carry as geometry: reported as errors so nothing is silently lost.
    static let unsupportedContent: [String: String] = [
        "text": "text is not supported; convert it to paths (outline the text) in the editor",
        "tspan": "text is not supported; convert it to paths (outline the text) in the editor",
        "textPath": "text is not supported; convert it to paths (outline the text) in the editor",
        "image": "embedded images are not supported; icons must be vector paths",
        "foreignObject": "<foreignObject> is not supported",
        "video": "<video> is not supported", "audio": "<audio> is not supported", "canvas": "<canvas> is not supported",
        "iframe": "<iframe> is not supported",
    ]

    mutating func render(_ index: Int, context: SVGRenderContext) {
        let n = node(index)
        if n.isForeign { return }
        work += 1
        guard work <= Self.workLimit else {
            if !workLimitReported {
                workLimitReported = true
                error("the document expands to too many elements (nested <use>?); stopped reading", at: n.offset)
            }
            return
        }
        if Self.shapeElements.contains(n.name) {
            renderShape(index, context: context)
            return
        }
        switch n.name {
        case "g", "a":
            let style = computeStyle(index, parent: context.style, viewport: context.viewport)
            renderContainer(index, style: style, context: context, local: transform(of: index), children: n.children)
        case "switch":
            // Render only the first element child, as a user agent without extensions would.
            let style = computeStyle(index, parent: context.style, viewport: context.viewport)
            let first = n.children.first { !node($0).isForeign }
            renderContainer(index, style: style, context: context, local: transform(of: index), children: first.map { [$0] } ?? [])
        case "svg":
            renderViewport(index, context: context, transformFrom: index, useSize: nil)
        case "use":
            renderUse(index, context: context)
        case "script":
            warn("<script> is ignored", at: n.offset)
        default:
            if Self.silentElements.contains(n.name) { return }
            if Self.animationElements.contains(n.name) {
                warn("animation element <\(n.name)> is ignored; the first frame is used", at: n.offset)
            } else if let message = Self.unsupportedContent[n.name] {
                error(message, at: n.offset)
            } else {
                warn("unknown element <\(n.name)> ignored", at: n.offset)
            }
        }
    }

    /// The `transform` attribute of an element (identity when absent; errors reported).
    mutating func transform(of index: Int) -> AffineTransform {
        guard let attr = node(index).attribute("transform") else { return .identity }
        do throws(SVGPathError) {
            return try SVGTransformParser.parse(attr.value)
        } catch {
            self.error("invalid transform: \(error.message)", at: attr.valueMap.sourceOffset(error.offset))
            return .identity
        }
    }

    /// Renders `children` under an element with computed `style` and local transform `local`,
    /// then applies the element's `clip-path` and an optional viewport clip to what they produced.
    mutating func renderContainer(_ index: Int, style: SVGComputedStyle, context: SVGRenderContext, local: AffineTransform,
                                  children: [Int], innerViewport: (Double, Double)? = nil,
                                  viewportClip: (rect: Rect, transform: AffineTransform)? = nil) {
        guard style.display else { return }
        var inner = context
        inner.ctm = local.concatenating(context.ctm)
        inner.style = style
        inner.opacity = context.opacity * style.opacity
        // The root's classes name the whole icon (e.g. "icon icon-tabler"), not a layer, so they are left out.
        inner.classNames = (index == doc.root ? [] : classes(of: index)) + context.classNames
        inner.layerNames = (index == doc.root ? [] : layerNames(of: index)) + context.layerNames
        if let innerViewport { inner.viewport = innerViewport }
        guard inner.opacity > 0 else { return }
        reportUnsupportedEffects(style)
        let first = shapes.count
        for (position, child) in children.enumerated() {
            var childContext = inner
            childContext.treePath.append(position)
            render(child, context: childContext)
        }
        if let viewportClip { clipToViewport(from: first, rect: viewportClip.rect, transform: viewportClip.transform) }
        if let clip = style.clipPath { applyClipPath(clip, from: first, elementCTM: inner.ctm, viewport: inner.viewport) }
        if let mask = style.mask { applyMask(mask, from: first, elementCTM: inner.ctm, viewport: inner.viewport) }
    }

    func reportUnsupportedEffectsMessage(_ property: String) -> String {
        "'\(property)' is not supported; the element is drawn without it"
    }

    mutating func reportUnsupportedEffects(_ style: SVGComputedStyle) {
        if let filter = style.filter { warn(reportUnsupportedEffectsMessage("filter"), at: filter.offset) }
    }

    /// A nested `svg` (or a `use`d `svg`/`symbol`): a new viewport with its own viewBox, clipped
    /// unless `overflow` is visible. `useSize` carries `width`/`height` from a referencing `use`.
    mutating func renderViewport(_ index: Int, context: SVGRenderContext, transformFrom: Int?,
                                 useSize: (Double?, Double?)?, isSymbol: Bool = false) {
        let n = node(index)
        let style = computeStyle(index, parent: context.style, viewport: context.viewport)
        guard style.display else { return }
        let vp = context.viewport
        let x = isSymbol ? 0 : length(index, "x", axis: .x, viewport: vp, default: 0)
        let y = isSymbol ? 0 : length(index, "y", axis: .y, viewport: vp, default: 0)
        let width = useSize?.0 ?? length(index, "width", axis: .x, viewport: vp, default: vp.0, allowAuto: true)
        let height = useSize?.1 ?? length(index, "height", axis: .y, viewport: vp, default: vp.1, allowAuto: true)
        // A zero-sized viewport disables rendering of its content.
        guard width > 0, height > 0 else { return }
        let viewBox = parseViewBox(index)
        var par = SVGAspectRatio.default
        if let attr = n.attribute("preserveAspectRatio") {
            if let parsed = SVGAspectRatio.parse(attr.value) { par = parsed } else {
                warn("invalid preserveAspectRatio '\(attr.value)'; using xMidYMid meet", at: attr.valueMap.sourceOffset(0))
            }
        }
        let rect = Rect(x: x, y: y, width: width, height: height)
        let fit = viewBox.map { par.transform(viewBox: $0, into: rect) } ?? .translation(x, y)
        let outer = transformFrom.map { transform(of: $0) } ?? .identity
        let clip = style.overflowVisible ? nil : (rect: rect, transform: outer.concatenating(context.ctm))
        renderContainer(index, style: style, context: context, local: fit.concatenating(outer), children: n.children,
                        innerViewport: viewBox.map { ($0.width, $0.height) } ?? (width, height), viewportClip: clip)
    }

    /// `use`: instantiates the referenced element under the `use`, offset by `x`/`y`.
    mutating func renderUse(_ index: Int, context: SVGRenderContext) {
        let n = node(index)
        let style = computeStyle(index, parent: context.style, viewport: context.viewport)
        guard style.display else { return }
        guard let target = useTarget(index) else { return }
        if context.useStack.contains(target) || isAncestor(target, of: index) {
            let href = (n.attribute("href") ?? n.attribute("xlink:href"))?.value ?? ""
            error("<use> reference '\(href)' is circular", at: n.offset)
            return
        }
        guard context.useStack.count < 32 else {
            error("<use> elements nested more than 32 deep", at: n.offset)
            return
        }
        let vp = context.viewport
        let x = length(index, "x", axis: .x, viewport: vp, default: 0)
        let y = length(index, "y", axis: .y, viewport: vp, default: 0)
        let local = AffineTransform.translation(x, y).concatenating(transform(of: index))
        var inner = context
        inner.useStack.append(target)
        let targetNode = node(target)
        switch targetNode.name {
        case "symbol", "svg":
            // The `use` acts as a group holding the viewport element.
            var useContext = inner
            useContext.ctm = local.concatenating(context.ctm)
            useContext.style = style
            useContext.opacity = context.opacity * style.opacity
            useContext.classNames = classes(of: index) + context.classNames
            useContext.layerNames = layerNames(of: index) + context.layerNames
            guard useContext.opacity > 0 else { return }
            reportUnsupportedEffects(style)
            let first = shapes.count
            let w = n.attribute("width") == nil ? nil : length(index, "width", axis: .x, viewport: vp, default: 0, allowAuto: true)
            let h = n.attribute("height") == nil ? nil : length(index, "height", axis: .y, viewport: vp, default: 0, allowAuto: true)
            let isSymbol = targetNode.name == "symbol"
            renderViewport(target, context: useContext, transformFrom: isSymbol ? nil : target, useSize: (w, h), isSymbol: isSymbol)
            if let clip = style.clipPath { applyClipPath(clip, from: first, elementCTM: useContext.ctm, viewport: vp) }
            if let mask = style.mask { applyMask(mask, from: first, elementCTM: useContext.ctm, viewport: vp) }
        default:
            renderContainer(index, style: style, context: inner, local: local, children: [target])
        }
    }

    /// The element a `use` points at, reporting missing or external references.
    mutating func useTarget(_ index: Int) -> Int? {
        let n = node(index)
        guard let href = n.attribute("href") ?? n.attribute("xlink:href") else {
            warn("<use> without href draws nothing", at: n.offset)
            return nil
        }
        let value = href.value.trimmingSpaces()
        guard value.hasPrefix("#") else {
            warn("<use> references outside this file ('\(value)') are not supported; ignored", at: href.valueMap.sourceOffset(0))
            return nil
        }
        guard let target = ids[String(value.dropFirst())] else {
            warn("<use> references '\(value)', which does not exist; ignored", at: href.valueMap.sourceOffset(0))
            return nil
        }
        return target
    }

    func isAncestor(_ candidate: Int, of index: Int) -> Bool {
        var p: Int? = index
        while let q = p {
            if q == candidate { return true }
            p = node(q).parent
        }
        return false
    }

    /// A length attribute in user units; malformed values are errors and fall back to `default`.
    mutating func length(_ index: Int, _ name: String, axis: SVGLength.Axis, viewport: (Double, Double),
                         default fallback: Double, allowAuto: Bool = false) -> Double {
        guard let attr = node(index).attribute(name) else { return fallback }
        if allowAuto, attr.value.trimmingSpaces() == "auto" { return fallback }
        guard let v = SVGLength.parse(attr.value, axis: axis, viewport: (viewport.0, viewport.1)) else {
            error("invalid length '\(attr.value)' for \(name)", at: attr.valueMap.sourceOffset(0))
            return fallback
        }
        return v
    }
}
