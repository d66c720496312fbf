import Artwork
import Foundation
import Geometry
import XCTest
@testable import StyleGuide
import SVG
import Symbols

/// The 27 drawings come from the template Stylebook wrote, interpolated as Xcode interpolates.
final class SymbolDrawingTests: XCTestCase {
    func template(_ name: String) throws -> String {
        try String(contentsOfFile: GuideTestSupport.example + "/Generated/Kaimono.xcassets/Icons/\(name).symbolset/\(name).svg", encoding: .utf8)
    }

    func points(_ path: Path) -> [Point] { path.elements.compactMap(\.endPoint) }

    func testMastersAreDrawnAsWrittenAndOtherWeightsInterpolated() throws {
        let text = try template("cart")
        let drawing = try SymbolDrawing(template: text, path: "cart.svg")
        XCTAssertEqual(drawing.origin, .masters)
        let read = try TemplateReader.read(bytes: Array(text.utf8), path: "cart.svg")
        let regular = try XCTUnwrap(read.variant("Regular-S")).paths.map(\.path)
        let black = try XCTUnwrap(read.variant("Black-S")).paths.map(\.path)
        let ultralight = try XCTUnwrap(read.variant("Ultralight-S")).paths.map(\.path)
        XCTAssertEqual(drawing.shapes(.regular, .small).map(\.path), regular)
        XCTAssertEqual(drawing.shapes(.black, .small).map(\.path), black)
        // Bold = Regular + 0.5 (Black − Regular); Thin = Regular + 0.774 (Ultralight − Regular).
        let bold = points(drawing.shapes(.bold, .small)[0].path)
        let thin = points(drawing.shapes(.thin, .small)[0].path)
        for (i, (r, b)) in zip(points(regular[0]), points(black[0])).enumerated() {
            XCTAssertEqual(bold[i].x, r.x + 0.5 * (b.x - r.x), accuracy: 1e-9)
            XCTAssertEqual(bold[i].y, r.y + 0.5 * (b.y - r.y), accuracy: 1e-9)
        }
        for (i, (r, u)) in zip(points(regular[0]), points(ultralight[0])).enumerated() {
            XCTAssertEqual(thin[i].x, r.x + 0.774 * (u.x - r.x), accuracy: 1e-9)
        }
        // Bold differs from both Regular and Black (the interpolation did something).
        XCTAssertNotEqual(drawing.shapes(.bold, .small).map(\.path), regular)
        XCTAssertNotEqual(drawing.shapes(.bold, .small).map(\.path), black)
        // Medium and large scales are the small drawing magnified about the baseline origin.
        let small = points(drawing.shapes(.semibold, .small)[0].path)
        let large = points(drawing.shapes(.semibold, .large)[0].path)
        for (s, l) in zip(small, large) {
            XCTAssertEqual(l.x, s.x * 1.647, accuracy: 1e-9)
            XCTAssertEqual(l.y, s.y * 1.647, accuracy: 1e-9)
        }
        XCTAssertEqual(drawing.magnified[SymbolVariantID(.semibold, .large)]?.factor, 1.647)
    }

    func testLayerAnnotationsBecomeModeVariables() throws {
        let drawing = try SymbolDrawing(template: try template("leaf"), path: "leaf.svg")
        let classes = drawing.shapes(.regular, .medium).map(\.classes)
        XCTAssertEqual(classes.count, 2)
        let styles = drawing.shapes(.regular, .medium).map { SymbolSVG.layerStyle($0.classes) }
        XCTAssertEqual(styles[0], "fill:var(--m0,var(--secondary-fill,currentColor));fill-opacity:var(--m0o,var(--secondary-opacity,1))")
        XCTAssertEqual(styles[1], "fill:var(--m1,var(--primary-fill,currentColor));fill-opacity:var(--m1o,var(--primary-opacity,1))")
        // The mode drawings read the same classes and rules: leaf's two multicolour layers in their colours.
        let multicolor = SymbolModeLayers.layers(drawing.shapes(.regular, .medium), styles: drawing.layerStyles,
                                                 mode: .multicolor, palette: [])
        XCTAssertEqual(multicolor.map(\.fill), ["#2E7D32", "#2E7D32"])
        XCTAssertEqual(multicolor.map(\.opacity), [0.35, 1])
        let hierarchical = SymbolModeLayers.layers(drawing.shapes(.regular, .medium), styles: drawing.layerStyles,
                                                   mode: .hierarchical, palette: [])
        XCTAssertEqual(hierarchical.map(\.name), ["secondary", "primary"])
        XCTAssertEqual(hierarchical.map(\.opacity), [0.5, 1])
    }

    func testAStaticRegularOnlyTemplateShowsItsOneDrawingEverywhereAndSaysSo() throws {
        let result = try SymbolConverter.convert(
            icon: try SVGTestIcon.circle(), options: SymbolOptions(variants: .regular))
        let drawing = try SymbolDrawing(template: result.template, path: "dot.svg")
        XCTAssertEqual(drawing.origin, .partial(["Regular-M"]))
        XCTAssertEqual(drawing.variants.count, 1)
        for w in SymbolWeight.allCases { for sc in SymbolScale.allCases { XCTAssertFalse(drawing.shapes(w, sc).isEmpty) } }
        let medium = points(drawing.shapes(.regular, .medium)[0].path)
        let blackSmall = points(drawing.shapes(.black, .small)[0].path)
        for (m, s) in zip(medium, blackSmall) { XCTAssertEqual(s.x, m.x / 1.276, accuracy: 1e-9) }
    }

    func testAccessorsFollowTheEmittersNamingAndClashRules() {
        let accessors = GuideAccessors(paths: [.init(["content", "primary"]), .init(["content", "primary-inverse"]),
                                               .init(["palette", "ink", "900"]), .init(["a-b"]), .init(["aB"])], typeName: "Palette")
        XCTAssertEqual(accessors[.init(["content", "primary"])], "Palette.Content.primary")
        XCTAssertEqual(accessors[.init(["content", "primary-inverse"])], "Palette.Content.primaryInverse")
        XCTAssertEqual(accessors[.init(["palette", "ink", "900"])], "Palette.Palette.Ink._900")
        // Two names that both become `aB`: the one first in byte order keeps it, as in the generated Swift.
        XCTAssertEqual(accessors[.init(["a-b"])], "Palette.aB")
        XCTAssertEqual(accessors[.init(["aB"])], "Palette.aB_2")
        XCTAssertEqual(GuideAccessors.symbolCases(["Icons/cart", "Icons/image"], typeName: "Symbols")["Icons/image"], "Symbols.image_2")
    }
}

enum SVGTestIcon {
    static func circle() throws -> Artwork.IconArtwork {
        try SVGReader.parse(text: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><circle cx=\"12\" cy=\"12\" r=\"8\"/></svg>",
                            path: "dot.svg")
    }
}
