/// How Xcode renders a custom symbol (`properties.symbol-rendering-intent`). A raw string so a
/// catalog read from disk keeps a value Stylebook does not know.
public struct SymbolRenderingIntent: RawRepresentable, Sendable, Hashable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let template = SymbolRenderingIntent(rawValue: "template")
    public static let original = SymbolRenderingIntent(rawValue: "original")
    public static let multicolor = SymbolRenderingIntent(rawValue: "multicolor")
    public static let hierarchical = SymbolRenderingIntent(rawValue: "hierarchical")
}

/// A `.symbolset`: the one model for symbol sets, whoever wrote them. Stylebook writes one SF
/// Symbols template SVG (`init(filename:data:renderingIntent:)`); the reader fills `symbols` with
/// the entries a `Contents.json` lists, without the files' bytes (it does not load files).
public struct CatalogSymbol: Sendable, Hashable {
    /// The `symbols[]` entries in file order.
    public var symbols: [AssetFileEntry]
    /// nil = Xcode's "Default" (no `properties` written).
    public var renderingIntent: SymbolRenderingIntent?

    /// A set Stylebook writes: one universal entry for the template.
    public init(filename: String, data: [UInt8], renderingIntent: SymbolRenderingIntent? = nil) {
        self.init(symbols: [AssetFileEntry(filename: filename, data: data)], renderingIntent: renderingIntent)
    }

    /// A set as read: its entries.
    public init(symbols: [AssetFileEntry], renderingIntent: SymbolRenderingIntent? = nil) {
        self.symbols = symbols
        self.renderingIntent = renderingIntent
    }

    /// The first entry's file name ("" when there is none): the file Stylebook writes.
    public var filename: String { symbols.first?.filename ?? "" }

    /// The first entry's bytes: the template Stylebook writes; empty for a set as read.
    public var data: [UInt8] { symbols.first?.data ?? [] }
}
