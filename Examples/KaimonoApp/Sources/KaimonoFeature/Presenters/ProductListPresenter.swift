import Foundation

/// What the product grid shows.
public struct ProductListViewModel: Sendable, Equatable {
    public struct Cell: Sendable, Equatable, Identifiable {
        public let id: String
        public let name: String
        public let unit: String
        public let priceText: String
        public let imageURL: URL?
        /// How many are already in the cart ("カートに2点").
        public let inCartText: String?
        public let canAdd: Bool
        /// What is left on the product's pickup shelf, as the stock symbol's lit bars.
        public let shelf: SymbolStyle
    }

    public var cells: [Cell] = []
    /// The cart tab's badge; nil when the cart is empty.
    public var cartBadge: String?
    public var isLoading = true
    public var errorMessage: String?

    public init() {}
}

@MainActor public protocol ProductListViewInterface: AnyObject {
    func show(_ model: ProductListViewModel)
    func show(alert: AppAlert?)
}

@MainActor public protocol ProductListRouting: AnyObject {
    func showCart()
    func showRecipe(id: String)
}

/// Product list scene presenter.
@MainActor public final class ProductListPresenter {
    public weak var view: (any ProductListViewInterface)?
    let interactor: ProductListInteractor
    let router: any ProductListRouting
    private(set) var model = ProductListViewModel()
    private var products: [Product] = []
    private var cart = Cart()

    public init(interactor: ProductListInteractor, router: any ProductListRouting) {
        self.interactor = interactor
        self.router = router
    }

    public func viewDidLoad() async {
        model.isLoading = true
        view?.show(model)
        do {
            products = try await interactor.loadProducts()
            model.errorMessage = nil
        } catch {
            products = []
            model.errorMessage = "商品を読み込めませんでした"
        }
        cart = await interactor.cart()
        model.isLoading = false
        publish()
    }

    /// Called again when the screen reappears, so counts follow changes made in the cart scene.
    public func viewWillAppear() async {
        cart = await interactor.cart()
        publish()
    }

    public func didTapAdd(_ productID: String) async {
        guard let product = products.first(where: { $0.id == productID }) else { return }
        do {
            cart = try await interactor.addToCart(product)
            publish()
        } catch let .quantityLimit(_, maximum) {
            view?.show(alert: .quantityLimit(name: product.name, maximum: maximum))
        } catch {
            publish()
        }
    }

    public func didTapCart() {
        router.showCart()
    }

    public func didTapRecipe(_ recipeID: String) {
        router.showRecipe(id: recipeID)
    }

    public func didDismissAlert() {
        view?.show(alert: nil)
    }

    private func publish() {
        model.cells = products.map { product in
            let count = cart.quantity(of: product.id)
            return ProductListViewModel.Cell(id: product.id, name: product.name, unit: product.unit,
                                             priceText: JapaneseFormat.yen(product.priceYen), imageURL: product.imageURL,
                                             inCartText: count > 0 ? "カートに\(count)点" : nil, canAdd: count < Cart.maximumQuantity,
                                             shelf: KaimonoSymbolStyles.shelf(remaining: Cart.maximumQuantity - count))
        }
        model.cartBadge = cart.isEmpty ? nil : String(cart.itemCount)
        view?.show(model)
    }
}
