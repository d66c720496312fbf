import Foundation
import Testing
@testable import FileOutput

@Suite struct OutputTransactionTests {
    func temporaryFolder() throws -> String { try makeTemporaryFolder(prefix: "stylebook-ot") }

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
        // No staging folders or temporary files are left behind.
        #expect(snapshot(dir).keys.sorted() == ["a", "a/b", "a/b/one.txt", "two.txt"])
    }

    @Test func failureLeavesDestinationUntouched() throws {
        let dir = try temporaryFolder()
        // A file where a folder must go makes the commit fail before anything is touched.
        FileManager.default.createFile(atPath: dir + "/blocker", contents: Data("x".utf8))
        var tx = OutputTransaction()
        tx.write("good", to: dir + "/good.txt")
        tx.write("bad", to: dir + "/blocker/inner.txt")
        #expect(throws: OutputTransaction.Failure.self) { try tx.commit() }
        #expect(!FileManager.default.fileExists(atPath: dir + "/good.txt"))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(names == ["blocker"])
    }

    /// A tree with a file to keep, one to change, one to remove and a folder to remove.
    func makeTree() throws -> String {
        let dir = try temporaryFolder()
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/a", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/gone/inner", withIntermediateDirectories: true)
        try Data("same".utf8).write(to: URL(fileURLWithPath: dir + "/a/keep.txt"))
        try Data("old bytes".utf8).write(to: URL(fileURLWithPath: dir + "/a/change.txt"))
        try Data("extra".utf8).write(to: URL(fileURLWithPath: dir + "/old.txt"))
        try Data("g".utf8).write(to: URL(fileURLWithPath: dir + "/gone/inner/g.txt"))
        try Data("user".utf8).write(to: URL(fileURLWithPath: dir + "/user.txt"))
        return dir
    }

    func transaction(in dir: String) -> OutputTransaction {
        var tx = OutputTransaction()
        tx.write("same", to: dir + "/a/keep.txt")
        tx.write("new bytes", to: dir + "/a/change.txt")
        tx.write("fresh", to: dir + "/a/new.txt")
        tx.write("deep", to: dir + "/n/m/deep.txt")
        tx.write("deep2", to: dir + "/n/other.txt")
        tx.createDirectory(dir + "/empty")
        tx.remove(dir + "/old.txt")
        tx.remove(dir + "/gone")
        tx.remove(dir + "/never-there")
        return tx
    }

    @Test func changesListsMissingStaleAndExtraWithoutTouchingAnything() throws {
        let dir = try makeTree()
        let before = snapshot(dir)
        let changes = try transaction(in: dir).changes()
        #expect(changes.map { "\($0.kind.rawValue) \($0.path.dropFirst(dir.count + 1))" } == [
            "stale a/change.txt", "missing a/new.txt", "missing empty", "extra gone",
            "missing n/m/deep.txt", "missing n/other.txt", "extra old.txt",
        ])
        #expect(snapshot(dir) == before)
    }

    @Test func successfulCommitWritesRemovesAndLeavesNothingElse() throws {
        let dir = try makeTree()
        let result = try transaction(in: dir).commit(fileSystem: PosixFileSystem())
        #expect(result.written.map { String($0.dropFirst(dir.count + 1)) } == ["a/change.txt", "a/new.txt", "n/m/deep.txt", "n/other.txt"])
        #expect(result.removed.map { String($0.dropFirst(dir.count + 1)) } == ["gone", "old.txt"])
        #expect(result.leftovers.isEmpty)
        #expect(snapshot(dir) == expectedAfter())
    }

    func expectedAfter() -> [String: TreeItem] {
        func file(_ text: String) -> TreeItem { .file(Data(text.utf8)) }
        return [
            "a": .folder, "a/keep.txt": file("same"), "a/change.txt": file("new bytes"), "a/new.txt": file("fresh"),
            "n": .folder, "n/m": .folder, "n/m/deep.txt": file("deep"), "n/other.txt": file("deep2"),
            "empty": .folder, "user.txt": file("user"),
        ]
    }

    /// The heart of all-or-nothing: a failure injected at every single step of the commit
    /// leaves the tree byte-identical to before (or, once every rename is done, identical to after).
    @Test func aFailureAtEveryStepRollsBackCompletely() throws {
        let counting = FaultInjectingFileSystem()
        let reference = try makeTree()
        _ = try transaction(in: reference).commit(fileSystem: counting)
        let operations = counting.operations
        let lastRename = try #require(operations.lastIndex(of: .rename))
        #expect(operations.filter { $0 == .rename }.count == 7, "2 per replaced file, 1 per new file, new tree or removal: \(operations)")
        #expect(operations.count > 15)

        for step in operations.indices {
            let dir = try makeTree()
            let before = snapshot(dir)
            let fs = FaultInjectingFileSystem(failAt: step)
            if step <= lastRename {
                #expect(throws: OutputTransaction.Failure.self, "step \(step) \(operations[step])") {
                    try transaction(in: dir).commit(fileSystem: fs)
                }
                #expect(snapshot(dir) == before, "failure at step \(step) (\(operations[step])) changed the tree")
            } else {
                // Only the clean-up is left: the output is complete, the staging folder stays behind and is reported.
                let result = try transaction(in: dir).commit(fileSystem: fs)
                #expect(result.leftovers.count == 1)
                var after = snapshot(dir)
                for key in after.keys where key.contains(".stylebook-staging-") { after[key] = nil }
                #expect(after == expectedAfter(), "clean-up failure at step \(step)")
            }
            try? FileManager.default.removeItem(atPath: dir)
        }
    }

    @Test func whenAnUndoFailsTooThePreviousVersionIsKeptAndNamed() throws {
        let counting = FaultInjectingFileSystem()
        let reference = try makeTree()
        _ = try transaction(in: reference).commit(fileSystem: counting)
        let renames = counting.operations.indices.filter { counting.operations[$0] == .rename }
        // Fail the 2nd rename (after a.change.txt moved to the backup), then fail its undo too.
        let dir = try makeTree()
        let fs = FaultInjectingFileSystem(failAt: [renames[1], renames[1] + 1])
        do {
            _ = try transaction(in: dir).commit(fileSystem: fs)
            Issue.record("expected a failure")
        } catch {
            #expect(error.undoFailed == [dir + "/a/change.txt"])
            #expect(error.description.contains("could not restore"))
        }
        // Nothing is lost: the old bytes are still on disk, in the staging folder.
        let kept = snapshot(dir).filter { $0.key.contains(".stylebook-staging-") && $0.value == .file(Data("old bytes".utf8)) }
        #expect(kept.count == 1)
    }

    @Test func relativePathsAndOneLetterFoldersNeedNoFoundationPathHelpers() throws {
        #expect(FilePaths.parent("o/out.svg") == "o")
        #expect(FilePaths.parent("out.svg") == "")
        #expect(FilePaths.parent("/out.svg") == "/")
        #expect(FilePaths.parent("a/b/") == "a")
        #expect(FilePaths.lastComponent("e/X.xcassets/") == "X.xcassets")
        #expect(FilePaths.normalize("./a//b/./c/") == "a/b/c")
        #expect(FilePaths.normalize("../a") == "../a")
        #expect(FilePaths.join("", "a") == "a")
        #expect(FilePaths.join("/", "a") == "/a")
        #expect(FilePaths.stem("icons/cart.black.svg") == "cart.black")
        #expect(FilePaths.pathExtension("Icons/cart.symbolset") == "symbolset")
    }
}
