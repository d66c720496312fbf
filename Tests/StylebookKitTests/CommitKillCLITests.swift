import FileOutput
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `stylebook` binary killed for real in the middle of a commit (SIGKILL, SIGTERM), and
/// four builds of one project at once.
final class CommitKillCLITests: XCTestCase {
    let fm = FileManager.default

    func project(icons count: Int, variant: Int = 0) throws -> String {
        let root = NSTemporaryDirectory() + "stylebook-kill-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        try fm.createDirectory(atPath: root + "/icons", withIntermediateDirectories: true)
        try "catalog: Out/App.xcassets\nsymbols:\n  source: icons\n  namespace: Icons\n  variants: regular\n  swift: Out/Symbols.swift\n"
            .write(toFile: root + "/stylebook.yml", atomically: true, encoding: .utf8)
        try writeIcons(root, count: count, variant: variant)
        return root
    }

    /// `count` icons; `variant` 1 draws every one differently, drops the first 40 and adds 40 new.
    func writeIcons(_ root: String, count: Int, variant: Int) throws {
        let names = variant == 0 ? (0..<count).map { "icon\($0)" } : (40..<(count + 40)).map { "icon\($0)" }
        for existing in try fm.contentsOfDirectory(atPath: root + "/icons") { try fm.removeItem(atPath: root + "/icons/" + existing) }
        for (i, name) in names.enumerated() {
            let y = 4 + (i + variant * 7) % 16
            try ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 \##(y)h16M12 4v\##(8 + variant * 4)" stroke="#000" stroke-width="2" fill="none"/></svg>"##
                .write(toFile: root + "/icons/\(name).svg", atomically: true, encoding: .utf8)
        }
    }

    func tree(_ root: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let e = fm.enumerator(atPath: root + "/Out")
        while let item = e?.nextObject() as? String {
            if item.hasSuffix(OutputLock.fileName) { continue }
            var isDir: ObjCBool = false
            _ = fm.fileExists(atPath: root + "/Out/" + item, isDirectory: &isDir)
            result[item + (isDir.boolValue ? "/" : "")] = isDir.boolValue ? Data() : fm.contents(atPath: root + "/Out/" + item)
        }
        return result
    }

    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TestPaths.stylebookBinary())
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Starts a build and sends `sig` as soon as its journal says the swap has begun. True when
    /// the signal landed mid-swap (the build may also have finished first).
    func interruptMidSwap(_ root: String, with sig: Int32) throws -> (hit: Bool, process: Process) {
        let journal = root + "/Out/App.xcassets/" + CommitJournal.fileName
        let process = try start(["build", root, "--no-cache"])
        while process.isRunning {
            if let handle = FileHandle(forReadingAtPath: journal) {
                let head = handle.readData(ofLength: 64)
                try? handle.close()
                if String(decoding: head, as: UTF8.self).contains("phase\tswapping") {
                    kill(process.processIdentifier, sig)
                    process.waitUntilExit()
                    return (true, process)
                }
            }
            usleep(200)
        }
        process.waitUntilExit()
        return (false, process)
    }

    func testKillDashNineMidCommitThenRebuildAndCheckAgreeWithACleanBuild() throws {
        let icons = 500
        let clean = try project(icons: icons, variant: 1)
        XCTAssertEqual(try runStylebook(["build", clean, "--no-cache"]).status, 0)
        let expected = tree(clean)

        var hit = false
        for _ in 0..<3 where !hit {
            let root = try project(icons: icons)
            XCTAssertEqual(try runStylebook(["build", root, "--no-cache"]).status, 0)
            let old = tree(root)
            try writeIcons(root, count: icons, variant: 1)
            let run = try interruptMidSwap(root, with: SIGKILL)
            hit = run.hit
            if hit {
                XCTAssertEqual(run.process.terminationReason, .uncaughtSignal)
                let mixed = tree(root)
                XCTAssertNotEqual(mixed, old)
                let check = try runStylebook(["build", root, "--check"])
                XCTAssertEqual(check.status, 1, "--check must not call a killed build up to date")
                XCTAssertTrue(check.stderr.contains("an earlier build was killed while writing"), check.stderr)
            }
            let rebuild = try runStylebook(["build", root, "--no-cache"])
            XCTAssertEqual(rebuild.status, 0, rebuild.stderr)
            let after = try runStylebook(["build", root, "--check"])
            XCTAssertEqual(after.status, 0, after.stderr)
            XCTAssertEqual(tree(root).keys.sorted(), expected.keys.sorted())
            XCTAssertEqual(tree(root), expected)
        }
        XCTAssertTrue(hit, "no run was caught in the middle of its swap")
    }

    func testSIGTERMMidCommitRollsBackAndExits143() throws {
        for _ in 0..<3 {
            let root = try project(icons: 600)
            XCTAssertEqual(try runStylebook(["build", root, "--no-cache"]).status, 0)
            let old = tree(root)
            try writeIcons(root, count: 600, variant: 1)
            let run = try interruptMidSwap(root, with: SIGTERM)
            guard run.hit else { continue }
            XCTAssertEqual(run.process.terminationReason, .exit)
            XCTAssertEqual(run.process.terminationStatus, 143)
            let after = tree(root)
            XCTAssertEqual(after.keys.filter { $0.contains(".stylebook-staging") || $0.contains(CommitJournal.fileName) }, [])
            // Rolled back (or, had the swap just ended, finished): never a mixture.
            if after != old {
                XCTAssertEqual(try runStylebook(["build", root, "--check", "--no-cache"]).status, 0)
            }
            return
        }
        throw XCTSkip("no run was caught in the middle of its swap")
    }

    func testFourConcurrentBuildsAllSucceedWithCleanOutput() throws {
        let clean = try project(icons: 60)
        XCTAssertEqual(try runStylebook(["build", clean]).status, 0)
        let expected = tree(clean)
        let root = try project(icons: 60)
        let group = DispatchGroup()
        let results = ResultBox()
        for _ in 0..<4 {
            group.enter()
            DispatchQueue.global().async {
                defer { group.leave() }
                let result = try? runStylebook(["build", root], timeLimit: 300)
                results.add(result)
            }
        }
        group.wait()
        XCTAssertEqual(results.all.count, 4)
        for result in results.all {
            XCTAssertEqual(result?.status, 0, result?.stderr ?? "did not run")
            XCTAssertFalse(result?.stderr.contains("nothing was changed") ?? true)
        }
        XCTAssertEqual(tree(root), expected)
        XCTAssertFalse(tree(root).keys.contains { $0.contains(".stylebook-staging") || $0.contains(CommitJournal.fileName) })
    }
}

final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [CommandResult?] = []
    func add(_ item: CommandResult?) { lock.withLock { items.append(item) } }
    var all: [CommandResult?] { lock.withLock { items } }
}
