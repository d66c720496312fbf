import Foundation
import StylebookKit
import XCTest

/// The committed `Examples/Kaimono/Generated` is the golden output: building the example again
/// must give the same bytes. Regenerate with `swift run stylebook build Examples/Kaimono`.
final class KaimonoGoldenTests: XCTestCase {
    static var packageRoot: String { TestPaths.packageRoot }
    static var example: String { TestPaths.example }
    let fm = FileManager.default

    /// Copies the example's sources (not its output) to a fresh folder.
    func freshCopy() throws -> String {
        let dir = NSTemporaryDirectory() + "kaimono-\(UUID().uuidString)"
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for item in try fm.contentsOfDirectory(atPath: Self.example) where item != "Generated" {
            try fm.copyItem(atPath: Self.example + "/" + item, toPath: dir + "/" + item)
        }
        return dir
    }

    func files(under root: String) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let e = fm.enumerator(atPath: root) else { return result }
        while let item = e.nextObject() as? String {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: root + "/" + item, isDirectory: &isDir), !isDir.boolValue {
                result[item] = fm.contents(atPath: root + "/" + item)
            }
        }
        return result
    }

    func testRebuildIsByteIdenticalToTheCommittedOutput() throws {
        let dir = try freshCopy()
        defer { try? fm.removeItem(atPath: dir) }
        let report = ProjectBuilder.build(try ProjectConfig.load(at: dir))
        XCTAssertFalse(report.diagnostics.hasErrors, report.diagnostics.rendered)
        XCTAssertEqual(report.symbols, 12)
        XCTAssertEqual(report.failedIcons, [])

        let golden = files(under: Self.example + "/Generated")
        let fresh = files(under: dir + "/Generated")
        XCTAssertFalse(golden.isEmpty, "the golden output is missing; run `swift run stylebook build Examples/Kaimono`")
        XCTAssertEqual(Set(fresh.keys), Set(golden.keys))
        for (path, data) in golden.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(fresh[path], data, "\(path) differs from the golden output; regenerate and review the diff")
        }

        // A second build over its own output changes nothing and removes nothing.
        let again = ProjectBuilder.build(try ProjectConfig.load(at: dir))
        XCTAssertEqual(again.written?.changed, [])
        XCTAssertEqual(again.written?.removed, [])
    }

    func testCheckModeWritesNothing() throws {
        let dir = try freshCopy()
        defer { try? fm.removeItem(atPath: dir) }
        let report = ProjectBuilder.build(try ProjectConfig.load(at: dir), write: false)
        XCTAssertTrue(report.succeeded, report.diagnostics.rendered)
        XCTAssertNil(report.written)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/Generated"))
    }
}
