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

    func testRegularOnlyOutputIsUnchanged() throws {
        var reuse = SymbolOptions()
        reuse.fillWeights = .reuse
        XCTAssertEqual(try convert(ring, SymbolOptions()).0.template, try convert(ring, reuse).0.template)
    }
}
