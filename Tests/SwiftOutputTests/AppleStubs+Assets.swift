extension AppleStubs {
    /// `NSDataAsset`, which the catalog accessors use (UIKit and AppKit declare it alike).
    static let dataAsset = """

    open class NSDataAsset: @unchecked Sendable {
        public init?(name: String, bundle: Bundle) { return nil }
        open var data: Data { Data() }
    }
    """
}
