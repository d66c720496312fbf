import Foundation

/// How Xcode should render the symbol by default (`symbol-rendering-intent` in Contents.json).
public enum RenderingIntent: String, Sendable, Hashable {
    /// One colour, tinted by the app (Xcode's default; Contents.json can omit it).
    case template
    /// Layers that differ only by opacity: primary/secondary/tertiary.
    case hierarchical
    /// Layers with their own colours.
    case multicolor
}

extension SymbolConverter {
    /// Rendering-mode layers (format doc §5): consecutive parts with the same paint form one layer,
    /// numbered in Z order. Returns nil (plain monochrome) when every part has the same colour at full opacity.
    static func layerAnnotation(for paints: [PartPaint]) -> (annotation: LayerAnnotation, intent: RenderingIntent)? {
        guard let first = paints.first else { return nil }
        if paints.allSatisfy({ $0 == first }) && first.opacity >= 1 { return nil }
        if paints.allSatisfy({ $0.color == first.color && $0.opacity >= 1 }) { return nil }

        // Layer index per part: a new layer whenever the paint changes.
        var layerOf: [Int] = []
        var layerPaints: [PartPaint] = []
        for paint in paints {
            if layerPaints.last != paint { layerPaints.append(paint) }
            layerOf.append(layerPaints.count - 1)
        }
        let colors = orderedUnique(paints.map(\.color))
        let opacities = orderedUnique(paints.map(\.opacity)).sorted(by: >)
        let explicitColors = colors.filter { $0 != .currentColor }
        let intent: RenderingIntent =
            colors.count > 1 && !explicitColors.isEmpty ? .multicolor : (opacities.count > 1 ? .hierarchical : .template)

        let levels = ["primary", "secondary", "tertiary"]
        func level(_ paint: PartPaint) -> String {
            // Opacity ranks first (a translucent layer is secondary); otherwise colour order of appearance.
            let rank = opacities.count > 1
                ? (opacities.firstIndex(of: paint.opacity) ?? 0)
                : (colors.firstIndex(of: paint.color) ?? 0)
            return levels[min(rank, 2)]
        }
        let preview = ["primary": "#212121", "secondary": "#4D4D4D", "tertiary": "#8E8E8E"]
        var mono: [String] = [], multi: [String] = [], hier: [String] = []
        var classesOfLayer: [[String]] = []
        for (i, paint) in layerPaints.enumerated() {
            let lvl = level(paint)
            let colorName: String
            let hex: String
            switch paint.color {
            case .currentColor:
                colorName = "tintColor"
                hex = "#007AFF"
            case .rgb(let r, let g, let b):
                colorName = "custom"
                hex = hexString(r, g, b)
            }
            let opacity = format(paint.opacity)
            classesOfLayer.append(["monochrome-\(i)", "multicolor-\(i):\(colorName)", "hierarchical-\(i):\(lvl)"])
            mono.append(".monochrome-\(i) {fill:#000000}")
            multi.append(".multicolor-\(i):\(colorName) {fill:\(hex);opacity:\(opacity)}")
            hier.append(".hierarchical-\(i):\(lvl) {fill:\(preview[lvl] ?? "#000000")}")
        }
        // Apple groups the rules by mode.
        let rules = mono + multi + hier
        let classes = layerOf.map { classesOfLayer[$0] }
        return (LayerAnnotation(classes: classes, rules: rules), intent)
    }

    private static func orderedUnique<T: Hashable>(_ values: [T]) -> [T] {
        var seen: Set<T> = []
        return values.filter { seen.insert($0).inserted }
    }

    private static func hexString(_ r: Double, _ g: Double, _ b: Double) -> String {
        func c(_ v: Double) -> String {
            let n = Int((max(0, min(1, v)) * 255).rounded())
            let s = String(n, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + c(r) + c(g) + c(b)
    }

    private static func format(_ v: Double) -> String {
        NumberFormat(precision: 3).string(v)
    }
}
