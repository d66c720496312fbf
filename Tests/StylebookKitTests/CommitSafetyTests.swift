import FileOutput
import Foundation
import StylebookKit
import XCTest

/// A build killed at any step of its commit is repaired by the next one, and `build --check`
/// tells the truth in between; bookkeeping files are never trusted to delete anything else.
final class CommitSafetyTests: XCTestCase {
    let fm = FileManager.default

    func project(icons: [String: String] = TwoIconProject.defaultIcons, extra: String = "") throws -> String {
        try TwoIconProject.make(self, prefix: "stylebook-commit", icons: icons, extra: extra)
    }

    func icon(_ root: String, _ name: String, _ d: String) throws { try TwoIconProject.writeIcon(root, name, d) }

    func editSources(_ root: String) throws {
        try icon(root, "circle", "M12 4a8 8 0 1 0 0.01 0")
        try fm.removeItem(atPath: root + "/icons/plus.svg")
        try icon(root, "minus", "M2 12h20")
        try "brand: { light: \"#00FF00\", dark: \"#008800\" }\n".write(toFile: root + "/colors.yml", atomically: true, encoding: .utf8)
    }

    /// Every file below `root/Out` (hidden ones too, the lock file aside).
    func tree(_ root: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let e = fm.enumerator(atPath: root + "/Out")
        while let item = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            _ = fm.fileExists(atPath: root + "/Out/" + item, isDirectory: &isDir)
            if item.hasSuffix(OutputLock.fileName) { continue }
            result[item + (isDir.boolValue ? "/" : "")] = isDir.boolValue ? Data() : fm.contents(atPath: root + "/Out/" + item)
        }
        return result
    }

    func build(_ root: String, write: Bool = true, fileSystem: some CommitFileSystem = PosixFileSystem()) throws -> ProjectBuilder.Report {
        ProjectBuilder.build(try ProjectConfig.load(at: root), write: write, fileSystem: fileSystem)
    }

    func testAKillAtEveryCommitStepIsRepairedByTheNextBuildAndCheckSaysSo() throws {
        let reference = try project()
        XCTAssertTrue(try build(reference).succeeded)
        let old = tree(reference)
        try editSources(reference)
        let counting = FaultInjectingFileSystem()
        XCTAssertTrue(try build(reference, fileSystem: counting).succeeded)
        let new = tree(reference)
        let steps = counting.operations.count
        var reportedInterrupted = false
        for step in 0..<steps {
            let root = try project()
            XCTAssertTrue(try build(root).succeeded)
            try editSources(root)
            _ = try build(root, fileSystem: CrashingFileSystem(crashAt: step))
            let check = try build(root, write: false)
            if fm.fileExists(atPath: root + "/Out/App.xcassets/" + CommitJournal.fileName) {
                XCTAssertTrue(check.pending.contains { $0.kind == .interrupted }, "step \(step): \(check.diagnostics.rendered)")
                reportedInterrupted = true
            }
            // Between the kill and the repair, the output is the old one, the new one, or --check says it is not.
            let between = tree(root)
            XCTAssertTrue(between == new ? check.pending.isEmpty : !check.pending.isEmpty, "step \(step): \(check.pending)")
            let repair = try build(root)
            XCTAssertTrue(repair.succeeded, "step \(step): \(repair.diagnostics.rendered)")
            XCTAssertEqual(tree(root), new, "step \(step)")
            XCTAssertEqual(try build(root, write: false).pending, [], "step \(step)")
        }
        XCTAssertTrue(reportedInterrupted)
        XCTAssertNotEqual(old, new)
    }

    func testAHandEditedManifestEntryNeverDeletesAUserFolder() throws {
        let root = try project()
        XCTAssertTrue(try build(root).succeeded)
        let catalog = root + "/Out/App.xcassets"
        try fm.createDirectory(atPath: catalog + "/UserFolder", withIntermediateDirectories: true)
        try "mine".write(toFile: catalog + "/UserFolder/notes.txt", atomically: true, encoding: .utf8)
        // Outside the catalog, reached through a link that looks like a group.
        let outside = root + "/Precious"
        try fm.createDirectory(atPath: outside + "/old.symbolset", withIntermediateDirectories: true)
        try "keep".write(toFile: outside + "/old.symbolset/Contents.json", atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: catalog + "/Linked", withDestinationPath: outside)
        let manifest = catalog + "/.stylebook-manifest.json"
        var text = try String(contentsOfFile: manifest, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"sets\" : [", with: "\"sets\" : [\"UserFolder\", \"Linked/old.symbolset\", ")
        text = text.replacingOccurrences(of: "\"groups\" : [", with: "\"groups\" : [\"UserFolder\", \"Linked\", ")
        try text.write(toFile: manifest, atomically: true, encoding: .utf8)
        XCTAssertTrue(text.contains("UserFolder"), text)

        let report = try build(root)
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        let warnings = report.diagnostics.rendered
        XCTAssertTrue(warnings.contains("lists 'UserFolder', which is not a set folder Stylebook generates"), warnings)
        XCTAssertTrue(warnings.contains("lists 'Linked/old.symbolset', which leads out of the catalog through a symbolic link"), warnings)
        XCTAssertTrue(warnings.contains("group 'Linked', which is a symbolic link"), warnings)
        XCTAssertEqual(fm.contents(atPath: catalog + "/UserFolder/notes.txt"), Data("mine".utf8))
        XCTAssertEqual(fm.contents(atPath: outside + "/old.symbolset/Contents.json"), Data("keep".utf8))
        XCTAssertFalse(try String(contentsOfFile: manifest, encoding: .utf8).contains("UserFolder"))
    }

    func testTheGuideRecordNeverDeletesWhatTheGuideDidNotWrite() throws {
        let root = try project(extra: "guide: Out/Guide")
        XCTAssertTrue(try build(root).succeeded)
        let guide = root + "/Out/Guide"
        try "user".write(toFile: root + "/notes.html", atomically: true, encoding: .utf8)
        try fm.createDirectory(atPath: guide + "/UserFolder", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: guide + "/up", withDestinationPath: root)
        var record = try String(contentsOfFile: guide + "/.stylebook-guide", encoding: .utf8)
        record += "UserFolder\n../notes.html\nup/notes.html\nold-page.html\n"
        try "stale".write(toFile: guide + "/old-page.html", atomically: true, encoding: .utf8)
        try record.write(toFile: guide + "/.stylebook-guide", atomically: true, encoding: .utf8)

        let report = try build(root)
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        let warnings = report.diagnostics.rendered
        for entry in ["UserFolder", "../notes.html", "up/notes.html"] {
            XCTAssertTrue(warnings.contains("the guide's record lists '\(entry)'"), "\(entry): \(warnings)")
        }
        XCTAssertTrue(fm.fileExists(atPath: guide + "/UserFolder"))
        XCTAssertEqual(fm.contents(atPath: root + "/notes.html"), Data("user".utf8))
        XCTAssertFalse(fm.fileExists(atPath: guide + "/old-page.html"), "a page the guide wrote and no longer writes goes")
    }

    func testADamagedCacheEntryIsRebuiltWithAWarningNeverCopied() throws {
        let root = try project()
        let cacheRoot = root + "/cache"
        let config = try ProjectConfig.load(at: root)
        let cache = config.buildCache(folder: cacheRoot)
        XCTAssertTrue(ProjectBuilder.build(config, cache: cache).succeeded)
        let clean = tree(root)
        let entries = try fm.contentsOfDirectory(atPath: cache.folder + "/symbols")
        XCTAssertEqual(entries.count, 2)
        for name in entries {
            let path = cache.folder + "/symbols/" + name
            let data = try XCTUnwrap(fm.contents(atPath: path))
            try data.prefix(data.count - 40).write(to: URL(fileURLWithPath: path))  // cut short
        }
        // The icons' record too, so the symbols part is not skipped whole.
        let record = cache.folder + "/symbols.record"
        let recordData = try XCTUnwrap(fm.contents(atPath: record))
        try (recordData.dropLast(3) + Data("x\n\n".utf8)).write(to: URL(fileURLWithPath: record))
        try fm.removeItem(atPath: root + "/Out")

        let report = ProjectBuilder.build(try ProjectConfig.load(at: root), cache: cache)
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        let warnings = report.diagnostics.warnings.map(\.message)
        XCTAssertEqual(warnings.filter { $0.contains("entry for this icon was damaged") }.count, 2, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("record of the symbols was damaged") }, "\(warnings)")
        XCTAssertEqual(report.convertedIcons, 2)
        XCTAssertEqual(tree(root), clean)
    }

    // MARK: - Paths checked before any work

    func pathErrors(_ yaml: String, setUp: (String) throws -> Void = { _ in }, force: Bool = false) throws -> [String] {
        let root = try project()
        try yaml.write(toFile: root + "/stylebook.yml", atomically: true, encoding: .utf8)
        try setUp(root)
        let sources = try fm.contentsOfDirectory(atPath: root + "/icons").sorted()
        let config = try ProjectConfig.load(at: root)
        let report = ProjectBuilder.build(config, cache: config.buildCache(), force: force)
        XCTAssertNil(report.written)
        XCTAssertFalse(fm.fileExists(atPath: root + "/Out"), "nothing may be written")
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: root + "/icons").sorted(), sources, "the icons folder is untouched")
        return report.diagnostics.errors.map { $0.description }
    }

    func testOutputsOverlappingInputsAreRefusedAtTheirLine() throws {
        let symbols = "symbols:\n  source: icons\n  variants: regular\n"
        var errors = try pathErrors("catalog: icons/App.xcassets\n" + symbols)
        XCTAssertTrue(errors.contains { $0.contains("stylebook.yml:1:1: error: catalog: 'icons/App.xcassets' lies inside symbols.source ('icons')") }, "\(errors)")
        errors = try pathErrors("catalog: icons\n" + symbols)
        XCTAssertTrue(errors.contains { $0.contains("stylebook.yml:1:1: error: catalog: 'icons' is the same as symbols.source") }, "\(errors)")
        errors = try pathErrors("catalog: Out/App.xcassets\n" + symbols) { root in
            try FileManager.default.createSymbolicLink(atPath: root + "/icons/up", withDestinationPath: "..")
        }
        XCTAssertTrue(errors.contains { $0.contains("error: catalog: 'Out/App.xcassets' is read through the link") && $0.contains("icons/up") }, "\(errors)")
        errors = try pathErrors("catalog: Out/App.xcassets\n" + symbols + "  swift: icons/minus.svg\n")
        XCTAssertTrue(errors.contains { $0.contains("stylebook.yml:5:10: error: symbols.swift: 'icons/minus.svg' lies inside symbols.source") }, "\(errors)")
        errors = try pathErrors("catalog: Out/App.xcassets\ncache: Out/App.xcassets/cache\n" + symbols)
        XCTAssertTrue(errors.contains { $0.contains("error: cache: ") && $0.contains("lies inside catalog ('Out/App.xcassets'); two outputs may not overlap") }, "\(errors)")
    }

    func testRootHomeAndForeignFoldersAreRefusedAsTheCatalogUnlessForced() throws {
        let symbols = "symbols:\n  source: icons\n  variants: regular\n"
        var errors = try pathErrors("catalog: /\n" + symbols)
        XCTAssertTrue(errors.contains { $0.contains("stylebook.yml:1:1: error: catalog: '/' is the root folder") }, "\(errors)")
        errors = try pathErrors("catalog: \(NSHomeDirectory())\n" + symbols)
        XCTAssertTrue(errors.contains { $0.contains("is the home folder") }, "\(errors)")
        errors = try pathErrors("catalog: Docs\n" + symbols) { root in
            try FileManager.default.createDirectory(atPath: root + "/Docs", withIntermediateDirectories: true)
            try "mine".write(toFile: root + "/Docs/thesis.txt", atomically: true, encoding: .utf8)
        }
        XCTAssertTrue(errors.contains { $0.contains("catalog: 'Docs' is a folder that is not empty, not an .xcassets catalog, and was not created by Stylebook") }, "\(errors)")
        // An existing Xcode catalog (its own sets beside Stylebook's) is fine.
        let root = try project()
        try fm.createDirectory(atPath: root + "/Out/App.xcassets/Mine.colorset", withIntermediateDirectories: true)
        try "{}".write(toFile: root + "/Out/App.xcassets/Contents.json", atomically: true, encoding: .utf8)
        XCTAssertTrue(try build(root).succeeded)
    }
}
