import Foundation
import SwiftOutput
import Tokens
import XCTest

/// `renames:` keeps old names as deprecated aliases: the core compiles and serves the new values
/// under the old names (with deprecation warnings), and the SwiftUI/UIKit/AppKit static members
/// type-check against the stand-in frameworks.
final class RenameAliasTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws { dir = try makeTemporaryFolder(prefix: "stylebook-renames") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    private func options() -> SwiftOutputOptions {
        var options = SwiftOutputOptions(accessLevel: .public, catalogNamespace: ["Colors"])
        options.renames = [
            SwiftRename(old: "content.text", new: "content.primary"),
            SwiftRename(old: "brand.ink", new: "content.primary-inverse"),
            SwiftRename(old: "heading.title", new: "text.size36w6"),
            // `cart` names the asset Icons/cart, whose case is `cart_2` (Icons/Cart claimed `cart` first).
            SwiftRename(old: "basket", new: "cart"),
            SwiftRename(old: "content.primary", new: "background.base"),
            SwiftRename(old: "gone.away", new: "nothing.here"),
        ]
        return options
    }

    func testAliasesAreDeprecatedAndServeTheNewValue() throws {
        let swiftc = try SwiftCompiler.require()
        let core = SwiftEmitter(options: options()).emitCore(tokens: Fixtures.tokens, symbols: Fixtures.symbols)
        XCTAssertTrue(core.text.contains("""
            @available(*, deprecated, renamed: "primary")
            public static let text = Colors.Content.primary
        """), core.text)
        XCTAssertTrue(core.text.contains("public enum Brand {"), "a group the new set lacks is declared for its aliases")
        XCTAssertTrue(core.text.contains("@available(*, deprecated, renamed: \"Colors.Content.primaryInverse\")"))
        let messages = core.diagnostics.items.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("'content.primary' is still a name of its own") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("'nothing.here' names no token or asset") }, "\(messages)")
        try core.text.write(toFile: dir + "/Tokens.swift", atomically: true, encoding: .utf8)
        try """
        print(Colors.Content.text.name, Colors.Brand.ink.name, TextStyles.Heading.title.size, Symbols.basket.imageName)
        print(Symbols.allCases.count)
        """.write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        let build = try SwiftCompiler.run(swiftc, ["-swift-version", "6", "-module-cache-path", SwiftCompiler.moduleCache, "Tokens.swift", "main.swift", "-o", "app"], in: dir)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("'text' is deprecated: renamed to 'primary'"), build.output)
        XCTAssertTrue(build.output.contains("'basket' is deprecated: renamed to 'cart_2'"), build.output)
        guard build.status == 0 else { return }
        let run = try SwiftCompiler.run(dir + "/app", [], in: dir)
        XCTAssertEqual(run.output.split(separator: "\n"), ["Colors/content/primary Colors/content/primary-inverse 36.0 Icons/cart", "4"],
                       "aliases return the new values and add no enum case")
    }

    func testStaticMemberAliasesTypecheckAgainstFrameworkStubs() throws {
        let swiftc = try SwiftCompiler.require()
        let file = SwiftEmitter(options: options()).emit(tokens: Fixtures.tokens, symbols: Fixtures.symbols)
        XCTAssertTrue(file.text.contains("public static var contentText: SwiftUI.Color { Colors.Content.primary.color }"), file.text)
        XCTAssertFalse(file.text.contains("static var contentPrimary: SwiftUI.Color { Colors.Background"), "a name still in use gets no alias")
        let use = """

        #if canImport(SwiftUI)
        @MainActor func oldUse() -> some SwiftUI.View {
            SwiftUI.EmptyView().foregroundStyle(.contentText).background(SwiftUI.Color.brandInk)
        }
        @available(iOS 14.0, macOS 11.0, *) let oldFont: SwiftUI.Font = .headingTitle
        #endif
        #if canImport(UIKit)
        let oldUIColor: UIKit.UIColor = .contentText
        let oldUIFont = UIKit.UIFont.headingTitle
        #elseif canImport(AppKit)
        let oldNSColor: AppKit.NSColor = .brandInk
        #endif
        """
        try (file.text + use).write(toFile: dir + "/All.swift", atomically: true, encoding: .utf8)
        for (platform, stubs) in [("ios", [("UIKit", AppleStubs.uiKit), ("SwiftUI", AppleStubs.swiftUI)]),
                                  ("macos", [("AppKit", AppleStubs.appKit), ("SwiftUI", AppleStubs.swiftUI)])] {
            let stubDir = dir + "/" + platform
            try SwiftCompiler.emitStubModules(stubs, into: stubDir, cache: SwiftCompiler.moduleCache, swiftc: swiftc)
            let check = try SwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-cache-path", SwiftCompiler.moduleCache,
                                                       "-I", stubDir, "All.swift"], in: dir)
            XCTAssertEqual(check.status, 0, "\(platform): " + check.output)
            XCTAssertTrue(check.output.contains("'contentText' is deprecated: renamed to 'contentPrimary'"), "\(platform): " + check.output)
        }
    }

    func testNoRenamesChangeNothing() {
        let plain = SwiftEmitter(options: SwiftOutputOptions(catalogNamespace: ["Colors"])).emit(tokens: Fixtures.tokens, symbols: Fixtures.symbols)
        XCTAssertFalse(plain.text.contains("deprecated, renamed"))
        XCTAssertFalse(plain.text.contains("renames:"))
    }
}
