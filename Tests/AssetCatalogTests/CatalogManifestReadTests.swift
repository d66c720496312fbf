@testable import AssetCatalog
import Diagnostics
import FileOutput
import Foundation
import XCTest

/// The manifest is read by a fast reader when it has the shape Stylebook writes, and by
/// `JSONSerialization` otherwise; both must give the same lists and the same errors.
final class CatalogManifestReadTests: XCTestCase {
    private var catalog = ""
    private let fm = FileManager.default

    override func setUpWithError() throws {
        catalog = NSTemporaryDirectory() + "stylebook-manifest-read-\(UUID().uuidString)/App.xcassets"
        try fm.createDirectory(atPath: catalog + "/Icons/a.symbolset", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? fm.removeItem(atPath: FilePaths.parent(catalog))
    }

    private func read(_ text: String) throws -> CatalogManifest {
        try text.write(toFile: catalog + "/" + CatalogManifest.fileName, atomically: true, encoding: .utf8)
        return try CatalogManifest.readValidated(catalogPath: catalog).manifest
    }

    func testWhatStylebookWritesIsReadBackByTheFastReader() throws {
        let manifest = CatalogManifest(sets: ["Icons/a.symbolset", "Icons/b.symbolset"], groups: ["Icons"])
        let data = Data(manifest.json.rendered.utf8)
        let fast = try XCTUnwrap(ManifestFastReader.read(data), "the written shape must take the fast path")
        XCTAssertEqual(fast.lists["sets"], manifest.sets)
        XCTAssertEqual(fast.lists["groups"], manifest.groups)
        XCTAssertEqual(fast.scalars, ["generator", "version"])
        XCTAssertEqual(try read(manifest.json.rendered), manifest)
    }

    /// The manifest is written by a direct byte writer; it must match the JSON writer exactly.
    func testTheManifestBytesAreTheJSONWritersBytes() {
        let manifests = [
            CatalogManifest(),
            CatalogManifest(sets: ["Icons/a.symbolset"]),
            CatalogManifest(sets: ["Colors/brand/primary.colorset", "Icons/cart.symbolset", "Icons/café.symbolset"],
                            groups: ["Colors", "Colors/brand", "Icons"]),
            CatalogManifest(sets: ["Odd/quo\"te.symbolset", "Odd/back\\slash.symbolset", "Odd/tab\tname.colorset"], groups: ["Odd"]),
        ]
        for manifest in manifests {
            XCTAssertEqual(String(decoding: manifest.renderedData, as: UTF8.self), manifest.json.rendered)
        }
    }

    func testOtherJSONFallsBackAndReadsTheSame() throws {
        // A \u escape, non-ASCII text, a nested object and a fraction are not the fast reader's.
        let cases = [
            #"{"sets": ["Icons\/a.symbolset", "Icons/caf\u00e9.symbolset"], "groups": ["Icons"]}"#,
            #"{"sets": ["Icons/café.symbolset"], "groups": ["Icons"], "version": 1}"#,
            #"{"sets": ["Icons/a.symbolset"], "groups": ["Icons"], "extra": {"x": 1.5}}"#,
        ]
        for text in cases {
            XCTAssertNil(ManifestFastReader.read(Data(text.utf8)), text)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let manifest = try read(text)
            XCTAssertEqual(manifest.sets, (object["sets"] as? [String])?.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, text)
            XCTAssertEqual(manifest.groups, ["Icons"], text)
        }
    }

    func testMalformedManifestsKeepTheirMessages() throws {
        for (text, message) in [("{\"sets\": \"Icons/a.symbolset\"}", "'sets' in the Stylebook manifest must be a list of paths"),
                                ("{\"groups\": [1]}", "'groups' in the Stylebook manifest must be a list of paths"),
                                ("{\"sets\": [\"Icons/a.symbolset\"", "is not a JSON object"),
                                ("{\"version\": 01}", "is not a JSON object"),
                                ("[\"Icons/a.symbolset\"]", "is not a JSON object")] {
            XCTAssertThrowsError(try read(text), text) { error in
                let rendered = "\(error)"
                XCTAssertTrue(rendered.contains(message), "\(text): \(rendered)")
            }
        }
    }

    func testASetThatIsASymbolicLinkIsLeftAlone() throws {
        let outside = FilePaths.parent(catalog) + "/Outside.symbolset"
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: catalog + "/Icons/linked.symbolset", withDestinationPath: outside)
        let text = #"{"sets": ["Icons\/a.symbolset", "Icons\/linked.symbolset"], "groups": ["Icons"]}"#
        try text.write(toFile: catalog + "/" + CatalogManifest.fileName, atomically: true, encoding: .utf8)
        let (manifest, warnings) = try CatalogManifest.readValidated(catalogPath: catalog)
        XCTAssertEqual(manifest.sets, ["Icons/a.symbolset"])
        XCTAssertTrue(warnings.rendered.contains("lists 'Icons/linked.symbolset', which is a symbolic link"), warnings.rendered)
    }
}
