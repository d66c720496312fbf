import Diagnostics
import Grammar
import XCTest
@testable import SVG

/// Issue 24: internal entity expansion is bounded in total size and count (as libxml2 is by
/// default), in attributes, in text such as `<title>`, and for every reader sharing the parser.
final class EntityLimitTests: XCTestCase {
    /// A document declaring `&a;` as `size` bytes and referring to it `count` times inside `<title>`.
    private func flood(size: Int, count: Int, inAttribute: Bool = false) -> String {
        let value = String(repeating: "x", count: size)
        let refs = String(repeating: "&a;", count: count)
        let body = inAttribute ? "<path id=\"\(refs)\" d=\"M0 0h24v24z\"/>" : "<title>\(refs)</title><path d=\"M0 0h24v24z\"/>"
        return "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY a \"\(value)\">]>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(body)</svg>"
    }

    func testAMegabyteEntityRepeatedIsALocatedErrorNotAnAbort() {
        // 1 MB × 20,000 would be 20 GB; the reader stops at the 11th reference.
        let started = Date()
        let errors = readErrors(flood(size: 1 << 20, count: 20_000))
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        let first = errors.first ?? ""
        XCTAssertTrue(first.hasPrefix("t.svg:3:"), first)
        XCTAssertTrue(first.contains("error: entity references expand to more than 10000000 bytes"), first)
        XCTAssertTrue(first.contains("'&a;'"), first)
    }

    func testTheLimitAppliesInAttributesToo() {
        let errors = readErrors(flood(size: 1 << 20, count: 11, inAttribute: true))
        XCTAssertTrue(errors.first?.contains("entity references expand to more than") == true, "\(errors)")
    }

    func testTooManySmallReferencesAreAnError() {
        let errors = readErrors(flood(size: 1, count: XMLReader.maxEntityReferences + 1))
        XCTAssertTrue(errors.first?.contains("more than 100000 entity references") == true, "\(errors)")
    }

    func testOrdinaryEntityUseStillReads() throws {
        // Illustrator declares namespace URIs as entities; a handful of references is fine, and so is
        // expansion right up to the limit.
        let icon = try SVGReader.parse(text: flood(size: 1000, count: 100), path: "t.svg")
        XCTAssertEqual(icon.shapes.count, 1)
        XCTAssertNoThrow(try XMLReader.parse(SourceText(path: "t.svg", bytes: Array(flood(size: 100_000, count: 100).utf8))))
    }
}
