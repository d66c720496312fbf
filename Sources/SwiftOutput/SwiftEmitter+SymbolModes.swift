/// Rendering-mode helpers of the symbol enum (docs/symbols-color.md): SwiftUI `image(.palette(…))`,
/// UIKit and AppKit symbol configurations of WWDC21, and variable values. Each platform's helpers
/// use only its framework's colours, so the symbol file needs no token file.
extension SwiftEmitter {
    func swiftUISymbolModes(_ name: String) -> String {
        let a = options.accessLevel.modifier
        return """
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        extension \(name) {
            /// A rendering mode with its colours, for `image(_:)`.
            \(a)struct Rendering {
                enum Mode { case monochrome, hierarchical, palette, multicolor }
                let mode: Mode
                let colors: [SwiftUI.Color]

                /// One colour: the current foreground style.
                \(a)static var monochrome: Rendering { Rendering(mode: .monochrome, colors: []) }
                /// One colour: `color`.
                \(a)static func monochrome(_ color: SwiftUI.Color) -> Rendering { Rendering(mode: .monochrome, colors: [color]) }
                /// Layers in the foreground style at falling opacities (primary, secondary, tertiary).
                \(a)static var hierarchical: Rendering { Rendering(mode: .hierarchical, colors: []) }
                /// Layers in `color` at falling opacities.
                \(a)static func hierarchical(_ color: SwiftUI.Color) -> Rendering { Rendering(mode: .hierarchical, colors: [color]) }
                /// One colour per layer level: primary, secondary, tertiary (the last repeats).
                \(a)static func palette(_ colors: SwiftUI.Color...) -> Rendering { Rendering(mode: .palette, colors: colors) }
                /// The symbol's own colours; system and catalog colours follow light/dark and contrast.
                \(a)static var multicolor: Rendering { Rendering(mode: .multicolor, colors: []) }

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
            \(a)func image(_ rendering: Rendering) -> some SwiftUI.View {
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
            \(a)func image(variableValue: Swift.Double) -> SwiftUI.Image {
                SwiftUI.Image(rawValue, variableValue: variableValue, bundle: stylebookBundle)
            }
        }
        """
    }

    func uiKitSymbolModes(_ name: String) -> String {
        let a = options.accessLevel.modifier
        return """
        @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
        extension \(name) {
            /// Hierarchical rendering: layers in `color` at falling opacities.
            \(a)func uiImage(hierarchicalColor color: UIKit.UIColor) -> UIKit.UIImage? {
                uiImage(with: UIKit.UIImage.SymbolConfiguration(hierarchicalColor: color))
            }

            /// Palette rendering: one colour per layer level (primary, secondary, tertiary).
            \(a)func uiImage(paletteColors colors: [UIKit.UIColor]) -> UIKit.UIImage? {
                uiImage(with: UIKit.UIImage.SymbolConfiguration(paletteColors: colors))
            }

            /// Multicolour rendering: the symbol's own colours.
            \(a)var multicolorUIImage: UIKit.UIImage? {
                uiImage(with: UIKit.UIImage.SymbolConfiguration.preferringMulticolor())
            }

            /// The symbol at a variable-colour value (0…1), with an optional configuration.
            @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
            \(a)func uiImage(variableValue: Swift.Double, with configuration: UIKit.UIImage.Configuration? = nil) -> UIKit.UIImage? {
                UIKit.UIImage(named: rawValue, in: stylebookBundle, variableValue: variableValue, with: configuration)
            }
        }
        """
    }

    func appKitSymbolModes(_ name: String) -> String {
        let a = options.accessLevel.modifier
        return """
        @available(macOS 13.0, *)
        extension \(name) {
            /// Hierarchical rendering: layers in `color` at falling opacities.
            \(a)func nsImage(hierarchicalColor color: AppKit.NSColor) -> AppKit.NSImage? {
                nsImage?.withSymbolConfiguration(AppKit.NSImage.SymbolConfiguration(hierarchicalColor: color))
            }

            /// Palette rendering: one colour per layer level (primary, secondary, tertiary).
            \(a)func nsImage(paletteColors colors: [AppKit.NSColor]) -> AppKit.NSImage? {
                nsImage?.withSymbolConfiguration(AppKit.NSImage.SymbolConfiguration(paletteColors: colors))
            }

            /// Multicolour rendering: the symbol's own colours.
            \(a)var multicolorNSImage: AppKit.NSImage? {
                nsImage?.withSymbolConfiguration(AppKit.NSImage.SymbolConfiguration.preferringMulticolor())
            }
        }
        """
    }
}
