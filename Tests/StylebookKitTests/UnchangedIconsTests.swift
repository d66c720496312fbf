import Foundation
@testable import StylebookKit
import XCTest

/// A build with one changed icon leaves the others alone (not converted, read back or staged),
/// yet writes what a full build writes and reports what a full build reports.
final class UnchangedIconsTests: XCTestCase {
    let fm = FileManager.default

    func project() throws -> String {
        let icons = ["minus": "M4 12h16", "plus": "M4 12h16M12 4v16", "slash": "M4 20L20 4", "corner": "M4 4v16h16"]
        return try TwoIconProject.make(self, prefix: "unchanged-icons", icons: icons)
    }

    func build(_ root: String) throws -> ProjectBuilder.Report {
        let config = try ProjectConfig.load(at: root)
        let report = ProjectBuilder.build(config, cache: config.buildCache())
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        return report
    }

    func set(_ root: String, _ name: String) -> String { root + "/Out/App.xcassets/Icons/\(name).symbolset/\(name).svg" }

    /// The cache entries of the icons a build converted or kept.
    func cacheEntries(_ root: String) throws -> [String] {
        let folder = try ProjectConfig.load(at: root).buildCache().symbolsFolder
        return try fm.contentsOfDirectory(atPath: folder).sorted()
    }

    func testOneChangedIconIsTheOnlyOneStagedAndTheOutputIsAFullBuilds() throws {
        let root = try project()
        _ = try build(root)
        let entries = try cacheEntries(root)
        try TwoIconProject.writeIcon(root, "plus", "M5 12h14M12 5v14")
        let report = try build(root)
        XCTAssertEqual(report.convertedIcons, 1)
        XCTAssertEqual(report.reusedIcons, 3)
        XCTAssertEqual(report.symbols, 4)
        XCTAssertEqual(report.written?.changed, [set(root, "plus")])
        // The kept icons' entries stay in the cache; the edited icon's old entry is pruned.
        let now = try cacheEntries(root)
        XCTAssertEqual(now.count, 4)
        XCTAssertEqual(Set(entries).intersection(now).count, 3)
        try assertSameAsFullBuild(root)
        XCTAssertEqual(try build(root).upToDate, ["symbols", "tokens"], "the record written by the incremental build is complete")
    }

    /// An unchanged icon is not read back from the cache: a damaged entry of one goes unnoticed
    /// until that icon is needed, and the build still writes the right output.
    func testUnchangedIconsAreNotReadBackFromTheCache() throws {
        let root = try project()
        _ = try build(root)
        let folder = try ProjectConfig.load(at: root).buildCache().symbolsFolder
        for entry in try cacheEntries(root) { try Data("damaged".utf8).write(to: URL(fileURLWithPath: folder + "/" + entry)) }
        try TwoIconProject.writeIcon(root, "minus", "M3 12h18")
        let report = try build(root)
        XCTAssertEqual(report.convertedIcons, 1)
        XCTAssertFalse(report.diagnostics.rendered.contains("damaged"), report.diagnostics.rendered)
        try assertSameAsFullBuild(root)
    }

    func testAnEditedSetOfAnUnchangedIconIsWrittenAgain() throws {
        let root = try project()
        _ = try build(root)
        let expected = try XCTUnwrap(fm.contents(atPath: set(root, "slash")))
        try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: set(root, "slash")))
        try TwoIconProject.writeIcon(root, "plus", "M5 12h14M12 5v14")
        let report = try build(root)
        XCTAssertEqual(report.convertedIcons, 1, "slash comes from the cache")
        XCTAssertEqual(fm.contents(atPath: set(root, "slash")), expected)
        XCTAssertEqual(report.written?.changed.sorted(), [set(root, "plus"), set(root, "slash")])
        try assertSameAsFullBuild(root)
    }

    func testAnEditedSharedOutputMakesAFullBuild() throws {
        let root = try project()
        _ = try build(root)
        let swift = root + "/Out/Symbols.swift"
        let expected = try XCTUnwrap(fm.contents(atPath: swift))
        try Data("// edited\n".utf8).write(to: URL(fileURLWithPath: swift))
        try fm.removeItem(atPath: root + "/Out/App.xcassets/Icons/Contents.json")
        try TwoIconProject.writeIcon(root, "plus", "M5 12h14M12 5v14")
        let report = try build(root)
        XCTAssertEqual(report.convertedIcons, 1)
        XCTAssertEqual(fm.contents(atPath: swift), expected)
        try assertSameAsFullBuild(root)
    }

    /// The warnings of the icons left alone are reported again, in the order a full build gives.
    func testWarningsOfUnchangedIconsAreReportedAgain() throws {
        let root = try project()
        // An unknown element is a reader warning on this icon.
        try ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><blink/><path d="M4 4v16h16" stroke="#000" stroke-width="2" fill="none"/></svg>"##
            .write(toFile: root + "/icons/corner.svg", atomically: true, encoding: .utf8)
        let fresh = try build(root)
        let warnings = fresh.diagnostics.items.filter { $0.location?.file.hasSuffix("corner.svg") == true }
        XCTAssertFalse(warnings.isEmpty, "the fixture must warn: \(fresh.diagnostics.rendered)")
        try TwoIconProject.writeIcon(root, "plus", "M5 12h14M12 5v14")
        let report = try build(root)
        XCTAssertEqual(report.convertedIcons, 1)
        let full = ProjectBuilder.build(try ProjectConfig.load(at: root))
        XCTAssertEqual(report.diagnostics.items, full.diagnostics.items)
    }

    func testARemovedIconIsRemovedFromTheCatalogAndTheSwift() throws {
        let root = try project()
        _ = try build(root)
        try fm.removeItem(atPath: root + "/icons/slash.svg")
        let report = try build(root)
        XCTAssertEqual(report.symbols, 3)
        XCTAssertFalse(fm.fileExists(atPath: root + "/Out/App.xcassets/Icons/slash.symbolset"))
        XCTAssertFalse(try String(contentsOfFile: root + "/Out/Symbols.swift", encoding: .utf8).contains("slash"))
        try assertSameAsFullBuild(root)
    }

    /// A deleted file of an unchanged icon's set is written again; so is one edited after an
    /// incremental build recorded it (the record keeps the stamps it checked, not newer ones).
    func testADeletedOrLaterEditedFileOfAnUnchangedIconIsRepaired() throws {
        let root = try project()
        _ = try build(root)
        let contents = root + "/Out/App.xcassets/Icons/corner.symbolset/Contents.json"
        let expected = try XCTUnwrap(fm.contents(atPath: contents))
        try fm.removeItem(atPath: contents)
        try TwoIconProject.writeIcon(root, "plus", "M5 12h14M12 5v14")
        let repaired = try build(root)
        XCTAssertEqual(repaired.convertedIcons, 1)
        XCTAssertEqual(fm.contents(atPath: contents), expected)
        try assertSameAsFullBuild(root)

        // After an incremental build, a kept icon edited by hand is found and restored.
        try TwoIconProject.writeIcon(root, "plus", "M4 12h16M12 4v16")
        XCTAssertEqual(try build(root).convertedIcons, 1)
        let kept = try XCTUnwrap(fm.contents(atPath: set(root, "minus")))
        try Data("<svg>edited by hand</svg>".utf8).write(to: URL(fileURLWithPath: set(root, "minus")))
        let again = try build(root)
        XCTAssertEqual(again.upToDate, ["tokens"], "symbols must not be taken as up to date")
        XCTAssertEqual(fm.contents(atPath: set(root, "minus")), kept)
        try assertSameAsFullBuild(root)
        XCTAssertEqual(try build(root).upToDate, ["symbols", "tokens"])
    }

    /// A renamed icon: the old set goes, the new one comes, the rest stay; as a full build.
    func testARenamedIconIsAsAFullBuild() throws {
        let root = try project()
        _ = try build(root)
        try fm.moveItem(atPath: root + "/icons/slash.svg", toPath: root + "/icons/backslash.svg")
        let report = try build(root)
        XCTAssertEqual(report.symbols, 4)
        XCTAssertFalse(fm.fileExists(atPath: root + "/Out/App.xcassets/Icons/slash.symbolset"))
        XCTAssertTrue(fm.fileExists(atPath: set(root, "backslash")))
        try assertSameAsFullBuild(root)
        XCTAssertEqual(try build(root).upToDate, ["symbols", "tokens"])
    }

    /// Everything under `Out/` equals what a build without a cache writes from the same sources.
    func assertSameAsFullBuild(_ root: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let other = try temporaryFolder(prefix: "unchanged-icons-full")
        for item in ["icons", "colors.yml", "stylebook.yml"] { try fm.copyItem(atPath: root + "/" + item, toPath: other + "/" + item) }
        let report = ProjectBuilder.build(try ProjectConfig.load(at: other))
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered, file: file, line: line)
        let mine = files(under: root + "/Out"), full = files(under: other + "/Out")
        XCTAssertEqual(Set(mine.keys), Set(full.keys), file: file, line: line)
        for (path, data) in full where mine[path] != data { XCTFail("\(path) differs from a full build", file: file, line: line) }
    }

    func files(under folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        for case let path as String in fm.enumerator(atPath: folder)?.allObjects ?? [] {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: folder + "/" + path, isDirectory: &isDir), !isDir.boolValue {
                result[path] = fm.contents(atPath: folder + "/" + path)
            }
        }
        return result
    }
}
