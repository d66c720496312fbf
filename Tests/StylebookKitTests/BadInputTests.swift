import Foundation
import XCTest

/// The rows of docs/bad-input.md, as a user meets them: the built `stylebook` binary on bad input,
/// checked for its exact message, its exit status, and that nothing was damaged.
final class BadInputTests: XCTestCase {
    let fm = FileManager.default

    /// A project: two stroke icons, one colour, catalog and Swift under `Out/`.
    func project() throws -> String {
        let root = NSTemporaryDirectory() + "stylebook-bad-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        try fm.createDirectory(atPath: root + "/icons", withIntermediateDirectories: true)
        try icon(root, "minus", ##"<path d="M4 12h16" stroke="#000" stroke-width="2" fill="none"/>"##)
        try icon(root, "plus", ##"<path d="M4 12h16M12 4v16" stroke="#000" stroke-width="2" fill="none"/>"##)
        try write(root, "colors.yml", "brand: { light: \"#FF0000\", dark: \"#880000\" }\n")
        try write(root, "stylebook.yml", TwoIconProject.configuration + "\n")
        return root
    }

    func write(_ root: String, _ relative: String, _ text: String) throws {
        try text.write(toFile: root + "/" + relative, atomically: true, encoding: .utf8)
    }

    func icon(_ root: String, _ name: String, _ body: String) throws {
        try write(root, "icons/\(name).svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"# + body + "</svg>")
    }

    func edit(_ root: String, _ relative: String, _ change: (String) -> String) throws {
        try write(root, relative, change(try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
    }

    /// Every file and folder below `Out/`, with its bytes.
    func output(_ root: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let e = fm.enumerator(atPath: root + "/Out")
        while let item = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            _ = fm.fileExists(atPath: root + "/Out/" + item, isDirectory: &isDir)
            result[item] = isDir.boolValue ? Data("folder".utf8) : fm.contents(atPath: root + "/Out/" + item)
        }
        return result
    }

    /// Builds the project once so there is generated work to protect.
    func built() throws -> (root: String, before: [String: Data]) {
        let root = try project()
        let first = try runStylebook(["build", root, "--quiet"])
        XCTAssertEqual(first.status, 0, first.summary)
        let before = output(root)
        XCTAssertNotNil(before["App.xcassets/Icons/plus.symbolset/plus.svg"])
        return (root, before)
    }

    // MARK: - Silent damage → located errors

    func testMisspeltSectionIsAnErrorAtItsLineAndDeletesNothing() throws {
        let (root, before) = try built()
        try edit(root, "stylebook.yml") { $0.replacingOccurrences(of: "symbols:", with: "symbol:") }
        let result = try runStylebook(["build", root])
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertEqual(result.stderr, root + "/stylebook.yml:2:1: error: unknown key 'symbol' in the project file; did you mean 'symbols'?\n")
        XCTAssertEqual(output(root), before)
    }

    func testMisspeltNamespaceIsAnErrorAndMovesNothing() throws {
        let (root, before) = try built()
        try edit(root, "stylebook.yml") { $0.replacingOccurrences(of: "  namespace: Icons", with: "  namespce: Icons") }
        let result = try runStylebook(["build", root])
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertEqual(result.stderr, root + "/stylebook.yml:4:3: error: unknown key 'namespce' in symbols; did you mean 'namespace'?\n")
        XCTAssertEqual(output(root), before)
    }

    func testEmptiedIconFolderIsAnErrorAndDeletesNothing() throws {
        let (root, before) = try built()
        for file in try fm.contentsOfDirectory(atPath: root + "/icons") { try fm.removeItem(atPath: root + "/icons/" + file) }
        let result = try runStylebook(["build", root])
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertTrue(result.stderr.hasPrefix(root + "/stylebook.yml:3:11: error: symbols.source '\(root)/icons' has no .svg icons; "
                                              + "nothing was written or removed\n"), result.stderr)
        XCTAssertEqual(output(root), before)
        // The `symbols` command says the same about the folder it was given.
        let direct = try runStylebook(["symbols", root + "/icons", "--catalog", root + "/Out/App.xcassets", "--namespace", "Icons"])
        XCTAssertEqual(direct.status, 1)
        XCTAssertEqual(direct.stderr, root + "/icons: error: icon folder '\(root)/icons' has no .svg icons; nothing was written or removed\n")
        XCTAssertEqual(output(root), before)
    }

    func testMisspeltAppearanceInTokenYAMLIsAnError() throws {
        let (root, before) = try built()
        try write(root, "colors.yml", "brand: { light: \"#00FF00\", darkk: \"#008800\" }\n")
        let result = try runStylebook(["build", root])
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertTrue(result.stderr.hasPrefix(root + "/colors.yml:1:35: error: unknown appearance 'darkk' in colour brand; did you mean 'dark'? "
                                              + "(appearances: light, dark, light-hc, dark-hc)\n"), result.stderr)
        XCTAssertEqual(output(root), before)
    }

    func testAMissingFileNamedInTheConfigIsAnErrorAtItsLine() throws {
        let (root, before) = try built()
        try edit(root, "stylebook.yml") { $0.replacingOccurrences(of: "files: [colors.yml]", with: "files: [colours.yml]") }
        let result = try runStylebook(["build", root])
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertTrue(result.stderr.hasPrefix(root + "/stylebook.yml:8:10: error: tokens.files: 'colours.yml' is not a file that exists "
                                              + "(looked for \(root)/colours.yml)\n"), result.stderr)
        XCTAssertEqual(output(root), before)
    }

    func testEmptiedTokenFileIsAnErrorAndDeletesNothing() throws {
        let (root, before) = try built()
        try write(root, "colors.yml", "")
        let result = try runStylebook(["build", root])
        XCTAssertEqual(result.status, 1, result.summary)
        let noTokens = root + "/colors.yml:1:1: error: no design tokens found: expected DTCG tokens (objects with \"$value\"), "
            + "Style Dictionary tokens (\"value\"), a Tokens Studio export or a DTCG resolver (\"resolutionOrder\"), found an empty object\n"
        XCTAssertTrue(result.stderr.hasPrefix(noTokens), result.stderr)
        XCTAssertEqual(output(root), before)
        let direct = try runStylebook(["tokens", root + "/colors.yml", "--catalog", root + "/Out/App.xcassets"])
        XCTAssertEqual(direct.status, 1)
        XCTAssertEqual(direct.stderr, noTokens)
        XCTAssertEqual(output(root), before)
        // Tokens of kinds that generate nothing are the same mistake, caught after reading.
        try write(root, "colors.yml", "flags:\n  beta: { $type: boolean, $value: true }\n")
        let nothing = try runStylebook(["build", root])
        XCTAssertEqual(nothing.status, 1, nothing.summary)
        XCTAssertTrue(nothing.stderr.contains(root + "/stylebook.yml:8:10: error: the token files yield no tokens; nothing was written or removed\n"),
                      nothing.stderr)
        XCTAssertEqual(output(root), before)
    }

    func testRemovedSetsAreNamed() throws {
        let (root, _) = try built()
        try fm.removeItem(atPath: root + "/icons/plus.svg")
        let result = try runStylebook(["build", root])
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertTrue(result.stderr.contains("removed Icons/plus.symbolset: no source produces it any more\n"), result.stderr)
        XCTAssertNil(output(root)["App.xcassets/Icons/plus.symbolset"])
    }

    // MARK: - build --check

    func testCheckListsEveryStaleMissingAndExtraFileAndExitsOne() throws {
        let (root, before) = try built()
        let clean = try runStylebook(["build", root, "--check"])
        XCTAssertEqual(clean.status, 0, clean.summary)
        XCTAssertTrue(clean.stderr.hasSuffix("generated files are up to date (--check)\n"), clean.stderr)

        try write(root, "colors.yml", "brand: { light: \"#00FF00\", dark: \"#880000\" }\n")
        try fm.removeItem(atPath: root + "/icons/plus.svg")
        try icon(root, "square", #"<rect x="4" y="4" width="16" height="16"/>"#)
        let stale = try runStylebook(["build", root, "--check", "--quiet"])
        XCTAssertEqual(stale.status, 1, stale.summary)
        let out = root + "/Out/"
        XCTAssertEqual(stale.stderr, [
            out + "App.xcassets/.stylebook-manifest.json: error: generated file is stale (stylebook build would rewrite it)",
            out + "App.xcassets/Colors/brand.colorset/Contents.json: error: generated file is stale (stylebook build would rewrite it)",
            out + "App.xcassets/Icons/plus.symbolset: error: no longer generated (stylebook build would remove it)",
            out + "App.xcassets/Icons/square.symbolset/Contents.json: error: generated file is missing (stylebook build would create it)",
            out + "App.xcassets/Icons/square.symbolset/square.svg: error: generated file is missing (stylebook build would create it)",
            out + "Symbols.swift: error: generated file is stale (stylebook build would rewrite it)",
            out + "Tokens.swift: error: generated file is stale (stylebook build would rewrite it)",
        ].joined(separator: "\n") + "\n")
        XCTAssertEqual(output(root), before, "--check writes nothing")
        // A hand edit of a generated file is caught too.
        XCTAssertEqual(try runStylebook(["build", root, "--quiet"]).status, 0)
        try edit(root, "Out/Symbols.swift") { $0 + "// edited\n" }
        let edited = try runStylebook(["build", root, "--check", "--quiet"])
        XCTAssertEqual(edited.status, 1)
        XCTAssertEqual(edited.stderr, out + "Symbols.swift: error: generated file is stale (stylebook build would rewrite it)\n")
    }

    // MARK: - Files that are skipped, messages that are accurate

    func testNonIconFilesGetAWarningAndSubfoldersAreRead() throws {
        let root = try project()
        try write(root, "icons/notes.txt", "x")
        try fm.createDirectory(atPath: root + "/icons/nav", withIntermediateDirectories: true)
        try icon(root, "nav/back", ##"<path d="M16 4L8 12l8 8" stroke="#000" stroke-width="2" fill="none"/>"##)
        let result = try runStylebook(["build", root])
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertTrue(result.stderr.hasPrefix(root + "/icons/notes.txt: warning: not an SVG icon; skipped (only .svg files in a symbol source become symbols)\n"),
                      result.stderr)
        XCTAssertNotNil(output(root)["App.xcassets/Icons/nav/back.symbolset/back.svg"])
        XCTAssertTrue(String(decoding: output(root)["Symbols.swift"] ?? Data(), as: UTF8.self).contains("case navBack = \"Icons/nav/back\""))
    }

    func testMessagesNameNoFlagThatDoesNotExist() throws {
        let root = try project()
        // `weights: reuse` keeps the fill-only advice (synthesised weights need none).
        try edit(root, "stylebook.yml") { $0.replacingOccurrences(of: "variants: regular", with: "variants: masters\n  weights: reuse") }
        try icon(root, "square", #"<rect x="4" y="4" width="16" height="16"/>"#)
        // A hand-made set where a generated one must go.
        try fm.createDirectory(atPath: root + "/Out/App.xcassets/Colors/brand.colorset", withIntermediateDirectories: true)
        try write(root, "Out/App.xcassets/Colors/brand.colorset/Contents.json", "{}")
        try write(root, "Out/App.xcassets/Colors/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        let result = try runStylebook(["build", root])
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertTrue(result.stderr.contains(root + "/icons/square.svg: warning: fill-only icon: Ultralight and Black reuse the Regular outline; "
                                             + "add square.ultralight.svg and square.black.svg drawn at those weights for real ones"), result.stderr)
        XCTAssertTrue(result.stderr.contains("error: 'Colors/brand.colorset' already exists in the catalog and was not generated by Stylebook; "
                                             + "rename the source, or move the existing set out of the way"), result.stderr)
        XCTAssertFalse(result.stderr.contains("--force"), result.stderr)
        XCTAssertFalse(result.stderr.contains("--ultralight"), result.stderr)
    }

    func testDiagnosticsComeInAStableOrderEachOnce() throws {
        let root = try project()
        for name in ["b-broken", "a-broken", "c-broken"] { try icon(root, name, #"<path d="M4 4 L 10 Q"/>"#) }
        try write(root, "icons/z.txt", "x")
        let first = try runStylebook(["build", root])
        let second = try runStylebook(["build", root])
        XCTAssertEqual(first.status, 1)
        func diagnostics(_ r: CommandResult) -> [Substring] {
            r.stderr.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        }
        XCTAssertEqual(diagnostics(first), diagnostics(second))
        let lines = diagnostics(first)
        XCTAssertEqual(lines.count, 4, first.stderr)
        XCTAssertEqual(lines.count, Set(lines).count, "a diagnostic printed twice:\n\(first.stderr)")
        let errorFiles = lines.filter { $0.contains(": error: ") }.compactMap { $0.split(separator: ":").first.map(String.init) }
        XCTAssertEqual(errorFiles, ["a-broken", "b-broken", "c-broken"].map { root + "/icons/\($0).svg" }, first.stderr)
    }

    // MARK: - Paths

    func testOneLetterRelativeOutputFoldersWork() throws {
        let root = try project()
        let cart = TestPaths.example + "/icons/cart.svg"
        let symbol = try runStylebook(["symbol", cart, "-o", "o/out.svg"], in: root)
        XCTAssertEqual(symbol.status, 0, symbol.summary)
        XCTAssertTrue(fm.fileExists(atPath: root + "/o/out.svg"))
        let tokens = try runStylebook(["tokens", "colors.yml", "--catalog", "e/X.xcassets", "--quiet"], in: root)
        XCTAssertEqual(tokens.status, 0, tokens.summary)
        XCTAssertTrue(fm.fileExists(atPath: root + "/e/X.xcassets/brand.colorset/Contents.json"))
        try fm.createDirectory(atPath: root + "/i/n", withIntermediateDirectories: true)
        try fm.copyItem(atPath: cart, toPath: root + "/i/n/cart.svg")
        let batch = try runStylebook(["symbols", "i", "--catalog", "c/X.xcassets", "--swift", "s/S.swift", "--quiet"], in: root)
        XCTAssertEqual(batch.status, 0, batch.summary)
        XCTAssertTrue(fm.fileExists(atPath: root + "/c/X.xcassets/n/cart.symbolset/cart.svg"))
        let odd = try runStylebook(["symbol", cart, "-o", "icons/../a b/ü/out.svg"], in: root)
        XCTAssertEqual(odd.status, 0, odd.summary)
        XCTAssertTrue(fm.fileExists(atPath: root + "/a b/ü/out.svg"))
    }

    func testSymbolicLinksAreFollowedWithoutLooping() throws {
        let root = try project()
        // A link back up the tree inside the icon folder, and the output reached through a linked folder.
        try fm.createSymbolicLink(atPath: root + "/icons/loop", withDestinationPath: root + "/icons")
        try fm.createDirectory(atPath: root + "/real-out", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: root + "/Out", withDestinationPath: root + "/real-out")
        let result = try runStylebook(["build", root], timeLimit: 60)
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertTrue(result.stderr.hasPrefix(root + "/icons/loop: warning: a link to a folder that is already read; skipped\n"), result.stderr)
        XCTAssertTrue(fm.fileExists(atPath: root + "/real-out/App.xcassets/Icons/minus.symbolset/minus.svg"))
        XCTAssertFalse(fm.fileExists(atPath: root + "/real-out/App.xcassets/Icons/loop"), "the loop is read once")
        let again = try runStylebook(["build", root, "--check", "--quiet"], timeLimit: 60)
        XCTAssertEqual(again.status, 0, again.summary)
    }

    func testAFileInTheWayOfAnOutputFolderIsAnErrorAndWritesNothing() throws {
        let root = try project()
        try write(root, "blocker", "x")
        let result = try runStylebook(["build", root], in: root)
        XCTAssertEqual(result.status, 0, result.summary)
        try edit(root, "stylebook.yml") { $0.replacingOccurrences(of: "swift: Out/Tokens.swift", with: "swift: blocker/Tokens.swift") }
        let before = output(root)
        try icon(root, "square", #"<rect x="4" y="4" width="16" height="16"/>"#)
        let blocked = try runStylebook(["build", root, "--quiet"])
        XCTAssertEqual(blocked.status, 1, blocked.summary)
        XCTAssertEqual(blocked.stderr, root + "/blocker: error: cannot write: a file is in the way of a folder; nothing was changed\n")
        XCTAssertEqual(output(root), before, "the new icon's set was not written either")
    }

    func testAFolderWhereTheOutputFileGoesIsAnError() throws {
        let root = try project()
        try fm.createDirectory(atPath: root + "/out.svg", withIntermediateDirectories: true)
        let result = try runStylebook(["symbol", TestPaths.example + "/icons/cart.svg", "-o", root + "/out.svg"])
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertEqual(result.stderr, root + "/out.svg: error: cannot write the template: a folder is in the way of this file; nothing was changed\n")
    }

    func testAReadOnlyOutputFolderIsAnErrorAndWritesNothing() throws {
        guard getuid() != 0 else { throw XCTSkip("running as root: permissions are not enforced, so a read-only folder cannot be tested") }
        let (root, before) = try built()
        try fm.setAttributes([.posixPermissions: 0o555], ofItemAtPath: root + "/Out/App.xcassets/Icons")
        addTeardownBlock { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/Out/App.xcassets/Icons") }
        try icon(root, "square", #"<rect x="4" y="4" width="16" height="16"/>"#)
        try write(root, "colors.yml", "brand: { light: \"#00FF00\", dark: \"#880000\" }\n")
        let result = try runStylebook(["build", root, "--quiet"])
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertTrue(result.stderr.contains("Permission denied; nothing was changed"), result.stderr)
        XCTAssertEqual(output(root), before)
    }

    // MARK: - Deep nesting (limits already in place)

    func testDeepNestingIsALocatedErrorNotACrash() throws {
        let root = try project()
        try write(root, "deep.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"#
                  + String(repeating: "<g>", count: 100_000) + String(repeating: "</g>", count: 100_000) + "</svg>")
        let svg = try runStylebook(["symbol", root + "/deep.svg", "-o", root + "/deep.out.svg"], timeLimit: 60)
        XCTAssertEqual(svg.status, 1, svg.summary)
        XCTAssertEqual(svg.stderr, root + "/deep.svg:1:826: error: elements nested more than 256 deep\n")
        try write(root, "deep.tokens.json", String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000))
        let json = try runStylebook(["tokens", root + "/deep.tokens.json", "--catalog", root + "/D.xcassets"], timeLimit: 60)
        XCTAssertEqual(json.status, 1, json.summary)
        XCTAssertEqual(json.stderr, root + "/deep.tokens.json:1:1281: error: malformed JSON: nesting deeper than 256 levels\n")
        XCTAssertFalse(fm.fileExists(atPath: root + "/deep.out.svg"))
        XCTAssertFalse(fm.fileExists(atPath: root + "/D.xcassets"))
    }

    func testNaNInAnIconIsALocatedError() throws {
        let root = try project()
        try write(root, "nan.svg", ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><line x1="2" y1="nan" x2="20" y2="20" stroke="#000"/></svg>"##)
        let result = try runStylebook(["symbol", root + "/nan.svg", "-o", root + "/nan.out.svg"])
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertEqual(result.stderr, root + "/nan.svg:1:78: error: invalid length 'nan' for y1\n")
        XCTAssertFalse(fm.fileExists(atPath: root + "/nan.out.svg"))
    }

    func testABadIconInABatchIsListedAndTheOthersAreWritten() throws {
        let root = try project()
        try write(root, "icons/broken.svg", "<svg viewBox=\"0 0 24 24\">\n<path d=\"M4 4 L 10 Q\"/></svg>")
        let result = try runStylebook(["symbols", root + "/icons", "--catalog", root + "/Out/App.xcassets", "--quiet"])
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertTrue(result.stderr.hasPrefix(root + "/icons/broken.svg:2:"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("error: 1 icon failed: broken; their previous sets are kept\n"), result.stderr)
        XCTAssertNotNil(output(root)["App.xcassets/minus.symbolset/minus.svg"])
        XCTAssertNotNil(output(root)["App.xcassets/plus.symbolset/plus.svg"])
    }
}
