import Foundation
import FileOutput
import StylebookKit
import XCTest

/// `stylebook build` writes the catalog and the Swift that names its sets in one transaction:
/// a failure at any step of the commit leaves the project exactly as it was.
final class AtomicBuildTests: XCTestCase {
    let fm = FileManager.default

    func project() throws -> String { try TwoIconProject.make(self, prefix: "stylebook-atomic") }

    func icon(_ root: String, _ name: String, _ d: String) throws { try TwoIconProject.writeIcon(root, name, d) }

    /// Every file and folder below `root` (hidden ones too), folders marked by a trailing `/`.
    func tree(_ root: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let e = fm.enumerator(atPath: root)
        while let item = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            _ = fm.fileExists(atPath: root + "/" + item, isDirectory: &isDir)
            if isDir.boolValue { result[item + "/"] = Data() } else { result[item] = fm.contents(atPath: root + "/" + item) }
        }
        return result
    }

    /// The second build adds an icon, removes one, changes one, and changes a colour, so its commit
    /// creates, replaces and removes files in the catalog and both Swift files.
    func editSources(_ root: String) throws {
        try icon(root, "circle", "M12 4a8 8 0 1 0 0.01 0")
        try fm.removeItem(atPath: root + "/icons/plus.svg")
        try icon(root, "minus", "M2 12h20")
        try "brand: { light: \"#00FF00\", dark: \"#008800\" }\naccent: { light: \"#0000FF\" }\n"
            .write(toFile: root + "/colors.yml", atomically: true, encoding: .utf8)
    }

    func testAFailureAtEveryCommitStepLeavesTheProjectAsItWas() throws {
        let reference = try project()
        XCTAssertTrue(ProjectBuilder.build(try ProjectConfig.load(at: reference)).succeeded)
        try editSources(reference)
        let counting = FaultInjectingFileSystem()
        let report = ProjectBuilder.build(try ProjectConfig.load(at: reference), fileSystem: counting)
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        XCTAssertEqual(report.written?.removedSets, ["Icons/plus.symbolset"])
        let steps = counting.operations
        let lastRename = try XCTUnwrap(steps.lastIndex(of: .rename))
        XCTAssertGreaterThan(steps.filter { $0 == .rename }.count, 6, "\(counting.calls)")
        let expected = tree(reference)

        for step in 0...lastRename {
            let root = try project()
            XCTAssertTrue(ProjectBuilder.build(try ProjectConfig.load(at: root)).succeeded)
            try editSources(root)
            let before = tree(root)
            let failing = ProjectBuilder.build(try ProjectConfig.load(at: root), fileSystem: FaultInjectingFileSystem(failAt: step))
            XCTAssertFalse(failing.succeeded, "step \(step)")
            XCTAssertNil(failing.written)
            XCTAssertTrue(failing.diagnostics.errors.contains { $0.message.contains("nothing was changed") }, failing.diagnostics.rendered)
            XCTAssertEqual(tree(root), before, "a failure at step \(step) (\(counting.calls[step])) changed the project")
            if step == lastRename {
                // The next (healthy) run completes the job.
                XCTAssertTrue(ProjectBuilder.build(try ProjectConfig.load(at: root)).succeeded)
                XCTAssertEqual(tree(root).keys.sorted(), expected.keys.sorted())
            }
        }
    }

    func testAFailedCleanUpLeavesCompleteOutputAndSaysSo() throws {
        let reference = try project()
        XCTAssertTrue(ProjectBuilder.build(try ProjectConfig.load(at: reference)).succeeded)
        try editSources(reference)
        let counting = FaultInjectingFileSystem()
        _ = ProjectBuilder.build(try ProjectConfig.load(at: reference), fileSystem: counting)
        // The last deletion of a staging folder (the journal is deleted after it).
        let cleanUp = try XCTUnwrap(counting.calls.lastIndex { $0.operation == .removeTree && $0.path.contains(".stylebook-staging-") })

        let root = try project()
        XCTAssertTrue(ProjectBuilder.build(try ProjectConfig.load(at: root)).succeeded)
        try editSources(root)
        let report = ProjectBuilder.build(try ProjectConfig.load(at: root), fileSystem: FaultInjectingFileSystem(failAt: cleanUp))
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        let leftovers = try XCTUnwrap(report.written?.leftovers)
        XCTAssertEqual(leftovers.count, 1)
        XCTAssertTrue(leftovers[0].contains(".stylebook-staging-"))
        XCTAssertTrue(report.written?.leftoverWarnings.rendered.contains("warning: everything was written") ?? false)
        var after = tree(root)
        // The journal stays with the staging folder it lists, so the next run deletes both.
        XCTAssertNotNil(after["Out/App.xcassets/.stylebook-journal"])
        for key in after.keys where key.contains(".stylebook-staging-") || key.hasSuffix(".stylebook-journal") { after[key] = nil }
        XCTAssertEqual(after, tree(reference))
        XCTAssertTrue(ProjectBuilder.build(try ProjectConfig.load(at: root)).succeeded)
        XCTAssertEqual(tree(root), tree(reference))
    }

    func testSwiftAndCatalogNameTheSameSets() throws {
        let root = try project()
        try editSources(root)
        XCTAssertTrue(ProjectBuilder.build(try ProjectConfig.load(at: root)).succeeded)
        let sets = try fm.contentsOfDirectory(atPath: root + "/Out/App.xcassets/Icons").filter { $0.hasSuffix(".symbolset") }
        let swift = try String(contentsOfFile: root + "/Out/Symbols.swift", encoding: .utf8)
        let cases = swift.split(separator: "\n").compactMap { line -> String? in
            guard let r = line.range(of: "= \"Icons/") else { return nil }
            return String(line[r.upperBound...].prefix { $0 != "\"" }) + ".symbolset"
        }
        XCTAssertEqual(cases.sorted(), sets.sorted())
        XCTAssertEqual(sets.sorted(), ["circle.symbolset", "minus.symbolset"])
    }
}
