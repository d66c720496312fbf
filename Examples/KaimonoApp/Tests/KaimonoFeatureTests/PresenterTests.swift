import Testing
import KaimonoDesignSystem
@testable import KaimonoFeature

@MainActor @Suite struct CartPresenterTests {
    let shop = FakeShop()
    let orders = FakeOrders()
    let router = RouterSpy()
    let view = ViewSpy<CartViewModel>()

    func presenter(with cart: Cart) async -> (CartPresenter, CartStore) {
        let store = CartStore(cart: cart)
        let presenter = CartPresenter(interactor: CartInteractor(shop: shop, orders: orders, cartStore: store), router: router)
        presenter.view = view
        await presenter.viewDidLoad()
        return (presenter, store)
    }

    @Test func showsLinesTotalsAndSlots() async throws {
        let (_, _) = await presenter(with: try Cart().adding(Catalog.tomato, count: 2).adding(Catalog.beef))
        let model = try #require(view.last)
        #expect(model.lines.map(\.name) == ["トマト", "牛こま切れ肉"])
        #expect(model.lines[0].subtotalText == "¥396")
        #expect(model.totalText == "¥1,676")
        #expect(model.itemCountText == "3点")
        #expect(model.slots.map(\.isAvailable) == [true, false, true])
        #expect(model.pickupText == "受け取り時間を選択")
        #expect(model.isOrderEnabled)
        #expect(model.emptyMessage == nil)
    }

    @Test func emptyCartCannotOrder() async throws {
        let (presenter, _) = await presenter(with: Cart())
        let model = try #require(view.last)
        #expect(!model.isOrderEnabled)
        #expect(model.emptyMessage == "カートは空です")
        presenter.didTapOrderButton()
        #expect(view.alerts.isEmpty)
        #expect(orders.placed.isEmpty)
    }

    @Test func incrementStopsAtTheLimitWithAnAlert() async throws {
        let (presenter, store) = await presenter(with: try Cart().adding(Catalog.onion, count: Cart.maximumQuantity - 1))
        await presenter.didTapIncrement("onion")
        #expect(view.last?.lines.first?.quantity == Cart.maximumQuantity)
        #expect(view.last?.lines.first?.canIncrement == false)
        await presenter.didTapIncrement("onion")
        #expect(view.alert == .quantityLimit(name: "玉ねぎ", maximum: Cart.maximumQuantity))
        #expect(await store.cart.quantity(of: "onion") == Cart.maximumQuantity)
    }

    @Test func decrementingTheLastOneAsksBeforeRemoving() async throws {
        let (presenter, store) = await presenter(with: try Cart().adding(Catalog.beef).adding(Catalog.tomato, count: 2))
        await presenter.didTapDecrement("tomato")
        #expect(await store.cart.quantity(of: "tomato") == 1)
        #expect(view.alerts.isEmpty)
        await presenter.didTapDecrement("beef")
        #expect(view.alert == .confirmRemoval(productID: "beef", name: "牛こま切れ肉"))
        #expect(await store.cart.quantity(of: "beef") == 1, "nothing removed before the user confirms")
        await presenter.didChoose(.remove(productID: "beef"))
        #expect(view.alert == nil)
        #expect(view.last?.lines.map(\.id) == ["tomato"])
        #expect(view.last?.totalText == "¥198")
    }

    @Test func orderNeedsAnAvailableSlotThenConfirmation() async throws {
        let (presenter, store) = await presenter(with: try Cart().adding(Catalog.tomato))
        presenter.didTapOrderButton()
        #expect(view.alert == .chooseSlot)
        presenter.didSelectSlot("noon")
        #expect(view.alert == .slotUnavailable)
        #expect(view.last?.slots.contains { $0.isSelected } == false)
        presenter.didSelectSlot("pm")
        #expect(view.last?.pickupText == "11月25日(水) 18:00〜19:00")
        presenter.didTapOrderButton()
        #expect(view.alert == .confirmOrder(totalYen: 198, pickup: "11月25日(水) 18:00〜19:00"))
        #expect(orders.placed.isEmpty, "nothing ordered before confirmation")

        await presenter.didChoose(.placeOrder)
        #expect(orders.placed.count == 1)
        #expect(orders.placed.first?.slot == Catalog.evening)
        #expect(orders.placed.first?.lines.map(\.id) == ["tomato"])
        #expect(view.alert == .orderPlaced(number: "K-1", pickup: "11月25日(水) 18:00〜19:00"))
        #expect(await store.cart.isEmpty)
        #expect(view.last?.isOrderEnabled == false)
    }

    @Test func failedOrderKeepsTheCartAndOffersRetry() async throws {
        let (presenter, store) = await presenter(with: try Cart().adding(Catalog.beef))
        presenter.didSelectSlot("am")
        orders.fail = true
        await presenter.didChoose(.placeOrder)
        #expect(view.alert == .orderFailed(reason: "通信環境の良いところでもう一度お試しください"))
        #expect(await store.cart.quantity(of: "beef") == 1)
        orders.fail = false
        await presenter.didChoose(.retryOrder)
        #expect(orders.placed.count == 1)
        #expect(await store.cart.isEmpty)
    }

    @Test func termsLinkGoesThroughTheRouter() async throws {
        let (presenter, _) = await presenter(with: Cart())
        presenter.didTapTermsLink()
        #expect(router.calls == ["terms"])
    }
}

@MainActor @Suite struct ProductListPresenterTests {
    @Test func addingShowsCountsAndBadgeAndStopsAtTheLimit() async throws {
        let store = CartStore(cart: try Cart().adding(Catalog.onion, count: Cart.maximumQuantity))
        let router = RouterSpy(), view = ViewSpy<ProductListViewModel>()
        let presenter = ProductListPresenter(interactor: ProductListInteractor(shop: FakeShop(), cartStore: store), router: router)
        presenter.view = view
        await presenter.viewDidLoad()
        var model = try #require(view.last)
        #expect(!model.isLoading)
        #expect(model.cells.map(\.priceText) == ["¥198", "¥128", "¥1,280"])
        #expect(model.cells[1].canAdd == false)
        #expect(model.cartBadge == "10")

        await presenter.didTapAdd("tomato")
        await presenter.didTapAdd("tomato")
        model = try #require(view.last)
        #expect(model.cells[0].inCartText == "カートに2点")
        #expect(model.cartBadge == "12")
        // The shelf gauge: 8 of 10 left on the tomato's shelf lights all three stock bars, none on the onion's.
        #expect(model.cells[0].shelf.symbol == .stock)
        #expect(model.cells[0].shelf.variableValue == 1)
        #expect(model.cells[1].shelf.variableValue == 0)

        await presenter.didTapAdd("onion")
        #expect(view.alert == .quantityLimit(name: "玉ねぎ", maximum: Cart.maximumQuantity))
        presenter.didTapCart()
        presenter.didTapRecipe("hayashi")
        #expect(router.calls == ["cart", "recipe:hayashi"])
    }

    @Test func failedLoadShowsAnErrorNotAnEmptyShop() async throws {
        let shop = FakeShop()
        shop.failProducts = true
        let view = ViewSpy<ProductListViewModel>()
        let presenter = ProductListPresenter(interactor: ProductListInteractor(shop: shop, cartStore: CartStore()), router: RouterSpy())
        presenter.view = view
        await presenter.viewDidLoad()
        #expect(view.last?.errorMessage == "商品を読み込めませんでした")
        #expect(view.last?.cells.isEmpty == true)
        #expect(view.last?.isLoading == false)
    }
}

@MainActor @Suite struct RecipePresenterTests {
    @Test func buysTheSelectedIngredientsAndReportsTheRest() async throws {
        let store = CartStore()
        let router = RouterSpy(), view = ViewSpy<RecipeViewModel>()
        let presenter = RecipePresenter(recipeID: "hayashi", interactor: RecipeInteractor(shop: FakeShop(), cartStore: store), router: router)
        presenter.view = view
        await presenter.viewDidLoad()
        var model = try #require(view.last)
        #expect(model.title == "ハヤシライス")
        #expect(model.rows.map(\.isAvailable) == [true, true, false, true])
        #expect(model.rows.map(\.isSelected) == [true, true, false, true], "what the shop sells starts selected")
        #expect(model.buyButtonTitle == "3点をカートに入れる（¥1,606）")

        presenter.didToggle("トマト")
        presenter.didToggle("デミグラスソース")   // not sold: stays unselected
        model = try #require(view.last)
        #expect(model.rows.map(\.isSelected) == [true, true, false, false])
        await presenter.didTapBuy()
        #expect(await store.cart.lines.map(\.id) == ["beef", "onion"])
        #expect(router.calls == ["cart"])
    }

    @Test func ingredientsAtTheLimitAreNamedInAnAlert() async throws {
        let store = CartStore(cart: try Cart().adding(Catalog.onion, count: Cart.maximumQuantity))
        let router = RouterSpy(), view = ViewSpy<RecipeViewModel>()
        let presenter = RecipePresenter(recipeID: "hayashi", interactor: RecipeInteractor(shop: FakeShop(), cartStore: store), router: router)
        presenter.view = view
        await presenter.viewDidLoad()
        await presenter.didTapBuy()
        #expect(view.alert == .recipeItemsUnavailable(names: ["玉ねぎ"]))
        #expect(router.calls.isEmpty)
        #expect(await store.cart.quantity(of: "beef") == 1)
        #expect(await store.cart.quantity(of: "onion") == Cart.maximumQuantity)
    }

    @Test func unknownRecipeShowsAnError() async {
        let view = ViewSpy<RecipeViewModel>()
        let presenter = RecipePresenter(recipeID: "nope", interactor: RecipeInteractor(shop: FakeShop(), cartStore: CartStore()), router: RouterSpy())
        presenter.view = view
        await presenter.viewDidLoad()
        #expect(view.last?.errorMessage == "レシピを読み込めませんでした")
        #expect(view.last?.isBuyEnabled == false)
    }
}

@Suite struct DesignSystemUseTests {
    @Test func symbolStylesUseTheGeneratedColoursAndSymbols() {
        #expect(KaimonoSymbolStyles.cart.symbol.imageName == "Icons/cart")
        #expect(KaimonoSymbolStyles.cart.rendering == .hierarchical(Colors.theme))
        guard case let .palette(colors) = KaimonoSymbolStyles.fresh.rendering else {
            Issue.record("fresh produce leaf should be a palette")
            return
        }
        #expect(colors.map(\.name) == ["Colors/status/success", "Colors/content/primary"])
        // The brand colour is the design system's, in every appearance.
        #expect(Colors.theme.resolved(for: .dark) != Colors.theme.resolved(for: .light))
    }
}

@Suite struct ComponentUseTests {
    /// The generated component styles stand on the semantic colours: the main button is the brand
    /// colour with inverse text in every appearance, the sub button is outlined in the brand colour.
    @Test func buttonsAndLabelsComeFromTheDesignSystem() {
        let main = Components.Button.main, sub = Components.Button.sub
        for appearance in StylebookAppearance.allCases {
            #expect(main.background.resolved(for: appearance) == Colors.theme.resolved(for: appearance))
            #expect(main.foreground.resolved(for: appearance) == Colors.Content.primaryInverse.resolved(for: appearance))
            #expect(sub.borderColor?.resolved(for: appearance) == Colors.theme.resolved(for: appearance))
            #expect(Components.Label.caption.color.resolved(for: appearance) == Colors.Content.secondary.resolved(for: appearance))
        }
        #expect(main.opacity(for: .pressed) == 0.7)
        #expect(main.opacity(for: .disabled) == 0.4)
        #expect(main.minHeight == 48)
        #expect(main.textStyle.relativeTo == .headline, "the button text and height follow Dynamic Type")
        #expect(Components.Label.price.textStyle.fontFamilies == ["Inter", "Hiragino Sans"], "prices in the numbers font (NumbersFontTests)")
    }
}
