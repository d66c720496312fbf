import Artwork
import Diagnostics
import Geometry
import Grammar

/// `mask` drawn with shapes, resolved to clip regions in icon space.
///
/// The common use is a cut-out: a white shape keeps, a black shape painted over it cuts a hole.
/// With luminance (the default) or alpha masking from opaque shapes, the mask value is 0 or 1
/// everywhere, so the mask is exactly a region: the shapes are combined in painting order (a
/// keeping shape is a union, a cutting shape a difference), then limited to the mask's rectangle.
/// Both go on the masked shapes' `clipPaths`, where the symbol converter applies them like any
/// clip. Content that would make partial values (grey, partial opacity, gradients, images, text)
/// cannot be a region: the element is then drawn without the mask, with a located warning.
extension SVGDocumentReader {
    /// Applies an element's `mask` to the shapes it produced (`shapes[first...]`).
    mutating func applyMask(_ decl: SVGDeclaration, from first: Int, elementCTM: AffineTransform, viewport: (Double, Double)) {
        guard first < shapes.count else { return }
        guard let id = referencedID(decl, "mask", otherwise: "the element is drawn without it") else { return }
        guard let target = ids[id], node(target).name == "mask", !node(target).isForeign else {
            warn("mask references '#\(id)', which is not a <mask>; the element is drawn without it", at: decl.offset)
            return
        }
        guard let regions = maskRegions(target, elementCTM: elementCTM, from: first, viewport: viewport) else { return }
        limitShapes(from: first, to: regions)
    }

    /// The mask as icon-space regions to intersect (the painted region and the mask rectangle);
    /// nil when it cannot be one (reported).
    private mutating func maskRegions(_ mask: Int, elementCTM: AffineTransform, from first: Int,
                                      viewport: (Double, Double)) -> [Path]? {
        let m = node(mask)
        let box = maskBoundingBox(from: first, elementCTM: elementCTM)
        let objectBox = m.attribute("maskUnits")?.value.trimmingSpaces() != "userSpaceOnUse"
        guard let rect = maskRectangle(mask, objectBox: objectBox, box: box, viewport: viewport) else { return [Path()] }
        var content = elementCTM
        if m.attribute("maskContentUnits")?.value.trimmingSpaces() == "objectBoundingBox" {
            guard let box, box.width > 0, box.height > 0 else { return [Path()] }
            content = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, e: box.minX, f: box.minY).concatenating(elementCTM)
        }
        let maskStyle = computeStyle(mask, parent: SVGComputedStyle(), viewport: viewport)
        let alpha = Self.isAlphaMask(m)
        var painted = MaskPainting(tolerance: booleanTolerance)
        paintMaskContent(m.children, style: maskStyle, ctm: content, alpha: alpha, viewport: viewport, into: &painted)
        if let problem = painted.unsupported {
            warn("\(problem.message); the masked element is drawn without the mask", at: problem.offset)
            return nil
        }
        if painted.workLimitReached {
            error("the mask's shapes cross each other too often to combine (more than \(Path.clipWorkLimit) steps); "
                  + "simplify the mask in the editor", at: m.offset)
            return nil
        }
        return [painted.region, Path.rect(rect).transformed(by: elementCTM)]
    }

    /// The mask's own rectangle in the masked element's user space (`x`/`y`/`width`/`height`,
    /// -10 %/-10 %/120 %/120 % of the bounding box by default).
    private mutating func maskRectangle(_ mask: Int, objectBox: Bool, box: Rect?, viewport: (Double, Double)) -> Rect? {
        if objectBox {
            guard let box, box.width > 0, box.height > 0 else { return nil }
            func fraction(_ name: String, _ fallback: Double) -> Double {
                guard let raw = node(mask).attribute(name)?.value.trimmingSpaces() else { return fallback }
                guard let (v, unit) = NumberGrammar.number(raw, suffixedBy: ["", "%"]) else { return fallback }
                return unit == "%" ? v / 100 : v
            }
            let x = fraction("x", -0.1), y = fraction("y", -0.1), w = fraction("width", 1.2), h = fraction("height", 1.2)
            guard w > 0, h > 0 else { return nil }
            return Rect(x: box.minX + x * box.width, y: box.minY + y * box.height, width: w * box.width, height: h * box.height)
        }
        let x = length(mask, "x", axis: .x, viewport: viewport, default: -0.1 * viewport.0)
        let y = length(mask, "y", axis: .y, viewport: viewport, default: -0.1 * viewport.1)
        let w = length(mask, "width", axis: .x, viewport: viewport, default: 1.2 * viewport.0)
        let h = length(mask, "height", axis: .y, viewport: viewport, default: 1.2 * viewport.1)
        guard w > 0, h > 0 else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The bounding box of `shapes[first...]` in the masked element's user space.
    private func maskBoundingBox(from first: Int, elementCTM: AffineTransform) -> Rect? {
        guard let inverse = elementCTM.inverted else { return nil }
        var result: Rect?
        for shape in shapes[first...] {
            guard let b = shape.path.transformed(by: shape.transform.concatenating(inverse)).bounds else { continue }
            result = result.map { $0.union(b) } ?? b
        }
        return result
    }

    /// Paints the mask's children (shapes and groups) in order into `painting`.
    private mutating func paintMaskContent(_ children: [Int], style parent: SVGComputedStyle, ctm: AffineTransform,
                                           alpha: Bool, viewport: (Double, Double), into painting: inout MaskPainting) {
        for child in children where painting.unsupported == nil && !painting.workLimitReached {
            let n = node(child)
            if n.isForeign || ["title", "desc", "metadata", "defs"].contains(n.name) { continue }
            let style = computeStyle(child, parent: parent, viewport: viewport)
            guard style.display else { continue }
            let local = transform(of: child).concatenating(ctm)
            if n.name == "g" {
                guard style.opacity >= 1 - MaskPainting.slack || style.opacity <= 0 else {
                    painting.unsupported = ("a group with partial opacity in a mask is not supported", n.offset)
                    return
                }
                if style.opacity > 0 { paintMaskContent(n.children, style: style, ctm: local, alpha: alpha, viewport: viewport, into: &painting) }
                continue
            }
            guard Self.shapeElements.contains(n.name) else {
                painting.unsupported = ("<\(n.name)> in a mask is not supported (only shapes and groups)", n.offset)
                return
            }
            guard style.visible, let path = geometry(child, viewport: viewport), spendSegments(path, at: n.offset),
                  checkRange(of: path, transform: local, strokeWidth: nil, at: n.offset) else { continue }
            if style.clipPath != nil || style.mask != nil {
                painting.unsupported = ("clip-path or mask on a shape inside a mask is not supported", n.offset)
                return
            }
            if case .reference = style.stroke, style.strokeWidth > 0 {
                painting.unsupported = ("a stroke painted with a gradient or pattern in a mask is not supported", style.strokeOffset)
                return
            }
            if case .color = style.stroke, style.strokeWidth > 0, style.strokeOpacity > 0 {
                painting.unsupported = ("a stroked shape in a mask is not supported (outline the stroke in the editor)", n.offset)
                return
            }
            let value: Double
            switch style.fill {
            case .none: continue
            case .reference:
                painting.unsupported = ("a gradient or pattern fill in a mask is not supported", style.fillOffset)
                return
            case .color(let c, let a):
                let color = c == .currentColor ? style.color : c
                let opacity = a * style.fillOpacity * style.opacity * (c == .currentColor ? style.colorAlpha : 1)
                if opacity <= MaskPainting.slack { continue }
                if opacity < 1 - MaskPainting.slack {
                    painting.unsupported = ("a shape with partial opacity in a mask is not supported", n.offset)
                    return
                }
                // Opaque: the mask value is the colour's luminance, or 1 for an alpha mask.
                value = alpha ? 1 : Self.luminance(color)
            }
            let shape = path.transformed(by: local)
            if value >= 1 - MaskPainting.slack {
                painting.paint(shape, rule: style.fillRule, keep: true)
            } else if value <= MaskPainting.slack {
                painting.paint(shape, rule: style.fillRule, keep: false)
            } else {
                painting.unsupported = ("a grey shape in a luminance mask is not supported (only white keeps and black cuts)",
                                        style.fillOffset > 0 ? style.fillOffset : n.offset)
                return
            }
        }
    }

    /// `mask-type="alpha"`, as an attribute or in the `style` attribute.
    static func isAlphaMask(_ mask: XMLTreeNode) -> Bool {
        if let attribute = mask.attribute("mask-type") { return attribute.value.trimmingSpaces() == "alpha" }
        guard let style = mask.attribute("style")?.value else { return false }
        return style.split(separator: ";").contains { declaration in
            let parts = declaration.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces().lowercased() }
            return parts.count == 2 && parts[0] == "mask-type" && parts[1] == "alpha"
        }
    }

    /// Luminance of an sRGB colour with CSS Masking's coefficients, on the encoded components:
    /// only white (1) and black (0) are used, and those are the same either way. `currentColor`
    /// that was never set is black.
    static func luminance(_ color: PaintColor) -> Double {
        guard case .rgb(let r, let g, let b) = color else { return 0 }
        return 0.2125 * r + 0.7154 * g + 0.0721 * b
    }
}

/// The region a mask keeps, built shape by shape.
struct MaskPainting {
    /// How close to 0 or 1 a mask value must be to count as exactly that.
    static let slack = 1e-3
    /// Flattening tolerance for the booleans, in icon units.
    var tolerance: Double
    var region = Path()
    var unsupported: (message: String, offset: Int)?
    var workLimitReached = false

    mutating func paint(_ shape: Path, rule: FillRule, keep: Bool) {
        do throws(BooleanWorkLimitExceeded) {
            region = try region.combined(with: shape, operation: keep ? .union : .difference, otherRule: rule,
                                         tolerance: tolerance, workLimit: Path.clipWorkLimit)
        } catch {
            workLimitReached = true
        }
    }
}
