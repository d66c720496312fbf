import AssetCatalog
import CatalogImport
import XCTest

/// `CatalogReader`: colour sets through the one reader (`CatalogScanner`) into the one colour-set
/// model the writer writes (`ColorSetContent`), and a written set read back as the same model.
final class CatalogReaderTests: XCTestCase {
    func testReaderAcceptsXcodeComponentEncodingsAndReportsBadJSON() throws {
        let mixed = CatalogFixture.colorSet("""
          {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xFF","green":"51","red":0.5}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],
           "color":{"color-space":"display-p3","components":{"alpha":"0.500","blue":"0.000","green":"0.000","red":"1.000"}},"idiom":"universal"},
          {"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"},
          {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0","green":"0","red":"0"}},"idiom":"watch"}
        """)
        let good = try CatalogFixture(self, files: ["Out.xcassets/Brand/Contents.json": CatalogFixture.namespace,
                                                    "Out.xcassets/Brand/Mixed.colorset/Contents.json": mixed])
        let set = try XCTUnwrap(CatalogReader.colorSets(in: good.root + "/Out.xcassets")["Brand/Mixed"])
        XCTAssertEqual(set.appearances.count, 2, "the system colour and the watch entry are left out")
        XCTAssertEqual(set.entries.count, 2, "colorSets gives the normalized set")
        XCTAssertEqual(set[.any], CatalogColor(red: 0.5, green: 51.0 / 255, blue: 1))
        XCTAssertEqual(set[.darkHighContrast], CatalogColor(colorSpace: .displayP3, red: 1, green: 0, blue: 0, alpha: 0.5))

        let broken = try CatalogFixture(self, files: ["Out.xcassets/Broken.colorset/Contents.json": "{ not json"])
        XCTAssertThrowsError(try CatalogReader.colorSets(in: broken.root + "/Out.xcassets")) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("Broken.colorset/Contents.json:1:"), text)
            XCTAssertTrue(text.contains("error: Contents.json is not valid JSON"), text)
        }
    }

    func testWhatTheWriterWritesReadsBackAsTheSameModel() throws {
        let content = ColorSetContent(appearances: [(.any, CatalogColor(red: 0.25, green: 0.5, blue: 0.75)),
                                                    (.dark, CatalogColor(colorSpace: .displayP3, red: 1, green: 0, blue: 0, alpha: 0.5))])
        XCTAssertEqual(content.appearances.map(\.appearance), [.any, .dark])
        XCTAssertEqual(content[.dark], CatalogColor(colorSpace: .displayP3, red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(content.normalized, content)
        let set = CatalogSet(namespace: ["Colors"], folders: ["brand"], name: "primary", content: .color(content))
        XCTAssertEqual(set.assetName, "Colors/primary")
        XCTAssertEqual(set.relativePath, "Colors/brand/primary.colorset")
        XCTAssertEqual(set.kind, .color)

        // Written to disk by the writer and read by the scanner: the same sets and colours.
        let dir = try makeTemporaryFolder(prefix: "stylebook-roundtrip")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try AssetCatalogWriter(catalogPath: dir + "/Out.xcassets").write([set])
        let read = CatalogScanner.read([dir + "/Out.xcassets"])
        XCTAssertFalse(read.diagnostics.hasErrors, read.diagnostics.items.map(\.description).joined(separator: "\n"))
        let readSet = try XCTUnwrap(read.catalogs.first?.allSets.first)
        XCTAssertEqual(readSet.assetName, set.assetName)
        XCTAssertEqual(readSet.relativePath, set.relativePath)
        XCTAssertEqual(readSet.namespace, ["Colors"])
        XCTAssertEqual(readSet.folders, ["brand"], "the plain group is read back as a plain folder")
        XCTAssertEqual(readSet.catalogPath, dir + "/Out.xcassets")
        XCTAssertNil(set.location)
        guard case .color(let info) = readSet.content else { return XCTFail("not a colour set") }
        XCTAssertEqual(info.normalized, content)
        XCTAssertNotEqual(info, content, "the read set also records how each component was spelled")
        XCTAssertEqual(info.entries.first?.idiom, "universal")
    }

    /// A data set goes through the same type: the writer writes its file and entry, and the
    /// reader gives back the entry (without the bytes).
    func testDataSetWrittenAndReadIsTheSameModel() throws {
        let file = AssetFileEntry(filename: "seed.json", typeIdentifier: "public.json", data: Array("{}".utf8))
        let set = CatalogSet(namespace: ["Data"], name: "seed", content: .data(DataSetInfo(data: [file])))
        XCTAssertEqual(set.relativePath, "Data/seed.dataset")
        let dir = try makeTemporaryFolder(prefix: "stylebook-data-roundtrip")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try AssetCatalogWriter(catalogPath: dir + "/Out.xcassets").write([set])
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/Out.xcassets/Data/seed.dataset/seed.json"), Data("{}".utf8))
        let read = CatalogScanner.read([dir + "/Out.xcassets"])
        XCTAssertFalse(read.diagnostics.hasErrors, read.diagnostics.items.map(\.description).joined(separator: "\n"))
        let readSet = try XCTUnwrap(read.catalogs.first?.allSets.first)
        XCTAssertEqual(readSet.assetName, "Data/seed")
        guard case .data(let info) = readSet.content else { return XCTFail("not a data set") }
        XCTAssertEqual(info.data.map(\.filename), ["seed.json"])
        XCTAssertEqual(info.data.map(\.typeIdentifier), ["public.json"])
    }

    /// A symbol set is one type too: what the writer writes reads back with the same entries and
    /// intent, and an intent Stylebook does not know survives reading.
    func testSymbolSetWrittenAndReadIsTheSameModel() throws {
        let symbol = CatalogSymbol(filename: "cart.svg", data: Array("<svg/>".utf8), renderingIntent: .hierarchical)
        let dir = try makeTemporaryFolder(prefix: "stylebook-symbol-roundtrip")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let foreign = #"{"info":{"author":"xcode","version":1},"properties":{"symbol-rendering-intent":"palette"},"symbols":[{"filename":"x.svg","idiom":"universal"}]}"#
        try FileManager.default.createDirectory(atPath: dir + "/Out.xcassets/Foreign.symbolset", withIntermediateDirectories: true)
        try Data(foreign.utf8).write(to: URL(fileURLWithPath: dir + "/Out.xcassets/Foreign.symbolset/Contents.json"))
        _ = try AssetCatalogWriter(catalogPath: dir + "/Out.xcassets").write([CatalogSet(name: "cart", content: .symbol(symbol))])
        let read = CatalogScanner.read([dir + "/Out.xcassets"])
        XCTAssertFalse(read.diagnostics.hasErrors, read.diagnostics.items.map(\.description).joined(separator: "\n"))
        let sets = Dictionary(uniqueKeysWithValues: (read.catalogs.first?.allSets ?? []).map { ($0.name, $0.content) })
        guard case .symbol(let cart)? = sets["cart"], case .symbol(let other)? = sets["Foreign"] else { return XCTFail("symbol sets not read") }
        XCTAssertEqual(cart.symbols.map(\.filename), symbol.symbols.map(\.filename))
        XCTAssertEqual(cart.renderingIntent, .hierarchical)
        XCTAssertEqual(cart.filename, symbol.filename)
        XCTAssertEqual(cart.data, [], "the reader lists files without loading them")
        XCTAssertEqual(other.renderingIntent?.rawValue, "palette")
    }

    /// An image set is one type too: the writer's files come back as the same entries (with the
    /// empty slots Xcode keeps), and an unknown intent survives reading.
    func testImageSetWrittenAndReadIsTheSameModel() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
        let image = CatalogImage(images: [AssetFileEntry(filename: "hero@2x.png", data: png, scale: "2x"),
                                          AssetFileEntry(filename: "hero.dark@2x.png", data: png, scale: "2x", dark: true)],
                                 renderingIntent: .original)
        XCTAssertEqual(image.images.map(\.dark), [false, true])
        let dir = try makeTemporaryFolder(prefix: "stylebook-image-roundtrip")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try AssetCatalogWriter(catalogPath: dir + "/Out.xcassets").write([CatalogSet(name: "hero", content: .image(image))])
        let read = CatalogScanner.read([dir + "/Out.xcassets"])
        guard case .image(let hero)? = read.catalogs.first?.allSets.first?.content else { return XCTFail("image set not read") }
        XCTAssertEqual(hero.renderingIntent, .original)
        XCTAssertEqual(hero.filename, "hero@2x.png")
        XCTAssertEqual(hero.images.filter { $0.filename != nil }.map { AssetFileEntry(filename: $0.filename, scale: $0.scale, appearances: $0.appearances, data: png) },
                       image.images, "the written files, read back without their bytes")
        XCTAssertEqual(hero.images.count, 6, "1x/2x/3x, each with its dark slot")
        XCTAssertEqual(ImageRenderingIntent(rawValue: "automatic").rawValue, "automatic")
        XCTAssertFalse(ImageRenderingIntent.known.contains(ImageRenderingIntent(rawValue: "automatic")))
    }
}
