import Foundation
import Geometry

/// A symbol's layers in one rendering mode, read from the same data Xcode reads: each path's
/// `monochrome-N` / `hierarchical-N:LEVEL` / `multicolor-N:COLOUR` class and the `<style>` rule of
/// that class (`fill`, `opacity`, `-sfsymbols-clear-behind`, `-sfsymbols-variable-threshold`).
/// The guide draws these, so what it shows is what the template says, not what the SVG was.
struct SymbolModeLayers {
    enum Mode: String, CaseIterable, Sendable {
        case monochrome, hierarchical, palette, multicolor

        var title: String {
            switch self {
            case .monochrome: "Monochrome"
            case .hierarchical: "Hierarchical"
            case .palette: "Palette"
            case .multicolor: "Multicolour"
            }
        }

        /// The class prefix whose layers the mode draws; palette reuses the hierarchical layers.
        var classPrefix: String { self == .palette ? "hierarchical-" : rawValue + "-" }
    }

    /// One layer, bottom first: its shapes, how it is painted, or that it erases what is below.
    struct Layer {
        var index: Int
        var paths: [Path]
        /// CSS colour of the paint (`currentColor` for the tint).
        var fill: String
        var opacity: Double
        /// `-sfsymbols-clear-behind`: the layer's shapes cut through every layer below it.
        var erase: Bool
        /// `-sfsymbols-variable-threshold`, when the layer takes part in variable colour.
        var threshold: Double?
        /// The class's value after `:` (`primary`, `systemRedColor`, `Colors/theme`), if any.
        var name: String?
    }

    /// Opacities the guide gives hierarchical levels (the page says so).
    static let levelOpacity = ["primary": 1.0, "secondary": 0.5, "tertiary": 0.25]
    /// Opacity of a variable-colour layer that is off at the shown value (the page says so).
    static let inactiveOpacity = 0.2

    /// The layers of `shapes` in `mode`. Paths without a class of the mode form one layer in the tint,
    /// as Xcode draws a template without annotations. `palette` are the colours for primary,
    /// secondary and tertiary.
    static func layers(_ shapes: [SymbolDrawing.Shape], styles: [String: String], mode: Mode,
                       palette: [String]) -> [Layer] {
        var byIndex: [Int: Layer] = [:]
        var plain: [Path] = []
        for shape in shapes {
            guard let (index, className, name) = layerClass(shape.classes, prefix: mode.classPrefix) else {
                plain.append(shape.path)
                continue
            }
            if byIndex[index] == nil {
                byIndex[index] = layer(index: index, name: name, rule: declarations(styles[className] ?? ""),
                                       mode: mode, palette: palette)
            }
            byIndex[index]?.paths.append(shape.path)
        }
        var result = byIndex.keys.sorted().compactMap { byIndex[$0] }
        if !plain.isEmpty {
            result.insert(Layer(index: -1, paths: plain, fill: "currentColor", opacity: 1, erase: false), at: 0)
        }
        return result
    }

    /// `monochrome-3` / `hierarchical-0:primary` → (3 / 0, the class, the name after `:`).
    static func layerClass(_ classes: [String], prefix: String) -> (Int, String, String?)? {
        for c in classes where c.hasPrefix(prefix) {
            let rest = c.dropFirst(prefix.count)
            guard let index = Int(rest.prefix { $0 != ":" }) else { continue }
            let name = rest.firstIndex(of: ":").map { String(rest[rest.index(after: $0)...]) }
            return (index, c, name)
        }
        return nil
    }

    static func layer(index: Int, name: String?, rule: [String: String], mode: Mode, palette: [String]) -> Layer {
        let erase = ["true", "1", "yes"].contains(rule["-sfsymbols-clear-behind"]?.lowercased() ?? "")
        let threshold = rule["-sfsymbols-variable-threshold"].flatMap(Double.init)
        let level = name ?? "primary"
        var fill = "currentColor"
        var opacity = 1.0
        switch mode {
        case .monochrome:
            break
        case .hierarchical:
            opacity = levelOpacity[level] ?? 1
        case .palette:
            let slot = ["primary", "secondary", "tertiary"].firstIndex(of: level) ?? 0
            if slot < palette.count { fill = palette[slot] }
        case .multicolor:
            // The rule's fill is the colour Xcode previews (a catalog or system colour's light value).
            if let f = rule["fill"], f.hasPrefix("#") { fill = f }
            opacity = rule["opacity"].flatMap(Double.init) ?? 1
        }
        return Layer(index: index, paths: [], fill: fill, opacity: opacity, erase: erase, threshold: threshold, name: name)
    }

    /// `fill:#2E7D32;opacity:0.35` → ["fill": "#2E7D32", "opacity": "0.35"].
    static func declarations(_ body: String) -> [String: String] {
        var out: [String: String] = [:]
        for declaration in body.split(separator: ";") {
            let pair = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2 { out[pair[0]] = pair[1] }
        }
        return out
    }
}

extension SymbolDrawing {
    /// Whether the shape is an erase layer in monochrome (its `monochrome-N` rule clears behind):
    /// the grid and the variant table draw it in the page background, so its hole shows there too.
    func erasesInMonochrome(_ shape: Shape) -> Bool {
        guard let (_, className, _) = SymbolModeLayers.layerClass(shape.classes, prefix: "monochrome-") else { return false }
        let rule = SymbolModeLayers.declarations(layerStyles[className] ?? "")
        return ["true", "1", "yes"].contains(rule["-sfsymbols-clear-behind"]?.lowercased() ?? "")
    }
}
