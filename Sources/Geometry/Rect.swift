/// An axis-aligned rectangle with its origin at the minimum corner.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var minX: Double
    public var minY: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.minX = x
        self.minY = y
        self.width = width
        self.height = height
    }

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle holding all points, or nil for none.
    public init?(enclosing points: some Sequence<Point>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var lo = first
        var hi = first
        while let p = iterator.next() {
            lo = Point(min(lo.x, p.x), min(lo.y, p.y))
            hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        self.init(minX: lo.x, minY: lo.y, maxX: hi.x, maxY: hi.y)
    }

    public var maxX: Double { minX + width }
    public var maxY: Double { minY + height }
    public var midX: Double { minX + width / 2 }
    public var midY: Double { minY + height / 2 }
    public var center: Point { Point(midX, midY) }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func union(_ other: Rect) -> Rect {
        Rect(minX: min(minX, other.minX), minY: min(minY, other.minY),
             maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    public func intersection(_ other: Rect) -> Rect? {
        let lx = max(minX, other.minX), ly = max(minY, other.minY)
        let hx = min(maxX, other.maxX), hy = min(maxY, other.maxY)
        guard lx <= hx, ly <= hy else { return nil }
        return Rect(minX: lx, minY: ly, maxX: hx, maxY: hy)
    }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// True when `other` lies within this rectangle grown by `tolerance` on every side.
    public func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public var description: String { "Rect(\(minX), \(minY), \(width), \(height))" }
}
