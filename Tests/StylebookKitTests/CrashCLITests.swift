import Foundation
import XCTest

/// Issue 8 "no crash, on any input", as a user meets it: the built `stylebook` binary on relative
/// paths of every shape, extreme geometry and broken icons in a batch. Exit 132 (a trap) anywhere
/// here was the bug; every run must end in 0 or in 1 with `path:line:col: error:`.
final class CrashCLITests: XCTestCase {
    let fm = FileManager.default

    static var example: String { TestPaths.example }

    /// Runs the built binary in `directory`; any run must end in 0 or 1, never in a trap.
    func run(_ arguments: [String], in directory: String) throws -> CommandResult {
        let result = try runStylebook(arguments, in: directory)
        XCTAssertFalse(result.stderr.contains("crashed"), result.stderr)
        XCTAssertTrue(result.status == 0 || result.status == 1, "exit \(result.status): \(result.stderr)")
        return result
    }

    func scratch() throws -> String { try temporaryFolder(prefix: "stylebook-crash") }

    /// The two crashes of issue 8: a relative output whose first folder is one letter and new.
    func testRelativeOutputsInNewOneLetterFolders() throws {
        let dir = try scratch()
        try fm.copyItem(atPath: Self.example + "/icons/cart.svg", toPath: dir + "/cart.svg")
        try fm.copyItem(atPath: Self.example + "/tokens/palette.tokens.json", toPath: dir + "/t.tokens.json")
        let symbol = try run(["symbol", "cart.svg", "-o", "o/out.svg"], in: dir)
        XCTAssertEqual(symbol.status, 0, symbol.stderr)
        XCTAssertTrue(fm.fileExists(atPath: dir + "/o/out.svg"))
        let tokens = try run(["tokens", "t.tokens.json", "--catalog", "e/X.xcassets", "--swift", "s/T.swift"], in: dir)
        XCTAssertEqual(tokens.status, 0, tokens.stderr)
        XCTAssertTrue(fm.fileExists(atPath: dir + "/e/X.xcassets/Contents.json"))
        XCTAssertTrue(fm.fileExists(atPath: dir + "/s/T.swift"))
    }

    func testPathsWithDotDotSpacesNonASCIIAndSymlinks() throws {
        let dir = try scratch()
        let source = dir + "/dir with space/日本語 ß"
        try fm.createDirectory(atPath: source + "/sub", withIntermediateDirectories: true)
        try fm.copyItem(atPath: Self.example + "/icons/heart.svg", toPath: source + "/hé art.svg")
        let viaDotDot = try run(["symbol", "../hé art.svg", "-o", "../../a/b c/ü.svg"], in: source + "/sub")
        XCTAssertEqual(viaDotDot.status, 0, viaDotDot.stderr)
        XCTAssertTrue(fm.fileExists(atPath: dir + "/dir with space/a/b c/ü.svg"))

        try fm.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/real")
        let viaLink = try run(["symbols", source, "--catalog", "link/I.xcassets", "--swift", "link/S.swift"], in: dir)
        XCTAssertEqual(viaLink.status, 0, viaLink.stderr)
        XCTAssertTrue(fm.fileExists(atPath: dir + "/real/I.xcassets/hé art.symbolset/hé art.svg"))
        let type = try fm.attributesOfItem(atPath: dir + "/link")[.type] as? FileAttributeType
        XCTAssertEqual(type, .typeSymbolicLink, "the symlink itself is left alone")
    }

    func testUnwritableOutputsAreLocatedErrors() throws {
        let dir = try scratch()
        try fm.copyItem(atPath: Self.example + "/icons/cart.svg", toPath: dir + "/cart.svg")
        // A file where a folder must go.
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/f"))
        let blocked = try run(["symbol", "cart.svg", "-o", "f/out.svg"], in: dir)
        XCTAssertEqual(blocked.status, 1)
        XCTAssertTrue(blocked.stderr.contains("f: error: "), blocked.stderr)
        // A read-only folder (root writes anyway, so only the no-crash part is checked then).
        try fm.createDirectory(atPath: dir + "/ro", withIntermediateDirectories: true)
        try fm.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir + "/ro")
        let readOnly = try run(["symbol", "cart.svg", "-o", "ro/x/out.svg"], in: dir)
        if getuid() != 0 {
            XCTAssertEqual(readOnly.status, 1)
            XCTAssertTrue(readOnly.stderr.contains("error: "), readOnly.stderr)
            XCTAssertFalse(fm.fileExists(atPath: dir + "/ro/x"))
        }
        let missing = try run(["symbol", "nope/none.svg", "-o", "o.svg"], in: dir)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.hasPrefix("nope/none.svg: error: "), missing.stderr)
    }

    /// A tiny-radius arc used to trap and take the whole batch down; a bad icon is listed with its
    /// location and the others are written.
    func testABatchSurvivesExtremeIconsAndListsTheBadOnes() throws {
        let dir = try scratch()
        try fm.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        let svg = { (body: String) in "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n\(body)\n</svg>\n" }
        try svg("<path d=\"M2 2 A1e-160 1e-160 0 0 1 20 20\" stroke=\"#000\" stroke-width=\"2\" fill=\"none\"/>")
            .write(toFile: dir + "/icons/arc.svg", atomically: true, encoding: .utf8)
        try svg("<path fill-rule=\"evenodd\" d=\"M-1e308 -1e308 L1e308 0 L0 1e308 Z M2 2 L20 2 L20 20 Z\"/>")
            .write(toFile: dir + "/icons/huge.svg", atomically: true, encoding: .utf8)
        try svg("<path d=\"M2 2 L 4 x\"/>").write(toFile: dir + "/icons/broken.svg", atomically: true, encoding: .utf8)
        try fm.copyItem(atPath: Self.example + "/icons/cart.svg", toPath: dir + "/icons/cart.svg")
        let batch = try run(["symbols", "icons", "--catalog", "c/A.xcassets", "--swift", "c/S.swift"], in: dir)
        XCTAssertEqual(batch.status, 1, batch.stderr)
        XCTAssertTrue(batch.stderr.contains("icons/huge.svg:2:1: error: the shape reaches coordinate 1e+308"), batch.stderr)
        XCTAssertTrue(batch.stderr.contains("icons/broken.svg:2:"), batch.stderr)
        XCTAssertTrue(fm.fileExists(atPath: dir + "/c/A.xcassets/arc.symbolset/arc.svg"), batch.stderr)
        XCTAssertTrue(fm.fileExists(atPath: dir + "/c/A.xcassets/cart.symbolset/cart.svg"), batch.stderr)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/c/A.xcassets/huge.symbolset"))
    }

    func testDeeplyNestedProjectFileIsALocatedError() throws {
        let dir = try scratch()
        try ("symbols:\n  source: " + String(repeating: "[", count: 100_000) + "\n").write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        let build = try run(["build", "."], in: dir)
        XCTAssertEqual(build.status, 1)
        XCTAssertTrue(build.stderr.contains("stylebook.yml:2:") && build.stderr.contains("nested more than 256 levels"), build.stderr)
    }

    /// `--margins fixed:1e308` trapped writing the guides; out-of-range widths are an option error now.
    func testAbsurdMarginWidthIsAnOptionError() throws {
        let dir = try scratch()
        let result = try run(["symbol", Self.example + "/icons/cart.svg", "-o", "out.svg", "--margins", "fixed:1e308"], in: dir)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("margins must be 'fitted', 'fixed' or 'fixed:WIDTH' (WIDTH above 0, at most 10000)"), result.stderr)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/out.svg"))
    }
}
