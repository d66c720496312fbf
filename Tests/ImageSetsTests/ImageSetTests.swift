import AssetCatalog
import Diagnostics
import Foundation
import ImageSets
import XCTest

final class ImageSetTests: XCTestCase {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    static let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><path d=\"M0 0h10v10z\"/></svg>\n"

    func folder(_ files: [String: [UInt8]]) throws -> String {
        let root = NSTemporaryDirectory() + "stylebook-images-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        for (path, bytes) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: String(full[..<full.lastIndex(of: "/")!]), withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: full))
        }
        return root
    }

    func build(_ files: [String: [UInt8]], rules: ImageRenderingRules = ImageRenderingRules(), namespace: [String] = []) throws -> ImageSetBuilder.Result {
        let scan = try ImageSourceScanner.scan(folder: try folder(files))
        var result = ImageSetBuilder.build(scan.jobs, rules: rules, namespace: namespace)
        result.diagnostics.append(contentsOf: scan.diagnostics)
        return result
    }

    func contents(_ entry: CatalogSet?) -> String {
        guard let entry else { return "<missing>" }
        return CatalogContents.contents(for: entry.content).rendered
    }

    func testVectorImageWithDarkVariantIsOneSingleScaleSet() throws {
        let result = try build(["arrow.svg": Array(Self.svg.utf8), "arrow.dark.svg": Array(Self.svg.utf8)],
                               rules: ImageRenderingRules(defaultIntent: .template), namespace: ["Images"])
        XCTAssertFalse(result.diagnostics.hasErrors, result.diagnostics.rendered)
        XCTAssertEqual(result.entries.map(\.assetName), ["Images/arrow"])
        XCTAssertEqual(contents(result.entries.first), """
        {
          "images" : [
            {
              "filename" : "arrow.svg",
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "filename" : "arrow.dark.svg",
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
    }

    func testBitmapsGetXcodesThreeSlotsWithFilenamesWhereFilesExist() throws {
        let result = try build(["photos/hero@2x.png": Self.png, "photos/hero@3x.png": Self.png, "photos/hero.dark@3x.png": Self.png],
                               rules: ImageRenderingRules(paths: ["photos": .original]))
        XCTAssertFalse(result.diagnostics.hasErrors, result.diagnostics.rendered)
        let entry = try XCTUnwrap(result.entries.first)
        XCTAssertEqual(entry.assetName, "photos/hero")
        XCTAssertEqual(contents(entry), """
        {
          "images" : [
            {
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "filename" : "hero@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "filename" : "hero@3x.png",
              "idiom" : "universal",
              "scale" : "3x"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "filename" : "hero.dark@3x.png",
              "idiom" : "universal",
              "scale" : "3x"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "template-rendering-intent" : "original"
          }
        }

        """)
    }

    func testRenderingRulesMostSpecificWins() throws {
        let rules = ImageRenderingRules(defaultIntent: .original, paths: ["icons": .template, "icons/brand/logo.pdf": .original])
        let pdf = Array("%PDF-1.4\n".utf8)
        let result = try build(["icons/cart.svg": Array(Self.svg.utf8), "icons/brand/logo.pdf": pdf, "icons/brand/mark.pdf": pdf,
                                "hero.jpg": [0xFF, 0xD8, 0xFF, 0xE0]], rules: rules)
        XCTAssertFalse(result.diagnostics.hasErrors, result.diagnostics.rendered)
        var intents: [String: ImageRenderingIntent?] = [:]
        for entry in result.entries { if case .image(let image) = entry.content { intents[entry.assetName] = image.renderingIntent } }
        XCTAssertEqual(intents, ["icons/cart": .template, "icons/brand/logo": .original, "icons/brand/mark": .template, "hero": .original])
        XCTAssertEqual(result.entries.first { $0.name == "hero" }.map(contents)?.contains("\"scale\" : \"1x\""), true)
    }

    func testSVGSanitiserRemovesWhatXcodeCannotUseAndSaysWhere() throws {
        let dirty = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="go()">
          <script>go()</script>
          <path d="M0 0h10v10z"><animate attributeName="opacity" from="0" to="1"/></path>
          <image xlink:href="photo.png" width="5" height="5"/>
          <image href="data:image/png;base64,AAAA" width="5" height="5"/>
        </svg>

        """
        let result = try SVGSanitizer.sanitize(Array(dirty.utf8), path: "x.svg")
        XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
          
          <path d="M0 0h10v10z"></path>
          
          <image href="data:image/png;base64,AAAA" width="5" height="5"/>
        </svg>

        """)
        XCTAssertEqual(result.removals.items.map(\.description), [
            "x.svg:1:104: warning: removed the onload attribute: Xcode does not run scripts",
            "x.svg:2:3: warning: removed <script>: Xcode does not run scripts",
            "x.svg:3:25: warning: removed <animate>: Xcode draws images without animation",
            "x.svg:4:3: warning: removed <image>: it refers to the file 'photo.png', which is not in the image set",
        ])
        let clean = Array(Self.svg.utf8)
        XCTAssertEqual(try SVGSanitizer.sanitize(clean, path: "c.svg").bytes, clean)
        XCTAssertTrue(try SVGSanitizer.sanitize(clean, path: "c.svg").removals.isEmpty)
    }

    /// A UTF-16 SVG (Illustrator can save one) goes into the catalog as UTF-8 whose declaration says so,
    /// with removals located in its text.
    func testUTF16SVGIsWrittenAsUTF8() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">"
            + "<script>x</script><path d=\"M0 0h10v10z\"/></svg>\n"
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let result = try SVGSanitizer.sanitize(utf16, path: "u.svg")
        XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self),
                       text.replacingOccurrences(of: "UTF-16", with: "UTF-8").replacingOccurrences(of: "<script>x</script>", with: ""))
        XCTAssertEqual(result.removals.items.map(\.description), ["u.svg:2:61: warning: removed <script>: Xcode does not run scripts"])
    }

    func testMistakesAreLocatedErrors() throws {
        let result = try build([
            "mixed.svg": Array(Self.svg.utf8), "mixed.png": Self.png,
            "scaled@2x.svg": Array(Self.svg.utf8),
            "twice.png": Self.png, "twice.jpg": [0xFF, 0xD8, 0xFF, 0xE0],
            "night.dark.svg": Array(Self.svg.utf8),
            "fake.png": Array("not a png".utf8),
            "broken.svg": Array("<svg><path></svg>".utf8),
            "good.svg": Array(Self.svg.utf8),
            "notes.txt": Array("hi".utf8),
        ], rules: ImageRenderingRules(paths: ["icns": .template]))
        let errors = result.diagnostics.errors.map(\.description)
        XCTAssertEqual(result.entries.map(\.name), ["good"])
        func has(_ text: String) { XCTAssertTrue(errors.contains { $0.contains(text) }, "\(text) not in \(errors)") }
        has("mixed.png: error: 'mixed' has both vector (SVG/PDF) and bitmap (PNG/JPEG) files")
        has("scaled@2x.svg: error: a vector image has no scale: name it without @2x")
        has("twice.png: error: 'twice.jpg' and 'twice.png' are both the 1x any appearance image of 'twice'")
        has("night.dark.svg: error: 'night' has only a dark variant")
        has("fake.png: error: the file is not a PNG image")
        has("broken.svg:1:")
        has("error: the rendering rule for 'icns' matches no image in the source folder")
        XCTAssertEqual(errors.count, 7, errors.joined(separator: "\n"))
        XCTAssertTrue(result.diagnostics.items.contains { $0.severity == .note && $0.description.contains("notes.txt") })
    }
}
