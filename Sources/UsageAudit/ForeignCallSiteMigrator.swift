import Diagnostics
import SwiftParser
import SwiftSyntax

/// A Stylebook accessor that foreign call sites can become: a colour (`Colors.brand`) or an
/// image or symbol (`Symbols.cart`), found by the catalog asset it loads.
public struct StylebookTarget: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case color, image }
    public var path: [String]
    public var kind: Kind

    public init(path: [String], kind: Kind) {
        self.path = path
        self.kind = kind
    }
}

/// What `migrate --to stylebook` knows: Stylebook's accessors by asset name, the old call sites'
/// accessors (SwiftGen's `Asset` file, R.swift's names) and the asset renames of a mapping.
public struct ForeignMigration: Sendable {
    /// Stylebook's accessors by the catalog name of the asset they load.
    public private(set) var targets: [String: StylebookTarget] = [:]
    /// SwiftGen and R.swift accessors of the old call sites.
    public private(set) var index = AccessorIndex()
    /// Old asset path → new asset path (components), from mapping files.
    public var assetRenames: [(old: [String], new: [String])] = []

    public init() {}

    /// Adds the colours (`StylebookColor(name:)`) and symbol/image cases of Stylebook's generated Swift.
    public mutating func addStylebook(_ accessors: [Accessor]) {
        for accessor in accessors {
            guard let asset = accessor.assetName, let top = accessor.path.first, !top.hasPrefix("Stylebook"),
                  accessor.deprecation == nil else { continue }
            let kind: StylebookTarget.Kind
            switch accessor.valueType {
            case "StylebookColor": kind = .color
            case "case": kind = .image
            default: continue
            }
            if targets[asset] == nil { targets[asset] = StylebookTarget(path: accessor.path, kind: kind) }
        }
    }

    /// Adds SwiftGen's accessors (`ColorAsset(name:)`, `ImageAsset(name:)`) from its generated Swift.
    /// Other SwiftGen kinds (`L10n`, fonts, data) are not assets Stylebook writes and stay as they are.
    public mutating func addSwiftGen(_ accessors: [Accessor]) {
        for accessor in accessors where ["ColorAsset", "ImageAsset"].contains(accessor.valueType ?? "") {
            index.add(accessor)
        }
    }

    /// Adds R.swift's names (`R.color.brandPrimary`, `R.image.cart`) for catalog sets; with no
    /// catalog given, the command adds them for Stylebook's own asset names.
    public mutating func addRSwift(catalog sets: [CatalogSetName]) {
        for set in sets {
            let path = ["R", set.isColor ? "color" : "image"] + set.namespace.map(AccessorIndex.rswiftMember) + [AccessorIndex.rswiftMember(set.name)]
            index.add(Accessor(path: path, assetName: set.assetName, style: .rswift, valueType: set.isColor ? "ColorAsset" : "ImageAsset"))
        }
    }

    /// Adds Xcode's asset symbols (`ColorResource.brand`, `Color(.brand)`, `UIImage(resource: .cart)`)
    /// for catalog sets; `implicit: false` leaves out the implicit `.brand` forms.
    public mutating func addXcodeSymbols(catalog sets: [CatalogSetName], implicit: Bool = true) {
        for set in sets {
            index.addXcodeSymbol(assetName: set.assetName, name: set.name, groups: set.namespace,
                                 resource: set.isColor ? "ColorResource" : "ImageResource", implicit: implicit)
        }
    }

    /// R.swift names and Xcode asset symbols for every Stylebook target, by its last name alone
    /// (`R.color.brand`, `ColorResource.brand` for `Colors/brand`), for an app whose old catalog had
    /// the same names without the groups. Not the implicit `.brand`: a last name alone (`.primary`)
    /// could be a system colour's, so those come only from an old catalog.
    public mutating func addNamesForTargets() {
        let flat = targets.keys.sorted().compactMap { asset in
            targets[asset].map { CatalogSetName(assetName: String(asset.split(separator: "/").last ?? ""), isColor: $0.kind == .color) }
        }
        addRSwift(catalog: flat)
        addXcodeSymbols(catalog: flat, implicit: false)
    }

    /// The Stylebook accessor for an old asset: renamed by a mapping first, then by exact name,
    /// then by a unique target whose name ends with the old one's (`brand` → `Colors/brand`).
    func target(forAsset asset: String, kind: StylebookTarget.Kind) -> StylebookTarget? {
        var parts = asset.split(separator: "/").map(String.init)
        if let rename = assetRenames.filter({ parts.count >= $0.old.count && Array(parts.suffix($0.old.count)) == $0.old })
            .max(by: { $0.old.count < $1.old.count }) {
            parts = rename.new
        }
        let name = parts.joined(separator: "/")
        if let exact = targets[name], exact.kind == kind { return exact }
        let ends = targets.filter { $0.value.kind == kind && $0.key.hasSuffix("/" + name) }
        return ends.count == 1 ? ends.first?.value : nil
    }
}

/// A catalog set as R.swift names it: its group folders, its own name, and whether it is a colour.
public struct CatalogSetName: Sendable, Hashable {
    public var assetName: String
    public var isColor: Bool
    public var namespace: [String] { Array(assetName.split(separator: "/").dropLast().map(String.init)) }
    public var name: String { assetName.split(separator: "/").last.map(String.init) ?? assetName }

    public init(assetName: String, isColor: Bool) {
        self.assetName = assetName
        self.isColor = isColor
    }
}

/// Rewrites SwiftGen (`Asset.Colors.brand.color`, `.swiftUIColor`, `Asset.Images.cart.image`) and
/// R.swift (`R.color.brand()`, `R.image.cart()`) call sites to Stylebook's accessors
/// (`Colors.brand.uiColor`, `.color`, `Symbols.cart.uiImage!`, `Colors.brand.uiColor`,
/// `Symbols.cart.uiImage`), keeping comments and spacing. A file that imports AppKit and not UIKit
/// gets the AppKit accessors. Call sites with no Stylebook accessor for their asset stay.
public enum ForeignCallSiteMigrator {
    /// The rewritten source, how many call sites changed, and a warning at each SwiftGen or
    /// R.swift use left as it was (no Stylebook accessor for its asset, or a form with no equivalent).
    public static func migrate(_ source: String, using migration: ForeignMigration,
                               file: String = "<source>") -> (text: String, changes: Int, left: [Diagnostic]) {
        let tree = Parser.parse(source: source)
        let imports = Set(tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
        let rewriter = ForeignRewriter(migration: migration, appKit: imports.contains("AppKit") && !imports.contains("UIKit"))
        let result = rewriter.visit(tree)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let left = rewriter.left.map { item in
            let place = converter.location(for: item.position)
            return Diagnostic.warning(item.message, at: SourceLocation(file: file, line: place.line, column: place.column))
        }
        guard rewriter.changes > 0 else { return (source, 0, left) }
        return (result.description, rewriter.changes, left)
    }
}
