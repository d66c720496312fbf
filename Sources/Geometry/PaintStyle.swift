/// How the inside of a path is decided (SVG `fill-rule`). SF Symbols render with `nonZero`.
public enum FillRule: String, Sendable, Hashable {
    case nonZero = "nonzero"
    case evenOdd = "evenodd"
}

/// SVG `stroke-linecap`.
public enum LineCap: String, Sendable, Hashable {
    case butt, round, square
}

/// SVG `stroke-linejoin`. `miterClip` and `arcs` (SVG 2) are read as `miter`.
public enum LineJoin: String, Sendable, Hashable {
    case miter, round, bevel
}

/// Everything needed to expand a stroke into a filled outline.
public struct StrokeStyle: Sendable, Hashable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    public var miterLimit: Double
    /// Dash and gap lengths, already repeated to an even count; empty means solid.
    public var dashes: [Double]
    public var dashOffset: Double

    public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4,
                dashes: [Double] = [], dashOffset: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashOffset = dashOffset
    }
}
