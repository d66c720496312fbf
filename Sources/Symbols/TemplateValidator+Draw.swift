import Diagnostics
import Foundation

/// SF Symbols 7 annotations (format doc §5.2–§5.3), as Apple's 7.0 export writes them: Draw
/// keyframes on paths (`data-clipstroke-keyframes`), attachment data nodes, and the style
/// properties of Draw and variable draw.
extension TemplateValidator {
    /// Style properties Xcode reads only from Template v.7.0.
    static let version7Properties = ["-sfsymbols-variable-draw", "-sfsymbols-clipstroke-attachments",
                                     "-sfsymbols-variable-value-mode", "-sfsymbols-draw-reverses-motion-groups"]

    /// Whether the template carries data only SF Symbols 7 reads: then Template v.7.0 is needed.
    static func usesVersion7Features(_ t: SymbolTemplate) -> Bool {
        t.variants.contains { $0.paths.contains { $0.drawKeyframes != nil } }
            || version7Properties.contains { t.styleText.contains($0) }
    }

    static func checkDraw(_ t: SymbolTemplate, _ out: inout DiagnosticList) {
        let v7 = (t.version ?? 0) >= 7
        for (selector, body) in styleRules(t.styleText) {
            for (name, value) in declarations(body) {
                if !v7 && version7Properties.contains(name) {
                    out.warning("\(selector) sets \(name), which Xcode reads only from Template v.7.0; this template is "
                                + "\(t.version.map { "v.\($0)" } ?? "unversioned"), so it is ignored", at: t.rootLocation)
                } else if name == "-sfsymbols-variable-draw" {
                    let numbers = value.split(separator: " ").compactMap { Double($0) }
                    if numbers.count != 2 || !numbers.allSatisfy({ (0...1).contains($0) }) {
                        out.warning("\(selector): -sfsymbols-variable-draw '\(value)' is not a start and a span from 0 to 1",
                                    at: t.rootLocation)
                    }
                } else if name == "-sfsymbols-variable-value-mode" && !["color", "draw"].contains(value) {
                    out.warning("\(selector): -sfsymbols-variable-value-mode '\(value)' is neither color nor draw",
                                at: t.rootLocation)
                }
            }
        }
        checkKeyframeCounts(t, &out)
    }

    /// Xcode interpolates Draw keyframes between the masters only when every master's list has the
    /// same length (CoreUI's glyph mutator); otherwise the layer loses Draw at the interpolated weights.
    static func checkKeyframeCounts(_ t: SymbolTemplate, _ out: inout DiagnosticList) {
        let masters = SymbolVariantID.masters.compactMap { t.variant($0.description) }
        guard masters.count == 3, let count = masters.map(\.paths.count).min() else { return }
        for index in 0..<count {
            let lists = masters.map { $0.paths[index].drawKeyframes }
            guard lists.contains(where: { $0 != nil }) else { continue }
            let lengths = lists.map { $0.map { "\($0.count)" } ?? "none" }
            if Set(lengths).count > 1 {
                out.warning("path \(index + 1) has Draw keyframes of different lengths in Ultralight-S, Regular-S, Black-S "
                            + "(\(lengths.joined(separator: ", "))); Xcode interpolates Draw only between equal lists",
                            at: masters[1].paths[index].location)
            }
        }
    }

    /// `a:b;c:d` → [(a, b), (c, d)], trimmed, in order.
    static func declarations(_ body: String) -> [(String, String)] {
        body.split(separator: ";").compactMap { declaration in
            let pair = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            return pair.count == 2 ? (pair[0], pair[1]) : nil
        }
    }
}
