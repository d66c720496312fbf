#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import KaimonoDesignSystem
import KaimonoFeature

/// Taps on the cart, sent back to the hosting controller (Cookpad's `kaimonoCartViewDidTapOrderButton()`).
@MainActor protocol KaimonoCartViewDelegate: AnyObject {
    func kaimonoCartViewDidTapOrderButton()
    func kaimonoCartViewDidTapIncrement(productID: String)
    func kaimonoCartViewDidTapDecrement(productID: String)
    func kaimonoCartViewDidSelectSlot(slotID: String)
    func kaimonoCartViewDidTapTermsLink()
    func kaimonoCartViewDidChoose(_ action: AppAlert.Button.Action)
}

@MainActor final class KaimonoCartDataSource: ObservableObject {
    @Published var model = CartViewModel()
    @Published var alert: AppAlert?
}

/// The cart: line items with quantities, total, pickup time slot, order button, terms link.
struct KaimonoCartView: View {
    @ObservedObject var dataSource: KaimonoCartDataSource
    weak var delegate: (any KaimonoCartViewDelegate)?
    let images: ImageLoader

    var body: some View {
        let model = dataSource.model
        ScrollView {
            VStack(alignment: .leading, spacing: CGFloat(Dimensions.Spacing.m)) {
                if let empty = model.emptyMessage {
                    Text(empty)
                        .textStyle(TextStyles.size17w3)
                        .foregroundStyle(Colors.Content.secondary.color)
                }
                ForEach(model.lines) { line in
                    HStack(spacing: CGFloat(Dimensions.Spacing.s)) {
                        RemoteSquareImage(url: line.imageURL, loader: images).frame(width: 64)
                        VStack(alignment: .leading) {
                            Text(line.name).componentStyle(Components.Label.body)
                            Text(line.priceText + " / " + line.unit).componentStyle(Components.Label.caption)
                        }
                        Spacer()
                        Button("−") { delegate?.kaimonoCartViewDidTapDecrement(productID: line.id) }.disabled(!line.canDecrement)
                        Text("\(line.quantity)").textStyle(TextStyles.size17w6)
                        Button("+") { delegate?.kaimonoCartViewDidTapIncrement(productID: line.id) }.disabled(!line.canIncrement)
                    }
                    .foregroundStyle(Colors.Content.primary.color)
                }
                Divider().background(Colors.border.color)
                HStack {
                    Text("合計 " + model.itemCountText).componentStyle(Components.Label.body)
                    Spacer()
                    Text(model.totalText).componentStyle(Components.Label.price)
                }
                HStack(spacing: CGFloat(Dimensions.Spacing.xs)) {
                    StyledSymbol(style: KaimonoSymbolStyles.pickupTime)
                    Text(model.pickupText).componentStyle(Components.Label.date)
                }
                ForEach(model.slots) { slot in
                    // Sub buttons; the chosen slot is drawn as the main one, full slots disabled.
                    Button(slot.text) { delegate?.kaimonoCartViewDidSelectSlot(slotID: slot.id) }
                        .componentStyle(slot.isSelected ? Components.Button.main : Components.Button.sub)
                        .disabled(!slot.isAvailable)
                }
                Button { delegate?.kaimonoCartViewDidTapOrderButton() } label: {
                    Text("注文する").frame(maxWidth: .infinity)
                }
                .componentStyle(Components.Button.main)
                .disabled(!model.isOrderEnabled || model.isPlacingOrder)
                Button("利用規約") { delegate?.kaimonoCartViewDidTapTermsLink() }
                    .componentStyle(Components.Label.caption)
            }
            .padding(CGFloat(Dimensions.Spacing.m))
        }
        .background(Colors.background.color)
        .appAlert(dataSource.alert) { delegate?.kaimonoCartViewDidChoose($0) }
    }
}

/// Hosts the cart and is the scene's view for ``CartPresenter``.
final class KaimonoCartViewController: UIViewController, CartViewInterface, KaimonoCartViewDelegate {
    private let presenter: CartPresenter
    private let dataSource = KaimonoCartDataSource()
    private let images: ImageLoader

    init(presenter: CartPresenter, images: ImageLoader) {
        self.presenter = presenter
        self.images = images
        super.init(nibName: nil, bundle: nil)
        presenter.view = self
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used from storyboards") }

    override func viewDidLoad() {
        super.viewDidLoad()
        embed(KaimonoCartView(dataSource: dataSource, delegate: self, images: images))
        Task { await presenter.viewDidLoad() }
    }

    func show(_ model: CartViewModel) { dataSource.model = model }
    func show(alert: AppAlert?) { dataSource.alert = alert }

    func kaimonoCartViewDidTapOrderButton() { presenter.didTapOrderButton() }
    func kaimonoCartViewDidTapIncrement(productID: String) { Task { await presenter.didTapIncrement(productID) } }
    func kaimonoCartViewDidTapDecrement(productID: String) { Task { await presenter.didTapDecrement(productID) } }
    func kaimonoCartViewDidSelectSlot(slotID: String) { presenter.didSelectSlot(slotID) }
    func kaimonoCartViewDidTapTermsLink() { presenter.didTapTermsLink() }
    func kaimonoCartViewDidChoose(_ action: AppAlert.Button.Action) { Task { await presenter.didChoose(action) } }
}
#endif
