import Diagnostics
import XCTest
@testable import ImageSets

/// Issue 24: an image set's SVG keeps no reference outside itself; `#id` references stay.
final class SanitizerReferenceTests: XCTestCase {
    private func sanitize(_ text: String) throws -> (String, [String]) {
        let result = try SVGSanitizer.sanitize(Array(text.utf8), path: "x.svg")
        return (String(decoding: result.bytes, as: UTF8.self), result.removals.items.map(\.description))
    }

    func testExternalHrefsAreRemovedAndLocalOnesKept() throws {
        let (out, removals) = try sanitize("""
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
        <defs><path id="p" d="M0 0h10v10z"/><linearGradient id="g" xlink:href="http://evil.example/g.svg#x"/></defs>
        <use xlink:href="file:///etc/passwd#x"/><use href="other.svg#p"/><use xlink:href="#p"/>
        <a href="https://example.com"><use href=" #p "/></a>
        </svg>
        """)
        XCTAssertFalse(out.contains("file:"), out)
        XCTAssertFalse(out.contains("evil.example"), out)
        XCTAssertFalse(out.contains("other.svg"), out)
        XCTAssertFalse(out.contains("example.com"), out)
        XCTAssertTrue(out.contains("<use xlink:href=\"#p\"/>"), out)
        XCTAssertTrue(out.contains("<use href=\" #p \"/>"), out)
        XCTAssertTrue(out.contains("<linearGradient id=\"g\"/>"), out)
        XCTAssertTrue(out.contains("<a><use"), out)
        XCTAssertEqual(removals, [
            "x.svg:2:60: warning: removed the xlink:href attribute: it refers to 'http://evil.example/g.svg#x', outside this file",
            "x.svg:3:1: warning: removed <use>: it refers to 'file:///etc/passwd#x', outside this file",
            "x.svg:3:41: warning: removed <use>: it refers to 'other.svg#p', outside this file",
            "x.svg:4:4: warning: removed the href attribute: it refers to 'https://example.com', outside this file",
        ])
    }

    func testStyleURLsAndImportsAreRemoved() throws {
        let (out, removals) = try sanitize("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
        <style>@import url(file:///tmp/x.css); @IMPORT "http://e.example/y.css";
        .a { fill: url(file:///tmp/g.svg#g); stroke: url(#local) } .b > .c { fill: red }</style>
        <rect class="a" width="5" height="5" style="fill: url( 'https://e.example/p.svg#q' ); stroke: url(#local)"/>
        <rect style="fill:url(data:image/png;base64,AA)" width="1" height="1"/>
        </svg>
        """)
        XCTAssertFalse(out.contains("file:"), out)
        XCTAssertFalse(out.contains("e.example"), out)
        XCTAssertFalse(out.lowercased().contains("@import"), out)
        XCTAssertTrue(out.contains(".a { fill: none; stroke: url(#local) } .b &gt; .c { fill: red }"), out)
        XCTAssertTrue(out.contains("style=\"fill: none; stroke: url(#local)\""), out)
        XCTAssertTrue(out.contains("fill:url(data:image/png;base64,AA)"), out)
        XCTAssertEqual(removals.count, 4, "\(removals)")
        XCTAssertTrue(removals.allSatisfy { $0.contains("refers outside this file") }, "\(removals)")
        // Removing references leaves a file every reader still accepts.
        XCTAssertNoThrow(try SVGSanitizer.sanitize(Array(out.utf8), path: "again.svg"))
        XCTAssertTrue(try SVGSanitizer.sanitize(Array(out.utf8), path: "again.svg").removals.isEmpty)
    }
}
