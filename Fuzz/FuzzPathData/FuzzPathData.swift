import FuzzSupport
import Geometry
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

@_cdecl("FuzzPathData_main")
public func fuzzPathDataMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzPathData(data, size) }
}
