import Diagnostics
import Foundation
import StylebookKit
import Symbols
import XCTest

/// The symbols step of a project with tokens: colour tokens name multicolour layers, the
/// deployment target picks the template version, `symbols.layers`/`overrides` change the rules.
final class SymbolLayerBuildTests: XCTestCase {
    let fm = FileManager.default

    func project(_ symbolsSection: String) throws -> String {
        let dir = NSTemporaryDirectory() + "stylebook-layers-\(UUID().uuidString)"
        try fm.createDirectory(atPath: dir + "/icons/badges", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/tokens", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try ##"""
        { "color": { "$type": "color", "brand": { "$value": "#1E5AC8" }, "paper": { "$value": "#FAF7F2" } } }
        """##.write(toFile: dir + "/tokens/app.tokens.json", atomically: true, encoding: .utf8)
        try ##"""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="10" fill="#FF3B30"/><rect x="8" y="8" width="8" height="8" fill="#1E5AC8"/>
        </svg>
        """##.write(toFile: dir + "/icons/flag.svg", atomically: true, encoding: .utf8)
        let badge = ##"""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="10"/><rect class="variable-1" x="8" y="11" width="8" height="2" fill="#FAF7F2"/>
        </svg>
        """##
        try badge.write(toFile: dir + "/icons/badges/minus.svg", atomically: true, encoding: .utf8)
        try """
        catalog: Generated/App.xcassets
        tokens:
          files: [tokens/app.tokens.json]
          namespace: Colors
        symbols:
          source: icons
          variants: regular
        \(symbolsSection)
        """.write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        return dir
    }

    func template(_ dir: String, _ asset: String) throws -> String {
        let name = asset.split(separator: "/").last.map(String.init) ?? asset
        return try String(contentsOfFile: dir + "/Generated/App.xcassets/\(asset).symbolset/\(name).svg", encoding: .utf8)
    }

    func testTokenColoursNameMulticolourLayersAndTheDeploymentTargetPicksTheVersion() throws {
        let dir = try project("""
          deployment-target: { iOS: 16, macOS: 13 }
          layers:
            background: color.paper
        """)
        let report = ProjectBuilder.build(try ProjectConfig.load(at: dir))
        XCTAssertFalse(report.diagnostics.hasErrors, report.diagnostics.rendered)
        let flag = try template(dir, "flag")
        XCTAssertTrue(flag.contains("Template v.4.0"))
        XCTAssertTrue(flag.contains(".multicolor-0:systemRedColor {fill:#FF3B30;opacity:1}"), flag)
        XCTAssertTrue(flag.contains(".multicolor-1:Colors/color/brand {fill:#1E5AC8;opacity:1}"), flag)
        // The background token's colour on top of the disc erases; the badge is a variable layer.
        let minus = try template(dir, "badges/minus")
        XCTAssertTrue(minus.contains(".monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true;-sfsymbols-variable-threshold:0.51}"), minus)
        XCTAssertTrue(report.diagnostics.items.filter { $0.severity == .warning }.isEmpty, report.diagnostics.rendered)
        // `--verbose` lists each choice.
        XCTAssertTrue(report.symbolColorChoices.contains("flag: multicolour layer 0: #FF3B30 → systemRedColor (system colour)"),
                      "\(report.symbolColorChoices)")
        XCTAssertTrue(report.symbolColorChoices.contains("flag: multicolour layer 1: #1E5AC8 → Colors/color/brand (catalog colour)"))
    }

    func testTheTemplateVersionOverridesTheTargetAndOverridesChangeTheRules() throws {
        let dir = try project("""
          deployment-target: { iOS: 18 }
          template-version: 3.0
          layers:
            background: color.paper
          overrides:
            "badges/": { erase: false }
            flag: { system-colors: false }
            flga: { erase: false }
        """)
        let report = ProjectBuilder.build(try ProjectConfig.load(at: dir))
        XCTAssertFalse(report.diagnostics.hasErrors, report.diagnostics.rendered)
        XCTAssertTrue(try template(dir, "flag").contains(".multicolor-0:custom {fill:#FF3B30;opacity:1}"))
        let minus = try template(dir, "badges/minus")
        XCTAssertTrue(minus.contains("Template v.3.0"))
        XCTAssertFalse(minus.contains("clear-behind"), minus)
        let warnings = report.diagnostics.items.filter { $0.severity == .warning }.map(\.message)
        XCTAssertEqual(warnings.filter { $0.hasPrefix("variable colour dropped") }.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.contains("symbols.overrides 'flga' matches no icon in symbols.source"), "\(warnings)")
        XCTAssertEqual(warnings.filter { $0.hasPrefix("symbols.overrides") }.count, 1, "\(warnings)")
    }

    func testBadLayerSettingsPointAtTheirLine() throws {
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "symbols:\n  source: icons\n  deployment-target: { android: 12 }\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description,
                           "s.yml:3:24: error: symbols.deployment-target: unknown platform 'android'; use iOS, macOS, watchOS, tvOS, visionOS")
        }
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "symbols:\n  source: icons\n  layers: { erase: maybe }\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description, "s.yml:3:20: error: symbols.layers.erase must be true or false, not 'maybe'")
        }
    }
}

/// `stylebook validate` on a catalog's template checks multicolour names against the catalog's colour sets.
final class TemplateCatalogColorTests: XCTestCase {
    func testKaimonosLeafNamesAColourSetOfItsCatalog() throws {
        let leaf = TestPaths.example + "/Generated/Kaimono.xcassets/Icons/leaf.symbolset/leaf.svg"
        var cache: [String: Set<String>] = [:]
        let names = try XCTUnwrap(TemplateInputs.catalogColorNames(forTemplate: leaf, cache: &cache))
        XCTAssertTrue(names.contains("Colors/palette/leaf/600"), "\(names.sorted().prefix(5))")
        // The leaf's green is the success colour (it has dark values, so it wins over palette/leaf/600).
        let text = try String(contentsOfFile: leaf, encoding: .utf8)
        XCTAssertTrue(text.contains("multicolor-0:Colors/status/success"), text)
        XCTAssertTrue(TemplateValidator.validate(bytes: Array(text.utf8), path: leaf, catalogColorNames: names).items.isEmpty)
        let renamed = Array(text.replacingOccurrences(of: "Colors/status/success", with: "Colors/status/fresh").utf8)
        let warnings = TemplateValidator.validate(bytes: renamed, path: leaf, catalogColorNames: names).items.map(\.message)
        XCTAssertEqual(warnings, ["multicolour layer colour 'Colors/status/fresh' is neither a system colour nor a colour in the "
                                  + "catalog; Xcode draws it with the preview fill only"])
        XCTAssertNil(TemplateInputs.catalogColorNames(forTemplate: "/tmp/leaf.svg", cache: &cache))
    }
}
