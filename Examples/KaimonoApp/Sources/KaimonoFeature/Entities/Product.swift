import Foundation

/// A product the shop sells: what the product grid and the cart show.
public struct Product: Sendable, Hashable, Identifiable {
    public let id: String
    public let name: String
    /// Price in yen, tax included (yen has no minor unit).
    public let priceYen: Int
    /// Sales unit shown under the name, e.g. "1パック".
    public let unit: String
    public let imageURL: URL?

    public init(id: String, name: String, priceYen: Int, unit: String = "", imageURL: URL? = nil) {
        self.id = id
        self.name = name
        self.priceYen = priceYen
        self.unit = unit
        self.imageURL = imageURL
    }
}
