import CatalogImport
import Foundation
import SwiftGenTemplates
import XCTest
import Yams

/// The context built for each SwiftGen fixture catalog equals the context SwiftGen's own parser
/// produced for it (its test fixtures, shared/corpus/dev/realworld/catalogs/swiftgen), as data.
final class SwiftGenContextTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let fixtures = packageRoot + "/../shared/corpus/dev/realworld/catalogs/swiftgen/Sources/TestUtils/Fixtures"

    /// Plain comparable data: dictionaries, arrays, strings and integers.
    static func normalized(_ value: Any) -> NSObject {
        switch value {
        case let d as [String: Any]: return NSDictionary(dictionary: d.mapValues(normalized))
        case let a as [Any]: return NSArray(array: a.map(normalized))
        case let i as Int: return NSNumber(value: i)
        case let b as Bool: return NSNumber(value: b)
        case let s as String: return NSString(string: s)
        default: return NSString(string: "\(value)")
        }
    }

    func check(_ yaml: String, catalogs: [String]) throws {
        let expectedPath = Self.fixtures + "/StencilContexts/XCAssets/" + yaml
        guard let text = try? String(contentsOfFile: expectedPath, encoding: .utf8) else {
            throw TestPrerequisite.missing("shared corpus missing: \(expectedPath)")
        }
        let expected = try XCTUnwrap(try Yams.load(yaml: text) as? [String: Any])
        let read = CatalogScanner.read(catalogs.map { Self.fixtures + "/Resources/XCAssets/" + $0 + ".xcassets" })
        XCTAssertFalse(read.diagnostics.hasErrors, read.diagnostics.rendered)
        var context = SwiftGenContext.make(catalogs: read.catalogs)
        context["param"] = nil
        XCTAssertEqual(Self.normalized(context), Self.normalized(expected), yaml)
    }

    func testFood() throws { try check("food.yaml", catalogs: ["Food"]) }
    func testStyles() throws { try check("styles.yaml", catalogs: ["Styles"]) }
    func testSymbols() throws { try check("symbols.yaml", catalogs: ["Symbols"]) }
    func testFiles() throws { try check("files.yaml", catalogs: ["Files"]) }
    func testTargets() throws { try check("targets.yaml", catalogs: ["Targets"]) }
    func testEmpty() throws { try check("empty.yaml", catalogs: []) }
    /// Given in another order: catalogs are sorted by name as SwiftGen sorts them.
    func testAll() throws { try check("all.yaml", catalogs: ["Targets", "Styles", "Symbols", "Other", "Food", "Files"]) }

    func testParameters() {
        let params = SwiftGenContext.parameters(["enumName=Assets", "publicAccess", "a.b=c", "list=1", "list=2"])
        XCTAssertEqual(params["enumName"] as? String, "Assets")
        XCTAssertEqual(params["publicAccess"] as? Bool, true)
        XCTAssertEqual((params["a"] as? [String: Any])?["b"] as? String, "c")
        XCTAssertEqual(params["list"] as? [String], ["1", "2"])
    }
}
