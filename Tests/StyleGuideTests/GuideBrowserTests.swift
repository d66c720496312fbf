import Foundation
import XCTest
@testable import StyleGuide
import StylebookKit
import Symbols
import Tokens

/// The Kaimono guide written by the `stylebook` binary and rendered in headless Chromium.
final class GuideBrowserTests: XCTestCase {
    /// Writes the guide with the CLI once per test (into a fresh folder) and returns its folder.
    func writeGuide() throws -> String {
        let dir = try temporaryFolder() + "/guide"
        let result = try GuideTestSupport.run(try GuideTestSupport.stylebookBinary(), ["guide", GuideTestSupport.example, "-o", dir])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("guide: 12 symbols"), result.stderr)
        return dir
    }

    func testEveryTokenAndSymbolIsOnTheRenderedPage() throws {
        _ = try GuideTestSupport.chromium()
        let dir = try writeGuide()
        let model = try GuidePageTests.kaimonoModel().input
        let dom = try GuideTestSupport.dumpDOM(GuideTestSupport.fileURL(dir + "/index.html"))
        XCTAssertTrue(dom.contains("<html lang=\"en\" class=\"js\">"), "the script ran")
        for color in model.tokens.colors {
            XCTAssertTrue(dom.contains("id=\"\(H.anchor("color", color.path.slashed))\""), "\(color.path) missing")
        }
        for style in model.tokens.textStyles { XCTAssertTrue(dom.contains("id=\"\(H.anchor("type", style.path.slashed))\"")) }
        for dimension in model.tokens.dimensions { XCTAssertTrue(dom.contains("id=\"\(H.anchor("dimension", dimension.info.path.slashed))\"")) }
        for shadow in model.tokens.shadows { XCTAssertTrue(dom.contains("id=\"\(H.anchor("shadow", shadow.info.path.slashed))\"")) }
        for symbol in model.symbols {
            XCTAssertTrue(dom.contains("<a class=\"symbol-cell\" id=\"symbol-\(symbol.name)\" data-name=\"\(symbol.name)\" "
                                       + "href=\"symbols/\(symbol.name).html\">"), "\(symbol.name) missing or hidden")
        }
        XCTAssertTrue(dom.contains(">12 shown<"))
    }

    func testThePageReadsWithoutJavaScript() throws {
        _ = try GuideTestSupport.chromium()
        let dir = try writeGuide()
        // Headless Chromium cannot dump the DOM with scripting off, so the script is taken away:
        // the page is then exactly what a reader without JavaScript gets.
        try FileManager.default.removeItem(atPath: dir + "/assets/guide.js")
        let dom = try GuideTestSupport.dumpDOM(GuideTestSupport.fileURL(dir + "/index.html", query: "q=zzz"))
        XCTAssertFalse(dom.contains("class=\"js\""), "scripts were meant to be off")
        XCTAssertFalse(dom.contains(" hidden=\"\""), "without the script nothing is hidden")
        let model = try GuidePageTests.kaimonoModel().input
        for symbol in model.symbols { XCTAssertTrue(dom.contains("id=\"symbol-\(symbol.name)\"")) }
        for color in model.tokens.colors { XCTAssertTrue(dom.contains(H.anchor("color", color.path.slashed))) }
        // The detail pages draw every variant without script too (magnified ones by reference).
        let page = try GuideTestSupport.dumpDOM(GuideTestSupport.fileURL(dir + "/symbols/cart.html"))
        XCTAssertEqual(page.components(separatedBy: "<use href=\"#v-").count - 1, 27 + 1, "27 variants and the large hero")
        XCTAssertEqual(page.components(separatedBy: "<figure class=\"mode\" data-mode=").count - 1, 4, "the 4 modes, drawn inline")
    }

    func testSearchFiltersTheSymbolGrid() throws {
        _ = try GuideTestSupport.chromium()
        let dir = try writeGuide()
        let names = try GuidePageTests.kaimonoModel().input.symbols.map(\.name)
        for query in ["ca", "o", "zzz"] {
            let dom = try GuideTestSupport.dumpDOM(GuideTestSupport.fileURL(dir + "/index.html", query: "q=" + query))
            let expected = names.filter { $0.contains(query) }
            for name in names {
                let visible = dom.contains("id=\"symbol-\(name)\" data-name=\"\(name)\" href=\"symbols/\(name).html\">")
                let hidden = dom.contains("id=\"symbol-\(name)\" data-name=\"\(name)\" href=\"symbols/\(name).html\" hidden=\"\">")
                XCTAssertEqual(visible, expected.contains(name), "q=\(query): \(name)")
                XCTAssertEqual(hidden, !expected.contains(name), "q=\(query): \(name)")
            }
            XCTAssertTrue(dom.contains(">\(expected.count) shown<"), "q=\(query)")
            XCTAssertTrue(dom.contains("value=\"\(query)\"") || dom.contains("id=\"grid-search\""), "q=\(query)")
        }
    }

    func testSwatchPixelsAreTheTokenValuesInLightAndDarkPageThemes() throws {
        _ = try GuideTestSupport.chromium()
        let dir = try writeGuide()
        let model = try GuidePageTests.kaimonoModel().input
        // A colour whose four appearances are four different opaque sRGB values.
        let token = try XCTUnwrap(model.tokens.colors.first { c in
            let values = Appearance.allCases.compactMap { c.values[$0] }
            return values.count == 4 && Set(values).count == 4 && values.allSatisfy { $0.alpha == 1 && $0.space == .sRGB }
        })
        let id = H.anchor("color", token.path.slashed)
        for theme in ["light", "dark"] {
            let image = try GuideTestSupport.screenshot(GuideTestSupport.fileURL(dir + "/index.html", query: "focus=\(id)&theme=\(theme)"),
                                                        width: 1000, height: 500)
            for appearance in Appearance.allCases {
                let c = try XCTUnwrap(token.values[appearance])
                let rgb = (UInt8((c.red * 255).rounded()), UInt8((c.green * 255).rounded()), UInt8((c.blue * 255).rounded()))
                XCTAssertTrue(image.containsBlock(of: rgb, size: 40),
                              "\(token.path) \(appearance) \(ColorMath.hex(c)) not painted exactly in the \(theme) page theme")
            }
            // The page itself follows the theme (a corner of the page, away from the swatches).
            let corner = image.pixel(5, 480)
            if theme == "dark" {
                XCTAssertLessThan(Int(corner.r) + Int(corner.g) + Int(corner.b), 120, "dark page background")
            } else {
                XCTAssertGreaterThan(Int(corner.r) + Int(corner.g) + Int(corner.b), 700, "light page background")
            }
        }
    }

    func testEverySymbolIsDrawnAtEveryWeightAndScale() throws {
        _ = try GuideTestSupport.chromium()
        let dir = try writeGuide()
        for symbol in try GuidePageTests.kaimonoModel().input.symbols {
            let image = try GuideTestSupport.screenshot(GuideTestSupport.fileURL(dir + "/symbols/\(symbol.name).html", query: "theme=light"),
                                                        width: 1000, height: 1000)
            let cells = try Self.tableCells(image)
            XCTAssertEqual(cells.count, 27, "\(symbol.name): expected a 9 × 3 table of variants")
            for (index, cell) in cells.enumerated() {
                // Ink: anything clearly darker than the white cell (thin Ultralight strokes are anti-aliased grey).
                let ink = Self.count(image, in: cell) { p in Int(p.r) + Int(p.g) + Int(p.b) < 600 }
                let area = (cell.maxX - cell.minX) * (cell.maxY - cell.minY)
                let weight = SymbolWeight.allCases[index % 9].rawValue, scale = SymbolScale.allCases[index / 9].rawValue
                XCTAssertGreaterThan(ink, 40, "\(symbol.name) \(weight)-\(scale) draws (almost) nothing")
                XCTAssertLessThan(ink, area * 9 / 10, "\(symbol.name) \(weight)-\(scale) fills its whole cell")
            }
            // Heavier weights put more ink down (the interpolation reached the page) — for stroke icons,
            // whose masters Stylebook derives; hand-drawn masters may redraw the shape.
            if FileManager.default.fileExists(atPath: GuideTestSupport.example + "/icons/\(symbol.name).black.svg") { continue }
            let ultralight = Self.count(image, in: cells[9]) { Int($0.r) + Int($0.g) + Int($0.b) < 200 }
            let black = Self.count(image, in: cells[17]) { Int($0.r) + Int($0.g) + Int($0.b) < 200 }
            XCTAssertGreaterThan(black, ultralight, "\(symbol.name): Black-M has no more ink than Ultralight-M")
        }
    }

    struct Box { var minX, minY, maxX, maxY: Int }

    /// The variant table's cells, found by its 1-pixel border lines (light theme `--line`, #D9D9DE),
    /// row by row, inset by 2 pixels.
    static func tableCells(_ image: PNGImage) throws -> [Box] {
        func isLine(_ x: Int, _ y: Int) -> Bool { let p = image.pixel(x, y); return p.r == 0xD9 && p.g == 0xD9 && p.b == 0xDE }
        // Vertical lines: columns with a long run of line colour.
        var columns: [(x: Int, top: Int, bottom: Int)] = []
        for x in 0..<image.width {
            var run = 0, best = (0, 0), start = 0
            for y in 0..<image.height {
                if isLine(x, y) { if run == 0 { start = y }; run += 1; if run > best.1 - best.0 { best = (start, y) } } else { run = 0 }
            }
            if best.1 - best.0 > 150 { columns.append((x, best.0, best.1)) }
        }
        guard columns.count >= 10 else { throw XCTSkip("variant table not found in the screenshot (\(columns.count) vertical lines)") }
        let top = columns.map(\.top).min()!, bottom = columns.map(\.bottom).max()!
        let left = columns.first!.x, right = columns.last!.x
        var rows: [Int] = []
        for y in top...bottom where (left...right).allSatisfy({ isLine($0, y) }) {
            if let last = rows.last, y - last <= 1 { continue }
            rows.append(y)
        }
        var xs: [Int] = []
        for x in columns.map(\.x) where xs.last.map({ x - $0 > 1 }) ?? true { xs.append(x) }
        var cells: [Box] = []
        // Row labels and weight names have no borders: the lines frame exactly the 9 × 3 cells.
        for r in 0..<(rows.count - 1) {
            for c in 0..<(xs.count - 1) {
                cells.append(Box(minX: xs[c] + 2, minY: rows[r] + 2, maxX: xs[c + 1] - 2, maxY: rows[r + 1] - 2))
            }
        }
        return cells
    }

    static func count(_ image: PNGImage, in box: Box, where test: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool) -> Int {
        var n = 0
        for y in box.minY..<box.maxY { for x in box.minX..<box.maxX where test(image.pixel(x, y)) { n += 1 } }
        return n
    }
}
