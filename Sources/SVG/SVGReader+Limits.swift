import Geometry
import Grammar

/// Limits that keep absurd input from hanging or exhausting memory, each a located error.
///
/// Size: real icons hold at most tens of thousands of segments (the largest template in the dev
/// corpus, 27 variants, is 400 KB), so an icon is read up to `maxSegments` segments and one
/// `d`/`points` attribute up to `maxGeometryBytes`; 100 MB of path data is refused at once instead of
/// building gigabytes of geometry.
///
/// Range: coordinates far outside the view box. Geometry that reaches ±1e308 overflows the products the
/// boolean, clipping and stroking steps take (the answer becomes infinity or NaN and the glyph is
/// silently wrong), and a curve a billion view boxes long cannot be flattened to the tolerance a
/// symbol needs. No drawing puts ink that far out, so such a shape is a located error.
extension SVGDocumentReader {
    /// Path segments one icon may hold (counting every `use` instance).
    static let maxSegments = 500_000
    /// Bytes of one `d` or `points` attribute.
    static let maxGeometryBytes = 16 << 20

    /// Reports a `d`/`points` value too long to read; false when it was reported.
    mutating func checkGeometrySize(_ attribute: XMLAttribute) -> Bool {
        let bytes = attribute.value.utf8.count
        guard bytes > Self.maxGeometryBytes else { return true }
        error("'\(attribute.name)' holds \(bytes >> 20) MB of geometry; Stylebook reads at most \(Self.maxGeometryBytes >> 20) MB "
              + "per shape (simplify the drawing in the editor)", at: attribute.valueMap.sourceOffset(0))
        return false
    }

    /// Counts a shape's segments against the icon's budget; false (reported once) when it is spent.
    mutating func spendSegments(_ path: Path, at offset: Int) -> Bool {
        segmentCount += path.elements.count
        guard segmentCount > Self.maxSegments else { return true }
        if !segmentLimitReported {
            segmentLimitReported = true
            error("the icon has more than \(Self.maxSegments) path segments; Stylebook stops reading here "
                  + "(simplify the drawing in the editor)", at: offset)
        }
        return false
    }

    /// How far from the view box, in view-box sizes, a coordinate may lie.
    static let rangeInViewBoxes = 100_000.0
    /// The view box sizes Stylebook can scale to a glyph without losing the geometry to rounding.
    static let viewBoxSizeRange = 1e-6...1e9

    /// The largest icon-space coordinate magnitude a shape may reach, from the root view box or viewport.
    static func coordinateLimit(viewBox: Rect?, viewport: (Double, Double)) -> Double {
        let box = viewBox ?? Rect(x: 0, y: 0, width: viewport.0, height: viewport.1)
        let size = max(box.width, box.height, 1e-6)
        let limit = max(abs(box.minX), abs(box.minY)) + Self.rangeInViewBoxes * size
        return limit.isFinite ? limit : .greatestFiniteMagnitude
    }

    /// Reports a shape whose icon-space outline (control points) or stroke width leaves the range.
    /// Returns false when it was reported, so the caller drops the shape.
    mutating func checkRange(of path: Path, transform: AffineTransform, strokeWidth: Double?, at offset: Int) -> Bool {
        let limit = coordinateLimit
        var worst = 0.0
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): worst = max(worst, Self.magnitude(transform.apply(p)))
            case .quad(let c, let p): worst = max(worst, Self.magnitude(transform.apply(c)), Self.magnitude(transform.apply(p)))
            case .cubic(let c1, let c2, let p):
                worst = max(worst, Self.magnitude(transform.apply(c1)), Self.magnitude(transform.apply(c2)),
                            Self.magnitude(transform.apply(p)))
            case .close: break
            }
            if !(worst <= limit) { break }
        }
        if !(worst <= limit) {
            let shown = worst.isFinite ? "\(Self.shortNumber(worst))" : "infinity"
            error("the shape reaches coordinate \(shown), more than \(Self.shortNumber(Self.rangeInViewBoxes)) view-box sizes "
                  + "outside the view box; Stylebook cannot draw it accurately (check the numbers and transforms)", at: offset)
            return false
        }
        if let strokeWidth {
            let scaled = strokeWidth * abs(transform.determinant).squareRoot()
            if !(scaled <= limit) {
                let shown = scaled.isFinite ? "\(Self.shortNumber(scaled))" : "infinity"
                error("the stroke is \(shown) wide, more than \(Self.shortNumber(Self.rangeInViewBoxes)) view-box sizes; "
                      + "Stylebook cannot draw it accurately", at: offset)
                return false
            }
        }
        return true
    }

    private static func magnitude(_ p: Point) -> Double {
        // NaN compares false everywhere, so it is mapped to infinity to fail the range test.
        guard p.x.isFinite, p.y.isFinite else { return .infinity }
        return max(abs(p.x), abs(p.y))
    }

    static func shortNumber(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? "\(Int(v))" : "\(v)"
    }
}
