#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import KaimonoDesignSystem
import KaimonoFeature

/// Builds the scenes and moves between them in a navigation controller (VIPER's "R").
@MainActor public final class KaimonoRouter: ProductListRouting, CartRouting, RecipeRouting {
    private let dependencies: KaimonoDependencies
    private let termsURL: URL
    public private(set) var navigationController: UINavigationController?

    public init(dependencies: KaimonoDependencies, termsURL: URL) {
        self.dependencies = dependencies
        self.termsURL = termsURL
    }

    /// The product list inside a navigation controller: the feature's entry point.
    public func makeRoot() -> UINavigationController {
        // Prices are set in the numbers font, a resource of the design-system module: register it
        // (once per process; the generated code locks) before the first screen draws a price.
        _ = Fonts.register()
        let navigation = UINavigationController(rootViewController: makeProductList())
        navigationController = navigation
        return navigation
    }

    func makeProductList() -> UIViewController {
        let presenter = ProductListPresenter(interactor: dependencies.productListInteractor, router: self)
        let controller = KaimonoProductListViewController(presenter: presenter, images: dependencies.images)
        controller.title = "お買い物"
        return controller
    }

    public func showCart() {
        let presenter = CartPresenter(interactor: dependencies.cartInteractor, router: self)
        let controller = KaimonoCartViewController(presenter: presenter, images: dependencies.images)
        controller.navigationItem.titleView = UILabel.symbolTitle(KaimonoSymbolStyles.cart, text: "カート")
        navigationController?.pushViewController(controller, animated: true)
    }

    public func showRecipe(id: String) {
        let presenter = RecipePresenter(recipeID: id, interactor: dependencies.recipeInteractor, router: self)
        navigationController?.pushViewController(KaimonoRecipeViewController(presenter: presenter), animated: true)
    }

    public func showTerms() {
        UIApplication.shared.open(termsURL)
    }

    public func showProductList() {
        navigationController?.popToRootViewController(animated: true)
    }
}

extension UILabel {
    /// A title with the symbol inline in the text (a symbol inside an attributed string).
    static func symbolTitle(_ style: SymbolStyle, text: String) -> UILabel {
        let label = UILabel()
        label.attributedText = style.attributedString(before: text, style: TextStyles.size17w6)
        return label
    }
}

#endif
