import Diagnostics
import Geometry

/// One drawable shape with its resolved paint, transform and clipping: what a reader of any
/// vector format produces and what the symbol converter and other writers consume. The SVG
/// reader makes one per `path`, `rect`, `circle`, … element.
public struct PaintedShape: Sendable, Hashable {
    /// Geometry in the element's own coordinates (arcs already converted to cubics).
    public var path: Path
    /// Element-to-icon transform: every ancestor `transform`, nested `svg` viewport and `use` offset,
    /// ending in the root viewBox's user space (not the viewport's pixels).
    public var transform: AffineTransform
    /// nil when `fill="none"`.
    public var fill: ShapeFill?
    /// nil when `stroke="none"` or the width is 0.
    public var stroke: ShapeStroke?
    /// Product of `opacity` on the element and all its ancestors.
    public var opacity: Double
    /// Clip regions in icon space that all apply (intersection), from `clip-path` on the element or ancestors.
    public var clipPaths: [Path]
    /// `class` names, with the classes of ancestor groups after them (used for rendering-mode layers).
    public var classNames: [String]
    public var id: String?
    /// Layer names from `id` and `data-*` attributes (`data-layer="secondary"` → `layer-secondary`,
    /// a bare `data-erase` → `erase`) of the element, then of its ancestor groups; with `classNames`
    /// they let artwork name its rendering-mode layers (docs/symbols-color.md).
    public var layerNames: [String] = []
    /// Child index at each level from the root element down to this shape: shapes that share a
    /// prefix sit in the same group (motion groups are the groups where the icon branches).
    public var treePath: [Int] = []
    /// The element name, e.g. "path", "circle".
    public var element: String
    public var location: SourceLocation?

    public init(path: Path, transform: AffineTransform = .identity, fill: ShapeFill?, stroke: ShapeStroke?,
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
