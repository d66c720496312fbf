import FontFiles
import Foundation
import StylebookTestSupport
import XCTest

/// The fuzzer's seeds (Fuzz/Seeds/FuzzFont, written by its make-seeds.py) are valid fonts of
/// every container: zlib-compressed WOFF and Brotli WOFF2 included, with format 12 cmaps and
/// a two-axis fvar whose instances name a PostScript name or not.
final class SeedFontTests: XCTestCase {
    private let seeds = TestPaths.packageRoot + "/Fuzz/Seeds/FuzzFont"

    private func face(_ file: String) throws -> FontFace {
        let faces = try FontFileReader.read(file: seeds + "/" + file)
        return try XCTUnwrap(faces.first)
    }

    func testEveryContainerGivesTheSameFace() throws {
        let variable = try face("variable.ttf")
        XCTAssertEqual([variable.family, variable.style, variable.postScriptName], ["Seed Family", "Bold", "Seed-Bold"])
        XCTAssertEqual(variable.weight, 700)
        XCTAssertTrue(variable.isItalic, "post italicAngle -12")
        XCTAssertEqual(variable.italicAngle, -12)
        XCTAssertTrue(variable.isFixedPitch)
        XCTAssertTrue(variable.hasMonospacedDigits)
        XCTAssertEqual(variable.axes.map(\.tag), ["wght", "wdth"])
        XCTAssertEqual(variable.axes.map(\.isHidden), [false, true])
        XCTAssertEqual(variable.instances, [FontInstance(name: "Regular", postScriptName: "Seed-Bold", coordinates: [400, 100]),
                                            FontInstance(name: "Bold Condensed", postScriptName: nil, coordinates: [700, 75])])
        // Format 12 wins over format 4: it maps the emoji, and format 4's kana are not counted.
        XCTAssertEqual(variable.coverage.map(\.script), ["Digits"])
        for file in ["stored.woff", "zlib.woff", "collection.ttc"] {
            var other = try face(file)
            other.file = variable.file
            other.format = variable.format
            other.index = 0
            XCTAssertEqual(other, variable, file)
        }
        XCTAssertEqual(try FontFileReader.read(file: seeds + "/collection.ttc").count, 2)
        let woff2 = seeds + "/brotli.woff2"
        guard FileManager.default.fileExists(atPath: woff2) else { throw XCTSkip("no brotli.woff2 seed (make-seeds.py found no libbrotlienc)") }
        var fromWOFF2 = try face("brotli.woff2")
        XCTAssertEqual(fromWOFF2.format, .woff2)
        fromWOFF2.file = variable.file
        fromWOFF2.format = variable.format
        XCTAssertEqual(fromWOFF2, variable)
    }
}
