import Diagnostics
import Geometry

/// A whole vector icon in icon space: the neutral drawing model between readers (today the SVG
/// reader) and writers (the symbol converter), so writers never see a reader's document tree.
public struct IconArtwork: Sendable, Hashable {
    /// The root `viewBox` (or `0 0 width height` when absent).
    public var viewBox: Rect
    /// Intrinsic size from `width`/`height` in px, when given.
    public var width: Double?
    public var height: Double?
    /// Drawable shapes in document order (invisible ones already dropped).
    public var shapes: [PaintedShape]
    /// Warnings found while reading (errors are thrown instead).
    public var diagnostics: DiagnosticList
    public var sourcePath: String

    public init(viewBox: Rect, width: Double? = nil, height: Double? = nil, shapes: [PaintedShape],
                diagnostics: DiagnosticList = DiagnosticList(), sourcePath: String) {
        self.viewBox = viewBox
        self.width = width
        self.height = height
        self.shapes = shapes
        self.diagnostics = diagnostics
        self.sourcePath = sourcePath
    }
}
