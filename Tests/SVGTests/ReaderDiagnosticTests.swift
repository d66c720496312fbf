import Diagnostics
import Foundation
import Geometry
import XCTest
@testable import SVG

final class ReaderDiagnosticTests: XCTestCase {
    func testBrokenPathDataPointsAtTheBadCharacter() {
        let errors = readErrors("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
              <path d="M2 2 L4 4
                       L6 x"/>
            </svg>
            """)
        XCTAssertEqual(errors, ["t.svg:3:15: error: invalid path data: expected a number, found 'x'"])
    }

    func testPathDataErrorAfterAnEntityKeepsTheRightColumn() {
        // `&#32;` is one decoded byte but five source bytes.
        let errors = readErrors("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M1&#32;1 L?\"/></svg>")
        XCTAssertEqual(errors, ["t.svg:1:60: error: invalid path data: expected a number, found '?'"])
    }

    func testMalformedXMLIsAnError() {
        let errors = readErrors("<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <g>\n    <path d=\"M0 0\">\n  </g>\n</svg>")
        XCTAssertEqual(errors, ["t.svg:4:3: error: closing tag </g> does not match <path>"])
    }

    func testTextAndImagesAreErrors() {
        let errors = readErrors("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
              <text x="1" y="10">Hi</text>
              <g><image href="a.png" width="4" height="4"/></g>
            </svg>
            """)
        XCTAssertEqual(errors.count, 2)
        XCTAssertTrue(errors[0].hasPrefix("t.svg:2:3: error: text is not supported"))
        XCTAssertTrue(errors[1].hasPrefix("t.svg:3:6: error: embedded images are not supported"))
    }

    func testAllErrorsAreCollectedWithWarnings() {
        do {
            _ = try SVGReader.parse(text: """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
                  <blink/>
                  <path d="M0 0 L" transform="rotate(1 2)"/>
                  <rect width="x"/>
                  <polygon points="1 2 3"/>
                </svg>
                """, path: "t.svg")
            XCTFail("expected errors")
        } catch {
            let rendered = error.diagnostics.items.map(\.description)
            XCTAssertEqual(rendered, [
                "t.svg:2:3: warning: unknown element <blink> ignored",
                "t.svg:3:31: error: invalid transform: rotate() does not take 2 arguments",
                "t.svg:3:18: error: invalid path data: expected a number, found the end of the path data",
                "t.svg:4:16: error: invalid length 'x' for width",
                "t.svg:5:20: error: points has an odd number of coordinates (3)",
            ])
        }
    }

    func testRootMustBeSvgAndViewBoxValid() {
        XCTAssertEqual(readErrors("<html/>"), ["t.svg:1:1: error: the root element must be <svg>, not <html>"])
        XCTAssertEqual(readErrors("<svg viewBox=\"0 0 -1 5\"/>"), ["t.svg:1:15: error: viewBox width and height must be positive"])
        XCTAssertEqual(readErrors("<svg viewBox=\"0 0 5\"/>"), ["t.svg:1:15: error: viewBox needs four numbers: min-x min-y width height"])
    }

    func testEditorMetadataIsIgnoredSilently() throws {
        let icon = try readIcon("""
            <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
            <sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/>
            <title>x</title><desc>y</desc>
            <path d="M0 0H1V1Z" inkscape:label="a" data-name="b" aria-hidden="true"/>
            """, root: "xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\" viewBox=\"0 0 24 24\"")
        XCTAssertEqual(icon.shapes.count, 1)
        XCTAssertTrue(icon.diagnostics.isEmpty, icon.diagnostics.rendered)
    }

    func testFixtureFilesReadFromDisk() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "basket", withExtension: "svg", subdirectory: "Fixtures"))
        let icon = try SVGReader.read(path: url.path)
        XCTAssertEqual(icon.sourcePath, url.path)
        XCTAssertEqual(icon.width, 24)
        XCTAssertEqual(icon.shapes.map(\.element), ["path", "path", "circle"])
        XCTAssertNil(icon.shapes[0].fill)
        XCTAssertEqual(icon.shapes[0].stroke?.style.width, 2)
        XCTAssertEqual(icon.shapes[1].id, "handle")
        XCTAssertEqual(icon.shapes[1].stroke?.color, .currentColor)
        XCTAssertEqual(icon.shapes[1].location?.line, 15)
        XCTAssertEqual(icon.shapes[2].fill?.color, black)
        XCTAssertTrue(icon.diagnostics.isEmpty, icon.diagnostics.rendered)

        let broken = try XCTUnwrap(Bundle.module.url(forResource: "broken-path", withExtension: "svg", subdirectory: "Fixtures"))
        XCTAssertThrowsError(try SVGReader.read(path: broken.path)) { error in
            let d = (error as? DiagnosticError)?.diagnostics.items.first
            XCTAssertEqual(d?.location?.line, 3)
            XCTAssertEqual(d?.location?.column, 26)
        }
        XCTAssertThrowsError(try SVGReader.read(path: "/nonexistent/x.svg"))
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "<g>", count: 2000) + String(repeating: "</g>", count: 2000)
        let errors = readErrors("<svg xmlns=\"http://www.w3.org/2000/svg\">\(deep)</svg>")
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].contains("nested more than"), "\(errors)")
        var chain = "<path id=\"u0\" d=\"M0 0H1V1Z\"/>"
        for k in 1...40 { chain += "<defs><g id=\"u\(k)\"><use href=\"#u\(k - 1)\"/></g></defs>" }
        chain += "<use href=\"#u40\"/>"
        XCTAssertTrue(readErrors("<svg xmlns=\"http://www.w3.org/2000/svg\">\(chain)</svg>").contains { $0.contains("32 deep") })
    }

    func testEveryTruncationOfAFixtureEitherReadsOrFailsWithALocation() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "basket", withExtension: "svg", subdirectory: "Fixtures"))
        let bytes = Array(try Data(contentsOf: url))
        for cut in stride(from: 0, to: bytes.count, by: 3) {
            let text = String(decoding: bytes[..<cut], as: UTF8.self)
            do {
                _ = try SVGReader.parse(text: text, path: "cut.svg")
            } catch {
                XCTAssertNotNil(error.diagnostics.errors.first?.location?.line, "cut at \(cut): \(error)")
            }
        }
    }
}
