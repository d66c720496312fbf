import Diagnostics
import Foundation
import XCTest
@testable import Tokens

/// Issue 24, "text is checked": token files must be UTF-8, names may not hold control characters.
final class TextCheckTests: XCTestCase {
    func testInvalidUTF8IsALocatedErrorAtTheFirstBadByte() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-utf8-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.tokens.json").path
        var bytes = Array("{\n  \"ok\": { \"$type\": \"color\", \"$value\": \"#fff\" },\n  \"c".utf8)
        bytes += [0xC3, 0x28]  // a lead byte followed by "(": not UTF-8
        bytes += Array("\": { \"$type\": \"color\", \"$value\": \"#000\" }\n}\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try TokenReader.read(files: [path])) { error in
            let errors = (error as? DiagnosticError)?.diagnostics.errors.map(\.description) ?? []
            XCTAssertEqual(errors, ["\(path):3:5: error: the file is not valid UTF-8 (byte 0xC3 here); save it as UTF-8"])
        }
        // A file that holds U+FFFD itself is valid.
        try Data("{ \"c\u{FFFD}\": { \"$type\": \"color\", \"$value\": \"#000\" } }".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try TokenReader.read(files: [path]).tokens.colors.count, 1)
    }

    func testControlCharactersInNamesAreAnErrorAndNeverPrintedRaw() {
        let json = ##"{ "ok": { "$type": "color", "$value": "#fff" }, "bad\u001b[31m\u0007": { "$type": "color", "$value": "#000" } }"##
        let errors = readError(json).errors
        XCTAssertEqual(errors.count, 1, errors.map(\.description).joined(separator: "\n"))
        let text = errors.first?.description ?? ""
        XCTAssertTrue(text.contains("holds a control character (U+1B)"), text)
        XCTAssertTrue(text.contains(#"bad\u{1B}[31m\u{7}"#), text)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 }, text)
    }
}
