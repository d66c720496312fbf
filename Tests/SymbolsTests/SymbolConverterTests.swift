import Artwork
import XCTest
import Diagnostics
import Geometry
import SVG
@testable import Symbols

/// Converter output checked by reading it back: structure, placement, geometry.
final class SymbolConverterTests: XCTestCase {
    func icon(_ body: String, viewBox: String = "0 0 24 24", path: String = "icon.svg") throws -> IconArtwork {
        try SVGReader.parse(text: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\">\n\(body)\n</svg>", path: path)
    }

    func convert(_ icon: IconArtwork, _ options: SymbolOptions = SymbolOptions()) throws -> (SymbolConversion, SymbolTemplate) {
        let c = try SymbolConverter.convert(icon: icon, options: options)
        let t = try TemplateReader.read(bytes: Array(c.template.utf8), path: "out.svg")
        return (c, t)
    }

    /// Bounds of a variant's glyph on the artboard (exact curve bounds).
    func glyphBounds(_ v: TemplateVariant) throws -> Rect {
        try XCTUnwrap(v.paths.compactMap { $0.path.transformed(by: v.transform).bounds }.reduce(nil) { (a: Rect?, r) in a.map { $0.union(r) } ?? r })
    }

    let strokeIcon = #"<path d="M4 12 H20 M12 4 V20" fill="none" stroke="black" stroke-width="2" stroke-linecap="round"/><circle cx="12" cy="12" r="9" fill="none" stroke="black" stroke-width="2"/>"#

    func testRegularSquareIsSizedCentredAndValid() throws {
        let (c, t) = try convert(try icon(#"<rect x="0" y="0" width="24" height="24"/>"#))
        XCTAssertEqual(t.variants.map(\.id), ["Regular-M"])
        XCTAssertEqual(t.version, 3)
        XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
        for (id, y) in [("Baseline-S", 696.0), ("Capline-S", 625.541), ("Baseline-M", 1126), ("Capline-M", 1055.541),
                        ("Baseline-L", 1556), ("Capline-L", 1485.541)] {
            XCTAssertEqual(t.guide(id)?.y ?? 0, y, accuracy: 0.001, id)
        }
        let b = try glyphBounds(try XCTUnwrap(t.variant("Regular-M")))
        // A full-view-box glyph is 1.41 × cap height at Regular-M (format doc §8).
        XCTAssertEqual(b.height / 70.459, 1.41, accuracy: 0.001)
        XCTAssertEqual(b.width, b.height, accuracy: 0.002)
        let m = try XCTUnwrap(t.margins(for: "Regular-M"))
        XCTAssertEqual(b.minX - m.left, m.right - b.maxX, accuracy: 0.01)
        XCTAssertGreaterThan(b.minX - m.left, 5)
        XCTAssertEqual(b.midY, 1126 - 70.459 / 2, accuracy: 0.01)
        XCTAssertNil(c.renderingIntent)
        XCTAssertTrue(c.diagnostics.isEmpty, c.diagnostics.rendered)
    }

    func testVariantSetsAndVersions() throws {
        let i = try icon(strokeIcon)
        for (set, count) in [(VariantSet.regular, 1), (.masters, 3), (.all, 27)] {
            for version in TemplateVersion.allCases where !(set == .masters && version == .v2) {
                let (c, t) = try convert(i, SymbolOptions(variants: set, templateVersion: version))
                XCTAssertEqual(Set(t.variants.map(\.id)), Set(set.variantIDs.map(\.description)))
                XCTAssertEqual(t.variants.count, count)
                XCTAssertEqual(t.version, Double(version.rawValue))
                let d = TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o")
                XCTAssertFalse(d.hasErrors, "\(set) \(version): \(d.rendered)")
                if version == .v2 {
                    XCTAssertNotNil(t.guide("left-margin"))
                } else {
                    for v in t.variants { XCTAssertNotNil(t.guide("left-margin-\(v.id)"), v.id) }
                }
                XCTAssertEqual(c.template.contains("viewBox=\"0 0 3300 2200\""), version >= .v6)
            }
        }
        XCTAssertThrowsError(try convert(i, SymbolOptions(variants: .masters, templateVersion: .v2)))
    }

    func testPathDataIsPlainAndRespectsPrecision() throws {
        for precision in [1, 3] {
            let (c, _) = try convert(try icon(strokeIcon + #"<path d="M3 3a3.5 3.5 0 107 0z"/>"#),
                                     SymbolOptions(variants: .all, precision: precision))
            let ds = c.template.components(separatedBy: " d=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            XCTAssertFalse(ds.isEmpty)
            for d in ds {
                for token in d.split(separator: " ") {
                    if token.count == 1, "MLCQZ".contains(token) { continue }
                    XCTAssertNotNil(Double(token), String(token))
                    XCTAssertFalse(token.contains("e") || token.contains("E"), String(token))
                    XCTAssertNotEqual(token, "-0")
                    if let dot = token.firstIndex(of: ".") {
                        XCTAssertLessThanOrEqual(token.distance(from: dot, to: token.endIndex) - 1, precision)
                        XCTAssertNotEqual(token.last, "0")
                    }
                }
            }
        }
    }

    func testStrokeMastersAreCompatibleAndWeightsDiffer() throws {
        let (c, t) = try convert(try icon(strokeIcon), SymbolOptions(variants: .masters))
        let ul = try XCTUnwrap(t.variant("Ultralight-S")), r = try XCTUnwrap(t.variant("Regular-S")),
            bl = try XCTUnwrap(t.variant("Black-S"))
        XCTAssertEqual(ul.signatures, r.signatures)
        XCTAssertEqual(bl.signatures, r.signatures)
        let areas = [ul, r, bl].map { v in v.paths.reduce(0.0) { $0 + inkArea($1.path) } }
        XCTAssertLessThan(areas[0], areas[1])
        XCTAssertLessThan(areas[1], areas[2])
        // Stroke thickness ratios follow the options (the horizontal bar's ink scales with the width).
        XCTAssertEqual(areas[0] / areas[1], 0.33, accuracy: 0.08)
        XCTAssertFalse(c.diagnostics.hasErrors)
    }

    func testBolderStrokeCrossingTheViewBoxKeepsMastersCompatible() throws {
        // Regular's ring touches the box edge; Black's wider ring crosses it and must be cut to the box.
        let i = try icon(#"<circle cx="12" cy="12" r="11" fill="none" stroke="black" stroke-width="2"/>"#)
        let (c, t) = try convert(i, SymbolOptions(variants: .masters))
        XCTAssertTrue(c.diagnostics.warnings.isEmpty, c.diagnostics.rendered)
        let r = try XCTUnwrap(t.variant("Regular-S")), b = try XCTUnwrap(t.variant("Black-S"))
        XCTAssertEqual(r.signatures, b.signatures)
        XCTAssertEqual(try glyphBounds(b).height, try glyphBounds(r).height, accuracy: 0.002)
        XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
    }

    func testMastersCutAtTheViewBoxDrawWhatTheRegularOnlyClipDraws() throws {
        // Feather's cloud: the big arc's stroke leaves the 24-unit box on the left. Regular-M (boolean
        // clip) and the masters' Regular-S (structure-keeping cut) must draw the same shape.
        let i = try icon(#"<path d="M20 17.58A5 5 0 0 0 18 8h-1.26A8 8 0 1 0 4 16.25" fill="none" stroke="black" stroke-width="2" stroke-linecap="round"/>"#)
        let (_, regularOnly) = try convert(i, SymbolOptions(variants: .regular))
        let (c, masters) = try convert(i, SymbolOptions(variants: .masters))
        XCTAssertTrue(c.diagnostics.warnings.contains { $0.message.contains("outside the view box") })
        let m = try XCTUnwrap(regularOnly.variant("Regular-M")), s = try XCTUnwrap(masters.variant("Regular-S"))
        let bm = try glyphBounds(m), bs = try glyphBounds(s)
        XCTAssertEqual(bs.width / bs.height, bm.width / bm.height, accuracy: 1e-3, "same aspect")
        // Non-zero coverage on the same relative grid over each glyph's bounds (overlaps count once).
        func coverage(_ v: TemplateVariant, _ b: Rect) -> Double {
            let paths = v.paths.map { $0.path.transformed(by: v.transform) }
            var covered = 0
            for i in 0..<100 {
                for j in 0..<100 {
                    let p = Point(b.minX + b.width * (Double(i) + 0.5) / 100, b.minY + b.height * (Double(j) + 0.5) / 100)
                    if paths.contains(where: { $0.winding(at: p, tolerance: 1e-3) != 0 }) { covered += 1 }
                }
            }
            return Double(covered) / 10_000
        }
        XCTAssertEqual(coverage(s, bs), coverage(m, bm), accuracy: 0.004, "same ink, relative to the glyph size")
        XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
    }

    func testFillOnlyMastersWithWeightsReuseWarnAndReuseRegular() throws {
        var options = SymbolOptions(variants: .masters)
        options.fillWeights = .reuse
        let (c, t) = try convert(try icon(#"<circle cx="12" cy="12" r="10"/>"#), options)
        XCTAssertTrue(c.diagnostics.warnings.contains { $0.message.contains("fill-only icon: Ultralight and Black reuse the Regular outline") })
        XCTAssertEqual(t.variant("Ultralight-S")?.paths.first?.d, t.variant("Black-S")?.paths.first?.d)
    }

    func testUserMastersMustBeCompatible() throws {
        let regular = try icon(#"<rect x="4" y="4" width="16" height="16"/>"#)
        let goodBlack = try icon(#"<rect x="2" y="2" width="20" height="20"/>"#, path: "black.svg")
        let badBlack = try icon(#"<path d="M2 2 H22 V22 H2 V12 Z"/>"#, path: "black.svg")
        let ok = try SymbolConverter.convert(icon: regular, ultralight: regular, black: goodBlack, options: SymbolOptions(variants: .all))
        let t = try TemplateReader.read(bytes: Array(ok.template.utf8), path: "o")
        let bold = try glyphBounds(try XCTUnwrap(t.variant("Bold-S"))), reg = try glyphBounds(try XCTUnwrap(t.variant("Regular-S"))),
            blk = try glyphBounds(try XCTUnwrap(t.variant("Black-S")))
        XCTAssertGreaterThan(bold.width, reg.width)
        XCTAssertLessThan(bold.width, blk.width)
        XCTAssertThrowsError(try SymbolConverter.convert(icon: regular, black: badBlack, options: SymbolOptions(variants: .masters))) { e in
            XCTAssertTrue("\(e)".contains("masters") || "\(e)".contains("commands"), "\(e)")
        }
    }

    func testEvenOddDonutBecomesNonZeroCorrect() throws {
        let (_, t) = try convert(try icon(#"<path fill-rule="evenodd" d="M2 2 H22 V22 H2 Z M7 7 H17 V17 H7 Z"/>"#))
        let v = try XCTUnwrap(t.variant("Regular-M"))
        let b = try glyphBounds(v)
        let paths = v.paths.map { $0.path.transformed(by: v.transform) }
        func inside(_ p: Point) -> Bool { paths.contains { winding($0, p) != 0 } }
        XCTAssertFalse(inside(b.center), "the hole must stay empty under non-zero filling")
        XCTAssertTrue(inside(Point(b.minX + b.width * 0.1, b.midY)))
    }

    func testOutsideViewBoxIsWarnedAndClipped() throws {
        let (c, t) = try convert(try icon("<rect x=\"0\" y=\"0\" width=\"12\" height=\"24\"/>\n<rect x=\"6\" y=\"6\" width=\"40\" height=\"4\"/>"))
        let w = c.diagnostics.warnings.first { $0.message == "shape extends outside the view box; clipped" }
        XCTAssertNotNil(w, c.diagnostics.rendered)
        XCTAssertEqual(w?.location?.line, 3)
        XCTAssertNotNil(w?.location?.column)
        let b = try glyphBounds(try XCTUnwrap(t.variant("Regular-M")))
        // The clipped glyph spans the whole 24-unit box horizontally, not 46.
        XCTAssertEqual(b.width / b.height, 1, accuracy: 0.001)
    }

    func testInvisibleShapesAreDropped() throws {
        let visible = PaintedShape(path: Path([.move(Point(2, 2)), .line(Point(22, 2)), .line(Point(22, 22)), .close]),
                               fill: ShapeFill(color: .currentColor), stroke: nil)
        var hidden = visible
        hidden.opacity = 0
        hidden.path = hidden.path.transformed(by: .translation(-100, 0))
        let noPaint = PaintedShape(path: visible.path, fill: nil, stroke: nil)
        let i = IconArtwork(viewBox: Rect(x: 0, y: 0, width: 24, height: 24), shapes: [visible, hidden, noPaint], sourcePath: "h.svg")
        let (_, t) = try convert(i)
        XCTAssertEqual(t.variant("Regular-M")?.paths.count, 1)
    }

    func testColourLayersBecomeRenderingModeClasses() throws {
        let (c, t) = try convert(try icon(##"<circle cx="12" cy="12" r="10" fill="#FF0000"/><rect x="8" y="8" width="8" height="8" fill="currentColor" opacity="0.5"/>"##))
        XCTAssertEqual(c.renderingIntent, .multicolor)
        let paths = try XCTUnwrap(t.variant("Regular-M")?.paths)
        XCTAssertEqual(paths.count, 2)
        XCTAssertTrue(paths[0].classes.contains("monochrome-0"))
        XCTAssertTrue(paths[0].classes.contains("multicolor-0:custom"))
        XCTAssertTrue(paths[0].classes.contains("hierarchical-0:primary"))
        XCTAssertTrue(paths[1].classes.contains("hierarchical-1:secondary"))
        XCTAssertTrue(c.template.contains(".multicolor-0:custom {fill:#FF0000;opacity:1}"))
        // Opacity only: hierarchical.
        let (c2, _) = try convert(try icon(#"<circle cx="12" cy="12" r="10" opacity="0.3"/><rect x="8" y="8" width="8" height="8"/>"#))
        XCTAssertEqual(c2.renderingIntent, .hierarchical)
    }

    func testFixedWidthMarginsAreSharedAcrossIcons() throws {
        let o = SymbolOptions(margins: .fixedWidth(nil))
        let (_, a) = try convert(try icon(#"<rect x="10" y="2" width="4" height="20"/>"#), o)
        let (_, b) = try convert(try icon(#"<rect x="2" y="10" width="20" height="4"/>"#), o)
        let ma = try XCTUnwrap(a.margins(for: "Regular-M")), mb = try XCTUnwrap(b.margins(for: "Regular-M"))
        XCTAssertEqual(ma.right - ma.left, mb.right - mb.left, accuracy: 0.002)
        XCTAssertEqual(ma.right - ma.left, 1.41 * 70.459, accuracy: 0.002)
        let g = try glyphBounds(try XCTUnwrap(a.variant("Regular-M")))
        XCTAssertEqual(g.minX - ma.left, ma.right - g.maxX, accuracy: 0.01)
    }
}

/// Non-zero winding number of `p` for a path (flattened finely).
func winding(_ path: Path, _ p: Point) -> Int {
    var w = 0
    for poly in path.flattened(tolerance: 0.001) where poly.points.count > 2 {
        let pts = poly.points
        for i in pts.indices {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            if a.y <= p.y {
                if b.y > p.y, (b - a).cross(p - a) > 0 { w += 1 }
            } else if b.y <= p.y, (b - a).cross(p - a) < 0 { w -= 1 }
        }
    }
    return w
}

/// Signed area of the flattened loops (holes subtract; overlaps count twice): grows with stroke width.
func inkArea(_ path: Path) -> Double {
    abs(path.flattened(tolerance: 0.001).reduce(0.0) { acc, poly in
        let pts = poly.points
        guard pts.count > 2 else { return acc }
        var s = 0.0
        for i in pts.indices { s += pts[i].cross(pts[(i + 1) % pts.count]) }
        return acc + s / 2
    })
}
