import SwiftGenTemplates
import XCTest

/// StencilSwiftKit's documented examples (its SwiftIdentifier and string filter tests), and the
/// SwiftGen fixture names of shared/docs/asset-catalogs-and-codegen.md §3.5 and §5.
final class SwiftGenIdentifierTests: XCTestCase {
    func testPrettyIdentifiers() {
        let table: [(String, String)] = [
            ("hello", "Hello"), ("42hello", "_42hello"), ("some$URL", "SomeURL"), ("with space", "WithSpace"),
            ("apples.count", "ApplesCount"), (".SFNSDisplay", "SFNSDisplay"), ("Show-NavCtrl", "ShowNavCtrl"),
            ("HEADER_TITLE", "HeaderTitle"), ("foo_bar.baz.qux-yay", "FooBarBazQuxYay"), ("25 Ultra Light", "_25UltraLight"),
            ("26_extra_ultra_light", "_26ExtraUltraLight"), ("12 @ 34 % 56 + 78 Hello world", "_12345678HelloWorld"),
        ]
        for (input, expected) in table { XCTAssertEqual(SwiftGenIdentifier.pretty(input), expected, input) }
    }

    func testNormalIdentifiers() {
        XCTAssertEqual(SwiftGenIdentifier.normal("hello"), "Hello")
        XCTAssertEqual(SwiftGenIdentifier.normal("42hello"), "_42hello")
        XCTAssertEqual(SwiftGenIdentifier.normal("some$URL"), "Some_URL")
        XCTAssertEqual(SwiftGenIdentifier.normal("with space"), "With_Space")
        XCTAssertEqual(SwiftGenIdentifier.normal("12 @ 34"), "_12___34")
    }

    func testAssetMemberNamesAsTheSwift5TemplateMakesThem() {
        func member(_ name: String) -> String {
            SwiftGenIdentifier.escapeReservedKeywords(SwiftGenIdentifier.lowerFirstWord(SwiftGenIdentifier.pretty(name)))
        }
        let table: [(String, String)] = [
            ("AccentColor", "accentColor"), ("Initial-Image", "initialImage"), ("icon_ID", "iconID"), ("ic_arrow_down", "icArrowDown"),
            ("angle-left-18pt", "angleLeft18pt"), ("A2D8FF", "a2D8Ff"), ("300", "_300"), ("HEADER_TITLE", "headerTitle"),
            ("BGColorOne", "bgColorOne"), ("Dark Blurple", "darkBlurple"), ("brand.blue.darken.20", "brandBlueDarken20"),
            ("Exclamation Mark", "exclamationMark"), ("private", "`private`"), ("switch", "`switch`"), ("welcomeVCimage", "welcomeVCimage"),
            ("2x-logo", "_2xLogo"),
        ]
        for (input, expected) in table { XCTAssertEqual(member(input), expected, input) }
        XCTAssertEqual(SwiftGenIdentifier.escapeReservedKeywords(SwiftGenIdentifier.pretty("24Vision")), "_24Vision")
    }

    func testLowerFirstWordAndSnakeCase() {
        XCTAssertEqual(SwiftGenIdentifier.lowerFirstWord("URLChooser"), "urlChooser")
        XCTAssertEqual(SwiftGenIdentifier.lowerFirstWord("SomeCapString"), "someCapString")
        XCTAssertEqual(SwiftGenIdentifier.lowerFirstWord("PLEASE_STOP_SCREAMING"), "please_STOP_SCREAMING")
        XCTAssertEqual(SwiftGenIdentifier.lowerFirstWord(""), "")
        XCTAssertEqual(SwiftGenIdentifier.snakeCase("URLChooser"), "URL_Chooser")
        XCTAssertEqual(SwiftGenIdentifier.snakeCase("someURLValue"), "some_URL_Value")
        XCTAssertEqual(SwiftGenIdentifier.snakeToCamelCase("__hello_world", stripLeading: false), "__HelloWorld")
    }
}
