import Foundation
import XCTest

/// Runs the built `stylebook` executable: exit codes and compiler-style messages as a user sees them.
final class CommandLineTests: XCTestCase {
    let fm = FileManager.default

    func run(_ arguments: [String]) throws -> CommandResult { try runStylebook(arguments) }

    func testSymbolWritesAValidTemplateAndValidateAcceptsIt() throws {
        let dir = try temporaryFolder()
        let out = dir + "/cart.svg"
        let convert = try run(["symbol", KaimonoGoldenTests.example + "/icons/cart.svg", "-o", out, "--variants", "all"])
        XCTAssertEqual(convert.status, 0, convert.stderr)
        let validate = try run(["validate", out])
        XCTAssertEqual(validate.status, 0, validate.stderr)
        XCTAssertTrue(validate.stderr.contains("1 valid, 0 invalid"), validate.stderr)
    }

    func testValidateReadsACatalogsSymbolSetsAndAFolderOfTemplates() throws {
        let dir = try temporaryFolder()
        // A catalog: the symbol sets' templates are checked, an image set's SVG is not a template.
        let catalog = dir + "/App.xcassets"
        for name in ["cart", "heart"] {
            let set = catalog + "/Icons/\(name).symbolset"
            try fm.createDirectory(atPath: set, withIntermediateDirectories: true)
            XCTAssertEqual(try run(["symbol", KaimonoGoldenTests.example + "/icons/\(name).svg", "-o", set + "/\(name).svg"]).status, 0)
        }
        let imageSet = catalog + "/photo.imageset"
        try fm.createDirectory(atPath: imageSet, withIntermediateDirectories: true)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\"/>".write(toFile: imageSet + "/photo.svg", atomically: true, encoding: .utf8)
        let catalogRun = try run(["validate", catalog])
        XCTAssertEqual(catalogRun.status, 0, catalogRun.stderr)
        XCTAssertTrue(catalogRun.stderr.contains("validated 2 templates: 2 valid, 0 invalid"), catalogRun.stderr)

        // A folder of exported templates (no symbol sets): every .svg, so a broken one fails the run.
        let exports = dir + "/exports"
        try fm.createDirectory(atPath: exports, withIntermediateDirectories: true)
        XCTAssertEqual(try run(["symbol", KaimonoGoldenTests.example + "/icons/leaf.svg", "-o", exports + "/leaf.svg"]).status, 0)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"Symbols\"/></svg>".write(toFile: exports + "/broken.svg", atomically: true, encoding: .utf8)
        let folderRun = try run(["validate", exports])
        XCTAssertEqual(folderRun.status, 1, folderRun.stderr)
        XCTAssertTrue(folderRun.stderr.contains(exports + "/broken.svg"), folderRun.stderr)
        XCTAssertTrue(folderRun.stderr.contains("validated 2 templates: 1 valid, 1 invalid"), folderRun.stderr)

        // A folder without any template is an error, not "0 invalid".
        let empty = dir + "/empty"
        try fm.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let emptyRun = try run(["validate", empty])
        XCTAssertEqual(emptyRun.status, 1, emptyRun.stderr)
        XCTAssertTrue(emptyRun.stderr.contains(empty + ": error: no SF Symbols template"), emptyRun.stderr)
    }

    func testBrokenPathDataFailsWithALocatedErrorAndWritesNothing() throws {
        let dir = try temporaryFolder()
        let source = dir + "/bad.svg"
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n  <path d=\"M2 2 L 4 x\"/>\n</svg>\n"
            .write(toFile: source, atomically: true, encoding: .utf8)
        let result = try run(["symbol", source, "-o", dir + "/out.svg"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix(source + ":2:"), result.stderr)
        XCTAssertTrue(result.stderr.contains(": error: "), result.stderr)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/out.svg"))
    }

    func testValidateJudgesAMissingVersionMarkerAsXcodeDoes() throws {
        // Without the marker Xcode reads version 0: it still compiles a Regular-M glyph (a warning),
        // but it cannot interpolate masters, so a masters-only template fails (an error).
        let dir = try temporaryFolder()
        for (variants, status) in [("regular", Int32(0)), ("masters", Int32(1))] {
            let out = dir + "/t-\(variants).svg"
            XCTAssertEqual(try run(["symbol", KaimonoGoldenTests.example + "/icons/heart.svg", "-o", out,
                                    "--variants", variants]).status, 0)
            var text = try String(contentsOfFile: out, encoding: .utf8)
            let marker = try XCTUnwrap(text.range(of: "template-version"))
            text.replaceSubrange(marker, with: "template-versjon")
            try text.write(toFile: out, atomically: true, encoding: .utf8)
            let result = try run(["validate", out])
            XCTAssertEqual(result.status, status, result.stderr)
            XCTAssertTrue(result.stderr.contains(out + ":"), result.stderr)
            XCTAssertTrue(result.stderr.contains("warning: no template-version"), result.stderr)
            XCTAssertEqual(result.stderr.contains("error:"), status != 0, result.stderr)
        }
    }

    func testBadOptionValuesExitNonZero() throws {
        let result = try run(["symbol", KaimonoGoldenTests.example + "/icons/cart.svg", "-o", "/dev/null", "--variants", "bold"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("variants must be regular, masters or all"), result.stderr)
        let tokens = try run(["tokens", KaimonoGoldenTests.example + "/tokens/palette.tokens.json", "--appearance", "dusk=theme:dark"])
        XCTAssertNotEqual(tokens.status, 0)
        XCTAssertTrue(tokens.stderr.contains("unknown appearance 'dusk'"), tokens.stderr)
    }

    func testTypeNamesAndBundleReachTheGeneratedSwift() throws {
        let dir = try temporaryFolder()
        let tokens = KaimonoGoldenTests.example + "/tokens/palette.tokens.json"
        let ok = try run(["tokens", tokens, "--catalog", dir + "/A.xcassets", "--swift", dir + "/T.swift",
                          "--type-name", "colors=Palette", "--type-name", "text-styles=Typography", "--bundle", "module", "--public"])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        let swift = try String(contentsOfFile: dir + "/T.swift", encoding: .utf8)
        XCTAssertTrue(swift.contains("public enum Palette {"), swift)
        XCTAssertFalse(swift.contains("enum Colors {"))
        XCTAssertTrue(swift.contains("Bundle.module"), "the module bundle is used")

        let clash = try run(["tokens", tokens, "--catalog", dir + "/B.xcassets", "--swift", dir + "/U.swift",
                             "--type-name", "colors=ColorResource"])
        XCTAssertEqual(clash.status, 1)
        XCTAssertTrue(clash.stderr.contains("error: the colors type name 'ColorResource' would shadow"), clash.stderr)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/B.xcassets"), "nothing written")
        XCTAssertFalse(fm.fileExists(atPath: dir + "/U.swift"))

        let symbols = try run(["symbols", KaimonoGoldenTests.example + "/icons", "--catalog", dir + "/S.xcassets",
                               "--variants", "regular", "--swift", dir + "/S.swift", "--type-name", "symbols=Glyphs", "--quiet"])
        XCTAssertEqual(symbols.status, 0, symbols.stderr)
        let symbolSwift = try String(contentsOfFile: dir + "/S.swift", encoding: .utf8)
        XCTAssertTrue(symbolSwift.contains("enum Glyphs: Swift.String, Swift.CaseIterable"), symbolSwift)
        XCTAssertFalse(symbolSwift.contains("enum Symbols"))

        let unknown = try run(["symbols", KaimonoGoldenTests.example + "/icons", "--catalog", dir + "/C.xcassets",
                               "--type-name", "icons=Glyphs"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.stderr.contains("--type-name takes KIND=NAME"), unknown.stderr)

        let badBundle = try run(["tokens", tokens, "--catalog", dir + "/D.xcassets", "--swift", dir + "/D.swift", "--bundle", "app"])
        XCTAssertEqual(badBundle.status, 1)
        XCTAssertTrue(badBundle.stderr.contains("error: --bundle must be one of main, module, framework, automatic, not 'app'"),
                      badBundle.stderr)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/D.xcassets"), "nothing written")
    }

    func testLintOnTheExamplePassesInEveryAppearance() throws {
        let result = try run(["lint", KaimonoGoldenTests.example])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("0 below the minimum"), result.stderr)
    }
}
