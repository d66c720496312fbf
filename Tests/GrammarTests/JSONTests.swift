import Grammar
import XCTest

/// The JSON reader every module uses (tokens, `Contents.json`) and the one string escaper.
final class JSONTests: XCTestCase {
    private func parse(_ text: String, json5: Bool = false) throws(JSONParser.Failure) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8), file: 0, allowJSON5: json5)
        return try parser.parseDocument()
    }

    func testValuesKeepTheirOffsets() throws {
        let root = try parse(#"{"a": [1, "x"], "b": true}"#)
        XCTAssertEqual(root["a"]?.pos.offset, 6)
        XCTAssertEqual(root["a"]?.array?[1].string, "x")
        XCTAssertEqual(root["a"]?.array?[1].pos.offset, 10)
        XCTAssertEqual(root["b"]?.bool, true)
    }

    func testErrorsSayWhere() {
        XCTAssertThrowsError(try parse(#"{"a": 1,}"#)) { error in
            XCTAssertEqual((error as? JSONParser.Failure)?.offset, 8)
        }
        XCTAssertNoThrow(try parse("{a: 'b', // note\n}", json5: true))
        XCTAssertThrowsError(try parse(String(repeating: "[", count: 300) + String(repeating: "]", count: 300)))
    }

    /// JSON numbers take their value where every other number does (`TextScanner`): the same
    /// Double as Swift's own conversion, on the fast path and off it; a value too large is an error.
    func testNumbersHaveTheValuesOfTheOneNumberReader() throws {
        let texts = ["0", "-0", "0.1", "16", "-2.5e-3", "1E2", "123456789012345678", "0.30000000000000004",
                     "1.7976931348623157e308", "5e-324", "1e-400", "4.35", "1234.5678e-10"]
        let root = try parse("[" + texts.joined(separator: ", ") + "]")
        let values = try XCTUnwrap(root.array).map(\.number)
        for (text, value) in zip(texts, values) {
            XCTAssertEqual(value?.bitPattern, Double(text)?.bitPattern, text)
        }
        XCTAssertThrowsError(try parse("[1, 1e999]")) { error in
            XCTAssertEqual((error as? JSONParser.Failure)?.offset, 4)
            XCTAssertEqual((error as? JSONParser.Failure)?.message, "number 1e999 is out of range")
        }
    }

    func testLaterDuplicateKeyWinsAndIsRecorded() throws {
        var parser = JSONParser(bytes: Array(#"{"a": 1, "a": 2}"#.utf8), file: 0, allowJSON5: false)
        let root = try parser.parseDocument()
        XCTAssertEqual(root["a"]?.number, 2)
        XCTAssertEqual(parser.duplicateKeys.map(\.key), ["a"])
    }

    func testQuotedEscapesControlsQuotesAndOptionallySlash() {
        XCTAssertEqual(JSONText.quoted("a\"b\\c\n\r\t\u{1}/é"), #""a\"b\\c\n\r\t\u0001/é""#)
        XCTAssertEqual(JSONText.quoted("a/b", escapingSlash: true), #""a\/b""#)
    }

    func testCompactTextRoundTrips() throws {
        let text = #"{"name":"x\ty","n":[1,2.5,-3],"ok":null}"#
        XCTAssertEqual(try parse(text).jsonText, text)
    }
}

final class SwiftTextTests: XCTestCase {
    func testSwiftLiteralEscapesWhatCouldChangeOrHideTheCode() {
        XCTAssertEqual(SwiftText.quoted("a\"b\\c\n\r\t/é"), #""a\"b\\c\n\r\t/é""#)
        XCTAssertEqual(SwiftText.quoted("\u{1}\u{7F}\u{85}\u{200B}"), #""\u{1}\u{7F}\u{85}\u{200B}""#)
    }
}
