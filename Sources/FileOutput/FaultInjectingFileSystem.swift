import Foundation

/// A test hook: the real file system, except that the changing calls (create folder, write,
/// rename, remove) numbered in `failAt` (0-based, in call order) fail. Records every changing
/// call, so a test can first count the steps of a commit and then fail each one in turn.
package final class FaultInjectingFileSystem: CommitFileSystem, @unchecked Sendable {
    package enum Operation: String, Sendable { case createDirectory, writeFile, rename, removeTree }

    private let real = PosixFileSystem()
    private let lock = NSLock()
    private var count = 0
    private var log: [(Operation, String)] = []
    package let failAt: Set<Int>

    package init(failAt: Set<Int> = []) { self.failAt = failAt }
    package convenience init(failAt: Int) { self.init(failAt: [failAt]) }

    /// The changing calls made so far, in order.
    package var operations: [Operation] { lock.withLock { log.map(\.0) } }
    /// The same, with the path each concerned.
    package var calls: [(operation: Operation, path: String)] { lock.withLock { log.map { ($0.0, $0.1) } } }

    private func step(_ operation: Operation, _ path: String) throws {
        let index: Int = lock.withLock {
            log.append((operation, path))
            count += 1
            return count - 1
        }
        if failAt.contains(index) { throw FileSystemError(path: path, reason: "injected failure at step \(index) (\(operation))") }
    }

    package func kind(_ path: String) -> FileKind? { real.kind(path) }
    package func contents(_ path: String) -> Data? { real.contents(path) }

    package func createDirectory(_ path: String) throws {
        try step(.createDirectory, path)
        try real.createDirectory(path)
    }

    package func writeFile(_ data: Data, to path: String) throws {
        try step(.writeFile, path)
        try real.writeFile(data, to: path)
    }

    package func rename(_ from: String, to: String) throws {
        try step(.rename, from + " -> " + to)
        try real.rename(from, to: to)
    }

    package func removeTree(_ path: String) throws {
        try step(.removeTree, path)
        try real.removeTree(path)
    }
}


/// A test hook for a kill: the real file system until the changing call numbered `crashAt`
/// (0-based); that call and every later one fail, as if the process had died there (nothing it
/// would do afterwards, roll-back included, reaches the disk).
package final class CrashingFileSystem: CommitFileSystem, @unchecked Sendable {
    private let real = PosixFileSystem()
    private let lock = NSLock()
    private var count = 0
    package let crashAt: Int

    package init(crashAt: Int) { self.crashAt = crashAt }

    /// True once the crash point was reached.
    package var crashed: Bool { lock.withLock { count > crashAt } }

    private func step(_ path: String) throws {
        let index: Int = lock.withLock {
            count += 1
            return count - 1
        }
        if index >= crashAt { throw FileSystemError(path: path, reason: "process killed (simulated) at step \(crashAt)") }
    }

    package func kind(_ path: String) -> FileKind? { real.kind(path) }
    package func contents(_ path: String) -> Data? { real.contents(path) }
    package func createDirectory(_ path: String) throws { try step(path); try real.createDirectory(path) }
    package func writeFile(_ data: Data, to path: String) throws { try step(path); try real.writeFile(data, to: path) }
    package func rename(_ from: String, to: String) throws { try step(to); try real.rename(from, to: to) }
    package func removeTree(_ path: String) throws { try step(path); try real.removeTree(path) }
}
