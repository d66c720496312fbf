import Foundation
import XCTest

/// `stylebook renewal` on the KaimonoRenewal example, `build` with `renames:`, and `diff` across
/// the renewal, as a user runs them.
final class RenewalCommandTests: XCTestCase {
    static var example: String { TestPaths.packageRoot + "/Examples/KaimonoRenewal" }

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func testExampleOutputIsCheckedInDeterministicAndKeepsReviewedLines() throws {
        let binary = try TestPaths.stylebookBinary()
        let out = try temporaryFolder(prefix: "stylebook-renewal")
        // The checked-in mapping carries the human's groups (Cart, Promo), which a re-run keeps.
        try read(Self.example + "/Renewal/mapping.yml").write(toFile: out + "/mapping.yml", atomically: true, encoding: .utf8)
        let run = try runProcess(binary, ["renewal", Self.example + "/old/kaimono-2023.tokens.json", Self.example + "/new", "-o", out,
                                                   "--old-icons", Self.example + "/old/icons", "--new-icons", Self.example + "/new-icons",
                                                   "--roles", Self.example + "/Renewal/roles.yml"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.stderr.contains("renewal: 14 of 15 old tokens and icons mapped, 1 unmatched"), run.output)
        for name in ["mapping.yml", "RenewalSwitch.swift", "report.html"] {
            XCTAssertEqual(try read(out + "/" + name), try read(Self.example + "/Renewal/" + name), "\(name) differs from the checked-in example")
        }
        // A human maps the purple to the danger colour and marks it reviewed; a re-run keeps it.
        let mapping = try read(out + "/mapping.yml")
        let edited = mapping.replacingOccurrences(of: "\"seasonal-purple\": { to: ~, confidence: 0.1, reviewed: false",
                                                  with: "\"seasonal-purple\": { to: \"accent.danger\", confidence: 1, reviewed: true")
        XCTAssertNotEqual(edited, mapping)
        try edited.write(toFile: out + "/mapping.yml", atomically: true, encoding: .utf8)
        let again = try runProcess(binary, ["renewal", Self.example + "/old/kaimono-2023.tokens.json", Self.example + "/new", "-o", out,
                                                   "--old-icons", Self.example + "/old/icons", "--new-icons", Self.example + "/new-icons"])
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertTrue(try read(out + "/mapping.yml").contains("\"seasonal-purple\": { to: \"accent.danger\", confidence: 1, reviewed: true"))
        XCTAssertTrue(try read(out + "/RenewalSwitch.swift").contains("public static let seasonalPurple = RenewalPair<Swift.String>(old: \"seasonal-purple\", new: \"accent/danger\")"))
        XCTAssertTrue(try read(out + "/report.html").contains("<tr class=\"reviewed\">"))
        // A reviewed line naming a token the new side lacks is a warning at its line.
        let typo = try read(out + "/mapping.yml").replacingOccurrences(of: "to: \"accent.danger\", confidence: 1, reviewed: true",
                                                                        with: "to: \"accent.dangr\", confidence: 1, reviewed: true")
        try typo.write(toFile: out + "/mapping.yml", atomically: true, encoding: .utf8)
        let warned = try runProcess(binary, ["renewal", Self.example + "/old/kaimono-2023.tokens.json", Self.example + "/new", "-o", out])
        XCTAssertEqual(warned.status, 0, warned.output)
        let line = try XCTUnwrap(typo.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("accent.dangr") }) + 1
        XCTAssertTrue(warned.stderr.contains("mapping.yml:\(line):3: warning: 'seasonal-purple' is mapped to 'accent.dangr', which the new design system does not have"),
                      warned.output)
    }

    func testBadInputsAreLocatedErrorsAndWriteNothing() throws {
        let binary = try TestPaths.stylebookBinary()
        let dir = try temporaryFolder(prefix: "stylebook-renewal-bad")
        let missing = try runProcess(binary, ["renewal", "nope.tokens.json", Self.example + "/new", "-o", "out"], in: dir)
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertTrue(missing.stderr.contains("nope.tokens.json: error: no such project folder or token file"), missing.output)
        try "{ \"a\": { \"$type\": \"color\", \"$value\": \"#12\" } }".write(toFile: dir + "/bad.tokens.json", atomically: true, encoding: .utf8)
        let bad = try runProcess(binary, ["renewal", "bad.tokens.json", Self.example + "/new", "-o", "out"], in: dir)
        XCTAssertNotEqual(bad.status, 0, bad.output)
        XCTAssertTrue(bad.stderr.contains("bad.tokens.json:1:"), bad.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), "nothing is written after an error")
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        try "colors:\n  \"bg\": [1, 2]\n".write(toFile: dir + "/out/mapping.yml", atomically: true, encoding: .utf8)
        let mapping = try runProcess(binary, ["renewal", Self.example + "/old/kaimono-2023.tokens.json", Self.example + "/new", "-o", "out"], in: dir)
        XCTAssertNotEqual(mapping.status, 0)
        XCTAssertTrue(mapping.stderr.contains("out/mapping.yml:2:9: error: 'bg' needs { to: …, reviewed: … }"), mapping.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/report.html"))
    }

    /// `renames:` in a build: deprecated aliases in Swift, no duplicate colour set in the catalog;
    /// `diff` reports the listed old names as aliased renames, so only the unmapped one breaks.
    func testBuildWithRenamesAndDiffAcrossTheRenewal() throws {
        let binary = try TestPaths.stylebookBinary()
        let dir = try temporaryFolder(prefix: "stylebook-renewal-build")
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/new", withIntermediateDirectories: true)
        for name in ["stylebook.yml", "kaimono-2025.tokens.json"] {
            try fm.copyItem(atPath: Self.example + "/new/" + name, toPath: dir + "/new/" + name)
        }
        try fm.createDirectory(atPath: dir + "/old", withIntermediateDirectories: true)
        try fm.copyItem(atPath: Self.example + "/old/kaimono-2023.tokens.json", toPath: dir + "/old/kaimono-2023.tokens.json")
        try "catalog: Generated/Old.xcassets\ntokens:\n  files: [kaimono-2023.tokens.json]\n  swift: Generated/Old.swift\n"
            .write(toFile: dir + "/old/stylebook.yml", atomically: true, encoding: .utf8)
        let build = try runProcess(binary, ["build", "new"], in: dir)
        XCTAssertEqual(build.status, 0, build.output)
        let sets = try fm.subpathsOfDirectory(atPath: dir + "/new/Generated/Kaimono2025.xcassets").filter { $0.hasSuffix(".colorset") }.sorted()
        XCTAssertEqual(sets, ["accent/danger.colorset", "accent/positive.colorset", "accent/primary.colorset",
                              "content/primary.colorset", "content/secondary.colorset", "surface/base.colorset"])
        let core = try read(dir + "/new/Generated/KaimonoTokensCore.swift")
        XCTAssertTrue(core.contains("@available(*, deprecated, renamed: \"Colors.Accent.danger\")\n    public static let sale = Colors.Accent.danger"), core)
        XCTAssertEqual(core, try read(Self.example + "/new/Generated/KaimonoTokensCore.swift"), "the checked-in example is current")
        let diff = try runProcess(binary, ["diff", "old", "new", "--fail-on", "breaking"], in: dir)
        XCTAssertEqual(diff.status, 1, diff.output)
        XCTAssertTrue(diff.stderr.contains("diff: 1 added, 1 removed, 0 changed, 10 renamed, 1 breaking"), diff.output)
        XCTAssertTrue(diff.stdout.contains("`sale` → `accent/danger`: old name kept as a deprecated alias (renames:)"), diff.stdout)
    }
}

/// A project renewed into itself: every token and icon (read from the project's symbols folder)
/// maps to itself with full confidence.
final class RenewalIdentityTests: XCTestCase {
    func testKaimonoMapsOntoItself() throws {
        let binary = try TestPaths.stylebookBinary()
        let out = try temporaryFolder(prefix: "stylebook-renewal-self")
        let run = try runProcess(binary, ["renewal", TestPaths.example, TestPaths.example, "-o", out])
        XCTAssertEqual(run.status, 0, run.output)
        let mapping = try String(contentsOfFile: out + "/mapping.yml", encoding: .utf8)
        let lines = mapping.split(separator: "\n").filter { $0.hasPrefix("  \"") }
        XCTAssertGreaterThan(lines.count, 40)
        XCTAssertTrue(mapping.contains("  \"cart\": { to: \"cart\", confidence: 1, reviewed: false, reason: \"drawing IoU 1; name 1\", old-swift: \"Symbols.cart\""), mapping)
        for line in lines {
            let old = line.dropFirst(3).prefix { $0 != "\"" }
            XCTAssertTrue(line.contains("{ to: \"\(old)\", confidence: 1,"), String(line))
        }
    }
}
