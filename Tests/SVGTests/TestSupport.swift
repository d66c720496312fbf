import Artwork
import Diagnostics
import Geometry
import XCTest
@testable import SVG

/// Reads `body` inside a 24×24 `<svg>`.
func readIcon(_ body: String, root: String = "viewBox=\"0 0 24 24\"", file: StaticString = #filePath,
              line: UInt = #line) throws -> IconArtwork {
    try SVGReader.parse(text: "<svg xmlns=\"http://www.w3.org/2000/svg\" \(root)>\(body)</svg>", path: "t.svg")
}

/// The diagnostics thrown for `text`, rendered one per line; empty if it read without error.
func readErrors(_ text: String) -> [String] {
    do {
        _ = try SVGReader.parse(text: text, path: "t.svg")
        return []
    } catch {
        return error.diagnostics.errors.map(\.description)
    }
}

func assertPoint(_ actual: Point?, _ expected: Point, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("no point", file: file, line: line) }
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y of \(actual)", file: file, line: line)
}

let black = PaintColor.rgb(red: 0, green: 0, blue: 0)
