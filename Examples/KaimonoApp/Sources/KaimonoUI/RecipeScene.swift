#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import KaimonoDesignSystem
import KaimonoFeature

@MainActor protocol KaimonoRecipeViewDelegate: AnyObject {
    func kaimonoRecipeViewDidToggleIngredient(name: String)
    func kaimonoRecipeViewDidTapBuyButton()
    func kaimonoRecipeViewDidDismissAlert()
}

@MainActor final class KaimonoRecipeDataSource: ObservableObject {
    @Published var model = RecipeViewModel()
    @Published var alert: AppAlert?
}

/// Recipe → ingredients → "buy these".
struct KaimonoRecipeView: View {
    @ObservedObject var dataSource: KaimonoRecipeDataSource
    weak var delegate: (any KaimonoRecipeViewDelegate)?

    var body: some View {
        let model = dataSource.model
        ScrollView {
            VStack(alignment: .leading, spacing: CGFloat(Dimensions.Spacing.s)) {
                HStack(spacing: CGFloat(Dimensions.Spacing.s)) {
                    StyledSymbol(style: KaimonoSymbolStyles.recipe)
                    Text(model.title).textStyle(TextStyles.size24w6)
                }
                ForEach(model.rows) { row in
                    Button { delegate?.kaimonoRecipeViewDidToggleIngredient(name: row.name) } label: {
                        HStack {
                            Text(row.isSelected ? "☑︎" : "☐")
                            Text(row.name).componentStyle(Components.Label.body)
                            Text(row.amount).componentStyle(Components.Label.caption)
                            Spacer()
                            Text(row.priceText ?? "取り扱いなし").componentStyle(Components.Label.caption)
                        }
                    }
                    .disabled(!row.isAvailable)
                    .foregroundStyle(row.isAvailable ? Colors.Content.primary.color : Colors.Content.tertiary.color)
                }
                Button { delegate?.kaimonoRecipeViewDidTapBuyButton() } label: {
                    Text(model.buyButtonTitle).frame(maxWidth: .infinity)
                }
                .componentStyle(Components.Button.main)
                .disabled(!model.isBuyEnabled)
            }
            .padding(CGFloat(Dimensions.Spacing.m))
        }
        .background(Colors.background.color)
        .appAlert(dataSource.alert) { _ in delegate?.kaimonoRecipeViewDidDismissAlert() }
    }
}

final class KaimonoRecipeViewController: UIViewController, RecipeViewInterface, KaimonoRecipeViewDelegate {
    private let presenter: RecipePresenter
    private let dataSource = KaimonoRecipeDataSource()

    init(presenter: RecipePresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        presenter.view = self
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used from storyboards") }

    override func viewDidLoad() {
        super.viewDidLoad()
        embed(KaimonoRecipeView(dataSource: dataSource, delegate: self))
        Task { await presenter.viewDidLoad() }
    }

    func show(_ model: RecipeViewModel) { dataSource.model = model }
    func show(alert: AppAlert?) { dataSource.alert = alert }

    func kaimonoRecipeViewDidToggleIngredient(name: String) { presenter.didToggle(name) }
    func kaimonoRecipeViewDidTapBuyButton() { Task { await presenter.didTapBuy() } }
    func kaimonoRecipeViewDidDismissAlert() { presenter.didDismissAlert() }
}
#endif
