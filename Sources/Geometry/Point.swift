/// A point or vector in a 2-D user space. Doubles throughout: icon coordinates are small but
/// stroking and fitting compound error, and the output precision is chosen only when writing.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public init(x: Double, y: Double) { self.init(x, y) }

    public static let zero = Point(0, 0)

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    public static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }
    public static func / (a: Point, s: Double) -> Point { Point(a.x / s, a.y / s) }
    public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }
    public static func += (a: inout Point, b: Point) { a = a + b }
    public static func -= (a: inout Point, b: Point) { a = a - b }

    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    /// The z component of the 3-D cross product; positive when `other` turns counter-clockwise
    /// from `self` in a y-up frame (clockwise on screen, where y points down).
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }
    public var length: Double { (x * x + y * y).squareRoot() }
    public var lengthSquared: Double { x * x + y * y }
    public func distance(to other: Point) -> Double { (self - other).length }

    /// The unit vector in the same direction, or zero for a zero vector.
    public var normalized: Point {
        let l = length
        return l > 0 ? self / l : .zero
    }

    /// Rotated by +90° (x, y) → (−y, x).
    public var perpendicular: Point { Point(-y, x) }

    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x + (other.x - x) * t, y + (other.y - y) * t)
    }

    public func isClose(to other: Point, tolerance: Double = 1e-9) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }

    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }
}
