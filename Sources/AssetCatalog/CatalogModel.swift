import Diagnostics

/// A colour space a colour set entry can be written in (Xcode's lower-case spelling).
public enum CatalogColorSpace: String, Sendable, Hashable {
    case sRGB = "srgb"
    case displayP3 = "display-p3"
}

/// One colour value: gamma-encoded components, normally in 0…1.
public struct CatalogColor: Sendable, Hashable {
    public var colorSpace: CatalogColorSpace
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(colorSpace: CatalogColorSpace = .sRGB, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// The appearance an entry of a colour set applies to, as Xcode encodes it with
/// `luminosity` (light/dark) and `contrast` (high) in the entry's `appearances` array.
public enum CatalogAppearance: Sendable, Hashable, CaseIterable, Comparable {
    /// No `appearances` key: "Any".
    case any
    /// Explicit `luminosity: light` (Xcode's "Any, Light, Dark" option).
    case light
    case dark
    /// `contrast: high` alone: any luminosity, increased contrast.
    case highContrast
    case lightHighContrast
    case darkHighContrast

    private var rank: Int {
        switch self {
        case .any: 0
        case .light: 1
        case .dark: 2
        case .highContrast: 3
        case .lightHighContrast: 4
        case .darkHighContrast: 5
        }
    }

    /// The order Xcode writes entries in: any, light, dark, then the high-contrast twins.
    public static func < (a: CatalogAppearance, b: CatalogAppearance) -> Bool { a.rank < b.rank }

    /// `(appearance, value)` pairs in the order Xcode writes them (luminosity before contrast).
    public var traits: [(appearance: String, value: String)] {
        switch self {
        case .any: []
        case .light: [("luminosity", "light")]
        case .dark: [("luminosity", "dark")]
        case .highContrast: [("contrast", "high")]
        case .lightHighContrast: [("luminosity", "light"), ("contrast", "high")]
        case .darkHighContrast: [("luminosity", "dark"), ("contrast", "high")]
        }
    }

    /// The inverse of `traits`; nil for combinations Stylebook does not model (e.g. `contrast: normal`).
    public init?(traits: [(appearance: String, value: String)]) {
        var luminosity: String?
        var contrast: String?
        for t in traits {
            switch t.appearance {
            case "luminosity": luminosity = t.value
            case "contrast": contrast = t.value
            default: return nil
            }
        }
        switch (luminosity, contrast) {
        case (nil, nil): self = .any
        case ("light", nil): self = .light
        case ("dark", nil): self = .dark
        case (nil, "high"): self = .highContrast
        case ("light", "high"): self = .lightHighContrast
        case ("dark", "high"): self = .darkHighContrast
        default: return nil
        }
    }
}
