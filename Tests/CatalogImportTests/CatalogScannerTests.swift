import CatalogImport
import Diagnostics
import Foundation
import XCTest

final class CatalogScannerTests: XCTestCase {
    func components(_ set: CatalogSet?, entry: Int = 0) -> ColorComponents? {
        guard case .color(let info)? = set?.content, info.entries.indices.contains(entry),
              case .components(let c)? = info.entries[entry].color else { return nil }
        return c
    }

    func set(_ catalog: ReadCatalog, _ name: String) -> CatalogSet? {
        catalog.allSets.first { $0.assetName == name }
    }

    func testEveryComponentEncodingAndColourSpace() throws {
        let fixture = try CatalogFixture(self, files: [
            "A.xcassets/Float.colorset/Contents.json": CatalogFixture.colorSet(#"{"color":{"color-space":"srgb","components":{"red":"0.500","green":"1.000","blue":"0.000","alpha":"0.250"}},"idiom":"universal"}"#),
            "A.xcassets/Int.colorset/Contents.json": CatalogFixture.colorSet(#"{"color":{"color-space":"display-p3","components":{"red":"255","green":"51","blue":"0","alpha":"1.000"}},"idiom":"universal"}"#),
            "A.xcassets/Hex.colorset/Contents.json": CatalogFixture.colorSet(#"{"color":{"color-space":"srgb","components":{"red":"0xFF","green":"0x33","blue":"0x00","alpha":"1.000"}},"idiom":"universal"}"#),
            "A.xcassets/Number.colorset/Contents.json": CatalogFixture.colorSet(#"{"color":{"color-space":"extended-srgb","components":{"red":1.25,"green":-0.1,"blue":0,"alpha":1}},"idiom":"universal"}"#),
            "A.xcassets/Gray.colorset/Contents.json": CatalogFixture.colorSet(#"{"color":{"color-space":"gray-gamma-22","components":{"white":"0.200","alpha":"1.000"}},"idiom":"universal"}"#),
            "A.xcassets/System.colorset/Contents.json": CatalogFixture.colorSet(#"{"color":{"platform":"ios","reference":"systemIndigoColor"},"idiom":"universal"}"#),
            "A.xcassets/Empty.colorset/Contents.json": CatalogFixture.colorSet(#"{"idiom":"universal"}"#),
        ])
        let result = CatalogScanner.read([fixture.root + "/A.xcassets"])
        XCTAssertFalse(result.diagnostics.hasErrors, result.diagnostics.rendered)
        let c = try XCTUnwrap(result.catalogs.first)
        XCTAssertEqual(c.name, "A")
        XCTAssertEqual(components(set(c, "Float"))?.values, ["red": 0.5, "green": 1, "blue": 0, "alpha": 0.25])
        XCTAssertEqual(components(set(c, "Float"))?.encodings["red"], .float)
        XCTAssertEqual(components(set(c, "Int"))?.values["green"], 0.2)
        XCTAssertEqual(components(set(c, "Int"))?.encodings["red"], .integer)
        XCTAssertEqual(components(set(c, "Int"))?.colorSpace, "display-p3")
        XCTAssertEqual(components(set(c, "Hex"))?.values["green"], 0.2)
        XCTAssertEqual(components(set(c, "Hex"))?.encodings["red"], .hex)
        XCTAssertEqual(components(set(c, "Number"))?.values, ["red": 1.25, "green": -0.1, "blue": 0, "alpha": 1])
        XCTAssertEqual(components(set(c, "Number"))?.encodings["red"], .number)
        XCTAssertEqual(components(set(c, "Gray"))?.values, ["white": 0.2, "alpha": 1])
        XCTAssertEqual(components(set(c, "Gray"))?.isGray, true)
        guard case .color(let system)? = set(c, "System")?.content else { return XCTFail("no System set") }
        XCTAssertEqual(system.entries.first?.color, .system(platform: "ios", reference: "systemIndigoColor"))
        guard case .color(let empty)? = set(c, "Empty")?.content else { return XCTFail("no Empty set") }
        XCTAssertEqual(empty.entries.count, 1)
        XCTAssertNil(empty.entries[0].color)
    }

    /// The JSON reader follows Xcode's component rule from Grammar, as CatalogReader does: an
    /// exponent makes a float; a value that is not finite is a located error, not a colour.
    func testExponentComponentsReadAndNonFiniteOnesAreErrors() throws {
        let fixture = try CatalogFixture(self, files: [
            "A.xcassets/Exp.colorset/Contents.json": CatalogFixture.colorSet(#"{"color":{"color-space":"srgb","components":{"red":"1e-1","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}"#),
            "A.xcassets/Huge.colorset/Contents.json": CatalogFixture.colorSet(#"{"color":{"color-space":"srgb","components":{"red":"1e999","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}"#),
        ])
        let result = CatalogScanner.read([fixture.root + "/A.xcassets"])
        let c = try XCTUnwrap(result.catalogs.first)
        XCTAssertEqual(components(set(c, "Exp"))?.values["red"], 0.1)
        XCTAssertEqual(components(set(c, "Exp"))?.encodings["red"], .float)
        XCTAssertTrue(result.diagnostics.rendered.contains("Huge.colorset/Contents.json:"), result.diagnostics.rendered)
    }

    func testAppearancesIdiomsAndImageProperties() throws {
        let fixture = try CatalogFixture(self, files: [
            "A.xcassets/Tint.colorset/Contents.json": CatalogFixture.colorSet(#"""
            {"color":{"color-space":"srgb","components":{"red":"0.1","green":"0.1","blue":"0.1","alpha":"1.000"}},"idiom":"universal"},
            {"appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"red":"0.9","green":"0.9","blue":"0.9","alpha":"1.000"}},"idiom":"universal"},
            {"color":{"color-space":"srgb","components":{"red":"0.5","green":"0.5","blue":"0.5","alpha":"1.000"}},"idiom":"ipad"}
            """#),
            "A.xcassets/Icon.imageset/Contents.json": #"{"images":[{"filename":"icon.svg","idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"icon-dark.svg","idiom":"universal"}],"info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true,"template-rendering-intent":"template"}}"#,
            "A.xcassets/Photo.imageset/Contents.json": #"{"images":[{"idiom":"universal","scale":"1x"},{"filename":"p@2x.png","idiom":"universal","scale":"2x"},{"idiom":"watch","scale":"3x"}],"info":{"author":"xcode","version":1}}"#,
            "A.xcassets/Rocket.symbolset/Contents.json": #"{"info":{"author":"xcode","version":1},"properties":{"symbol-rendering-intent":"multicolor"},"symbols":[{"filename":"rocket.svg","idiom":"universal"}]}"#,
            "A.xcassets/Config.dataset/Contents.json": #"{"data":[{"filename":"c.json","idiom":"universal","universal-type-identifier":"public.json"}],"info":{"author":"xcode","version":1}}"#,
        ])
        let result = CatalogScanner.read([fixture.root + "/A.xcassets"])
        XCTAssertFalse(result.diagnostics.hasErrors, result.diagnostics.rendered)
        let c = try XCTUnwrap(result.catalogs.first)
        guard case .color(let tint)? = set(c, "Tint")?.content else { return XCTFail() }
        XCTAssertEqual(tint.entries.map(\.idiom), ["universal", "universal", "ipad"])
        XCTAssertEqual(tint.entries[1].appearances, [AppearanceTrait(appearance: "luminosity", value: "dark"), AppearanceTrait(appearance: "contrast", value: "high")])
        guard case .image(let icon)? = set(c, "Icon")?.content else { return XCTFail() }
        XCTAssertEqual(icon.renderingIntent, .template)
        XCTAssertTrue(icon.preservesVectorRepresentation)
        XCTAssertEqual(icon.images.map(\.filename), ["icon.svg", "icon-dark.svg"])
        XCTAssertNil(icon.images[0].scale)
        guard case .image(let photo)? = set(c, "Photo")?.content else { return XCTFail() }
        XCTAssertEqual(photo.images.map(\.scale), ["1x", "2x", "3x"])
        XCTAssertEqual(photo.images.map(\.filename), [nil, "p@2x.png", nil])
        XCTAssertEqual(photo.images[2].idiom, "watch")
        XCTAssertNil(photo.renderingIntent)
        guard case .symbol(let rocket)? = set(c, "Rocket")?.content else { return XCTFail() }
        XCTAssertEqual(rocket.renderingIntent, .multicolor)
        XCTAssertEqual(rocket.filename, "rocket.svg")
        XCTAssertEqual(rocket.data, [], "the reader lists files without loading them")
        guard case .data(let config)? = set(c, "Config")?.content else { return XCTFail() }
        XCTAssertEqual(config.data.first?.typeIdentifier, "public.json")
    }

    func testNamespacesNestedGroupsSkippedKindsAndNestedCatalogs() throws {
        let fixture = try CatalogFixture(self, files: [
            "A.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1},"properties":{"generate-swift-asset-symbol-extensions":"enabled"}}"#,
            "A.xcassets/Round/Contents.json": CatalogFixture.namespace,
            "A.xcassets/Round/Red/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "A.xcassets/Round/Red/Double/Contents.json": CatalogFixture.namespace,
            "A.xcassets/Round/Red/Double/Cherry.imageset/Contents.json": #"{"images":[],"info":{"author":"xcode","version":1}}"#,
            "A.xcassets/Round/Red/Apple.imageset/Contents.json": #"{"images":[],"info":{"author":"xcode","version":1}}"#,
            "A.xcassets/Plain/brand.blue.darken.20.colorset/Contents.json": CatalogFixture.colorSet(#"{"idiom":"universal"}"#),
            "A.xcassets/StringTrue/Contents.json": #"{"properties":{"provides-namespace":"true"}}"#,
            "A.xcassets/StringTrue/X.colorset/Contents.json": CatalogFixture.colorSet(#"{"idiom":"universal"}"#),
            "A.xcassets/AppIcon.appiconset/Contents.json": #"{"images":[],"info":{"author":"xcode","version":1}}"#,
            "A.xcassets/Inner.xcassets/Y.colorset/Contents.json": CatalogFixture.colorSet(#"{"idiom":"universal"}"#),
        ])
        let result = CatalogScanner.read([fixture.root + "/A.xcassets"])
        XCTAssertFalse(result.diagnostics.hasErrors, result.diagnostics.rendered)
        let c = try XCTUnwrap(result.catalogs.first)
        XCTAssertEqual(c.symbolExtensions, "enabled")
        XCTAssertEqual(c.allSets.map(\.assetName), ["brand.blue.darken.20", "Round/Apple", "Round/Double/Cherry", "X"])
        // SwiftGen reads provides-namespace as a JSON Bool only; so does Xcode's writer.
        XCTAssertEqual(set(c, "X")?.relativePath, "StringTrue/X.colorset")
        let notes = result.diagnostics.items.filter { $0.severity == .note }
        XCTAssertEqual(notes.count, 1)
        XCTAssertTrue(notes[0].description.contains("AppIcon.appiconset"), notes[0].description)
        XCTAssertEqual(result.diagnostics.warnings.count, 1)
        XCTAssertTrue(result.diagnostics.warnings[0].description.contains("Inner.xcassets: warning: a catalog inside a catalog"),
                      result.diagnostics.warnings[0].description)
    }

    func testInvalidJSONIsALocatedErrorForThatSetOnly() throws {
        let fixture = try CatalogFixture(self, files: [
            "A.xcassets/Good.colorset/Contents.json": CatalogFixture.colorSet(#"{"idiom":"universal"}"#),
            "A.xcassets/Bad.colorset/Contents.json": "{\n  \"colors\" : [\n    { \"idiom\" : \"universal\" },\n  ]\n}\n",
            "A.xcassets/Wrong.colorset/Contents.json": CatalogFixture.colorSet(#"{"color":{"color-space":"srgb","components":{"red":"abc","green":"0","blue":"0"}},"idiom":"universal"}"#),
            "A.xcassets/NoContents.imageset/": "",
        ])
        let result = CatalogScanner.read([fixture.root + "/A.xcassets"])
        let errors = result.diagnostics.errors.map(\.description)
        XCTAssertEqual(errors.count, 3, errors.joined(separator: "\n"))
        XCTAssertTrue(errors.contains { $0.hasPrefix(fixture.root + "/A.xcassets/Bad.colorset/Contents.json:4:3: error: Contents.json is not valid JSON") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.contains("Wrong.colorset/Contents.json:1:") && $0.contains("'red' has an unreadable value \"abc\"") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.contains("NoContents.imageset/Contents.json: error: the set has no Contents.json") }, "\(errors)")
        XCTAssertEqual(result.catalogs.first?.allSets.map(\.name), ["Good"])
    }

    func testAMissingCatalogIsAnError() {
        let result = CatalogScanner.read(["/nonexistent/X.xcassets"])
        XCTAssertEqual(result.diagnostics.errors.map(\.description), ["/nonexistent/X.xcassets: error: no asset catalog folder here"])
    }
}
