import Foundation

/// What the cart screen shows, already formatted: the SwiftUI view draws it and nothing else.
public struct CartViewModel: Sendable, Equatable {
    public struct Line: Sendable, Equatable, Identifiable {
        public let id: String
        public let name: String
        public let unit: String
        public let priceText: String
        public let subtotalText: String
        public let quantity: Int
        public let canIncrement: Bool
        public let canDecrement: Bool
        public let imageURL: URL?
    }

    public struct Slot: Sendable, Equatable, Identifiable {
        public let id: String
        public let text: String
        public let isAvailable: Bool
        public let isSelected: Bool
    }

    public var lines: [Line] = []
    public var totalText = JapaneseFormat.yen(0)
    public var itemCountText = "0点"
    public var slots: [Slot] = []
    /// The chosen pickup window, or the prompt to choose one.
    public var pickupText = "受け取り時間を選択"
    public var isOrderEnabled = false
    /// Shown instead of the lines when the cart is empty.
    public var emptyMessage: String? = "カートは空です"
    public var isPlacingOrder = false

    public init() {}
}

/// The view protocol of the cart scene (VIPER's "V" as the presenter sees it).
@MainActor public protocol CartViewInterface: AnyObject {
    func show(_ model: CartViewModel)
    func show(alert: AppAlert?)
}

/// Where the cart scene can lead.
@MainActor public protocol CartRouting: AnyObject {
    func showTerms()
    func showProductList()
}

/// Cart scene presenter: turns cart changes into ``CartViewModel``s and taps into use cases.
@MainActor public final class CartPresenter {
    public weak var view: (any CartViewInterface)?
    let interactor: CartInteractor
    let router: any CartRouting
    private(set) var model = CartViewModel()
    private var cart = Cart()
    private var slots: [PickupSlot] = []
    private var selectedSlotID: String?

    public init(interactor: CartInteractor, router: any CartRouting) {
        self.interactor = interactor
        self.router = router
    }

    public func viewDidLoad() async {
        cart = await interactor.cart()
        slots = (try? await interactor.pickupSlots()) ?? []
        publish()
    }

    public func didTapIncrement(_ productID: String) async {
        await changeQuantity(of: productID, by: 1)
    }

    /// Decrementing the last one asks before removing the line.
    public func didTapDecrement(_ productID: String) async {
        guard let line = cart.lines.first(where: { $0.id == productID }) else { return }
        if line.quantity == 1 {
            view?.show(alert: .confirmRemoval(productID: productID, name: line.product.name))
        } else {
            await changeQuantity(of: productID, by: -1)
        }
    }

    public func didSelectSlot(_ slotID: String) {
        guard let slot = slots.first(where: { $0.id == slotID }) else { return }
        guard slot.isAvailable else {
            view?.show(alert: .slotUnavailable)
            return
        }
        selectedSlotID = slotID
        publish()
    }

    /// Cookpad's `kaimonoCartViewDidTapOrderButton()`: confirm first, or say what is missing.
    public func didTapOrderButton() {
        guard !cart.isEmpty else { return }
        guard let slot = selectedSlot else {
            view?.show(alert: .chooseSlot)
            return
        }
        view?.show(alert: .confirmOrder(totalYen: cart.totalYen, pickup: JapaneseFormat.pickupWindow(slot)))
    }

    public func didTapTermsLink() {
        router.showTerms()
    }

    /// The user chose a button in the alert on screen.
    public func didChoose(_ action: AppAlert.Button.Action) async {
        view?.show(alert: nil)
        switch action {
        case .dismiss, .showSlots:
            break
        case .placeOrder, .retryOrder:
            await placeOrder()
        case let .remove(productID):
            if let updated = try? await interactor.remove(productID) { cart = updated }
            publish()
        }
    }

    private var selectedSlot: PickupSlot? { slots.first { $0.id == selectedSlotID } }

    private func placeOrder() async {
        model.isPlacingOrder = true
        view?.show(model)
        do {
            let order = try await interactor.placeOrder(slot: selectedSlot)
            cart = await interactor.cart()
            selectedSlotID = nil
            publish()
            view?.show(alert: .orderPlaced(number: order.number, pickup: JapaneseFormat.pickupWindow(order.slot)))
        } catch OrderError.slotUnavailable {
            publish()
            view?.show(alert: .slotUnavailable)
        } catch OrderError.noSlotSelected {
            publish()
            view?.show(alert: .chooseSlot)
        } catch {
            publish()
            view?.show(alert: .orderFailed(reason: "通信環境の良いところでもう一度お試しください"))
        }
    }

    private func changeQuantity(of productID: String, by delta: Int) async {
        let current = cart.quantity(of: productID)
        do {
            cart = try await interactor.setQuantity(current + delta, for: productID)
            publish()
        } catch let .quantityLimit(_, maximum) {
            let name = cart.lines.first { $0.id == productID }?.product.name ?? ""
            view?.show(alert: .quantityLimit(name: name, maximum: maximum))
        } catch {
            publish()
        }
    }

    private func publish() {
        var next = CartViewModel()
        next.lines = cart.lines.map { line in
            CartViewModel.Line(id: line.id, name: line.product.name, unit: line.product.unit,
                               priceText: JapaneseFormat.yen(line.product.priceYen), subtotalText: JapaneseFormat.yen(line.subtotalYen),
                               quantity: line.quantity, canIncrement: line.quantity < Cart.maximumQuantity,
                               canDecrement: line.quantity > 0, imageURL: line.product.imageURL)
        }
        next.totalText = JapaneseFormat.yen(cart.totalYen)
        next.itemCountText = "\(cart.itemCount)点"
        next.slots = slots.map {
            CartViewModel.Slot(id: $0.id, text: JapaneseFormat.pickupWindow($0), isAvailable: $0.isAvailable, isSelected: $0.id == selectedSlotID)
        }
        if let slot = selectedSlot { next.pickupText = JapaneseFormat.pickupWindow(slot) }
        next.isOrderEnabled = !cart.isEmpty
        next.emptyMessage = cart.isEmpty ? "カートは空です" : nil
        model = next
        view?.show(next)
    }
}
