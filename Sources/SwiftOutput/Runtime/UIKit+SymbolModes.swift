@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
extension StylebookSymbols {
    /// Hierarchical rendering: layers in `color` at falling opacities.
    public func uiImage(hierarchicalColor color: UIKit.UIColor) -> UIKit.UIImage? {
        uiImage(with: UIKit.UIImage.SymbolConfiguration(hierarchicalColor: color))
    }

    /// Palette rendering: one colour per layer level (primary, secondary, tertiary).
    public func uiImage(paletteColors colors: [UIKit.UIColor]) -> UIKit.UIImage? {
        uiImage(with: UIKit.UIImage.SymbolConfiguration(paletteColors: colors))
    }

    /// Multicolour rendering: the symbol's own colours.
    public var multicolorUIImage: UIKit.UIImage? {
        uiImage(with: UIKit.UIImage.SymbolConfiguration.preferringMulticolor())
    }

    /// The symbol at a variable-colour value (0…1), with an optional configuration.
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func uiImage(variableValue: Swift.Double, with configuration: UIKit.UIImage.Configuration? = nil) -> UIKit.UIImage? {
        UIKit.UIImage(named: rawValue, in: stylebookBundle, variableValue: variableValue, with: configuration)
    }
}
