import Artwork
import Diagnostics
import Geometry

/// `clip-path` and viewport clipping, resolved to regions in icon space on `PaintedShape.clipPaths`.
extension SVGDocumentReader {
    /// Applies an element's `clip-path` to the shapes it produced (`shapes[first...]`); shapes whose
    /// clip region is empty are dropped. `elementCTM` maps the element's user space to icon space.
    mutating func applyClipPath(_ decl: SVGDeclaration, from first: Int, elementCTM: AffineTransform, viewport: (Double, Double)) {
        guard first < shapes.count else { return }
        guard let id = referencedID(decl, "clip-path", otherwise: "ignored") else { return }
        guard let target = ids[id] else {
            warn("clip-path references '#\(id)', which does not exist; ignored", at: decl.offset)
            return
        }
        guard let regions = clipRegions(target, elementCTM: elementCTM, from: first, viewport: viewport, stack: []) else { return }
        limitShapes(from: first, to: regions)
    }

    /// The id in a `clip-path` or `mask` value `url(#id)`; any other value is warned about, saying
    /// what happens instead (`consequence`), and gives nil.
    mutating func referencedID(_ decl: SVGDeclaration, _ property: String, otherwise consequence: String) -> String? {
        guard let id = Self.urlReference(decl.value) else {
            warn("\(property) '\(decl.value)' is not supported (only url(#id)); \(consequence)", at: decl.offset)
            return nil
        }
        return id
    }

    /// Puts `regions` on the shapes from `first` on, for `clip-path` and `mask` alike; when a region
    /// is empty nothing of them can show, so they are dropped.
    mutating func limitShapes(from first: Int, to regions: [Path]) {
        if regions.contains(where: { $0.isEmpty }) {
            shapes.removeSubrange(first...)
            return
        }
        for k in first..<shapes.count { shapes[k].clipPaths.append(contentsOf: regions) }
    }

    /// `url(#id)` (optionally quoted) → `id`.
    static func urlReference(_ value: String) -> String? {
        let v = value.trimmingSpaces()
        guard v.lowercased().hasPrefix("url("), v.hasSuffix(")") else { return nil }
        var inner = String(v.dropFirst(4).dropLast()).trimmingSpaces()
        if inner.count >= 2, let q = inner.first, q == "\"" || q == "'", inner.last == q { inner = String(inner.dropFirst().dropLast()) }
        guard inner.hasPrefix("#"), inner.count > 1 else { return nil }
        return String(inner.dropFirst())
    }

    /// The bounding box of `shapes[first...]` in the element's user space (for objectBoundingBox units).
    private func boundingBox(from first: Int, elementCTM: AffineTransform) -> Rect? {
        guard let inverse = elementCTM.inverted else { return nil }
        var result: Rect?
        for shape in shapes[first...] {
            guard let b = SVGBounds.of(shape.path.transformed(by: shape.transform.concatenating(inverse))) else { continue }
            result = result.map { $0.union(b) } ?? b
        }
        return result
    }

    /// The icon-space regions (to intersect) of a `clipPath`; an empty path means nothing is visible.
    /// nil when the reference is unusable (reported).
    private mutating func clipRegions(_ clip: Int, elementCTM: AffineTransform, from first: Int, viewport: (Double, Double),
                                      stack: [Int]) -> [Path]? {
        let c = node(clip)
        guard c.name == "clipPath", !c.isForeign else {
            warn("clip-path must reference a <clipPath>, not <\(c.name)>; ignored", at: c.offset)
            return nil
        }
        guard !stack.contains(clip), stack.count < 16 else {
            error("clip-path reference cycle through <clipPath id=\"\(c.attribute("id")?.value ?? "")\">", at: c.offset)
            return nil
        }
        var base = elementCTM
        if c.attribute("clipPathUnits")?.value.trimmingSpaces() == "objectBoundingBox" {
            guard let bb = boundingBox(from: first, elementCTM: elementCTM), bb.width > 0, bb.height > 0 else { return [Path()] }
            base = AffineTransform(a: bb.width, b: 0, c: 0, d: bb.height, e: bb.minX, f: bb.minY).concatenating(elementCTM)
        }
        base = transform(of: clip).concatenating(base)
        let clipStyle = computeStyle(clip, parent: SVGComputedStyle(), viewport: viewport)
        var region = Path()
        for child in c.children {
            let n = node(child)
            if n.isForeign || Self.silentElements.contains(n.name) && n.name != "clipPath" { continue }
            var shapeIndex = child
            var local = AffineTransform.identity
            if n.name == "use" {
                // Inside clipPath a `use` may only point at a shape directly.
                guard let target = useTarget(child) else { continue }
                guard Self.shapeElements.contains(node(target).name) else {
                    warn("<use> inside <clipPath> must reference a basic shape or path; ignored", at: n.offset)
                    continue
                }
                let x = length(child, "x", axis: .x, viewport: viewport, default: 0)
                let y = length(child, "y", axis: .y, viewport: viewport, default: 0)
                local = AffineTransform.translation(x, y).concatenating(transform(of: child))
                shapeIndex = target
            } else if let message = Self.unsupportedContent[n.name] {
                error(message, at: n.offset)
                continue
            } else if !Self.shapeElements.contains(n.name) {
                warn("<\(n.name)> is not allowed inside <clipPath>; ignored", at: n.offset)
                continue
            }
            var style = computeStyle(child, parent: clipStyle, viewport: viewport)
            if shapeIndex != child { style = computeStyle(shapeIndex, parent: style, viewport: viewport) }
            guard style.display, style.visible, let path = geometry(shapeIndex, viewport: viewport),
                  spendSegments(path, at: node(shapeIndex).offset) else { continue }
            if style.clipRule == .evenOdd, path.subpaths.count > 1 {
                warn("clip-rule evenodd is treated as nonzero", at: node(shapeIndex).offset)
            }
            if let own = style.clipPath {
                warn("clip-path on an element inside <clipPath> is ignored", at: own.offset)
            }
            let t = transform(of: shapeIndex).concatenating(local).concatenating(base)
            guard checkRange(of: path, transform: t, strokeWidth: nil, at: node(shapeIndex).offset) else { continue }
            region.append(path.transformed(by: t))
        }
        var regions = [region]
        if let nested = clipStyle.clipPath {
            if let id = Self.urlReference(nested.value), let target = ids[id] {
                guard let more = clipRegions(target, elementCTM: elementCTM, from: first, viewport: viewport,
                                             stack: stack + [clip]) else { return regions }
                regions.append(contentsOf: more)
            } else {
                warn("clip-path '\(nested.value)' on <clipPath> cannot be resolved; ignored", at: nested.offset)
            }
        }
        return regions
    }

    /// Clips shapes to a nested viewport rectangle (given in the space `transform` maps to icon space),
    /// but only those that reach outside it, so ordinary content stays unclipped.
    mutating func clipToViewport(from first: Int, rect: Rect, transform: AffineTransform) {
        guard first < shapes.count else { return }
        let clipPath = Path.rect(rect).transformed(by: transform)
        let axisAligned = transform.b == 0 && transform.c == 0
        let iconRect = SVGBounds.of(clipPath)
        for k in (first..<shapes.count).reversed() {
            let shape = shapes[k]
            if axisAligned, let iconRect, let bounds = SVGBounds.of(shape.iconSpacePath) {
                // Strokes reach beyond the outline: allow for half the width, miters and square caps.
                var margin = 0.0
                if let stroke = shape.stroke {
                    margin = stroke.style.width / 2 * shape.transform.meanScale * max(stroke.style.miterLimit, 1.5)
                }
                let grown = Rect(minX: bounds.minX - margin, minY: bounds.minY - margin,
                                 maxX: bounds.maxX + margin, maxY: bounds.maxY + margin)
                if iconRect.contains(grown, tolerance: 1e-9) { continue }
                if grown.intersection(iconRect) == nil {
                    shapes.remove(at: k)
                    continue
                }
            }
            shapes[k].clipPaths.append(clipPath)
        }
    }
}
