import Foundation
import XCTest
@testable import SVG

/// Reads every icon of the shared dev corpus; skipped when the corpus is not on this machine.
final class CorpusTests: XCTestCase {
    func testEveryCorpusIconReads() throws {
        let root = "/work/shared/corpus/dev/icons"
        let fm = FileManager.default
        guard let sets = try? fm.contentsOfDirectory(atPath: root) else {
            throw XCTSkip("no corpus at \(root)")
        }
        var read = 0, failed: [String] = [], warned = 0, shapeCount = 0, empty: [String] = []
        for set in sets.sorted() {
            let dir = root + "/" + set
            guard let files = try? fm.contentsOfDirectory(atPath: dir) else { continue }
            for file in files.sorted() where file.hasSuffix(".svg") {
                do {
                    let icon = try SVGReader.read(path: dir + "/" + file)
                    read += 1
                    shapeCount += icon.shapes.count
                    if !icon.diagnostics.isEmpty { warned += 1 }
                    if icon.shapes.isEmpty { empty.append(set + "/" + file) }
                } catch {
                    failed.append("\(error)")
                }
            }
        }
        print("corpus: \(read) read, \(failed.count) failed, \(warned) with warnings, \(shapeCount) shapes, \(empty.count) empty")
        XCTAssertEqual(failed, [])
        XCTAssertEqual(empty, [])
        XCTAssertGreaterThan(read, 0)
    }
}
