import Geometry

/// Writes numbers and path data the way Xcode's parser reads them safely: absolute `M L C Q Z`,
/// space-separated, fixed decimals with trailing zeros trimmed, never exponents, never "-0".
struct NumberFormat: Sendable {
    let precision: Int
    private let factor: Double

    init(precision: Int) {
        self.precision = max(0, min(precision, 9))
        var f = 1.0
        for _ in 0..<self.precision { f *= 10 }
        self.factor = f
    }

    /// Rounds to the written precision (what a reader will get back).
    func rounded(_ v: Double) -> Double { (v * factor).rounded() / factor }

    func string(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let scaled = (abs(v) * factor).rounded()
        // Beyond 2^53 the decimal digits are noise anyway; clamp to keep integer conversion safe.
        // Past Int64 (|v| ≥ 9.2e18) the value is clamped: such a number is already an error upstream,
        // and converting it would trap.
        guard scaled < 9e15 else { return String(Int64(max(-9.2e18, min(9.2e18, v.rounded())))) }
        let n = Int64(scaled)
        if n == 0 { return "0" }
        let unit = Int64(factor)
        let whole = n / unit
        var frac = n % unit
        var text = (v < 0 ? "-" : "") + String(whole)
        if frac != 0 {
            var digits = precision
            while frac % 10 == 0 { frac /= 10; digits -= 1 }
            let f = String(frac)
            text += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return text
    }

    func point(_ p: Point) -> String { string(p.x) + " " + string(p.y) }

    /// `M x y L x y C … Z` with one space between every token.
    func pathData(_ path: Path) -> String {
        var parts: [String] = []
        parts.reserveCapacity(path.elements.count)
        for e in path.elements {
            switch e {
            case .move(let p): parts.append("M " + point(p))
            case .line(let p): parts.append("L " + point(p))
            case .quad(let c, let p): parts.append("Q " + point(c) + " " + point(p))
            case .cubic(let c1, let c2, let p): parts.append("C " + point(c1) + " " + point(c2) + " " + point(p))
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }
}

enum PathCleaner {
    /// Removes segments that collapse to a point at the written precision, and subpaths that are only a
    /// move. Applied jointly so that an element is dropped only when it is degenerate in *every* path of
    /// `paths` (the same shape in different masters), keeping command sequences identical.
    static func cleanJointly(_ paths: [Path], format: NumberFormat) -> [Path] {
        guard let first = paths.first else { return paths }
        let signature = first.commandSignature
        guard paths.allSatisfy({ $0.commandSignature == signature }) else {
            return paths.map { cleanJointly([$0], format: format)[0] }
        }
        let count = first.elements.count
        var keep = [Bool](repeating: true, count: count)
        // Pass 1: drop drawing segments that collapse to their start point (after rounding) in every path.
        var live = [Bool](repeating: false, count: count)
        for path in paths {
            let currents = currentPoints(path.elements)
            for i in 0..<count where !live[i] {
                live[i] = !isDegenerate(path.elements[i], from: currents[i], format)
            }
        }
        for i in 0..<count where !live[i] { keep[i] = false }
        // Pass 2: a move followed by nothing drawable (another move, or end), and a close right after such a move.
        var i = 0
        while i < count {
            if case .move = first.elements[i] {
                var j = i + 1
                while j < count, !keep[j] { j += 1 }
                let nextIsDrawing: Bool = {
                    guard j < count else { return false }
                    switch first.elements[j] {
                    case .line, .quad, .cubic: return true
                    case .move: return false
                    case .close: return false
                    }
                }()
                if !nextIsDrawing {
                    keep[i] = false
                    if j < count, case .close = first.elements[j] { keep[j] = false }
                }
            }
            i += 1
        }
        return paths.map { p in Path(p.elements.enumerated().filter { keep[$0.offset] }.map(\.element)) }
    }

    /// The current point before each element.
    private static func currentPoints(_ elements: [PathElement]) -> [Point?] {
        var result: [Point?] = []
        result.reserveCapacity(elements.count)
        var current: Point?
        var start: Point?
        for e in elements {
            result.append(current)
            switch e {
            case .move(let p): current = p; start = p
            case .close: current = start
            default: current = e.endPoint
            }
        }
        return result
    }

    /// True when a drawing element draws nothing after rounding. Moves and closes are never "degenerate" here.
    private static func isDegenerate(_ e: PathElement, from current: Point?, _ format: NumberFormat) -> Bool {
        func r(_ p: Point) -> Point { Point(format.rounded(p.x), format.rounded(p.y)) }
        guard let c = current.map(r) else { return false }
        switch e {
        case .line(let p): return r(p) == c
        case .quad(let a, let p): return r(a) == c && r(p) == c
        case .cubic(let a, let b, let p): return r(a) == c && r(b) == c && r(p) == c
        default: return false
        }
    }
}
