import Foundation

// Questions the symbol converter asks about a clip region before cutting with it: a clip that
// covers the whole drawing need not be applied at all (Figma wraps every export in one), and a
// rectangular clip can be applied with the structure-keeping box clamp.

extension Path {
    /// The work limit the icon pipeline gives one boolean operation or even-odd rewinding
    /// (`combined(with:…workLimit:)`): about ten times what the largest real icon in the dev
    /// corpus needs, and a few seconds at most (docs/reliability.md has the figures).
    public static let booleanWorkLimit = 8_000_000

    /// The work limit for cutting a shape by a clip path or mask that is not a rectangle: stroke
    /// outlines with round joins and caps overlap densely where the path turns tightly, so their
    /// arrangement costs more per edge (an Octicons arrow stroked 2 units wide and clipped by a
    /// circle needs 33.5 million units for 993 edges).
    public static let clipWorkLimit = 40_000_000

    /// The rectangle this path outlines, when it is a single closed axis-aligned rectangle
    /// (curves are flattened to `tolerance` first).
    public func axisAlignedRectangle(tolerance: Double) -> Rect? {
        let loops = subpaths.filter { !$0.segments.isEmpty }
        guard loops.count == 1 else { return nil }
        let eps = Path.booleanEpsilon(tolerance: tolerance)
        let poly = removeCollinear(dedupedLoop(loops[0].flattened(tolerance: tolerance).points, eps: eps), eps: eps)
        return axisAlignedRect(poly)
    }

    /// Whether filling this path (nonzero) certainly paints all of `rect`: true when the path is
    /// one convex loop (a rectangle, rounded rectangle, circle…) whose flattened outline, which
    /// lies inside the true one, contains the rectangle's corners. Other shapes answer false.
    public func certainlyCovers(_ rect: Rect, tolerance: Double) -> Bool {
        let loops = subpaths.filter { !$0.segments.isEmpty }
        guard loops.count == 1 else { return false }
        let eps = Path.booleanEpsilon(tolerance: tolerance)
        let poly = removeCollinear(dedupedLoop(loops[0].flattened(tolerance: tolerance).points, eps: eps), eps: eps)
        if let r = axisAlignedRect(poly) { return r.contains(rect, tolerance: 0) }
        guard let clipper = ConvexClipper(convexPolygon: poly) else { return false }
        return clipper.containsAll(rect)
    }
}
