import Testing
@testable import KaimonoFeature

@Suite struct CartTests {
    @Test func addingGrowsLinesInFirstAddedOrderAndTotals() throws {
        let cart = try Cart().adding(Catalog.tomato).adding(Catalog.beef).adding(Catalog.tomato, count: 2)
        #expect(cart.lines.map(\.id) == ["tomato", "beef"])
        #expect(cart.quantity(of: "tomato") == 3)
        #expect(cart.itemCount == 4)
        #expect(cart.totalYen == 3 * 198 + 1280)
    }

    @Test func quantityLimitRefusesAndKeepsTheCart() throws {
        let full = try Cart().adding(Catalog.onion, count: Cart.maximumQuantity)
        #expect(throws: CartError.quantityLimit(productID: "onion", maximum: Cart.maximumQuantity)) { try full.adding(Catalog.onion) }
        #expect(throws: CartError.quantityLimit(productID: "onion", maximum: Cart.maximumQuantity)) {
            try full.setting(quantity: Cart.maximumQuantity + 1, for: "onion")
        }
        #expect(full.quantity(of: "onion") == Cart.maximumQuantity)
    }

    @Test func invalidChangesAreErrors() throws {
        let cart = try Cart().adding(Catalog.tomato)
        #expect(throws: CartError.invalidQuantity(0)) { try cart.setting(quantity: 0, for: "tomato") }
        #expect(throws: CartError.invalidQuantity(-2)) { try cart.adding(Catalog.onion, count: -2) }
        #expect(throws: CartError.notInCart(productID: "beef")) { try cart.removing("beef") }
        #expect(throws: CartError.notInCart(productID: "beef")) { try cart.setting(quantity: 2, for: "beef") }
    }

    @Test func emptyCartHasZeroTotals() throws {
        let emptied = try Cart().adding(Catalog.beef).removing("beef")
        #expect(emptied.isEmpty)
        #expect(emptied.totalYen == 0)
        #expect(emptied.itemCount == 0)
    }
}

@Suite struct JapaneseFormatTests {
    @Test func yenGroupsThousands() {
        #expect(JapaneseFormat.yen(0) == "¥0")
        #expect(JapaneseFormat.yen(980) == "¥980")
        #expect(JapaneseFormat.yen(1280) == "¥1,280")
        #expect(JapaneseFormat.yen(1_234_567) == "¥1,234,567")
        #expect(JapaneseFormat.yen(-100) == "-¥100")
    }

    @Test func pickupTimesAreTokyoTime() {
        // 06:00 UTC is 15:00 in Tokyo, whatever zone the machine running the test is in.
        #expect(JapaneseFormat.time(tokyoDate(hour: 15)) == "15:00")
        #expect(JapaneseFormat.day(tokyoDate(hour: 15)) == "11月25日(水)")
        #expect(JapaneseFormat.pickupWindow(Catalog.evening) == "11月25日(水) 18:00〜19:00")
        let late = PickupSlot(id: "late", start: tokyoDate(hour: 23, minute: 30), end: tokyoDate(day: 26, hour: 0, minute: 30))
        #expect(JapaneseFormat.pickupWindow(late) == "11月25日(水) 23:30〜11月26日(木) 0:30")
    }
}
