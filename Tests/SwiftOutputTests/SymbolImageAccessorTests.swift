import SwiftOutput
import Tokens
import XCTest

/// AppKit accessors of the symbol and image enums: custom symbols load as symbol images from
/// macOS 13 (`NSImage(symbolName:bundle:variableValue:)`), with the catalog image as fallback;
/// plain images keep the catalog image. Type-checked against the stand-ins by
/// `SwiftEmitterCompileTests.testAppleCodeTypechecksAgainstFrameworkStubs`.
final class SymbolImageAccessorTests: XCTestCase {
    private func appKitSection(_ text: String) -> String {
        guard let start = text.range(of: "#elseif canImport(AppKit)\nimport AppKit") else { return "" }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n#endif")?.lowerBound ?? rest.endIndex)])
    }

    private func block(_ text: String, after opening: String) -> String {
        guard let start = text.range(of: opening) else { return "" }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)])
    }

    func testCustomSymbolsUseTheSymbolInitialiserFromMacOS13() {
        let options = SwiftOutputOptions(symbolsTypeName: "Icons", imagesTypeName: "Pictures", includeCore: false)
        let apple = SwiftEmitter(options: options).emitApple(tokens: TokenSet(), symbols: Fixtures.symbols, images: [SymbolAsset(name: "logo")]).text
        let appKit = appKitSection(apple)
        let icons = block(appKit, after: "extension Icons {")
        XCTAssertTrue(icons.contains("""
                if #available(macOS 13.0, *) {
                    // 1 shows every layer of a variable symbol, as the symbol does without a value.
                    return AppKit.NSImage(symbolName: rawValue, bundle: stylebookBundle, variableValue: 1)
                }
                return stylebookBundle.image(forResource: rawValue)
        """), icons)
        XCTAssertTrue(icons.contains("@available(macOS 13.0, *)\n    func nsImage(variableValue: Swift.Double) -> AppKit.NSImage? {"), icons)
        let pictures = block(appKit, after: "extension Pictures {")
        XCTAssertTrue(pictures.contains("var nsImage: AppKit.NSImage? { stylebookBundle.image(forResource: rawValue) }"), pictures)
        XCTAssertFalse(pictures.contains("symbolName:"), "plain images are not symbol images")
    }
}
