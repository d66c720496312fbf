/// Every alert the app shows, as one value: the presenter decides which, the view only draws it
/// (one `.alert` modifier per screen, whatever the kind).
public enum AppAlert: Sendable, Equatable, Identifiable {
    case confirmOrder(totalYen: Int, pickup: String)
    case orderPlaced(number: String, pickup: String)
    case orderFailed(reason: String)
    case confirmRemoval(productID: String, name: String)
    case quantityLimit(name: String, maximum: Int)
    case chooseSlot
    case slotUnavailable
    case recipeItemsUnavailable(names: [String])

    public var id: String { content.title }

    /// A button in an alert; `action` is what the presenter does when it is chosen.
    public struct Button: Sendable, Equatable {
        public enum Role: Sendable, Equatable { case `default`, cancel, destructive }
        public enum Action: Sendable, Equatable { case dismiss, placeOrder, remove(productID: String), showSlots, retryOrder }
        public let title: String
        public let role: Role
        public let action: Action
    }

    public struct Content: Sendable, Equatable {
        public let title: String
        public let message: String?
        public let buttons: [Button]
    }

    public var content: Content {
        let ok = Button(title: "OK", role: .default, action: .dismiss)
        let cancel = Button(title: "キャンセル", role: .cancel, action: .dismiss)
        switch self {
        case let .confirmOrder(total, pickup):
            return Content(title: "注文を確定しますか？", message: "合計 \(JapaneseFormat.yen(total))\n受け取り \(pickup)",
                           buttons: [cancel, Button(title: "注文する", role: .default, action: .placeOrder)])
        case let .orderPlaced(number, pickup):
            return Content(title: "ご注文ありがとうございます", message: "注文番号 \(number)\n\(pickup)にお受け取りください", buttons: [ok])
        case let .orderFailed(reason):
            return Content(title: "注文できませんでした", message: reason,
                           buttons: [cancel, Button(title: "再試行", role: .default, action: .retryOrder)])
        case let .confirmRemoval(productID, name):
            return Content(title: "\(name)をカートから削除しますか？", message: nil,
                           buttons: [cancel, Button(title: "削除", role: .destructive, action: .remove(productID: productID))])
        case let .quantityLimit(name, maximum):
            return Content(title: "これ以上追加できません", message: "\(name)は1回のご注文で\(maximum)点までです", buttons: [ok])
        case .chooseSlot:
            return Content(title: "受け取り時間を選んでください", message: nil,
                           buttons: [cancel, Button(title: "時間を選ぶ", role: .default, action: .showSlots)])
        case .slotUnavailable:
            return Content(title: "この時間は満員です", message: "別の受け取り時間を選んでください",
                           buttons: [Button(title: "時間を選ぶ", role: .default, action: .showSlots)])
        case let .recipeItemsUnavailable(names):
            return Content(title: "一部の材料は取り扱いがありません", message: names.joined(separator: "、"), buttons: [ok])
        }
    }
}
