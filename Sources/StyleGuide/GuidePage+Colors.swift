import Tokens

extension GuidePage {
    /// Every colour token: four appearance swatches, values, accessors, description, primitives.
    func colorsSection() -> BodyNode {
        let accessors = GuideAccessors(paths: input.tokens.colors.map(\.path), typeName: input.swift.colorsTypeName, naming: input.swift.naming)
        let primitives = PrimitiveIndex(input.tokens.colors)
        return H.el("section", [("id", "colors"), ("class", "kind")], [
            H.el("h2", text: "Colours"),
            H.el("p", [("class", "note")], text: "\(input.tokens.colors.count) colour tokens. Appearances a token does not define "
                 + "fall back the way iOS does (high contrast → normal, dark → light); fallbacks are marked."),
            H.el("div", [("class", "color-list")],
                 input.tokens.colors.map { colorArticle($0, accessor: accessors[$0.path], primitives: primitives) }),
        ])
    }

    private func colorArticle(_ token: ColorToken, accessor: String?, primitives: PrimitiveIndex) -> BodyNode {
        let id = H.anchor("color", token.path.slashed)
        var children: [BodyNode] = [
            H.el("h3", [], [H.el("a", [("href", "#" + id), ("class", "anchor")], text: token.path.slashed)]),
        ]
        if let deprecation = token.info.deprecation {
            children.append(H.el("p", [("class", "deprecated")], text: deprecation.isEmpty ? "Deprecated" : "Deprecated: " + deprecation))
        }
        if let description = token.info.description {
            children.append(H.el("p", [("class", "description")], text: description))
        }
        if token.values.count == 1, token.values[.light] != nil {
            // A primitive with one value: one swatch, said to hold in every appearance.
            children.append(H.el("div", [("class", "swatches single")], [swatch(token, .light, primitive: nil, single: true)]))
        } else {
            children.append(H.el("div", [("class", "swatches")], Appearance.allCases.map { appearance in
                swatch(token, appearance, primitive: primitives.primitive(for: token, in: appearance))
            }))
        }
        if let accessor {
            children.append(H.accessor("SwiftUI", accessor + ".color"))
            children.append(H.accessor("UIKit", accessor + ".uiColor"))
        }
        let single = token.values.count == 1 && token.values[.light] != nil
        return H.el("article", [("class", single ? "token color primitive" : "token color"), ("id", id), ("data-name", token.path.slashed)],
                    children)
    }

    private func swatch(_ token: ColorToken, _ appearance: Appearance, primitive: TokenPath?, single: Bool = false) -> BodyNode {
        guard let color = token.resolved(appearance) else {
            return H.el("figure", [("class", "swatch missing"), ("data-appearance", appearance.rawValue)], [
                H.el("div", [("class", "chip empty")], text: "none"),
                H.el("figcaption", [], [H.el("strong", text: ColorFormat.appearanceLabel(appearance))]),
            ])
        }
        let own = token.values[appearance] != nil
        var caption: [BodyNode] = [
            H.el("strong", text: single ? "All four appearances" : ColorFormat.appearanceLabel(appearance)),
            H.el("span", [("class", "hex")], text: ColorFormat.hex(color)),
            H.el("span", [("class", "components")], text: ColorFormat.components(color)),
            H.el("span", [("class", "space")], text: ColorFormat.spaceName(color.space)),
        ]
        if !own { caption.append(H.el("span", [("class", "fallback")], text: "falls back")) }
        if let primitive {
            caption.append(H.el("span", [("class", "primitive")], [
                H.text("= "), H.el("a", [("href", "#" + H.anchor("color", primitive.slashed))], text: primitive.slashed),
            ]))
        }
        return H.el("figure", [("class", own ? "swatch" : "swatch inherited"), ("data-appearance", single ? "all" : appearance.rawValue),
                               ("data-hex", ColorFormat.hex(color))], [
            H.el("div", [("class", "chip"), ("style", "background:" + ColorFormat.css(color))]),
            H.el("figcaption", [], caption),
        ])
    }
}

/// Primitive colours (one value in every appearance, e.g. `palette/ink/900`) by value, so a
/// semantic colour's appearances can name the primitive they resolve to.
struct PrimitiveIndex {
    private var byValue: [RGBAColor: TokenPath] = [:]

    init(_ colors: [ColorToken]) {
        for token in colors where Set(token.values.values).count == 1 {
            guard let value = token.values[.light], byValue[value] == nil else { continue }
            byValue[value] = token.path
        }
    }

    /// The primitive with exactly this appearance's value; nil for primitives themselves.
    func primitive(for token: ColorToken, in appearance: Appearance) -> TokenPath? {
        guard Set(token.values.values).count > 1, let value = token.resolved(appearance),
              let path = byValue[value], path != token.path else { return nil }
        return path
    }
}
