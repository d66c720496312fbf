extension CatalogSet {
    /// A set Stylebook is about to write, as reading it back from the catalog gives it, so
    /// generated and existing sets go through the same Swift, template and audit writers.
    public init(generated entry: CatalogEntry) {
        let content: CatalogSetContent
        switch entry.kind {
        case .color(let colors):
            content = .color(colors)
        case .image(let image):
            let dark = [AppearanceTrait(appearance: "luminosity", value: "dark")]
            content = .image(ImageSetInfo(images: image.files.map { AssetFileEntry(filename: $0.filename, scale: $0.scale, appearances: $0.dark ? dark : []) },
                                          renderingIntent: image.renderingIntent?.rawValue,
                                          preservesVectorRepresentation: image.preservesVectorRepresentation))
        case .symbol(let symbol):
            content = .symbol(symbol)
        }
        self.init(name: entry.name, namespace: entry.namespace, relativePath: entry.relativePath, catalogPath: "", content: content)
    }
}
