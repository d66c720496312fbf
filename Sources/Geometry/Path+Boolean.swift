import Foundation

/// How two filled regions combine.
public enum BooleanOperation: Sendable, Hashable {
    case union, intersection, difference, xor
}

extension FillRule {
    /// Whether a winding number counts as inside under this rule.
    public func isInside(winding w: Int) -> Bool {
        self == .nonZero ? w != 0 : w & 1 != 0
    }
}

extension Path {
    /// The snapping distance used by the polygon boolean: far below the flattening tolerance
    /// so it never changes the picture, but large enough to merge rounding noise.
    static func booleanEpsilon(tolerance: Double) -> Double {
        let t = tolerance > 0 && tolerance.isFinite ? tolerance : 0.01
        return max(t * 1e-3, 1e-9)
    }

    /// Every subpath flattened and implicitly closed, as polygon point lists for the arrangement.
    func fillPolygons(tolerance: Double) -> [[Point]] {
        flattened(tolerance: tolerance).map(\.points).filter { $0.count > 2 }
    }

    /// The region `self` (filled with `rule`) combined with `other` (filled with `otherRule`),
    /// as closed polygonal loops oriented clockwise on screen around ink, so filling the result
    /// with either rule gives the same picture. Curves are flattened to within `tolerance`.
    public func combined(with other: Path, operation: BooleanOperation, rule: FillRule = .nonZero,
                         otherRule: FillRule = .nonZero, tolerance: Double) -> Path {
        // Without a limit the work counter cannot pass it, so this never throws.
        (try? combined(with: other, operation: operation, rule: rule, otherRule: otherRule, tolerance: tolerance,
                       workLimit: .max)) ?? Path()
    }

    /// `combined(with:operation:rule:otherRule:tolerance:)` that gives up, throwing, once it has
    /// done `workLimit` units of work (edge-pair tests, crossings and ray steps; about 10 million
    /// per second), so hostile input ends in an error instead of a hang.
    public func combined(with other: Path, operation: BooleanOperation, rule: FillRule = .nonZero,
                         otherRule: FillRule = .nonZero, tolerance: Double,
                         workLimit: Int) throws(BooleanWorkLimitExceeded) -> Path {
        let arrangement = try Arrangement(
            operands: [fillPolygons(tolerance: tolerance), other.fillPolygons(tolerance: tolerance)],
            eps: Path.booleanEpsilon(tolerance: tolerance), workLimit: workLimit)
        let edges = try arrangement.boundary { w in
            let a = rule.isInside(winding: w[0]), b = otherRule.isInside(winding: w[1])
            switch operation {
            case .union: return a || b
            case .intersection: return a && b
            case .difference: return a && !b
            case .xor: return a != b
            }
        }
        return Path(loops: arrangement.loops(from: edges))
    }

    /// The region painted when filling with `rule`, rebuilt as non-overlapping closed loops
    /// (ink clockwise on screen, holes counter-clockwise) that fill identically under nonzero.
    public func simplified(rule: FillRule, tolerance: Double) -> Path {
        (try? simplified(rule: rule, tolerance: tolerance, workLimit: .max)) ?? Path()
    }

    /// `simplified(rule:tolerance:)` within a work limit (see `combined(with:…workLimit:)`).
    public func simplified(rule: FillRule, tolerance: Double, workLimit: Int) throws(BooleanWorkLimitExceeded) -> Path {
        let arrangement = try Arrangement(operands: [fillPolygons(tolerance: tolerance)],
                                          eps: Path.booleanEpsilon(tolerance: tolerance), workLimit: workLimit)
        let edges = try arrangement.boundary { rule.isInside(winding: $0[0]) }
        return Path(loops: arrangement.loops(from: edges))
    }

    /// A path of closed straight-edged loops.
    public init(loops: [[Point]]) {
        var elements: [PathElement] = []
        for loop in loops where loop.count > 1 {
            elements.append(.move(loop[0]))
            for p in loop.dropFirst() { elements.append(.line(p)) }
            elements.append(.close)
        }
        self.init(elements)
    }
}
