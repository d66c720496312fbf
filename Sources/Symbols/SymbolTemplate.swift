import Diagnostics
import Geometry

/// A template as Apple's reader sees it: version marker, guides and variant groups.
public struct SymbolTemplate: Sendable {
    public var path: String
    /// The parsed `Template v.N` number; nil when the marker is missing or unparseable (Apple: version 0).
    public var version: Double?
    /// The raw text of the `template-version` node, when present.
    public var versionText: String?
    public var versionLocation: SourceLocation?
    /// Every element whose id is a recognised guide id (Baseline/Capline/margins), in document order.
    public var guides: [TemplateGuide]
    /// Every element whose id is a variant id (`Regular-M` …), in document order.
    public var variants: [TemplateVariant]
    /// Contents of `<style>` elements, concatenated.
    public var styleText: String
    /// Problems found while reading that are not fatal (bad path data, disallowed nodes, …).
    public var diagnostics: DiagnosticList
    public var rootLocation: SourceLocation

    public func guide(_ id: String) -> TemplateGuide? { guides.first { $0.id == id } }
    public func variant(_ id: String) -> TemplateVariant? { variants.first { $0.id == id } }

    /// Point size implied by the medium row's guides (Apple: round((Baseline-M − Capline-M) / 0.7046)).
    public var sourcePointSize: Double? {
        guard let b = guide("Baseline-M")?.y, let c = guide("Capline-M")?.y else { return nil }
        return ((b - c) / TemplateMetrics.capRatio).rounded()
    }

    /// The left/right margin x for a variant: its own pair, else the legacy pair.
    public func margins(for variantID: String) -> (left: Double, right: Double)? {
        if let l = guide("left-margin-\(variantID)")?.x, let r = guide("right-margin-\(variantID)")?.x { return (l, r) }
        if let l = guide("left-margin")?.x, let r = guide("right-margin")?.x { return (l, r) }
        return nil
    }
}

/// One guide element, with its geometry in artboard coordinates.
public struct TemplateGuide: Sendable {
    public var id: String
    /// The element name (`line`, `path`, `g`, …).
    public var element: String
    /// Bounding box in artboard coordinates (nil when it has no geometry).
    public var bounds: Rect?
    /// For `<line>`, the transformed x1 (Apple reads margins from x1).
    public var lineX: Double?
    public var location: SourceLocation

    /// Horizontal position (margins).
    public var x: Double? { lineX ?? bounds?.minX }
    /// Vertical position (baselines/caplines): the middle of the bounds.
    public var y: Double? { bounds?.midY }
}

/// One `<Weight>-<Scale>` group.
public struct TemplateVariant: Sendable {
    public var id: String
    public var element: String
    /// Group-to-artboard transform (the group's own transform and its ancestors').
    public var transform: Geometry.AffineTransform
    /// Paths in group-local coordinates (nested group transforms already applied), in document order.
    public var paths: [TemplatePath]
    public var location: SourceLocation

    /// Exact bounds of all paths on the artboard (arcs and curves by their extrema), nil when nothing is drawn.
    public var artboardBounds: Rect? {
        paths.compactMap { $0.path.transformed(by: transform).bounds }.reduce(nil) { acc, r in
            acc.map { $0.union(r) } ?? r
        }
    }

    /// Command-kind signature per path, the basis of interpolation compatibility.
    public var signatures: [String] { paths.map(\.signature) }
}

/// One `<path>` (or other shape converted for measurement) inside a variant.
public struct TemplatePath: Sendable {
    public var element: String
    public var d: String
    public var path: Path
    /// Command kinds as CoreGraphics records them, e.g. "MLCCZ" (`SVGPathCommands.signature`); `A` marks an arc.
    public var signature: String
    public var classes: [String]
    /// False when a gradient or pattern fill makes Xcode treat the node as not path-based (such a glyph
    /// is not interpolated).
    public var isPathBased: Bool
    public var location: SourceLocation
    /// SF Symbols 7 Draw data: the numbers of `data-clipstroke-keyframes`, nil when the path has none
    /// (or they are unreadable, which the reader reports).
    public var drawKeyframes: [Double]? = nil

    /// The rendering-mode classes Apple compares between masters.
    public var layerClasses: Set<String> {
        Set(classes.filter { $0.hasPrefix("monochrome-") || $0.hasPrefix("multicolor-") || $0.hasPrefix("hierarchical-") })
    }
}
