import KaimonoDesignSystem

/// The stock symbol's three bars as a gauge of what is left on a product's pickup shelf.
public enum ShelfGauge {
    /// The variable value for `remaining` of `capacity`: 0 when nothing is left, otherwise the
    /// share rounded up to a third, so one bar stays lit until the shelf is empty (the symbol's
    /// thresholds are 0.26, 0.51 and 0.76).
    public static func variableValue(remaining: Int, capacity: Int = Cart.maximumQuantity) -> Double {
        guard remaining > 0, capacity > 0 else { return 0 }
        let thirds = (3 * min(remaining, capacity) + capacity - 1) / capacity
        return Double(thirds) / 3
    }
}

/// The design-system screen's symbol rows: the tomato in each of the four rendering modes and the
/// stock symbol at each variable step, as a designer checks them on a device.
public enum SymbolShowcase {
    public struct Row: Sendable, Equatable, Identifiable {
        public let id: String
        public let title: String
        public let style: SymbolStyle
    }

    public static let rows: [Row] = tomatoRows + stockRows

    /// The tomato in monochrome, hierarchical, palette (theme and success) and multicolour.
    static let tomatoRows: [Row] = [
        Row(id: "tomato-monochrome", title: "モノクロ", style: SymbolStyle(symbol: .tomato, rendering: .monochrome(Colors.Content.primary))),
        Row(id: "tomato-hierarchical", title: "階層", style: SymbolStyle(symbol: .tomato, rendering: .hierarchical(Colors.theme))),
        Row(id: "tomato-palette", title: "パレット",
            style: SymbolStyle(symbol: .tomato, rendering: .palette([Colors.theme, Colors.Status.success]))),
        Row(id: "tomato-multicolor", title: "マルチカラー", style: KaimonoSymbolStyles.tomato),
    ]

    /// The stock bars at 0, ⅓, ⅔ and 1 (empty, low, half, full shelf).
    static let stockRows: [Row] = [(0, "在庫なし"), (1, "残りわずか"), (6, "残り半分"), (Cart.maximumQuantity, "在庫あり")].map { remaining, title in
        Row(id: "stock-\(remaining)", title: title, style: KaimonoSymbolStyles.shelf(remaining: remaining))
    }
}
