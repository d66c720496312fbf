/// A placed order, as the order service confirms it.
public struct Order: Sendable, Hashable {
    public let number: String
    public let totalYen: Int
    public let slot: PickupSlot

    public init(number: String, totalYen: Int, slot: PickupSlot) {
        self.number = number
        self.totalYen = totalYen
        self.slot = slot
    }
}
