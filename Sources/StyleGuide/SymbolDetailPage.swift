import Symbols

/// `symbols/NAME.html`: one symbol's 9 weights × 3 scales, its rendering modes with the layer
/// annotations applied, its accessor and its conversion warnings. One page per symbol keeps the
/// index light for large sets (the detail is loaded only when opened).
struct SymbolDetailPage {
    var symbol: GuideSymbol
    var drawing: SymbolDrawing
    var accessor: String?
    var title: String

    /// Example colours for palette mode (the page says they are examples).
    static let palette = ["#E4572E", "#17A398", "#F2B134"]

    func render() -> String {
        let frame = SymbolSVG.frame(drawing.bounds)
        // Drawn variants once, as <g> in a hidden <svg>; magnified ones refer to them.
        let drawnIDs = SymbolWeight.allCases.flatMap { w in SymbolScale.allCases.map { SymbolVariantID(w, $0) } }
            .filter { drawing.variants[$0] != nil }
        let defs = H.el("svg", [("class", "defs"), ("aria-hidden", "true"), ("width", "0"), ("height", "0")], [
            H.el("defs", [], drawnIDs.map { id in
                H.el("g", [("id", "v-" + id.description)], drawing.variants[id]!.map { SymbolSVG.path($0, erase: drawing.erasesInMonochrome($0)) })
            }),
        ])
        func use(_ id: SymbolVariantID, className: String, style: String? = nil, label: String) -> BodyNode {
            var href = id
            var transform: String?
            if let m = drawing.magnified[id] {
                href = m.of
                transform = "scale(\(GuideNumber.format(m.factor, decimals: 4)))"
            }
            var useAttributes = [("href", "#v-" + href.description)]
            if let transform { useAttributes.append(("transform", transform)) }
            var attributes = [("class", className), ("viewBox", SymbolSVG.viewBox(frame)), ("role", "img"), ("aria-label", label),
                              ("data-variant", id.description)]
            if let style { attributes.append(("style", style)) }
            return H.el("svg", attributes, [H.el("use", useAttributes)])
        }

        var body: [BodyNode] = [defs]
        body.append(H.el("header", [("class", "top")], [
            H.el("a", [("href", "../index.html#" + H.anchor("symbol", symbol.name)), ("class", "back")], text: "← " + title),
            H.el("h1", text: symbol.name),
            H.el("button", [("type", "button"), ("class", "theme-toggle"), ("id", "theme-toggle")], text: "Light / dark"),
        ]))
        var main: [BodyNode] = []
        var about: [BodyNode] = [
            H.el("div", [("class", "symbol-hero")], [
                use(SymbolVariantID(.regular, .large), className: "glyph hero", label: symbol.name + " Regular-L"),
            ]),
            H.el("dl", [("class", "facts")], [
                fact("Asset", symbol.assetName),
                fact("Drawn from", originText()),
            ]),
        ]
        if let accessor {
            about.append(H.accessor("SwiftUI", accessor + ".image"))
            about.append(H.accessor("UIKit", accessor + ".uiImage"))
        }
        if !symbol.warnings.isEmpty {
            about.append(H.el("ul", [("class", "warnings")], symbol.warnings.map { H.el("li", text: $0) }))
        }
        main.append(H.el("section", [("class", "symbol-about"), ("id", "about")], about))

        // 9 × 3 table.
        let header = H.el("tr", [], [H.el("th", text: "")] + SymbolWeight.allCases.map { H.el("th", [("scope", "col")], text: $0.rawValue) })
        let rows = SymbolScale.allCases.map { scale in
            H.el("tr", [], [H.el("th", [("scope", "row")], text: scale.label)] + SymbolWeight.allCases.map { weight in
                let id = SymbolVariantID(weight, scale)
                return H.el("td", [], [use(id, className: "glyph cell", label: "\(symbol.name) \(id)")])
            })
        }
        main.append(H.el("section", [("id", "variants")], [
            H.el("h2", text: "Weights and scales"),
            H.el("table", [("class", "variants")], [H.el("thead", [], [header]), H.el("tbody", [], rows)]),
        ]))

        main.append(modesSection())
        if let variable = variableSection() { main.append(variable) }
        body.append(H.el("main", [], main))
        return GuideDocument.render(title: "\(symbol.name) — \(title)", assetPrefix: "../", bodyClass: "symbol-page", body: body)
    }

    private func fact(_ label: String, _ value: String) -> BodyNode {
        H.el("div", [("class", "fact")], [H.el("dt", text: label), H.el("dd", text: value)])
    }

    private func originText() -> String {
        switch drawing.origin {
        case .masters: "the template's Ultralight-S, Regular-S and Black-S masters; the other weights are interpolated as Xcode does "
            + "and the medium and large scales are the small ones magnified (×1.276, ×1.647)"
        case .allVariants: "all 27 variants drawn in the template"
        case .partial(let ids): "the template's " + ids.joined(separator: ", ") + " only; every other weight and scale shows the nearest of these, "
            + "as Xcode does for a static template"
        }
    }
}
