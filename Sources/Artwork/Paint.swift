import Geometry

/// A paint colour; `currentColor` stays symbolic so templates and apps can tint it.
public enum PaintColor: Sendable, Hashable {
    case currentColor
    /// sRGB components 0...1.
    case rgb(red: Double, green: Double, blue: Double)
}

/// The fill of one shape after cascading and inheritance.
public struct ShapeFill: Sendable, Hashable {
    public var color: PaintColor
    public var rule: FillRule
    /// `fill-opacity` (not multiplied by `opacity`).
    public var opacity: Double

    public init(color: PaintColor, rule: FillRule = .nonZero, opacity: Double = 1) {
        self.color = color
        self.rule = rule
        self.opacity = opacity
    }
}

/// The stroke of one shape after cascading and inheritance. `style.width` is in the shape's
/// local units; `PaintedShape.transform` scales it into icon space.
public struct ShapeStroke: Sendable, Hashable {
    public var color: PaintColor
    public var style: StrokeStyle
    /// `stroke-opacity` (not multiplied by `opacity`).
    public var opacity: Double

    public init(color: PaintColor, style: StrokeStyle, opacity: Double = 1) {
        self.color = color
        self.style = style
        self.opacity = opacity
    }
}
