import Foundation
import XCTest
@testable import SVG

/// Reads every icon of the shared dev corpus; skipped when the corpus is not on this machine.
final class CorpusTests: XCTestCase {
    func testEveryCorpusIconReads() throws {
        guard let root = TestPaths.corpus("icons") else { throw TestPrerequisite.missing(TestPaths.missingCorpus("icons")) }
        let fm = FileManager.default
        guard let sets = try? fm.contentsOfDirectory(atPath: root) else {
            throw TestPrerequisite.missing("cannot list the corpus at \(root)")
        }
        var read = 0, failed: [String] = [], warned = 0, shapeCount = 0, empty: [String] = [], nonFinite: [String] = []
        for set in sets.sorted() {
            var setCount = 0, setShapes = 0, strokes = 0
            let dir = root + "/" + set
            guard let files = try? fm.contentsOfDirectory(atPath: dir) else { continue }
            for file in files.sorted() where file.hasSuffix(".svg") {
                do {
                    let icon = try SVGReader.read(path: dir + "/" + file)
                    read += 1
                    shapeCount += icon.shapes.count
                    setCount += 1
                    setShapes += icon.shapes.count
                    strokes += icon.shapes.filter { $0.stroke != nil }.count
                    let points = icon.shapes.flatMap { $0.iconSpacePath.elements.compactMap(\.endPoint) }
                    if !points.allSatisfy(\.isFinite) || icon.viewBox.isEmpty { nonFinite.append(set + "/" + file) }
                    if !icon.diagnostics.isEmpty { warned += 1 }
                    if icon.shapes.isEmpty { empty.append(set + "/" + file) }
                } catch {
                    failed.append("\(error)")
                }
            }
            print("corpus \(set): \(setCount) icons, \(setShapes) shapes, \(strokes) stroked")
        }
        print("corpus: \(read) read, \(failed.count) failed, \(warned) with warnings, \(shapeCount) shapes, \(empty.count) empty")
        XCTAssertEqual(failed, [])
        XCTAssertEqual(empty, [])
        XCTAssertEqual(nonFinite, [])
        XCTAssertGreaterThan(read, 0)
    }
}
