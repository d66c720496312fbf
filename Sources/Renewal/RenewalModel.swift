import StyleGuide
import SwiftOutput
import Tokens

/// The kinds of token `stylebook renewal` pairs up: each old one is compared only with new ones
/// of the same kind.
public enum RenewalKind: String, Sendable, Hashable, CaseIterable {
    case colors, textStyles = "text-styles", dimensions, icons

    var title: String {
        switch self {
        case .colors: return "Colours"
        case .textStyles: return "Text styles"
        case .dimensions: return "Dimensions"
        case .icons: return "Icons"
        }
    }
}

/// One side of a renewal (the old or the new design system): its tokens and how its generated
/// Swift names them.
public struct RenewalSide: Sendable {
    public var label: String
    public var tokens: TokenSet
    /// How this side's generated Swift names things: type names, naming style and the catalog
    /// folders colour sets are in (`tokens.namespace`), as the side's project configures them.
    public var swift = SwiftOutputOptions()
    /// Icons (symbols or images), compared by their drawings.
    public var icons: [RenewalIcon] = []
    /// How app code uses this side's colours (`stylebook renewal --roles`), which adds to the
    /// roles their names give.
    public var usageRoles = ColorUsageRoles()

    public init(label: String, tokens: TokenSet) {
        self.label = label
        self.tokens = tokens
    }

    /// Whether the side has nothing a renewal compares.
    public var isEmpty: Bool { RenewalKind.allCases.allSatisfy { items($0).isEmpty } }

    /// Every token of `kind` with its accessor and shown value, in path order.
    func items(_ kind: RenewalKind) -> [RenewalItem] {
        switch kind {
        case .colors:
            let accessors = GuideAccessors(paths: tokens.colors.map(\.path), typeName: swift.colorsTypeName, naming: swift.naming)
            return tokens.colors.map { token in
                var item = RenewalItem(kind: kind, path: token.path, accessor: accessors[token.path] ?? token.path.dotted,
                                       light: token.resolved(.light), dark: token.resolved(.dark),
                                       assetName: TokenCatalogMapping.assetName(for: token.path, namespace: swift.catalogNamespace))
                item.nameRoles = ColorRole.roles(fromName: token.path)
                item.usageRoles = usageRoles.roles(of: item, naming: swift.naming)
                return item
            }
        case .textStyles:
            let accessors = GuideAccessors(paths: tokens.textStyles.map(\.path), typeName: swift.textStylesTypeName, naming: .stylebook)
            return tokens.textStyles.map { style in
                RenewalItem(kind: kind, path: style.path, accessor: accessors[style.path] ?? style.path.dotted, size: style.size, weight: Double(style.weight))
            }
        case .dimensions:
            let withPoints = tokens.dimensions.filter { $0.points != nil }
            let accessors = GuideAccessors(paths: withPoints.map(\.info.path), typeName: swift.dimensionsTypeName, naming: .stylebook)
            return withPoints.map { token in
                RenewalItem(kind: kind, path: token.info.path, accessor: accessors[token.info.path] ?? token.info.path.dotted, size: token.points)
            }
        case .icons:
            var scope = SwiftIdentifier.Scope(reserved: ["image", "uiImage", "nsImage", "imageName", "rawValue", "allCases", "hashValue"])
            return icons.map { icon in
                var item = RenewalItem(kind: kind, path: TokenPath([icon.name]), accessor: swift.symbolsTypeName + "." + scope.claim(swift.naming.member(icon.name)),
                                       assetName: icon.assetName)
                item.silhouette = icon.silhouette
                return item
            }
        }
    }
}

/// A token as the renewal compares and shows it.
public struct RenewalItem: Sendable, Hashable {
    public var kind: RenewalKind
    public var path: TokenPath
    public var accessor: String
    public var light: RGBAColor?
    public var dark: RGBAColor?
    public var assetName: String?
    /// Points: a text style's size or a dimension.
    public var size: Double?
    public var weight: Double?
    /// An icon's normalised drawing.
    public var silhouette: IconSilhouette?
    /// A colour's roles by its name words, and by how app code uses it.
    public var nameRoles: Set<ColorRole> = []
    public var usageRoles: Set<ColorRole> = []

    public init(kind: RenewalKind, path: TokenPath, accessor: String, light: RGBAColor? = nil, dark: RGBAColor? = nil,
                assetName: String? = nil, size: Double? = nil, weight: Double? = nil) {
        self.kind = kind
        self.path = path
        self.accessor = accessor
        self.light = light
        self.dark = dark
        self.assetName = assetName
        self.size = size
        self.weight = weight
    }

    /// `#RRGGBB / #RRGGBB`, `17 pt w600`, `16 pt`.
    var summary: String {
        switch kind {
        case .colors: return [light, dark].compactMap { $0.map(ColorMath.hex) }.joined(separator: " / ")
        case .textStyles: return "\(RenewalNumber.format(size ?? 0)) pt w\(Int(weight ?? 400))"
        case .dimensions: return "\(RenewalNumber.format(size ?? 0)) pt"
        case .icons: return assetName ?? path.name
        }
    }
}

/// One old token's suggested new one (nil: none close enough), with why.
public struct RenewalSuggestion: Sendable, Hashable {
    public var kind: RenewalKind
    public var old: TokenPath
    public var new: TokenPath?
    /// 0…1: how sure the suggestion is (1 for a decision a human reviewed).
    public var confidence: Double
    public var reason: String
    /// A human's decision, kept when the command runs again.
    public var reviewed = false
    /// The screen or module the line belongs to (`group:` in mapping.yml), whose own switch
    /// serves it; nil: the global switch. Kept when the command runs again, reviewed or not.
    public var group: String?

    public init(kind: RenewalKind, old: TokenPath, new: TokenPath?, confidence: Double, reason: String, reviewed: Bool = false,
                group: String? = nil) {
        self.group = group
        self.kind = kind
        self.old = old
        self.new = new
        self.confidence = confidence
        self.reason = reason
        self.reviewed = reviewed
    }
}

/// Fixed number formatting: at most two decimals, no trailing zeros.
enum RenewalNumber {
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// One icon of a side: its name (the file's), catalog name and normalised drawing.
public struct RenewalIcon: Sendable, Hashable {
    public var name: String
    public var assetName: String
    public var silhouette: IconSilhouette
}
