import Artwork
import Diagnostics
import SVG
import XCTest
@testable import Symbols

/// Multicolour colour names are written only when Xcode's template reader can take them as one
/// class (docs/symbols-color.md, "Class names Xcode reads").
final class SymbolClassNameTests: XCTestCase {
    func testNamesOfShippedTemplatesAndNamespacedColourSetsAreWritable() {
        for name in ["tintColor", "systemGray2Color", "Colors/status/success", "brand.blue.darken.20", "ink_900", "300", "a-b"] {
            XCTAssertNil(SymbolClassName.refusedCharacter(in: name), name)
        }
    }

    func testWhiteSpaceRuleCharactersColonsAndNonASCIIAreRefused() {
        let cases: [(String, Character)] = [("Dark Blurple", " "), ("a{b", "{"), ("a;b", ";"), ("a,b", ","), ("a:b", ":"),
                                            ("brand\tblue", "\t"), ("café", "é"), ("a#b", "#"), ("", " "), ("a\"b", "\"")]
        for (name, bad) in cases {
            XCTAssertEqual(SymbolClassName.refusedCharacter(in: name), bad, name)
        }
        XCTAssertTrue(SymbolClassName.describe(" ").contains("splits the class list"))
    }

    func icon(_ body: String) throws -> IconArtwork {
        try SVGReader.parse(text: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n\(body)\n</svg>", path: "icons/badge.svg")
    }

    /// A token colour whose catalog name has a space is not written as a class: the layer falls back
    /// to the system colour (or custom), with a warning located at the icon; the output validates.
    func testACatalogNameWithASpaceFallsBackWithALocatedWarning() throws {
        var options = SymbolOptions()
        options.layerRules.catalogColors = [
            SymbolNamedColor(name: "Brand Red", red: 1, green: 0x3B / 255.0, blue: 0x30 / 255.0),
            SymbolNamedColor(name: "Brand Blue", red: 0x1E / 255.0, green: 0x5A / 255.0, blue: 0xC8 / 255.0),
        ]
        let c = try SymbolConverter.convert(icon: try icon(##"""
            <circle cx="12" cy="12" r="10" fill="#FF3B30"/>
            <rect x="8" y="8" width="8" height="8" fill="#1E5AC8"/>
            """##), options: options)
        XCTAssertTrue(c.template.contains("multicolor-0:systemRedColor"), c.template)
        XCTAssertTrue(c.template.contains("multicolor-1:custom"), c.template)
        XCTAssertFalse(c.template.contains("Brand"), "no refused name reaches the template")
        let warnings = c.diagnostics.items.filter { $0.severity == .warning }
        XCTAssertEqual(warnings.count, 2, warnings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(warnings[0].message.hasPrefix("multicolour layer 0: colour set 'Brand Red' matches #FF3B30 but its name holds ' '"),
                      warnings[0].message)
        XCTAssertTrue(warnings[1].message.contains("written as custom"), warnings[1].message)
        XCTAssertEqual(warnings[0].location?.file, "icons/badge.svg")
        XCTAssertEqual(warnings[0].location?.line, 2, "at the circle")
        XCTAssertEqual(warnings[1].location?.line, 3, "at the rect")
        let check = TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o", catalogColorNames: [])
        XCTAssertTrue(check.items.isEmpty, check.items.map(\.message).joined(separator: "\n"))
    }

    /// A writable name near the colour still wins over a nearer refused one.
    func testAWritableCatalogNameIsStillChosen() throws {
        var rules = LayerRules()
        rules.catalogColors = [SymbolNamedColor(name: "a b", red: 0.5, green: 0.5, blue: 0.5),
                               SymbolNamedColor(name: "Colors/gray", red: 0.501, green: 0.5, blue: 0.5)]
        let named = SymbolColorNames.name(red: 0.5, green: 0.5, blue: 0.5, rules: rules)
        XCTAssertEqual(named.name, "Colors/gray")
        XCTAssertNil(named.refused)
    }

    /// The validator warns about a hand-written template whose multicolour name breaks the style rule.
    func testTheValidatorWarnsAboutAnUnreadableMulticolourName() throws {
        let c = try SymbolConverter.convert(icon: try icon(##"<circle cx="12" cy="12" r="10" fill="#FF3B30"/><rect x="8" y="8" width="8" height="8" fill="#00FF00"/>"##),
                                            options: SymbolOptions())
        let broken = c.template.replacingOccurrences(of: "multicolor-1:custom", with: "multicolor-1:brand;blue")
        let warnings = TemplateValidator.validate(bytes: Array(broken.utf8), path: "t.svg").items.map(\.message)
        XCTAssertEqual(warnings.filter { $0.contains("multicolour class 'multicolor-1:brand;blue'") }.count, 1, warnings.joined(separator: "\n"))
    }
}
