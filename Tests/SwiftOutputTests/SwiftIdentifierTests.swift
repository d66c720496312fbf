import SwiftOutput
import XCTest

final class SwiftIdentifierTests: XCTestCase {
    func testMemberNames() {
        let table: [(String, String)] = [
            ("primary", "primary"),
            ("Primary", "primary"),
            ("primary-inverse", "primaryInverse"),
            ("background.elevated", "backgroundElevated"),
            ("Dark Blurple", "darkBlurple"),
            ("ic_arrow_down", "icArrowDown"),
            ("a/b", "aB"),
            ("backgroundGrayMainDuck", "backgroundGrayMainDuck"),
            ("size36w6", "size36w6"),
            ("36", "_36"),
            ("2x-logo", "_2xLogo"),
            ("URL", "url"),
            ("HC", "hc"),
            ("content-HC", "contentHC"),
            ("URLChooser", "urlChooser"),
            ("icon_ID", "iconID"),
            ("default", "`default`"),
            ("switch", "`switch`"),
            ("self", "self_"),
            ("init", "init_"),
            ("Type", "type"),
            ("rawValue", "rawValue_"),
            ("café", "café"),
            ("主要", "主要"),
            ("テキスト-主要", "テキスト主要"),
            ("😀 smile", "smile"),
            ("+", "_u2B"),
            ("", "unnamed"),
            ("__private__", "`private`"),
        ]
        for (input, expected) in table {
            XCTAssertEqual(SwiftIdentifier.member(input), expected, "member(\(input))")
        }
    }

    func testTypeNames() {
        let table: [(String, String)] = [
            ("content", "Content"),
            ("light-hc", "LightHc"),
            ("iconPreviews", "IconPreviews"),
            // A name that would hide a Swift, Apple or Stylebook type keeps its name in
            // lowerCamelCase (rule 6a): SwiftUI's Text, Foundation's Data and URL, Swift's Double.
            ("URL", "url"),
            ("URLs", "URLs"),
            ("24Vision", "_24Vision"),
            ("double", "double"),
            ("color", "color"),
            ("text", "text"),
            ("Text", "text"),
            ("data", "data"),
            ("texts", "Texts"),
            ("StylebookColor", "stylebookColor"),
            // …unless that spelling is a keyword too: then the `_` fallback.
            ("self", "Self_"),
            ("protocol", "Protocol_"),
            ("any", "Any_"),
            ("type", "type"),
            ("日本", "日本"),
            ("", "Unnamed"),
            ("-", "_u2D"),
        ]
        for (input, expected) in table {
            XCTAssertEqual(SwiftIdentifier.typeName(input), expected, "typeName(\(input))")
        }
    }

    func testScopeDeduplicatesStably() {
        var scope = SwiftIdentifier.Scope()
        XCTAssertEqual(scope.claim("primary"), "primary")
        XCTAssertEqual(scope.claim("primary"), "primary_2")
        XCTAssertEqual(scope.claim("primary"), "primary_3")
        XCTAssertEqual(scope.claim("`default`"), "`default`")
        XCTAssertEqual(scope.claim("`default`"), "default_2")
        XCTAssertEqual(scope.claim("primary_2"), "primary_2_2")
    }

    func testPlainIdentifierCheck() {
        XCTAssertTrue(SwiftIdentifier.isPlainIdentifier("Colors"))
        XCTAssertTrue(SwiftIdentifier.isPlainIdentifier("_x1"))
        XCTAssertFalse(SwiftIdentifier.isPlainIdentifier("1x"))
        XCTAssertFalse(SwiftIdentifier.isPlainIdentifier("my-colors"))
        XCTAssertFalse(SwiftIdentifier.isPlainIdentifier("class"))
        XCTAssertFalse(SwiftIdentifier.isPlainIdentifier(""))
    }
}
