import CatalogImport
import Diagnostics
import Foundation
import XCTest
@testable import UsageAudit

/// The audit on a small app written in four styles: Stylebook's accessors, SwiftGen, R.swift and
/// Xcode asset symbols with string names.
final class UsageAuditTests: XCTestCase {
    let fm = FileManager.default

    func write(_ text: String, _ path: String) throws {
        try fm.createDirectory(atPath: String(path[..<path.lastIndex(of: "/")!]), withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `Colors/brand` and `Colors/accent` in a namespaced group; images `cart` and `old-logo` in a plain folder.
    func makeCatalog(in dir: String) throws -> String {
        let catalog = dir + "/App.xcassets"
        let info = #""info": {"author": "xcode", "version": 1}"#
        try write("{\(info)}", catalog + "/Contents.json")
        try write(#"{"properties": {"provides-namespace": true}, "# + info + "}", catalog + "/Colors/Contents.json")
        let color = #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}], "# + info + "}"
        try write(color, catalog + "/Colors/brand.colorset/Contents.json")
        try write(color, catalog + "/Colors/accent.colorset/Contents.json")
        try write("{\(info)}", catalog + "/Icons/Contents.json")
        for name in ["cart", "old-logo"] {
            try write(#"{"images": [{"idiom": "universal", "filename": "x.svg"}], "# + info + "}", catalog + "/Icons/\(name).imageset/Contents.json")
            try write("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"/>", catalog + "/Icons/\(name).imageset/x.svg")
        }
        return catalog
    }

    static let stylebookGenerated = """
    public enum Colors {
        public static let brand = StylebookColor(name: "Colors/brand", light: StylebookRGBA(red: 1, green: 0, blue: 0))
        @available(*, deprecated, renamed: "Colors.brand")
        public static let legacyBrand = StylebookColor(name: "Colors/brand", light: StylebookRGBA(red: 1, green: 0, blue: 0))
        public enum Text {
            public static let accent = StylebookColor(name: "Colors/accent", light: StylebookRGBA(red: 1, green: 0, blue: 0))
        }
    }
    extension SwiftUI.Color {
        public static var brand: Color { Colors.brand.color }
    }
    public enum Symbols: String { case cart = "cart" }
    """

    static let swiftGenGenerated = """
    internal enum Asset {
      internal enum Colors {
        internal static let brand = ColorAsset(name: "Colors/brand")
      }
      internal static let cart = ImageAsset(name: "cart")
    }
    """

    static let sources: [(String, String)] = [
        ("Stylebook.swift", """
        let a = Colors.brand.color          // a use
        let b = Colors.legacyBrand.color    // deprecated
        let c = Colors.gone                 // missing
        // Colors.inComment is not code
        let d = "Colors.inString is not code either"
        let e = Color.red                   // a framework member, not ours
        let f = Color.brand                 // the SwiftUI static member
        """),
        ("SwiftGen.swift", """
        let g = Asset.Colors.brand.color
        let h = Asset.Colors.missing.color  // missing
        """),
        ("RSwift.swift", """
        let i = R.image.cart()
        let j = R.image.nope()              // missing
        let s = R.string.localizable.title() // not an asset namespace
        """),
        ("Xcode.swift", """
        let k = Image(.cart)
        let l = ColorResource.Colors.brand
        let m = UIImage(named: "cart")
        let n = UIImage(named: "ghost")     // missing at run time
        let o = Image(systemName: "cart")   // an SF Symbol, not ours
        """),
    ]

    func runAudit(catalogs: Bool = true) throws -> (AuditReport, String) {
        let dir = try temporaryFolder(prefix: "stylebook-audit")
        var audit = UsageAudit()
        if catalogs {
            let read = CatalogScanner.read([try makeCatalog(in: dir)])
            XCTAssertFalse(read.diagnostics.contains { $0.isError }, "\(read.diagnostics)")
            audit.add(catalogs: read.catalogs)
        }
        audit.add(generatedSource: Self.stylebookGenerated, file: "Generated/Tokens.swift")
        audit.add(generatedSource: Self.swiftGenGenerated, file: "Generated/Assets.swift")
        let report = audit.run(sources: Self.sources.map { (path: $0.0, text: $0.1) })
        return (report, report.diagnostics.map(\.description).joined(separator: "\n"))
    }

    func testFindsUsesInEveryStyleAndNothingInCommentsOrStrings() throws {
        let (report, _) = try runAudit()
        let spellings = Set(report.uses.map(\.spelling))
        for expected in ["Colors.brand.color", "Colors.legacyBrand.color", "Asset.Colors.brand.color", "R.image.cart",
                         ".cart", "ColorResource.Colors.brand", "\"cart\"", "Color.brand"] {
            XCTAssertTrue(spellings.contains(expected), "\(expected) not in \(spellings.sorted())")
        }
        XCTAssertFalse(spellings.contains { $0.contains("inComment") || $0.contains("inString") }, "\(spellings)")
        XCTAssertFalse(spellings.contains("Color.red"), "a framework member is not a use")
        XCTAssertFalse(spellings.contains { $0.hasPrefix("R.string") }, "R.string is not an asset namespace")
        XCTAssertEqual(report.uses.filter { $0.spelling == "\"cart\"" }.count, 1, "Image(systemName:) is not an asset use")
    }

    func testMissingAssetsAreLocatedErrors() throws {
        let (_, text) = try runAudit()
        XCTAssertTrue(text.contains("Stylebook.swift:3:9: error: 'Colors.gone': 'Colors' has no asset or accessor 'gone'"), text)
        XCTAssertTrue(text.contains("SwiftGen.swift:2:9: error: 'Asset.Colors.missing.color': 'Asset.Colors' has no asset or accessor 'missing'"), text)
        XCTAssertTrue(text.contains("RSwift.swift:2:9: error: 'R.image.nope'"), text)
        XCTAssertTrue(text.contains("Xcode.swift:4:24: error: no asset named \"ghost\""), text)
        XCTAssertEqual(text.components(separatedBy: ": error: ").count - 1, 4, text)
    }

    func testDeprecatedAccessorsAreWarningsWithTheirRename() throws {
        let (_, text) = try runAudit()
        XCTAssertTrue(text.contains("Stylebook.swift:2:9: warning: 'Colors.legacyBrand.color' is deprecated: renamed to 'Colors.brand'"), text)
    }

    func testUnusedCatalogAssetsAreListed() throws {
        let (report, text) = try runAudit()
        // accent is used by no source (Colors.Text.accent is declared but never named); old-logo neither.
        XCTAssertEqual(report.unused, ["Colors/accent", "old-logo"])
        XCTAssertTrue(text.contains("Icons/old-logo.imageset/Contents.json: warning: 'old-logo' is never used in the sources"), text)
    }

    func testWithoutCatalogsUnusedAccessorsAreTheGeneratedOnes() throws {
        let (report, text) = try runAudit(catalogs: false)
        XCTAssertTrue(report.unused.contains("Colors.Text.accent"), "\(report.unused)")
        XCTAssertFalse(report.unused.contains("Colors.brand"))
        // Without catalogs a string name cannot be judged, so it is not an error.
        XCTAssertFalse(text.contains("ghost"), text)
    }

    func testRSwiftNames() {
        XCTAssertEqual(AccessorIndex.rswiftMember("old-logo"), "oldLogo")
        XCTAssertEqual(AccessorIndex.rswiftMember("Brand Primary"), "brandPrimary")
        XCTAssertEqual(AccessorIndex.rswiftMember("icon_ID"), "iconID")
    }

    /// The command as a user runs it: exit 1 on a missing asset, GitHub annotations, folders searched.
    func testCommandLine() throws {
        let dir = try temporaryFolder(prefix: "stylebook-audit-cli")
        let catalog = try makeCatalog(in: dir)
        try write(Self.stylebookGenerated, dir + "/Generated/Tokens.swift")
        for (name, text) in Self.sources { try write(text, dir + "/App/" + name) }
        try write("let z = Colors.nothing", dir + "/App/.build/Ignored.swift")
        let binary = try TestPaths.stylebookBinary().replacingOccurrences(of: "/stylebook", with: "/stylebook-audit",
                                                                           options: .backwards)
        let result = try runProcess(binary, ["App", "--catalog", catalog, "--generated", "Generated/Tokens.swift", "--format", "github"], in: dir)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.stdout.contains("::error file=App/Stylebook.swift,line=3,col=9::"), result.output)
        XCTAssertFalse(result.output.contains("Ignored.swift"), result.output)
        let clean = try runProcess(binary, ["App/RSwift.swift", "--catalog", catalog, "--no-unused"], in: dir)
        XCTAssertEqual(clean.status, 1, clean.output)   // R.image.nope
        try write("let i = R.image.cart()\n", dir + "/App/RSwift.swift")
        let fixed = try runProcess(binary, ["App/RSwift.swift", "--catalog", catalog, "--no-unused"], in: dir)
        XCTAssertEqual(fixed.status, 0, fixed.output)
        XCTAssertTrue(fixed.stderr.contains("1 source file, 1 use, 0 errors"), fixed.output)
    }
}
