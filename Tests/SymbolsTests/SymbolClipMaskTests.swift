import Artwork
import Diagnostics
import Geometry
import SVG
import XCTest
@testable import Symbols

/// Issue 17: Figma's clip wrappers and `<mask>` cut-outs, in every variant set.
final class SymbolClipMaskTests: XCTestCase {
    private func icon(_ body: String, defs: String = "") throws -> IconArtwork {
        try SVGReader.parse(text: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(defs)\n\(body)\n</svg>",
                            path: "icon.svg")
    }

    private func convert(_ icon: IconArtwork, _ variants: VariantSet = .masters) throws -> (SymbolConversion, SymbolTemplate) {
        let c = try SymbolConverter.convert(icon: icon, options: SymbolOptions(variants: variants, glyphName: "icon"))
        return (c, try TemplateReader.read(bytes: Array(c.template.utf8), path: "out.svg"))
    }

    /// Whether a variant paints the point given in icon units (0…24 across the glyph's 24-unit box).
    private func paints(_ v: TemplateVariant, _ glyph: Rect, box: Rect, _ p: Point) -> Bool {
        let q = Point(glyph.minX + (p.x - box.minX) / box.width * glyph.width, glyph.minY + (p.y - box.minY) / box.height * glyph.height)
        return v.paths.contains { $0.path.transformed(by: v.transform).winding(at: q, tolerance: 1e-3) != 0 }
    }

    private func bounds(_ v: TemplateVariant) throws -> Rect {
        try XCTUnwrap(v.paths.compactMap { $0.path.transformed(by: v.transform).bounds }.reduce(nil) { (a: Rect?, r) in a.map { $0.union(r) } ?? r })
    }

    static let stroke = #"<path d="M5 12h14M12 5v14" stroke="black" stroke-width="2" stroke-linecap="round" fill="none"/>"#
    static let figmaClip = #"<defs><clipPath id="clip0_1_2"><rect width="24" height="24" fill="white"/></clipPath></defs>"#

    func testFigmaWholeFrameClipIsANoOpInEveryVariantSet() throws {
        for variants in [VariantSet.masters, .regular, .all] {
            let wrapped = try convert(try icon("<g clip-path=\"url(#clip0_1_2)\">\(Self.stroke)</g>", defs: Self.figmaClip), variants)
            let plain = try convert(try icon(Self.stroke), variants)
            XCTAssertEqual(wrapped.0.template, plain.0.template, "\(variants): the covering clip changes nothing")
            XCTAssertTrue(wrapped.0.diagnostics.isEmpty, wrapped.0.diagnostics.rendered)
        }
        // A rounded frame (Figma's frame radius) covers the drawing too.
        let rounded = #"<clipPath id="r"><rect width="24" height="24" rx="6" fill="white"/></clipPath>"#
        let (c, _) = try convert(try icon("<g clip-path=\"url(#r)\">\(Self.stroke)</g>", defs: rounded))
        XCTAssertEqual(c.template, try convert(try icon(Self.stroke)).0.template)
    }

    func testACuttingRectangleKeepsMastersCompatible() throws {
        // The clip keeps the left half: the horizontal bar is cut at x = 12 in every weight.
        let clip = #"<clipPath id="c"><rect width="12" height="24"/></clipPath>"#
        let (c, t) = try convert(try icon("<g clip-path=\"url(#c)\">\(Self.stroke)</g>", defs: clip))
        XCTAssertFalse(c.diagnostics.hasErrors)
        XCTAssertFalse(c.diagnostics.warnings.contains { $0.message.contains("static weights") }, c.diagnostics.rendered)
        let u = try XCTUnwrap(t.variant("Ultralight-S")), r = try XCTUnwrap(t.variant("Regular-S")), b = try XCTUnwrap(t.variant("Black-S"))
        XCTAssertEqual(u.signatures, r.signatures)
        XCTAssertEqual(b.signatures, r.signatures)
        XCTAssertNotEqual(b.paths.map(\.d), r.paths.map(\.d), "weights still differ")
        let full = try bounds(try XCTUnwrap(try convert(try icon(Self.stroke)).1.variant("Regular-S")))
        let cut = try bounds(r)
        // Left arm from x = 4 (round cap) to the cut at 12 is 8 of the 16 units the cross spans.
        XCTAssertEqual(cut.width / full.width, 8.0 / 16.0, accuracy: 0.01)
        XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
    }

    func testACuttingCircleFallsBackToStaticWeightsWithAWarning() throws {
        let clip = #"<clipPath id="c"><circle cx="12" cy="12" r="5"/></clipPath>"#
        let source = try icon("<g clip-path=\"url(#c)\">\(Self.stroke)</g>", defs: clip)
        let (c, t) = try convert(source)
        let warning = c.diagnostics.warnings.first { $0.message.contains("static weights") }
        XCTAssertNotNil(warning, c.diagnostics.rendered)
        XCTAssertEqual(warning?.location?.line, 2)
        let u = try XCTUnwrap(t.variant("Ultralight-S")), r = try XCTUnwrap(t.variant("Regular-S")), b = try XCTUnwrap(t.variant("Black-S"))
        XCTAssertEqual(u.paths.map(\.d), r.paths.map(\.d))
        XCTAssertEqual(b.paths.map(\.d), r.paths.map(\.d))
        XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
        // All 27 static variants need no shared structure: each weight is cut on its own, no warning.
        let (all, allT) = try convert(source, .all)
        XCTAssertFalse(all.diagnostics.warnings.contains { $0.message.contains("static weights") })
        XCTAssertNotEqual(allT.variant("Black-S")?.paths.map(\.d), allT.variant("Regular-S")?.paths.map(\.d))
    }

    func testLuminanceMaskCutsAHole() throws {
        let mask = #"<mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="24" height="24"><rect width="24" height="24" fill="white"/><circle cx="12" cy="12" r="4" fill="black"/></mask>"#
        for variants in [VariantSet.regular, .masters] {
            let (c, t) = try convert(try icon(#"<rect x="2" y="2" width="20" height="20" mask="url(#m)"/>"#, defs: mask), variants)
            XCTAssertTrue(c.diagnostics.isEmpty || !c.diagnostics.warnings.contains { $0.message.contains("mask") }, c.diagnostics.rendered)
            let v = try XCTUnwrap(t.variants.first { $0.id == "Regular-S" || $0.id == "Regular-M" })
            let g = try bounds(v), box = Rect(x: 2, y: 2, width: 20, height: 20)
            XCTAssertFalse(paints(v, g, box: box, Point(12, 12)), "\(variants): the black circle cuts a hole")
            XCTAssertTrue(paints(v, g, box: box, Point(4, 4)), "\(variants): the white rectangle keeps the rest")
            XCTAssertTrue(paints(v, g, box: box, Point(12, 7)))
        }
    }

    func testAlphaMaskKeepsWhatItsOpaqueShapesCover() throws {
        // In an alpha mask colour does not matter: the black circle keeps, the rest is cut.
        let mask = #"<mask id="m" mask-type="alpha"><circle cx="12" cy="12" r="6" fill="black"/></mask>"#
        let (c, t) = try convert(try icon(#"<rect x="2" y="2" width="20" height="20" mask="url(#m)"/>"#, defs: mask), .regular)
        XCTAssertFalse(c.diagnostics.warnings.contains { $0.message.contains("mask") }, c.diagnostics.rendered)
        let v = try XCTUnwrap(t.variant("Regular-M"))
        let g = try bounds(v)
        XCTAssertEqual(g.width, g.height, accuracy: 0.01 * g.width, "only the circle remains")
        XCTAssertTrue(paints(v, g, box: Rect(x: 6, y: 6, width: 12, height: 12), Point(12, 12)))
        XCTAssertFalse(paints(v, g, box: Rect(x: 6, y: 6, width: 12, height: 12), Point(6.5, 6.5)), "corner outside the circle")
    }

    func testUnsupportedMaskContentIsALocatedWarningAndTheMaskIsLeftOut() throws {
        let cases = [
            ("gradient", #"<linearGradient id="g"><stop offset="0" stop-color="white"/></linearGradient><mask id="m"><rect width="24" height="24" fill="url(#g)"/></mask>"#),
            ("partial opacity", #"<mask id="m"><rect width="24" height="24" fill="white" fill-opacity="0.5"/></mask>"#),
            ("image", #"<mask id="m"><image href="data:image/png;base64,AAAA" width="24" height="24"/></mask>"#),
            ("grey", ##"<mask id="m"><rect width="24" height="24" fill="#808080"/></mask>"##),
        ]
        for (name, defs) in cases {
            let source = try icon(#"<rect x="2" y="2" width="20" height="20" mask="url(#m)"/>"#, defs: "<defs>\(defs)</defs>")
            let warning = source.diagnostics.warnings.first { $0.message.contains("drawn without the mask") }
            XCTAssertNotNil(warning, "\(name): \(source.diagnostics.rendered)")
            XCTAssertEqual(warning?.location?.line, 1, name)
            XCTAssertTrue(source.shapes.first?.clipPaths.isEmpty ?? false, "\(name): drawn whole")
        }
    }
}
