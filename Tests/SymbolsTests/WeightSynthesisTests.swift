import Artwork
import XCTest
import Diagnostics
import Geometry
import SVG
@testable import Symbols

/// Ultralight and Black synthesised from a fill-only icon's Regular outline.
final class WeightSynthesisTests: XCTestCase {
    func icon(_ body: String) throws -> IconArtwork {
        try SVGReader.parse(text: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n\(body)\n</svg>", path: "icon.svg")
    }

    func convert(_ body: String, _ options: SymbolOptions) throws -> (SymbolConversion, SymbolTemplate) {
        let c = try SymbolConverter.convert(icon: try icon(body), options: options)
        return (c, try TemplateReader.read(bytes: Array(c.template.utf8), path: "out.svg"))
    }

    /// Each variant's paths in artboard space.
    func paths(_ t: SymbolTemplate, _ id: String) throws -> [Path] {
        let v = try XCTUnwrap(t.variant(id))
        return v.paths.map { $0.path.transformed(by: v.transform) }
    }

    /// A ring (a stroked circle expanded to a fill) and a bar: stems 2 units wide, one counter.
    let ring = #"<path d="M12 2 A10 10 0 1 1 11.99 2 Z M12 4 A8 8 0 1 0 12.01 4 Z"/><rect x="7" y="11" width="10" height="2"/>"#

    func testFillOnlyMastersGetDistinctCompatibleWeightsWithoutTheReuseWarning() throws {
        let (c, t) = try convert(ring, SymbolOptions(variants: .masters))
        XCTAssertFalse(c.diagnostics.warnings.contains { $0.message.contains("fill-only") }, c.diagnostics.rendered)
        let ultralight = try paths(t, "Ultralight-S"), regular = try paths(t, "Regular-S"), black = try paths(t, "Black-S")
        XCTAssertEqual(ultralight.map(\.commandSignature), regular.map(\.commandSignature))
        XCTAssertEqual(black.map(\.commandSignature), regular.map(\.commandSignature))
        XCTAssertNotEqual(t.variant("Ultralight-S")?.paths.first?.d, t.variant("Regular-S")?.paths.first?.d)
        // The bar's height is its stem: Ultralight thinner, Black thicker, by the stroke model's factors
        // (0.33 and 1.55 of the stem). The glyphs are placed separately, so compare heights relative
        // to each glyph's ring, which also changes by one stem change.
        func stem(_ ps: [Path]) throws -> Double { try XCTUnwrap(ps[1].bounds).height }
        func size(_ ps: [Path]) throws -> Double { try XCTUnwrap(ps[0].bounds).height }
        let r = try stem(regular), scale = try size(regular) / 20
        XCTAssertEqual(try stem(ultralight) / r, 0.33, accuracy: 0.03)
        XCTAssertEqual(try stem(black) / r, 1.55, accuracy: 0.03)
        XCTAssertEqual(try size(ultralight), (20 - 1.34) * scale, accuracy: 0.02 * r)
        XCTAssertEqual(try size(black), (20 + 1.1) * scale, accuracy: 0.02 * r)
        XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
    }

    func testAllVariantsInterpolateBetweenTheSynthesisedMasters() throws {
        let (c, t) = try convert(ring, SymbolOptions(variants: .all))
        XCTAssertFalse(c.diagnostics.warnings.contains { $0.message.contains("fill-only") })
        let widths = try ["Ultralight-S", "Thin-S", "Regular-S", "Bold-S", "Black-S"].map { id in
            try XCTUnwrap(try paths(t, id)[1].bounds).height / XCTUnwrap(try paths(t, id)[0].bounds).height
        }
        XCTAssertEqual(widths, widths.sorted(), "stems grow from Ultralight to Black")
        XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
    }

    func testWeightsReuseKeepsRegularAndTheWarning() throws {
        var options = SymbolOptions(variants: .masters)
        options.fillWeights = .reuse
        let (c, t) = try convert(ring, options)
        XCTAssertTrue(c.diagnostics.warnings.contains { $0.message.hasPrefix("fill-only icon: Ultralight and Black reuse the Regular outline") })
        XCTAssertEqual(t.variant("Ultralight-S")?.paths.map(\.d), t.variant("Regular-S")?.paths.map(\.d))
        XCTAssertEqual(t.variant("Black-S")?.paths.map(\.d), t.variant("Regular-S")?.paths.map(\.d))
    }

    func testARefusalFallsBackToRegularAndSaysWhy() throws {
        // Clipped shapes are not offset: the clip would cut each weight differently.
        let body = #"<clipPath id="c"><rect x="0" y="0" width="12" height="24"/></clipPath><circle cx="12" cy="12" r="8" clip-path="url(#c)"/>"#
        let (c, t) = try convert(body, SymbolOptions(variants: .masters))
        let warning = try XCTUnwrap(c.diagnostics.warnings.first { $0.message.contains("fill-only") })
        XCTAssertTrue(warning.message.contains("not synthesised: a shape is clipped"), warning.message)
        XCTAssertEqual(t.variant("Black-S")?.paths.map(\.d), t.variant("Regular-S")?.paths.map(\.d))
    }

    func testStemsThatWouldMergeAtBlackStayApartWithoutAWarning() throws {
        // Two 2-unit stems 0.8 apart in one outline: Black's 0.55-unit growth on each side would join
        // them, so they grow less and the icon keeps its synthesised weights. The second pair is of
        // the same height 0.5 apart, like letters on one baseline (Bootstrap `filetype-mp4`): they
        // would overlap edge on edge, with no proper crossing of the outlines, and are held apart too.
        for d in ["M5 4h2v16h-2z M7.8 5h2v14h-2z", "M4 4h2v16h-2z M6.5 4h2v16h-2z"] {
            let (c, t) = try convert(#"<path d="\#(d)"/>"#, SymbolOptions(variants: .masters))
            XCTAssertFalse(c.diagnostics.warnings.contains { $0.message.contains("fill-only") }, c.diagnostics.rendered)
            let black = try paths(t, "Black-S")[0], regular = try paths(t, "Regular-S")[0]
            XCTAssertEqual(black.commandSignature, regular.commandSignature)
            let left = try XCTUnwrap(Path(subpaths: [black.subpaths[0]]).bounds)
            let right = try XCTUnwrap(Path(subpaths: [black.subpaths[1]]).bounds)
            let r = try XCTUnwrap(Path(subpaths: [regular.subpaths[0]]).bounds)
            XCTAssertGreaterThan(right.minX, left.maxX, "a gap stays between the stems: \(d)")
            XCTAssertGreaterThan(left.width / left.height, r.width / r.height, "yet each stem is bolder than Regular: \(d)")
            XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
        }
    }

    func testARefusedBlackLeavesASynthesisedUltralightAndPointsAtTheShape() throws {
        // Two blocks a hundredth apart (of different heights): any growth joins them, however far it is held back, so
        // Black reuses Regular; thinning keeps them apart, so Ultralight is still synthesised. (Closer, they would
        // touch, and touching shapes may overlap when bolder: `OffsetTests`.)
        let (c, t) = try convert(#"<path d="M4 4h8v16h-8z M12.01 5h8v14h-8z"/>"#, SymbolOptions(variants: .masters))
        let warning = try XCTUnwrap(c.diagnostics.warnings.first { $0.message.contains("fill-only") }, c.diagnostics.rendered)
        XCTAssertTrue(warning.message.hasPrefix("fill-only icon: Black reuses the Regular outline"), warning.message)
        XCTAssertTrue(warning.message.contains("not synthesised: at black, two outlines would merge"), warning.message)
        XCTAssertEqual(warning.location?.line, 2, "located at the shape")
        XCTAssertEqual(t.variant("Black-S")?.paths.map(\.d), t.variant("Regular-S")?.paths.map(\.d))
        XCTAssertNotEqual(t.variant("Ultralight-S")?.paths.map(\.d), t.variant("Regular-S")?.paths.map(\.d))
        XCTAssertEqual(try paths(t, "Ultralight-S").map(\.commandSignature), try paths(t, "Regular-S").map(\.commandSignature))
        XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
    }

    func testRegularOnlyOutputIsUnchanged() throws {
        var reuse = SymbolOptions()
        reuse.fillWeights = .reuse
        XCTAssertEqual(try convert(ring, SymbolOptions()).0.template, try convert(ring, reuse).0.template)
    }

    func testSynthesisedWeightsAreCutAtTheViewBoxAsStrokedOnesAre() throws {
        // A bar from edge to edge of the view box and a dot: Black's bar grows taller but not
        // wider (the view box cuts it, as it cuts a bolder stroke), Ultralight's bar gets thinner
        // and shorter. Widths are compared with the dot's, which nothing cuts.
        let body = #"<rect x="0" y="15" width="24" height="2"/><rect x="11" y="5" width="2" height="2"/>"#
        let (c, t) = try convert(body, SymbolOptions(variants: .masters))
        XCTAssertFalse(c.diagnostics.warnings.contains { $0.message.contains("fill-only") }, c.diagnostics.rendered)
        func bar(_ id: String) throws -> Rect { try XCTUnwrap(try paths(t, id)[0].bounds) }
        func dot(_ id: String) throws -> Rect { try XCTUnwrap(try paths(t, id)[1].bounds) }
        let regular = try bar("Regular-S"), black = try bar("Black-S"), ultralight = try bar("Ultralight-S")
        let unit = regular.width / 24
        XCTAssertEqual(black.width, regular.width, accuracy: 1e-6, "cut at the view box")
        XCTAssertEqual(black.height / unit, 2 * 1.55, accuracy: 0.05)
        XCTAssertEqual(ultralight.height / unit, 2 * 0.33, accuracy: 0.05)
        XCTAssertLessThan(ultralight.width, regular.width - unit, "the thinner bar's ends move in")
        XCTAssertEqual(try dot("Black-S").width / unit, 2 * 1.55, accuracy: 0.05, "the dot is not cut")
    }

    /// Bounds of contour `k` of the first part of variant `id`.
    func contour(_ t: SymbolTemplate, _ id: String, _ k: Int) throws -> Rect {
        try XCTUnwrap(Path(subpaths: [try paths(t, id)[0].subpaths[k]]).bounds)
    }

    func testALineKnockedOutOfASolidWidensAtBlackWhileTheSolidGrowsByAStem() throws {
        // A disc 20 across with a slot 2 wide knocked out (a filled badge). Its width across is no
        // stem; the slot is, drawn in white: Black widens it to 1.55 × 2 and grows the disc by half
        // the change on each side, Ultralight narrows it to 0.33 × 2 and shrinks the disc.
        let body = #"<path d="M12 2 A10 10 0 1 1 11.99 2 Z M11 7 v10 h2 v-10 z"/>"#
        let (c, t) = try convert(body, SymbolOptions(variants: .masters))
        XCTAssertFalse(c.diagnostics.warnings.contains { $0.message.contains("fill-only") }, c.diagnostics.rendered)
        let unit = try contour(t, "Regular-S", 0).width / 20
        XCTAssertEqual(try contour(t, "Regular-S", 1).width / unit, 2, accuracy: 0.02)
        XCTAssertEqual(try contour(t, "Black-S", 1).width / unit, 3.1, accuracy: 0.05)
        XCTAssertEqual(try contour(t, "Ultralight-S", 1).width / unit, 0.66, accuracy: 0.05)
        XCTAssertEqual(try contour(t, "Black-S", 0).width / unit, 21.1, accuracy: 0.05)
        XCTAssertEqual(try contour(t, "Ultralight-S", 0).width / unit, 18.66, accuracy: 0.05)
        XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
    }

    func testASolidWithNothingKnockedOutChangesByATenthOfItsSize() throws {
        // A block 20 × 16: its width across (16) is no stem. It changes as a stroke 2 wide would.
        let (_, t) = try convert(#"<rect x="2" y="4" width="20" height="16"/>"#, SymbolOptions(variants: .masters))
        let unit = try contour(t, "Regular-S", 0).width / 20
        XCTAssertEqual(try contour(t, "Black-S", 0).width / unit, 21.1, accuracy: 0.05)
        XCTAssertEqual(try contour(t, "Ultralight-S", 0).height / unit, 16 - 1.34, accuracy: 0.05)
    }

    func testStrokesDrawnAsManySmallShapesAreNotSolid() throws {
        // Four bars 2 × 6, one shape each, across 20 units: the glyph's size, not a shape's, decides
        // that a 2-unit stem is a stroke (Tabler's `man` draws its limbs as separate short paths).
        let body = (0..<4).map { #"<rect x="\#(2 + 6 * $0)" y="9" width="2" height="6"/>"# }.joined()
        let (_, t) = try convert(body, SymbolOptions(variants: .masters))
        let unit = try XCTUnwrap(try paths(t, "Regular-S")[0].bounds).width / 2
        XCTAssertEqual(try XCTUnwrap(try paths(t, "Black-S")[0].bounds).width / unit, 3.1, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(try paths(t, "Ultralight-S")[0].bounds).width / unit, 0.66, accuracy: 0.05)
    }

    func testASynthesisedWeightMovedTheWrongWayIsCaughtByTheSelfCheck() throws {
        // A ring whose hole grew at Black (the ring thinner, though the whole glyph grew: Feather
        // `settings` before the outward side was fixed) is refused with a reason, not written.
        func ring(_ outer: Double, _ hole: Double) -> Path {
            var p = Path()
            p.move(to: Point(-outer, -outer)); p.line(to: Point(outer, -outer)); p.line(to: Point(outer, outer))
            p.line(to: Point(-outer, outer)); p.close()
            p.move(to: Point(-hole, -hole)); p.line(to: Point(-hole, hole)); p.line(to: Point(hole, hole))
            p.line(to: Point(hole, -hole)); p.close()
            return p
        }
        let regular = ring(10, 4)
        let wrong = try XCTUnwrap(SymbolConverter.movedWrongWay(regular, ring(11, 5), by: 1, scales: [1, 1], tolerance: 0.001))
        XCTAssertTrue(wrong.hasPrefix("self-check: a contour would move the wrong way"), wrong)
        XCTAssertNil(SymbolConverter.movedWrongWay(regular, ring(11, 3), by: 1, scales: [1, 1], tolerance: 0.001))
        XCTAssertNotNil(SymbolConverter.movedWrongWay(regular, ring(9, 4), by: 1, scales: [1, 1], tolerance: 0.001))
        XCTAssertNil(SymbolConverter.movedWrongWay(regular, ring(9, 5), by: -1, scales: [1, 1], tolerance: 0.001))
    }

    func testDotsOnlyGlyphsChangeAsStrokedCirclesOfHalfTheirDiameterWould() throws {
        // Three dots 3 units across, as Heroicons' ellipsis outlines them (circles of radius 0.75
        // stroked 1.5 wide): the stem is 1.5, so each dot's radius changes by (factor − 1) × 0.75.
        let dots = (0..<3).map { #"<circle cx="12" cy="\#(5 + 7 * $0)" r="1.5"/>"# }.joined()
        let (c, t) = try convert(dots, SymbolOptions(variants: .masters))
        XCTAssertFalse(c.diagnostics.warnings.contains { $0.message.contains("fill-only") }, c.diagnostics.rendered)
        func diameter(_ id: String) throws -> Double { try XCTUnwrap(try paths(t, id)[0].bounds).width }
        let regular = try diameter("Regular-S")
        XCTAssertEqual(try diameter("Ultralight-S") / regular, (1.5 - 0.67 * 0.75) / 1.5, accuracy: 0.01)
        XCTAssertEqual(try diameter("Black-S") / regular, (1.5 + 0.55 * 0.75) / 1.5, accuracy: 0.01)
    }
}
