import Diagnostics

/// The catalog tree as read: what `CatalogImport` produces from any `.xcassets` and what the Swift,
/// template and audit writers generate from. Its sets are `CatalogSet`s, the type the catalog
/// writer takes for the sets Stylebook writes, so one model describes a catalog whoever wrote it.
///
/// An existing `.xcassets` folder as read from disk: its groups and sets in the catalog's own
/// byte order of folder names, with everything that was skipped and why.
public struct ReadCatalog: Sendable, Hashable {
    /// The catalog folder as given.
    public var path: String
    /// The folder name without `.xcassets`, e.g. "Assets".
    public var name: String
    /// Top-level groups and sets.
    public var items: [CatalogItem]
    /// `properties.generate-swift-asset-symbol-extensions` of the root (Xcode 16+): "enabled",
    /// "disabled", or nil for "Inherited".
    public var symbolExtensions: String?

    public init(path: String, name: String, items: [CatalogItem], symbolExtensions: String? = nil) {
        self.path = path
        self.name = name
        self.items = items
        self.symbolExtensions = symbolExtensions
    }

    /// Every set, depth first, in catalog order.
    public var allSets: [CatalogSet] {
        var result: [CatalogSet] = []
        func visit(_ items: [CatalogItem]) {
            for item in items {
                switch item {
                case .set(let set): result.append(set)
                case .group(let group): visit(group.items)
                case .skipped: break
                }
            }
        }
        visit(items)
        return result
    }
}

/// One child folder of a catalog or group.
public enum CatalogItem: Sendable, Hashable {
    case group(CatalogGroup)
    case set(CatalogSet)
    /// A folder whose kind has no accessor (app icon, sprite atlas, nested catalog…).
    case skipped(SkippedFolder)
}

/// A folder without extension. Only groups with `provides-namespace` add to asset names.
public struct CatalogGroup: Sendable, Hashable {
    public var name: String
    /// Catalog-relative folder path, e.g. "Colors/Brand".
    public var relativePath: String
    public var providesNamespace: Bool
    public var items: [CatalogItem]

    public init(name: String, relativePath: String, providesNamespace: Bool, items: [CatalogItem]) {
        self.name = name
        self.relativePath = relativePath
        self.providesNamespace = providesNamespace
        self.items = items
    }
}

/// A folder Stylebook lists but generates nothing for.
public struct SkippedFolder: Sendable, Hashable {
    /// Catalog-relative folder path, e.g. "AppIcon.appiconset".
    public var relativePath: String
    /// The folder's extension ("appiconset", "xcassets"…).
    public var kind: String

    public init(relativePath: String, kind: String) {
        self.relativePath = relativePath
        self.kind = kind
    }
}
