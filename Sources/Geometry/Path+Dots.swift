import Foundation

extension Path {
    /// How far a dot may be from a circle: box sides, distance of its edge from the centre, and the share of
    /// its inside that must be ink.
    static let dotTolerance = 0.05
    /// The largest a dot may be, as a share of the glyph's size: larger round shapes (a disc, a
    /// traffic light's lamps) are solid shapes, which grow by a tenth of the size, as Apple draws them.
    static let dotShare = 0.25

    /// The diameters of the round dots that make up the whole glyph (`paths` taken together), or
    /// nil unless every outermost contour is a round, solid dot at most a quarter of the glyph's size
    /// and there are at least two of them (an ellipsis, a grip). Contours inside a dot (a stroke outline's spokes through its centre)
    /// do not count. A single round shape is not called a dot: a filled circle is a solid shape.
    ///
    /// Why: stroked icon sets draw a dot as a circle whose radius is half the stroke (Feather,
    /// Heroicons and Tabler alike), so its diameter is two stems, not one; measuring the width across
    /// the fill takes the diameter for the stem and moves a dots-only glyph twice as far as a stroke
    /// of its width would.
    public static func dotDiameters(of paths: [Path], tolerance: Double) -> [Double]? {
        guard let all = paths.compactMap(\.bounds).reduce(nil, { (all: Rect?, box: Rect) in all.map { $0.union(box) } ?? box }),
              max(all.width, all.height) > 0 else { return nil }
        let size = max(all.width, all.height)
        let coarse = max(tolerance, size / 1000)
        let probes = paths.map { FillProbe($0, tolerance: coarse) }
        let polygons = probes.flatMap(\.polygons)
        let owners = probes.indices.flatMap { k in Array(repeating: probes[k], count: probes[k].polygons.count) }
        let boxes = polygons.map { Rect(enclosing: $0)! }
        let slack = size * 1e-4
        // Outermost: no other contour's box holds this one's (equal boxes: the first counts).
        let outer = boxes.indices.filter { i in
            !boxes.indices.contains { j in
                j != i && boxes[j].contains(boxes[i], tolerance: slack) && (!boxes[i].contains(boxes[j], tolerance: slack) || j < i)
            }
        }
        guard outer.count >= 2 else { return nil }
        var diameters: [Double] = []
        for i in outer {
            let box = boxes[i], diameter = (box.width + box.height) / 2
            guard diameter > 0, diameter <= dotShare * size,
                  abs(box.width - box.height) <= dotTolerance * diameter else { return nil }
            // Round: where the contour bounds the fill, it is half the diameter from the centre, all
            // the way round. (Its area says nothing: a stroke outline's spokes through the centre add
            // to it, and they are most of its length.)
            guard isRound(polygons[i], diameter: diameter, centre: Point(x: box.midX, y: box.midY), probe: owners[i]) else {
                return nil
            }
            guard solidShare(of: box, probes: probes) >= 1 - dotTolerance else { return nil }
            diameters.append(diameter)
        }
        return diameters
    }

    /// Whether the edges of `polygon` that bound the fill all lie at `diameter / 2` from `centre`
    /// and go most of the way round.
    private static func isRound(_ polygon: [Point], diameter: Double, centre: Point, probe: FillProbe) -> Bool {
        var rim = 0.0
        for k in polygon.indices {
            let a = polygon[k], b = polygon[(k + 1) % polygon.count], length = a.distance(to: b)
            guard length > 0 else { continue }
            let mid = a.lerp(to: b, 0.5)
            guard probe.filledSide(at: mid, tangent: (b - a) / length) != 0 else { continue }
            guard [a, mid, b].allSatisfy({ abs($0.distance(to: centre) * 2 / diameter - 1) <= dotTolerance }) else {
                return false
            }
            rim += length
        }
        return rim >= (1 - dotTolerance) * Double.pi * diameter
    }

    /// The share of points on a grid inside the circle inscribed in `box` (shrunk a little, so
    /// the edge's flattening does not count) that are ink in any of `probes`.
    private static func solidShare(of box: Rect, probes: [FillProbe]) -> Double {
        let centre = Point(x: box.midX, y: box.midY), radius = 0.9 * min(box.width, box.height) / 2
        let steps = 12
        var inside = 0, filled = 0
        for row in 0...steps {
            for column in 0...steps {
                let p = Point(x: centre.x + radius * (2 * Double(column) / Double(steps) - 1),
                              y: centre.y + radius * (2 * Double(row) / Double(steps) - 1))
                guard p.distance(to: centre) <= radius else { continue }
                inside += 1
                if probes.contains(where: { $0.isFilled(p) }) { filled += 1 }
            }
        }
        return inside > 0 ? Double(filled) / Double(inside) : 0
    }
}
