import Tokens

extension GuidePage {
    /// The lint rules' pairs as one matrix per rule and appearance: ratio and pass/fail per cell.
    func contrastSection() -> BodyNode {
        var blocks: [BodyNode] = []
        var rules: [ContrastRule] = []
        for result in input.contrast where !rules.contains(result.rule) { rules.append(result.rule) }
        let failures = input.contrast.filter { !$0.passes }.count
        blocks.append(H.el("h2", text: "Contrast"))
        blocks.append(H.el("p", [("class", "note")],
                           text: "\(input.contrast.count) pairs checked by the lint rules (WCAG 2 ratio), \(failures) below their minimum."))
        for (ruleIndex, rule) in rules.enumerated() {
            let results = input.contrast.filter { $0.rule == rule }
            let title = (rule.name.map { $0 + ": " } ?? "") + "\(rule.foreground) on \(rule.background) ≥ \(GuideNumber.label(rule.minimum)):1"
            var tables: [BodyNode] = []
            for appearance in Appearance.allCases {
                let here = results.filter { $0.appearance == appearance }
                guard !here.isEmpty else { continue }
                tables.append(matrix(here, appearance: appearance, id: "contrast-\(ruleIndex + 1)-\(appearance.rawValue)"))
            }
            blocks.append(H.el("div", [("class", "rule")], [H.el("h3", text: title), H.el("div", [("class", "matrices")], tables)]))
        }
        return H.el("section", [("id", "contrast"), ("class", "kind")], blocks)
    }

    private func matrix(_ results: [ContrastResult], appearance: Appearance, id: String) -> BodyNode {
        var foregrounds: [TokenPath] = []
        var backgrounds: [TokenPath] = []
        for r in results {
            if !foregrounds.contains(r.foreground.path) { foregrounds.append(r.foreground.path) }
            if !backgrounds.contains(r.background.path) { backgrounds.append(r.background.path) }
        }
        let header = H.el("tr", [], [H.el("th", [("scope", "col")], text: "")] + backgrounds.map {
            H.el("th", [("scope", "col")], text: $0.slashed)
        })
        let rows = foregrounds.map { fg in
            H.el("tr", [], [H.el("th", [("scope", "row")], text: fg.slashed)] + backgrounds.map { bg in
                guard let r = results.first(where: { $0.foreground.path == fg && $0.background.path == bg }) else {
                    return H.el("td", [("class", "na")], text: "—")
                }
                return H.el("td", [("class", r.passes ? "pass" : "fail"),
                                   ("style", "color:\(ColorFormat.css(r.foregroundColor));background:\(ColorFormat.css(r.backgroundColor))")], [
                    H.el("span", [("class", "sample")], text: "Aa"),
                    H.el("span", [("class", "ratio")], text: GuideNumber.format(r.ratio, decimals: 2) + ":1"),
                    H.el("span", [("class", r.passes ? "badge pass" : "badge fail")], text: r.passes ? "pass" : "fail"),
                ])
            })
        }
        return H.el("table", [("class", "contrast"), ("id", id)], [
            H.el("caption", text: ColorFormat.appearanceLabel(appearance)),
            H.el("thead", [], [header]),
            H.el("tbody", [], rows),
        ])
    }
}
