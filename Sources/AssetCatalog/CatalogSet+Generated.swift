extension CatalogSet {
    /// A set Stylebook is about to write, as reading it back from the catalog gives it, so
    /// generated and existing sets go through the same Swift, template and audit writers.
    public init(generated entry: CatalogEntry) {
        let content: CatalogSetContent
        switch entry.kind {
        case .color(let colors):
            content = .color(colors)
        case .image(let image):
            content = .image(image)
        case .symbol(let symbol):
            content = .symbol(symbol)
        }
        self.init(name: entry.name, namespace: entry.namespace, relativePath: entry.relativePath, catalogPath: "", content: content)
    }
}
