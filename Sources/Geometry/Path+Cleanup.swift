import Foundation

extension Path {
    /// Removes pieces that draw nothing visible at `tolerance`:
    /// - segments whose points all lie within `tolerance` of the current point (zero length),
    /// - segments with non-finite coordinates (and subpaths starting at one),
    /// - curves whose control points lie within `tolerance` of their chord become lines,
    /// - a closed subpath's final line back to its start (the `close` draws it),
    /// - subpaths left without segments (no area and no length), which also collapses
    ///   consecutive moves.
    /// Every kept point is an original point, so the picture moves by at most `tolerance`.
    public func cleaned(tolerance: Double) -> Path {
        let tol = tolerance >= 0 && tolerance.isFinite ? tolerance : 0
        var result: [Subpath] = []
        for sub in subpaths where sub.start.isFinite {
            var current = sub.start
            var segments: [Segment] = []
            for seg in sub.segments {
                let kept: PathElement?
                switch seg.element {
                case .line(let p):
                    kept = p.isFinite && current.distance(to: p) > tol ? .line(p) : nil
                case .quad(let c, let p):
                    kept = simplifiedCurve(QuadBezier(current, c, p).asCubic, original: seg.element, tolerance: tol)
                case .cubic(let c1, let c2, let p):
                    kept = simplifiedCurve(CubicBezier(current, c1, c2, p), original: seg.element, tolerance: tol)
                case .move, .close:
                    kept = nil
                }
                if let kept, let end = kept.endPoint {
                    segments.append(Segment(element: kept))
                    current = end
                }
            }
            if sub.isClosed, case .line(let p)? = segments.last?.element, p.distance(to: sub.start) <= tol {
                segments.removeLast()
            }
            guard !segments.isEmpty else { continue }
            result.append(Subpath(start: sub.start, segments: segments, isClosed: sub.isClosed))
        }
        return Path(subpaths: result)
    }

    /// nil when the curve is a dot, a line when it is straight within `tolerance`, else `original`.
    private func simplifiedCurve(_ c: CubicBezier, original: PathElement, tolerance: Double) -> PathElement? {
        guard c.isFinite else { return nil }
        let spread = max(c.p0.distance(to: c.p1), c.p0.distance(to: c.p2), c.p0.distance(to: c.p3))
        if spread <= tolerance { return nil }
        // The curve stays within its control hull, so control points near the chord segment
        // mean the whole curve is within `tolerance` of the straight line.
        if c.p0.distance(to: c.p3) > tolerance, c.flatness <= tolerance { return .line(c.p3) }
        return original
    }
}
