import Foundation
import SwiftOutput
import Tokens
import XCTest

/// The generated core is compiled and run with the real compiler; the Apple part is parsed.
final class SwiftEmitterCompileTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try makeTemporaryFolder(prefix: "stylebook-swiftc")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    private func swiftc() throws -> String {
        guard let swiftc = SwiftCompiler.executable else { throw TestPrerequisite.missing("swiftc not found") }
        return swiftc
    }

    private func write(_ text: String, _ name: String) throws {
        try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
    }

    func testCoreCompilesAndRunsOnLinux() throws {
        let swiftc = try swiftc()
        let emitter = SwiftEmitter(options: SwiftOutputOptions(accessLevel: .public, catalogNamespace: ["Colors"]))
        var tokens = Fixtures.tokens
        // Non-ASCII, keyword and digit names must come out as identifiers that compile.
        tokens.colors.append(ColorToken(info: Fixtures.info("テキスト/主要"), values: [.light: RGBAColor(red: 0.25, green: 0.5, blue: 0.75)]))
        tokens.dimensions.append(DimensionToken(info: Fixtures.info("class/café 2"), points: 3))
        tokens.dimensions.append(DimensionToken(info: Fixtures.info("self/36"), points: 36))
        let core = emitter.emitCore(tokens: tokens, symbols: Fixtures.symbols)
        try write(core.text, "Tokens.swift")
        try write("""
        let primary = Colors.Content.primary
        let dark = primary.resolved(for: .dark)
        print("name", primary.name)
        print("dark", dark.red, dark.green, dark.blue, dark.alpha, dark.space.rawValue)
        print("darkHC", primary.resolved(for: .darkHighContrast).red)
        print("inverse.darkHC", Colors.Content.primaryInverse.resolved(for: .darkHighContrast).alpha)
        print("inverse.lightHC", Colors.Content.primaryInverse.resolved(for: .lightHighContrast).red)
        print("theme", Colors.Theme.`default`.light.space.rawValue)
        print("bases", Colors.Background.base.light.red, Colors.Background.base_2.light.red)
        let title = TextStyles.text.size36w6
        print("title", title.size, title.lineHeight ?? -1, title.tracking, title.fontWeight, title.relativeTo?.rawValue ?? "-", title.fontName ?? "-")
        print("title.leading", title.extraLeading(naturalLineHeight: 43.2), title.halfLeading(naturalLineHeight: 42.4))
        print("body", TextStyles.text.body.fontName ?? "system", TextStyles.text.body.lineHeight == nil)
        print("dims", Dimensions.Spacing.m, Dimensions.Spacing._2xl, Dimensions.Radius.card)
        print("misc", Numbers.Opacity.disabled, Durations.Motion.fast, Shadows.Elevation.card.layers[0].radius)
        print("symbols", Symbols.allCases.map(\\.rawValue).joined(separator: ","), Symbols.cart_2.imageName, Symbols.`switch`.imageName)
        print("unicode", Colors.テキスト.主要.light.blue, Colors.テキスト.主要.name, Dimensions.Class.café2, Dimensions.Self_._36)
        print("weights", StylebookFontWeight(cssWeight: 640), StylebookFontWeight(cssWeight: 650), StylebookFontWeight(cssWeight: 1000), StylebookFontWeight(cssWeight: 1))
        """, "main.swift")
        let build = try SwiftCompiler.run(swiftc, ["-swift-version", "6", "-module-cache-path", SwiftCompiler.moduleCache, "Tokens.swift", "main.swift", "-o", "tokens"], in: dir)
        XCTAssertEqual(build.status, 0, build.output + "\n" + core.text)
        guard build.status == 0 else { return }
        let run = try SwiftCompiler.run(dir + "/tokens", [], in: dir)
        XCTAssertEqual(run.status, 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, [
            "name Colors/content/primary",
            "dark 0.961 0.961 0.961 1.0 srgb",
            "darkHC 1.0",
            "inverse.darkHC 0.5",
            "inverse.lightHC 1.0",
            "theme display-p3",
            "bases 0.5 0.98",
            "title 36.0 \(1.4 * 36.0) 0.72 semibold largeTitle HiraginoSans-W6",
            "title.leading \(1.4 * 36.0 - 43.2) \((1.4 * 36.0 - 42.4) / 2)",
            "body system true",
            "dims 16.0 40.0 12.5",
            "misc 0.38 0.15 4.0",
            "symbols Icons/Cart,Icons/cart,Icons/heart.fill,Icons/switch Icons/cart Icons/switch",
            "unicode 0.75 Colors/テキスト/主要 3.0 36.0",
            "weights semibold bold black ultraLight",
        ])
    }

    func testAppleFileParsesAndWholeFileTypechecksOnLinux() throws {
        let swiftc = try swiftc()
        for bundle in [BundleReference.main, .module, .forClass, .automatic] {
            let options = SwiftOutputOptions(accessLevel: .public, bundle: bundle, catalogNamespace: ["Colors"])
            let emitter = SwiftEmitter(options: options)
            let apple = emitter.emitApple(tokens: Fixtures.tokens, symbols: Fixtures.symbols, images: [SymbolAsset(name: "logo")])
            try write(apple.text, "Apple.swift")
            // -parse also parses the inactive #if branches, so every UIKit/AppKit/SwiftUI line is checked for syntax.
            let parse = try SwiftCompiler.run(swiftc, ["-parse", "Apple.swift"], in: dir)
            XCTAssertEqual(parse.status, 0, parse.output)
        }
        let full = SwiftEmitter(options: SwiftOutputOptions(catalogNamespace: ["Colors"]))
            .emit(tokens: Fixtures.tokens, symbols: Fixtures.symbols, images: [SymbolAsset(name: "logo")])
        XCTAssertEqual(full.text.components(separatedBy: "// Generated by Stylebook").count, 2, "one header")
        try write(full.text, "All.swift")
        let check = try SwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-module-cache-path", SwiftCompiler.moduleCache, "-parse-as-library", "All.swift"], in: dir)
        XCTAssertEqual(check.status, 0, check.output)
    }

    /// Type-checks the UIKit + SwiftUI branch and then the AppKit + SwiftUI branch against the
    /// stand-in frameworks in `AppleStubs`.
    func testAppleCodeTypechecksAgainstFrameworkStubs() throws {
        let swiftc = try swiftc()
        for (platform, stubs) in [("ios", [("UIKit", AppleStubs.uiKit), ("SwiftUI", AppleStubs.swiftUI)]),
                                  ("macos", [("AppKit", AppleStubs.appKit), ("SwiftUI", AppleStubs.swiftUI)])] {
            let stubDir = dir + "/" + platform
            try SwiftCompiler.emitStubModules(stubs, into: stubDir, cache: SwiftCompiler.moduleCache, swiftc: swiftc)
            // The stubs must really switch the branches on: a type error inside them has to fail.
            let active = platform == "ios" ? "UIKit" : "AppKit"
            try write("#if canImport(\(active)) && canImport(SwiftUI)\nlet bad: Int = SwiftUI.Font.custom(\"x\", fixedSize: 1)\n#endif\n", "Bad.swift")
            let bad = try SwiftCompiler.run(swiftc, ["-typecheck", "-module-cache-path", SwiftCompiler.moduleCache, "-I", stubDir, "Bad.swift"], in: dir)
            XCTAssertNotEqual(bad.status, 0, "\(platform): the \(active) branch was not type-checked")
            for bundle in [BundleReference.main, .forClass, .automatic] {
                let options = SwiftOutputOptions(accessLevel: .public, bundle: bundle, catalogNamespace: ["Colors"])
                let file = SwiftEmitter(options: options).emit(tokens: Fixtures.tokens, symbols: Fixtures.symbols, images: [SymbolAsset(name: "logo")])
                // App code using the static members as SwiftUI/UIKit/AppKit code would.
                let use = """

                #if canImport(SwiftUI)
                @MainActor func staticMemberUse() -> some SwiftUI.View {
                    SwiftUI.EmptyView().foregroundStyle(.contentPrimary).background(SwiftUI.Color.backgroundBase)
                }
                @available(iOS 14.0, macOS 11.0, *) let staticFontUse: SwiftUI.Font = .textBody
                #endif
                #if canImport(UIKit)
                let staticUIColorUse: UIKit.UIColor = .contentPrimaryInverse
                let staticUIFontUse = UIKit.UIFont.textSize36w6
                #elseif canImport(AppKit)
                let staticNSColorUse: AppKit.NSColor = .themeDefault
                #endif
                """
                try write(file.text + use, "All.swift")
                let check = try SwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-cache-path", SwiftCompiler.moduleCache,
                                                           "-I", stubDir, "All.swift"], in: dir)
                XCTAssertEqual(check.status, 0, "\(platform) \(bundle): " + check.output)
            }
        }
    }

    func testSecondFileWithoutCoreCompilesNextToTheFirst() throws {
        let swiftc = try swiftc()
        let tokens = SwiftEmitter(options: SwiftOutputOptions(catalogNamespace: ["Colors"])).emit(tokens: Fixtures.tokens, symbols: [])
        let symbols = SwiftEmitter(options: SwiftOutputOptions(includeCore: false)).emit(tokens: .init(), symbols: Fixtures.symbols)
        XCTAssertFalse(symbols.text.contains("struct StylebookColor"))
        try write(tokens.text, "Tokens.swift")
        try write(symbols.text, "Symbols.swift")
        let check = try SwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-module-cache-path", SwiftCompiler.moduleCache, "-parse-as-library", "Tokens.swift", "Symbols.swift"], in: dir)
        XCTAssertEqual(check.status, 0, check.output)
    }
}
