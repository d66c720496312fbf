import Diagnostics
import Foundation
import Grammar

/// CSS text that Style Dictionary files write where DTCG has a composite: `box-shadow` strings,
/// and size expressions that only a browser can compute.
extension ValueParser {
    /// Splits `text` at top-level `separator`s (not inside parentheses).
    static func splitTopLevel(_ text: String, by separator: (Character) -> Bool) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
            if depth == 0 && separator(character) {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// A CSS `box-shadow` value (`"0px 1px 2px 0px #0000001a, inset 0 0 0 1px rgba(0,0,0,0.1)"`):
    /// per layer `inset`, two to four lengths and a colour, in any order CSS allows.
    mutating func cssShadow(_ text: String, _ node: JSONNode) -> [ShadowLayer]? {
        var layers: [ShadowLayer] = []
        for layer in Self.splitTopLevel(text, by: { $0 == "," }) {
            var lengths: [Double] = []
            var color: RGBAColor?
            var inset = false
            for word in Self.splitTopLevel(layer, by: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
                if word.lowercased() == "inset" {
                    inset = true
                } else if let (value, unit) = Self.splitUnit(word), ["px", "", "rem", "pt"].contains(unit) {
                    lengths.append(unit == "rem" ? value * remBase : value)
                } else if color == nil {
                    var probe = self
                    probe.diagnostics = DiagnosticList()
                    guard let parsed = probe.color(JSONNode(.string(word), pos: node.pos)) else {
                        error("shadow \"\(text)\": \"\(word)\" is neither a length in px/rem nor a colour", node)
                        return nil
                    }
                    color = parsed
                } else {
                    error("shadow \"\(text)\" has two colours in one layer", node)
                    return nil
                }
            }
            guard (2...4).contains(lengths.count) else {
                error("shadow \"\(text)\" needs 2 to 4 lengths per layer (x, y, blur, spread)", node)
                return nil
            }
            layers.append(ShadowLayer(color: color ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 1),
                                      offsetX: lengths[0], offsetY: lengths[1],
                                      blur: lengths.count > 2 ? lengths[2] : 0, spread: lengths.count > 3 ? lengths[3] : 0, inset: inset))
        }
        guard !layers.isEmpty else {
            error("shadow is an empty string", node)
            return nil
        }
        return layers
    }

    /// CSS functions a size can be written with that depend on the screen or layout at run time.
    static let runtimeSizeFunctions = ["clamp(", "calc(", "min(", "max(", "var(", "env("]

    /// The function name when `text` is a run-time CSS size expression (`clamp(1rem, 2vw, 2rem)`).
    static func runtimeSizeFunction(_ text: String) -> String? {
        let lower = text.trimmingCharacters(in: .whitespaces).lowercased()
        return runtimeSizeFunctions.first { lower.hasPrefix($0) && lower.hasSuffix(")") }.map { String($0.dropLast()) }
    }
}
