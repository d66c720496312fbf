import FileOutput
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A kill at any instant of a journaled commit leaves, after the next run's recovery, either the
/// old tree or the new one; signals roll back; stray staging folders are swept.
final class CommitJournalTests: XCTestCase {
    let fm = FileManager.default

    func makeRoot() throws -> String {
        let root = NSTemporaryDirectory() + "stylebook-journal-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        try fm.createDirectory(atPath: root + "/out/sets/a.set", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/out/sets/gone.set", withIntermediateDirectories: true)
        try "old a".write(toFile: root + "/out/sets/a.set/file.txt", atomically: true, encoding: .utf8)
        try "gone".write(toFile: root + "/out/sets/gone.set/file.txt", atomically: true, encoding: .utf8)
        try "old manifest".write(toFile: root + "/out/manifest", atomically: true, encoding: .utf8)
        return root
    }

    /// Replaces a file, removes a folder, adds a new folder tree and rewrites the record.
    func transaction(_ root: String) -> OutputTransaction {
        var t = OutputTransaction()
        t.write("new a", to: root + "/out/sets/a.set/file.txt")
        t.write("b", to: root + "/out/sets/b.set/file.txt")
        t.write("c", to: root + "/out/more/c.set/file.txt")
        t.remove(root + "/out/sets/gone.set")
        t.writeRecord(Data("new manifest".utf8), to: root + "/out/manifest")
        return t
    }

    func journal(_ root: String) -> String { root + "/out/" + CommitJournal.fileName }

    func testRecordIsRenamedAfterEverythingItDescribes() throws {
        let root = try makeRoot()
        let counting = FaultInjectingFileSystem()
        _ = try transaction(root).commit(fileSystem: counting, journal: journal(root))
        let renames = counting.calls.filter { $0.operation == .rename }.map(\.path)
        let last = try XCTUnwrap(renames.last { !$0.hasSuffix(CommitJournal.fileName) })
        XCTAssertTrue(last.hasSuffix(" -> " + root + "/out/manifest"), "\(renames)")
        XCTAssertFalse(fm.fileExists(atPath: journal(root)))
    }

    func testAKillAtEveryStepRecoversToTheOldOrTheNewTree() throws {
        let reference = try makeRoot()
        let old = snapshot(reference + "/out")
        let counting = FaultInjectingFileSystem()
        _ = try transaction(reference).commit(fileSystem: counting, journal: journal(reference))
        let new = snapshot(reference + "/out")
        XCTAssertNotEqual(old, new)
        let steps = counting.operations.count
        XCTAssertGreaterThan(steps, 12)
        var sawRollBack = false
        for step in 0..<steps {
            let root = try makeRoot()
            let crashing = CrashingFileSystem(crashAt: step)
            // A kill during the clean-up comes after the commit succeeded: it reports leftovers, no error.
            _ = try? transaction(root).commit(fileSystem: crashing, journal: journal(root))
            let recovery = try OutputTransaction.recover(journal: journal(root))
            if recovery.undone > 0 { sawRollBack = true }
            StagingSweep.sweep(folders: [root + "/out"], trees: [root + "/out"])
            let after = snapshot(root + "/out")
            XCTAssertTrue(after == old || after == new, "step \(step): \(after.keys.sorted())")
            XCTAssertFalse(after.keys.contains { $0.contains(".stylebook-") }, "step \(step): \(after.keys.sorted())")
        }
        XCTAssertTrue(sawRollBack, "some step must have been mid-swap")
    }

    func testRecoveryRunTwiceIsHarmless() throws {
        let root = try makeRoot()
        let old = snapshot(root + "/out")
        let counting = FaultInjectingFileSystem()
        var t = transaction(root)
        _ = try t.commit(fileSystem: counting, journal: journal(root))
        // Redo on a fresh tree, killed just after the third rename of the swap.
        let again = try makeRoot()
        let renameSteps = counting.operations.enumerated().filter { $0.element == .rename }.map(\.offset)
        t = transaction(again)
        XCTAssertThrowsError(try t.commit(fileSystem: CrashingFileSystem(crashAt: renameSteps[3] + 1), journal: journal(again)))
        let data = try XCTUnwrap(fm.contents(atPath: journal(again)))
        // A failure in the middle of recovery, then a second recovery, still ends at the old tree.
        _ = try? OutputTransaction.recover(journal: journal(again), fileSystem: CrashingFileSystem(crashAt: 1))
        XCTAssertEqual(fm.contents(atPath: journal(again)), data)
        _ = try OutputTransaction.recover(journal: journal(again))
        XCTAssertEqual(snapshot(again + "/out"), old)
    }

    func testATamperedJournalMovesNothing() throws {
        let root = try makeRoot()
        let before = snapshot(root + "/out")
        let bad = "stylebook-journal 1\nphase\tswapping\nstaging\t\(root)/out/.stylebook-staging-1-ab\nmove\t\(root)/elsewhere\t\(root)/out/sets/a.set\nend\n"
        try bad.write(toFile: journal(root), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try OutputTransaction.recover(journal: journal(root))) { error in
            XCTAssertTrue("\(error)".contains("not Stylebook's staging folders"), "\(error)")
        }
        try "stylebook-journal 1\nphase\tswapping\n".write(toFile: journal(root), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try OutputTransaction.recover(journal: journal(root))) { error in
            XCTAssertTrue("\(error)".contains("damaged"), "\(error)")
        }
        try fm.removeItem(atPath: journal(root))
        XCTAssertEqual(snapshot(root + "/out"), before)
    }

    func testASignalDuringTheSwapRollsBack() throws {
        let root = try makeRoot()
        let old = snapshot(root + "/out")
        defer { CommitSignals.simulate(0) }
        let signalling = SignalOnRename(at: 2)
        XCTAssertThrowsError(try transaction(root).commit(fileSystem: signalling, journal: journal(root))) { error in
            XCTAssertTrue("\(error)".contains("interrupted by SIGTERM"), "\(error)")
        }
        XCTAssertEqual(snapshot(root + "/out"), old)
        CommitSignals.simulate(0)
        // With no signal pending the same commit goes through.
        XCTAssertNoThrow(try transaction(root).commit(fileSystem: PosixFileSystem(), journal: journal(root)))
    }

    func testSweepRemovesOnlyAbandonedStagingFoldersOfOurShape() throws {
        let root = try makeRoot()
        let dead = root + "/out/sets/.stylebook-staging-999999-ab12"
        let foreign = root + "/out/.stylebook-staging-999999-cd34"
        let badName = root + "/out/.stylebook-staging-notes"
        let alive = root + "/out/.stylebook-staging-\(getpid() == 1 ? 2 : 1)-ef56"
        for folder in [dead + "/old", foreign + "/mine", badName + "/new", alive + "/new"] {
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let removed = StagingSweep.sweep(folders: [], trees: [root + "/out"])
        XCTAssertEqual(removed, [dead])
        for kept in [foreign, badName, alive] { XCTAssertTrue(fm.fileExists(atPath: kept), kept) }
    }

    /// Set folders are mostly leaves, which the sweep recognises by their link count without
    /// opening them; one that holds a staging folder (or any folder) is still looked into.
    func testSweepFindsStagingFoldersInsideSetFoldersAmongManyLeaves() throws {
        let root = try makeRoot()
        for index in 0..<50 {
            try fm.createDirectory(atPath: root + "/out/sets/leaf\(index).set", withIntermediateDirectories: true)
            try "x".write(toFile: root + "/out/sets/leaf\(index).set/file.txt", atomically: true, encoding: .utf8)
        }
        let inSet = root + "/out/sets/leaf7.set/.stylebook-staging-999999-ab12"
        let deeper = root + "/out/sets/leaf9.set/sub/.stylebook-staging-999998-cd34"
        for folder in [inSet + "/old", deeper + "/new"] { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        XCTAssertEqual(StagingSweep.candidates(in: root + "/out", recursive: true).sorted(), [deeper, inSet].sorted())
        XCTAssertEqual(StagingSweep.sweep(folders: [], trees: [root + "/out"]).sorted(), [deeper, inSet].sorted())
        XCTAssertFalse(fm.fileExists(atPath: inSet))
        XCTAssertEqual(StagingSweep.candidates(in: root + "/out", recursive: true), [])
    }

    func testASecondWriterWaitsForTheLockThenTimesOutClearly() throws {
        let root = try makeRoot()
        let first = try OutputLock.acquire(folder: root + "/out")
        let messages = MessageBox()
        let settings = OutputLock.Settings(timeout: 0.3, announceAfter: 0) { messages.add($0) }
        XCTAssertThrowsError(try OutputLock.acquire(folder: root + "/out", settings: settings)) { error in
            XCTAssertTrue("\(error)".contains("another Stylebook build has held"), "\(error)")
            XCTAssertTrue("\(error)".contains("nothing was written"), "\(error)")
        }
        XCTAssertEqual(messages.all.count, 1)
        XCTAssertTrue(messages.all.first?.contains("waiting for another Stylebook build") == true)
        // Released: the next one proceeds at once, even while waiting had begun.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { first.release() }
        let second = try OutputLock.acquire(folder: root + "/out", settings: OutputLock.Settings(timeout: 5, waiting: nil))
        second.release()
    }
}

final class MessageBox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}

/// The real file system, raising a (simulated) SIGTERM just before the rename numbered `at`.
final class SignalOnRename: CommitFileSystem, @unchecked Sendable {
    private let real = PosixFileSystem()
    private let lock = NSLock()
    private var renames = 0
    let at: Int
    init(at: Int) { self.at = at }
    func kind(_ path: String) -> FileKind? { real.kind(path) }
    func contents(_ path: String) -> Data? { real.contents(path) }
    func createDirectory(_ path: String) throws { try real.createDirectory(path) }
    func writeFile(_ data: Data, to path: String) throws { try real.writeFile(data, to: path) }
    func removeTree(_ path: String) throws { try real.removeTree(path) }
    func rename(_ from: String, to: String) throws {
        let n = lock.withLock { renames += 1; return renames }
        // Journal renames count too; the third one is inside the swap.
        if n == at + 2 { CommitSignals.simulate(SIGTERM) }
        try real.rename(from, to: to)
    }
}
