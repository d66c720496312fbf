import Geometry

/// Inline SVG of one rendering mode, layer by layer as Xcode composes them: each painted layer over
/// the ones below, and each erase layer (`-sfsymbols-clear-behind`) cutting its shapes out of
/// everything drawn before it, through a mask, so the page background shows through the hole.
enum SymbolModeSVG {
    /// - Parameters:
    ///   - id: unique on the page; prefixes the masks' ids.
    ///   - variableValue: draw variable colour at this value (0…1): a layer with a threshold above
    ///     it is off, shown at `SymbolModeLayers.inactiveOpacity`.
    static func drawing(_ layers: [SymbolModeLayers.Layer], frame: Rect, id: String, label: String,
                        className: String, variableValue: Double? = nil) -> BodyNode {
        var masks: [BodyNode] = []
        var content: [BodyNode] = []
        for layer in layers {
            let d = layer.paths.map { $0.svgData(decimals: 2) }.joined(separator: " ")
            if layer.erase {
                let maskID = "\(id)-erase-\(masks.count)"
                masks.append(H.el("mask", [("id", maskID), ("maskUnits", "userSpaceOnUse"),
                                           ("x", num(frame.minX)), ("y", num(frame.minY)),
                                           ("width", num(frame.width)), ("height", num(frame.height))], [
                    H.el("rect", [("x", num(frame.minX)), ("y", num(frame.minY)),
                                    ("width", num(frame.width)), ("height", num(frame.height)), ("fill", "#FFFFFF")]),
                    H.el("path", [("d", d), ("fill", "#000000")]),
                ]))
                content = [H.el("g", [("mask", "url(#\(maskID))")], content)]
                continue
            }
            var opacity = layer.opacity
            if let value = variableValue, let threshold = layer.threshold, value < threshold {
                opacity *= SymbolModeLayers.inactiveOpacity
            }
            var attributes = [("d", d), ("fill", layer.fill)]
            if opacity < 1 { attributes.append(("fill-opacity", num(opacity))) }
            attributes.append(("data-layer", "\(layer.index)"))
            content.append(H.el("path", attributes))
        }
        var children: [BodyNode] = []
        if !masks.isEmpty { children.append(H.el("defs", [], masks)) }
        children += content
        return H.el("svg", [("class", className), ("viewBox", SymbolSVG.viewBox(frame)), ("role", "img"), ("aria-label", label)],
                    children)
    }

    private static func num(_ v: Double) -> String { GuideNumber.format(v, decimals: 2) }
}
