import Foundation
import SwiftOutput
import Tokens
@testable import UsageAudit
import XCTest

/// `stylebook-audit migrate`: call sites of renamed accessors rewritten with swift-syntax, and
/// nothing else touched; the migrated sources compile against the generated Swift.
final class MigrateTests: XCTestCase {
    /// New tokens with `renames:` aliases for the old names (as `stylebook build` generates them).
    static func generated() -> String {
        var options = SwiftOutputOptions(accessLevel: .public, catalogNamespace: ["Colors"])
        options.renames = [SwiftRename(old: "content.text", new: "content.primary"), SwiftRename(old: "brand.ink", new: "content.inverse"),
                           SwiftRename(old: "basket", new: "cart")]
        let tokens = TokenSet(colors: [
            ColorToken(info: TokenInfo(path: TokenPath(parsing: "content.primary")), values: [.light: RGBAColor(red: 0.1, green: 0.1, blue: 0.1)]),
            ColorToken(info: TokenInfo(path: TokenPath(parsing: "content.inverse")), values: [.light: RGBAColor(red: 1, green: 1, blue: 1)]),
        ])
        return SwiftEmitter(options: options).emitCore(tokens: tokens, symbols: [SymbolAsset(name: "Icons/cart")]).text
    }

    static let oldSource = """
    // Colors.Content.text stays in comments, and "Colors.Content.text" in strings.
    let body = Colors.Content.text  // the body colour
    let ink = Colors.Brand.ink.name
    let icon: Symbols = Symbols.basket
    enum Local { case text }
    let local: Local = .text
    print(body.name, ink, icon.imageName, local, "Colors.Content.text")

    """

    func testRenamedAliasesAreRewrittenAndNothingElse() {
        let rules = MigrationRule.fromDeprecatedAliases(GeneratedAccessorReader.read(Self.generated(), file: "G.swift").accessors)
        XCTAssertEqual(Set(rules.map { $0.old.joined(separator: ".") }), ["Content.text", "Colors.Brand.ink", "Symbols.basket"])
        let result = CallSiteMigrator.migrate(Self.oldSource, rules: rules)
        XCTAssertEqual(result.changes, 3)
        XCTAssertEqual(result.text, """
        // Colors.Content.text stays in comments, and "Colors.Content.text" in strings.
        let body = Colors.Content.primary  // the body colour
        let ink = Colors.Content.inverse.name
        let icon: Symbols = Symbols.cart
        enum Local { case text }
        let local: Local = .text
        print(body.name, ink, icon.imageName, local, "Colors.Content.text")

        """)
        XCTAssertEqual(CallSiteMigrator.migrate(result.text, rules: rules).changes, 0, "a second run changes nothing")
    }

    /// A `$deprecated: "use {…}"` alias is the same declaration as a `renames:` one, so migrate reads it alike.
    func testDeprecationAliasesAreMigratedToo() {
        let tokens = TokenSet(colors: [
            ColorToken(info: TokenInfo(path: TokenPath(parsing: "content.primary")), values: [.light: RGBAColor(red: 0.1, green: 0.1, blue: 0.1)]),
            ColorToken(info: TokenInfo(path: TokenPath(parsing: "ink"), deprecation: "use {content.primary}"), values: [.light: RGBAColor(red: 0, green: 0, blue: 0)]),
        ])
        let core = SwiftEmitter(options: SwiftOutputOptions(catalogNamespace: ["Colors"])).emitCore(tokens: tokens, symbols: []).text
        let rules = MigrationRule.fromDeprecatedAliases(GeneratedAccessorReader.read(core, file: "G.swift").accessors)
        XCTAssertEqual(CallSiteMigrator.migrate("let c = Colors.ink.color\n", rules: rules).text, "let c = Colors.Content.primary.color\n")
    }

    func testImplicitFrameworkMembersAndMappingChains() {
        let rules = [MigrationRule(old: ["Color", "contentText"], new: ["contentPrimary"], implicitMember: true),
                     MigrationRule(old: ["Colors", "Brand", "red"], new: ["Colors", "Accent", "primary"])]
        let source = "view.foregroundStyle(.contentText).background(Color.contentText)\nlet r = Colors.Brand.red.color, s = Colors . Brand . red\n"
        let result = CallSiteMigrator.migrate(source, rules: rules)
        XCTAssertEqual(result.text, "view.foregroundStyle(.contentPrimary).background(Color.contentPrimary)\nlet r = Colors.Accent.primary.color, s = Colors.Accent.primary\n")
        XCTAssertEqual(result.changes, 4)
    }

    func testMigratedSourcesCompileWithoutDeprecationWarnings() throws {
        let swiftc = try SwiftCompiler.require()
        let dir = try temporaryFolder(prefix: "stylebook-migrate")
        try Self.generated().write(toFile: dir + "/Generated.swift", atomically: true, encoding: .utf8)
        let rules = MigrationRule.fromDeprecatedAliases(GeneratedAccessorReader.read(Self.generated(), file: "G.swift").accessors)
        for (name, text) in [("old", Self.oldSource), ("new", CallSiteMigrator.migrate(Self.oldSource, rules: rules).text)] {
            try text.write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
            let build = try SwiftCompiler.run(swiftc, ["-swift-version", "6", "-module-cache-path", SwiftCompiler.moduleCache, "Generated.swift", "main.swift", "-o", "app"], in: dir)
            XCTAssertEqual(build.status, 0, "\(name): " + build.output)
            XCTAssertEqual(build.output.contains("deprecated"), name == "old", "\(name): " + build.output)
            let run = try SwiftCompiler.run(dir + "/app", [], in: dir)
            XCTAssertEqual(run.output, "Colors/content/primary Colors/content/inverse Icons/cart text Colors.Content.text\n", name)
        }
    }

    func testCommandDryRunPrintsADiffAndWriteTouchesOnlyChangedFiles() throws {
        let dir = try temporaryFolder(prefix: "stylebook-migrate-cli")
        try FileManager.default.createDirectory(atPath: dir + "/App", withIntermediateDirectories: true)
        try Self.generated().write(toFile: dir + "/Generated.swift", atomically: true, encoding: .utf8)
        try Self.oldSource.write(toFile: dir + "/App/Screen.swift", atomically: true, encoding: .utf8)
        try "let untouched = 1\n".write(toFile: dir + "/App/Other.swift", atomically: true, encoding: .utf8)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: dir + "/App/Other.swift")
        let binary = try TestPaths.stylebookBinary().replacingOccurrences(of: "/stylebook", with: "/stylebook-audit", options: .backwards)
        let dry = try runProcess(binary, ["migrate", "App", "--generated", "Generated.swift"], in: dir)
        XCTAssertEqual(dry.status, 0, dry.output)
        XCTAssertTrue(dry.stdout.contains("--- a/App/Screen.swift\n+++ b/App/Screen.swift\n@@ -1,5 +1,5 @@\n"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("\n-let body = Colors.Content.text  // the body colour\n"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("\n+let body = Colors.Content.primary  // the body colour\n"), dry.stdout)
        XCTAssertTrue(dry.stderr.contains("would rewrite 3 call sites in 1 of 2 files"), dry.output)
        XCTAssertEqual(try String(contentsOfFile: dir + "/App/Screen.swift", encoding: .utf8), Self.oldSource, "a dry run writes nothing")
        let write = try runProcess(binary, ["migrate", "App", "--generated", "Generated.swift", "--write"], in: dir)
        XCTAssertEqual(write.status, 0, write.output)
        XCTAssertTrue(try String(contentsOfFile: dir + "/App/Screen.swift", encoding: .utf8).contains("Symbols.cart"))
        let date = try FileManager.default.attributesOfItem(atPath: dir + "/App/Other.swift")[.modificationDate] as? Date
        XCTAssertEqual(date, past, "a file with nothing to migrate is not rewritten")
        let none = try runProcess(binary, ["migrate", "App"], in: dir)
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.stderr.contains("nothing to migrate"), none.output)
    }
}
