import Diagnostics

/// The set kinds that get accessors, by folder extension.
public enum CatalogSetKind: String, Sendable, Hashable, CaseIterable {
    case color = "colorset"
    case image = "imageset"
    case symbol = "symbolset"
    case data = "dataset"
}

/// What a set's `Contents.json` says (and, for a set Stylebook writes, the files' bytes).
public enum CatalogSetContent: Sendable, Hashable {
    case color(ColorSetContent)
    case image(CatalogImage)
    case symbol(CatalogSymbol)
    case data(DataSetInfo)

    /// The kind of set that holds this content.
    public var kind: CatalogSetKind {
        switch self {
        case .color: .color
        case .image: .image
        case .symbol: .symbol
        case .data: .data
        }
    }
}

/// One `.colorset`, `.imageset`, `.symbolset` or `.dataset`: the one set model, whoever wrote it.
/// `CatalogImport` reads sets of this type from any catalog, `AssetCatalogWriter` writes the sets
/// Stylebook generates in this type, and the Swift, template and audit writers generate from it,
/// so a generated set and one read back from disk are the same value but for `catalogPath`.
/// What places the set is constant (`relativePath` is derived from it once); its content is not.
public struct CatalogSet: Sendable, Hashable {
    /// The asset's own name: folder name without the last extension ("brand.blue.darken.20").
    public let name: String
    /// Names of the enclosing groups that provide a namespace, outermost first.
    public let namespace: [String]
    /// Names of the enclosing plain groups (no `provides-namespace`), outermost first: they
    /// organise the catalog without changing the asset name. The writer puts them below the
    /// namespace folders.
    public let folders: [String]
    /// Catalog-relative folder path ("Colors/Brand/Primary.colorset").
    public let relativePath: String
    /// The catalog folder the set was read from; "" for a set Stylebook is about to write.
    public let catalogPath: String
    public var content: CatalogSetContent
    /// Where a set to write came from (a token, an icon…), for diagnostics; nil for a set as read
    /// (its diagnostics point at `contentsPath`).
    public var location: SourceLocation?

    /// A set to write: its folder is `namespace` (each group written with `provides-namespace`),
    /// then the plain `folders`, then `name` with the kind's extension.
    public init(namespace: [String] = [], folders: [String] = [], name: String, content: CatalogSetContent, location: SourceLocation? = nil) {
        self.init(name: name, namespace: namespace, folders: folders,
                  relativePath: (namespace + folders + [name + "." + content.kind.rawValue]).joined(separator: "/"),
                  catalogPath: "", content: content)
        self.location = location
    }

    /// A set as read from the catalog at `catalogPath`, found at `relativePath`.
    public init(name: String, namespace: [String], folders: [String] = [], relativePath: String, catalogPath: String,
                content: CatalogSetContent) {
        self.name = name
        self.namespace = namespace
        self.folders = folders
        self.relativePath = relativePath
        self.catalogPath = catalogPath
        self.content = content
    }

    /// The set's kind, which its folder extension spells.
    public var kind: CatalogSetKind { content.kind }

    /// The fully-qualified name `UIColor(named:)`/`UIImage(named:)` take ("Colors/Primary").
    public var assetName: String { (namespace + [name]).joined(separator: "/") }

    /// Where the set's `Contents.json` is, for diagnostics.
    public var contentsPath: String {
        catalogPath.isEmpty ? relativePath + "/Contents.json" : catalogPath + "/" + relativePath + "/Contents.json"
    }
}
