import Foundation
import XCTest

/// `stylebook-audit migrate --to stylebook` end to end: SwiftGen's asset file and Stylebook's
/// generated Swift from --generated, an asset rename from a mapping file, a dry run and --write.
final class ForeignMigrateCommandTests: XCTestCase {
    func testCommandMigratesSwiftGenCallSitesWithAMapping() throws {
        let dir = try temporaryFolder(prefix: "stylebook-foreign-migrate-cli")
        try FileManager.default.createDirectory(atPath: dir + "/App", withIntermediateDirectories: true)
        try ForeignMigrateTests.stylebook().write(toFile: dir + "/Stylebook.swift", atomically: true, encoding: .utf8)
        try ForeignMigrateTests.swiftGenAssets.write(toFile: dir + "/App/Assets.swift", atomically: true, encoding: .utf8)
        try ForeignMigrateTests.swiftGenSource.write(toFile: dir + "/App/Header.swift", atomically: true, encoding: .utf8)
        try ForeignMigrateTests.rSwiftSource.write(toFile: dir + "/App/Row.swift", atomically: true, encoding: .utf8)
        try """
        colors:
          "sale": { to: "accent.danger", confidence: 0.59, reviewed: true, reason: "checked" }

        """.write(toFile: dir + "/mapping.yml", atomically: true, encoding: .utf8)
        let binary = try TestPaths.stylebookBinary().replacingOccurrences(of: "/stylebook", with: "/stylebook-audit", options: .backwards)
        let arguments = ["migrate", "App", "--to", "stylebook", "--generated", "Stylebook.swift", "--generated", "App/Assets.swift", "--mapping", "mapping.yml"]
        let dry = try runProcess(binary, arguments, in: dir)
        XCTAssertEqual(dry.status, 0, dry.output)
        XCTAssertTrue(dry.stdout.contains("+    label.textColor = Colors.brandPrimary.uiColor   // the brand colour\n"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("+        .foregroundColor(Colors.Accent.danger.color) // on sale\n"), "the mapping renames sale: " + dry.stdout)
        // R.swift names come from Stylebook's assets here (no --catalog): R.color.brandPrimary() and R.image.cart().
        XCTAssertTrue(dry.stdout.contains("+    label.textColor = Colors.brandPrimary.uiColor  // forced\n"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("+    let icon = Symbols.cart.uiImage\n"), dry.stdout)
        XCTAssertTrue(dry.stderr.contains("would rewrite 9 call sites in 2 of 2 files"), dry.output)
        XCTAssertEqual(try String(contentsOfFile: dir + "/App/Header.swift", encoding: .utf8), ForeignMigrateTests.swiftGenSource)
        let write = try runProcess(binary, arguments + ["--write"], in: dir)
        XCTAssertEqual(write.status, 0, write.output)
        let header = try String(contentsOfFile: dir + "/App/Header.swift", encoding: .utf8)
        XCTAssertTrue(header.contains("let icon: UIKit.UIImage = Symbols.cart.uiImage!\n") && header.contains("L10n.cartTitle"), header)
        let again = try runProcess(binary, arguments, in: dir)
        XCTAssertTrue(again.stderr.contains("would rewrite 0 call sites in 0 of 2 files"), again.output)

        let wrongTarget = try runProcess(binary, ["migrate", "App", "--to", "swiftgen", "--generated", "Stylebook.swift"], in: dir)
        XCTAssertNotEqual(wrongTarget.status, 0)
        XCTAssertTrue(wrongTarget.stderr.contains("--to must be 'stylebook'"), wrongTarget.output)
        let noTargets = try runProcess(binary, ["migrate", "App", "--to", "stylebook", "--generated", "App/Assets.swift"], in: dir)
        XCTAssertEqual(noTargets.status, 1)
        XCTAssertTrue(noTargets.stderr.contains("no Stylebook colour or symbol accessors"), noTargets.output)
    }

    /// The KaimonoRenewal example's SwiftGen-style screen: migrated with the reviewed mapping, it
    /// type-checks against the new design system's generated Swift without SwiftGen's asset file.
    func testKaimonoRenewalLegacyAppMigratesAndTypechecks() throws {
        let swiftc = try SwiftCompiler.require()
        let example = TestPaths.packageRoot + "/Examples/KaimonoRenewal"
        let dir = try temporaryFolder(prefix: "stylebook-legacy-app")
        let fm = FileManager.default
        for folder in ["LegacyApp/SwiftGen", "new/Generated", "Renewal"] {
            try fm.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["LegacyApp/PromoBanner.swift", "LegacyApp/SwiftGen/Assets.swift", "LegacyApp/SwiftGen/Strings.swift",
                     "new/Generated/KaimonoTokens.swift", "new/Generated/KaimonoTokensCore.swift", "Renewal/mapping.yml"] {
            try fm.copyItem(atPath: example + "/" + file, toPath: dir + "/" + file)
        }
        let binary = try TestPaths.stylebookBinary().replacingOccurrences(of: "/stylebook", with: "/stylebook-audit", options: .backwards)
        let modules = try AppleStandIns.build(.iOS, under: dir, swiftc: swiftc)
        let generated = ["new/Generated/KaimonoTokens.swift", "new/Generated/KaimonoTokensCore.swift", "LegacyApp/SwiftGen/Strings.swift"]
        let old = try AppleStandIns.typecheck(generated + ["LegacyApp/SwiftGen/Assets.swift", "LegacyApp/PromoBanner.swift"], modules: modules, in: dir, swiftc: swiftc)
        XCTAssertEqual(old.status, 0, "the example before: " + old.output)
        let run = try runProcess(binary, ["migrate", "LegacyApp", "--to", "stylebook", "--generated", "new/Generated/KaimonoTokensCore.swift",
                                          "--generated", "LegacyApp/SwiftGen/Assets.swift", "--mapping", "Renewal/mapping.yml", "--write"], in: dir)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.stderr.contains("rewrote 3 call sites in 1 of 2 files"), run.output)
        let migrated = try String(contentsOfFile: dir + "/LegacyApp/PromoBanner.swift", encoding: .utf8)
        XCTAssertTrue(migrated.contains("title.textColor = Colors.Accent.danger.uiColor   // the sale red\n"), migrated)
        XCTAssertFalse(migrated.contains("Asset."), migrated)
        let new = try AppleStandIns.typecheck(generated + ["LegacyApp/PromoBanner.swift"], modules: modules, in: dir, swiftc: swiftc)
        XCTAssertEqual(new.status, 0, "the example after, without SwiftGen's asset file: " + new.output)
    }
}
