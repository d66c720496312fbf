extension StylebookSymbols {
    /// The custom symbol; from macOS 13 a symbol image (takes `withSymbolConfiguration(_:)`).
    public var nsImage: AppKit.NSImage? {
        if #available(macOS 13.0, *) {
            // 1 shows every layer of a variable symbol, as the symbol does without a value.
            return AppKit.NSImage(symbolName: rawValue, bundle: stylebookBundle, variableValue: 1)
        }
        return stylebookBundle.image(forResource: rawValue)
    }

    /// The custom symbol drawn for `variableValue` (0…1) where it supports variable rendering.
    @available(macOS 13.0, *)
    public func nsImage(variableValue: Swift.Double) -> AppKit.NSImage? {
        AppKit.NSImage(symbolName: rawValue, bundle: stylebookBundle, variableValue: variableValue)
    }
}
