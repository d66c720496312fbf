import Foundation
@testable import StylebookKit
import XCTest

/// The incremental build: what a second build reuses, and every change that must not be missed.
final class BuildCacheTests: XCTestCase {
    let fm = FileManager.default

    /// A copy of the Kaimono example (icons, tokens, lint rules) in a fresh folder.
    func project() throws -> String {
        let dir = NSTemporaryDirectory() + "stylebook-cache-\(UUID().uuidString)"
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        for item in ["icons", "tokens", "fonts", "stylebook.yml", "stylebook-lint.yml"] {
            try fm.copyItem(atPath: KaimonoGoldenTests.example + "/" + item, toPath: dir + "/" + item)
        }
        return dir
    }

    func build(_ dir: String, version: String? = nil) throws -> ProjectBuilder.Report {
        let config = try ProjectConfig.load(at: dir)
        var cache = config.buildCache()
        if let version { cache.version = version }
        let report = ProjectBuilder.build(config, cache: cache)
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        return report
    }

    func contents(_ path: String) -> Data? { fm.contents(atPath: path) }

    var cartSet: String { "/Generated/Kaimono.xcassets/Icons/cart.symbolset/cart.svg" }

    func testSHA256MatchesPublishedVectors() {
        XCTAssertEqual(ContentHash.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(ContentHash.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(ContentHash.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // Fed in uneven pieces, the digest is the same as in one go.
        let text = Array(String(repeating: "stylebook ", count: 100).utf8)
        var pieces = ContentHash()
        var i = 0
        for size in [1, 63, 64, 65, 7, 300] where i < text.count {
            pieces.update(text[i..<min(text.count, i + size)])
            i += size
        }
        pieces.update(text[min(i, text.count)...])
        XCTAssertEqual(pieces.finalizeHex(), ContentHash.hex(text))
    }

    func testNoOpBuildSkipsEverythingAndReportsTheSame() throws {
        let dir = try project()
        let fresh = try build(dir)
        XCTAssertEqual(fresh.convertedIcons, 12)
        XCTAssertEqual(fresh.upToDate, [])
        let before = contents(dir + cartSet)
        let again = try build(dir)
        XCTAssertEqual(again.upToDate, ["symbols", "tokens"])
        XCTAssertEqual(again.convertedIcons, 0)
        XCTAssertEqual(again.written?.changed, [])
        XCTAssertEqual(again.symbols, fresh.symbols)
        XCTAssertEqual(again.colors, fresh.colors)
        XCTAssertEqual(again.contrastPairs, fresh.contrastPairs)
        XCTAssertEqual(again.diagnostics, fresh.diagnostics, "a no-op build repeats the warnings of the full one")
        XCTAssertEqual(contents(dir + cartSet), before)
    }

    func testChangingOneIconReconvertsOnlyThatIcon() throws {
        let dir = try project()
        _ = try build(dir)
        let before = try XCTUnwrap(contents(dir + cartSet))
        let source = dir + "/icons/cart.svg"
        var svg = try String(contentsOfFile: source, encoding: .utf8)
        // Move the whole drawing: a real geometry change, so the template must change too.
        svg = svg.replacingOccurrences(of: "<svg ", with: "<svg transform=\"translate(1 0)\" ")
        let firstClose = try XCTUnwrap(svg.range(of: ">"))
        svg.insert(contentsOf: "<g transform=\"scale(0.8)\">", at: firstClose.upperBound)
        svg = svg.replacingOccurrences(of: "</svg>", with: "</g></svg>")
        try svg.write(toFile: source, atomically: true, encoding: .utf8)
        let report = try build(dir)
        XCTAssertEqual(report.convertedIcons, 1)
        XCTAssertEqual(report.reusedIcons, 11)
        XCTAssertEqual(report.upToDate, ["tokens"])
        XCTAssertNotEqual(contents(dir + cartSet), before)
        XCTAssertEqual(report.written?.changed, [dir + cartSet])
        try assertSameAsUncachedBuild(dir)
    }

    func testChangingAnOptionReconvertsEveryIcon() throws {
        let dir = try project()
        _ = try build(dir)
        let before = try XCTUnwrap(contents(dir + cartSet))
        let file = dir + "/stylebook.yml"
        let yml = try String(contentsOfFile: file, encoding: .utf8)
        try yml.replacingOccurrences(of: "variants: masters", with: "variants: all").write(toFile: file, atomically: true, encoding: .utf8)
        let report = try build(dir)
        XCTAssertEqual(report.convertedIcons, 12)
        XCTAssertEqual(report.reusedIcons, 0)
        XCTAssertEqual(report.upToDate, [])
        XCTAssertNotEqual(contents(dir + cartSet), before)
        try assertSameAsUncachedBuild(dir)
    }

    func testANewStylebookVersionReconvertsEverything() throws {
        let dir = try project()
        _ = try build(dir, version: "0.0.1")
        let report = try build(dir, version: "0.0.2")
        XCTAssertEqual(report.convertedIcons, 12)
        XCTAssertEqual(report.upToDate, [])
        XCTAssertEqual(try build(dir, version: "0.0.2").upToDate, ["symbols", "tokens"])
    }

    func testADeletedOrEditedOutputIsWrittenAgain() throws {
        let dir = try project()
        _ = try build(dir)
        let expected = try XCTUnwrap(contents(dir + cartSet))
        try fm.removeItem(atPath: dir + cartSet)
        let report = try build(dir)
        XCTAssertEqual(report.upToDate, ["tokens"])
        XCTAssertEqual(report.convertedIcons, 0, "the template comes from the cache")
        XCTAssertEqual(contents(dir + cartSet), expected)

        let colorSet = dir + "/Generated/Kaimono.xcassets/Colors/content/primary.colorset/Contents.json"
        let color = try XCTUnwrap(contents(colorSet))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: colorSet))
        let again = try build(dir)
        XCTAssertEqual(again.upToDate, ["symbols"])
        XCTAssertEqual(contents(colorSet), color)
        XCTAssertEqual(try build(dir).upToDate, ["symbols", "tokens"])
    }

    /// Symbols are converted again too: a colour token's value decides whether a multicolour layer
    /// is written under the token's catalog name (docs/symbols-color.md).
    func testChangingOneColourRebuildsTokensAndSymbols() throws {
        let dir = try project()
        _ = try build(dir)
        let core = dir + "/Generated/KaimonoTokensCore.swift"
        let before = try XCTUnwrap(contents(core))
        let palette = dir + "/tokens/palette.tokens.json"
        let text = try String(contentsOfFile: palette, encoding: .utf8)
        // The brand orange, nudged by one step of red (small enough to keep every contrast rule).
        XCTAssertTrue(text.contains("\"#E8552D\""))
        try text.replacingOccurrences(of: "\"#E8552D\"", with: "\"#E9552D\"").write(toFile: palette, atomically: true, encoding: .utf8)
        let report = try build(dir)
        XCTAssertEqual(report.upToDate, [])
        XCTAssertNotEqual(contents(core), before)
        try assertSameAsUncachedBuild(dir)
    }

    func testAFileTheResolverNamesIsTracked() throws {
        // The theme files are reached only through the resolver document, never named in stylebook.yml.
        let dir = try project()
        _ = try build(dir)
        let themes = try fm.contentsOfDirectory(atPath: dir + "/tokens/themes").sorted()
        let theme = dir + "/tokens/themes/" + (try XCTUnwrap(themes.first))
        try (try String(contentsOfFile: theme, encoding: .utf8) + "\n").write(toFile: theme, atomically: true, encoding: .utf8)
        XCTAssertEqual(try build(dir).upToDate, ["symbols"])
    }

    func testRewritingAnInputWithTheSameBytesKeepsTheBuildUpToDate() throws {
        // A new modification time (a checkout, a save without edits) is not a change: bytes decide.
        let dir = try project()
        _ = try build(dir)
        for file in [dir + "/icons/cart.svg", dir + "/tokens/palette.tokens.json"] {
            let data = try XCTUnwrap(contents(file))
            try fm.removeItem(atPath: file)
            try data.write(to: URL(fileURLWithPath: file))
        }
        XCTAssertEqual(try build(dir).upToDate, ["symbols", "tokens"])
    }

    func testACorruptCacheIsIgnored() throws {
        let dir = try project()
        let config = try ProjectConfig.load(at: dir)
        _ = try build(dir)
        let cache = config.buildCache()
        for name in try fm.contentsOfDirectory(atPath: cache.symbolsFolder) {
            try Data("garbage".utf8).write(to: URL(fileURLWithPath: cache.symbolsFolder + "/" + name))
        }
        try Data("stylebook-cache-record 1\nnonsense".utf8).write(to: URL(fileURLWithPath: cache.recordPath("symbols")))
        let report = try build(dir)
        XCTAssertEqual(report.convertedIcons, 12)
        try assertSameAsUncachedBuild(dir)
    }

    func files(under root: String) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let e = fm.enumerator(atPath: root) else { return result }
        while let item = e.nextObject() as? String {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: root + "/" + item, isDirectory: &isDir), !isDir.boolValue {
                result[item] = fm.contents(atPath: root + "/" + item)
            }
        }
        return result
    }

    /// The generated folder is byte-for-byte what a build without any cache writes.
    func assertSameAsUncachedBuild(_ dir: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let other = try project()
        for item in ["icons", "tokens", "fonts", "stylebook.yml", "stylebook-lint.yml"] {
            try fm.removeItem(atPath: other + "/" + item)
            try fm.copyItem(atPath: dir + "/" + item, toPath: other + "/" + item)
        }
        let report = ProjectBuilder.build(try ProjectConfig.load(at: other))
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered, file: file, line: line)
        let cached = files(under: dir + "/Generated")
        let uncached = files(under: other + "/Generated")
        XCTAssertEqual(Set(cached.keys), Set(uncached.keys), file: file, line: line)
        for (path, data) in uncached where cached[path] != data {
            XCTFail("\(path) differs from an uncached build", file: file, line: line)
        }
    }
}
