import Foundation
import StylebookTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths, the built `stylebook` binary, Chromium, and running processes with a time limit.
enum GuideTestSupport {
    /// The package root, derived from this file's path (Tests/StyleGuideTests/TestSupport.swift).
    static let packageRoot: String = {
        let parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast(3).joined(separator: "/")
    }()

    static var example: String { packageRoot + "/Examples/Kaimono" }

    static func folder(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count > 1 ? parts.dropLast().joined(separator: "/") : "."
    }

    /// The `stylebook` executable SwiftPM built next to this test bundle (the test target depends on it).
    static func stylebookBinary() throws -> String { try TestPaths.stylebookBinary() }

    /// Debian's `chromium` (or another Chromium/Chrome on PATH). Skips, saying how to install it, when absent.
    static func chromium() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for dir in path.split(separator: ":") {
                let candidate = "\(dir)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        throw XCTSkip("headless Chromium is not installed; install it with `apt-get update && apt-get install -y chromium` "
                      + "(the browser tests of the guide and diff need it)")
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs a program, killing it after `timeout` seconds (a test never hangs on a browser).
    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120, directory: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let outFile = NSTemporaryDirectory() + "sb-out-\(UUID().uuidString)"
        let errFile = NSTemporaryDirectory() + "sb-err-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: outFile, contents: nil)
        _ = FileManager.default.createFile(atPath: errFile, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outFile)
            try? FileManager.default.removeItem(atPath: errFile)
        }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errFile))
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw XCTSkip("\(executable) did not finish within \(Int(timeout)) s")
        }
        process.waitUntilExit()
        let out = (try? String(contentsOfFile: outFile, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: errFile, encoding: .utf8)) ?? ""
        return Run(status: process.terminationStatus, stdout: out, stderr: err)
    }

    static func temporaryFolder(_ test: XCTestCase) throws -> String {
        let dir = NSTemporaryDirectory() + "stylebook-guide-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    /// Chromium flags for a deterministic headless page (root needs --no-sandbox).
    static func browserFlags(width: Int, height: Int) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--disable-extensions",
         "--force-device-scale-factor=1", "--force-color-profile=srgb", "--window-size=\(width),\(height)",
         "--virtual-time-budget=5000", "--user-data-dir=" + NSTemporaryDirectory() + "sb-chromium-\(UUID().uuidString)"]
    }

    /// The DOM after scripts ran.
    static func dumpDOM(_ url: String, extraFlags: [String] = []) throws -> String {
        let result = try run(try chromium(), browserFlags(width: 1280, height: 900) + extraFlags + ["--dump-dom", url])
        guard result.status == 0, !result.stdout.isEmpty else {
            throw XCTSkip("Chromium could not render \(url): \(result.stderr.suffix(400))")
        }
        return result.stdout
    }

    /// A PNG screenshot of the page, decoded.
    static func screenshot(_ url: String, width: Int, height: Int) throws -> PNGImage {
        let file = NSTemporaryDirectory() + "sb-shot-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try run(try chromium(), browserFlags(width: width, height: height) + ["--screenshot=" + file, url])
        guard let data = FileManager.default.contents(atPath: file) else {
            throw XCTSkip("Chromium wrote no screenshot of \(url): \(result.stderr.suffix(400))")
        }
        return try PNGImage(data: [UInt8](data))
    }

    static func fileURL(_ path: String, query: String = "") -> String {
        "file://" + path + (query.isEmpty ? "" : "?" + query)
    }
}
