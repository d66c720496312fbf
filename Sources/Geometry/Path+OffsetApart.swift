import Foundation

extension Path {
    /// How much of the distance a contour keeps each time it is held back to stay apart.
    static let holdBackFactor = 0.7
    /// How many times a contour may be held back before the offset is refused (0.7⁸ ≈ 6 % of the
    /// distance is left: less than that is no weight change worth drawing).
    static let holdBackSteps = 8

    /// `offsetCompatibly`, but where contours would merge, cross themselves or vanish, the contours
    /// to blame move less (70 % of their distance, again and again) instead of refusing the whole
    /// outline: features stay apart, as the minimum gap asks, while the rest of the outline still
    /// gets the full weight change. Refused only when a contour held back `holdBackSteps` times
    /// still fails, or when the refusal names no contour. `contoursHeldBack` counts the contours
    /// that move less than `distance`.
    /// `scales`, when given, moves contour `i` by `distance * scales[i]` before any holding back
    /// (knocked-out lines move the other way: `contourRoles`).
    public func offsetKeepingApart(by distance: Double, scales initial: [Double]? = nil, limits: OffsetLimits,
                                   tolerance: Double) -> CompatibleOffset {
        var scales = initial ?? [Double](repeating: 1, count: subpaths.count)
        var steps = [Int](repeating: 0, count: scales.count)
        while true {
            var result = offsetCompatibly(by: distance, scales: scales, limits: limits, tolerance: tolerance)
            guard result.refusal != nil else {
                result.contoursHeldBack = steps.filter { $0 > 0 }.count
                return result
            }
            let culprits = result.culprits.filter { scales.indices.contains($0) }
            guard !culprits.isEmpty, culprits.allSatisfy({ steps[$0] < Self.holdBackSteps }) else { return result }
            for index in culprits {
                steps[index] += 1
                scales[index] *= Self.holdBackFactor
            }
        }
    }
}
