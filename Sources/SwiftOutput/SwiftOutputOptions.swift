import Diagnostics

/// Access level of everything generated.
public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    case `internal`
    case `public`

    /// The modifier to put before a declaration ("public " or nothing).
    var modifier: String { self == .public ? "public " : "" }
}

/// The bundle generated accessors load catalog assets from.
public enum BundleReference: Sendable, Hashable {
    /// `Bundle.main`: an app target's own catalog.
    case main
    /// `Bundle.module`: a Swift package target with resources.
    case module
    /// `Bundle(for: StylebookBundleToken.self)`: a framework target.
    case forClass
    /// `Bundle.module` when built by SwiftPM, else the class's bundle (SwiftGen's default).
    case automatic
}

public struct SwiftOutputOptions: Sendable, Hashable {
    public var accessLevel: AccessLevel
    public var colorsTypeName: String
    public var textStylesTypeName: String
    public var symbolsTypeName: String
    public var imagesTypeName: String
    public var dimensionsTypeName: String
    public var numbersTypeName: String
    public var durationsTypeName: String
    public var shadowsTypeName: String
    public var fontFamiliesTypeName = "FontFamilies"
    public var fontWeightsTypeName = "FontWeights"
    public var stringsTypeName = "Strings"
    public var bordersTypeName = "Borders"
    public var strokeStylesTypeName = "StrokeStyles"
    public var cubicBeziersTypeName = "CubicBeziers"
    public var transitionsTypeName = "Transitions"
    public var gradientsTypeName = "Gradients"
    /// The enum holding component styles (`Components.Button.main`).
    public var componentsTypeName = "Components"
    public var bundle: BundleReference
    /// Catalog folders above the colour sets, so asset names read "Colors/content/primary".
    public var catalogNamespace: [String]
    /// Emit the shared `Stylebook…` value types (turn off for a second file in the same module).
    public var includeCore: Bool
    /// Emit the SwiftUI/UIKit/AppKit accessors (all behind `#if canImport`).
    public var includeApple: Bool
    /// How colour, symbol and image names become identifiers (Xcode's rules by default).
    public var naming: NamingStyle = .xcode
    /// Also declare each colour and text style as a static member of the frameworks' types
    /// (`Color.brand`, `.foregroundStyle(.brand)`, `UIColor.brand`, `Font.headline`…);
    /// `swift.staticMembers: false` turns them off.
    public var staticMembers = true
    /// The enum of data-set accessors written by `stylebook assets`.
    public var dataAssetsTypeName: String = "DataAssets"
    /// `renames:` in stylebook.yml: old names kept as deprecated aliases (SwiftEmitter+Renames).
    public var renames: [SwiftRename] = []
    /// `swift.appearance-helpers: true`: the UIKit/AppKit appearance helpers (`Runtime/*+Appearance.swift`).
    public var appearanceHelpers = false

    public init(accessLevel: AccessLevel = .internal, colorsTypeName: String = "Colors", textStylesTypeName: String = "TextStyles",
                symbolsTypeName: String = "Symbols", imagesTypeName: String = "Images", dimensionsTypeName: String = "Dimensions",
                numbersTypeName: String = "Numbers", durationsTypeName: String = "Durations", shadowsTypeName: String = "Shadows",
                bundle: BundleReference = .main, catalogNamespace: [String] = [], includeCore: Bool = true, includeApple: Bool = true) {
        self.accessLevel = accessLevel
        self.colorsTypeName = colorsTypeName
        self.textStylesTypeName = textStylesTypeName
        self.symbolsTypeName = symbolsTypeName
        self.imagesTypeName = imagesTypeName
        self.dimensionsTypeName = dimensionsTypeName
        self.numbersTypeName = numbersTypeName
        self.durationsTypeName = durationsTypeName
        self.shadowsTypeName = shadowsTypeName
        self.bundle = bundle
        self.catalogNamespace = catalogNamespace
        self.includeCore = includeCore
        self.includeApple = includeApple
    }

    /// The configured top-level names, by option label.
    /// Type names must be plain identifiers, distinct, and not shadow Swift, Apple, the generated
    /// `Stylebook…` types or Xcode's generated `ColorResource`/`ImageResource`.
    public func validate() -> DiagnosticList {
        var diagnostics = DiagnosticList()
        var seen: [String: GeneratedType] = [:]
        for kind in GeneratedType.allCases {
            let name = self[typeName: kind]
            if !SwiftIdentifier.isPlainIdentifier(name) {
                diagnostics.error("the \(kind.rawValue) type name '\(name)' is not a Swift identifier")
            } else if SwiftIdentifier.reservedTopLevelTypeNames.contains(name) || name.hasPrefix("Stylebook") {
                diagnostics.error("the \(kind.rawValue) type name '\(name)' would shadow a Swift, Apple or Stylebook type; choose another name")
            } else if let other = seen[name] {
                diagnostics.error("the \(other.rawValue) and \(kind.rawValue) type names are both '\(name)'")
            }
            seen[name] = kind
        }
        return diagnostics
    }
}

/// A generated Swift file and what was noticed while generating it.
public struct SwiftOutputFile: Sendable, Hashable {
    public var text: String
    public var diagnostics: DiagnosticList

    public init(text: String, diagnostics: DiagnosticList = DiagnosticList()) {
        self.text = text
        self.diagnostics = diagnostics
    }
}

/// A symbol or image in the catalog that gets an enum case.
public struct SymbolAsset: Sendable, Hashable {
    /// The asset name including its namespace, e.g. "Icons/cart".
    public var name: String
    /// The case name to use; nil derives one from the last component of `name`.
    public var caseName: String?

    public init(name: String, caseName: String? = nil) {
        self.name = name
        self.caseName = caseName
    }
}

/// The generated types a project can rename (`swift.types` in stylebook.yml, `--type-name KIND=NAME`).
public enum GeneratedType: String, CaseIterable, Sendable, Hashable {
    case colors, textStyles, symbols, images, dimensions, numbers, durations, shadows
    case fontFamilies, fontWeights, strings, borders, strokeStyles, cubicBeziers, transitions, gradients

    /// Accepts `textStyles`, `text-styles` and `text_styles`.
    public init?(configKey: String) {
        let folded = configKey.replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "").lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
        self = match
    }
}

extension BundleReference {
    /// The spellings used in stylebook.yml and on the command line.
    public init?(configName: String) {
        switch configName {
        case "main": self = .main
        case "module": self = .module
        case "framework": self = .forClass
        case "automatic": self = .automatic
        default: return nil
        }
    }

    public static let configNames = ["main", "module", "framework", "automatic"]
}

extension SwiftOutputOptions {
    public subscript(typeName kind: GeneratedType) -> String {
        get {
            switch kind {
            case .colors: colorsTypeName
            case .textStyles: textStylesTypeName
            case .symbols: symbolsTypeName
            case .images: imagesTypeName
            case .dimensions: dimensionsTypeName
            case .numbers: numbersTypeName
            case .durations: durationsTypeName
            case .shadows: shadowsTypeName
            case .fontFamilies: fontFamiliesTypeName
            case .fontWeights: fontWeightsTypeName
            case .strings: stringsTypeName
            case .borders: bordersTypeName
            case .strokeStyles: strokeStylesTypeName
            case .cubicBeziers: cubicBeziersTypeName
            case .transitions: transitionsTypeName
            case .gradients: gradientsTypeName
            }
        }
        set {
            switch kind {
            case .colors: colorsTypeName = newValue
            case .textStyles: textStylesTypeName = newValue
            case .symbols: symbolsTypeName = newValue
            case .images: imagesTypeName = newValue
            case .dimensions: dimensionsTypeName = newValue
            case .numbers: numbersTypeName = newValue
            case .durations: durationsTypeName = newValue
            case .shadows: shadowsTypeName = newValue
            case .fontFamilies: fontFamiliesTypeName = newValue
            case .fontWeights: fontWeightsTypeName = newValue
            case .strings: stringsTypeName = newValue
            case .borders: bordersTypeName = newValue
            case .strokeStyles: strokeStylesTypeName = newValue
            case .cubicBeziers: cubicBeziersTypeName = newValue
            case .transitions: transitionsTypeName = newValue
            case .gradients: gradientsTypeName = newValue
            }
        }
    }
}
