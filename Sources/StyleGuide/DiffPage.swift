import Geometry
import Symbols
import Tokens

/// The diff as an HTML page in the guide's style: counts, breaking changes, then each section
/// with before/after swatches, drawings and an overlay of the two drawings.
struct DiffPage {
    var diff: GuideDiff
    var old: GuideInput
    var new: GuideInput

    func render() -> String {
        var main: [BodyNode] = [
            H.el("div", [("class", "diff-counts")], [
                countBox("added", diff.count(.added)), countBox("removed", diff.count(.removed)),
                countBox("changed", diff.count(.changed)), countBox("renamed", diff.count(.renamed)),
                countBox("breaking", diff.breaking.count),
            ]),
        ]
        if diff.isEmpty {
            main.append(H.el("p", [("class", "note"), ("id", "no-changes")], text: "No changes."))
        }
        if !diff.breaking.isEmpty {
            main.append(H.el("section", [("id", "breaking"), ("class", "kind")], [
                H.el("h2", text: "Breaking for app code"),
                H.el("ul", [], diff.breaking.map { change in
                    H.el("li", [], [
                        H.el("code", text: change.accessorBefore ?? ""),
                        H.text(change.accessorAfter.map { " → " + $0 } ?? " removed"),
                        H.text(" (\(change.kind.rawValue) \(change.before ?? ""))"),
                    ])
                }),
            ]))
        }
        for section in GuideDiff.sections {
            let changes = diff.changes(in: section.key)
            guard !changes.isEmpty else { continue }
            main.append(H.el("section", [("id", "diff-" + section.key), ("class", "kind")], [
                H.el("h2", text: "\(section.title) (\(changes.count))"),
                .group(changes.map { changeArticle($0) }),
            ]))
        }
        let header = H.el("header", [("class", "top")], [
            H.el("h1", text: "Changes"),
            H.el("span", [("class", "labels")], [H.el("code", text: diff.oldLabel), H.text(" → "), H.el("code", text: diff.newLabel)]),
            H.el("button", [("type", "button"), ("class", "theme-toggle"), ("id", "theme-toggle")], text: "Light / dark"),
        ])
        return GuideDocument.render(title: "Changes \(diff.oldLabel) → \(diff.newLabel)", assetPrefix: "", bodyClass: "diff",
                                    body: [header, H.el("main", [], main)])
    }

    private func countBox(_ label: String, _ n: Int) -> BodyNode {
        H.el("div", [("class", "count-box"), ("data-count", label)], [H.el("strong", text: String(n)), H.text(" " + label)])
    }

    private func changeArticle(_ change: GuideDiff.Change) -> BodyNode {
        var children: [BodyNode] = [
            H.el("h3", [], [
                H.text(change.kind.rawValue + " "),
                H.el("code", text: change.before ?? change.after ?? ""),
                .group(change.kind == .renamed ? [H.text(" → "), H.el("code", text: change.after ?? "")] : []),
            ]),
        ]
        if change.isBreaking {
            children.append(H.el("p", [("class", "breaking")], text: "Breaking: \(change.accessorBefore ?? "")"
                                 + (change.accessorAfter.map { " is now \($0)" } ?? " no longer exists")))
        } else if let accessor = change.accessorAfter {
            children.append(H.el("p", [("class", "note")], [H.text("Accessor "), H.el("code", text: accessor)]))
        }
        if !change.details.isEmpty { children.append(H.el("ul", [], change.details.map { H.el("li", text: $0) })) }
        switch change.section {
        case "colors": children.append(colorComparison(change))
        case "symbols": children.append(symbolComparison(change))
        case "textStyles": children.append(textStyleComparison(change))
        default: break
        }
        return H.el("article", [("class", "change " + change.kind.rawValue), ("id", H.anchor(change.section, change.name)),
                                ("data-kind", change.kind.rawValue)], children)
    }

    private func colorComparison(_ change: GuideDiff.Change) -> BodyNode {
        let before = change.before.flatMap { p in old.tokens.colors.first { $0.path.slashed == p } }
        let after = change.after.flatMap { p in new.tokens.colors.first { $0.path.slashed == p } }
        return H.el("div", [("class", "before-after")], Appearance.allCases.map { appearance in
            let a = before?.resolved(appearance), b = after?.resolved(appearance)
            return H.el("figure", [("data-appearance", appearance.rawValue)], [
                H.el("div", [("class", "pair")], [chip(a, "before"), chip(b, "after")]),
                H.el("figcaption", text: ColorFormat.appearanceLabel(appearance) + ": " + (a.map(ColorFormat.hex) ?? "—") + " → "
                     + (b.map(ColorFormat.hex) ?? "—")),
            ])
        })
    }

    private func chip(_ color: RGBAColor?, _ side: String) -> BodyNode {
        guard let color else { return H.el("div", [("class", "chip empty " + side)], text: "—") }
        return H.el("div", [("class", "chip " + side), ("style", "background:" + ColorFormat.css(color)), ("title", side)])
    }

    private func symbolComparison(_ change: GuideDiff.Change) -> BodyNode {
        let before = change.before.flatMap { name in old.symbols.first { $0.name == name } }
            .flatMap { try? SymbolDrawing(template: $0.template, path: $0.name) }
        let after = change.after.flatMap { name in new.symbols.first { $0.name == name } }
            .flatMap { try? SymbolDrawing(template: $0.template, path: $0.name) }
        var figures: [BodyNode] = []
        // Each weight the masters define, at the medium scale, before and after, on one frame.
        let variants = [SymbolVariantID(.ultralight, .medium), SymbolVariantID(.regular, .medium), SymbolVariantID(.black, .medium)]
        let bounds = [before?.bounds, after?.bounds].compactMap { $0 }.reduce(nil) { (acc: Geometry.Rect?, r) in acc.map { $0.union(r) } ?? r }
        let frame = SymbolSVG.frame(bounds)
        for id in variants {
            let a = before?.shapes(id), b = after?.shapes(id)
            var cells: [BodyNode] = []
            if let a { cells.append(figure(SymbolSVG.drawing(a, frame: frame, label: "before \(id)"), "before")) }
            if let b { cells.append(figure(SymbolSVG.drawing(b, frame: frame, label: "after \(id)"), "after")) }
            if let a, let b {
                let overlay = H.el("svg", [("class", "glyph overlay"), ("viewBox", SymbolSVG.viewBox(frame)), ("role", "img"),
                                           ("aria-label", "overlay \(id)")], [
                    H.el("g", [("class", "before")], a.map { SymbolSVG.path($0) }),
                    H.el("g", [("class", "after")], b.map { SymbolSVG.path($0) }),
                ])
                cells.append(figure(overlay, "overlay (before magenta, after cyan)"))
            }
            figures.append(H.el("div", [("class", "before-after"), ("data-variant", id.description)],
                                [H.el("span", [("class", "note")], text: id.description)] + cells))
        }
        return H.el("div", [("class", "symbol-diff")], figures)
    }

    private func figure(_ drawing: BodyNode, _ caption: String) -> BodyNode {
        H.el("figure", [], [drawing, H.el("figcaption", text: caption)])
    }

    private func textStyleComparison(_ change: GuideDiff.Change) -> BodyNode {
        let before = change.before.flatMap { p in old.tokens.textStyles.first { $0.path.slashed == p } }.map(TextStyleFields.init)
        let after = change.after.flatMap { p in new.tokens.textStyles.first { $0.path.slashed == p } }.map(TextStyleFields.init)
        let names = (before ?? after)?.rows.map(\.name) ?? []
        return H.el("table", [("class", "fields")], [
            H.el("thead", [], [H.el("tr", [], [H.el("th", text: ""), H.el("th", text: "before"), H.el("th", text: "after")])]),
            H.el("tbody", [], names.enumerated().map { i, name in
                let a = before?.rows[i].value ?? "—", b = after?.rows[i].value ?? "—"
                return H.el("tr", a == b ? [] : [("class", "differs")], [H.el("th", text: name), H.el("td", text: a), H.el("td", text: b)])
            }),
        ])
    }
}

/// The diff as Markdown for a pull-request comment: counts, breaking changes, then every change.
public enum DiffMarkdown {
    public static func render(_ diff: GuideDiff) -> String {
        var lines: [String] = []
        lines.append("## Stylebook: `\(diff.oldLabel)` → `\(diff.newLabel)`")
        lines.append("")
        lines.append("**\(diff.count(.added)) added, \(diff.count(.removed)) removed, \(diff.count(.changed)) changed, "
                     + "\(diff.count(.renamed)) renamed — \(diff.breaking.count) breaking**")
        lines.append("")
        if diff.isEmpty {
            lines.append("No changes.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("| | added | removed | changed | renamed |")
        lines.append("|---|---:|---:|---:|---:|")
        for section in GuideDiff.sections {
            let c = diff.changes(in: section.key)
            guard !c.isEmpty else { continue }
            func n(_ k: GuideDiff.Kind) -> Int { c.filter { $0.kind == k }.count }
            lines.append("| \(section.title) | \(n(.added)) | \(n(.removed)) | \(n(.changed)) | \(n(.renamed)) |")
        }
        if !diff.breaking.isEmpty {
            lines.append("")
            lines.append("### ⚠️ Breaking for app code")
            for change in diff.breaking {
                lines.append("- `\(change.accessorBefore ?? "")` " + (change.accessorAfter.map { "→ `\($0)`" } ?? "removed")
                             + " (\(change.kind.rawValue) `\(change.before ?? "")`)")
            }
        }
        for section in GuideDiff.sections {
            let changes = diff.changes(in: section.key)
            guard !changes.isEmpty else { continue }
            lines.append("")
            lines.append("### \(section.title)")
            for change in changes {
                var line = "- \(change.kind.rawValue) `\(change.before ?? change.after ?? "")`"
                if change.kind == .renamed { line += " → `\(change.after ?? "")`" }
                if !change.details.isEmpty { line += ": " + change.details.joined(separator: "; ") }
                if change.isBreaking { line += " **(breaking)**" }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The diff's files (`index.html` and its assets).
public enum DiffWriter {
    public static func files(_ diff: GuideDiff, old: GuideInput, new: GuideInput) -> [String: String] {
        [
            "index.html": DiffPage(diff: diff, old: old, new: new).render(),
            "assets/guide.css": GuideAssets.css,
            "assets/guide.js": GuideAssets.javascript,
        ]
    }
}
