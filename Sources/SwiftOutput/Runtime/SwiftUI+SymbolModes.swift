@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension StylebookSymbols {
    /// A rendering mode with its colours, for `image(_:)`.
    public struct Rendering {
        enum Mode { case monochrome, hierarchical, palette, multicolor }
        let mode: Mode
        let colors: [SwiftUI.Color]

        /// One colour: the current foreground style.
        public static var monochrome: Rendering { Rendering(mode: .monochrome, colors: []) }
        /// One colour: `color`.
        public static func monochrome(_ color: SwiftUI.Color) -> Rendering { Rendering(mode: .monochrome, colors: [color]) }
        /// Layers in the foreground style at falling opacities (primary, secondary, tertiary).
        public static var hierarchical: Rendering { Rendering(mode: .hierarchical, colors: []) }
        /// Layers in `color` at falling opacities.
        public static func hierarchical(_ color: SwiftUI.Color) -> Rendering { Rendering(mode: .hierarchical, colors: [color]) }
        /// One colour per layer level: primary, secondary, tertiary (the last repeats).
        public static func palette(_ colors: SwiftUI.Color...) -> Rendering { Rendering(mode: .palette, colors: colors) }
        /// The symbol's own colours; system and catalog colours follow light/dark and contrast.
        public static var multicolor: Rendering { Rendering(mode: .multicolor, colors: []) }

        var symbolRenderingMode: SwiftUI.SymbolRenderingMode {
            switch mode {
            case .monochrome: return .monochrome
            case .hierarchical: return .hierarchical
            case .palette: return .palette
            case .multicolor: return .multicolor
            }
        }
    }

    /// The symbol drawn in a rendering mode, e.g. `image(.palette(.accentColor, .gray))`.
    @MainActor @SwiftUI.ViewBuilder
    public func image(_ rendering: Rendering) -> some SwiftUI.View {
        let styled = image.symbolRenderingMode(rendering.symbolRenderingMode)
        let colors = rendering.colors
        if colors.count >= 3 {
            styled.foregroundStyle(colors[0], colors[1], colors[2])
        } else if colors.count == 2 {
            styled.foregroundStyle(colors[0], colors[1])
        } else if let color = colors.first {
            styled.foregroundStyle(color)
        } else {
            styled
        }
    }

    /// The symbol at a variable-colour value (0…1): layers whose threshold is above it are dimmed.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func image(variableValue: Swift.Double) -> SwiftUI.Image {
        SwiftUI.Image(rawValue, variableValue: variableValue, bundle: stylebookBundle)
    }
}
