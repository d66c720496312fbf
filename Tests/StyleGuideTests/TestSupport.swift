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
    static var packageRoot: String { TestPaths.packageRoot }

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
        throw TestPrerequisite.missing("headless Chromium is not installed; install it with `apt-get update && apt-get install -y chromium` "
                      + "(the browser tests of the guide and diff need it)")
    }

    typealias Run = CommandResult

    /// Runs a program, stopping it after `timeout` seconds (a test never hangs on a browser); a
    /// browser that does not finish is a skip, as it says nothing about Stylebook.
    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120, directory: String? = nil) throws -> Run {
        let result = try runProcess(executable, arguments, in: directory, timeLimit: timeout)
        if result.timedOut { throw XCTSkip("\(executable) did not finish within \(Int(timeout)) s") }
        return result
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
