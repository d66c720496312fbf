/// A stroke style: a CSS keyword, or a dash pattern in points with its line cap.
public struct StylebookStrokeStyle: Swift.Sendable, Swift.Hashable {
    /// solid, dashed, dotted, double, groove, ridge, outset or inset; nil for a dash pattern.
    public let keyword: Swift.String?
    public let dashArray: [Swift.Double]
    /// butt, round or square.
    public let lineCap: Swift.String

    public init(keyword: Swift.String) {
        self.keyword = keyword
        self.dashArray = []
        self.lineCap = "butt"
    }

    public init(dashArray: [Swift.Double], lineCap: Swift.String = "butt") {
        self.keyword = nil
        self.dashArray = dashArray
        self.lineCap = lineCap
    }
}
