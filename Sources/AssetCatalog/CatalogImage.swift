/// How an image set is rendered (`properties.template-rendering-intent`). A raw string so a
/// catalog read from disk keeps a value Stylebook does not know.
public struct ImageRenderingIntent: RawRepresentable, Sendable, Hashable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// Tinted by the app (icons).
    public static let template = ImageRenderingIntent(rawValue: "template")
    /// Drawn in its own colours (pictures).
    public static let original = ImageRenderingIntent(rawValue: "original")
    /// The values Xcode offers besides "Default".
    public static let known: [ImageRenderingIntent] = [.template, .original]
}

/// An `.imageset`: the one model for image sets, whoever wrote them. Stylebook writes one vector
/// file (single scale) or bitmaps at 1x/2x/3x, each optionally with a dark variant, with their
/// bytes; the reader fills `images` with the entries a `Contents.json` lists (empty slots too)
/// and no bytes.
public struct CatalogImage: Sendable, Hashable {
    /// The `images[]` entries: for a set to write, the files (the writer adds the empty slots).
    public var images: [AssetFileEntry]
    /// nil = Xcode's "Default" (template iff the name ends in "Template").
    public var renderingIntent: ImageRenderingIntent?
    public var preservesVectorRepresentation: Bool

    public init(images: [AssetFileEntry], renderingIntent: ImageRenderingIntent? = nil, preservesVectorRepresentation: Bool = false) {
        self.images = images
        self.renderingIntent = renderingIntent
        self.preservesVectorRepresentation = preservesVectorRepresentation
    }

    /// A single-scale image set of one file.
    public init(filename: String, data: [UInt8], templateRendering: Bool = false, preservesVectorRepresentation: Bool = false) {
        self.init(images: [AssetFileEntry(filename: filename, data: data)], renderingIntent: templateRendering ? .template : nil,
                  preservesVectorRepresentation: preservesVectorRepresentation)
    }

    /// The first file's name.
    public var filename: String { images.lazy.compactMap(\.filename).first ?? "" }

    public var templateRendering: Bool { renderingIntent == .template }
}
