#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import KaimonoDesignSystem
import KaimonoFeature

/// Taps on the product grid, sent back to the hosting controller.
@MainActor protocol KaimonoProductListViewDelegate: AnyObject {
    func kaimonoProductListViewDidTapAddButton(productID: String)
    func kaimonoProductListViewDidTapCartButton()
    func kaimonoProductListViewDidChoose(_ action: AppAlert.Button.Action)
}

/// What the presenter last said, observed by the SwiftUI view.
@MainActor final class KaimonoProductListDataSource: ObservableObject {
    @Published var model = ProductListViewModel()
    @Published var alert: AppAlert?
}

/// The product grid: square images loaded from URLs, name, price, add-to-cart.
struct KaimonoProductListView: View {
    @ObservedObject var dataSource: KaimonoProductListDataSource
    weak var delegate: (any KaimonoProductListViewDelegate)?
    let images: ImageLoader

    var body: some View {
        GeometryReader { proxy in
            let layout = GridLayout(width: Double(proxy.size.width) - 2 * Dimensions.Spacing.m,
                                    minimumCellSide: 150, spacing: Dimensions.Spacing.s)
            ScrollView {
                VStack(alignment: .leading, spacing: CGFloat(layout.spacing)) {
                    ForEach(Array(layout.rows(dataSource.model.cells).enumerated()), id: \.offset) { _, row in
                        HStack(alignment: .top, spacing: CGFloat(layout.spacing)) {
                            ForEach(0..<row.count, id: \.self) { column in
                                if let cell = row[column] {
                                    ProductCell(cell: cell, images: images) { delegate?.kaimonoProductListViewDidTapAddButton(productID: cell.id) }
                                        .frame(width: CGFloat(layout.cellSide))
                                } else {
                                    Color.clear.frame(width: CGFloat(layout.cellSide), height: 1)
                                }
                            }
                        }
                    }
                }
                .padding(CGFloat(Dimensions.Spacing.m))
            }
        }
        .background(Colors.background.color)
        .overlay(alignment: .bottomTrailing) {
            Button { delegate?.kaimonoProductListViewDidTapCartButton() } label: {
                StyledSymbol(style: KaimonoSymbolStyles.cart)
                    .padding(CGFloat(Dimensions.Spacing.m))
            }
            .accessibilityLabel("カート \(dataSource.model.cartBadge ?? "0")点")
        }
        .appAlert(dataSource.alert) { delegate?.kaimonoProductListViewDidChoose($0) }
    }
}

struct ProductCell: View {
    let cell: ProductListViewModel.Cell
    let images: ImageLoader
    let add: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: CGFloat(Dimensions.Spacing.xs)) {
            RemoteSquareImage(url: cell.imageURL, loader: images)
                .clipShape(RoundedRectangle(cornerRadius: CGFloat(Dimensions.Radius.card)))
            HStack(spacing: CGFloat(Dimensions.Spacing.xs)) {
                Text(cell.name).componentStyle(Components.Label.body)
                StyledSymbol(style: cell.shelf).accessibilityLabel("棚の在庫")
            }
            Text(cell.priceText).componentStyle(Components.Label.price)
            if let inCart = cell.inCartText {
                Text(inCart).componentStyle(Components.Label.caption)
            }
            Button("カートに入れる", action: add)
                .componentStyle(Components.Button.main)
                .disabled(!cell.canAdd)
        }
    }
}

/// Hosts the product grid and is the scene's view for ``ProductListPresenter``.
final class KaimonoProductListViewController: UIViewController, ProductListViewInterface, KaimonoProductListViewDelegate {
    private let presenter: ProductListPresenter
    private let dataSource = KaimonoProductListDataSource()
    private let images: ImageLoader

    init(presenter: ProductListPresenter, images: ImageLoader) {
        self.presenter = presenter
        self.images = images
        super.init(nibName: nil, bundle: nil)
        presenter.view = self
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used from storyboards") }

    override func viewDidLoad() {
        super.viewDidLoad()
        embed(KaimonoProductListView(dataSource: dataSource, delegate: self, images: images))
        Task { await presenter.viewDidLoad() }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Task { await presenter.viewWillAppear() }
    }

    func show(_ model: ProductListViewModel) { dataSource.model = model }
    func show(alert: AppAlert?) { dataSource.alert = alert }

    func kaimonoProductListViewDidTapAddButton(productID: String) { Task { await presenter.didTapAdd(productID) } }
    func kaimonoProductListViewDidTapCartButton() { presenter.didTapCart() }
    func kaimonoProductListViewDidChoose(_ action: AppAlert.Button.Action) { presenter.didDismissAlert() }
}
#endif
