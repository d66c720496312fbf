import Foundation
import Diagnostics

/// Which variants a template holds.
public enum VariantSet: String, Sendable, Hashable, CaseIterable {
    /// `Regular-M` only (a static template with one margin pair).
    case regular
    /// `Ultralight-S`, `Regular-S`, `Black-S`: interpolation masters, from which Xcode derives all 27.
    case masters
    /// All 27 weight × scale variants (a static template).
    case all

    /// The variant ids in Apple's export order (heaviest and largest first).
    public var variantIDs: [SymbolVariantID] {
        switch self {
        case .regular: [.regularMedium]
        case .masters: SymbolVariantID.masters.reversed()
        case .all:
            SymbolScale.allCases.reversed().flatMap { scale in
                SymbolWeight.allCases.reversed().map { SymbolVariantID($0, scale) }
            }
        }
    }
}

/// The `Template v.N.0` marker written into `Notes`, and the structure that goes with it.
public enum TemplateVersion: Int, Sendable, Hashable, CaseIterable, Comparable {
    case v2 = 2, v3, v4, v5, v6, v7

    /// Accepts "3", "3.0", "v3", "v3.0", "Template v.3.0".
    public init?(string: String) {
        var text = Substring(string.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix("Template v.") { text = text.dropFirst("Template v.".count) }
        if text.hasPrefix("v") || text.hasPrefix("V") { text = text.dropFirst() }
        if text.hasPrefix(".") { text = text.dropFirst() }
        if text.hasSuffix(".0") { text = text.dropLast(2) }
        guard let n = Int(text), let v = TemplateVersion(rawValue: n) else { return nil }
        self = v
    }

    public static func < (a: TemplateVersion, b: TemplateVersion) -> Bool { a.rawValue < b.rawValue }

    /// `Template v.3.0`.
    public var marker: String { "Template v.\(rawValue).0" }

    /// The informational "Requires Xcode N or greater" line Apple writes.
    var requiredXcode: Int { self == .v7 ? 26 : rawValue + 10 }

    /// Apple's "template writer version" for the header comment (format doc §1.2).
    var writerVersion: String {
        switch self {
        case .v2: "8"
        case .v3: "101"
        case .v4, .v5: "128"
        case .v6, .v7: "138.0.0"
        }
    }

    /// Per-variant margins and interpolation arrived in 3.0.
    var hasPerVariantMargins: Bool { self >= .v3 }
    /// Rendering-mode classes (`hierarchical-N:…`, `multicolor-N:…`) arrived in 3.0.
    var hasLayerClasses: Bool { self >= .v3 }
}

/// How the left and right margin guides are placed.
public enum MarginMode: Sendable, Hashable {
    /// Margins hug the glyph's bounds plus a side gap proportional to the scale (Apple's circle: 6.84 at S).
    case fitted
    /// The same margin-to-margin width for every symbol (Cookpad's choice), in template units at Regular-M
    /// (other scales scale with the glyph). nil = the icon's viewBox width at the icon scale, so every icon
    /// drawn on the same grid gets the same advance. The glyph is centred between the margins.
    case fixedWidth(Double?)
}

/// Where a fill-only icon's Ultralight and Black drawings come from, so advice names the right fix.
public enum MasterSourceStyle: Sendable, Hashable {
    /// The `symbol` command's `--ultralight` and `--black` options.
    case options
    /// `NAME.ultralight.svg` and `NAME.black.svg` beside `NAME.svg` (the `symbols` and `build` commands).
    case companionFiles
}

/// Options for `SymbolConverter.convert`.
public struct SymbolOptions: Sendable, Hashable {
    public var variants: VariantSet
    public var templateVersion: TemplateVersion
    /// Decimal places in path data and guides (trailing zeros trimmed).
    public var precision: Int
    /// Curve flattening / offset tolerance, in template units.
    public var tolerance: Double
    public var margins: MarginMode
    /// Stroke-width factor for Ultralight relative to Regular. 0.33: on Apple's own exports
    /// (plus.circle.fill, exclamationmark.circle.fill, SwiftGen fixtures) the bar thickness at
    /// Ultralight-S / Regular-S is 2.34 / 7.62 = 0.31 (plus) and 3.08 / 8.20 = 0.38 (exclamation stem).
    public var ultralightStrokeScale: Double
    /// Stroke-width factor for Black relative to Regular. 1.55: Black-S / Regular-S bar thickness is
    /// 11.72 / 7.62 = 1.54 (plus) and 13.09 / 8.20 = 1.60 (exclamation stem).
    /// Intermediate weights use Apple's interpolation scalars (Thin 0.774 toward Ultralight, Bold 0.5 toward Black, …).
    public var blackStrokeScale: Double
    /// Name written into the template's descriptive-name note and header comment.
    public var glyphName: String?
    /// How messages name the hand-drawn Ultralight/Black sources of a fill-only icon.
    public var masterSources: MasterSourceStyle = .options
    /// How colours, names and groups become rendering-mode layers (docs/symbols-color.md).
    public var layerRules = LayerRules()
    /// Whether a fill-only icon's missing Ultralight and Black are offset from Regular or reuse it.
    public var fillWeights: FillWeightMode = .synthesize

    public init(variants: VariantSet = .regular, templateVersion: TemplateVersion = .v3, precision: Int = 3,
                tolerance: Double = 0.01, margins: MarginMode = .fitted, ultralightStrokeScale: Double = 0.33,
                blackStrokeScale: Double = 1.55, glyphName: String? = nil) {
        self.variants = variants
        self.templateVersion = templateVersion
        self.precision = precision
        self.tolerance = tolerance
        self.margins = margins
        self.ultralightStrokeScale = ultralightStrokeScale
        self.blackStrokeScale = blackStrokeScale
        self.glyphName = glyphName
    }

    /// Stroke-width factor of a weight relative to Regular (linear in Apple's delta scalars).
    public func strokeScale(for weight: SymbolWeight) -> Double {
        let (a, b) = weight.deltaScalars
        return 1 + a * (ultralightStrokeScale - 1) + b * (blackStrokeScale - 1)
    }
}
