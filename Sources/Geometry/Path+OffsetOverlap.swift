import Foundation

/// Pairs of contours (a < b) whose outlines crossed each other between `before` and `after` (the
/// same contours, element for element the same commands), found from which side of the other
/// contour each one's on-curve points and edge midpoints lie on: a point that was outside the
/// other contour and is inside it now (or the reverse) went across its outline.
///
/// Why not only `contourCrossings`: that looks for proper crossings of the flattened outlines, and
/// two contours that grow into each other edge on edge (letters of the same height side by side,
/// their tops and bottoms on one line) or end on end meet without a proper crossing.
func contoursCrossingOver(_ before: [Subpath], _ after: [Subpath], tolerance: Double) -> Set<ContourPair> {
    guard before.count == after.count else { return [] }
    let markersBefore = before.map(markers), markersAfter = after.map(markers)
    let polygonsBefore = before.map { Polygon(points: $0.flattened(tolerance: tolerance).points, isClosed: true) }
    let polygonsAfter = after.map { Polygon(points: $0.flattened(tolerance: tolerance).points, isClosed: true) }
    let boxes = before.indices.map { i -> Rect? in
        guard let a = polygonsBefore[i].bounds, let b = polygonsAfter[i].bounds else { return nil }
        return a.union(b)
    }
    // Whether any marker of contour `i` changed sides of contour `j`'s outline.
    func changed(_ i: Int, _ j: Int) -> Bool {
        guard markersBefore[i].count == markersAfter[i].count,
              polygonsBefore[j].points.count > 2, polygonsAfter[j].points.count > 2 else { return false }
        return zip(markersBefore[i], markersAfter[i]).contains { p, q in
            (polygonsBefore[j].winding(at: p) != 0) != (polygonsAfter[j].winding(at: q) != 0)
        }
    }
    var result: Set<ContourPair> = []
    for i in before.indices {
        guard let bi = boxes[i] else { continue }
        for j in (i + 1)..<max(i + 1, before.count) {
            guard let bj = boxes[j], bi.intersection(bj) != nil else { continue }
            if changed(i, j) || changed(j, i) { result.insert(ContourPair(a: i, b: j)) }
        }
    }
    return result
}

/// A contour's on-curve points and the midpoints of its edges (the closing edge included).
private func markers(_ sub: Subpath) -> [Point] {
    var points = [sub.start]
    for piece in sub.pieces(includingClose: true) {
        switch piece {
        case .line(let a, let b): points.append(a.lerp(to: b, 0.5)); points.append(b)
        case .quad(let q): points.append(q.point(at: 0.5)); points.append(q.p2)
        case .cubic(let c): points.append(c.point(at: 0.5)); points.append(c.p3)
        }
    }
    return points
}
