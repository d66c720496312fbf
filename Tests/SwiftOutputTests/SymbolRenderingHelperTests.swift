import Foundation
import SwiftOutput
import Tokens
import XCTest

/// The symbol enum's rendering-mode helpers (docs/symbols-color.md): an app's calls to them
/// type-check against the framework stand-ins in both the UIKit and the AppKit branch.
final class SymbolRenderingHelperTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws { dir = try makeTemporaryFolder(prefix: "stylebook-swiftc") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    private func write(_ text: String, _ name: String) throws {
        try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
    }

    func testHelpersAreOnTheSymbolEnumOnly() {
        let options = SwiftOutputOptions(symbolsTypeName: "Icons", imagesTypeName: "Pictures", includeCore: false)
        let text = SwiftEmitter(options: options).emitApple(tokens: TokenSet(), symbols: Fixtures.symbols,
                                                            images: [SymbolAsset(name: "logo")]).text
        XCTAssertTrue(text.contains("extension Icons {\n    /// A rendering mode with its colours, for `image(_:)`."), text)
        XCTAssertTrue(text.contains("func uiImage(paletteColors colors: [UIKit.UIColor]) -> UIKit.UIImage? {"))
        XCTAssertTrue(text.contains("UIKit.UIImage.SymbolConfiguration.preferringMulticolor()"))
        XCTAssertTrue(text.contains("AppKit.NSImage.SymbolConfiguration(hierarchicalColor: color)"))
        XCTAssertFalse(text.contains("extension Pictures {\n    /// A rendering mode"), "plain images have no rendering modes")
    }

    func testAppCodeUsingEveryHelperTypechecks() throws {
        guard let swiftc = SwiftCompiler.executable else { throw XCTSkip("swiftc not found") }
        let symbols = SwiftEmitter(options: SwiftOutputOptions(includeCore: false)).emit(tokens: TokenSet(), symbols: Fixtures.symbols)
        try write(symbols.text, "Symbols.swift")
        try write("""
        #if canImport(SwiftUI)
        import SwiftUI
        @available(iOS 16.0, macOS 13.0, *)
        @MainActor func swiftUIViews(_ brand: Color, _ accent: Color) -> [any View] {
            [Symbols.allCases[0].image(.palette(brand, accent)), Symbols.allCases[0].image(.palette(brand, accent, .secondary)),
             Symbols.allCases[0].image(.hierarchical(brand)), Symbols.allCases[0].image(.hierarchical),
             Symbols.allCases[0].image(.multicolor), Symbols.allCases[0].image(.monochrome(accent)),
             Symbols.allCases[0].image(variableValue: 0.5)]
        }
        #endif
        #if canImport(UIKit)
        import UIKit
        @available(iOS 16.0, *)
        func uiKitImages(_ brand: UIColor) -> [UIImage?] {
            let s = Symbols.allCases[0]
            return [s.uiImage(hierarchicalColor: brand), s.uiImage(paletteColors: [brand, brand]), s.multicolorUIImage,
                    s.uiImage(variableValue: 2.0 / 3.0)]
        }
        #elseif canImport(AppKit)
        import AppKit
        @available(macOS 13.0, *)
        func appKitImages(_ brand: NSColor) -> [NSImage?] {
            let s = Symbols.allCases[0]
            return [s.nsImage(hierarchicalColor: brand), s.nsImage(paletteColors: [brand]), s.multicolorNSImage,
                    s.nsImage(variableValue: 1.0 / 3.0)]
        }
        #endif
        """, "Use.swift")
        for (platform, stubs) in [("ios", [("UIKit", AppleStubs.uiKit), ("SwiftUI", AppleStubs.swiftUI)]),
                                  ("macos", [("AppKit", AppleStubs.appKit), ("SwiftUI", AppleStubs.swiftUI)])] {
            let stubDir = dir + "/" + platform
            try SwiftCompiler.emitStubModules(stubs, into: stubDir, cache: SwiftCompiler.moduleCache, swiftc: swiftc)
            // Emitting a module (not only type-checking) also runs the SIL isolation checks of Swift 6.
            let check = try SwiftCompiler.run(swiftc, ["-emit-module", "-module-name", "App", "-emit-module-path", stubDir + "/App.swiftmodule",
                                                       "-swift-version", "6", "-parse-as-library", "-module-cache-path", SwiftCompiler.moduleCache,
                                                       "-I", stubDir, "Symbols.swift", "Use.swift"], in: dir)
            XCTAssertEqual(check.status, 0, "\(platform): " + check.output)
        }
    }
}
