import Foundation
import StylebookKit
import XCTest

/// The symbol pages' rendering modes and variable colour, drawn from the templates' layer data and
/// checked as pixels in headless Chromium (docs/symbols-color.md, "In the style guide").
final class SymbolModeBrowserTests: XCTestCase {
    /// A project of three icons, built with its guide: a black badge with a white bar (an erase layer),
    /// a system-red circle beside a system-blue bar (multicolour), three bars named for variable colour.
    func buildProject() throws -> String {
        let dir = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        let yaml = "catalog: Out.xcassets\nsymbols:\n  source: icons\n  deployment-target: { iOS: 16 }\nguide: Guide\n"
        try yaml.write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        let icons = [
            "badge": ##"<rect x="2" y="2" width="20" height="20" rx="3" fill="#000"/><rect x="9" y="5" width="6" height="14" fill="#fff"/>"##,
            "duo": ##"<circle cx="7" cy="12" r="6" fill="#FF3B30"/><rect x="14" y="5" width="8" height="14" fill="#007AFF"/>"##,
            "bars": ##"<rect data-variable="1" x="3" y="14" width="4" height="6"/><rect data-variable="2" x="10" y="9" width="4" height="11"/>"##
                + ##"<rect data-variable="3" x="17" y="4" width="4" height="16"/>"##,
        ]
        for (name, body) in icons {
            try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(body)</svg>\n"
                .write(toFile: dir + "/icons/\(name).svg", atomically: true, encoding: .utf8)
        }
        let report = ProjectBuilder.build(try ProjectConfig.load(at: dir))
        XCTAssertTrue(report.succeeded, report.diagnostics.items.map(\.description).joined(separator: "\n"))
        return dir + "/Guide"
    }

    func screenshot(_ guide: String, _ symbol: String) throws -> PNGImage {
        try GuideTestSupport.screenshot(GuideTestSupport.fileURL(guide + "/symbols/\(symbol).html", query: "theme=light"),
                                        width: 1000, height: 1500)
    }

    /// Bounds of every pixel of exactly this colour.
    func bounds(of color: (UInt8, UInt8, UInt8), in image: PNGImage) -> GuideBrowserTests.Box? {
        var box: GuideBrowserTests.Box?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x, y)
                guard p.r == color.0 && p.g == color.1 && p.b == color.2 else { continue }
                box = box.map { .init(minX: min($0.minX, x), minY: min($0.minY, y), maxX: max($0.maxX, x), maxY: max($0.maxY, y)) }
                    ?? .init(minX: x, minY: y, maxX: x, maxY: y)
            }
        }
        return box
    }

    func isChequer(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool {
        (p.r == 0xD9 && p.g == 0xD9 && p.b == 0xDE) || (p.r == 0xFF && p.g == 0xFF && p.b == 0xFF)
    }

    /// Palette mode paints the badge in the first palette colour (#E4572E) and its white bar, an erase
    /// layer, is a hole: the chequered background shows in the middle, the paint on either side.
    func testAnEraseLayerIsAHoleThatShowsTheBackground() throws {
        let guide = try buildProject()
        // Monochrome (template 4.0) erases too: the variant table and the grid draw the bar in the page background.
        let page = try String(contentsOfFile: guide + "/symbols/badge.html", encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "style=\"fill:var(--bg,#ffffff)\"").count - 1, 9, "the bar in each small weight (the others refer to them)")
        XCTAssertEqual(page.components(separatedBy: "-erase-0\"").count - 1, 3, "monochrome, hierarchical, palette: multicolour keeps the white paint")
        let index = try String(contentsOfFile: guide + "/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("style=\"fill:var(--bg,#ffffff)\""))
        _ = try GuideTestSupport.chromium()
        let image = try screenshot(guide, "badge")
        let badge = try XCTUnwrap(bounds(of: (0xE4, 0x57, 0x2E), in: image), "no palette-coloured badge on the page")
        XCTAssertGreaterThan(badge.maxX - badge.minX, 40)
        let midY = (badge.minY + badge.maxY) / 2, midX = (badge.minX + badge.maxX) / 2
        XCTAssertTrue(isChequer(image.pixel(midX, midY)), "the erased bar shows \(image.pixel(midX, midY)), not the background")
        let side = image.pixel(badge.minX + (badge.maxX - badge.minX) / 6, midY)
        XCTAssertEqual([side.r, side.g, side.b], [0xE4, 0x57, 0x2E], "the badge beside the bar is painted")
        // No white paint anywhere inside the badge's hole row: every pixel there is paint or chequer.
        let row = (badge.minX...badge.maxX).map { image.pixel($0, midY) }
        XCTAssertTrue(row.contains { $0.r == 0xD9 && $0.g == 0xD9 && $0.b == 0xDE }, "the hole shows the chequer's grey squares")
    }

    /// Multicolour draws each layer in its own colour (systemRedColor, systemBlueColor); palette uses
    /// the example colours by level.
    func testMulticolourLayersAreDrawnInTheirColours() throws {
        _ = try GuideTestSupport.chromium()
        let image = try screenshot(try buildProject(), "duo")
        XCTAssertTrue(image.containsBlock(of: (0xFF, 0x3B, 0x30), size: 12), "systemRedColor layer not drawn in #FF3B30")
        XCTAssertTrue(image.containsBlock(of: (0x00, 0x7A, 0xFF), size: 12), "systemBlueColor layer not drawn in #007AFF")
        XCTAssertTrue(image.containsBlock(of: (0xE4, 0x57, 0x2E), size: 12), "palette primary")
        XCTAssertTrue(image.containsBlock(of: (0x17, 0xA3, 0x98), size: 12), "palette secondary")
    }

    /// Variable colour at 0, ⅓, ⅔ and 1: bars whose threshold the value has not reached are dimmed.
    func testVariableColourStepsLightTheBarsInTurn() throws {
        let guide = try buildProject()
        let page = try String(contentsOfFile: guide + "/symbols/bars.html", encoding: .utf8)
        XCTAssertTrue(page.contains("<h2>Variable colour</h2>"), page)
        for (label, on) in [("0", 0), ("⅓", 1), ("⅔", 2), ("1", 3)] {
            let figure = try XCTUnwrap(page.components(separatedBy: "data-variable=\"\(label)\"").dropFirst().first?
                .components(separatedBy: "</figure>").first)
            let dimmed = figure.components(separatedBy: "fill-opacity=\"0.2\"").count - 1
            XCTAssertEqual(dimmed, 3 - on, "value \(label)")
        }
        XCTAssertFalse(try String(contentsOfFile: guide + "/symbols/duo.html", encoding: .utf8).contains("Variable colour"))
        // In the browser, value ⅓ shows one full-ink bar and two faint ones.
        _ = try GuideTestSupport.chromium()
        let image = try screenshot(guide, "bars")
        XCTAssertTrue(image.containsBlock(of: (0x1B, 0x1B, 0x1F), size: 6), "a lit bar is drawn in the ink colour")
    }
}
