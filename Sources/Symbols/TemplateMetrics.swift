/// The nine weights of an SF Symbol, lightest first.
public enum SymbolWeight: String, Sendable, CaseIterable, Hashable {
    case ultralight = "Ultralight", thin = "Thin", light = "Light", regular = "Regular", medium = "Medium"
    case semibold = "Semibold", bold = "Bold", heavy = "Heavy", black = "Black"

    /// Column index on Apple's artboard (0…8).
    public var column: Int { SymbolWeight.allCases.firstIndex(of: self) ?? 0 }

    /// Apple's interpolation delta scalars (a toward Ultralight, b toward Black) at the small scale,
    /// from the format doc §4.2 (`_interpolationData`). We use the S column at every scale so that
    /// M and L are exact magnifications of S (Apple draws larger scales slightly thinner; see SymbolOptions).
    public var deltaScalars: (ultralight: Double, black: Double) {
        switch self {
        case .ultralight: (1, 0)
        case .thin: (0.774, 0)
        case .light: (0.333, 0)
        case .regular: (0, 0)
        case .medium: (0, 0.18)
        case .semibold: (0, 0.318)
        case .bold: (0, 0.5)
        case .heavy: (0, 0.764)
        case .black: (0, 1)
        }
    }
}

/// The three symbol scales.
public enum SymbolScale: String, Sendable, CaseIterable, Hashable {
    case small = "S", medium = "M", large = "L"

    /// Size relative to the small scale (format doc §4.2: S 1.0, M 1.276, L 1.647).
    public var factor: Double {
        switch self {
        case .small: 1.0
        case .medium: 1.276
        case .large: 1.647
        }
    }

    public var row: Int { SymbolScale.allCases.firstIndex(of: self) ?? 0 }
}

/// One variant id such as `Regular-M`.
public struct SymbolVariantID: Sendable, Hashable, CustomStringConvertible {
    public var weight: SymbolWeight
    public var scale: SymbolScale

    public init(_ weight: SymbolWeight, _ scale: SymbolScale) {
        self.weight = weight
        self.scale = scale
    }

    public init?(string: String) {
        let parts = string.split(separator: "-")
        guard parts.count == 2, let w = SymbolWeight(rawValue: String(parts[0])),
              let s = SymbolScale(rawValue: String(parts[1])) else { return nil }
        self.init(w, s)
    }

    public var description: String { "\(weight.rawValue)-\(scale.rawValue)" }

    public static let regularMedium = SymbolVariantID(.regular, .medium)
    public static let masters = [SymbolVariantID(.ultralight, .small), SymbolVariantID(.regular, .small),
                                 SymbolVariantID(.black, .small)]
}

/// Apple's artboard coordinates (format doc §2): measured from SF Symbols exports.
enum TemplateMetrics {
    static let width = 3300.0
    static let height = 2200.0
    /// Cap height of SF Pro at the 100 pt typeset size (0.7045898 × 100).
    static let capHeight = 70.459
    static let capRatio = 0.704589844
    static let guideMinX = 263.0
    static let guideMaxX = 3036.0

    static func baseline(_ scale: SymbolScale) -> Double {
        switch scale {
        case .small: 696
        case .medium: 1126
        case .large: 1556
        }
    }

    static func capline(_ scale: SymbolScale) -> Double { baseline(scale) - capHeight }

    /// Centre x of each weight column (Apple's weight labels).
    static let columns: [Double] = [559.711, 856.422, 1153.13, 1449.84, 1746.56, 2043.27, 2339.98, 2636.69, 2933.4]

    /// Vertical extent of the margin lines around a baseline.
    static let marginAbove = 95.215
    static let marginBelow = 24.121

    /// The side of the square enclosing the viewBox → this multiple of the cap height at Regular-M
    /// (Apple's `circle` is ≈ 1.41 × cap); see `SymbolConverter.viewBoxScale`.
    static let viewBoxHeightInCapHeights = 1.41
}
