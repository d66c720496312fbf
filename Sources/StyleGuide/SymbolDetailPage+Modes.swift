import Foundation
import Symbols

/// The detail page's rendering modes and variable colour, drawn from the template's layer data
/// (`SymbolModeLayers`) over a chequered background, so an erase layer shows as a hole.
extension SymbolDetailPage {
    /// The variant the modes are drawn at.
    static let modeVariant = SymbolVariantID(.regular, .medium)
    /// The variable values shown: off, a third, two thirds, full.
    static let variableSteps: [(value: Double, label: String)] = [(0, "0"), (1.0 / 3, "⅓"), (2.0 / 3, "⅔"), (1, "1")]

    func modeLayers(_ mode: SymbolModeLayers.Mode) -> [SymbolModeLayers.Layer] {
        SymbolModeLayers.layers(drawing.shapes(Self.modeVariant), styles: drawing.layerStyles, mode: mode, palette: Self.palette)
    }

    func modesSection() -> BodyNode {
        let frame = SymbolSVG.frame(drawing.bounds)
        let figures = SymbolModeLayers.Mode.allCases.map { mode in
            H.el("figure", [("class", "mode"), ("data-mode", mode.rawValue)], [
                SymbolModeSVG.drawing(modeLayers(mode), frame: frame, id: "mode-\(mode.rawValue)",
                                      label: "\(symbol.name) \(mode.title)", className: "glyph mode-\(mode.rawValue)"),
                H.el("figcaption", text: mode.title),
            ])
        }
        var children: [BodyNode] = [
            H.el("h2", text: "Rendering modes"),
            H.el("p", [("class", "note")], text: modesNote()),
            H.el("div", [("class", "modes")], figures),
        ]
        let multicolor = modeLayers(.multicolor).filter { !$0.erase && $0.index >= 0 }
        if !multicolor.isEmpty {
            children.append(H.el("ul", [("class", "layer-colors")], multicolor.map { layer in
                H.el("li", [], [
                    H.el("span", [("class", "chip"), ("style", "background:\(layer.fill)")]),
                    H.text("layer \(layer.index): " + (layer.name ?? "—") + " " + layer.fill + Self.colorKind(layer.name)),
                ])
            }))
        }
        return H.el("section", [("id", "modes")], children)
    }

    /// Variable colour at 0, ⅓, ⅔ and 1 in monochrome (hierarchical when the template has no
    /// monochrome layers); nil when no layer has a threshold.
    func variableSection() -> BodyNode? {
        var layers = modeLayers(.monochrome)
        if !layers.contains(where: { $0.threshold != nil }) { layers = modeLayers(.hierarchical) }
        let thresholds = layers.compactMap(\.threshold)
        guard !thresholds.isEmpty else { return nil }
        let frame = SymbolSVG.frame(drawing.bounds)
        let figures = Self.variableSteps.enumerated().map { index, step in
            H.el("figure", [("class", "mode"), ("data-variable", step.label)], [
                SymbolModeSVG.drawing(layers, frame: frame, id: "variable-\(index)", label: "\(symbol.name) variable value \(step.label)",
                                      className: "glyph variable", variableValue: step.value),
                H.el("figcaption", text: "value " + step.label),
            ])
        }
        let list = thresholds.map { GuideNumber.format($0, decimals: 2) }.joined(separator: ", ")
        return H.el("section", [("id", "variable")], [
            H.el("h2", text: "Variable colour"),
            H.el("p", [("class", "note")], text: "Layer thresholds \(list): a layer is on once the value reaches its threshold; "
                 + "layers that are off are drawn at \(Int(SymbolModeLayers.inactiveOpacity * 100)) % opacity."),
            H.el("div", [("class", "modes")], figures),
        ])
    }

    private func modesNote() -> String {
        let layered = SymbolModeLayers.Mode.allCases.contains { mode in modeLayers(mode).contains { $0.index >= 0 } }
        guard layered else {
            return "One layer: every mode draws the symbol in one colour. Palette shows an example colour."
        }
        var note = "Drawn from the template's layers at Regular-M. Hierarchical: secondary at 50 %, tertiary at 25 % opacity; "
            + "palette: example colours " + Self.palette.joined(separator: ", ") + "; multicolour: each layer's own colour."
        if SymbolModeLayers.Mode.allCases.contains(where: { mode in modeLayers(mode).contains(where: \.erase) }) {
            note += " Erase layers cut through the layers below them: the chequered background shows through."
        }
        return note
    }

    private static func colorKind(_ name: String?) -> String {
        guard let name else { return "" }
        if name == "custom" { return " (custom colour)" }
        if name == "tintColor" { return " (the tint)" }
        if name.hasPrefix("system") || name == "white" || name == "black" { return " (system colour)" }
        return " (catalog colour: follows its appearances)"
    }
}
