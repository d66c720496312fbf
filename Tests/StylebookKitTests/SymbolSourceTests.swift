import Foundation
import StylebookKit
import XCTest

/// A symbol source that is missing, empty or yields no icon is an error and deletes nothing; sets
/// are removed only when their icon is gone and others remain; subfolders are read.
final class SymbolSourceTests: XCTestCase {
    let fm = FileManager.default
    var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "stylebook-source-\(UUID().uuidString)"
        try fm.createDirectory(atPath: root + "/icons", withIntermediateDirectories: true)
        try config()
    }

    override func tearDownWithError() throws { try? fm.removeItem(atPath: root) }

    func config(_ extra: String = "") throws {
        try """
        catalog: Out/App.xcassets
        symbols:
          source: icons
          namespace: Icons
          variants: regular
          swift: Out/Symbols.swift
        \(extra)
        """.write(toFile: root + "/stylebook.yml", atomically: true, encoding: .utf8)
    }

    func icon(_ relative: String, _ body: String = ##"<path d="M4 12h16" stroke="#000" stroke-width="2" fill="none"/>"##) throws {
        let path = root + "/icons/" + relative
        try fm.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try (#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"# + body + "</svg>").write(toFile: path, atomically: true, encoding: .utf8)
    }

    func build() throws -> ProjectBuilder.Report { ProjectBuilder.build(try ProjectConfig.load(at: root)) }

    /// Every file below `Out/`, with its bytes.
    func output() -> [String: Data] {
        var result: [String: Data] = [:]
        let e = fm.enumerator(atPath: root + "/Out")
        while let item = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            _ = fm.fileExists(atPath: root + "/Out/" + item, isDirectory: &isDir)
            result[item] = isDir.boolValue ? Data("folder".utf8) : fm.contents(atPath: root + "/Out/" + item)
        }
        return result
    }

    func testAnEmptiedIconFolderIsAnErrorAndDeletesNothing() throws {
        try icon("minus.svg")
        try icon("plus.svg")
        XCTAssertTrue(try build().succeeded)
        let before = output()
        XCTAssertTrue(before.keys.contains("App.xcassets/Icons/plus.symbolset/plus.svg"))
        for file in try fm.contentsOfDirectory(atPath: root + "/icons") { try fm.removeItem(atPath: root + "/icons/" + file) }
        let report = try build()
        XCTAssertEqual(report.diagnostics.errors.map(\.description),
                       [root + "/stylebook.yml:3:11: error: symbols.source '\(root)/icons' has no .svg icons; nothing was written or removed"])
        XCTAssertNil(report.written)
        XCTAssertEqual(output(), before)
    }

    func testAMissingIconFolderIsAnErrorAtTheConfigLine() throws {
        try fm.removeItem(atPath: root + "/icons")
        let report = try build()
        XCTAssertEqual(report.diagnostics.errors.map(\.description),
                       [root + "/stylebook.yml:3:11: error: symbols.source '\(root)/icons' is not a folder that exists; nothing was written or removed"])
        XCTAssertFalse(fm.fileExists(atPath: root + "/Out"))
    }

    func testAFolderInWhichNoIconConvertsDeletesNothing() throws {
        try icon("minus.svg")
        XCTAssertTrue(try build().succeeded)
        let before = output()
        try icon("minus.svg", #"<path d="M4 4 L 10 Q"/>"#)
        let report = try build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(report.diagnostics.errors.contains { $0.message.contains("no icon in symbols.source") && $0.message.contains("nothing was written or removed") },
                      report.diagnostics.rendered)
        XCTAssertEqual(output(), before)
    }

    func testASetIsRemovedOnlyWhenItsIconIsGoneAndOthersRemain() throws {
        try icon("minus.svg")
        try icon("plus.svg")
        try icon("square.svg", #"<rect x="4" y="4" width="16" height="16"/>"#)
        XCTAssertTrue(try build().succeeded)
        try fm.removeItem(atPath: root + "/icons/plus.svg")
        try icon("square.svg", #"<rect x="4" y="4" width="16" height="nan"/>"#)
        let report = try build()
        XCTAssertEqual(report.failedIcons, ["square"])
        XCTAssertEqual(report.written?.removedSets, ["Icons/plus.symbolset"])
        XCTAssertNotNil(output()["App.xcassets/Icons/square.symbolset/square.svg"], "a failing icon keeps its set")
        let swift = String(decoding: output()["Symbols.swift"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(swift.contains("case square = \"Icons/square\""))
        XCTAssertFalse(swift.contains("plus"))
    }

    func testSubfoldersAreGroupsNamespacedByDefault() throws {
        try icon("minus.svg")
        try icon("nav/back.svg")
        try icon("tab/back.svg")
        let report = try build()
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        XCTAssertEqual(report.symbols, 3)
        let out = output()
        XCTAssertNotNil(out["App.xcassets/Icons/nav/back.symbolset/back.svg"])
        XCTAssertNotNil(out["App.xcassets/Icons/tab/back.symbolset/back.svg"])
        XCTAssertTrue(String(decoding: out["App.xcassets/Icons/nav/Contents.json"] ?? Data(), as: UTF8.self).contains("\"provides-namespace\" : true"))
        let swift = String(decoding: out["Symbols.swift"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(swift.contains("case navBack = \"Icons/nav/back\""), swift)
        XCTAssertTrue(swift.contains("case tabBack = \"Icons/tab/back\""), swift)
    }

    func testPlainSubfoldersKeepAssetNamesAndCatchClashes() throws {
        try config("  subfolders: plain")
        try icon("nav/back.svg")
        try icon("tab/close.svg")
        let report = try build()
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        let out = output()
        XCTAssertNotNil(out["App.xcassets/Icons/nav/back.symbolset/back.svg"])
        XCTAssertFalse(String(decoding: out["App.xcassets/Icons/nav/Contents.json"] ?? Data(), as: UTF8.self).contains("provides-namespace"))
        XCTAssertTrue(String(decoding: out["Symbols.swift"] ?? Data(), as: UTF8.self).contains("case back = \"Icons/back\""))
        // The same name in two plain folders would be one asset name twice.
        try icon("tab/back.svg")
        let clash = try build()
        XCTAssertTrue(clash.diagnostics.errors.contains { $0.message.contains("asset name 'Icons/back' is used by two sets") }, clash.diagnostics.rendered)
    }

    func testNoFileIsSkippedSilently() throws {
        try icon("minus.svg")
        try "notes".write(toFile: root + "/icons/README.txt", atomically: true, encoding: .utf8)
        try icon("lonely.ultralight.svg")
        let report = try build()
        XCTAssertTrue(report.succeeded)
        XCTAssertEqual(report.diagnostics.warnings.map(\.description), [
            root + "/icons/README.txt: warning: not an SVG icon; skipped (only .svg files in a symbol source become symbols)",
            root + "/icons/lonely.ultralight.svg: warning: an Ultralight master, but there is no 'lonely.svg' beside it; skipped",
        ])
    }

    func testAMastersWarningsAreReported() throws {
        try """
        catalog: Out/App.xcassets
        symbols:
          source: icons
          variants: masters
          weights: reuse
        """.write(toFile: root + "/stylebook.yml", atomically: true, encoding: .utf8)
        try icon("sq.svg", #"<rect x="4" y="4" width="16" height="16"/>"#)
        try icon("sq.ultralight.svg", #"<defs><linearGradient id="g"/></defs><rect x="5" y="5" width="14" height="14" fill="url(#g)"/>"#)
        let report = try build()
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        XCTAssertTrue(report.diagnostics.warnings.contains { $0.location?.file == root + "/icons/sq.ultralight.svg" && $0.message.contains("gradient") },
                      report.diagnostics.rendered)
        XCTAssertTrue(report.diagnostics.warnings.contains { $0.message == "fill-only icon: Black reuses the Regular outline; add sq.black.svg drawn at Black for a real one" },
                      report.diagnostics.rendered)
    }

    func testFillOnlyAdviceNamesTheCompanionFilesNotAFlag() throws {
        try config()
        try """
        catalog: Out/App.xcassets
        symbols:
          source: icons
          variants: masters
          weights: reuse
        """.write(toFile: root + "/stylebook.yml", atomically: true, encoding: .utf8)
        try icon("square.svg", #"<rect x="4" y="4" width="16" height="16"/>"#)
        let report = try build()
        let warning = try XCTUnwrap(report.diagnostics.warnings.first { $0.message.contains("fill-only") })
        XCTAssertEqual(warning.message, "fill-only icon: Ultralight and Black reuse the Regular outline; add square.ultralight.svg and "
                       + "square.black.svg drawn at those weights for real ones (only strokes can be made thinner or bolder automatically)")
        XCTAssertFalse(report.diagnostics.rendered.contains("--ultralight"))
    }

    func testAMisspeltSectionStopsTheBuildBeforeAnythingIsDeleted() throws {
        try icon("minus.svg")
        XCTAssertTrue(try build().succeeded)
        let before = output()
        try String(contentsOfFile: root + "/stylebook.yml", encoding: .utf8).replacingOccurrences(of: "symbols:", with: "symbol:")
            .write(toFile: root + "/stylebook.yml", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ProjectConfig.load(at: root)) { error in
            XCTAssertEqual(String(describing: error), root + "/stylebook.yml:2:1: error: unknown key 'symbol' in the project file; did you mean 'symbols'?")
        }
        XCTAssertEqual(output(), before)
    }
}
