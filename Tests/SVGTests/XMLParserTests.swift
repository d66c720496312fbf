import Diagnostics
import Grammar
import XCTest
@testable import SVG

final class XMLParserTests: XCTestCase {
    private func parse(_ text: String) throws(DiagnosticError) -> XMLTree {
        try XMLReader.parse(SourceText(path: "t.svg", text: text))
    }

    /// The single error's `line:col`, or a failure if the text parses.
    private func errorLocation(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try parse(text)
            XCTFail("expected an XML error", file: file, line: line)
            return ""
        } catch {
            let d = error.diagnostics.items.first
            return "\(d?.location?.line ?? 0):\(d?.location?.column ?? 0)"
        }
    }

    func testElementsAttributesAndEntities() throws {
        let doc = try parse("""
            <?xml version="1.0"?>
            <!DOCTYPE svg [ <!ENTITY w "24"> <!-- ] > --> ]>
            <svg a="1 &amp; 2" b='&lt;&#x41;&#66;&gt;' w="&w;">
              <!-- comment <g> -->
              <g><style><![CDATA[a < b]]> &amp; c</style></g>
            </svg>
            """)
        XCTAssertEqual(doc.nodes.map(\.name), ["svg", "g", "style"])
        let svg = doc.nodes[0]
        XCTAssertEqual(svg.attribute("a")?.value, "1 & 2")
        XCTAssertEqual(svg.attribute("b")?.value, "<AB>")
        XCTAssertEqual(svg.attribute("w")?.value, "24")
        XCTAssertEqual(doc.nodes[2].text, "a < b & c")
        XCTAssertEqual(doc.nodes[2].parent, 1)
        XCTAssertEqual(doc.nodes[0].children, [1])
    }

    func testLocationsOfElementsAndAttributeValues() throws {
        let text = "<svg>\n  <path  d=\"M0 0\"/>\n</svg>"
        let doc = try parse(text)
        let source = SourceText(path: "t.svg", text: text)
        let path = doc.nodes[1]
        XCTAssertEqual(source.location(of: path.offset).description, "t.svg:2:3")
        let d = try XCTUnwrap(path.attribute("d"))
        XCTAssertEqual(source.location(of: d.nameOffset).description, "t.svg:2:10")
        // Offsets inside a value map back to the file, also after an entity shifted them.
        XCTAssertEqual(source.location(of: d.valueMap.sourceOffset(3)).description, "t.svg:2:16")
        let e = try parse("<svg a=\"&amp;xy\"/>").nodes[0].attribute("a")
        XCTAssertEqual(e?.value, "&xy")
        XCTAssertEqual(e?.valueMap.sourceOffset(1), 13, "the 'x' after &amp; is at byte 13")
    }

    func testNamespacesAndPrefixes() throws {
        let doc = try parse("""
            <svg:svg xmlns:svg="http://www.w3.org/2000/svg" xmlns:ink="http://www.inkscape.org/namespaces/inkscape">
            <svg:path d="M0 0"/><ink:thing/></svg:svg>
            """)
        XCTAssertEqual(doc.nodes.map(\.name), ["svg", "path", "ink:thing"])
        XCTAssertEqual(doc.nodes.map(\.isForeign), [false, false, true])
    }

    func testMalformedXMLIsLocated() {
        XCTAssertEqual(errorLocation("<svg>\n  <g>\n  </svg>"), "3:3")        // mismatched close
        XCTAssertEqual(errorLocation("<svg>\n<path d=\"M0 0/>\n</svg>"), "3:1")  // runaway value hits "<"
        XCTAssertEqual(errorLocation("<svg a=1/>"), "1:8")                     // unquoted
        XCTAssertEqual(errorLocation("<svg a=\"1\" a=\"2\"/>"), "1:12")       // duplicate
        XCTAssertEqual(errorLocation("<svg>\n  <g>"), "2:3")                    // never closed
        XCTAssertEqual(errorLocation("<svg>&nbsp;</svg>"), "1:6")              // unknown entity
        XCTAssertEqual(errorLocation("<svg/>\n<svg/>"), "2:1")                  // two roots
        XCTAssertEqual(errorLocation("<svg><!-- open"), "1:6")
        XCTAssertEqual(errorLocation(""), "1:1")
        XCTAssertEqual(errorLocation("<svg a=\"1\"b=\"2\"/>"), "1:11")
    }
}
