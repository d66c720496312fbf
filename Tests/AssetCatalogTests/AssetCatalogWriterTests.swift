import AssetCatalog
import CatalogImport
import Diagnostics
import FileOutput
import Foundation
import XCTest

final class AssetCatalogWriterTests: XCTestCase {
    private var root = ""
    private var catalog: String { root + "/Out.xcassets" }
    private let fm = FileManager.default

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "stylebook-catalog-\(UUID().uuidString)"
        try fm.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? fm.removeItem(atPath: root)
    }

    private func color(_ ns: [String], _ name: String, _ red: Double, dark: Double? = nil) -> CatalogSet {
        var appearances: [(appearance: CatalogAppearance, color: CatalogColor)] = [(.any, CatalogColor(red: red, green: 0, blue: 0))]
        if let dark { appearances.append((.dark, CatalogColor(red: dark, green: 0, blue: 0))) }
        return CatalogSet(namespace: ns, name: name, content: .color(ColorSetContent(appearances: appearances)))
    }

    private func text(_ relative: String) -> String? {
        fm.contents(atPath: catalog + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    private func writeForeignSet(_ relative: String, _ body: String = "{\"colors\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}") throws {
        try fm.createDirectory(atPath: catalog + "/" + relative, withIntermediateDirectories: true)
        try body.write(toFile: catalog + "/" + relative + "/Contents.json", atomically: true, encoding: .utf8)
    }

    private func snapshot() -> [String: Data] {
        var result: [String: Data] = [:]
        guard let e = fm.enumerator(atPath: catalog) else { return result }
        while let item = e.nextObject() as? String {
            if let data = fm.contents(atPath: catalog + "/" + item) { result[item] = data }
        }
        return result
    }

    func testWritesRootGroupsSetsAndManifest() throws {
        let report = try AssetCatalogWriter(catalogPath: catalog).write([
            color(["Colors", "content"], "primary", 0.102, dark: 0.961),
            CatalogSet(namespace: ["Icons"], name: "cart", content: .symbol(CatalogSymbol(filename: "cart.svg", data: Array("<svg/>".utf8)))),
        ])
        XCTAssertEqual(text("Contents.json"), CatalogContents.root.rendered)
        XCTAssertEqual(text("Colors/Contents.json"), CatalogContents.namespaceGroup.rendered)
        XCTAssertEqual(text("Colors/content/Contents.json"), CatalogContents.namespaceGroup.rendered)
        XCTAssertEqual(text("Icons/cart.symbolset/cart.svg"), "<svg/>")
        XCTAssertTrue(text("Colors/content/primary.colorset/Contents.json")?.contains("\"red\" : \"0.961\"") ?? false)
        XCTAssertEqual(report.plan.sets, ["Colors/content/primary.colorset", "Icons/cart.symbolset"])
        XCTAssertEqual(report.plan.groups, ["Colors", "Colors/content", "Icons"])
        XCTAssertEqual(report.removed, [])

        let sets = try CatalogReader.colorSets(in: catalog)
        XCTAssertEqual(sets.keys.sorted(), ["Colors/content/primary"])
        XCTAssertEqual(sets["Colors/content/primary"]?[.dark]?.red, 0.961)
        XCTAssertEqual(sets["Colors/content/primary"]?[.any]?.red, 0.102)
    }

    func testDeterministicAndSecondWriteChangesNothing() throws {
        let entries = [color(["A"], "x", 0.5, dark: 0.25), color(["A"], "y", 0.75), color([], "z", 1)]
        let first = try AssetCatalogWriter(catalogPath: catalog).write(entries)
        XCTAssertFalse(first.changed.isEmpty)
        let bytes = snapshot()
        let second = try AssetCatalogWriter(catalogPath: catalog).write(entries.reversed())
        XCTAssertEqual(second.changed, [])
        XCTAssertEqual(second.removed, [])
        XCTAssertEqual(snapshot(), bytes)
    }

    func testForeignSetsAreNeverTouchedAndStaleOwnedSetsAreRemoved() throws {
        let foreignBody = "{ \"hand\" : \"made\" }"
        try writeForeignSet("Brand.colorset", foreignBody)
        try writeForeignSet("Colors/legacy.colorset", foreignBody)
        try fm.createDirectory(atPath: catalog + "/Colors", withIntermediateDirectories: true)
        try CatalogContents.namespaceGroup.rendered.write(toFile: catalog + "/Colors/Contents.json", atomically: true, encoding: .utf8)
        // A user-made root Contents.json must be kept as it is.
        try "{\"info\":{\"author\":\"me\",\"version\":1}}".write(toFile: catalog + "/Contents.json", atomically: true, encoding: .utf8)

        _ = try AssetCatalogWriter(catalogPath: catalog).write([color(["Colors"], "old", 0.1), color(["Colors", "gone"], "x", 0.2), color(["Colors"], "kept", 0.3)])
        XCTAssertNotNil(text("Colors/old.colorset/Contents.json"))

        let report = try AssetCatalogWriter(catalogPath: catalog).write([color(["Colors"], "kept", 0.4)])
        XCTAssertEqual(report.removed, [catalog + "/Colors/gone", catalog + "/Colors/gone/x.colorset", catalog + "/Colors/old.colorset"].sorted())
        XCTAssertFalse(fm.fileExists(atPath: catalog + "/Colors/old.colorset"))
        XCTAssertFalse(fm.fileExists(atPath: catalog + "/Colors/gone"))
        XCTAssertEqual(text("Brand.colorset/Contents.json"), foreignBody)
        XCTAssertEqual(text("Colors/legacy.colorset/Contents.json"), foreignBody)
        XCTAssertEqual(text("Contents.json"), "{\"info\":{\"author\":\"me\",\"version\":1}}")
        // The user's namespacing group was not taken over, so it stays when Stylebook stops using it.
        XCTAssertEqual(report.plan.groups, [])
        _ = try AssetCatalogWriter(catalogPath: catalog).write([])
        XCTAssertTrue(fm.fileExists(atPath: catalog + "/Colors/Contents.json"))
        XCTAssertFalse(fm.fileExists(atPath: catalog + "/Colors/kept.colorset"))
    }

    func testCollisionWithForeignSetIsAnErrorAndWritesNothing() throws {
        try writeForeignSet("Colors/primary.colorset", "{}")
        try CatalogContents.namespaceGroup.rendered.write(toFile: catalog + "/Colors/Contents.json", atomically: true, encoding: .utf8)
        let before = snapshot()
        XCTAssertThrowsError(try AssetCatalogWriter(catalogPath: catalog).write([color(["Colors"], "primary", 0.5), color(["Colors"], "other", 0.5)])) { error in
            let text = (error as? DiagnosticError)?.description ?? ""
            XCTAssertTrue(text.contains("Colors/primary.colorset' already exists"), text)
        }
        XCTAssertEqual(snapshot(), before)
        XCTAssertFalse(fm.fileExists(atPath: catalog + "/" + CatalogManifest.fileName))

        // --force takes it over.
        _ = try AssetCatalogWriter(catalogPath: catalog, force: true).write([color(["Colors"], "primary", 0.5)])
        XCTAssertEqual(try CatalogReader.colorSets(in: catalog)["Colors/primary"]?[.any]?.red, 0.5)
    }

    func testNameTakenByAForeignSetOfAnotherTypeOrCaseIsAnError() throws {
        try writeForeignSet("Logo.imageset", "{}")
        try writeForeignSet("Brand.colorset", "{}")
        XCTAssertThrowsError(try AssetCatalogWriter(catalogPath: catalog).write([color([], "logo", 0.5), color([], "brand", 0.5), color([], "free", 0.5)])) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("asset name 'logo' is already used by 'Logo.imageset'"), text)
            XCTAssertTrue(text.contains("asset name 'brand' is already used by 'Brand.colorset'"), text)
            XCTAssertFalse(text.contains("'free'"), text)
        }
        XCTAssertFalse(fm.fileExists(atPath: catalog + "/free.colorset"))
    }

    func testForeignGroupWithoutNamespaceIsAnError() throws {
        try fm.createDirectory(atPath: catalog + "/Colors", withIntermediateDirectories: true)
        XCTAssertThrowsError(try AssetCatalogWriter(catalogPath: catalog).write([color(["Colors"], "a", 0.5)])) { error in
            XCTAssertTrue(String(describing: error).contains("does not provide a namespace"))
        }
        XCTAssertFalse(fm.fileExists(atPath: catalog + "/Colors/a.colorset"))
    }

    func testCollisionsInsideOneRunAreErrors() {
        var transaction = OutputTransaction()
        let writer = AssetCatalogWriter(catalogPath: catalog)
        XCTAssertThrowsError(try writer.stage([color(["A"], "Primary", 0.1), color(["A"], "primary", 0.2)], into: &transaction)) { error in
            XCTAssertTrue(String(describing: error).contains("generated twice"), String(describing: error))
        }
        XCTAssertThrowsError(try writer.stage([
            color([], "logo", 0.1),
            CatalogSet(name: "logo", content: .image(CatalogImage(filename: "logo.pdf", data: []))),
        ], into: &transaction)) { error in
            XCTAssertTrue(String(describing: error).contains("unique across types"), String(describing: error))
        }
        XCTAssertTrue(transaction.files.isEmpty)
    }

    func testInvalidNamesAreLocatedErrors() {
        var transaction = OutputTransaction()
        let location = SourceLocation(file: "tokens.json", line: 3, column: 5)
        var entry = color(["bad.group"], "x/y", 0.1)
        entry.location = location
        XCTAssertThrowsError(try AssetCatalogWriter(catalogPath: catalog).stage([entry], into: &transaction)) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("tokens.json:3:5: error: namespace folder 'bad.group' cannot contain '.'"), text)
            XCTAssertTrue(text.contains("asset name 'x/y' cannot contain '/'"), text)
        }
        XCTAssertTrue(transaction.files.isEmpty)
    }

    func testRenamingOnlyTheCaseNeverDeletesTheNewSet() throws {
        _ = try AssetCatalogWriter(catalogPath: catalog).write([color(["Colors"], "Primary", 0.1)])
        let report = try AssetCatalogWriter(catalogPath: catalog).write([color(["Colors"], "primary", 0.2)])
        XCTAssertEqual(report.plan.staleSets, ["Colors/Primary.colorset"])
        XCTAssertEqual(try CatalogReader.colorSets(in: catalog)["Colors/primary"]?[.any]?.red, 0.2)
        // Here (case-sensitive disk) the old spelling is its own folder and goes; on macOS it is
        // the same folder, and the listing check keeps it.
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: catalog + "/Colors").sorted(), ["Contents.json", "primary.colorset"])
    }

    func testStaleFilesInsideOwnedSetAreRemoved() throws {
        let first = CatalogSet(name: "cart", content: .symbol(CatalogSymbol(filename: "cart-old.svg", data: [1])))
        _ = try AssetCatalogWriter(catalogPath: catalog).write([first])
        let second = CatalogSet(name: "cart", content: .symbol(CatalogSymbol(filename: "cart.svg", data: [2])))
        let report = try AssetCatalogWriter(catalogPath: catalog).write([second])
        XCTAssertEqual(report.removed, [catalog + "/cart.symbolset/cart-old.svg"])
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: catalog + "/cart.symbolset").sorted(), ["Contents.json", "cart.svg"])
    }

    func testUnsafeManifestEntriesAreWarnedAboutAndLeftAlone() throws {
        try fm.createDirectory(atPath: catalog + "/Mine", withIntermediateDirectories: true)
        let outside = FilePaths.parent(catalog) + "/elsewhere.colorset"
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: outside) }
        try "{\"sets\":[\"../elsewhere.colorset\", \"Mine\"], \"groups\":[\"Mine\"]}"
            .write(toFile: catalog + "/" + CatalogManifest.fileName, atomically: true, encoding: .utf8)
        let report = try AssetCatalogWriter(catalogPath: catalog).write([])
        let warnings = report.plan.warnings.rendered
        XCTAssertTrue(warnings.contains("lists '../elsewhere.colorset', which is not a path inside the catalog"), warnings)
        XCTAssertTrue(warnings.contains("lists 'Mine', which is not a set folder Stylebook generates"), warnings)
        XCTAssertTrue(warnings.contains("group 'Mine', which holds none of the sets it lists"), warnings)
        XCTAssertEqual(report.removed, [])
        XCTAssertTrue(fm.fileExists(atPath: outside))
        XCTAssertTrue(fm.fileExists(atPath: catalog + "/Mine"))
        XCTAssertEqual(try CatalogManifest.read(catalogPath: catalog), CatalogManifest())
    }

    private func symbol(_ ns: [String], _ name: String) -> CatalogSet {
        CatalogSet(namespace: ns, name: name, content: .symbol(CatalogSymbol(filename: name + ".svg", data: Array("<svg/>".utf8), renderingIntent: .template)))
    }

    func testScopedRunsKeepEachOthersSetsOwned() throws {
        var symbols = AssetCatalogWriter(catalogPath: catalog)
        symbols.scope = ["symbolset"]
        var colors = AssetCatalogWriter(catalogPath: catalog)
        colors.scope = ["colorset"]
        _ = try symbols.write([symbol(["Icons"], "cart"), symbol(["Icons"], "heart")])
        _ = try colors.write([color(["Colors"], "primary", 0.1)])
        // The colour run neither deleted the symbols nor dropped them from the manifest…
        XCTAssertNotNil(text("Icons/cart.symbolset/Contents.json"))
        let manifest = try CatalogManifest.read(catalogPath: catalog)
        XCTAssertEqual(manifest.sets, ["Colors/primary.colorset", "Icons/cart.symbolset", "Icons/heart.symbolset"])
        XCTAssertEqual(manifest.groups, ["Colors", "Icons"])
        // …so the next symbol run may rewrite them and removes only its own stale sets.
        let report = try symbols.write([symbol(["Icons"], "cart")])
        XCTAssertEqual(report.removed, [catalog + "/Icons/heart.symbolset"])
        XCTAssertNotNil(text("Colors/primary.colorset/Contents.json"))
    }

    func testRetainedSetsSurviveARunThatDoesNotWriteThem() throws {
        _ = try AssetCatalogWriter(catalogPath: catalog).write([symbol(["Icons"], "cart"), symbol(["Icons"], "broken")])
        var writer = AssetCatalogWriter(catalogPath: catalog)
        writer.retainedSets = ["Icons/broken.symbolset"]
        let report = try writer.write([symbol(["Icons"], "cart")])
        XCTAssertEqual(report.removed, [])
        XCTAssertNotNil(text("Icons/broken.symbolset/broken.svg"))
        XCTAssertEqual(try CatalogManifest.read(catalogPath: catalog).sets, ["Icons/broken.symbolset", "Icons/cart.symbolset"])
    }
}
