import Foundation

/// A 2-D affine transform in SVG's `matrix(a b c d e f)` layout:
/// x' = a·x + c·y + e, y' = b·x + d·y + f.
public struct AffineTransform: Sendable, Hashable, CustomStringConvertible {
    public var a, b, c, d, e, f: Double

    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    public static func translation(_ tx: Double, _ ty: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: tx, f: ty)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, e: 0, f: 0)
    }

    /// Rotation by `degrees`, positive = clockwise on screen (SVG's y-down convention).
    public static func rotation(degrees: Double) -> AffineTransform {
        let r = degrees * .pi / 180
        let cs = cos(r), sn = sin(r)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, e: 0, f: 0)
    }

    public static func rotation(degrees: Double, around centre: Point) -> AffineTransform {
        translation(-centre.x, -centre.y)
            .concatenating(rotation(degrees: degrees))
            .concatenating(translation(centre.x, centre.y))
    }

    public static func skewX(degrees: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: tan(degrees * .pi / 180), d: 1, e: 0, f: 0)
    }

    public static func skewY(degrees: Double) -> AffineTransform {
        AffineTransform(a: 1, b: tan(degrees * .pi / 180), c: 0, d: 1, e: 0, f: 0)
    }

    /// `self` applied first, then `other` (row-vector order, like CoreGraphics).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            e: e * other.a + f * other.c + other.e,
            f: e * other.b + f * other.d + other.f)
    }

    public var determinant: Double { a * d - b * c }
    public var isIdentity: Bool { self == .identity }

    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            e: (c * f - d * e) / det, f: (b * e - a * f) / det)
    }

    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + e, b * p.x + d * p.y + f)
    }

    /// Applies the linear part only (for direction vectors).
    public func applyToVector(_ v: Point) -> Point {
        Point(a * v.x + c * v.y, b * v.x + d * v.y)
    }

    /// The factor by which the transform scales lengths on average (√|det|); used to carry
    /// stroke widths and tolerances between spaces.
    public var meanScale: Double { abs(determinant).squareRoot() }

    public var description: String { "matrix(\(a) \(b) \(c) \(d) \(e) \(f))" }
}
