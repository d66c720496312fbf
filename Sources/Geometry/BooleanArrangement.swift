import Foundation

/// A boolean operation stopped because it would take more work than allowed: the shapes cross
/// each other so often (a scribble of hundreds of random segments crosses itself millions of
/// times) that building their arrangement would take minutes and gigabytes.
public struct BooleanWorkLimitExceeded: Error, Sendable, Hashable {
    /// Straight edges after flattening, over all operands.
    public var edges: Int
    /// The limit that was reached (edge-pair tests, crossings and ray steps, counted together).
    public var limit: Int
}

/// The planar arrangement of straight edges from several operands (input shapes), used to
/// extract the boundary of any region defined by a predicate over the operands' winding numbers.
///
/// Steps: snap vertices, split every edge at every contact with another edge (found through
/// an `EdgeGrid`), merge coincident pieces into groups that carry each operand's net winding
/// change, then classify each group by the winding just left and right of its midpoint.
struct Arrangement {
    /// A straight edge between snapped vertex ids.
    struct Group {
        var u: Int
        var v: Int
        /// Per operand: winding(left of u→v) − winding(right of u→v).
        var delta: [Int]
    }

    let operandCount: Int
    let snapper: Snapper
    /// Work units (edge-pair tests, crossings, ray steps) allowed, and spent so far.
    let workLimit: Int
    private(set) var work = 0
    private var edgeCount = 0
    private(set) var vertices: [Point] = []
    private(set) var groups: [Group] = []

    /// A straight input edge after snapping, with the operand it belongs to.
    typealias Edge = (a: Point, b: Point, operand: Int)

    /// Points that snap to the same key are all replaced by the first one seen, so exact input
    /// coordinates survive (no rounding noise in the output).
    struct PointSnapping {
        let snapper: Snapper
        private var representative: [Snapper.Key: Point] = [:]

        init(snapper: Snapper) { self.snapper = snapper }

        mutating func snap(_ p: Point) -> Point? {
            guard let k = snapper.key(p) else { return nil }
            if let r = representative[k] { return r }
            representative[k] = p
            return p
        }
    }

    /// `operands[k]` lists operand k's closed polygons (closing edge implied).
    init(operands: [[[Point]]], eps: Double, workLimit: Int = .max) throws(BooleanWorkLimitExceeded) {
        operandCount = operands.count
        snapper = Snapper(eps: eps)
        self.workLimit = workLimit
        var points = PointSnapping(snapper: snapper)
        // 1. Snapped input edges.
        let edges = Self.snappedEdges(operands, &points)
        edgeCount = edges.count
        guard let bounds = Rect(enclosing: edges.flatMap { [$0.a, $0.b] }) else { return }
        // 2. Contacts between edges sharing a grid cell.
        let splits = try contacts(edges, bounds: bounds, eps: eps)
        // 3. Split, snap, and group coincident pieces.
        groupPieces(edges, splits: splits, &points)
        // Pieces whose contributions cancel are not boundaries of anything.
        groups.removeAll { $0.delta.allSatisfy { $0 == 0 } }
    }

    private static func snappedEdges(_ operands: [[[Point]]], _ points: inout PointSnapping) -> [Edge] {
        var edges: [Edge] = []
        for (k, polygons) in operands.enumerated() {
            for poly in polygons where poly.count > 1 {
                let snapped = poly.compactMap { points.snap($0) }
                guard snapped.count > 1 else { continue }
                for i in snapped.indices {
                    let a = snapped[i], b = snapped[(i + 1) % snapped.count]
                    if a != b { edges.append((a, b, k)) }
                }
            }
        }
        return edges
    }

    /// Where each edge touches others, as points on it. The pair tests are counted before any is
    /// made, so a hopeless input stops here, in time linear in its size.
    private mutating func contacts(_ edges: [Edge], bounds: Rect, eps: Double) throws(BooleanWorkLimitExceeded) -> [[Point]] {
        var grid = EdgeGrid(bounds: bounds, edgeCount: edges.count)
        for (i, e) in edges.enumerated() { grid.insert(i, e.a, e.b, margin: 2 * eps) }
        for cell in grid.cells { try spend(cell.count * (cell.count - 1) / 2 + cell.count) }
        var splits = Array(repeating: [Point](), count: edges.count)
        for cell in grid.cells where cell.count > 1 {
            for x in 0..<(cell.count - 1) {
                let i = Int(cell[x])
                for y in (x + 1)..<cell.count {
                    let j = Int(cell[y])
                    let c = segmentContact(edges[i].a, edges[i].b, edges[j].a, edges[j].b, eps: eps)
                    splits[i] += c.onFirst
                    splits[j] += c.onSecond
                    if !c.onFirst.isEmpty { try spend(c.onFirst.count + c.onSecond.count) }
                }
            }
        }
        // A pair sharing several cells reports its contact once per cell; keep each point once
        // (by its snapped key) so the estimate below counts real pieces.
        for i in splits.indices where splits[i].count > 1 {
            var seen = Set<Snapper.Key>()
            splits[i] = splits[i].filter { p in snapper.key(p).map { seen.insert($0).inserted } ?? true }
        }
        // The classification casts one ray per piece through half the grid on average; when that
        // alone would pass the limit, stop before building the pieces.
        let entries = grid.cells.reduce(0) { $0 + $1.count }
        let pieces = edges.count + splits.reduce(0) { $0 + $1.count }
        let perRay = (1 + entries / max(1, grid.cells.count)) * max(1, max(grid.cols, grid.rows) / 2)
        let (estimate, overflow) = pieces.multipliedReportingOverflow(by: perRay)
        if overflow || estimate > workLimit - work {
            throw BooleanWorkLimitExceeded(edges: edgeCount, limit: workLimit)
        }
        return splits
    }

    /// Splits each edge at its contacts and merges coincident pieces into groups carrying each
    /// operand's net winding change (deterministic first-seen order).
    private mutating func groupPieces(_ edges: [Edge], splits: [[Point]], _ points: inout PointSnapping) {
        var vertexIndex: [Snapper.Key: Int] = [:]
        var groupIndex: [Int64: Int] = [:]
        for (i, e) in edges.enumerated() {
            let d = e.b - e.a
            var chain = [e.a] + splits[i].sorted { ($0 - e.a).dot(d) < ($1 - e.a).dot(d) } + [e.b]
            chain = chain.compactMap { points.snap($0) }
            var prev: Int?
            for p in chain {
                guard let id = vertexID(p, &vertexIndex) else { continue }
                if let u = prev, u != id {
                    let (lo, hi) = (min(u, id), max(u, id))
                    let key = Int64(lo) << 32 | Int64(hi)
                    let g: Int
                    if let existing = groupIndex[key] {
                        g = existing
                    } else {
                        g = groups.count
                        groupIndex[key] = g
                        groups.append(Group(u: lo, v: hi, delta: Array(repeating: 0, count: operandCount)))
                    }
                    groups[g].delta[e.operand] += (u == lo ? 1 : -1)
                }
                prev = id
            }
        }
    }

    private mutating func vertexID(_ p: Point, _ vertexIndex: inout [Snapper.Key: Int]) -> Int? {
        guard let k = snapper.key(p) else { return nil }
        if let id = vertexIndex[k] { return id }
        vertexIndex[k] = vertices.count
        vertices.append(p)
        return vertices.count - 1
    }

    /// Adds `units` to the work done; throws once it passes the limit.
    private mutating func spend(_ units: Int) throws(BooleanWorkLimitExceeded) {
        work += units
        if work > workLimit { throw BooleanWorkLimitExceeded(edges: edgeCount, limit: workLimit) }
    }

    /// Directed edges (vertex id pairs) bounding the region where `inside(windings)` holds,
    /// oriented with the region on the left of u→v in y-up terms, i.e. clockwise on screen.
    func boundary(inside: ([Int]) -> Bool) throws(BooleanWorkLimitExceeded) -> [(Int, Int)] {
        guard !groups.isEmpty else { return [] }
        guard let bounds = Rect(enclosing: vertices) else { return [] }
        var grid = EdgeGrid(bounds: bounds, edgeCount: groups.count)
        for (i, g) in groups.enumerated() {
            grid.insert(i, vertices[g.u], vertices[g.v], margin: 2 * snapper.eps)
        }
        var stamp = Array(repeating: -1, count: groups.count)
        var result: [(Int, Int)] = []
        var steps = work
        for (gi, g) in groups.enumerated() {
            let a = vertices[g.u], b = vertices[g.v]
            let m = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
            let normal = (b - a).perpendicular
            // Cast the ray towards the left side along the axis closest to the normal: the
            // crossings then give the winding just left of the edge.
            let axis: Axis = abs(normal.x) >= abs(normal.y)
                ? (normal.x > 0 ? .plusX : .minusX)
                : (normal.y > 0 ? .plusY : .minusY)
            var left = Array(repeating: 0, count: operandCount)
            let rm = axis.rotate(m)
            func visit(_ cellIndex: Int) {
                steps += 1 + grid.cells[cellIndex].count
                for h32 in grid.cells[cellIndex] {
                    let h = Int(h32)
                    if h == gi || stamp[h] == gi { continue }
                    stamp[h] = gi
                    let s = crossing(axis.rotate(vertices[groups[h].u]), axis.rotate(vertices[groups[h].v]), rm)
                    if s != 0 { for k in 0..<operandCount { left[k] += s * groups[h].delta[k] } }
                }
            }
            let r = grid.row(m.y), c = grid.col(m.x)
            switch axis {
            case .plusX: for cc in c..<grid.cols { visit(r * grid.cols + cc) }
            case .minusX: for cc in 0...c { visit(r * grid.cols + cc) }
            case .plusY: for rr in r..<grid.rows { visit(rr * grid.cols + c) }
            case .minusY: for rr in 0...r { visit(rr * grid.cols + c) }
            }
            if steps > workLimit { throw BooleanWorkLimitExceeded(edges: edgeCount, limit: workLimit) }
            var right = left
            for k in 0..<operandCount { right[k] -= g.delta[k] }
            let inLeft = inside(left), inRight = inside(right)
            if inLeft != inRight { result.append(inLeft ? (g.u, g.v) : (g.v, g.u)) }
        }
        return result
    }

    /// Chains directed boundary edges into closed loops. At vertices with several exits it takes
    /// the tightest turn so touching regions come out as separate simple loops; collinear runs
    /// are merged.
    func loops(from edges: [(Int, Int)]) -> [[Point]] {
        var outgoing: [Int: [Int]] = [:]
        for (i, e) in edges.enumerated() { outgoing[e.0, default: []].append(i) }
        var used = Array(repeating: false, count: edges.count)
        var loops: [[Point]] = []
        for start in edges.indices where !used[start] {
            used[start] = true
            let origin = edges[start].0
            var ids = [origin]
            var current = start
            // Each step uses up an edge, so this ends after at most edges.count steps.
            while true {
                let v = edges[current].1
                if v == origin { break }
                ids.append(v)
                let back = vertices[edges[current].0] - vertices[v]
                var best: Int?
                var bestAngle = Double.infinity
                for cand in outgoing[v] ?? [] where !used[cand] {
                    let out = vertices[edges[cand].1] - vertices[v]
                    var cw = -atan2(back.cross(out), back.dot(out))
                    if cw <= 0 { cw += 2 * .pi }
                    if cw < bestAngle { bestAngle = cw; best = cand }
                }
                guard let next = best else { break }  // unbalanced after rounding: close as is
                used[next] = true
                current = next
            }
            let pts = removeCollinear(ids.map { vertices[$0] }, eps: snapper.eps)
            if pts.count >= 3, abs(Polygon(points: pts, isClosed: true).signedArea) > snapper.eps * snapper.eps {
                loops.append(pts)
            }
        }
        return loops
    }

    enum Axis {
        case plusX, minusX, plusY, minusY

        /// A rotation taking this axis to +x (rotations keep crossing signs meaningful).
        func rotate(_ p: Point) -> Point {
            switch self {
            case .plusX: p
            case .minusX: Point(-p.x, -p.y)
            case .plusY: Point(p.y, -p.x)
            case .minusY: Point(-p.y, p.x)
            }
        }
    }
}

/// Drops vertices of a closed loop that lie on the straight line between their neighbours
/// (within `eps`) and continue in the same direction.
func removeCollinear(_ points: [Point], eps: Double) -> [Point] {
    var pts = points
    var changed = true
    while changed, pts.count >= 3 {
        changed = false
        var out: [Point] = []
        out.reserveCapacity(pts.count)
        for i in pts.indices {
            let prev = out.last ?? pts[(i + pts.count - 1) % pts.count]
            let next = pts[(i + 1) % pts.count]
            let p = pts[i]
            if p == prev { changed = true; continue }
            let straight = (p - prev).dot(next - p) > 0 && distanceToSegment(p, prev, next) <= eps
            if straight { changed = true } else { out.append(p) }
        }
        pts = out
    }
    return pts
}
