import AssetCatalog
import Foundation
import XCTest

final class CatalogContentsTests: XCTestCase {
    func testColorSetMatchesXcodeBytes() {
        // Appearances given out of order on purpose: Xcode's order is any, dark, hc, dark+hc.
        let content = ColorSetContent(appearances: [
            (.darkHighContrast, CatalogColor(red: 1, green: 1, blue: 1)),
            (.any, CatalogColor(red: 0.1, green: 0.1, blue: 0.1)),
            (.highContrast, CatalogColor(red: 0, green: 0, blue: 0, alpha: 0.5)),
            (.dark, CatalogColor(colorSpace: .displayP3, red: 0.961, green: 0.9605, blue: 0.0004)),
        ])
        let expected = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.100",
                  "green" : "0.100",
                  "red" : "0.100"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "display-p3",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.000",
                  "green" : "0.961",
                  "red" : "0.961"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "0.500",
                  "blue" : "0.000",
                  "green" : "0.000",
                  "red" : "0.000"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                },
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "1.000",
                  "green" : "1.000",
                  "red" : "1.000"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """
        XCTAssertEqual(CatalogContents.colorSet(content).rendered, expected)
    }

    func testRootAndNamespaceGroup() {
        XCTAssertEqual(CatalogContents.root.rendered, """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """)
        XCTAssertEqual(CatalogContents.namespaceGroup.rendered, """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "provides-namespace" : true
          }
        }

        """)
    }

    func testSymbolAndImageSets() {
        let symbol = CatalogSymbol(filename: "cart.svg", data: [], renderingIntent: .template)
        XCTAssertEqual(CatalogContents.symbolSet(symbol).rendered, """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "symbol-rendering-intent" : "template"
          },
          "symbols" : [
            {
              "filename" : "cart.svg",
              "idiom" : "universal"
            }
          ]
        }

        """)
        let image = CatalogImage(filename: "logo.pdf", data: [], templateRendering: true, preservesVectorRepresentation: true)
        XCTAssertEqual(CatalogContents.imageSet(image).rendered, """
        {
          "images" : [
            {
              "filename" : "logo.pdf",
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "preserves-vector-representation" : true,
            "template-rendering-intent" : "template"
          }
        }

        """)
        // Default intent: no properties block at all.
        XCTAssertFalse(CatalogContents.symbolSet(CatalogSymbol(filename: "a.svg", data: [])).rendered.contains("properties"))
    }

    func testComponentFormatting() {
        XCTAssertEqual(XcodeJSON.component(1), "1.000")
        XCTAssertEqual(XcodeJSON.component(0), "0.000")
        XCTAssertEqual(XcodeJSON.component(0.1019607843), "0.102")
        XCTAssertEqual(XcodeJSON.component(-0.0001), "0.000")
        XCTAssertEqual(XcodeJSON.component(1.0625), "1.062") // printf rounding of an exact tie: to even
        XCTAssertEqual(XcodeJSON.component(-0.25), "-0.250")
    }

    func testComponentFormattingAgreesWithPrintf() {
        var generator = SystemRandomNumberGenerator()
        var values = (0...255).map { Double($0) / 255 } + (0...2000).map { Double($0) / 2000 }
        values += (0..<5000).map { _ in Double.random(in: -2...2, using: &generator) }
        for v in values {
            var expected = String(format: "%.3f", v)
            if expected == "-0.000" { expected = "0.000" }
            XCTAssertEqual(XcodeJSON.component(v), expected, "\(v)")
        }
    }

    func testStringEscaping() {
        let json = XcodeJSON.object(["a/b": .string("q\"\\\n\u{1}é")])
        XCTAssertEqual(json.rendered, "{\n  \"a\\/b\" : \"q\\\"\\\\\\n\\u0001é\"\n}\n")
    }

    func testAppearanceTraitsRoundTrip() {
        for appearance in CatalogAppearance.allCases {
            XCTAssertEqual(CatalogAppearance(traits: appearance.traits), appearance)
        }
        XCTAssertNil(CatalogAppearance(traits: [("contrast", "normal")]))
        XCTAssertNil(CatalogAppearance(traits: [("gamut", "p3")]))
    }
}
