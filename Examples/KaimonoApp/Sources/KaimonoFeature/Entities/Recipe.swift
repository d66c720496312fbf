/// A recipe and what it needs.
public struct Recipe: Sendable, Hashable, Identifiable {
    public let id: String
    public let title: String
    public let ingredients: [Ingredient]

    public init(id: String, title: String, ingredients: [Ingredient]) {
        self.id = id
        self.title = title
        self.ingredients = ingredients
    }
}

/// One line of a recipe's ingredient list; `productID` links it to something the shop sells.
public struct Ingredient: Sendable, Hashable, Identifiable {
    public let name: String
    /// As the recipe writes it, e.g. "200g" or "大さじ1".
    public let amount: String
    public let productID: String?
    public var id: String { name }

    public init(name: String, amount: String, productID: String? = nil) {
        self.name = name
        self.amount = amount
        self.productID = productID
    }
}
