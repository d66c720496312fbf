import FuzzSupport
import Geometry
import Grammar
import SVG

/// Path data, then the geometry steps every icon goes through: bounds, flattening, stroking (with
/// dashes), even-odd rewinding, clipping and clean-up. Any path must come through without a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathData(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = fuzzBytes(data, size)
    guard let first = bytes.first else { return 0 }
    let (path, _) = SVGPathParser.parseLeniently(fuzzText(Array(bytes.dropFirst())))
    guard path.elements.count <= 500 else { return 0 }
    // The SVG reader refuses coordinates more than 100,000 view-box sizes out (a located error,
    // `SVGReader+Limits.swift`), so geometry never sees them; fuzz it within that range (a 24-unit
    // box). Beyond it a curve flattens to 2^18 points and the even-odd pair test turns quadratic:
    // the first timeout this target found (`M-1e308 -5c…`, now a reader test).
    guard fitsReaderRange(path, limit: 2.4e6) else { return 0 }
    _ = path.flattened(tolerance: 0.01) as [Polygon]
    let box = Rect(x: 0, y: 0, width: 24, height: 24)
    switch first % 5 {
    case 0: _ = path.evenOddToNonZero(tolerance: 0.01)
    case 1: _ = path.stroked(StrokeStyle(width: 2, cap: first & 8 == 0 ? .round : .square, join: first & 16 == 0 ? .round : .miter), tolerance: 0.05)
    case 2: _ = path.dashed([1, 0.5, Double(first % 7)], offset: Double(first % 3), tolerance: 0.05)
    case 3: _ = path.clipped(to: box, tolerance: 0.01)
    default: _ = path.cleaned(tolerance: 0.01).simplified(rule: first & 8 == 0 ? .evenOdd : .nonZero, tolerance: 0.01)
    }
    return 0
}

private func fitsReaderRange(_ path: Path, limit: Double) -> Bool {
    for element in path.elements {
        let points: [Point]
        switch element {
        case .move(let p), .line(let p): points = [p]
        case .quad(let c, let p): points = [c, p]
        case .cubic(let c1, let c2, let p): points = [c1, c2, p]
        case .close: points = []
        }
        for p in points where !(abs(p.x) <= limit && abs(p.y) <= limit) { return false }
    }
    return true
}

@_cdecl("FuzzPathData_main")
public func fuzzPathDataMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzPathData(data, size) }
}
