/// What every scene's module builder needs: the services and the one shared cart.
/// The routers (UIKit, in KaimonoUI) build scenes from it, so a test can build the same
/// presenters with fakes.
public struct KaimonoDependencies: Sendable {
    public let shop: any ShopService
    public let orders: any OrderService
    public let cartStore: CartStore
    public let images: ImageLoader

    public init(shop: any ShopService, orders: any OrderService, cartStore: CartStore = CartStore(), images: ImageLoader) {
        self.shop = shop
        self.orders = orders
        self.cartStore = cartStore
        self.images = images
    }

    public var productListInteractor: ProductListInteractor { ProductListInteractor(shop: shop, cartStore: cartStore) }
    public var cartInteractor: CartInteractor { CartInteractor(shop: shop, orders: orders, cartStore: cartStore) }
    public var recipeInteractor: RecipeInteractor { RecipeInteractor(shop: shop, cartStore: cartStore) }
}
