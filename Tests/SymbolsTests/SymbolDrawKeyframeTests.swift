import Geometry
import SVG
import XCTest
@testable import Symbols

/// Draw keyframes for stroked sources in template 7.0 (docs/symbols-color.md, "Draw"), checked by
/// the property Apple's shipped 7.0 export has at every keyframe: the outline points at fractions
/// `a` and `b` lie one stroke width apart, across the stroke.
final class SymbolDrawKeyframeTests: XCTestCase {
    let curve = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M5 4h9c3 0 5 2 5 4s-2 4-5 4h-4c-3 0-5 2-5 4s2 4 5 4h9" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round"/></svg>"##

    func convert(_ svg: String, _ version: TemplateVersion) throws -> SymbolTemplate {
        var options = SymbolOptions()
        options.variants = .masters
        options.templateVersion = version
        let c = try SymbolConverter.convert(icon: try SVGReader.parse(text: svg, path: "s.svg"), options: options)
        let report = TemplateValidator.validate(bytes: Array(c.template.utf8), path: "t")
        XCTAssertFalse(report.hasErrors, report.rendered)
        if c.template.contains("data-clipstroke-keyframes") { XCTAssertTrue(report.items.isEmpty, report.rendered) }
        return try TemplateReader.read(bytes: Array(c.template.utf8), path: "t.svg")
    }

    /// The point at arc-length fraction `f` of the path's first contour.
    func point(at f: Double, on path: Path) -> Point {
        var points = path.flattened(tolerance: 0.001)[0].points
        points.append(points[0])
        let lengths = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
        var target = f * lengths.reduce(0, +)
        for (i, l) in lengths.enumerated() {
            if target <= l, l > 0 { let u = target / l; return Point(points[i].x + (points[i + 1].x - points[i].x) * u, points[i].y + (points[i + 1].y - points[i].y) * u) }
            target -= l
        }
        return points[0]
    }

    struct Frame { var t, a, b: Double }

    func testAStrokedCurveGetsKeyframesAcrossTheStrokeInEveryMaster() throws {
        let t = try convert(curve, .v7)
        var counts: Set<Int> = []
        for id in ["Ultralight-S", "Regular-S", "Black-S"] {
            let path = try XCTUnwrap(t.variant(id)?.paths.first)
            let list = try XCTUnwrap(path.drawKeyframes, id)
            XCTAssertEqual(list.first, 0)
            XCTAssertEqual((list.count - 1) % 4, 0, id)
            counts.insert(list.count)
            let frames: [Frame] = stride(from: 1, to: list.count, by: 4).map { i in Frame(t: list[i + 1], a: list[i + 2], b: list[i + 3]) }
            XCTAssertEqual(frames.count, 8, "start, the six joins of its seven lines and curves, the end")
            XCTAssertEqual(frames.first?.t, 0)
            XCTAssertEqual(frames.last?.t, 1)
            let ts = frames.map { $0.t }
            XCTAssertEqual(ts, ts.sorted(), id)
            let widths = frames.map { point(at: $0.a, on: path.path).distance(to: point(at: $0.b, on: path.path)) }
            let width = widths[0]
            XCTAssertGreaterThan(width, 0.5, id)
            for w in widths { XCTAssertEqual(w, width, accuracy: width * 0.05, "\(id): \(widths)") }
        }
        XCTAssertEqual(counts.count, 1, "equal lists in the three masters")
    }

    func testOnlyTemplateSevenAndOnlyStrokesGetThem() throws {
        XCTAssertNil(try convert(curve, .v6).variant("Regular-S")?.paths.first?.drawKeyframes)
        let fill = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="8"/></svg>"##
        XCTAssertNil(try convert(fill, .v7).variant("Regular-S")?.paths.first?.drawKeyframes)
    }
}
