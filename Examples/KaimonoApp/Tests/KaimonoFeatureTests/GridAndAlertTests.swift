import Testing
@testable import KaimonoFeature

@Suite struct GridLayoutTests {
    @Test func fitsAsManyColumnsAsTheMinimumSideAllows() {
        // 2 × 150 + 8 = 308 ≤ 343 < 3 × 150 + 2 × 8 = 466.
        let layout = GridLayout(width: 343, minimumCellSide: 150, spacing: 8)
        #expect(layout.columns == 2)
        #expect(layout.cellSide == 167.5)
        #expect(GridLayout(width: 466, minimumCellSide: 150, spacing: 8).columns == 3)
        #expect(GridLayout(width: 465.9, minimumCellSide: 150, spacing: 8).columns == 2)
        #expect(GridLayout(width: 10_000, minimumCellSide: 150, spacing: 8, maximumColumns: 4).columns == 4)
    }

    @Test func degenerateWidthsGiveOneEmptyColumn() {
        for width in [0, -50, Double.nan, .infinity] {
            let layout = GridLayout(width: width, minimumCellSide: 150, spacing: 8)
            #expect(layout.columns == 1)
            #expect(layout.cellSide >= 0)
        }
    }

    @Test func lastRowIsPaddedToFullWidth() {
        let layout = GridLayout(columns: 3, width: 316, spacing: 8)
        #expect(layout.cellSide == 100)
        let rows = layout.rows(Array(1...7))
        #expect(rows.count == 3)
        #expect(rows[0] == [1, 2, 3])
        #expect(rows[2] == [7, nil, nil])
        #expect(layout.rows([Int]()).isEmpty)
        #expect(layout.height(rowCount: rows.count) == 3 * 100 + 2 * 8)
        #expect(layout.height(rowCount: 0) == 0)
    }
}

@Suite struct AppAlertTests {
    @Test func eachKindHasItsButtons() {
        let confirm = AppAlert.confirmOrder(totalYen: 1606, pickup: "11月25日(水) 18:00〜19:00").content
        #expect(confirm.message == "合計 ¥1,606\n受け取り 11月25日(水) 18:00〜19:00")
        #expect(confirm.buttons.map(\.action) == [.dismiss, .placeOrder])
        #expect(confirm.buttons.first?.role == .cancel)

        let removal = AppAlert.confirmRemoval(productID: "beef", name: "牛こま切れ肉").content
        #expect(removal.buttons.last == AppAlert.Button(title: "削除", role: .destructive, action: .remove(productID: "beef")))

        #expect(AppAlert.orderFailed(reason: "x").content.buttons.map(\.action) == [.dismiss, .retryOrder])
        #expect(AppAlert.quantityLimit(name: "玉ねぎ", maximum: 10).content.message == "玉ねぎは1回のご注文で10点までです")
        #expect(AppAlert.recipeItemsUnavailable(names: ["a", "b"]).content.message == "a、b")
    }

    @Test func kindsHaveDistinctIdentities() {
        let all: [AppAlert] = [.confirmOrder(totalYen: 1, pickup: ""), .orderPlaced(number: "1", pickup: ""), .orderFailed(reason: ""),
                               .confirmRemoval(productID: "a", name: "a"), .quantityLimit(name: "a", maximum: 1), .chooseSlot,
                               .slotUnavailable, .recipeItemsUnavailable(names: [])]
        #expect(Set(all.map(\.id)).count == all.count)
    }
}
