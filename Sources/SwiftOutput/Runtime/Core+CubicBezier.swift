/// A timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1), as CSS `cubic-bezier()`.
public struct StylebookCubicBezier: Swift.Sendable, Swift.Hashable {
    public let x1: Swift.Double
    public let y1: Swift.Double
    public let x2: Swift.Double
    public let y2: Swift.Double

    public init(x1: Swift.Double, y1: Swift.Double, x2: Swift.Double, y2: Swift.Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}
