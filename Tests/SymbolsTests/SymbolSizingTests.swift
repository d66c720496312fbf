import XCTest
import Geometry
import SVG
@testable import Symbols

/// How a view box of any shape is sized: its enclosing square becomes 1.41 × cap height at Regular-M.
final class SymbolSizingTests: XCTestCase {
    let cap = 70.459

    func regularM(_ body: String, viewBox: String) throws -> Rect {
        let icon = try SVGReader.parse(text: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\">\(body)</svg>",
                                       path: "i.svg")
        let c = try SymbolConverter.convert(icon: icon, options: SymbolOptions())
        let t = try TemplateReader.read(bytes: Array(c.template.utf8), path: "o.svg")
        let v = try XCTUnwrap(t.variant("Regular-M"))
        return try XCTUnwrap(v.artboardBounds)
    }

    func testAWideLogoIsFittedByItsWidthNotBlownUpByItsHeight() throws {
        // A logo exported with a tight 80 × 38 box. Fitting the height made it 209 units wide, 2.6 × Apple's
        // git.commit (80.5 × 38.7); the enclosing square makes it 99 × 47.
        let b = try regularM(#"<rect width="80" height="38"/>"#, viewBox: "0 0 80 38")
        XCTAssertEqual(b.width, 1.41 * cap, accuracy: 0.01)
        XCTAssertEqual(b.height, 1.41 * cap * 38 / 80, accuracy: 0.01)
        XCTAssertLessThan(b.width / 80.5, 1.25)
    }

    func testATallBoxKeepsTheHeightFit() throws {
        let b = try regularM(#"<rect width="38" height="80"/>"#, viewBox: "0 0 38 80")
        XCTAssertEqual(b.height, 1.41 * cap, accuracy: 0.01)
        XCTAssertEqual(b.width, 1.41 * cap * 38 / 80, accuracy: 0.01)
    }

    func testInkSmallerThanAWideBoxKeepsItsShareOfTheBox() throws {
        // The view box is scaled, not the ink: half the box's width is half the fitted width.
        let full = try regularM(#"<rect width="80" height="38"/>"#, viewBox: "0 0 80 38")
        let half = try regularM(#"<rect x="20" width="40" height="19"/>"#, viewBox: "0 0 80 38")
        XCTAssertEqual(half.width, full.width / 2, accuracy: 0.01)
        XCTAssertEqual(half.height, full.height / 2, accuracy: 0.01)
    }

    func testSquareBoxesKeepExactlyTheHeightRule() {
        // Bit for bit what the height-only rule gave, so square icon sets write the same bytes as before
        // (the Kaimono golden output test checks whole files).
        for side in [16.0, 24, 25.5, 100, 1e-3, 3.3e5] {
            let heightRule = TemplateMetrics.viewBoxHeightInCapHeights * TemplateMetrics.capHeight
                / (side * SymbolScale.medium.factor)
            XCTAssertEqual(SymbolConverter.viewBoxScale(Rect(x: 3, y: -7, width: side, height: side)), heightRule)
            XCTAssertEqual(SymbolConverter.viewBoxScale(Rect(x: 0, y: 0, width: side / 2, height: side)), heightRule)
        }
    }
}
