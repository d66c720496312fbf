import AssetCatalog
import CatalogImport
import Foundation
import StylebookKit
import XCTest

/// Colour sets written for the dev token fixtures have exactly the appearances and component
/// values of their sources: tokens → catalog on disk → read back → compared number by number.
final class DevTokenFixtureTests: XCTestCase {
    /// `../shared` beside the package.
    static let fixtures = TestPaths.corpus("tokens") ?? TestPaths.shared + "/corpus/dev/tokens"
    let fm = FileManager.default

    func buildCatalog(files: [String], resolver: String? = nil) throws -> [String: ColorSetContent] {
        let dir = NSTemporaryDirectory() + "stylebook-fixture-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        let read = try TokenBuild.read(TokenBuild.Settings(files: files, resolver: resolver))
        var output = BuildOutput(catalogPath: dir + "/Out.xcassets")
        XCTAssertFalse(TokenBuild.plan(read.tokens, outputs: .init(), into: &output).hasErrors)
        _ = try BuildWriter.write(output)
        return try CatalogReader.colorSets(in: dir + "/Out.xcassets")
    }

    func assertComponents(_ color: CatalogColor?, _ expected: [Double], alpha: Double = 1, _ message: String,
                          file: StaticString = #filePath, line: UInt = #line) {
        guard let color else { return XCTFail("missing: \(message)", file: file, line: line) }
        // Catalog components are written with three decimals, as Xcode writes them.
        for (got, want) in zip([color.red, color.green, color.blue, color.alpha], expected + [alpha]) {
            XCTAssertEqual(got, want, accuracy: 0.0005, message, file: file, line: line)
        }
    }

    func testResolverFixtureGivesFourAppearancesWithTheSourceValues() throws {
        let root = Self.fixtures + "/terrazzo-resolver"
        guard fm.fileExists(atPath: root) else { throw TestPrerequisite.missing(TestPaths.missingCorpus("tokens")) }
        let sets = try buildCatalog(files: [], resolver: root + "/resolver.json")
        let green = try XCTUnwrap(sets.first { $0.key == "base/color/green/6" }?.value, "\(sets.keys)")
        XCTAssertEqual(green.appearances.map(\.appearance), [.any, .dark, .highContrast, .darkHighContrast])
        // Numbers straight from themes/*.tokens.json.
        let expected: [(CatalogAppearance, String)] = [(.any, "light"), (.dark, "dark"), (.highContrast, "light-hc"), (.darkHighContrast, "dark-hc")]
        for (appearance, theme) in expected {
            let source = try sourceComponents(root + "/themes/\(theme).tokens.json", path: ["base", "color", "green", "6"])
            assertComponents(green[appearance], source, "\(theme)")
            XCTAssertEqual(green[appearance]?.colorSpace, .sRGB)
        }
    }

    func testPluginFixtureMatchesTheColourSetsItsToolWrote() throws {
        let root = Self.fixtures + "/terrazzo-plugin-swift"
        guard fm.fileExists(atPath: root) else { throw TestPrerequisite.missing(TestPaths.missingCorpus("tokens")) }
        let ours = try buildCatalog(files: [root + "/tokens.json"])
        let want = try CatalogReader.colorSets(in: root + "/Want.xcassets")
        XCTAssertEqual(want.count, 12)
        for (folder, wanted) in want.sorted(by: { $0.key < $1.key }) {
            // Want.xcassets names sets `color.primitive.blue.1`; we nest groups: `color/primitive/blue/1`.
            let name = String(folder.split(separator: "/").last ?? "").replacingOccurrences(of: ".colorset", with: "")
            let key = name.replacingOccurrences(of: ".", with: "/")
            let got = try XCTUnwrap(ours[key], "no colour set \(key) in \(ours.keys.sorted())")
            XCTAssertEqual(got.appearances.map(\.appearance), wanted.appearances.map(\.appearance), key)
            for (appearance, color) in wanted.appearances {
                // Terrazzo labels these sRGB components "display-p3"; the source says srgb, and so do we.
                assertComponents(got[appearance], [color.red, color.green, color.blue], alpha: color.alpha, "\(key) \(appearance)")
            }
        }
    }

    /// `[r, g, b]` of a DTCG colour token in a JSON file, read independently of the token reader.
    func sourceComponents(_ file: String, path: [String]) throws -> [Double] {
        var node: Any = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
        for key in path { node = try XCTUnwrap((node as? [String: Any])?[key]) }
        let value = try XCTUnwrap((node as? [String: Any])?["$value"] as? [String: Any])
        return try XCTUnwrap(value["components"] as? [Double])
    }
}
