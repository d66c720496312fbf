@available(macOS 13.0, *)
extension StylebookSymbols {
    /// Hierarchical rendering: layers in `color` at falling opacities.
    public func nsImage(hierarchicalColor color: AppKit.NSColor) -> AppKit.NSImage? {
        nsImage?.withSymbolConfiguration(AppKit.NSImage.SymbolConfiguration(hierarchicalColor: color))
    }

    /// Palette rendering: one colour per layer level (primary, secondary, tertiary).
    public func nsImage(paletteColors colors: [AppKit.NSColor]) -> AppKit.NSImage? {
        nsImage?.withSymbolConfiguration(AppKit.NSImage.SymbolConfiguration(paletteColors: colors))
    }

    /// Multicolour rendering: the symbol's own colours.
    public var multicolorNSImage: AppKit.NSImage? {
        nsImage?.withSymbolConfiguration(AppKit.NSImage.SymbolConfiguration.preferringMulticolor())
    }
}
