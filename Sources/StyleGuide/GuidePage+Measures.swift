import Tokens

extension GuidePage {
    /// Dimensions (radii and spacing recognised by name), numbers, shadows and durations, drawn to scale.
    func measureSections() -> [BodyNode] {
        let tokens = input.tokens
        var sections: [BodyNode] = []
        if !tokens.dimensions.isEmpty {
            let accessors = GuideAccessors(paths: tokens.dimensions.map(\.info.path), typeName: input.swift.dimensionsTypeName)
            sections.append(H.el("section", [("id", "dimensions"), ("class", "kind")], [
                H.el("h2", text: "Dimensions"),
                H.el("p", [("class", "note")], text: "Drawn to scale, 1 pt = 1 CSS px. Names with radius/corner show a rounded corner, others a bar."),
                H.el("div", [("class", "measures")], tokens.dimensions.map { d in
                    measure(d.info, kind: "dimension", value: GuideNumber.dimension(d), drawing: dimensionDrawing(d),
                            accessor: accessors[d.info.path])
                }),
            ]))
        }
        if !tokens.shadows.isEmpty {
            let accessors = GuideAccessors(paths: tokens.shadows.map(\.info.path), typeName: input.swift.shadowsTypeName)
            sections.append(H.el("section", [("id", "shadows"), ("class", "kind")], [
                H.el("h2", text: "Shadows"),
                H.el("div", [("class", "measures")], tokens.shadows.map { s in
                    let css = s.layers.map { l in
                        (l.inset ? "inset " : "") + "\(GuideNumber.label(l.offsetX))px \(GuideNumber.label(l.offsetY))px "
                            + "\(GuideNumber.label(l.blur))px \(GuideNumber.label(l.spread))px \(ColorFormat.css(l.color))"
                    }.joined(separator: ", ")
                    let label = s.layers.map { l in
                        "x \(GuideNumber.label(l.offsetX)) y \(GuideNumber.label(l.offsetY)) blur \(GuideNumber.label(l.blur)) "
                            + "spread \(GuideNumber.label(l.spread)) \(ColorFormat.hex(l.color))" + (l.inset ? " inset" : "")
                    }.joined(separator: "; ")
                    return measure(s.info, kind: "shadow", value: label,
                                   drawing: H.el("div", [("class", "shadow-card"), ("style", "box-shadow:" + css)]), accessor: accessors[s.info.path])
                }),
            ]))
        }
        if !tokens.durations.isEmpty {
            let accessors = GuideAccessors(paths: tokens.durations.map(\.info.path), typeName: input.swift.durationsTypeName)
            sections.append(H.el("section", [("id", "durations"), ("class", "kind")], [
                H.el("h2", text: "Durations"),
                H.el("p", [("class", "note")], text: "Bar length 400 px per second; the dot moves for the duration (hover to replay)."),
                H.el("div", [("class", "measures")], tokens.durations.map { d in
                    let ms = GuideNumber.format(d.seconds * 1000, decimals: 1)
                    let width = GuideNumber.label(min(d.seconds * 400, 1200))
                    return measure(d.info, kind: "duration", value: ms + " ms",
                                   drawing: H.el("div", [("class", "duration-track"), ("style", "width:\(width)px")], [
                                       H.el("span", [("class", "duration-dot"), ("style", "animation-duration:\(ms)ms")]),
                                   ]), accessor: accessors[d.info.path])
                }),
            ]))
        }
        if !tokens.numbers.isEmpty {
            let accessors = GuideAccessors(paths: tokens.numbers.map(\.info.path), typeName: input.swift.numbersTypeName)
            sections.append(H.el("section", [("id", "numbers"), ("class", "kind")], [
                H.el("h2", text: "Numbers"),
                H.el("div", [("class", "measures")], tokens.numbers.map { n in
                    let fraction = min(max(n.value, 0), 1)
                    return measure(n.info, kind: "number", value: GuideNumber.format(n.value, decimals: 4),
                                   drawing: H.el("div", [("class", "number-bar")], [
                                       H.el("span", [("style", "width:\(GuideNumber.label(fraction * 100))%")]),
                                   ]), accessor: accessors[n.info.path])
                }),
            ]))
        }
        return sections
    }

    private func dimensionDrawing(_ d: DimensionToken) -> BodyNode {
        let name = d.info.path.dotted.lowercased()
        // A length in em, %, vw… has no size until run time: it is named, not drawn.
        guard let points = d.points else { return H.el("span", [("class", "note")], text: "relative to run time (\(d.unit))") }
        let size = GuideNumber.label(min(max(points, 0), 1200))
        if name.contains("radius") || name.contains("radii") || name.contains("corner") {
            let box = GuideNumber.label(max(min(points, 600) * 2 + 24, 48))
            return H.el("div", [("class", "radius-box"), ("style", "width:\(box)px;height:\(box)px;border-radius:\(size)px")])
        }
        return H.el("div", [("class", "dimension-bar"), ("style", "width:\(size)px")])
    }

    private func measure(_ info: TokenInfo, kind: String, value: String, drawing: BodyNode, accessor: String?) -> BodyNode {
        let id = H.anchor(kind, info.path.slashed)
        var children: [BodyNode] = [
            H.el("h3", [], [H.el("a", [("href", "#" + id), ("class", "anchor")], text: info.path.slashed)]),
            H.el("p", [("class", "value")], text: value),
            drawing,
        ]
        if let deprecation = info.deprecation {
            children.append(H.el("p", [("class", "deprecated")], text: deprecation.isEmpty ? "Deprecated" : "Deprecated: " + deprecation))
        }
        if let description = info.description { children.append(H.el("p", [("class", "description")], text: description)) }
        if let accessor { children.append(H.accessor("Swift", accessor)) }
        return H.el("article", [("class", "token " + kind), ("id", id), ("data-name", info.path.slashed)], children)
    }
}
