import Diagnostics
import Foundation
import Grammar
import XCTest
@testable import SVG

/// SVG files saved as UTF-16 (an option of Illustrator's SVG export) read like their UTF-8 text.
final class TextEncodingTests: XCTestCase {
    static let icon = """
        <?xml version="1.0" encoding="UTF-16"?>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
        <title>flèche ↗</title>
        <path d="M2 2h20v20H2z"/>
        </svg>
        """

    static func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
        var bytes: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let (hi, lo) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            bytes += bigEndian ? [hi, lo] : [lo, hi]
        }
        return bytes
    }

    private func file(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "stylebook-utf16-\(UUID().uuidString).svg"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testUTF16WithAndWithoutMarkReadsAsTheUTF8Text() throws {
        let reference = try SVGReader.read(path: try file(Array(Self.icon.utf8)))
        for (bigEndian, mark) in [(false, true), (true, true), (false, false), (true, false)] {
            let icon = try SVGReader.read(path: try file(Self.utf16(Self.icon, bigEndian: bigEndian, mark: mark)))
            XCTAssertEqual(icon.shapes.map(\.path), reference.shapes.map(\.path), "big endian \(bigEndian), mark \(mark)")
            XCTAssertEqual(icon.shapes.count, 1)
        }
    }

    func testErrorsInAUTF16FileAreLocatedInItsText() throws {
        let broken = Self.icon.replacingOccurrences(of: "M2 2h20", with: "M2 2h20 Q")
        let path = try file(Self.utf16(broken, bigEndian: false, mark: true))
        do throws(DiagnosticError) {
            _ = try SVGReader.read(path: path)
            XCTFail("expected a path-data error")
        } catch {
            let location = error.diagnostics.errors.first?.location
            XCTAssertEqual(location?.line, 4, error.diagnostics.rendered)
        }
    }

    func testOtherBytesAreLeftAlone() {
        let latin1: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"iso-8859-1\"?><svg/>".utf8) + [0xE9]
        XCTAssertEqual(XMLTextEncoding.utf8(latin1).bytes, latin1)
        XCTAssertFalse(XMLTextEncoding.utf8(latin1).wasUTF16)
        XCTAssertEqual(XMLTextEncoding.utf8([]).bytes, [])
        XCTAssertEqual(XMLTextEncoding.utf8([0xEF, 0xBB, 0xBF, 0x3C]).bytes, [0xEF, 0xBB, 0xBF, 0x3C])
    }

    func testTheDeclarationIsRewrittenToSayUTF8() {
        let decl = XMLTextEncoding.declaringUTF8(Array("<?xml version='1.0' encoding = 'utf-16' standalone='no'?>\n<svg/>".utf8))
        XCTAssertEqual(String(decoding: decl, as: UTF8.self), "<?xml version='1.0' encoding = 'UTF-8' standalone='no'?>\n<svg/>")
        let none = Array("<?xml version=\"1.0\"?><svg/>".utf8)
        XCTAssertEqual(XMLTextEncoding.declaringUTF8(none), none)
    }
}
