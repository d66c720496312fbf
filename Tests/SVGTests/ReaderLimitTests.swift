import Diagnostics
import Foundation
import Geometry
import XCTest
@testable import SVG

/// Issue 8 "no crash, on any input": absurd numbers, sizes and nesting are located errors.
final class ReaderLimitTests: XCTestCase {
    func testCoordinatesNearTheDoubleLimitAreALocatedError() {
        let errors = readErrors("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
              <path fill-rule="evenodd" d="M-1e308 -1e308 L1e308 0 L0 1e308 Z M2 2 L20 2 L20 20 Z"/>
            </svg>
            """)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("t.svg:2:3: error: the shape reaches coordinate 1e+308") == true, "\(errors)")
    }

    func testTransformsOverflowingToInfinityAreAnError() {
        let errors = readErrors("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><g transform=\"scale(1e200)\"><path transform=\"scale(1e200)\" d=\"M0 0h1v1z\"/></g></svg>")
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.contains("error:") == true)
    }

    func testHugeButReasonableGeometryStillReads() throws {
        // A background 1000 view boxes wide is odd but drawable: clipped, not refused.
        let icon = try readIcon("<rect x=\"-12000\" y=\"-12000\" width=\"24000\" height=\"24000\"/>")
        XCTAssertEqual(icon.shapes.count, 1)
    }

    func testAStrokeWiderThanTheRangeIsAnError() {
        let errors = readErrors("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M2 2h20\" stroke=\"#000\" stroke-width=\"1e300\"/></svg>")
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.contains("the stroke is 1e+300 wide") == true, "\(errors)")
    }

    func testViewBoxesOutsideTheScalableRangeAreErrors() {
        for box in ["0 0 1e-300 1e-300", "0 0 1e300 24", "1e300 0 24 24"] {
            let errors = readErrors("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(box)\"><path d=\"M0 0h1v1z\"/></svg>")
            XCTAssertTrue(errors.first?.hasPrefix("t.svg:1:50: error: viewBox ") == true, "\(box): \(errors)")
        }
    }

    func testPathDataOverTheSizeLimitIsRefusedWithoutParsing() {
        let count = SVGDocumentReader.maxGeometryBytes / 4 + 1
        let d = "M0 0" + String(repeating: " L1 1", count: count)
        let errors = readErrors("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n<path d=\"\(d)\"/></svg>")
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("t.svg:2:10: error: 'd' holds 20 MB of geometry") == true, "\(errors)")
    }

    func testTheSegmentBudgetCountsEveryUseInstance() {
        // 20 000 segments, instantiated 30 times: over the 500 000 budget, reported once.
        let d = "M0 0" + String(repeating: " L1 1", count: 20_000)
        let uses = (0..<30).map { _ in "<use href=\"#p\"/>" }.joined()
        let errors = readErrors("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><defs><path id=\"p\" d=\"\(d)\"/></defs>\(uses)</svg>")
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.contains("more than 500000 path segments") == true, "\(errors)")
    }

    func testDeepNestingIsALocatedErrorNotAStackOverflow() {
        let depth = 100_000
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">"
            + String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth) + "</svg>"
        let errors = readErrors(text)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.contains("error: elements nested more than 256 deep") == true, "\(errors)")
    }

    func testAnArcWithTinyRadiiReads() throws {
        let icon = try readIcon("<path d=\"M2 2 A1e-160 1e-160 0 0 1 20 20\" stroke=\"#000\" fill=\"none\"/>")
        XCTAssertEqual(icon.shapes.count, 1)
        for element in icon.shapes[0].path.elements { XCTAssertNotEqual(element.endPoint.map { $0.isFinite }, false) }
    }
}
