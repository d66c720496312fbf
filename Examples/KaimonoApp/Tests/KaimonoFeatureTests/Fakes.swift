import Foundation
@testable import KaimonoFeature

let tokyo = JapaneseFormat.timeZone

/// 2026-11-25 (a Wednesday) at `hour`:`minute` in Tokyo.
func tokyoDate(day: Int = 25, hour: Int, minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = tokyo
    return calendar.date(from: DateComponents(year: 2026, month: 11, day: day, hour: hour, minute: minute))!
}

enum Catalog {
    static let tomato = Product(id: "tomato", name: "トマト", priceYen: 198, unit: "1個", imageURL: URL(string: "https://example.test/tomato.jpg"))
    static let onion = Product(id: "onion", name: "玉ねぎ", priceYen: 128, unit: "1個")
    static let beef = Product(id: "beef", name: "牛こま切れ肉", priceYen: 1280, unit: "300g")
    static let all = [tomato, onion, beef]

    static let morning = PickupSlot(id: "am", start: tokyoDate(hour: 10), end: tokyoDate(hour: 11))
    static let full = PickupSlot(id: "noon", start: tokyoDate(hour: 12), end: tokyoDate(hour: 13), isAvailable: false)
    static let evening = PickupSlot(id: "pm", start: tokyoDate(hour: 18), end: tokyoDate(hour: 19))

    static let hayashi = Recipe(id: "hayashi", title: "ハヤシライス", ingredients: [
        Ingredient(name: "牛肉", amount: "300g", productID: "beef"),
        Ingredient(name: "玉ねぎ", amount: "1個", productID: "onion"),
        Ingredient(name: "デミグラスソース", amount: "1缶", productID: nil),
        Ingredient(name: "トマト", amount: "1個", productID: "tomato"),
    ])
}

struct FakeError: Error, Equatable {}

/// Shop data from memory; `failProducts` makes the product list fail.
final class FakeShop: ShopService, @unchecked Sendable {
    var products: [Product] = Catalog.all
    var slots: [PickupSlot] = [Catalog.morning, Catalog.full, Catalog.evening]
    var failProducts = false

    func products() async throws -> [Product] {
        if failProducts { throw FakeError() }
        return products
    }

    func recipe(id: String) async throws -> Recipe {
        guard id == Catalog.hayashi.id else { throw FakeError() }
        return Catalog.hayashi
    }

    func pickupSlots() async throws -> [PickupSlot] { slots }
}

/// Records orders; `fail` makes the next order fail.
final class FakeOrders: OrderService, @unchecked Sendable {
    var placed: [(lines: [CartLine], slot: PickupSlot)] = []
    var fail = false

    func placeOrder(lines: [CartLine], slot: PickupSlot) async throws -> Order {
        if fail { throw FakeError() }
        placed.append((lines, slot))
        return Order(number: "K-\(placed.count)", totalYen: lines.reduce(0) { $0 + $1.subtotalYen }, slot: slot)
    }
}

/// Records every routing call.
@MainActor final class RouterSpy: ProductListRouting, CartRouting, RecipeRouting {
    var calls: [String] = []
    func showCart() { calls.append("cart") }
    func showRecipe(id: String) { calls.append("recipe:\(id)") }
    func showTerms() { calls.append("terms") }
    func showProductList() { calls.append("products") }
}

/// A scene view that keeps what it was told.
@MainActor final class ViewSpy<Model>: CartViewInterface, ProductListViewInterface, RecipeViewInterface {
    var models: [Any] = []
    var alerts: [AppAlert?] = []
    var alert: AppAlert? { alerts.last ?? nil }

    func show(_ model: CartViewModel) { models.append(model) }
    func show(_ model: ProductListViewModel) { models.append(model) }
    func show(_ model: RecipeViewModel) { models.append(model) }
    func show(alert: AppAlert?) { alerts.append(alert) }

    var last: Model? { models.last as? Model }
}
