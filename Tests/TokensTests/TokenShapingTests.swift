import Diagnostics
import XCTest
@testable import Tokens

/// Include/exclude globs, private groups, renames (and flattening), long-name shortening.
final class TokenShapingTests: XCTestCase {
    static let json = ##"""
    {
      "color": {
        "$type": "color",
        "base": { "gray": { "100": { "$value": "#f6f8fa" }, "1400": { "$value": "#0d1117" } }, "blue": { "500": { "$value": "#0969da" } } },
        "semantic": { "fg": { "default": { "$value": "{color.base.gray.1400}" } }, "accent": { "$value": "{color.base.blue.500}" } }
      },
      "space": { "$type": "dimension", "s": { "$value": "4px" }, "m": { "$value": "8px" } }
    }
    """##

    private func paths(_ set: TokenSet) -> [String] {
        set.colors.map(\.path.dotted) + set.dimensions.map(\.info.path.dotted)
    }

    private func shaped(_ shaping: TokenShaping) throws -> (TokenSet, DiagnosticList) {
        let read = try readOne(Self.json)
        let result = shaping.apply(to: read.tokens)
        return (result.tokens, result.diagnostics)
    }

    func testGlobsMatchComponentsAndCapture() {
        XCTAssertEqual(TokenPathPattern("color.*.gray.*").match(["color", "base", "gray", "1400"]), ["base", "1400"])
        XCTAssertEqual(TokenPathPattern("color.base.gray-*").match(["color", "base", "gray-10"]), ["10"])
        XCTAssertEqual(TokenPathPattern("color.**").match(["color", "a", "b"]), ["a.b"])
        XCTAssertEqual(TokenPathPattern("**.500").match(["color", "base", "blue", "500"]), ["color.base.blue"])
        XCTAssertEqual(TokenPathPattern("a.**.z").match(["a", "z"]), [""])
        XCTAssertEqual(TokenPathPattern("size?").match(["size1"]), ["1"])
        XCTAssertNil(TokenPathPattern("size?").match(["size10"]))
        XCTAssertNil(TokenPathPattern("color.*").match(["color", "a", "b"]))
        XCTAssertTrue(TokenPathPattern("color.base").covers(["color", "base", "gray", "100"]))
        XCTAssertFalse(TokenPathPattern("color.bas").covers(["color", "base", "gray", "100"]))
        XCTAssertEqual(TokenPathPattern("color/base/*").match(["color", "base", "x"]), ["x"])
        XCTAssertEqual(TokenPathPattern("a.**.*").captureCount, 2)
    }

    func testPrivateGroupsStillResolveReferences() throws {
        let (set, diagnostics) = try shaped(TokenShaping(privateGroups: ["color.base"]))
        XCTAssertFalse(diagnostics.hasErrors)
        XCTAssertEqual(paths(set), ["color.semantic.accent", "color.semantic.fg.default", "space.m", "space.s"])
        // The semantic colour kept the primitive's value although the primitive is not generated.
        XCTAssertEqual(set.colors.first { $0.path.dotted == "color.semantic.fg.default" }?.values[.light].map(ColorMath.hex), "#0D1117")
    }

    func testIncludeAndExclude() throws {
        XCTAssertEqual(paths(try shaped(TokenShaping(include: ["color.semantic"])).0), ["color.semantic.accent", "color.semantic.fg.default"])
        XCTAssertEqual(paths(try shaped(TokenShaping(include: ["**.gray.*", "space.m"])).0), ["color.base.gray.100", "color.base.gray.1400", "space.m"])
        // `?` is exactly one character: 1?00 takes 1400, not 100.
        XCTAssertEqual(paths(try shaped(TokenShaping(exclude: ["color.**.1?00", "space"])).0),
                       ["color.base.blue.500", "color.base.gray.100", "color.semantic.accent", "color.semantic.fg.default"])
        // Exclude wins over include.
        XCTAssertEqual(paths(try shaped(TokenShaping(include: ["color.base"], exclude: ["color.base.gray"])).0), ["color.base.blue.500"])
    }

    func testARuleThatMatchesNoTokenIsAWarningAtItsSetting() throws {
        // `colour.base` (British spelling) used to change nothing without a word.
        var shaping = TokenShaping(exclude: ["colour.base", "space"], privateGroups: ["color.base"],
                                   renames: [.init("color.semantc.**", to: "$1")])
        shaping.settingLocations["exclude"] = SourceLocation(file: "s.yml", line: 4, column: 12)
        let (set, diagnostics) = try shaped(shaping)
        let warnings = diagnostics.warnings.map(\.description)
        XCTAssertEqual(warnings.count, 2, warnings.joined(separator: "\n"))
        XCTAssertTrue(warnings[0].hasPrefix("s.yml:4:12: warning: exclude pattern 'colour.base' matches no token path, so it changes nothing"), warnings[0])
        XCTAssertTrue(warnings[1].hasPrefix("warning: rename pattern 'color.semantc.**' matches no token path"), warnings[1])
        // The rules that match still apply.
        XCTAssertEqual(paths(set), ["color.semantic.accent", "color.semantic.fg.default"])
        XCTAssertEqual(try shaped(TokenShaping(include: ["color.semantic"])).1.warnings.count, 0)
    }

    func testRenameAndFlatten() throws {
        let shaping = TokenShaping(renames: [
            .init("color.base.gray.*", to: "gray$1"),
            .init("color.semantic.**", to: "$1"),
            .init("color.base", to: "palette"),  // a group: the rest of the path stays below it
        ])
        let (set, diagnostics) = try shaped(shaping)
        XCTAssertEqual(diagnostics.count, 0, "\(diagnostics)")
        XCTAssertEqual(paths(set), ["accent", "fg.default", "gray100", "gray1400", "palette.blue.500", "space.m", "space.s"])
    }

    func testRenameCollisionsAndBadTargetsAreErrors() throws {
        let (_, collision) = try shaped(TokenShaping(renames: [.init("color.base.*.*", to: "c$2")]))
        XCTAssertEqual(collision.errors.count, 0)  // gray100, gray1400, blue500 → c100, c1400, c500: no clash
        let (_, clash) = try shaped(TokenShaping(renames: [.init("color.base.**", to: "same")]))
        XCTAssertEqual(clash.errors.count, 2, "\(clash)")
        XCTAssertTrue(clash.errors.first?.description.hasPrefix("t.tokens.json:") ?? false, "\(clash)")
        XCTAssertTrue(clash.errors.first?.message.contains("both named same after renaming") ?? false, "\(clash)")
        let bad = TokenShaping(renames: [.init("color.*", to: "x$2")]).validate()
        XCTAssertEqual(bad.errors.first?.message, "rename color.* → x$2 uses $2, but the pattern has 1 wildcard(s)")
        XCTAssertTrue(TokenShaping(renames: [.init("color.*", to: "..")]).validate().hasErrors)
    }

    func testOverLongColourNamesAreShortenedDeterministically() throws {
        let long = String(repeating: "very-long-name-", count: 20) + "é"  // 302 bytes
        let json = "{\"g\": {\"$type\": \"color\", \"\(long)\": {\"$value\": \"#000000\"}, \"short\": {\"$value\": \"#ffffff\"}}}"
        let read = try readOne(json)
        let first = TokenShaping().apply(to: read.tokens)
        let second = TokenShaping().apply(to: read.tokens)
        XCTAssertEqual(first.tokens, second.tokens)
        let names = first.tokens.colors.map(\.path.name)
        XCTAssertEqual(names.count, 2)
        let shortened = try XCTUnwrap(names.first { $0 != "short" })
        XCTAssertLessThanOrEqual(shortened.utf8.count, 240)
        XCTAssertTrue(shortened.hasPrefix("very-long-name-very"))
        XCTAssertEqual(shortened.suffix(9), "-" + TokenShaping.hash8(long))
        XCTAssertEqual(TokenShaping.hash8(""), "811c9dc5")  // FNV-1a offset basis: the empty input
        XCTAssertEqual(TokenShaping.hash8("a"), "e40c292c")  // published FNV-1a 32-bit test vector
        XCTAssertEqual(first.diagnostics.warnings.count, 1)
        XCTAssertTrue(first.diagnostics.warnings.first?.description.hasPrefix("t.tokens.json:1:") ?? false)
        XCTAssertTrue(first.diagnostics.warnings.first?.message.contains("longer than 240 bytes") ?? false)
        // A multi-byte character is never cut in half.
        let cut = TokenShaping.shortened(String(repeating: "あ", count: 100), maxBytes: 240)
        XCTAssertEqual(cut.utf8.count, 231 + 9)
        XCTAssertTrue(cut.hasPrefix(String(repeating: "あ", count: 77)))
    }
}
