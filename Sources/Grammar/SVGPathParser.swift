import Geometry

/// Why path data could not be read, and where: `offset` is a UTF-8 byte offset into the `d` string.
public struct SVGPathError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var offset: Int

    public var description: String { "\(message) (at byte \(offset))" }
}

/// Reads SVG path data (`d`) into absolute `M L Q C Z` elements; arcs become cubics, H/V become lines,
/// S/T become full curves with their reflected control points.
///
/// A drawing command straight after `Z` gets an explicit `.move` to the closed subpath's start, so every
/// subpath in the result begins with a move.
public enum SVGPathParser {
    /// Throws at the first error; `SVGPathError.offset` locates it in `d`.
    public static func parse(_ d: String) throws(SVGPathError) -> Path {
        let (path, error) = parseLeniently(d)
        if let error { throw error }
        return path
    }

    /// The path up to the first error (SVG's "render up to the error" rule) and that error, if any.
    public static func parseLeniently(_ d: String) -> (path: Path, error: SVGPathError?) {
        var state = PathState(scanner: TextScanner(d))
        let error = state.run()
        return (state.path, error)
    }

    /// The path with the kind of every command as written (implicit repeats included), for readers that
    /// need the source's command structure, such as the SF Symbols template reader comparing masters.
    /// Throws at the first error, like `parse`.
    public static func parseCommands(_ d: String) throws(SVGPathError) -> SVGPathCommands {
        var state = PathState(scanner: TextScanner(d))
        if let error = state.run() { throw error }
        return SVGPathCommands(path: state.path, kinds: state.kinds)
    }
}

/// Path data read with its command structure: see `SVGPathParser.parseCommands`.
public struct SVGPathCommands: Sendable, Hashable {
    /// What a command draws, as a CoreGraphics path element would record it. Arcs are kept apart because
    /// the number of curves an arc becomes depends on the arc.
    public enum Kind: Character, Sendable, Hashable {
        case move = "M", line = "L", quad = "Q", cubic = "C", arc = "A", close = "Z"
    }

    /// The geometry, arcs already turned into cubics.
    public var path: Path
    /// One kind per command executed: `H`/`V`/`L` are lines, `S` is a cubic, `T` a quad.
    public var kinds: [Kind]

    public init(path: Path, kinds: [Kind]) {
        self.path = path
        self.kinds = kinds
    }

    /// The kinds as one string, e.g. "MLCZ".
    public var signature: String { String(kinds.map(\.rawValue)) }
}

private struct PathState {
    var scanner: TextScanner
    var path = Path()
    var current = Point.zero
    var subpathStart = Point.zero
    /// Previous command's second cubic control / quad control, for S and T reflection.
    var lastCubicControl: Point?
    var lastQuadControl: Point?
    var justClosed = false
    /// The kind of every command executed, for `SVGPathParser.parseCommands`.
    var kinds: [SVGPathCommands.Kind] = []

    init(scanner: TextScanner) { self.scanner = scanner }

    /// A byte for a message: the ASCII character, or a note that it is not ASCII.
    static func describe(_ b: UInt8) -> String {
        b < 0x80 ? "'\(Character(Unicode.Scalar(b)))'" : "a non-ASCII character"
    }

    mutating func fail(_ message: String) -> SVGPathError {
        SVGPathError(message: message, offset: scanner.index)
    }

    mutating func number() throws(SVGPathError) -> Double {
        scanner.skipCommaSpaces()
        guard let v = scanner.number() else {
            if scanner.isAtEnd { throw fail("expected a number, found the end of the path data") }
            throw fail(scanner.missingNumberReason())
        }
        return v
    }

    mutating func flag() throws(SVGPathError) -> Bool {
        scanner.skipCommaSpaces()
        switch scanner.current {
        case UInt8(ascii: "0"): scanner.index += 1; return false
        case UInt8(ascii: "1"): scanner.index += 1; return true
        default: throw fail("expected an arc flag 0 or 1")
        }
    }

    mutating func point(relative: Bool) throws(SVGPathError) -> Point {
        let x = try number()
        let y = try number()
        return relative ? Point(current.x + x, current.y + y) : Point(x, y)
    }

    /// SVG continues from the closed subpath's start; make that explicit with a move.
    mutating func beginDrawing() {
        if justClosed {
            path.move(to: current)
            justClosed = false
        }
    }

    mutating func run() -> SVGPathError? {
        do throws(SVGPathError) {
            try parseAll()
            return nil
        } catch {
            return error
        }
    }

    mutating func parseAll() throws(SVGPathError) {
        scanner.skipSpaces()
        if scanner.isAtEnd { return }
        guard let first = scanner.current, first | 0x20 == UInt8(ascii: "m") else {
            throw fail("path data must start with a moveto (M or m)")
        }
        var command: UInt8 = 0
        while true {
            scanner.skipSpaces()
            guard let b = scanner.current else { return }
            let commandOffset = scanner.index
            if TextScanner.isLetter(b) {
                command = b
                scanner.index += 1
            } else if command == 0 || !scanner.atNumberStart && b != UInt8(ascii: ",") {
                throw fail("unexpected character \(Self.describe(b)) in path data")
            } else if command | 0x20 == UInt8(ascii: "z") {
                throw fail("numbers after closepath (Z) need a command letter")
            }
            // Otherwise the previous command repeats with new parameters (implicit command).
            try execute(command, offset: commandOffset)
            // A moveto's extra coordinate pairs are linetos.
            if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
        }
    }

    mutating func execute(_ command: UInt8, offset: Int) throws(SVGPathError) {
        let relative = command >= UInt8(ascii: "a")
        var cubicControl: Point?
        var quadControl: Point?
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            let p = try point(relative: relative)
            path.move(to: p)
            current = p
            subpathStart = p
            justClosed = false
            kinds.append(.move)
        case UInt8(ascii: "l"):
            let p = try point(relative: relative)
            beginDrawing()
            path.line(to: p)
            current = p
            kinds.append(.line)
        case UInt8(ascii: "h"):
            let x = try number()
            beginDrawing()
            current = Point(relative ? current.x + x : x, current.y)
            path.line(to: current)
            kinds.append(.line)
        case UInt8(ascii: "v"):
            let y = try number()
            beginDrawing()
            current = Point(current.x, relative ? current.y + y : y)
            path.line(to: current)
            kinds.append(.line)
        case UInt8(ascii: "c"):
            let c1 = try point(relative: relative)
            let c2 = try point(relative: relative)
            cubicControl = try cubic(to: point(relative: relative), control1: c1, control2: c2)
        case UInt8(ascii: "s"):
            let c2 = try point(relative: relative)
            let p = try point(relative: relative)
            // Reflect the previous cubic's second control point; after a non-cubic, use the current point.
            cubicControl = cubic(to: p, control1: lastCubicControl.map { current * 2 - $0 } ?? current, control2: c2)
        case UInt8(ascii: "q"):
            let c = try point(relative: relative)
            quadControl = try quad(to: point(relative: relative), control: c)
        case UInt8(ascii: "t"):
            quadControl = try quad(to: point(relative: relative), control: lastQuadControl.map { current * 2 - $0 } ?? current)
        case UInt8(ascii: "a"):
            let rx = try number()
            let ry = try number()
            let rotation = try number()
            let large = try flag()
            let sweep = try flag()
            let p = try point(relative: relative)
            beginDrawing()
            path.addArc(from: current, to: p, radii: Point(rx, ry), xAxisRotation: rotation, largeArc: large, sweep: sweep)
            current = p
            kinds.append(.arc)
        case UInt8(ascii: "z"):
            // A close with no open subpath (e.g. "Z Z") adds nothing.
            if !justClosed { path.close() }
            current = subpathStart
            justClosed = true
            kinds.append(.close)
        default:
            scanner.index = offset
            throw fail("unknown path command \(Self.describe(command))")
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// Draws a cubic to `p` and makes it current; returns its second control point (for `S`).
    private mutating func cubic(to p: Point, control1: Point, control2: Point) -> Point {
        beginDrawing()
        path.cubic(to: p, control1: control1, control2: control2)
        current = p
        kinds.append(.cubic)
        return control2
    }

    /// Draws a quadratic to `p` and makes it current; returns its control point (for `T`).
    private mutating func quad(to p: Point, control: Point) -> Point {
        beginDrawing()
        path.quad(to: p, control: control)
        current = p
        kinds.append(.quad)
        return control
    }
}
