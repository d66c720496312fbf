/// What "buy these" did: which ingredients went into the cart and which could not.
public struct RecipePurchase: Sendable, Equatable {
    public let added: [Product]
    /// Ingredients the shop does not sell (no product linked, or the product is not listed).
    public let unavailable: [Ingredient]
    /// Products left out because the cart already holds the maximum of them.
    public let atLimit: [Product]
    public let cart: Cart
}

/// Recipe → ingredients → "buy these".
public struct RecipeInteractor: Sendable {
    let shop: any ShopService
    let cartStore: CartStore

    public init(shop: any ShopService, cartStore: CartStore) {
        self.shop = shop
        self.cartStore = cartStore
    }

    public func loadRecipe(id: String) async throws -> Recipe {
        try await shop.recipe(id: id)
    }

    /// Ingredients paired with the product the shop sells for each, in recipe order.
    public func shoppingList(for recipe: Recipe) async throws -> [(ingredient: Ingredient, product: Product?)] {
        let products = Dictionary(try await shop.products().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return recipe.ingredients.map { ($0, $0.productID.flatMap { products[$0] }) }
    }

    /// Adds one of every purchasable ingredient the user kept selected.
    public func buy(_ ingredients: [Ingredient], of recipe: Recipe) async throws -> RecipePurchase {
        let list = try await shoppingList(for: recipe)
        let wanted = Set(ingredients.map(\.name))
        var added: [Product] = [], unavailable: [Ingredient] = [], atLimit: [Product] = []
        for (ingredient, product) in list where wanted.contains(ingredient.name) {
            guard let product else {
                unavailable.append(ingredient)
                continue
            }
            do {
                try await cartStore.update { cart throws(CartError) in try cart.adding(product) }
                added.append(product)
            } catch {
                atLimit.append(product)
            }
        }
        return RecipePurchase(added: added, unavailable: unavailable, atLimit: atLimit, cart: await cartStore.cart)
    }
}
