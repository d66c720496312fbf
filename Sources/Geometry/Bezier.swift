import Foundation

/// A cubic Bézier curve. Parameter `t` runs over [0, 1].
public struct CubicBezier: Sendable, Hashable {
    public var p0, p1, p2, p3: Point

    public init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    public func point(at t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                     a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// dB/dt.
    public func derivative(at t: Double) -> Point {
        let mt = 1 - t
        let a = 3 * mt * mt, b = 6 * mt * t, c = 3 * t * t
        return (p1 - p0) * a + (p2 - p1) * b + (p3 - p2) * c
    }

    /// de Casteljau split; both halves together trace exactly this curve.
    public func split(at t: Double) -> (CubicBezier, CubicBezier) {
        let a = p0.lerp(to: p1, t), b = p1.lerp(to: p2, t), c = p2.lerp(to: p3, t)
        let d = a.lerp(to: b, t), e = b.lerp(to: c, t)
        let m = d.lerp(to: e, t)
        return (CubicBezier(p0, a, d, m), CubicBezier(m, e, c, p3))
    }

    /// The piece of the curve between `t0` and `t1` (either order; reversed if t1 < t0).
    public func subdivided(from t0: Double, to t1: Double) -> CubicBezier {
        if t0 > t1 { return subdivided(from: t1, to: t0).reversed }
        var piece = self
        if t1 < 1 { piece = piece.split(at: t1).0 }
        if t0 > 0, t1 > 0 { piece = piece.split(at: t0 / t1).1 }
        // Pin the end points to the exact curve values to avoid drift between neighbours.
        piece.p0 = t0 <= 0 ? p0 : point(at: t0)
        piece.p3 = t1 >= 1 ? p3 : point(at: t1)
        return piece
    }

    /// The same curve traced from p3 to p0.
    public var reversed: CubicBezier { CubicBezier(p3, p2, p1, p0) }

    /// Parameters in the open interval (0, 1) where x' = 0 or y' = 0, sorted.
    public var extremaParameters: [Double] {
        var ts: [Double] = []
        for axis in 0..<2 {
            let v0 = axis == 0 ? p0.x : p0.y, v1 = axis == 0 ? p1.x : p1.y
            let v2 = axis == 0 ? p2.x : p2.y, v3 = axis == 0 ? p3.x : p3.y
            // B'(t)/3 = a t² + b t + c
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            ts += solveQuadratic(a, b, c).filter { $0 > 0 && $0 < 1 }
        }
        return ts.sorted()
    }

    /// The tight axis-aligned bounds (end points and extrema, not the control hull).
    public var bounds: Rect {
        var pts = [p0, p3]
        for t in extremaParameters { pts.append(point(at: t)) }
        return Rect(enclosing: pts) ?? Rect(x: p0.x, y: p0.y, width: 0, height: 0)
    }

    /// The control hull's bounds: cheap and always contains the curve.
    public var controlBounds: Rect {
        Rect(enclosing: [p0, p1, p2, p3]) ?? Rect(x: p0.x, y: p0.y, width: 0, height: 0)
    }

    /// Largest distance of the control points from the chord p0–p3. The curve lies in the
    /// control hull, so this bounds how far the curve strays from the chord.
    public var flatness: Double {
        max(distanceToSegment(p1, p0, p3), distanceToSegment(p2, p0, p3))
    }

    /// Points along the curve, excluding p0 and ending exactly at p3, such that the polyline
    /// from p0 through them stays within `tolerance` of the curve (adaptive subdivision).
    /// A non-positive or non-finite tolerance is read as 0.01; subdivision stops at depth 18
    /// (≤ 262 144 points) whatever the input, so huge or degenerate curves cannot run away.
    public func flattened(tolerance: Double) -> [Point] {
        var out: [Point] = []
        appendFlattened(to: &out, tolerance: tolerance)
        return out
    }

    /// Appends `flattened(tolerance:)` to `out` without an intermediate array.
    public func appendFlattened(to out: inout [Point], tolerance: Double) {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.01
        guard isFinite else { out.append(p3); return }
        // Explicit stack, right halves pushed first so points come out in order. The depth cap
        // guarantees termination even for pathological (huge or NaN-adjacent) input.
        var stack: [(CubicBezier, Int)] = [(self, 0)]
        while let (c, depth) = stack.popLast() {
            if depth >= 18 || c.flatness <= tol {
                out.append(c.p3)
            } else {
                let (l, r) = c.split(at: 0.5)
                stack.append((r, depth + 1))
                stack.append((l, depth + 1))
            }
        }
    }

    /// Arc length, accurate to roughly `tolerance` (compares the control polygon with the chord).
    public func length(tolerance: Double = 1e-3) -> Double {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 1e-3
        guard isFinite else { return 0 }
        var total = 0.0
        var stack: [(CubicBezier, Int)] = [(self, 0)]
        while let (c, depth) = stack.popLast() {
            let chord = c.p0.distance(to: c.p3)
            let poly = c.p0.distance(to: c.p1) + c.p1.distance(to: c.p2) + c.p2.distance(to: c.p3)
            if depth >= 16 || poly - chord <= tol * 4 / Double(1 << depth) {
                // The arc lies between chord and polygon; this weighted mean is 4th-order accurate.
                total += (2 * chord + poly) / 3
            } else {
                let (l, r) = c.split(at: 0.5)
                stack.append((r, depth + 1))
                stack.append((l, depth + 1))
            }
        }
        return total
    }

    public func transformed(by t: AffineTransform) -> CubicBezier {
        CubicBezier(t.apply(p0), t.apply(p1), t.apply(p2), t.apply(p3))
    }

    public var isFinite: Bool { p0.isFinite && p1.isFinite && p2.isFinite && p3.isFinite }
}

/// A quadratic Bézier curve. Parameter `t` runs over [0, 1].
public struct QuadBezier: Sendable, Hashable {
    public var p0, p1, p2: Point

    public init(_ p0: Point, _ p1: Point, _ p2: Point) {
        (self.p0, self.p1, self.p2) = (p0, p1, p2)
    }

    /// The exact cubic equivalent (degree elevation).
    public var asCubic: CubicBezier {
        CubicBezier(p0, p0 + (p1 - p0) * (2.0 / 3.0), p2 + (p1 - p2) * (2.0 / 3.0), p2)
    }

    public func point(at t: Double) -> Point {
        let mt = 1 - t
        return p0 * (mt * mt) + p1 * (2 * mt * t) + p2 * (t * t)
    }

    public func derivative(at t: Double) -> Point {
        (p1 - p0) * (2 * (1 - t)) + (p2 - p1) * (2 * t)
    }

    public func split(at t: Double) -> (QuadBezier, QuadBezier) {
        let a = p0.lerp(to: p1, t), b = p1.lerp(to: p2, t)
        let m = a.lerp(to: b, t)
        return (QuadBezier(p0, a, m), QuadBezier(m, b, p2))
    }

    public var reversed: QuadBezier { QuadBezier(p2, p1, p0) }

    /// Parameters in (0, 1) where x' = 0 or y' = 0, sorted.
    public var extremaParameters: [Double] {
        var ts: [Double] = []
        let dx = p0.x - 2 * p1.x + p2.x, dy = p0.y - 2 * p1.y + p2.y
        if dx != 0 { ts.append((p0.x - p1.x) / dx) }
        if dy != 0 { ts.append((p0.y - p1.y) / dy) }
        return ts.filter { $0 > 0 && $0 < 1 }.sorted()
    }

    public var bounds: Rect {
        var pts = [p0, p2]
        for t in extremaParameters { pts.append(point(at: t)) }
        return Rect(enclosing: pts) ?? Rect(x: p0.x, y: p0.y, width: 0, height: 0)
    }

    public func flattened(tolerance: Double) -> [Point] { asCubic.flattened(tolerance: tolerance) }

    public func length(tolerance: Double = 1e-3) -> Double { asCubic.length(tolerance: tolerance) }
}

/// Real roots of a t² + b t + c = 0, degrading to the linear case when a ≈ 0.
func solveQuadratic(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    let scale = max(abs(a), abs(b), abs(c))
    guard scale > 0, scale.isFinite else { return [] }
    if abs(a) <= 1e-12 * scale {
        return abs(b) <= 1e-12 * scale ? [] : [-c / b]
    }
    let disc = b * b - 4 * a * c
    if disc < 0 { return [] }
    if disc == 0 { return [-b / (2 * a)] }
    // Numerically stable form: avoid cancellation between -b and √disc.
    let q = -0.5 * (b + (b >= 0 ? 1 : -1) * disc.squareRoot())
    return [q / a, c / q]
}

/// Distance from `p` to the closed segment a–b.
func distanceToSegment(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let ab = b - a
    let l2 = ab.lengthSquared
    if l2 == 0 { return p.distance(to: a) }
    let t = min(1, max(0, (p - a).dot(ab) / l2))
    return p.distance(to: a + ab * t)
}
