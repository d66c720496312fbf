import DesignSystem
import XCTest

final class DesignSystemTests: XCTestCase {
    /// The expected brand colour comes from the environment (the outer test sets it to what the
    /// token file says), or from the committed token file's value.
    func testGeneratedTokensAreCompiledIn() {
        let expected = ProcessInfo.processInfo.environment["EXPECTED_BRAND"] ?? "232,85,45"
        XCTAssertEqual(brandLightBytes().map(String.init).joined(separator: ","), expected)
        XCTAssertEqual(Colors.Content.primary.dark?.red ?? 0, 245.0 / 255.0, accuracy: 1e-9)
        XCTAssertEqual(TextStyles.Typography.body.size, 17)
        // The group `text` keeps its name, in lowerCamelCase (it would hide SwiftUI's Text as `Text`).
        XCTAssertEqual(Colors.text.primary.light.red, 17.0 / 255.0, accuracy: 1e-9)
        XCTAssertEqual(Symbols.leaf.rawValue, "Icons/leaf")
    }
}
