/// Where products, recipes and pickup slots come from (the network in the app, fakes in tests).
public protocol ShopService: Sendable {
    func products() async throws -> [Product]
    func recipe(id: String) async throws -> Recipe
    func pickupSlots() async throws -> [PickupSlot]
}

/// Places orders.
public protocol OrderService: Sendable {
    func placeOrder(lines: [CartLine], slot: PickupSlot) async throws -> Order
}

/// Keeps the one cart the scenes share. An actor so the product list, recipe and cart scenes
/// can change it from their own tasks without losing an update.
public actor CartStore {
    public internal(set) var cart: Cart

    public init(cart: Cart = Cart()) {
        self.cart = cart
    }

    /// Applies `change` and keeps the result, or leaves the cart as it was when it throws.
    @discardableResult
    public func update(_ change: (Cart) throws(CartError) -> Cart) throws(CartError) -> Cart {
        cart = try change(cart)
        return cart
    }
}
