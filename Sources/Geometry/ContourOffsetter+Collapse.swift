import Foundation

extension ContourOffsetter {
    /// Edges whose offset would run backwards (a concave arc tighter than the distance, a speck of
    /// a few thousandths where two curves meet): the exact offset loses them, so they shrink to a
    /// point instead of looping back across their neighbours. Their end points, and those of any
    /// collapsed edges next to them, meet at the mean of where they were going. Edges touching a
    /// stroke outline's pivot keep their construction. Returns the collapsed edges; `move` is updated.
    static func collapseReversedEdges(_ pieces: [PathPiece], degenerate: [Bool], move: inout [Point],
                                      pivots: PivotVertices) -> Set<Int> {
        let n = pieces.count
        var group = Array(0..<n)  // vertex → the label of the point it has collapsed into
        var collapsed: Set<Int> = []
        func fixed(_ v: Int) -> Bool { pivots.centres.contains(v) || pivots.spokes[v] != nil }
        for _ in 0..<n {
            var changed = false
            for i in 0..<n where !degenerate[i] && !collapsed.contains(i) {
                let j = (i + 1) % n
                guard !fixed(i), !fixed(j) else { continue }
                let p0 = pieces[i].start, p1 = pieces[i].end
                let q0 = p0 + move[i], q1 = p1 + move[j]
                guard (q1 - q0).dot(p1 - p0) < 0 else { continue }
                collapsed.insert(i)
                changed = true
                let old = group[j], label = group[i]
                for v in 0..<n where group[v] == old { group[v] = label }
                let members = (0..<n).filter { group[$0] == label }
                let target = members.reduce(Point.zero) { $0 + pieces[$1].start + move[$1] } / Double(members.count)
                for v in members { move[v] = target - pieces[v].start }
            }
            if !changed { break }
        }
        return collapsed
    }
}
