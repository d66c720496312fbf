import FuzzSupport
import Geometry
import Grammar
import SVG

/// The stroke outliner as the symbol converter drives it: path data stroked with a style taken from
/// the first bytes (width, caps, joins, miter limit, dashes), at one width and at a master's width
/// with a shared structure, cut to the view box with the structure-keeping clamp, and even-odd
/// rewinding and a clip boolean within a work limit. Every input must finish (libFuzzer's
/// `-timeout`, 10 s per input in scripts/fuzz.sh) without a trap; the work limit may end it early.
/// The limit is a sixteenth of `Path.booleanWorkLimit`: under ASan and coverage tracing a work unit
/// costs ten to twenty times what it does in a release build, and the point is that the time is
/// bounded by the limit, whatever it is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStroke(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = fuzzBytes(data, size)
    guard bytes.count >= 4 else { return 0 }
    let (path, _) = SVGPathParser.parseLeniently(fuzzText(Array(bytes.dropFirst(4))))
    // The reader's own limits (segments, ±100,000 view boxes) hold before geometry sees a path.
    guard path.elements.count <= 2_000, path.elements.allSatisfy(withinRange) else { return 0 }
    let width = Double(bytes[0] % 64) / 8 + 0.01
    let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
    var style = StrokeStyle(width: width, cap: caps[Int(bytes[1] % 3)], join: joins[Int(bytes[1] / 3 % 3)],
                            miterLimit: Double(bytes[2] % 16) + 1)
    if bytes[3] & 1 == 1 { style.dashes = [Double(bytes[3] % 13) / 4, Double(bytes[2] % 7) / 4] }
    let box = Rect(x: 0, y: 0, width: 24, height: 24)
    let regular = path.stroked(style, tolerance: 0.01, structureWidth: width * 1.55)
    var black = style
    black.width *= 1.55
    let bold = path.stroked(black, tolerance: 0.01, structureWidth: width * 1.55)
    let cut = Path.clampedCompatibly([regular, bold], to: [box, box])
    precondition(cut[0].commandSignature == cut[1].commandSignature, "masters must keep one structure")
    let limit = Path.booleanWorkLimit / 16
    let circle = Path.circle(center: Point(12, 12), radius: 9)
    _ = try? regular.combined(with: circle, operation: .intersection, tolerance: 0.01, workLimit: limit)
    _ = try? path.evenOddToNonZero(tolerance: 0.01, workLimit: limit)
    return 0
}

private func withinRange(_ element: PathElement) -> Bool {
    let limit = 2.4e6
    func ok(_ p: Point) -> Bool { abs(p.x) <= limit && abs(p.y) <= limit }
    switch element {
    case .move(let p), .line(let p): return ok(p)
    case .quad(let c, let p): return ok(c) && ok(p)
    case .cubic(let c1, let c2, let p): return ok(c1) && ok(c2) && ok(p)
    case .close: return true
    }
}

@_cdecl("FuzzStroke_main")
public func fuzzStrokeMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzStroke(data, size) }
}
