/// A colour set in an asset catalog.
public struct StylebookColorAsset: Swift.Hashable, Swift.Sendable {
    /// The name the catalog knows it by, namespaces included.
    public let name: Swift.String

    public init(name: Swift.String) {
        self.name = name
    }
}

/// An image set in an asset catalog.
public struct StylebookImageAsset: Swift.Hashable, Swift.Sendable {
    /// The name the catalog knows it by, namespaces included.
    public let name: Swift.String

    public init(name: Swift.String) {
        self.name = name
    }
}

/// A custom SF Symbol (symbol set) in an asset catalog.
public struct StylebookSymbolAsset: Swift.Hashable, Swift.Sendable {
    /// The name the catalog knows it by, namespaces included.
    public let name: Swift.String

    public init(name: Swift.String) {
        self.name = name
    }
}

/// A data set in an asset catalog.
public struct StylebookDataAsset: Swift.Hashable, Swift.Sendable {
    /// The name the catalog knows it by, namespaces included.
    public let name: Swift.String

    public init(name: Swift.String) {
        self.name = name
    }
}
