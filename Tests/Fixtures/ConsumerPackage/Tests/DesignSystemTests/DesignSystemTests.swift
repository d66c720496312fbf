import DesignSystem
import XCTest

final class DesignSystemTests: XCTestCase {
    /// The expected brand colour comes from the environment (the outer test sets it to what the
    /// token file says), or from the committed token file's value.
    func testGeneratedTokensAreCompiledIn() {
        let expected = ProcessInfo.processInfo.environment["EXPECTED_BRAND"] ?? "232,85,45"
        XCTAssertEqual(brandLightBytes().map(String.init).joined(separator: ","), expected)
        XCTAssertEqual(Colors.Content.primary.dark?.red ?? 0, 245.0 / 255.0, accuracy: 1e-9)
        XCTAssertEqual(TextStyles.Text.body.size, 17)
        XCTAssertEqual(Symbols.leaf.rawValue, "Icons/leaf")
    }
}
