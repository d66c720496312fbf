import Geometry

/// Path data as read from a template: the geometry (for bounds) and the element kinds as
/// CoreGraphics would see them (for Apple's interpolation-compatibility rule).
struct TemplatePathData: Sendable {
    var path = Path()
    /// One of M L Q C Z per CoreGraphics element; `A` for an arc, whose element count depends on the arc.
    var kinds: [Character] = []
    /// Command letters as written (e.g. "m", "H", "A").
    var letters: Set<Character> = []

    var signature: String { String(kinds) }

    /// Parses SVG path data. Returns nil with an error message (and the UTF-8 offset inside `d`) when malformed.
    static func parse(_ d: String) -> Result<TemplatePathData, PathDataError> {
        var scanner = PathDataScanner(bytes: Array(d.utf8))
        return scanner.run()
    }
}

struct PathDataError: Error, Sendable {
    var message: String
    var offset: Int
}

private struct PathDataScanner {
    let bytes: [UInt8]
    var i = 0
    var out = TemplatePathData()
    var current = Point.zero
    var start = Point.zero
    var lastCubicControl: Point?
    var lastQuadControl: Point?

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipSeparators() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D
            || bytes[i] == UInt8(ascii: ",") { i += 1 }
    }

    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    mutating func number() -> Double? {
        skipSeparators()
        let s = i
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var digits = 0
        while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        if digits == 0 { i = s; return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            if j < bytes.count, isDigit(bytes[j]) {
                i = j
                while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            }
        }
        let value = Double(String(decoding: bytes[s..<i], as: UTF8.self))
        if value == nil { i = s }
        return value
    }

    mutating func flag() -> Double? {
        skipSeparators()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else { return nil }
        defer { i += 1 }
        return bytes[i] == UInt8(ascii: "1") ? 1 : 0
    }

    mutating func point(relative: Bool) -> Point? {
        guard let x = number(), let y = number() else { return nil }
        return relative ? Point(current.x + x, current.y + y) : Point(x, y)
    }

    mutating func run() -> Result<TemplatePathData, PathDataError> {
        var command: UInt8?
        while true {
            skipSeparators()
            if i >= bytes.count { break }
            let b = bytes[i]
            let isLetter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            if isLetter {
                command = b
                i += 1
            } else if command == nil {
                return .failure(PathDataError(message: "path data must start with a command", offset: i))
            } else if command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                return .failure(PathDataError(message: "numbers after Z", offset: i))
            }
            guard let c = command else { break }
            let letter = Character(Unicode.Scalar(c))
            out.letters.insert(letter)
            let rel = c >= 0x61
            let at = i
            switch letter.uppercased() {
            case "M":
                guard let p = point(relative: rel) else { return fail("M needs x y", at) }
                out.path.move(to: p); out.kinds.append("M")
                current = p; start = p
                // Further pairs after M are implicit line-tos.
                command = rel ? UInt8(ascii: "l") : UInt8(ascii: "L")
                lastCubicControl = nil; lastQuadControl = nil
                continue
            case "L":
                guard let p = point(relative: rel) else { return fail("L needs x y", at) }
                line(p)
            case "H":
                guard let x = number() else { return fail("H needs x", at) }
                line(Point(rel ? current.x + x : x, current.y))
            case "V":
                guard let y = number() else { return fail("V needs y", at) }
                line(Point(current.x, rel ? current.y + y : y))
            case "C":
                guard let c1 = point(relative: rel), let c2 = point(relative: rel), let p = point(relative: rel)
                else { return fail("C needs six numbers", at) }
                cubic(c1, c2, p)
            case "S":
                guard let c2 = point(relative: rel), let p = point(relative: rel)
                else { return fail("S needs four numbers", at) }
                let c1 = lastCubicControl.map { current + (current - $0) } ?? current
                cubic(c1, c2, p)
            case "Q":
                guard let c1 = point(relative: rel), let p = point(relative: rel)
                else { return fail("Q needs four numbers", at) }
                quad(c1, p)
            case "T":
                guard let p = point(relative: rel) else { return fail("T needs x y", at) }
                let c1 = lastQuadControl.map { current + (current - $0) } ?? current
                quad(c1, p)
            case "A":
                guard number() != nil, number() != nil, number() != nil, flag() != nil, flag() != nil,
                      let p = point(relative: rel)
                else { return fail("A needs rx ry rotation large-arc sweep x y", at) }
                // Bounds are approximated by the chord; validators only need a non-zero extent.
                out.path.line(to: p); out.kinds.append("A")
                current = p
                lastCubicControl = nil; lastQuadControl = nil
            case "Z":
                out.path.close(); out.kinds.append("Z")
                current = start
                lastCubicControl = nil; lastQuadControl = nil
                continue
            default:
                return fail("unknown path command '\(letter)'", at - 1)
            }
        }
        return .success(out)
    }

    func fail(_ message: String, _ at: Int) -> Result<TemplatePathData, PathDataError> {
        .failure(PathDataError(message: message, offset: at))
    }

    mutating func line(_ p: Point) {
        out.path.line(to: p); out.kinds.append("L")
        current = p
        lastCubicControl = nil; lastQuadControl = nil
    }

    mutating func cubic(_ c1: Point, _ c2: Point, _ p: Point) {
        out.path.cubic(to: p, control1: c1, control2: c2); out.kinds.append("C")
        current = p
        lastCubicControl = c2; lastQuadControl = nil
    }

    mutating func quad(_ c: Point, _ p: Point) {
        out.path.quad(to: p, control: c); out.kinds.append("Q")
        current = p
        lastQuadControl = c; lastCubicControl = nil
    }
}

extension Path {
    /// Bounds of all points including control points (a superset of the true bounds), or nil when empty.
    var controlPointBounds: Rect? {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quad(let c, let p): points.append(contentsOf: [c, p])
            case .cubic(let c1, let c2, let p): points.append(contentsOf: [c1, c2, p])
            case .close: break
            }
        }
        return Rect(enclosing: points)
    }
}
