/// The colours a layer helper (`StylebookLayerColors`, UIKit and AppKit) keeps current: each
/// bound colour and how to set its resolved value (a `CGColor`) on the object that shows it.
@MainActor public struct StylebookColorBindings<Resolved> {
    private var bindings: [(color: StylebookColor, apply: (Resolved) -> Void)] = []

    public init() {}

    /// Binds `color` to `property` of `target` (held weakly) and sets it once, if `resolve` can.
    public mutating func bind<Target: AnyObject>(_ color: StylebookColor, to property: ReferenceWritableKeyPath<Target, Resolved?>,
                                                 of target: Target, resolve: (StylebookColor) -> Resolved?) {
        bindings.append((color, { [weak target] value in target?[keyPath: property] = value }))
        if let value = resolve(color) { target[keyPath: property] = value }
    }

    /// Sets every bound colour again with `resolve`.
    public func refresh(_ resolve: (StylebookColor) -> Resolved) {
        for binding in bindings { binding.apply(resolve(binding.color)) }
    }
}
