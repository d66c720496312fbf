import Foundation
import SwiftOutput
import Tokens
import XCTest

/// `$deprecated: "use {new.token}"` (DTCG's reference syntax) writes the alias a `renames:` entry
/// writes: the old name deprecated with `renamed:`, returning the new accessor, in the core and in
/// the SwiftUI/UIKit/AppKit static members; both compile against the stand-ins.
final class DeprecationRenameTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws { dir = try makeTemporaryFolder(prefix: "stylebook-deprecation-renames") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    func testReplacementIsReadFromUseReferenceMessagesOnly() {
        XCTAssertEqual(SwiftRename.replacement(inDeprecation: "use {content.primary}"), "content.primary")
        XCTAssertEqual(SwiftRename.replacement(inDeprecation: "  Use {text.size36w6} instead."), "text.size36w6")
        XCTAssertNil(SwiftRename.replacement(inDeprecation: "use theme/accent"), "no reference: a plain message")
        XCTAssertNil(SwiftRename.replacement(inDeprecation: "use {a} or {b}"))
        XCTAssertNil(SwiftRename.replacement(inDeprecation: "do not use {a}"))
        XCTAssertNil(SwiftRename.replacement(inDeprecation: ""))
        XCTAssertNil(SwiftRename.replacement(inDeprecation: nil))
    }

    /// The fixture with three old tokens deprecated towards new ones, one towards a missing token.
    private var tokens: TokenSet {
        var set = Fixtures.tokens
        set.colors.append(ColorToken(info: Fixtures.info("text/main", deprecated: "use {content.primary}"), values: [.light: RGBAColor(red: 1, green: 0, blue: 0)]))
        set.colors.append(ColorToken(info: Fixtures.info("text/gone", deprecated: "use {content.missing}"), values: [.light: RGBAColor(red: 0, green: 1, blue: 0)]))
        set.textStyles.append(TextStyleToken(info: Fixtures.info("heading/title", deprecated: "Use {text.size36w6} instead."), fontFamilies: ["SF Pro"], weight: 700, size: 20))
        set.dimensions.append(DimensionToken(info: Fixtures.info("space/medium", deprecated: "use {spacing.m}"), points: 15))
        set.sort()
        return set
    }

    private var options: SwiftOutputOptions { SwiftOutputOptions(accessLevel: .public, catalogNamespace: ["Colors"]) }

    func testDeprecatedTokensBecomeRenamedAliasesThatCompile() throws {
        let swiftc = try SwiftCompiler.require()
        XCTAssertEqual(SwiftRename.fromDeprecations(in: tokens).map { "\($0.old)→\($0.new)" },
                       ["heading.title→text.size36w6", "space.medium→spacing.m", "text.main→content.primary"])
        let core = SwiftEmitter(options: options).emitCore(tokens: tokens, symbols: [])
        XCTAssertTrue(core.text.contains("""
            @available(*, deprecated, renamed: "Colors.Content.primary")
            public static let main = Colors.Content.primary
        """), core.text)
        XCTAssertTrue(core.text.contains("@available(*, deprecated, message: \"use {content.missing}\")"), "an unknown target keeps the message")
        // The same alias as a `renames:` entry: byte for byte.
        var renamed = options
        renamed.renames = SwiftRename.fromDeprecations(in: tokens)
        var plain = tokens
        plain.colors.removeAll { $0.path.dotted == "text.main" }
        plain.textStyles.removeAll { $0.path.dotted == "heading.title" }
        plain.dimensions.removeAll { $0.info.path.dotted == "space.medium" }
        XCTAssertEqual(core.text, SwiftEmitter(options: renamed).emitCore(tokens: plain, symbols: []).text)

        try core.text.write(toFile: dir + "/Tokens.swift", atomically: true, encoding: .utf8)
        try "print(Colors.text.main.name, TextStyles.Heading.title.size, Dimensions.Space.medium)\n"
            .write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        let build = try SwiftCompiler.run(swiftc, ["-swift-version", "6", "-module-cache-path", SwiftCompiler.moduleCache, "Tokens.swift", "main.swift", "-o", "app"], in: dir)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("'main' is deprecated: renamed to 'Colors.Content.primary'"), build.output)
        XCTAssertTrue(build.output.contains("'medium' is deprecated: renamed to 'Dimensions.Spacing.m'"), build.output)
        guard build.status == 0 else { return }
        XCTAssertEqual(try SwiftCompiler.run(dir + "/app", [], in: dir).output, "Colors/content/primary 36.0 16.0\n", "the aliases serve the new values")
    }

    func testFrameworkAliasesTypecheckAgainstTheStandIns() throws {
        let swiftc = try SwiftCompiler.require()
        let file = SwiftEmitter(options: options).emit(tokens: tokens, symbols: [])
        XCTAssertTrue(file.text.contains("public static var textMain: SwiftUI.Color { Colors.Content.primary.color }"), file.text)
        let use = """

        #if canImport(SwiftUI)
        @MainActor func oldUse() -> some SwiftUI.View { SwiftUI.EmptyView().foregroundStyle(.textMain) }
        @available(iOS 14.0, macOS 11.0, *) let oldFont: SwiftUI.Font = .headingTitle
        #endif
        #if canImport(UIKit)
        let oldUIColor: UIKit.UIColor = .textMain
        #elseif canImport(AppKit)
        let oldNSColor: AppKit.NSColor = .textMain
        #endif
        """
        try (file.text + use).write(toFile: dir + "/All.swift", atomically: true, encoding: .utf8)
        for platform in AppleStandIns.Platform.allCases {
            let modules = try AppleStandIns.build(platform, under: dir, swiftc: swiftc)
            let check = try AppleStandIns.typecheck(["All.swift"], modules: modules, in: dir, swiftc: swiftc)
            XCTAssertEqual(check.status, 0, "\(platform): " + check.output)
            XCTAssertTrue(check.output.contains("'textMain' is deprecated: renamed to 'contentPrimary'"), "\(platform): " + check.output)
        }
    }

    func testARenamesEntryForTheSameOldNameSaysWhereTheAliasPoints() {
        var options = options
        options.renames = [SwiftRename(old: "text.main", new: "content.primary-inverse")]
        let core = SwiftEmitter(options: options).emitCore(tokens: tokens, symbols: []).text
        XCTAssertTrue(core.contains("@available(*, deprecated, renamed: \"Colors.Content.primaryInverse\")\n    public static let main = Colors.Content.primaryInverse"), core)
        XCTAssertFalse(core.contains("renamed: \"Colors.Content.primary\")\n    public static let main"), core)
    }
}
