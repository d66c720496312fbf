import SwiftOutput
import XCTest

/// Every asset name → symbol pair observed in Xcode-generated files (shared/docs/
/// asset-catalogs-and-codegen.md §2.6), plus the keyword and digit rules of §2.4.
final class XcodeAssetNameTests: XCTestCase {
    static let observedMembers: [(String, String)] = [
        ("AccentColor", "accent"), ("BGColorOne", "bgColorOne"), ("Radial_Gradient", "radialGradient"), ("av_man", "avMan"),
        ("Image", "image"), ("app-icon", "appIcon"), ("arrow-ul-icon", "arrowUlIcon"), ("121212", "_121212"),
        ("292C38", "_292_C_38"), ("2B3041", "_2_B_3041"), ("34394D", "_34394_D"), ("343A4E", "_343_A_4_E"),
        ("3B75E7", "_3_B_75_E_7"), ("4AB3FF", "_4_AB_3_FF"), ("A2D8FF", "A_2_D_8_FF"), ("A4A6AC", "A_4_A_6_AC"),
        ("B1AFC6", "B_1_AFC_6"), ("CE9D2E", "CE_9_D_2_E"), ("DCAC00", "DCAC_00"), ("ECEAFB", "ECEAFB"), ("FFE05D", "FFE_05_D"),
        ("FFFFFF", "FFFFFF"), ("c50000", "c50000"), ("A-1-1-0", "A_1_1_0"), ("M", "M"), ("BMW", "BMW"), ("IBM", "IBM"),
        ("arrow_basic_e", "arrowBasicE"), ("backgroundColor", "background"), ("hobbyColor", "hobby"), ("bg_color", "bg"),
        ("img_home_carousel_filming_color", "imgHomeCarouselFilming"), ("adult_products_image", "adultProducts"),
        ("Initial-Image", "initial"), ("welcomeVCimage", "welcomeVCimage"), ("joker_3_multicolor", "joker3Multicolor"),
        ("joker_1_red", "joker1Red"), ("icon_ID", "iconID"), ("icon_Hi", "iconHi"), ("icon_Not Repay", "iconNotRepay"),
        ("orbita+", "orbita"), ("emoji 1", "emoji1"), ("emoji_0", "emoji0"), ("Connecting0_", "connecting0"),
        ("black-color", "black"), ("card-number-color", "cardNumber"), ("grey-chip-color", "greyChip"), ("FileImage", "file"),
        ("FilesImage", "files"), ("test_icon ", "testIcon"), ("angle-left-18pt", "angleLeft18Pt"), ("btn_color", "btn"),
        ("btn_color_disable", "btnColorDisable"), ("row_color_select", "rowColorSelect"), ("Calendar-2", "calendar2"),
        ("BackIOSPrimary", "backIOSPrimary"), ("knob Reference", "knobReference"), ("custom.cloud.badge.play", "customCloudBadgePlay"),
        ("PrimaryColor", "primary"), ("primaryColor", "primary"), ("backgroundColour", "backgroundColour"), ("ava-1", "ava1"),
        ("dino-adult-blue", "dinoAdultBlue"), ("block_lv-1", "blockLv1"), ("en_onboarding1", "enOnboarding1"), ("logo_w", "logoW"),
        ("color_000000", "color000000"), ("mastodon.clean.fill", "mastodonCleanFill"), ("Content", "content"),
        ("BackgroundSecondary", "backgroundSecondary"),
    ]

    static let observedNamespaces: [(String, String)] = [
        ("iconPreviews", "IconPreviews"), ("Colors", "Colors"), ("GameUI", "GameUI"), ("AppIcon", "AppIcon"),
        ("BackgroundLevels", "BackgroundLevels"), ("Poses", "Poses"),
    ]

    func testEveryObservedPair() {
        XCTAssertEqual(Self.observedMembers.count, 70)
        for (name, symbol) in Self.observedMembers {
            XCTAssertEqual(XcodeAssetName.member(name), symbol, name)
            XCTAssertEqual(NamingStyle.xcode.member(name), symbol, name)
        }
        for (name, symbol) in Self.observedNamespaces {
            XCTAssertEqual(XcodeAssetName.typeName(name), symbol, name)
        }
    }

    func testKeywordsDigitsAndEmptyNames() {
        XCTAssertEqual(NamingStyle.xcode.member("switch"), "`switch`")
        XCTAssertEqual(NamingStyle.xcode.member("default"), "`default`")
        XCTAssertEqual(NamingStyle.xcode.member("300"), "_300")
        XCTAssertEqual(NamingStyle.xcode.member("self"), "self_")
        XCTAssertEqual(NamingStyle.xcode.typeName("24Vision"), "_24Vision")
        XCTAssertEqual(NamingStyle.xcode.typeName("Type"), "Type_")
        XCTAssertNil(XcodeAssetName.member("+"))
        // Nothing usable falls back to Stylebook's spelled-out scalar name, never an empty identifier.
        XCTAssertEqual(NamingStyle.xcode.member("+"), "_u2B")
        XCTAssertEqual(XcodeAssetName.words("BGColor"), ["BG", "Color"])
        XCTAssertEqual(XcodeAssetName.words("angle18pt"), ["angle", "18", "pt"])
    }

    func testDecomposedAccentsNameTheSameIdentifierAsComposedOnes() {
        let composed = "caf\u{E9}Creme", decomposed = "cafe\u{301}Creme"
        XCTAssertNotEqual(Array(composed.unicodeScalars), Array(decomposed.unicodeScalars))
        for style in [NamingStyle.xcode, .stylebook] {
            XCTAssertEqual(style.member(decomposed), style.member(composed))
            XCTAssertEqual(style.member(decomposed).unicodeScalars.count, style.member(composed).unicodeScalars.count)
            XCTAssertTrue(style.member(composed).contains("\u{E9}"), style.member(composed))
        }
    }

    func testStylebookNamingKeepsTheOldRules() {
        XCTAssertEqual(NamingStyle.stylebook.member("AccentColor"), "accentColor")
        XCTAssertEqual(NamingStyle.stylebook.member("angle-left-18pt"), "angleLeft18pt")
        XCTAssertEqual(NamingStyle.xcode.member("angle-left-18pt"), "angleLeft18Pt")
    }
}
