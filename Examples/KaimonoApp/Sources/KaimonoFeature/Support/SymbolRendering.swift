import KaimonoDesignSystem

/// How a symbol is drawn, in the four rendering modes of SF Symbols 3 (WWDC21 "SF Symbols in
/// UIKit and AppKit"), with colours taken from the design system. Platform-neutral: the UI layer
/// turns it into a `UIImage.SymbolConfiguration` or SwiftUI's `symbolRenderingMode`.
public enum SymbolRendering: Sendable, Equatable {
    /// One colour for every layer.
    case monochrome(StylebookColor)
    /// One colour; secondary and tertiary layers at lower opacity.
    case hierarchical(StylebookColor)
    /// One colour per layer, primary first.
    case palette([StylebookColor])
    /// The colours drawn into the template; layers without one use `fallback`.
    case multicolor(fallback: StylebookColor)
}

/// A symbol, its rendering and its size, as one value the views and controllers share.
public struct SymbolStyle: Sendable, Equatable {
    public let symbol: Symbols
    public let rendering: SymbolRendering
    public let pointSize: Double
    public let weight: StylebookFontWeight
    /// The variable-colour value (0…1) for a symbol with variable layers (SF Symbols 4); nil draws
    /// every layer.
    public let variableValue: Double?

    public init(symbol: Symbols, rendering: SymbolRendering, pointSize: Double = 17, weight: StylebookFontWeight = .regular,
                variableValue: Double? = nil) {
        self.symbol = symbol
        self.rendering = rendering
        self.pointSize = pointSize
        self.weight = weight
        self.variableValue = variableValue.map { min(1, max(0, $0)) }
    }
}

/// The symbols the Kaimono scenes use, and how each is drawn.
public enum KaimonoSymbolStyles {
    /// Cart tab and order button: hierarchical in the brand colour.
    public static let cart = SymbolStyle(symbol: .cart, rendering: .hierarchical(Colors.theme), pointSize: 22, weight: .semibold)
    /// The two-tone leaf on fresh produce: palette of success green and primary text.
    public static let fresh = SymbolStyle(symbol: .leaf, rendering: .palette([Colors.Status.success, Colors.Content.primary]), pointSize: 15)
    /// Favourite: the template's own colours.
    public static let favourite = SymbolStyle(symbol: .heart, rendering: .multicolor(fallback: Colors.Status.error))
    /// Pickup time: monochrome secondary text, drawn inline in the pickup label.
    public static let pickupTime = SymbolStyle(symbol: .clock, rendering: .monochrome(Colors.Content.secondary), pointSize: 13)
    public static let recipe = SymbolStyle(symbol: .recipe, rendering: .monochrome(Colors.Content.primary))
    /// Fresh vegetables: the tomato in its own colours, the catalog's theme red and success green
    /// (multicolour layers named after the colour sets, so they follow dark mode).
    public static let tomato = SymbolStyle(symbol: .tomato, rendering: .multicolor(fallback: Colors.theme), pointSize: 15)

    /// How full a product's pickup shelf still is: the stock bars light up with the variable value.
    public static func shelf(remaining: Int) -> SymbolStyle {
        SymbolStyle(symbol: .stock, rendering: .hierarchical(Colors.Status.success), pointSize: 13,
                    variableValue: ShelfGauge.variableValue(remaining: remaining))
    }
}
