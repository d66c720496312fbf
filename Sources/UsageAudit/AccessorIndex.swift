import AssetCatalog
import Diagnostics
import SwiftOutput

/// How a use names an asset: the spellings the audit recognises.
public enum AccessorStyle: String, Sendable, Hashable, CaseIterable {
    /// A declaration in a generated Swift file (Stylebook's accessors, SwiftGen's `Asset` enum, …).
    case generated
    /// Xcode 15+ asset symbols: `ColorResource.brand`, `Color(.brand)`, `UIImage(resource: .cart)`.
    case xcodeSymbol = "xcode-symbol"
    /// R.swift: `R.image.cart`, `R.color.brand`.
    case rswift
    /// A string literal: `UIImage(named: "cart")`, `Color("brand")`.
    case stringName = "string-name"
}

/// One accessor the audit can recognise in app code, and the asset it stands for.
public struct Accessor: Sendable, Hashable {
    /// The member path as written in Swift (`["Asset", "Colors", "brand"]`).
    public var path: [String]
    /// The asset's catalog name (`Colors/brand`); nil for a generated declaration that names none.
    public var assetName: String?
    public var style: AccessorStyle
    /// The deprecation message of a generated declaration marked `@available(*, deprecated…)`.
    public var deprecation: String?
    /// Where a generated declaration is, for messages.
    public var declaredAt: Diagnostics.SourceLocation?
    /// What a generated declaration's value is: the type its initialiser calls (`StylebookColor`,
    /// SwiftGen's `ColorAsset`/`ImageAsset`), or `case` for an enum case; nil when unknown.
    public var valueType: String?

    public init(path: [String], assetName: String?, style: AccessorStyle, deprecation: String? = nil,
                declaredAt: Diagnostics.SourceLocation? = nil, valueType: String? = nil) {
        self.path = path
        self.assetName = assetName
        self.style = style
        self.deprecation = deprecation
        self.declaredAt = declaredAt
        self.valueType = valueType
    }
}

/// Every accessor path the audit knows, by path, plus the namespaces under which an unknown member
/// is a use of a missing asset.
public struct AccessorIndex: Sendable {
    public private(set) var byPath: [String: Accessor] = [:]
    /// Paths that are namespaces of accessors (`Asset.Colors`, `R.image`, `ColorResource`).
    public private(set) var namespaces: Set<String> = []
    /// Catalog asset names → kind, for string-literal uses and the unused list.
    public private(set) var assets: [String: CatalogSetKind] = [:]
    /// Xcode asset-symbol members without their type, for implicit `.member` uses.
    public private(set) var implicitMembers: [String: Accessor] = [:]

    public init() {}

    /// Adds an accessor (the first one wins when two spell the same path).
    public mutating func add(_ accessor: Accessor) {
        let key = accessor.path.joined(separator: ".")
        if byPath[key] == nil { byPath[key] = accessor }
    }

    /// Marks a type path as a namespace of accessors: a member of it that no accessor declares is a
    /// use of something missing. Only types the generated files declare (or the asset-symbol and
    /// R.swift namespaces) qualify: members of an extended framework type (`Color`) are not all ours.
    public mutating func addNamespace(_ path: [String]) {
        namespaces.insert(path.joined(separator: "."))
    }

    /// Adds a catalog's sets with the names Xcode's asset symbols and R.swift give them.
    public mutating func add(catalog sets: [CatalogSet]) {
        for set in sets {
            assets[set.assetName] = set.kind
            let resource: String
            let rswift: String
            switch set.kind {
            case .color: (resource, rswift) = ("ColorResource", "color")
            case .image: (resource, rswift) = ("ImageResource", "image")
            case .symbol, .data: continue
            }
            guard addXcodeSymbol(assetName: set.assetName, name: set.name, groups: set.namespace, resource: resource) else { continue }
            let rSpaces = set.namespace.map(Self.rswiftMember)
            for length in 0...rSpaces.count { addNamespace(["R", rswift] + rSpaces.prefix(length)) }
            let rMember = Self.rswiftMember(set.name)
            add(Accessor(path: ["R", rswift] + rSpaces + [rMember], assetName: set.assetName, style: .rswift))
        }
    }

    /// Adds the Xcode asset symbol of a set (`ColorResource.Group.brand`; a set outside groups also
    /// as the implicit `.brand`) under `resource` (`ColorResource`/`ImageResource`); false when
    /// Xcode gives the name no symbol. `implicit: false` leaves the implicit member out.
    @discardableResult
    mutating func addXcodeSymbol(assetName: String, name: String, groups: [String], resource: String, implicit: Bool = true) -> Bool {
        guard let member = XcodeAssetName.member(name) else { return false }
        let spaces = groups.compactMap(XcodeAssetName.typeName)
        for length in 0...spaces.count { addNamespace([resource] + spaces.prefix(length)) }
        let symbol = Accessor(path: [resource] + spaces + [member], assetName: assetName, style: .xcodeSymbol)
        add(symbol)
        if implicit, spaces.isEmpty, implicitMembers[member] == nil { implicitMembers[member] = symbol }
        return true
    }

    /// R.swift's identifier: lowerCamelCase of the name's words, keeping each word's case after its first letter.
    static func rswiftMember(_ name: String) -> String {
        let words = XcodeAssetName.words(name)
        guard let first = words.first else { return "_" }
        var text = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let c = text.unicodeScalars.first, c.properties.numericType != nil { text = "_" + text }
        return text
    }

    /// The accessor a member chain uses: its longest known prefix.
    public func accessor(forChain chain: [String]) -> Accessor? {
        guard !chain.isEmpty else { return nil }
        for length in stride(from: chain.count, through: 1, by: -1) {
            if let found = byPath[chain.prefix(length).joined(separator: ".")] { return found }
        }
        return nil
    }

    /// For a chain that names no accessor: the namespace it reaches into and the unknown member
    /// (`Asset.Colors` and `gone` for `Asset.Colors.gone.color`), when the chain goes through one.
    public func missingMember(inChain chain: [String]) -> (namespace: String, member: String)? {
        var deepest: Int?
        for length in 1..<max(1, chain.count) where namespaces.contains(chain.prefix(length).joined(separator: ".")) {
            deepest = length
        }
        guard let length = deepest, length < chain.count else { return nil }
        return (chain.prefix(length).joined(separator: "."), chain[length])
    }
}
