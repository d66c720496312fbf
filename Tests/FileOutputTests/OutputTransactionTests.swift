import Foundation
import Testing
@testable import FileOutput

@Suite struct OutputTransactionTests {
    func temporaryFolder() throws -> String {
        let dir = NSTemporaryDirectory() + "stylebook-ot-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func writesNestedFilesAndReportsChanges() throws {
        let dir = try temporaryFolder()
        var tx = OutputTransaction()
        tx.write("one", to: dir + "/a/b/one.txt")
        tx.write("two", to: dir + "/two.txt")
        let changed = try tx.commit()
        #expect(changed.count == 2)
        #expect(try String(contentsOfFile: dir + "/a/b/one.txt", encoding: .utf8) == "one")
        // A second identical commit changes nothing.
        #expect(try tx.commit().isEmpty)
        // No temporary files are left behind.
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func failureLeavesDestinationUntouched() throws {
        let dir = try temporaryFolder()
        // A file where a folder must go makes the commit fail before anything is renamed.
        FileManager.default.createFile(atPath: dir + "/blocker", contents: Data("x".utf8))
        var tx = OutputTransaction()
        tx.write("good", to: dir + "/good.txt")
        tx.write("bad", to: dir + "/blocker/inner.txt")
        #expect(throws: OutputTransaction.Failure.self) { try tx.commit() }
        #expect(!FileManager.default.fileExists(atPath: dir + "/good.txt"))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(names == ["blocker"])
    }
}
