/// What the recipe → ingredients screen shows.
public struct RecipeViewModel: Sendable, Equatable {
    public struct Row: Sendable, Equatable, Identifiable {
        public let id: String
        public let name: String
        public let amount: String
        /// The linked product's price, or nil when the shop does not sell it.
        public let priceText: String?
        public let isSelected: Bool
        public var isAvailable: Bool { priceText != nil }
    }

    public var title = ""
    public var rows: [Row] = []
    public var buyButtonTitle = "材料をまとめて買う"
    public var isBuyEnabled = false
    public var errorMessage: String?

    public init() {}
}

@MainActor public protocol RecipeViewInterface: AnyObject {
    func show(_ model: RecipeViewModel)
    func show(alert: AppAlert?)
}

@MainActor public protocol RecipeRouting: AnyObject {
    func showCart()
}

/// Recipe scene presenter: every ingredient the shop sells starts selected; "buy these" adds
/// the selected ones and goes to the cart.
@MainActor public final class RecipePresenter {
    public weak var view: (any RecipeViewInterface)?
    let interactor: RecipeInteractor
    let router: any RecipeRouting
    let recipeID: String
    private(set) var model = RecipeViewModel()
    private var recipe: Recipe?
    private var list: [(ingredient: Ingredient, product: Product?)] = []
    private var selected: Set<String> = []

    public init(recipeID: String, interactor: RecipeInteractor, router: any RecipeRouting) {
        self.recipeID = recipeID
        self.interactor = interactor
        self.router = router
    }

    public func viewDidLoad() async {
        do {
            let recipe = try await interactor.loadRecipe(id: recipeID)
            self.recipe = recipe
            list = try await interactor.shoppingList(for: recipe)
            selected = Set(list.filter { $0.product != nil }.map(\.ingredient.name))
            model.errorMessage = nil
        } catch {
            model.errorMessage = "レシピを読み込めませんでした"
        }
        publish()
    }

    public func didToggle(_ ingredientName: String) {
        guard list.contains(where: { $0.ingredient.name == ingredientName && $0.product != nil }) else { return }
        if selected.contains(ingredientName) { selected.remove(ingredientName) } else { selected.insert(ingredientName) }
        publish()
    }

    public func didTapBuy() async {
        guard let recipe, !selected.isEmpty else { return }
        let chosen = list.map(\.ingredient).filter { selected.contains($0.name) }
        do {
            let purchase = try await interactor.buy(chosen, of: recipe)
            let problems = purchase.unavailable.map(\.name) + purchase.atLimit.map(\.name)
            if problems.isEmpty {
                router.showCart()
            } else {
                view?.show(alert: .recipeItemsUnavailable(names: problems))
            }
        } catch {
            model.errorMessage = "カートに追加できませんでした"
            publish()
        }
    }

    public func didDismissAlert() {
        view?.show(alert: nil)
    }

    private func publish() {
        model.title = recipe?.title ?? ""
        model.rows = list.map { entry in
            RecipeViewModel.Row(id: entry.ingredient.name, name: entry.ingredient.name, amount: entry.ingredient.amount,
                                priceText: entry.product.map { JapaneseFormat.yen($0.priceYen) },
                                isSelected: selected.contains(entry.ingredient.name))
        }
        let total = list.filter { selected.contains($0.ingredient.name) }.compactMap(\.product).reduce(0) { $0 + $1.priceYen }
        model.isBuyEnabled = !selected.isEmpty
        model.buyButtonTitle = selected.isEmpty ? "材料をまとめて買う" : "\(selected.count)点をカートに入れる（\(JapaneseFormat.yen(total))）"
        view?.show(model)
    }
}
