import SwiftOutput
import Tokens
import XCTest

/// Generated token colours and symbols take the same names Xcode gives the catalog assets,
/// so `AccentColor` is `accent` in Stylebook's accessors and in `ColorResource`.
final class NamingStyleEmitterTests: XCTestCase {
    func tokens() -> TokenSet {
        var tokens = TokenSet()
        tokens.colors.append(ColorToken(info: Fixtures.info("brand/AccentColor"), values: [.light: RGBAColor(red: 1, green: 0, blue: 0)]))
        tokens.colors.append(ColorToken(info: Fixtures.info("iconPreviews/A2D8FF"), values: [.light: RGBAColor(red: 0, green: 0, blue: 1)]))
        tokens.dimensions.append(DimensionToken(info: Fixtures.info("size/borderColor"), points: 1))
        return tokens
    }

    func testXcodeNamingIsTheDefaultForColoursAndSymbols() {
        let text = SwiftEmitter().emitCore(tokens: tokens(), symbols: [SymbolAsset(name: "Icons/angle-left-18pt"), SymbolAsset(name: "Icons/FileImage")]).text
        XCTAssertTrue(text.contains("enum Brand {\n        static let accent = StylebookColor(name: \"brand/AccentColor\""), text)
        XCTAssertTrue(text.contains("enum IconPreviews {\n        static let A_2_D_8_FF = StylebookColor("), text)
        XCTAssertTrue(text.contains("case angleLeft18Pt = \"Icons/angle-left-18pt\""), text)
        XCTAssertTrue(text.contains("case file = \"Icons/FileImage\""), text)
        // Non-asset tokens keep Stylebook's rules: nothing is stripped from a dimension.
        XCTAssertTrue(text.contains("static let borderColor: Swift.Double = 1"), text)
    }

    func testStylebookNamingKeepsTheFormerIdentifiers() {
        var options = SwiftOutputOptions()
        options.naming = .stylebook
        let text = SwiftEmitter(options: options).emitCore(tokens: tokens(), symbols: [SymbolAsset(name: "Icons/angle-left-18pt")]).text
        XCTAssertTrue(text.contains("static let accentColor = StylebookColor(name: \"brand/AccentColor\""), text)
        XCTAssertTrue(text.contains("static let a2D8FF = StylebookColor("), text)
        XCTAssertTrue(text.contains("case angleLeft18pt = \"Icons/angle-left-18pt\""), text)
    }
}
