import Foundation
import Geometry

/// SF Symbols 7 Draw data for stroked sources (docs/symbols-color.md, "Draw").
///
/// The format, read from Apple's shipped 7.0 export (orbot-apple's `…scurvepath` symbol, CoreSVG 341)
/// and checked there: `data-clipstroke-keyframes` is one number (0) followed by keyframes of four
/// numbers `0 t a b`, one keyframe at each vertex of the stroke's centre line, where `t` is the
/// vertex's arc-length fraction along the centre line and `a` and `b` are the arc-length fractions,
/// along the outline's first contour, of the two outline points across the stroke from it (the
/// points at fractions `a` and `b` of that export are exactly one stroke width apart at every
/// keyframe, in all three masters). `a` runs forward with `t`, `b` backward.
enum DrawKeyframes {
    /// The keyframe list for an outline drawn from `centre` with half width `halfWidth` (both in the
    /// same coordinates), or nil when it cannot be derived reliably: the centre line is not one open
    /// run, the outline is not one contour, or an outline point across the stroke is not found.
    static func keyframes(centre: Path, halfWidth: Double, outline: Path) -> [Double]? {
        let centreRuns = centre.subpaths.filter { !$0.pieces(includingClose: true).isEmpty }
        let contours = outline.subpaths.filter { !$0.pieces(includingClose: true).isEmpty }
        guard centreRuns.count == 1, let run = centreRuns.first, !run.isClosed, contours.count == 1,
              halfWidth > 0 else { return nil }
        let tolerance = max(halfWidth / 50, 1e-4)
        let border = ArcPolyline(contour(contours[0], tolerance: tolerance, closed: true))
        let vertices = vertexFrames(run, tolerance: tolerance)
        guard border.length > 0, vertices.count >= 2 else { return nil }
        var sides: [(Double, Double)] = []
        for v in vertices {
            let normal = Point(-v.direction.y, v.direction.x)
            guard let left = border.nearest(to: v.point + normal * halfWidth, within: halfWidth * 0.2),
                  let right = border.nearest(to: v.point - normal * halfWidth, within: halfWidth * 0.2) else { return nil }
            sides.append((left, right))
        }
        // `a` is the side whose fraction grows with t (across the contour's seam, a step of more than
        // half counts as the wrap-around).
        func growth(_ values: [Double]) -> Double {
            zip(values, values.dropFirst()).reduce(0) { sum, pair in
                var d = pair.1 - pair.0
                if d > 0.5 { d -= 1 } else if d < -0.5 { d += 1 }
                return sum + d
            }
        }
        let leftGrows = growth(sides.map(\.0)) >= growth(sides.map(\.1))
        var result: [Double] = [0]
        for (v, side) in zip(vertices, sides) {
            result += [0, v.fraction, leftGrows ? side.0 : side.1, leftGrows ? side.1 : side.0]
        }
        return result
    }

    /// The list as the attribute value: numbers with up to 6 decimals.
    static func attribute(_ values: [Double]) -> String {
        let format = NumberFormat(precision: 6)
        return values.map { format.string($0) }.joined(separator: " ")
    }

    /// Each vertex of the run (start, joins, end) with its arc-length fraction and the unit direction
    /// of the stroke there (the average of the two pieces' tangents at a join).
    static func vertexFrames(_ run: Subpath, tolerance: Double) -> [(point: Point, fraction: Double, direction: Point)] {
        let pieces = run.pieces(includingClose: false)
        var lengths: [Double] = []
        var frames: [(Point, Double, Point)] = []
        for piece in pieces {
            var points: [Point] = [piece.start]
            piece.appendFlattened(to: &points, tolerance: tolerance)
            lengths.append(zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) })
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return [] }
        var travelled = 0.0
        for (index, piece) in pieces.enumerated() {
            let incoming = index > 0 ? unit(endTangent(pieces[index - 1])) : .zero
            frames.append((piece.start, travelled / total, unit(incoming + unit(startTangent(piece)))))
            travelled += lengths[index]
        }
        if let last = pieces.last { frames.append((last.end, 1, unit(endTangent(last)))) }
        return frames
    }

    /// The direction a piece leaves its start in (the first control point that differs).
    static func startTangent(_ piece: PathPiece) -> Point { leaving(controlPoints(piece)) }

    /// The direction a piece arrives at its end in.
    static func endTangent(_ piece: PathPiece) -> Point { Point.zero - leaving(controlPoints(piece).reversed()) }

    static func controlPoints(_ piece: PathPiece) -> [Point] {
        switch piece {
        case .line(let a, let b): [a, b]
        case .quad(let q): [q.p0, q.p1, q.p2]
        case .cubic(let c): [c.p0, c.p1, c.p2, c.p3]
        }
    }

    /// From the first point towards the first one that differs from it.
    static func leaving(_ points: [Point]) -> Point {
        (points.dropFirst().first { $0.distance(to: points[0]) > 1e-9 } ?? points[0]) - points[0]
    }

    static func contour(_ subpath: Subpath, tolerance: Double, closed: Bool) -> [Point] {
        var points = [subpath.start]
        for piece in subpath.pieces(includingClose: closed) { piece.appendFlattened(to: &points, tolerance: tolerance) }
        return points
    }

    static func unit(_ p: Point) -> Point {
        let n = (p.x * p.x + p.y * p.y).squareRoot()
        return n > 0 ? Point(p.x / n, p.y / n) : Point(1, 0)
    }
}

/// A polyline with cumulative arc lengths: point ↔ fraction of its length.
struct ArcPolyline {
    let points: [Point]
    let cumulative: [Double]
    var length: Double { cumulative.last ?? 0 }

    init(_ points: [Point]) {
        self.points = points
        var c = [0.0]
        for (p, q) in zip(points, points.dropFirst()) { c.append(c.last! + p.distance(to: q)) }
        cumulative = c
    }

    /// The fraction of the nearest point of the polyline to `target`, if it is within `limit`.
    func nearest(to target: Point, within limit: Double) -> Double? {
        var best: (distance: Double, at: Double)?
        for i in 0..<(points.count - 1) {
            let p = points[i], q = points[i + 1]
            let d = q - p
            let len2 = d.x * d.x + d.y * d.y
            let u = len2 > 0 ? max(0, min(1, ((target.x - p.x) * d.x + (target.y - p.y) * d.y) / len2)) : 0
            let foot = Point(p.x + d.x * u, p.y + d.y * u)
            let distance = foot.distance(to: target)
            if best.map({ distance < $0.distance }) ?? true {
                best = (distance, cumulative[i] + u * (cumulative[i + 1] - cumulative[i]))
            }
        }
        guard let best, best.distance <= limit, length > 0 else { return nil }
        return best.at / length
    }
}

extension SymbolConverter {
    /// Adds Draw keyframes (template 7.0) to every written path drawn from a stroke, in every variant;
    /// a part gets none unless they are found in all variants (Xcode keeps Draw only when the masters'
    /// lists match). Strokes are widened per weight from one centre line, so this is skipped when
    /// separate Ultralight/Black sources draw the weights.
    static func addDrawKeyframes(_ glyphs: inout [WrittenGlyph], parts: [SourcePart], iconOutlines: [SymbolWeight: [Path]],
                                 options: SymbolOptions) {
        for (index, part) in parts.enumerated() {
            guard case .stroke(let centre, let style, let transform) = part.geometry else { continue }
            let iconCentre = centre.transformed(by: transform)
            let spaceScale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
            var found: [String] = []
            for glyph in glyphs {
                guard index < glyph.paths.count, let icon = iconOutlines[glyph.id.weight]?[index].bounds,
                      let written = glyph.paths[index].bounds, icon.width > 0 || icon.height > 0 else { break }
                // The fit is a uniform scale and a translation: recover it from the outline's bounds.
                let k = icon.width >= icon.height ? written.width / icon.width : written.height / icon.height
                let placed = iconCentre.transformed(by: AffineTransform.scale(k, k)
                    .concatenating(.translation(written.minX - icon.minX * k, written.minY - icon.minY * k)))
                let half = style.width * options.strokeScale(for: glyph.id.weight) * spaceScale * k / 2
                guard let list = DrawKeyframes.keyframes(centre: placed, halfWidth: half, outline: glyph.paths[index]) else { break }
                found.append(DrawKeyframes.attribute(list))
            }
            guard found.count == glyphs.count else { continue }
            for g in glyphs.indices { glyphs[g].drawKeyframes[index] = found[g] }
        }
    }
}
