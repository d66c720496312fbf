import Artwork
import Diagnostics
import Foundation
import Geometry
import SVG
import XCTest
@testable import Symbols

/// Issue 24: hostile icons end in a located error or finish in linear time; never a hang.
final class SymbolWorkLimitTests: XCTestCase {
    /// Path data of `n` seeded random segments over (and a little past) a 24-unit box.
    static func scribble(_ n: Int, curves: Bool) -> String {
        var state: UInt64 = 11
        func next() -> String {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return String(format: "%.2f", Double(state >> 11) / Double(1 << 53) * 26 - 1)
        }
        var d = "M\(next()) \(next())"
        for k in 0..<n {
            d += curves && k % 2 == 1 ? " C\(next()) \(next()) \(next()) \(next()) \(next()) \(next())" : " L\(next()) \(next())"
        }
        return d
    }

    private func icon(_ body: String) throws -> IconArtwork {
        try SVGReader.parse(text: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n\(body)\n</svg>", path: "scribble.svg")
    }

    func testALongRandomStrokeConvertsForRegularAsForMasters() throws {
        // Was 11.6 s (release) for Regular only: the view-box cut went through the polygon boolean.
        let source = try icon("<path d=\"\(Self.scribble(500, curves: true))\" fill=\"none\" stroke=\"black\" stroke-width=\"2\" stroke-linejoin=\"round\"/>")
        for variants in [VariantSet.regular, .masters] {
            let started = Date()
            let c = try SymbolConverter.convert(icon: source, options: SymbolOptions(variants: variants))
            XCTAssertLessThan(Date().timeIntervalSince(started), 60, "\(variants) (debug build)")
            XCTAssertTrue(c.diagnostics.warnings.contains { $0.message == "shape extends outside the view box; clipped" })
            XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
        }
    }

    func testAHostileEvenOddFillIsALocatedErrorNamingTheIcon() throws {
        let source = try icon("<path fill-rule=\"evenodd\" d=\"\(Self.scribble(600, curves: false)) Z\"/>")
        XCTAssertThrowsError(try SymbolConverter.convert(icon: source, options: SymbolOptions())) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("scribble.svg:2:1: error: this even-odd fill crosses itself too often"), text)
            XCTAssertTrue(text.contains("simplify the path"), text)
        }
    }

    func testADenseStrokeClippedByACircleStaysWithinTheClipLimit() throws {
        // FuzzStroke's first finding: an arrow with 0.75-unit rounded corners (path data from GitHub's
        // Octicons, MIT licence), stroked 2 units wide with round joins and clipped by a circle. Its
        // outline overlaps densely at the corners: 33.5 million units of boolean work for 993 edges,
        // over `Path.booleanWorkLimit` and within `Path.clipWorkLimit`.
        let d = "M5.75 15.5a.75.75 0 0 1-.75-.75v-9A.75.75 0 0 1 5.75 5h9a.75.75 0 0 1 0 1.5H7.56l10.22 10.22a.749.749 0 0 1-.326 1.275.749.749 0 0 1-.734-.215L6.5 7.56v7.19a.75.75 0 0 1-.75.75Z"
        let source = try icon(#"<clipPath id="c"><circle cx="12" cy="12" r="9"/></clipPath><g clip-path="url(#c)">"#
                              + "<path d=\"\(d)\" fill=\"none\" stroke=\"black\" stroke-width=\"2.01\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></g>")
        let c = try SymbolConverter.convert(icon: source, options: SymbolOptions(variants: .regular))
        XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
    }

    func testValidateStopsAnEntityFlood() {
        let value = String(repeating: "x", count: 1 << 20)
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY a \"\(value)\">]>\n<svg xmlns=\"http://www.w3.org/2000/svg\">"
            + "<title>" + String(repeating: "&a;", count: 20_000) + "</title></svg>"
        let result = TemplateValidator.validate(bytes: Array(text.utf8), path: "flood.svg")
        XCTAssertTrue(result.errors.contains { $0.description.hasPrefix("flood.svg:3:") && $0.message.contains("entity references expand") },
                      result.rendered)
    }
}
