import Foundation

extension Path {
    /// The outline of this path's stroke as a fill (for SF Symbols, which cannot stroke).
    ///
    /// Filled with the nonzero rule, the result covers the stroke's ink within `tolerance`, and
    /// every covered point has positive winding (clockwise on screen, y-down): the outline is
    /// built as a sum of positively oriented pieces — offset bands, outer join wedges, caps —
    /// whose shared edges cancel, so overlaps add up and nothing cancels. Open subpaths give one
    /// closed outline (left offset, end cap, right offset backwards, start cap); closed
    /// subpaths give two loops (left offset forwards, right offset backwards) with a join at the
    /// start point. Inner joins go through the centreline vertex. Curves are offset by cubics
    /// (see `StrokerOffsetter`); where a curve is tighter than half the width, the inner side
    /// is offset chord by chord instead. Interior cusps are joined round. Zero-length subpaths
    /// (`M x y Z`, `M x y L x y`) give a dot (round caps), an axis-aligned square (square caps)
    /// or nothing (butt caps). `style.dashes` are applied first.
    ///
    /// - Parameter structureWidth: when given, every decision that changes the command sequence
    ///   (curve subdivision, tight sides, arc segment counts, miter-vs-bevel shape) uses this
    ///   width, and a miter join always emits two lines (its tip, or the bevel's midpoint), so
    ///   strokes of the same path at any widths have identical `commandSignature`s. Pass the
    ///   largest master width: tolerance and tight-curve handling are then guaranteed for every
    ///   thinner master.
    public func stroked(_ style: StrokeStyle, tolerance: Double = 0.01, structureWidth: Double? = nil) -> Path {
        let structural = structureWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        guard style.width.isFinite, style.width >= 0 else { return Path() }
        if style.width == 0 && structural == nil { return Path() }
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.01
        let source = style.dashes.isEmpty
            ? self : dashed(style.dashes, offset: style.dashOffset, tolerance: tol)
        let params = StrokerParameters(
            half: style.width / 2, structuralHalf: (structural ?? style.width) / 2,
            cap: style.cap, join: style.join, miterLimit: style.miterLimit,
            tolerance: tol, structured: structural != nil)
        var out = Path()
        for sub in source.subpaths {
            Stroker(params: params).stroke(sub, into: &out)
        }
        return out
    }
}

/// Strokes one subpath at a time.
struct Stroker {
    var params: StrokerParameters

    func stroke(_ sub: Subpath, into out: inout Path) {
        guard sub.start.isFinite else { return }
        let segments = StrokerSegment.segments(of: sub)
        guard let first = segments.first, let last = segments.last else {
            // A lone moveto draws nothing; a zero-length subpath draws its caps.
            if !sub.segments.isEmpty || sub.isClosed {
                params.dot(at: sub.start, into: &out)
            }
            return
        }
        let h = params.half
        let n0 = strokerNormal(first.segment.startTangent)
        var left = StrokerSide(start: first.segment.start + n0 * h)
        var right = StrokerSide(start: first.segment.start - n0 * h)
        let offsetter = StrokerOffsetter(params: params)
        for (i, entry) in segments.enumerated() {
            if i > 0 {
                params.join(at: entry.segment.start, from: segments[i - 1].segment.endTangent,
                            to: entry.segment.startTangent, cusp: entry.cuspBefore,
                            left: &left, right: &right)
            }
            switch entry.segment {
            case .line(let a, let b):
                let n = strokerNormal((b - a).normalized) * h
                left.line(to: b + n)
                right.line(to: b - n)
            case .cubic(let c):
                for leaf in offsetter.leaves(of: c) {
                    for piece in offsetter.offsetPieces(leaf, offset: h) { left.append(piece) }
                    for piece in offsetter.offsetPieces(leaf, offset: -h) { right.append(piece) }
                }
            }
        }
        if sub.isClosed {
            params.join(at: first.segment.start, from: last.segment.endTangent,
                        to: first.segment.startTangent, cusp: first.cuspBefore,
                        left: &left, right: &right)
            strokerEmitLoop(left.pieces, into: &out)
            strokerEmitLoop(right.reversedPieces, into: &out)
        } else {
            var outline = left
            params.endCap(&outline, at: last.segment.end, tangent: last.segment.endTangent)
            for piece in right.reversedPieces { outline.append(piece) }
            params.startCap(&outline, at: first.segment.start, tangent: first.segment.startTangent)
            strokerEmitLoop(outline.pieces, into: &out)
        }
    }
}
