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
