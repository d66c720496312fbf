import Foundation
import Tokens

/// The review page: per kind, each old token beside its suggested new one (swatches for
/// colours, light and dark halves), the confidence as a bar and the reason; then the old tokens
/// nothing was suggested for, and the new tokens no old one maps to. One self-contained file.
public enum RenewalReport {
    public static func render(_ suggestions: [RenewalSuggestion], old: RenewalSide, new: RenewalSide) -> String {
        var body = "<h1>Renewal: \(escape(old.label)) → \(escape(new.label))</h1>\n"
        let mapped = suggestions.filter { $0.new != nil }.count
        body += "<p class=\"summary\">\(mapped) of \(suggestions.count) old tokens have a suggested new one. "
            + "Review them in <code>mapping.yml</code> (set <code>reviewed: true</code> to keep a decision).</p>\n"
        for kind in RenewalKind.allCases {
            let oldItems = Dictionary(old.items(kind).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            let newList = new.items(kind)
            let newItems = Dictionary(newList.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            let lines = suggestions.filter { $0.kind == kind }.sorted { RenewalSuggester.before($0.old, $1.old) }
            guard !lines.isEmpty || !newList.isEmpty else { continue }
            body += "<section><h2>\(kind.title)</h2>\n<table>\n<tr><th>old</th><th></th><th>new</th><th>confidence</th><th>why</th></tr>\n"
            for line in lines {
                let target = line.new.flatMap { newItems[$0] }
                body += "<tr class=\"\(line.new == nil ? "unmatched" : line.reviewed ? "reviewed" : "suggested")\">"
                body += "<td>\(cell(oldItems[line.old], fallback: line.old))</td><td class=\"arrow\">→</td>"
                body += "<td>\(line.new.map { cell(target, fallback: $0) } ?? "<em>no suggestion</em>")</td>"
                body += "<td class=\"score\">\(bar(line.confidence, reviewed: line.reviewed))</td><td>\(group(line))\(escape(line.reason))</td></tr>\n"
            }
            body += "</table>\n"
            let reached = Set(lines.compactMap(\.new))
            let unreached = newList.filter { !reached.contains($0.path) }
            if !unreached.isEmpty {
                body += "<p class=\"new-only\">New only (no old token maps here): "
                    + unreached.map { "<code>\(escape($0.path.dotted))</code>" }.joined(separator: ", ") + "</p>\n"
            }
            body += "</section>\n"
        }
        return "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Renewal: \(escape(old.label)) → \(escape(new.label))</title>\n"
            + "<style>\n\(style)</style>\n</head>\n<body>\n\(body)</body>\n</html>\n"
    }

    /// A token: its swatch (colours) or value, its path and its accessor.
    static func cell(_ item: RenewalItem?, fallback: TokenPath) -> String {
        guard let item else { return "<code>\(escape(fallback.dotted))</code>" }
        var html = ""
        if item.kind == .colors, let light = item.light {
            let dark = item.dark ?? light
            html += "<span class=\"swatch\" title=\"\(escape(item.summary))\"><span style=\"background:\(css(light))\"></span>"
                + "<span style=\"background:\(css(dark))\"></span></span>"
        }
        if let silhouette = item.silhouette { html += silhouette.svg }
        html += "<code>\(escape(item.path.dotted))</code><br><small>\(escape(item.summary)) · \(escape(item.accessor))</small>"
        return html
    }

    /// The line's screen or module, as a tag before the reason.
    static func group(_ line: RenewalSuggestion) -> String {
        line.group.map { "<span class=\"group\">\(escape($0))</span> " } ?? ""
    }

    static func bar(_ confidence: Double, reviewed: Bool) -> String {
        let percent = Int((max(0, min(1, confidence)) * 100).rounded())
        return "<span class=\"bar\"><span style=\"width:\(percent)%\"></span></span> \(RenewalNumber.format(confidence))"
            + (reviewed ? " <small>reviewed</small>" : "")
    }

    static func css(_ color: RGBAColor) -> String {
        let srgb = ColorMath.toSRGB(color)
        func channel(_ v: Double) -> Int { Int((max(0, min(1, v)) * 255).rounded()) }
        return "rgba(\(channel(srgb.red)),\(channel(srgb.green)),\(channel(srgb.blue)),\(RenewalNumber.format(srgb.alpha)))"
    }

    /// Text for HTML content and attributes (`&` first, so no entity is escaped twice).
    static func escape(_ text: String) -> String {
        [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;")].reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    static let style = """
    body { font: 14px/1.45 -apple-system, "Helvetica Neue", sans-serif; margin: 2rem; color: #1d1d1f; }
    h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: .45rem .6rem; border-bottom: 1px solid #e5e5ea; vertical-align: middle; }
    td.arrow { color: #8e8e93; }
    td.score { white-space: nowrap; }
    tr.unmatched td { background: #fff4f2; }
    tr.reviewed td { background: #f2fbf4; }
    small { color: #6e6e73; }
    .swatch { display: inline-flex; width: 2.4rem; height: 1.6rem; border-radius: .35rem; overflow: hidden;
              border: 1px solid #d2d2d7; vertical-align: middle; margin-right: .5rem; }
    .swatch span { flex: 1; }
    .bar { display: inline-block; width: 5rem; height: .5rem; background: #e5e5ea; border-radius: .25rem; vertical-align: middle; }
    .bar span { display: block; height: 100%; background: #34c759; border-radius: .25rem; }
    .new-only { color: #6e6e73; }
    .group { font-size: .8rem; padding: .05rem .4rem; border-radius: .6rem; background: #e8f0fe; color: #1a56c4; }
    svg.icon { vertical-align: middle; margin-right: .5rem; fill: #1d1d1f; background: #f5f5f7; border-radius: .25rem; }

    """
}
