/// Why a change to the cart was refused.
public enum CartError: Error, Sendable, Equatable {
    /// The line would exceed ``Cart/maximumQuantity``.
    case quantityLimit(productID: String, maximum: Int)
    /// The product is not in the cart.
    case notInCart(productID: String)
    /// Quantities are whole numbers from 1; removing is a separate action.
    case invalidQuantity(Int)
}

/// One product and how many of it.
public struct CartLine: Sendable, Hashable, Identifiable {
    public let product: Product
    public let quantity: Int
    public var id: String { product.id }
    /// Price × quantity, in yen.
    public var subtotalYen: Int { product.priceYen * quantity }

    public init(product: Product, quantity: Int) {
        self.product = product
        self.quantity = quantity
    }
}

/// The shopping cart: lines in the order products were first added, with a per-line limit.
/// A value type so every change is a new cart the presenter can diff and show.
public struct Cart: Sendable, Hashable {
    /// The most of one product a single order may hold (a pickup shelf holds that many).
    public static let maximumQuantity = 10

    public private(set) var lines: [CartLine]

    public init(lines: [CartLine] = []) {
        self.lines = lines
    }

    public var isEmpty: Bool { lines.isEmpty }
    /// Number of items, counting quantities (the badge on the cart tab).
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    /// Sum of every line's subtotal, in yen.
    public var totalYen: Int { lines.reduce(0) { $0 + $1.subtotalYen } }

    public func quantity(of productID: String) -> Int {
        lines.first { $0.product.id == productID }?.quantity ?? 0
    }

    /// Adds `count` of `product`, appending a line or growing the existing one.
    public func adding(_ product: Product, count: Int = 1) throws(CartError) -> Cart {
        guard count >= 1 else { throw .invalidQuantity(count) }
        let current = quantity(of: product.id)
        guard current + count <= Cart.maximumQuantity else {
            throw .quantityLimit(productID: product.id, maximum: Cart.maximumQuantity)
        }
        var copy = self
        if let index = lines.firstIndex(where: { $0.product.id == product.id }) {
            copy.lines[index] = CartLine(product: product, quantity: current + count)
        } else {
            copy.lines.append(CartLine(product: product, quantity: count))
        }
        return copy
    }

    /// Sets a line's quantity (1…``maximumQuantity``).
    public func setting(quantity: Int, for productID: String) throws(CartError) -> Cart {
        guard let index = lines.firstIndex(where: { $0.product.id == productID }) else { throw .notInCart(productID: productID) }
        guard quantity >= 1 else { throw .invalidQuantity(quantity) }
        guard quantity <= Cart.maximumQuantity else { throw .quantityLimit(productID: productID, maximum: Cart.maximumQuantity) }
        var copy = self
        copy.lines[index] = CartLine(product: lines[index].product, quantity: quantity)
        return copy
    }

    public func removing(_ productID: String) throws(CartError) -> Cart {
        guard let index = lines.firstIndex(where: { $0.product.id == productID }) else { throw .notInCart(productID: productID) }
        var copy = self
        copy.lines.remove(at: index)
        return copy
    }
}
