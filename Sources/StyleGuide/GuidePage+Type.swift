import Tokens

extension GuidePage {
    static let latinSample = "The quick brown fox jumps over the lazy dog 0123456789"
    static let japaneseSample = "今日の献立と買い物リスト、いつもの店で受け取り"

    /// Every text style as sample text, with its numbers and accessors; fonts the machine does not
    /// have are named as missing (the sample then shows in the browser's fallback, and says so).
    func typeSection() -> BodyNode {
        let accessors = GuideAccessors(paths: input.tokens.textStyles.map(\.path), typeName: input.swift.textStylesTypeName)
        return H.el("section", [("id", "type"), ("class", "kind")], [
            H.el("h2", text: "Type"),
            H.el("p", [("class", "note")], text: "\(input.tokens.textStyles.count) text styles, 1 pt shown as 1 CSS px."),
            input.fonts.hasCJK ? .group([]) : H.el("p", [("class", "note no-cjk-font")], text: Self.noCJKNote),
            .group(input.tokens.textStyles.map { textStyleArticle($0, accessor: accessors[$0.path]) }),
        ])
    }

    static let noCJKNote = "The machine that wrote this guide has no Japanese (CJK) font, so on it the Japanese samples "
        + "draw as boxes; a browser with one (Hiragino on Apple platforms, Noto Sans CJK elsewhere, e.g. "
        + "`apt-get install fonts-noto-cjk`) shows them."

    private func textStyleArticle(_ style: TextStyleToken, accessor: String?) -> BodyNode {
        let id = H.anchor("type", style.path.slashed)
        let families = style.fontFamilies.isEmpty ? ["system-ui"] : style.fontFamilies
        let shipped = webFont(for: style)
        let missing = families.filter { !FontAvailability.isSystem($0) && !input.fonts.has($0) && !isShipped($0) }
        let system = families.filter { FontAvailability.isSystem($0) }
        // The shipped face first, by its PostScript name; the rest of the list is the cascade.
        var cssFamilies: [String] = []
        for name in (shipped.map { ["\"\($0.postScriptName)\""] } ?? []) + families.map({ cascadeCSSName($0, weight: style.weight) }) + ["sans-serif"]
        where !cssFamilies.contains(name) { cssFamilies.append(name) }
        var css = "font-family:\(cssFamilies.joined(separator: ","));font-size:\(GuideNumber.label(style.size))px;"
            + "font-weight:\(style.weight);letter-spacing:\(GuideNumber.format(style.letterSpacing, decimals: 3))px"
        if let lineHeight = style.lineHeightPoints { css += ";line-height:\(GuideNumber.label(lineHeight))px" }
        var facts: [BodyNode] = [
            fact("Size", GuideNumber.label(style.size) + " pt"),
            fact("Weight", "\(style.weight) (\(Self.weightName(style.weight)))"),
            fact("Line height", style.lineHeightPoints.map { GuideNumber.label($0) + " pt (×" + GuideNumber.label(style.lineHeight ?? 1) + ")" } ?? "font default"),
            fact("Tracking", GuideNumber.format(style.letterSpacing, decimals: 3) + " pt"),
            fact("Dynamic Type", style.relativeTo.map { "scales with .\($0.rawValue) (\(GuideNumber.label($0.defaultPointSize)) pt at Large)" } ?? "fixed size"),
            fact("Font", families.joined(separator: ", ") + (style.postScriptName.map { " (\($0))" } ?? "")),
        ]
        if let shipped {
            facts.append(fact("Font file", "fonts/\(shipped.fileName) — the project's own, shown here with @font-face"))
        }
        if !missing.isEmpty {
            facts.append(H.el("div", [("class", "fact missing-font")], [
                H.el("dt", text: "Missing"),
                H.el("dd", text: missing.joined(separator: ", ") + " — not installed on the machine that wrote this guide; the sample shows "
                     + (system.isEmpty ? "the browser's fallback font" : "the system font") + " instead"),
            ]))
        }
        var children: [BodyNode] = [
            H.el("h3", [], [H.el("a", [("href", "#" + id), ("class", "anchor")], text: style.path.slashed)]),
        ]
        if let deprecation = style.info.deprecation {
            children.append(H.el("p", [("class", "deprecated")], text: deprecation.isEmpty ? "Deprecated" : "Deprecated: " + deprecation))
        }
        if let description = style.info.description { children.append(H.el("p", [("class", "description")], text: description)) }
        children.append(H.el("div", [("class", "type-sample"), ("style", css)], [
            H.el("p", [("lang", "en")], text: Self.latinSample),
            H.el("p", [("lang", "ja")], text: Self.japaneseSample),
        ]))
        children.append(H.el("dl", [("class", "facts")], facts))
        if let accessor {
            children.append(H.accessor("SwiftUI", accessor + ".font"))
            children.append(H.accessor("UIKit", accessor + ".uiFont"))
        }
        return H.el("article", [("class", "token text-style"), ("id", id), ("data-name", style.path.slashed)], children)
    }

    /// A family of a style's list in CSS: a shipped one by the PostScript name of its face nearest
    /// the weight, a system one as `system-ui`, any other by its name.
    private func cascadeCSSName(_ family: String, weight: Int) -> String {
        if FontAvailability.isSystem(family) { return "system-ui" }
        let faces = input.webFonts.filter { $0.family.lowercased() == family.lowercased() && !$0.isItalic }
        if let face = faces.min(by: { abs($0.weight - weight) < abs($1.weight - weight) }) { return "\"\(face.postScriptName)\"" }
        return "\"\(family)\""
    }

    func fact(_ label: String, _ value: String) -> BodyNode {
        H.el("div", [("class", "fact")], [H.el("dt", text: label), H.el("dd", text: value)])
    }

    static func weightName(_ weight: Int) -> String {
        switch weight {
        case ..<150: "Ultralight"
        case ..<250: "Thin"
        case ..<350: "Light"
        case ..<450: "Regular"
        case ..<550: "Medium"
        case ..<650: "Semibold"
        case ..<750: "Bold"
        case ..<850: "Heavy"
        default: "Black"
        }
    }
}
