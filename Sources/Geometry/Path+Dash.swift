import Foundation

extension Path {
    /// The dashes of this path as open subpaths (SVG `stroke-dasharray` rules): an odd-count
    /// array is repeated to even length; negative, non-finite or all-zero arrays mean solid
    /// (the path is returned unchanged); `offset` shifts where the pattern starts (positive
    /// moves the pattern backwards along the path). Each subpath restarts the pattern. Closed
    /// subpaths dash around the closing segment too, and a dash running through the start
    /// point is one subpath (joined, not capped). Zero-length dashes become zero-length
    /// subpaths (`M p L p`), which round or square caps turn into dots. Curves are cut exactly
    /// by de Casteljau subdivision at the parameters of the requested arc lengths (found by
    /// Gauss–Legendre quadrature and bisection), so they stay curves.
    ///
    /// A subpath needing more than 100 000 dashes, or one that would take the path past
    /// `maxDashes` in all, is kept solid rather than exploding the output.
    public func dashed(_ dashes: [Double], offset: Double = 0, tolerance: Double = 0.01) -> Path {
        guard let pattern = StrokerDashPattern(dashes, offset: offset) else { return self }
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.01
        var out = Path()
        var budget = Path.maxDashes
        for sub in subpaths {
            pattern.dash(sub, tolerance: tol, budget: &budget, into: &out)
        }
        return out
    }
}

extension Path {
    /// Dashes one path may be cut into (many subpaths of 100,000 dashes each would otherwise
    /// multiply into billions of segments).
    public static let maxDashes = 1_000_000
}

/// A validated dash pattern with its starting phase.
struct StrokerDashPattern {
    var dashes: [Double]
    var total: Double
    /// Index of the entry in force at arc length 0, and how much of it remains.
    var startIndex: Int
    var startRemaining: Double

    init?(_ raw: [Double], offset: Double) {
        guard !raw.isEmpty, raw.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let even = raw.count % 2 == 1 ? raw + raw : raw
        let total = even.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        dashes = even
        self.total = total
        let off = offset.isFinite ? offset : 0
        var phase = off.truncatingRemainder(dividingBy: total)
        if phase < 0 { phase += total }
        var i = 0
        // Stop at phase 0 so a leading zero-length dash (dotted patterns) is kept.
        while phase > 0 && phase >= even[i] {
            phase -= even[i]
            i = (i + 1) % even.count
        }
        startIndex = i
        startRemaining = even[i] - phase
    }

    /// The dash runs of a subpath of length `length`, as arc-length intervals.
    func runs(length: Double, limit: Int = 100_000) -> [(Double, Double)]? {
        guard length / total <= Double(min(limit, 100_000)) else { return nil }
        var runs: [(Double, Double)] = []
        var s = 0.0, i = startIndex, r = startRemaining
        while s <= length {
            let e = s + r
            if i % 2 == 0 {
                let b = min(e, length)
                // Zero-length runs only from zero-length dashes, not from a dash cut off at the end.
                if b > s || dashes[i] == 0 { runs.append((s, b)) }
            }
            s = e
            i = (i + 1) % dashes.count
            r = dashes[i]
        }
        return runs
    }

    func dash(_ sub: Subpath, tolerance: Double, budget: inout Int, into out: inout Path) {
        let measured = sub.pieces(includingClose: true).map { StrokerMeasuredPiece($0, tolerance: tolerance) }
        var starts: [Double] = []
        var length = 0.0
        for m in measured {
            starts.append(length)
            length += m.length
        }
        if measured.isEmpty && !sub.isClosed && sub.segments.isEmpty { return }
        if length == 0 {
            // A zero-length subpath keeps its caps when the pattern is on at its start.
            if startIndex % 2 == 0 { out.move(to: sub.start); out.line(to: sub.start) }
            return
        }
        guard let runs = runs(length: length, limit: budget / max(1, dashes.count / 2)), runs.count <= budget else {
            out.append(Path(subpaths: [sub]))
            return
        }
        budget -= runs.count
        let cut = StrokerDashCutter(pieces: measured, starts: starts)
        if sub.isClosed, length > 0, runs.count == 1, runs[0].0 <= 0, runs[0].1 >= length {
            out.append(Path(subpaths: [sub]))
            return
        }
        var list = runs
        var wrapped: (Double, Double)?
        if sub.isClosed, list.count >= 2, let f = list.first, let l = list.last,
           f.0 <= 0, f.1 > 0, l.1 >= length, l.0 < length {
            // The dash through the start point continues round the corner: one subpath.
            wrapped = l
            list.removeLast()
        }
        for (n, run) in list.enumerated() {
            var pieces: [PathPiece] = []
            if n == 0, let w = wrapped { pieces += cut.pieces(from: w.0, to: w.1) }
            pieces += cut.pieces(from: run.0, to: run.1)
            let start = pieces.first?.start ?? cut.point(at: run.0, fallback: sub.start)
            out.move(to: start)
            if pieces.isEmpty {
                out.line(to: start)
            } else {
                for p in pieces { out.elements.append(p.element) }
            }
        }
    }
}

/// Cuts arc-length intervals out of a measured subpath.
struct StrokerDashCutter {
    var pieces: [StrokerMeasuredPiece]
    var starts: [Double]

    func pieces(from a: Double, to b: Double) -> [PathPiece] {
        var out: [PathPiece] = []
        for (j, m) in pieces.enumerated() {
            let s = starts[j], e = s + m.length
            // Skip slivers at piece boundaries left by rounding.
            guard min(b, e) - max(a, s) > 1e-12 else { continue }
            out.append(m.piece(from: max(0, a - s), to: min(m.length, b - s)))
        }
        return out
    }

    func point(at a: Double, fallback: Point) -> Point {
        for (j, m) in pieces.enumerated() where a <= starts[j] + m.length {
            return m.point(atLength: a - starts[j])
        }
        return pieces.last?.piece.end ?? fallback
    }
}

/// A path piece with an arc-length table: cumulative lengths over equal parameter steps, each
/// integrated by 5-point Gauss–Legendre quadrature. 32 steps suffice for ordinary curves; when
/// the total disagrees with an independent adaptive measurement by more than a quarter of the
/// tolerance (speed nearly vanishing at a cusp), the table is rebuilt with 256 steps.
struct StrokerMeasuredPiece {
    var piece: PathPiece
    var length: Double
    private var cubic: CubicBezier?
    private var table: [Double] = []
    private var steps = 32

    init(_ piece: PathPiece, tolerance: Double) {
        self.piece = piece
        switch piece {
        case .line(let a, let b):
            cubic = nil
            length = a.isFinite && b.isFinite ? a.distance(to: b) : 0
        case .quad(let q):
            // Degree elevation keeps the parameter, so quad parameters come from the cubic.
            cubic = q.asCubic
            length = 0
        case .cubic(let c):
            cubic = c
            length = 0
        }
        if let c = cubic {
            guard c.isFinite else { self.length = 0; return }
            buildTable(c)
            if abs(length - c.length(tolerance: tolerance / 10)) > tolerance / 4 {
                steps = 256
                buildTable(c)
            }
        }
    }

    private mutating func buildTable(_ c: CubicBezier) {
        var acc = 0.0
        table = [0]
        for i in 0..<steps {
            acc += Self.integrate(c, Double(i) / Double(steps), Double(i + 1) / Double(steps))
            table.append(acc)
        }
        length = acc
    }

    private static let nodes: [(Double, Double)] = [
        (0, 0.5688888888888889), (-0.5384693101056831, 0.4786286704993665),
        (0.5384693101056831, 0.4786286704993665), (-0.9061798459386640, 0.2369268850561891),
        (0.9061798459386640, 0.2369268850561891),
    ]

    private static func integrate(_ c: CubicBezier, _ t0: Double, _ t1: Double) -> Double {
        let mid = (t0 + t1) / 2, half = (t1 - t0) / 2
        var sum = 0.0
        for (x, w) in nodes { sum += w * c.derivative(at: mid + half * x).length }
        return sum * half
    }

    /// The curve parameter at arc length `s` from the start.
    func parameter(atLength s: Double) -> Double {
        guard length > 0 else { return 0 }
        if s <= 0 { return 0 }
        if s >= length { return 1 }
        guard let c = cubic else { return s / length }
        // Binary search for the last step starting before s.
        var lo0 = 0, hi0 = steps - 1
        while lo0 < hi0 {
            let mid = (lo0 + hi0 + 1) / 2
            if table[mid] < s { lo0 = mid } else { hi0 = mid - 1 }
        }
        let k = lo0
        let t0 = Double(k) / Double(steps)
        var lo = t0, hi = Double(k + 1) / Double(steps)
        let target = s - table[k]
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if Self.integrate(c, t0, mid) < target { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    func point(atLength s: Double) -> Point {
        let t = parameter(atLength: s)
        switch piece {
        case .line(let a, let b): return a.lerp(to: b, t)
        case .quad(let q): return q.point(at: t)
        case .cubic(let c): return c.point(at: t)
        }
    }

    /// The part between arc lengths `a` and `b` (0 ≤ a ≤ b ≤ length), cut exactly.
    func piece(from a: Double, to b: Double) -> PathPiece {
        let t0 = parameter(atLength: a), t1 = parameter(atLength: b)
        switch piece {
        case .line(let p, let q):
            return .line(t0 <= 0 ? p : p.lerp(to: q, t0), t1 >= 1 ? q : p.lerp(to: q, t1))
        case .cubic(let c):
            return .cubic(c.subdivided(from: t0, to: t1))
        case .quad(let q):
            var part = q
            if t1 < 1 { part = part.split(at: t1).0 }
            if t0 > 0, t1 > 0 { part = part.split(at: t0 / t1).1 }
            part.p0 = t0 <= 0 ? q.p0 : q.point(at: t0)
            part.p2 = t1 >= 1 ? q.p2 : q.point(at: t1)
            return .quad(part)
        }
    }
}
