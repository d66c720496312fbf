import Foundation

/// What one contour of a filled outline draws, for weight synthesis.
public enum ContourRole: Sendable, Hashable {
    /// An outer edge of ink (or a contour inside other ink).
    case ink
    /// A hole wider than the ink around it: a counter, such as a ring's inside.
    case counter
    /// A hole narrower than the ink around it: a line knocked out of a solid shape, such as the
    /// mark in a filled circle. Designers draw these as strokes in white: bolder weights widen them.
    case knockout(width: Double)
}

extension Path {
    /// How much narrower than the ink around it a hole must be to count as a knocked-out line.
    static let knockoutRatio = 0.75

    /// Each subpath's role: ink, counter or knocked-out line. A hole is a contour whose inside is
    /// unfilled (non-zero); its width is the median distance across the unfilled side at points
    /// spread along it, the ink's the median across the filled side.
    public func contourRoles(tolerance: Double) -> [ContourRole] {
        let size = bounds.map { max($0.width, $0.height) } ?? 0
        let coarse = max(tolerance, size / 1000)
        let probe = FillProbe(self, tolerance: coarse)
        return subpaths.map { sub in
            let polygon = sub.flattened(tolerance: coarse).points
            guard polygon.count > 2 else { return .ink }
            let area = Polygon(points: polygon, isClosed: true).signedArea
            var votes = 0, holeWidths: [Double] = [], inkWidths: [Double] = []
            for (p, tangent) in Self.samples(polygon, count: 24) {
                let side = probe.filledSide(at: p, tangent: tangent)
                guard side != 0 else { continue }
                // The interior is on the right normal side when the area is positive (as
                // `ContourOffsetter.outwardSign` assumes): a hole has its filled side outside.
                votes += (side > 0) == (area > 0) ? 1 : -1
                let inward = strokerNormal(tangent) * Double(side)
                if let w = probe.run(from: p, direction: -inward, startFilled: false) { holeWidths.append(w) }
                if let w = probe.run(from: p, direction: inward, startFilled: true) { inkWidths.append(w) }
            }
            guard votes > 0, !holeWidths.isEmpty else { return .ink }
            let hole = Self.median(holeWidths), ink = inkWidths.isEmpty ? .infinity : Self.median(inkWidths)
            return hole < Self.knockoutRatio * ink ? .knockout(width: hole) : .counter
        }
    }

    /// `count` points spread evenly along a closed polygon, with the unit tangent there.
    static func samples(_ polygon: [Point], count: Int) -> [(Point, Point)] {
        var perimeter = 0.0
        for i in polygon.indices { perimeter += polygon[i].distance(to: polygon[(i + 1) % polygon.count]) }
        guard perimeter > 0 else { return [] }
        let step = perimeter / Double(count)
        var result: [(Point, Point)] = [], walked = 0.0, next = step / 2
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count], length = a.distance(to: b)
            while length > 0 && next < walked + length {
                let tangent = (b - a) / length
                result.append((a + tangent * (next - walked), tangent))
                next += step
            }
            walked += length
        }
        return result
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
