import XCTest
import Diagnostics
@testable import Symbols

/// Reading and validating Apple-exported templates (dev corpus, read in place) and hand-made broken ones.
final class TemplateReaderTests: XCTestCase {
    static let corpus = TestPaths.corpus("templates") ?? TestPaths.shared + "/corpus/dev/templates"

    func fixtures() throws -> [String] {
        let fm = FileManager.default
        guard let e = fm.enumerator(atPath: Self.corpus) else { throw TestPrerequisite.missing(TestPaths.missingCorpus("templates")) }
        let files = e.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".svg") && ($0.contains(".symbolset/") || $0.hasSuffix("-symbol.svg") || $0.hasSuffix("-single.svg")) }
            .sorted()
        if files.isEmpty { throw TestPrerequisite.missing("no templates") }
        return files.map { Self.corpus + "/" + $0 }
    }

    func testAppleAndSwiftDrawFixturesValidateWithoutErrors() throws {
        let files = try fixtures()
        XCTAssertGreaterThanOrEqual(files.count, 4)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            let diagnostics = TemplateValidator.validate(bytes: bytes, path: file)
            XCTAssertFalse(diagnostics.hasErrors, "\(file):\n\(diagnostics.rendered)")
        }
    }

    func testReadsApplePlusCircleGeometry() throws {
        let file = Self.corpus + "/swiftgen/Symbols.xcassets/Plus.symbolset/plus.circle.fill.svg"
        guard let data = FileManager.default.contents(atPath: file) else { throw TestPrerequisite.missing(TestPaths.missingCorpus("templates")) }
        let t = try TemplateReader.read(bytes: [UInt8](data), path: file)
        XCTAssertEqual(t.version, 2.0)
        XCTAssertEqual(t.variants.count, 27)
        XCTAssertEqual(t.guide("Baseline-M")?.y ?? 0, 1126, accuracy: 1e-9)
        XCTAssertEqual(t.guide("Capline-S")?.y ?? 0, 625.541, accuracy: 1e-9)
        XCTAssertEqual(t.sourcePointSize, 100)
        let margins = try XCTUnwrap(t.margins(for: "Regular-M"))
        XCTAssertEqual(margins.left, 1391.3, accuracy: 1e-9)
        XCTAssertEqual(margins.right, 1508.39, accuracy: 1e-9)
        // Regular-M: the circle is ≈ 99.6 units tall, centred ≈ 35.25 above the baseline (format doc §8).
        let rm = try XCTUnwrap(t.variant("Regular-M"))
        let b = try XCTUnwrap(rm.artboardBounds)
        XCTAssertEqual(b.height, 99.61, accuracy: 0.05)
        XCTAssertEqual(1126 - b.midY, 35.25, accuracy: 0.05)
        XCTAssertEqual(rm.signatures.count, 1)
        XCTAssertTrue(rm.signatures[0].hasPrefix("MCCCCZM"))
    }

    func testSwiftDrawPathGuidesAreRead() throws {
        let file = Self.corpus + "/swiftdraw-key/key-symbol.svg"
        guard let data = FileManager.default.contents(atPath: file) else { throw TestPrerequisite.missing(TestPaths.missingCorpus("templates")) }
        let t = try TemplateReader.read(bytes: [UInt8](data), path: file)
        XCTAssertEqual(t.version, 3.0)
        XCTAssertEqual(t.guide("Baseline-S")?.y ?? 0, 146, accuracy: 1e-9)
        XCTAssertEqual(t.guide("left-margin-Regular-S")?.x ?? 0, 418.012, accuracy: 1e-9)
        XCTAssertEqual(Set(t.variants.map(\.id)), ["Ultralight-S", "Regular-S", "Black-S"])
        XCTAssertEqual(t.variant("Regular-S")?.signatures, t.variant("Black-S")?.signatures)
    }

    func testMissingVersionIsALocatedWarningThatSaysWhatXcodeDoes() {
        let text = MiniTemplate.make(version: nil)
        let d = TemplateValidator.validate(bytes: Array(text.utf8), path: "x.svg")
        XCTAssertFalse(d.hasErrors, d.rendered)
        let w = d.items.first { $0.severity == .warning && $0.message.contains("template-version") }
        XCTAssertNotNil(w, d.rendered)
        XCTAssertEqual(w?.location?.file, "x.svg")
        XCTAssertEqual(w?.location?.line, 2)
        XCTAssertTrue(w?.message.contains("Xcode reads it as version 0: it ignores the margins") ?? false, d.rendered)
    }

    func testMiniTemplateIsValid() {
        let d = TemplateValidator.validate(bytes: Array(MiniTemplate.make().utf8), path: "x.svg")
        XCTAssertFalse(d.hasErrors, d.rendered)
    }

    func testStrokeInVariantIsAWarningAtItsLine() {
        let text = MiniTemplate.make(pathAttributes: #"stroke="black" stroke-width="2""#)
        let d = TemplateValidator.validate(bytes: Array(text.utf8), path: "s.svg")
        XCTAssertFalse(d.hasErrors, d.rendered)
        let w = d.items.first { $0.severity == .warning && $0.message.contains("stroked") }
        XCTAssertNotNil(w, d.rendered)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("stroke=\"black\"") }.map { $0 + 1 }
        XCTAssertEqual(w?.location?.line, line)
    }

    func testTextInVariantFails() {
        let d = TemplateValidator.validate(bytes: Array(MiniTemplate.make(extra: "<text>A</text>").utf8), path: "t.svg")
        XCTAssertTrue(d.errors.contains { $0.message.contains("text node") }, d.rendered)
    }

    func testMissingGuideAndBadMargins() {
        let noBaseline = MiniTemplate.make().replacingOccurrences(of: "id=\"Baseline-L\"", with: "id=\"x\"")
        let d1 = TemplateValidator.validate(bytes: Array(noBaseline.utf8), path: "g.svg")
        XCTAssertTrue(d1.errors.contains { $0.message.contains("Baseline-L") }, d1.rendered)
        let swapped = MiniTemplate.make(left: 1500, right: 1400)
        let d2 = TemplateValidator.validate(bytes: Array(swapped.utf8), path: "g.svg")
        XCTAssertFalse(d2.hasErrors, d2.rendered)
        XCTAssertTrue(d2.items.contains { $0.severity == .warning && $0.message.contains("is not left of") }, d2.rendered)
        let noMargins = MiniTemplate.make(left: nil, right: nil)
        let d3 = TemplateValidator.validate(bytes: Array(noMargins.utf8), path: "g.svg")
        XCTAssertTrue(d3.errors.contains { $0.message.contains("missing margin guides") }, d3.rendered)
    }

    func testMalformedXMLIsLocated() {
        let text = "<svg>\n  <g id=\"Notes\">\n</svg>\n"
        let d = TemplateValidator.validate(bytes: Array(text.utf8), path: "m.svg")
        XCTAssertEqual(d.errors.count, 1)
        XCTAssertEqual(d.errors.first?.location?.line, 3)
    }

    func testMalformedXMLSaysSoAndKeepsTheParsersLocation() {
        let text = "<svg>\n  <g id=\"Notes\" id=\"again\"/>\n</svg>\n"
        let d = TemplateValidator.validate(bytes: Array(text.utf8), path: "m.svg")
        XCTAssertEqual(d.errors.count, 1, d.rendered)
        XCTAssertTrue(d.errors.first?.message.hasPrefix("malformed XML: duplicate attribute") ?? false, d.rendered)
        XCTAssertEqual(d.errors.first?.location?.line, 2)
        XCTAssertEqual(d.errors.first?.location?.column, 17)
    }

    func testMixedContentKeepsDocumentOrderAndEntities() throws {
        let text = "<svg><text id=\"t\">Template <tspan>v.3</tspan>.0 &amp; more</text></svg>"
        let root = try TemplateXMLParser.parse(SourceText(path: "x.svg", bytes: Array(text.utf8)))
        let t = try XCTUnwrap(root.first { $0.attribute("id") == "t" })
        XCTAssertEqual(t.children.count, 3)
        guard case .text(let first, let offset) = t.children[0], case .element(let span) = t.children[1],
              case .text(let last, _) = t.children[2] else { return XCTFail("children out of order") }
        XCTAssertEqual(first, "Template ")
        XCTAssertEqual(offset, 18)   // byte offset just after `<text id="t">`
        XCTAssertEqual(span.text, "v.3")
        XCTAssertEqual(last, ".0 & more")
    }

    func testIncompatibleMastersWithoutRegularMCompileWithAWarning() {
        // Apple's reader asks only for three path-based masters (v3+) in place of Regular-M.
        let masters = MiniTemplate.masters(black: "M 0 0 L 10 0 L 10 -10 Z")
        let d = TemplateValidator.validate(bytes: Array(masters.utf8), path: "i.svg")
        XCTAssertFalse(d.hasErrors, d.rendered)
        XCTAssertTrue(d.items.contains { $0.severity == .warning && $0.message.contains("interpolation-compatible")
            && $0.message.contains("interpolates nothing") }, d.rendered)
        let ok = MiniTemplate.masters(black: "M 0 0 L 12 0 L 12 -12 L 0 -12 Z")
        XCTAssertTrue(TemplateValidator.validate(bytes: Array(ok.utf8), path: "i.svg").items.isEmpty)
    }
}

/// Hand-made minimal templates for negative tests.
enum MiniTemplate {
    static func guides(margins: String) -> String {
        """
         <g id="Guides">
          <line id="Baseline-S" x1="263" x2="3036" y1="696" y2="696"/>
          <line id="Capline-S" x1="263" x2="3036" y1="625.541" y2="625.541"/>
          <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
          <line id="Capline-M" x1="263" x2="3036" y1="1055.541" y2="1055.541"/>
          <line id="Baseline-L" x1="263" x2="3036" y1="1556" y2="1556"/>
          <line id="Capline-L" x1="263" x2="3036" y1="1485.541" y2="1485.541"/>
        \(margins) </g>
        """
    }

    static func make(version: String? = "Template v.3.0", pathAttributes: String = "", extra: String = "",
                     left: Double? = 1400, right: Double? = 1500) -> String {
        let notes = version.map { "<g id=\"Notes\"><text id=\"template-version\">\($0)</text></g>\n" } ?? ""
        var margins = ""
        if let left { margins += "  <line id=\"left-margin-Regular-M\" x1=\"\(left)\" x2=\"\(left)\" y1=\"1030\" y2=\"1150\"/>\n" }
        if let right { margins += "  <line id=\"right-margin-Regular-M\" x1=\"\(right)\" x2=\"\(right)\" y1=\"1030\" y2=\"1150\"/>\n" }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
        \(notes)\(guides(margins: margins))
         <g id="Symbols">
          <g id="Regular-M" transform="matrix(1 0 0 1 1400 1126)">
           <path \(pathAttributes) d="M 10 0 L 90 0 L 90 -70 L 10 -70 Z"/>
           \(extra)
          </g>
         </g>
        </svg>
        """
    }

    static func masters(black: String) -> String {
        var margins = ""
        for (i, id) in ["Ultralight-S", "Regular-S", "Black-S"].enumerated() {
            let x = 500.0 + Double(i) * 500
            margins += "  <line id=\"left-margin-\(id)\" x1=\"\(x)\" x2=\"\(x)\" y1=\"600\" y2=\"720\"/>\n"
            margins += "  <line id=\"right-margin-\(id)\" x1=\"\(x + 20)\" x2=\"\(x + 20)\" y1=\"600\" y2=\"720\"/>\n"
        }
        let square = "M 0 0 L 10 0 L 10 -10 L 0 -10 Z"
        return """
        <svg xmlns="http://www.w3.org/2000/svg">
        <g id="Notes"><text id="template-version">Template v.3.0</text></g>
        \(guides(margins: margins))
        <g id="Symbols">
         <g id="Ultralight-S" transform="matrix(1 0 0 1 500 696)"><path d="\(square)"/></g>
         <g id="Regular-S" transform="matrix(1 0 0 1 1000 696)"><path d="\(square)"/></g>
         <g id="Black-S" transform="matrix(1 0 0 1 1500 696)"><path d="\(black)"/></g>
        </g>
        </svg>
        """
    }
}
