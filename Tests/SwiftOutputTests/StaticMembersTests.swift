import SwiftOutput
import Tokens
import XCTest

/// Colours and text styles as static members of the frameworks' types (`Color.contentPrimary`,
/// `.foregroundStyle(.contentPrimary)`, `UIColor…`, `Font…`): named by the whole path, never a
/// name the framework already has, and none at all when turned off. That they type-check is
/// `SwiftEmitterCompileTests.testAppleCodeTypechecksAgainstFrameworkStubs`.
final class StaticMembersTests: XCTestCase {
    func tokens() -> TokenSet {
        var tokens = Fixtures.tokens
        for name in ["primary", "background", "brand"] {
            tokens.colors.append(ColorToken(info: Fixtures.info(name), values: [.light: RGBAColor(red: 0.5, green: 0.5, blue: 0.5)]))
        }
        tokens.textStyles.append(TextStyleToken(info: Fixtures.info("title"), fontFamilies: [], weight: 700, size: 28))
        tokens.sort()
        return tokens
    }

    /// The body of `extension HEADER { … }` in `text`.
    func body(of header: String, in text: String) throws -> String {
        let start = try XCTUnwrap(text.range(of: header + " {\n"), "no \(header) in:\n\(text)")
        let end = try XCTUnwrap(text.range(of: "\n}\n", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    func testEveryColourAndTextStyleIsAStaticMemberUnlessTheFrameworkHasTheName() throws {
        let text = SwiftEmitter(options: SwiftOutputOptions(accessLevel: .public)).emitApple(tokens: tokens(), symbols: []).text
        let color = try body(of: "extension SwiftUI.Color", in: text)
        XCTAssertTrue(color.contains("public static var contentPrimary: SwiftUI.Color { Colors.Content.primary.color }"), color)
        XCTAssertTrue(color.contains("public static var brand: SwiftUI.Color { Colors.brand.color }"), color)
        // `Color.background` is not SwiftUI's, so Color gets it; ShapeStyle has `.background`, so it does not.
        XCTAssertTrue(color.contains("static var background: SwiftUI.Color"), color)
        XCTAssertFalse(color.contains("static var primary:"), "SwiftUI's Color.primary must stay unambiguous")
        // `background/base` and `background/Base` both flatten to backgroundBase: the first keeps it.
        XCTAssertTrue(color.contains("static var backgroundBase: SwiftUI.Color { Colors.Background.Base.color }")
                      || color.contains("static var backgroundBase: SwiftUI.Color { Colors.Background.base.color }"), color)
        XCTAssertEqual(color.components(separatedBy: "static var backgroundBase:").count, 2)
        XCTAssertTrue(color.contains("// Not declared here") && color.contains("primary"), color)

        let shapeStyle = try body(of: "extension SwiftUI.ShapeStyle where Self == SwiftUI.Color", in: text)
        XCTAssertTrue(shapeStyle.contains("public static var contentPrimary: SwiftUI.Color { Colors.Content.primary.color }"), shapeStyle)
        XCTAssertFalse(shapeStyle.contains("static var background:"), shapeStyle)
        XCTAssertFalse(shapeStyle.contains("static var primary:"), shapeStyle)

        let font = try body(of: "extension SwiftUI.Font", in: text)
        XCTAssertTrue(font.contains("public static var textBody: SwiftUI.Font { TextStyles.text.body.font }"), font)
        XCTAssertFalse(font.contains("static var title:"), "SwiftUI's Font.title must stay unambiguous")

        let uiColor = try body(of: "extension UIKit.UIColor", in: text)
        XCTAssertTrue(uiColor.contains("public static var contentPrimary: UIKit.UIColor { Colors.Content.primary.uiColor }"), uiColor)
        let uiFont = try body(of: "extension UIKit.UIFont", in: text)
        XCTAssertTrue(uiFont.contains("public static var title: UIKit.UIFont { TextStyles.title.uiFont }"), uiFont)
        let nsColor = try body(of: "extension AppKit.NSColor", in: text)
        XCTAssertTrue(nsColor.contains("public static var brand: AppKit.NSColor { Colors.brand.nsColor }"), nsColor)
    }

    func testTurnedOffThereAreNone() {
        var options = SwiftOutputOptions()
        options.staticMembers = false
        let text = SwiftEmitter(options: options).emitApple(tokens: tokens(), symbols: []).text
        for header in ["extension SwiftUI.Color {", "extension SwiftUI.ShapeStyle", "extension SwiftUI.Font {", "extension UIKit.UIColor {",
                       "extension UIKit.UIFont {", "extension AppKit.NSColor {"] {
            XCTAssertFalse(text.contains(header), header)
        }
        // The namespaced accessors are still there.
        XCTAssertTrue(text.contains("var color: SwiftUI.Color"))
    }
}
