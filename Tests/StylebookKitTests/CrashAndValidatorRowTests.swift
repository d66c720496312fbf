import Foundation
import Symbols
import XCTest

/// Rows of docs/bad-input.md whose fix came from the other branches of issue 8 (`crash`: no crash
/// on any input; `validator`: validate like Xcode, size wide view boxes), as a user meets them.
final class CrashAndValidatorRowTests: XCTestCase {
    let fm = FileManager.default

    func folder() throws -> String {
        let root = NSTemporaryDirectory() + "stylebook-rows-\(UUID().uuidString)"
        try fm.createDirectory(atPath: root, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        return root
    }

    func svg(_ path: String, viewBox: String = "0 0 24 24", _ body: String) throws {
        try (#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="\#(viewBox)">"# + body + "</svg>")
            .write(toFile: path, atomically: true, encoding: .utf8)
    }

    // MARK: - crash

    func testTinyArcRadiiDoNotCrash() throws {
        let root = try folder()
        try svg(root + "/arc.svg", ##"<path d="M2 2A1e-160 1e-160 0 0 1 20 20" stroke="#000" stroke-width="2" fill="none"/>"##)
        let result = try runStylebook(["symbol", root + "/arc.svg", "-o", root + "/arc.out.svg"])
        XCTAssertFalse(result.crashed, result.summary)
        // Radii this small make the arc a straight line (SVG's rule for zero radii): a valid icon.
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertEqual(result.stderr, root + "/arc.svg:1:61: warning: shape extends outside the view box; clipped\n")
        XCTAssertEqual(try runStylebook(["validate", root + "/arc.out.svg"]).status, 0)
    }

    func testATinyArcDoesNotTakeTheBatchDown() throws {
        let root = try folder()
        try fm.createDirectory(atPath: root + "/icons", withIntermediateDirectories: true)
        try svg(root + "/icons/arc.svg", ##"<path d="M2 2A1e-160 1e-160 0 0 1 20 20" stroke="#000" stroke-width="2" fill="none"/>"##)
        try svg(root + "/icons/minus.svg", ##"<path d="M4 12h16" stroke="#000" stroke-width="2" fill="none"/>"##)
        let result = try runStylebook(["symbols", root + "/icons", "--catalog", root + "/A.xcassets", "--quiet"])
        XCTAssertFalse(result.crashed, result.summary)
        XCTAssertTrue(fm.fileExists(atPath: root + "/A.xcassets/minus.symbolset/minus.svg"), result.summary)
    }

    func testHugeEvenOddCoordinatesDoNotCrash() throws {
        let root = try folder()
        try svg(root + "/big.svg", #"<path fill-rule="evenodd" d="M-1e308 -1e308L1e308 0L0 1e308Z M1 1h5v5z"/>"#)
        let result = try runStylebook(["symbol", root + "/big.svg", "-o", root + "/big.out.svg"], timeLimit: 60)
        XCTAssertFalse(result.crashed, result.summary)
        XCTAssertFalse(result.timedOut)
        // A located error, never a crash.
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertEqual(result.stderr, root + "/big.svg:1:61: error: the shape reaches coordinate 1e+308, more than 100000 view-box sizes "
                       + "outside the view box; Stylebook cannot draw it accurately (check the numbers and transforms)\n")
        XCTAssertFalse(fm.fileExists(atPath: root + "/big.out.svg"))
    }

    func testYAMLAliasBombIsRefusedQuickly() throws {
        let root = try folder()
        var yaml = "a: &a [\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\"]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        try yaml.write(toFile: root + "/bomb.yml", atomically: true, encoding: .utf8)
        let result = try runStylebook(["tokens", root + "/bomb.yml", "--catalog", root + "/Y.xcassets"], timeLimit: 30)
        XCTAssertFalse(result.timedOut, "expanding the aliases hangs")
        XCTAssertFalse(result.crashed, result.summary)
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertEqual(result.stderr, root + "/bomb.yml:1:8: error: YAML expands to more than 1000000 values through its aliases "
                       + "(an alias bomb?); Stylebook stops reading here\n")
        XCTAssertFalse(fm.fileExists(atPath: root + "/Y.xcassets"))
    }

    // MARK: - validator

    /// A template Stylebook writes for the Kaimono cart, with `change` applied to its text.
    func template(_ change: (String) -> String) throws -> String {
        let root = try folder()
        let result = try runStylebook(["symbol", TestPaths.example + "/icons/cart.svg", "-o", root + "/t.svg"])
        XCTAssertEqual(result.status, 0, result.summary)
        let text = change(try String(contentsOfFile: root + "/t.svg", encoding: .utf8))
        try text.write(toFile: root + "/bad.svg", atomically: true, encoding: .utf8)
        return root + "/bad.svg"
    }

    func testNaNInATemplateGuideIsRejected() throws {
        let file = try template { text in
            // The Baseline-S guide, which places every small glyph.
            guard let range = text.range(of: #"id="Baseline-S"[^>]*y1="[^"]*""#, options: .regularExpression),
                  let y1 = text[range].range(of: #"y1="[^"]*""#, options: .regularExpression) else { return text }
            return text.replacingCharacters(in: y1, with: #"y1="nan""#)
        }
        let result = try runStylebook(["validate", file, "--quiet"])
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertEqual(result.stderr, file + #":31:109: error: unreadable y1="nan": "nan" is not a number (SVG numbers are finite decimals)"# + "\n")
    }

    func testNaNInATemplateTransformIsRejected() throws {
        let file = try template { $0.replacingOccurrences(of: #"id="Regular-M" transform="matrix(1 0 0 1"#,
                                                            with: #"id="Regular-M" transform="matrix(nan 0 0 inf"#) }
        let result = try runStylebook(["validate", file, "--quiet"])
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertEqual(result.stderr, file + #":41:39: error: unreadable transform: "nan" is not a number (SVG numbers are finite decimals) in matrix()"# + "\n")
    }

    func testTemplatesThatShipInRealAppsValidate() throws {
        guard let corpus = TestPaths.corpus("realworld/templates") else { throw TestPrerequisite.missing(TestPaths.missingCorpus("realworld/templates")) }
        let files = (fm.enumerator(atPath: corpus)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".svg") }.sorted().map { corpus + "/" + $0 }
        XCTAssertFalse(files.isEmpty)
        let result = try runStylebook(["validate", "--quiet"] + files)
        XCTAssertEqual(result.status, 0, result.summary)
    }

    func testAWideViewBoxIsNotBlownUpByItsHeight() throws {
        let root = try folder()
        try svg(root + "/wide.svg", viewBox: "0 0 80 38", #"<rect x="0" y="0" width="80" height="38"/>"#)
        let result = try runStylebook(["symbol", root + "/wide.svg", "-o", root + "/wide.out.svg"])
        XCTAssertEqual(result.status, 0, result.summary)
        let data = try XCTUnwrap(fm.contents(atPath: root + "/wide.out.svg"))
        let template = try TemplateReader.read(bytes: [UInt8](data), path: root + "/wide.out.svg")
        let bounds = try XCTUnwrap(template.variant("Regular-M")?.artboardBounds)
        // Apple's git.commit, drawn in a box of the same shape, is 80.5 × 38.7 at Regular-M.
        XCTAssertLessThanOrEqual(bounds.width, 100, "Regular-M glyph is \(bounds.width) × \(bounds.height)")
        XCTAssertGreaterThanOrEqual(bounds.width, 60)
    }
}
