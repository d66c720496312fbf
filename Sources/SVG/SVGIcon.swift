import Diagnostics
import Geometry

/// A colour as SVG paints it; `currentColor` stays symbolic so templates can tint it.
public enum SVGColor: Sendable, Hashable {
    case currentColor
    /// sRGB components 0...1.
    case rgb(red: Double, green: Double, blue: Double)
}

/// The fill of one shape after cascading and inheritance.
public struct SVGFill: Sendable, Hashable {
    public var color: SVGColor
    public var rule: FillRule
    /// `fill-opacity` (not multiplied by `opacity`).
    public var opacity: Double

    public init(color: SVGColor, rule: FillRule = .nonZero, opacity: Double = 1) {
        self.color = color
        self.rule = rule
        self.opacity = opacity
    }
}

/// The stroke of one shape after cascading and inheritance. `style.width` is in the shape's
/// local units; `SVGShape.transform` scales it into icon space.
public struct SVGStroke: Sendable, Hashable {
    public var color: SVGColor
    public var style: StrokeStyle
    /// `stroke-opacity` (not multiplied by `opacity`).
    public var opacity: Double

    public init(color: SVGColor, style: StrokeStyle, opacity: Double = 1) {
        self.color = color
        self.style = style
        self.opacity = opacity
    }
}

/// One drawable element (`path`, `rect`, `circle`, …) with its resolved paint.
public struct SVGShape: Sendable, Hashable {
    /// Geometry in the element's own coordinates (arcs already converted to cubics).
    public var path: Path
    /// Element-to-icon transform: every ancestor `transform`, nested `svg` viewport and `use` offset,
    /// ending in the root viewBox's user space (not the viewport's pixels).
    public var transform: AffineTransform
    /// nil when `fill="none"`.
    public var fill: SVGFill?
    /// nil when `stroke="none"` or the width is 0.
    public var stroke: SVGStroke?
    /// Product of `opacity` on the element and all its ancestors.
    public var opacity: Double
    /// Clip regions in icon space that all apply (intersection), from `clip-path` on the element or ancestors.
    public var clipPaths: [Path]
    /// `class` names, with the classes of ancestor groups after them (used for rendering-mode layers).
    public var classNames: [String]
    public var id: String?
    /// The element name, e.g. "path", "circle".
    public var element: String
    public var location: SourceLocation?

    public init(path: Path, transform: AffineTransform = .identity, fill: SVGFill?, stroke: SVGStroke?,
                opacity: Double = 1, clipPaths: [Path] = [], classNames: [String] = [], id: String? = nil,
                element: String = "path", location: SourceLocation? = nil) {
        self.path = path
        self.transform = transform
        self.fill = fill
        self.stroke = stroke
        self.opacity = opacity
        self.clipPaths = clipPaths
        self.classNames = classNames
        self.id = id
        self.element = element
        self.location = location
    }

    /// The geometry in icon (root viewBox) space.
    public var iconSpacePath: Path { path.transformed(by: transform) }
}

/// A whole SVG file read into icon space.
public struct SVGIcon: Sendable, Hashable {
    /// The root `viewBox` (or `0 0 width height` when absent).
    public var viewBox: Rect
    /// Intrinsic size from `width`/`height` in px, when given.
    public var width: Double?
    public var height: Double?
    /// Drawable shapes in document order (invisible ones already dropped).
    public var shapes: [SVGShape]
    /// Warnings found while reading (errors are thrown instead).
    public var diagnostics: DiagnosticList
    public var sourcePath: String

    public init(viewBox: Rect, width: Double? = nil, height: Double? = nil, shapes: [SVGShape],
                diagnostics: DiagnosticList = DiagnosticList(), sourcePath: String) {
        self.viewBox = viewBox
        self.width = width
        self.height = height
        self.shapes = shapes
        self.diagnostics = diagnostics
        self.sourcePath = sourcePath
    }
}
