import Testing
import KaimonoDesignSystem
@testable import KaimonoFeature

/// The two symbols Kaimono gained for rendering modes (docs/symbols-color.md): the multicolour
/// tomato and the variable-colour stock bars, as the app uses them.
@Suite struct SymbolShowcaseTests {
    @Test func theTomatoIsShownInAllFourModesWithDesignSystemColours() throws {
        let tomato = SymbolShowcase.rows.filter { $0.style.symbol == .tomato }
        #expect(tomato.map(\.id) == ["tomato-monochrome", "tomato-hierarchical", "tomato-palette", "tomato-multicolor"])
        #expect(tomato.allSatisfy { $0.style.variableValue == nil })
        #expect(tomato[1].style.rendering == .hierarchical(Colors.theme))
        guard case let .palette(colors) = tomato[2].style.rendering else {
            Issue.record("palette row is not a palette")
            return
        }
        #expect(colors.map(\.name) == ["Colors/theme", "Colors/status/success"])
        #expect(tomato[3].style == KaimonoSymbolStyles.tomato)
        #expect(KaimonoSymbolStyles.tomato.rendering == .multicolor(fallback: Colors.theme))
        #expect(Symbols.tomato.imageName == "Icons/tomato")
    }

    /// The generated symbol's thresholds are 0.26, 0.51, 0.76: the showcase's four values light 0, 1, 2, 3 bars.
    @Test func theStockBarsStepThroughTheVariableValues() {
        let stock = SymbolShowcase.rows.filter { $0.style.symbol == .stock }
        let values = stock.compactMap(\.style.variableValue)
        #expect(values == [0, 1.0 / 3, 2.0 / 3, 1])
        let thresholds = [0.26, 0.51, 0.76]
        #expect(values.map { value in thresholds.filter { value >= $0 }.count } == [0, 1, 2, 3])
        #expect(stock.allSatisfy { $0.style.rendering == .hierarchical(Colors.Status.success) })
    }

    @Test func theShelfGaugeKeepsOneBarLitUntilTheShelfIsEmpty() {
        #expect(ShelfGauge.variableValue(remaining: 0) == 0)
        #expect(ShelfGauge.variableValue(remaining: 1) == 1.0 / 3)
        #expect(ShelfGauge.variableValue(remaining: 3) == 1.0 / 3)
        #expect(ShelfGauge.variableValue(remaining: 4) == 2.0 / 3)
        #expect(ShelfGauge.variableValue(remaining: 7) == 1)
        #expect(ShelfGauge.variableValue(remaining: 25) == 1, "more than the shelf holds is a full shelf")
        #expect(ShelfGauge.variableValue(remaining: -2) == 0)
        #expect(SymbolStyle(symbol: .stock, rendering: .monochrome(Colors.theme), variableValue: 1.5).variableValue == 1)
    }
}
