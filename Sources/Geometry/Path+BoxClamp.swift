import Foundation

// Clipping to a rectangle without changing a path's command structure.
//
// Weight masters must keep one command sequence so Xcode can interpolate them (format doc §4.2),
// and a boolean clip re-cuts each master differently. This cut works segment by segment instead:
// every segment is split where it crosses the four edge lines of the box (extended to infinity),
// so each piece lies in one of the nine regions they make: inside, beside one edge, or in a corner
// quadrant. All paths of a family get the same number of pieces per segment (padding with extra
// splits where one crosses less often). Each piece is then moved by its region's projection onto
// the box: the identity inside, "x := edge" beside a vertical edge, the corner point in a corner
// quadrant. Those projections are affine, so applying them to the control points moves the curve
// exactly; and the nearest-point map onto a convex box keeps every winding number inside the box,
// so the filled result is the clip, exactly, with the structure unchanged.

extension Path {
    /// `paths` clipped to their boxes (`boxes[i]` for `paths[i]`) as far as filling is concerned:
    /// geometry outside is folded onto the box's edge. When every path has the same command
    /// sequence, so do the results.
    public static func clampedCompatibly(_ paths: [Path], to boxes: [Rect]) -> [Path] {
        precondition(paths.count == boxes.count)
        guard let first = paths.first else { return [] }
        let sameStructure = paths.allSatisfy { $0.commandLetters == first.commandLetters }
        guard sameStructure else {
            return zip(paths, boxes).map { clampedCompatibly([$0], to: [$1])[0] }
        }
        var outputs = paths.map { _ in Path() }
        var currents = paths.map { _ in Point(0, 0) }
        var starts = currents
        for index in first.elements.indices {
            let elements = paths.map { $0.elements[index] }
            switch elements[0] {
            case .move:
                for k in paths.indices {
                    let p = elements[k].endPoint!
                    outputs[k].move(to: boxes[k].clamping(p))
                    currents[k] = p
                    starts[k] = p
                }
            case .close:
                // The implied closing line is cut like any other when it leaves a box.
                let closing = paths.indices.map { CubicSegment(from: currents[$0], .line(starts[$0])) }
                if paths.indices.contains(where: { k in
                    currents[k] != starts[k] && (!closing[k].boxCrossings(boxes[k]).isEmpty
                                                 || !boxes[k].contains(closing[k].point(at: 0.5)))
                }) {
                    appendPieces(closing, boxes: boxes, to: &outputs)
                }
                for k in paths.indices {
                    outputs[k].close()
                    currents[k] = starts[k]
                }
            case .line, .quad, .cubic:
                appendPieces(paths.indices.map { CubicSegment(from: currents[$0], elements[$0]) }, boxes: boxes, to: &outputs)
                for k in paths.indices { currents[k] = elements[k].endPoint! }
            }
        }
        return outputs
    }

    /// One segment of every path, cut at its box crossings into the same number of pieces, each
    /// projected onto its box.
    private static func appendPieces(_ segments: [CubicSegment], boxes: [Rect], to outputs: inout [Path]) {
        var cuts = segments.indices.map { segments[$0].boxCrossings(boxes[$0]) }
        let count = cuts.map(\.count).max() ?? 0
        for k in segments.indices {
            cuts[k] = padded(cuts[k], toCount: count)
            var t0 = 0.0
            for t1 in cuts[k] + [1] {
                outputs[k].elements.append(segments[k].piece(from: t0, to: t1).projected(onto: boxes[k]))
                t0 = t1
            }
        }
    }

    /// "MLCZ…": the command sequence interpolation needs to match.
    var commandLetters: [Character] {
        elements.map { e in
            switch e {
            case .move: "M"
            case .line: "L"
            case .quad: "Q"
            case .cubic: "C"
            case .close: "Z"
            }
        }
    }

    /// `cuts` with extra cuts in the middle of the longest intervals until there are `count`.
    private static func padded(_ cuts: [Double], toCount count: Int) -> [Double] {
        var result = cuts
        while result.count < count {
            let bounds = [0.0] + result + [1.0]
            var widest = 0
            for i in 1..<(bounds.count - 1) where bounds[i + 1] - bounds[i] > bounds[widest + 1] - bounds[widest] {
                widest = i
            }
            result.insert((bounds[widest] + bounds[widest + 1]) / 2, at: widest)
        }
        return result
    }
}

extension Rect {
    /// The nearest point of the rectangle.
    func clamping(_ p: Point) -> Point {
        Point(Swift.min(Swift.max(p.x, minX), maxX), Swift.min(Swift.max(p.y, minY), maxY))
    }

}

/// One drawing segment (line, quadratic or cubic) seen as a cubic for cutting, remembering its kind.
private struct CubicSegment {
    enum Kind { case line, quad, cubic }
    var kind: Kind
    var curve: CubicBezier

    init(from start: Point, _ element: PathElement) {
        switch element {
        case .line(let p):
            kind = .line
            curve = CubicBezier(start, start.lerp(to: p, 1.0 / 3), start.lerp(to: p, 2.0 / 3), p)
        case .quad(let c, let p):
            kind = .quad
            curve = QuadBezier(start, c, p).asCubic
        case .cubic(let c1, let c2, let p):
            kind = .cubic
            curve = CubicBezier(start, c1, c2, p)
        case .move, .close:
            preconditionFailure("not a drawing segment")
        }
    }

    init(kind: Kind, curve: CubicBezier) {
        self.kind = kind
        self.curve = curve
    }

    var end: Point { curve.p3 }

    func point(at t: Double) -> Point { curve.point(at: t) }

    /// Parameters in (0, 1) where the segment meets one of the box's four edge lines, sorted.
    func boxCrossings(_ box: Rect) -> [Double] {
        var ts: [Double] = []
        for (value, coordinate) in [(box.minX, \Point.x), (box.maxX, \Point.x), (box.minY, \Point.y), (box.maxY, \Point.y)] {
            ts += roots(of: { self.curve.point(at: $0)[keyPath: coordinate] - value })
        }
        ts.sort()
        // Roots closer than this are one crossing (tangent touches, corners).
        var unique: [Double] = []
        for t in ts where t > 1e-9 && t < 1 - 1e-9 && (unique.last.map { t - $0 > 1e-9 } ?? true) { unique.append(t) }
        return unique
    }

    /// Sign changes of `f` on [0, 1], found by bisection between the curve's extrema (where every
    /// coordinate is monotone, so each interval holds at most one root of each edge line).
    private func roots(of f: (Double) -> Double) -> [Double] {
        let stops = [0.0] + curve.extremaParameters + [1.0]
        var result: [Double] = []
        for i in 0..<(stops.count - 1) {
            var lo = stops[i], hi = stops[i + 1]
            var flo = f(lo)
            let fhi = f(hi)
            guard flo * fhi < 0 else { continue }
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                let fm = f(mid)
                if (fm < 0) == (flo < 0) { lo = mid; flo = fm } else { hi = mid }
            }
            result.append((lo + hi) / 2)
        }
        return result
    }

    func piece(from t0: Double, to t1: Double) -> CubicSegment {
        CubicSegment(kind: kind, curve: curve.subdivided(from: t0, to: t1))
    }

    /// The piece as a path element of its original kind, ending at `end`.
    func endingAt(_ end: Point) -> PathElement {
        switch kind {
        case .line:
            return .line(end)
        case .quad:
            // A sub-piece of a quadratic is a quadratic: recover its control point from the cubic form.
            let c = Point((3 * curve.p1.x - curve.p0.x) / 2, (3 * curve.p1.y - curve.p0.y) / 2)
            return .quad(c, end)
        case .cubic:
            return .cubic(curve.p1, curve.p2, end)
        }
    }

    /// The piece moved by the projection of the region its middle lies in (see the top of the file).
    func projected(onto box: Rect) -> PathElement {
        let m = curve.point(at: 0.5)
        let x: Double? = m.x < box.minX ? box.minX : m.x > box.maxX ? box.maxX : nil
        let y: Double? = m.y < box.minY ? box.minY : m.y > box.maxY ? box.maxY : nil
        func project(_ p: Point) -> Point { Point(x ?? p.x, y ?? p.y) }
        switch endingAt(end) {
        case .quad(let c, let p): return .quad(project(c), project(p))
        case .cubic(let c1, let c2, let p): return .cubic(project(c1), project(c2), project(p))
        default: return .line(project(end))
        }
    }
}
