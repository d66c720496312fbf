import Foundation

/// The turn-through-the-centreline loops of a stroke outline (inner joins, tight curves): a
/// centre vertex reached and left by equal straight spokes that run across the inside of the fill,
/// each perpendicular to the outline it meets. A wider or narrower stroke keeps the centre and
/// lengthens or shortens the spokes, so these vertices are offset that way instead of by miters.
struct PivotVertices {
    var centres: Set<Int> = []
    /// Spoke-end vertex → unit direction from its centre.
    var spokes: [Int: Point] = [:]
}

extension ContourOffsetter {
    func pivotVertices(_ pieces: [PathPiece], incoming: [Point], outgoing: [Point], sigma: Double) -> PivotVertices {
        var result = PivotVertices()
        let n = pieces.count
        guard n >= 4 else { return result }
        for i in 0..<n {
            let before = pieces[(i + n - 1) % n], after = pieces[i]
            guard case .line(let p1, let v) = before, case .line(_, let p3) = after else { continue }
            let h1 = p1.distance(to: v), h3 = p3.distance(to: v)
            guard h1 > 1e3 * probe.epsilon, h3 > 1e3 * probe.epsilon, abs(h1 - h3) <= 0.02 * max(h1, h3) else { continue }
            let u1 = (p1 - v) / h1, u3 = (p3 - v) / h3
            // The outline meets each spoke square on, seen from a neighbouring edge long enough to
            // have a direction (where the stroke is as wide as the curve is tight, the inner
            // outline shrinks to specks around the centre of curvature).
            let into = incoming[(i + n - 1) % n], out = outgoing[(i + 1) % n]
            // A spoke walked out and straight back (where two offset pieces meet at the centre)
            // has no outline edge to be square to.
            let before2 = pieces[(i + n - 2) % n], after2 = pieces[(i + 1) % n]
            let longBefore = before2.start.distance(to: p1) > 0.1 * h1 && before2.start.distance(to: v) > 1e-3 * h1
            let longAfter = after2.end.distance(to: p3) > 0.1 * h3 && after2.end.distance(to: v) > 1e-3 * h3
            if longBefore && (abs(into.dot(u1)) > 0.05 || (strokerNormal(into) * sigma).dot(u1) < 0.9) { continue }
            if longAfter && (abs(out.dot(u3)) > 0.05 || (strokerNormal(out) * sigma).dot(u3) < 0.9) { continue }
            // Spokes run inside the fill: filled on both sides (an outline edge has one side empty).
            let m1 = p1.lerp(to: v, 0.5), m3 = v.lerp(to: p3, 0.5)
            guard probe.isFilled(m1), probe.filledSide(at: m1, tangent: -u1) == 0,
                  probe.isFilled(m3), probe.filledSide(at: m3, tangent: u3) == 0 else { continue }
            result.centres.insert(i)
            result.spokes[(i + n - 1) % n] = u1
            result.spokes[(i + 1) % n] = u3
        }
        for c in result.centres { result.spokes[c] = nil }
        return result
    }

    /// The element drawing `piece` offset to run from `q0` to `q1`; `u0`, `u1` are the signed
    /// distances (left normal positive) at its ends. Curve handles keep their directions, scaled
    /// by 1 + u·κ (the exact offset's derivative at the ends).
    mutating func offsetPiece(_ piece: PathPiece, _ q0: Point, _ q1: Point, _ u0: Double, _ u1: Double) -> PathElement {
        switch piece {
        case .line:
            return .line(q1)
        case .quad(let q):
            let e0 = q.p1 - q.p0, e1 = q.p1 - q.p2
            let denom = e0.cross(e1)
            if abs(denom) > 1e-9 * max(1e-300, e0.length * e1.length) {
                let a = (q1 - q0).cross(e1) / denom
                let control = q0 + e0 * a
                // Where the offset end tangents meet: on a nearly straight quadratic they meet far
                // away or behind an end, so the handle is held to the growth a cubic's may have.
                let b = (control - q1).dot(e1) / max(1e-300, e1.dot(e1))
                let growth = 1.5 * max(1, q0.distance(to: q1) / max(1e-12, q.p0.distance(to: q.p2)))
                if control.isFinite, a >= 0, b >= 0, a <= growth, b <= growth { return .quad(control, q1) }
            }
            return .quad(q.p1 + ((q0 - q.p0) + (q1 - q.p2)) / 2, q1)
        case .cubic(let c):
            let h0 = c.p1 - c.p0, h1 = c.p2 - c.p3
            let scale = max(1e-12, c.p0.distance(to: c.p1) + c.p1.distance(to: c.p2) + c.p2.distance(to: c.p3))
            // A handle grows at most as much as the chord does (with slack): on a curve much
            // shorter than the distance (a speck where arcs meet lines) the end curvature says
            // nothing about the offset, and scaling by it would throw the handle far out.
            let growth = 1.5 * max(1, q0.distance(to: q1) / max(1e-12, c.p0.distance(to: c.p3)))
            func factor(_ handle: Point, _ t: Double, _ u: Double) -> Double {
                guard handle.length > 1e-7 * scale else { return 1 }
                let f = 1 + u * strokerCurvature(c, t)
                return f.isFinite ? min(growth, max(0, f)) : 1
            }
            let result = CubicBezier(q0, q0 + h0 * factor(h0, 0, u0), q1 + h1 * factor(h1, 1, u1), q1)
            deviation = max(deviation, Self.deviation(of: result, from: c, u0, u1))
            return .cubic(result.p1, result.p2, q1)
        }
    }

    /// Largest distance at t = ¼, ½, ¾ between the exact offset of `c` (distance blended
    /// linearly from `u0` to `u1`) and the nearest point of `offset`.
    static func deviation(of offset: CubicBezier, from c: CubicBezier, _ u0: Double, _ u1: Double) -> Double {
        var worst = 0.0
        for t in [0.25, 0.5, 0.75] {
            let d = c.derivative(at: t)
            guard d.length > 1e-12 else { continue }
            let target = c.point(at: t) + strokerNormal(d.normalized) * (u0 + (u1 - u0) * t)
            var s = t
            for _ in 0..<8 {
                let r = offset.point(at: s) - target, dv = offset.derivative(at: s)
                let g = r.dot(dv), gp = dv.dot(dv)
                guard gp > 1e-18 else { break }
                s = min(1, max(0, s - g / gp))
            }
            let e = offset.point(at: s).distance(to: target)
            if e.isFinite { worst = max(worst, e) }
        }
        return worst
    }
}
