/// One drawing command with absolute coordinates. Arcs are not elements: readers convert them
/// to cubics on the way in (see `Path+Arc.swift`) so every later stage sees only these five.
public enum PathElement: Sendable, Hashable {
    case move(Point)
    case line(Point)
    case quad(Point, Point)
    case cubic(Point, Point, Point)
    case close

    /// The end point, or nil for `close`.
    public var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p): p
        case .quad(_, let p): p
        case .cubic(_, _, let p): p
        case .close: nil
        }
    }

    public func transformed(by t: AffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(t.apply(p))
        case .line(let p): .line(t.apply(p))
        case .quad(let c, let p): .quad(t.apply(c), t.apply(p))
        case .cubic(let c1, let c2, let p): .cubic(t.apply(c1), t.apply(c2), t.apply(p))
        case .close: .close
        }
    }

    /// A letter naming the element kind, used to compare command sequences between masters.
    public var kindLetter: Character {
        switch self {
        case .move: "M"
        case .line: "L"
        case .quad: "Q"
        case .cubic: "C"
        case .close: "Z"
        }
    }
}

/// A sequence of subpaths. Every subpath starts with `.move`; a `.close` returns to that point.
public struct Path: Sendable, Hashable {
    public var elements: [PathElement]

    public init(_ elements: [PathElement] = []) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func quad(to p: Point, control c: Point) { elements.append(.quad(c, p)) }
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(c1, c2, p))
    }
    public mutating func close() { elements.append(.close) }

    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    public func transformed(by t: AffineTransform) -> Path {
        if t.isIdentity { return self }
        return Path(elements.map { $0.transformed(by: t) })
    }

    /// The command letters in order, e.g. "MLCZ"; masters must agree on this to interpolate.
    public var commandSignature: String { String(elements.map(\.kindLetter)) }

    /// Splits into subpaths, each starting at its `.move`.
    public var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        for element in elements {
            switch element {
            case .move(let p):
                if let c = current { result.append(c) }
                current = Subpath(start: p)
            case .close:
                if current == nil { continue }
                current!.isClosed = true
                result.append(current!)
                // A command after Z continues from the subpath's start point (SVG rule).
                current = nil
            default:
                if current == nil {
                    // Drawing without a move: start at the previous subpath's start or origin.
                    current = Subpath(start: result.last?.start ?? .zero)
                }
                current!.segments.append(Segment(element: element))
            }
        }
        if let c = current { result.append(c) }
        return result
    }

    public init(subpaths: [Subpath]) {
        var elements: [PathElement] = []
        for s in subpaths {
            elements.append(.move(s.start))
            for seg in s.segments { elements.append(seg.element) }
            if s.isClosed { elements.append(.close) }
        }
        self.init(elements)
    }
}

/// A drawing segment without its start point (the previous segment's end supplies it).
public struct Segment: Sendable, Hashable {
    public var element: PathElement
    public init(element: PathElement) { self.element = element }
    public var endPoint: Point { element.endPoint ?? .zero }
}

/// A run of segments from one `.move`; optionally closed.
public struct Subpath: Sendable, Hashable {
    public var start: Point
    public var segments: [Segment] = []
    public var isClosed = false

    public init(start: Point, segments: [Segment] = [], isClosed: Bool = false) {
        self.start = start
        self.segments = segments
        self.isClosed = isClosed
    }

    public var endPoint: Point { segments.last?.endPoint ?? start }
}
