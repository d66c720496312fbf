import FileOutput
import AssetCatalog
import CatalogImport
import Foundation
import SwiftOutput
import Tokens
import XCTest

final class TokenCatalogMappingTests: XCTestCase {
    func testEntriesMirrorGroupsAndAppearances() throws {
        var tokens = Fixtures.tokens
        tokens.colors.removeAll { $0.path.components == ["background", "Base"] }
        let entries = TokenCatalogMapping.catalogEntries(for: tokens, namespace: ["Colors"])
        XCTAssertEqual(entries.map(\.assetName), ["Colors/background/base", "Colors/content/primary", "Colors/content/primary-inverse", "Colors/theme/default"])
        XCTAssertEqual(entries[1].namespace, ["Colors", "content"])
        guard case .color(let primary) = entries[1].content else { return XCTFail("not a colour") }
        XCTAssertEqual(primary.appearances.map(\.appearance), [.any, .dark, .highContrast, .darkHighContrast])
        XCTAssertEqual(primary[.dark], CatalogColor(red: 0.961, green: 0.961, blue: 0.961))
        guard case .color(let inverse) = entries[2].content else { return XCTFail("not a colour") }
        XCTAssertEqual(inverse.appearances.map(\.appearance), [.any, .dark], "only the appearances the token has")
        guard case .color(let theme) = entries[3].content else { return XCTFail("not a colour") }
        XCTAssertEqual(theme[.any]?.colorSpace, .displayP3, "display-p3 from the model is kept")
    }

    func testOutOfGamutSRGBBecomesDisplayP3() {
        let inGamut = TokenCatalogMapping.catalogColor(RGBAColor(red: 1, green: 0, blue: 0))
        XCTAssertEqual(inGamut.colorSpace, .sRGB)
        // Pure P3 red expressed in extended sRGB is about (1.0931, -0.2267, -0.1501).
        let p3Red = TokenCatalogMapping.catalogColor(RGBAColor(red: 1.0931, green: -0.2267, blue: -0.1501))
        XCTAssertEqual(p3Red.colorSpace, .displayP3)
        XCTAssertEqual(p3Red.red, 1, accuracy: 0.002)
        XCTAssertEqual(p3Red.green, 0, accuracy: 0.002)
        XCTAssertEqual(p3Red.blue, 0, accuracy: 0.002)
    }

    func testDotsInGroupsAreReplacedButKeptInNames() {
        let path = TokenPath(["brand.v2", "blue.500"])
        XCTAssertEqual(TokenCatalogMapping.assetName(for: path, namespace: ["Colors"]), "Colors/brand-v2/blue.500")
    }

    /// Tokens → catalog on disk → read back: the values and appearances survive, and the Swift
    /// accessors name the same assets.
    func testRoundTripThroughTheCatalogAndSwiftNames() throws {
        var tokens = Fixtures.tokens
        tokens.colors.removeAll { $0.path.components == ["background", "Base"] }
        let scratch = NSTemporaryDirectory() + "stylebook-map-\(UUID().uuidString)"
        let catalog = scratch + "/Out.xcassets"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        _ = try AssetCatalogWriter(catalogPath: catalog).write(TokenCatalogMapping.catalogEntries(for: tokens, namespace: ["Colors"]))
        let sets = try CatalogReader.colorSets(in: catalog)
        let primary = try XCTUnwrap(sets["Colors/content/primary"])
        XCTAssertEqual(primary[.any]?.red, 0.102)
        XCTAssertEqual(primary[.dark]?.red, 0.961)
        XCTAssertEqual(primary[.highContrast]?.red, 0)
        XCTAssertEqual(primary[.darkHighContrast]?.red, 1)
        XCTAssertEqual(sets["Colors/content/primary-inverse"]?[.dark]?.alpha, 0.5)

        let swift = SwiftEmitter(options: SwiftOutputOptions(catalogNamespace: ["Colors"])).emitCore(tokens: tokens, symbols: []).text
        for name in sets.keys {
            XCTAssertTrue(swift.contains("StylebookColor(name: \"\(name)\""), name)
        }
    }

    func testCaseOnlyDifferentTokensCollideInTheCatalog() {
        let entries = TokenCatalogMapping.catalogEntries(for: Fixtures.tokens, namespace: ["Colors"])
        var transaction = OutputTransaction()
        let catalog = NSTemporaryDirectory() + "stylebook-map-\(UUID().uuidString).xcassets"
        XCTAssertThrowsError(try AssetCatalogWriter(catalogPath: catalog).stage(entries, into: &transaction))
    }
}
