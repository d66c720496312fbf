import XCTest
import Diagnostics
import SVG
@testable import Symbols

/// Every template in the shared dev corpus (real apps' templates, which Xcode compiles, and Apple's and
/// SwiftDraw's exports) validates without errors. Read in place; skipped when the corpus is absent.
final class TemplateCorpusTests: XCTestCase {
    static let folders = [TestPaths.sharedCorpus + "/realworld/templates", TestPaths.sharedCorpus + "/templates"]

    func testEveryCorpusTemplateValidatesWithoutErrors() throws {
        var checked = 0
        var found = false
        for folder in Self.folders {
            guard let files = TestPaths.svgFiles(under: folder) else { continue }
            found = true
            var templatesHere = 0
            for file in files {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
                let inSymbolSet = file.contains(".symbolset/")
                // The SwiftDraw sample keeps its source icons next to its templates: an SVG with neither
                // guides nor variants is a source icon, never a template (and never inside a .symbolset).
                if let t = try? TemplateReader.read(bytes: bytes, path: file), t.guides.isEmpty, t.variants.isEmpty {
                    XCTAssertFalse(inSymbolSet, "\(file) is in a symbol set but has no guides or variants")
                    continue
                }
                let diagnostics = TemplateValidator.validate(bytes: bytes, path: file)
                XCTAssertFalse(diagnostics.hasErrors, "\(file):\n\(diagnostics.rendered)")
                templatesHere += 1
            }
            XCTAssertGreaterThan(templatesHere, 0, "no templates found under \(folder)")
            checked += templatesHere
        }
        guard found else { throw TestPrerequisite.missing("the shared template corpus is absent: \(Self.folders.joined(separator: ", "))") }
        print("validated \(checked) corpus templates without errors")
    }

    /// What Stylebook writes is judged by the same validator with nothing to say: no error, no warning.
    /// A deterministic sample of the dev icon corpus (every 40th icon by name) in all three variant sets.
    func testStylebookTemplatesValidateWithoutDiagnostics() throws {
        guard let all = TestPaths.svgFiles(under: TestPaths.sharedCorpus + "/icons") else {
            throw TestPrerequisite.missing("the shared icon corpus is absent: \(TestPaths.sharedCorpus)/icons")
        }
        let sample = all.enumerated().filter { $0.offset % 40 == 0 }.map(\.element)
        XCTAssertGreaterThanOrEqual(sample.count, 40)
        for file in sample {
            let icon = try SVGReader.parse(text: String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self),
                                           path: file)
            for variants in VariantSet.allCases {
                let conversion = try SymbolConverter.convert(icon: icon, options: SymbolOptions(variants: variants))
                let d = TemplateValidator.validate(bytes: Array(conversion.template.utf8), path: file + " (\(variants))")
                XCTAssertTrue(d.items.isEmpty, d.rendered)
            }
        }
    }
}
