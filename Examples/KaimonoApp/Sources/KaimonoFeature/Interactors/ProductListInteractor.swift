/// Product list use cases: load what the shop sells, put one in the cart.
public struct ProductListInteractor: Sendable {
    let shop: any ShopService
    let cartStore: CartStore

    public init(shop: any ShopService, cartStore: CartStore) {
        self.shop = shop
        self.cartStore = cartStore
    }

    public func loadProducts() async throws -> [Product] {
        try await shop.products()
    }

    /// Adds one of `product`; throws ``CartError/quantityLimit(productID:maximum:)`` at the limit.
    public func addToCart(_ product: Product) async throws(CartError) -> Cart {
        try await cartStore.update { cart throws(CartError) in try cart.adding(product) }
    }

    public func cart() async -> Cart {
        await cartStore.cart
    }
}
