import Foundation

/// A window in which an order can be collected at the pickup locker.
public struct PickupSlot: Sendable, Hashable, Identifiable {
    public let id: String
    public let start: Date
    public let end: Date
    /// False once the locker is full for that window.
    public let isAvailable: Bool

    public init(id: String, start: Date, end: Date, isAvailable: Bool = true) {
        self.id = id
        self.start = start
        self.end = end
        self.isAvailable = isAvailable
    }
}
