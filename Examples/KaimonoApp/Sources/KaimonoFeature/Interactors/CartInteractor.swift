/// Why an order could not be placed before it reached the order service.
public enum OrderError: Error, Sendable, Equatable {
    case emptyCart
    case noSlotSelected
    case slotUnavailable
}

/// Cart use cases: change quantities, choose a pickup slot, place the order.
public struct CartInteractor: Sendable {
    let shop: any ShopService
    let orders: any OrderService
    let cartStore: CartStore

    public init(shop: any ShopService, orders: any OrderService, cartStore: CartStore) {
        self.shop = shop
        self.orders = orders
        self.cartStore = cartStore
    }

    public func cart() async -> Cart {
        await cartStore.cart
    }

    public func setQuantity(_ quantity: Int, for productID: String) async throws(CartError) -> Cart {
        try await cartStore.update { cart throws(CartError) in try cart.setting(quantity: quantity, for: productID) }
    }

    public func remove(_ productID: String) async throws(CartError) -> Cart {
        try await cartStore.update { cart throws(CartError) in try cart.removing(productID) }
    }

    public func pickupSlots() async throws -> [PickupSlot] {
        try await shop.pickupSlots()
    }

    /// Checks the cart and slot locally, then asks the order service; the cart is emptied only
    /// once the service confirms.
    public func placeOrder(slot: PickupSlot?) async throws -> Order {
        let cart = await cartStore.cart
        guard !cart.isEmpty else { throw OrderError.emptyCart }
        guard let slot else { throw OrderError.noSlotSelected }
        guard slot.isAvailable else { throw OrderError.slotUnavailable }
        let order = try await orders.placeOrder(lines: cart.lines, slot: slot)
        await cartStore.replace(with: Cart())
        return order
    }
}

extension CartStore {
    func replace(with cart: Cart) {
        self.cart = cart
    }
}
