import Foundation
import XCTest

/// Shared by every test target (each re-exports this module): where the tests find the package and the shared corpus: derived from this file's own path, so
/// the tests run the same from any checkout (never from absolute machine paths).
public enum TestPaths {
    /// The package root: this file is `<root>/Tests/StylebookTestSupport/TestPaths.swift`.
    public static let packageRoot: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// `../shared` beside the package (format docs and the dev corpus).
    public static var shared: String { packageRoot + "/../shared" }

    /// A folder of the shared dev corpus, e.g. `corpus("tokens")`; nil when it is not on this machine.
    public static func corpus(_ relative: String) -> String? {
        let path = shared + "/corpus/dev/" + relative
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// A folder of the shared dev corpus; throws a skip (a failure on CI) when it is not there.
    public static func requireCorpus(_ relative: String) throws -> String {
        guard let path = corpus(relative) else { throw TestPrerequisite.missing(missingCorpus(relative)) }
        return path
    }

    /// The message a test skips with when the shared corpus is missing.
    public static func missingCorpus(_ relative: String) -> String {
        "the shared dev corpus is not at \(shared)/corpus/dev/\(relative); these tests need ../shared beside the package"
    }

    public static var example: String { packageRoot + "/Examples/Kaimono" }

    /// SwiftPM's products folder: the one holding the test bundle (`…/debug/StylebookPackageTests.xctest`).
    /// The test target depends on the `stylebook` executable, so SwiftPM builds it there too.
    public static let productsDirectory: String? = {
        func parent(ofBundleIn path: String) -> String? {
            var parts = path.split(separator: "/", omittingEmptySubsequences: false)
            while let last = parts.last {
                parts.removeLast()
                if last.hasSuffix(".xctest") { return parts.joined(separator: "/") }
            }
            return nil
        }
        // macOS: a loaded .xctest bundle; Linux: the test runner is the .xctest executable itself.
        for bundle in Bundle.allBundles {
            if let dir = parent(ofBundleIn: bundle.bundlePath) { return dir }
        }
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        if let dir = parent(ofBundleIn: executable) { return dir }
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return parent(ofBundleIn: resolved)
        }
        return nil
    }()

    /// The built `stylebook` binary; skips the test with a clear message when it is not there.
    public static func stylebookBinary() throws -> String {
        guard let dir = productsDirectory else { throw TestPrerequisite.missing("SwiftPM's products folder (no .xctest bundle in this process)") }
        let binary = dir + "/stylebook"
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw TestPrerequisite.missing("the stylebook binary in \(dir); run the tests with `swift test`, which builds it")
        }
        return binary
    }

    /// `../shared/corpus/dev` beside the package (whether or not it is there).
    public static var sharedCorpus: String { shared + "/corpus/dev" }

    /// Every `.svg` below `folder`, sorted, as full paths; nil when the folder does not exist.
    public static func svgFiles(under folder: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
              let e = FileManager.default.enumerator(atPath: folder) else { return nil }
        return e.compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") }.sorted().map { folder + "/" + $0 }
    }
}

/// What one run of the `stylebook` binary printed and how it exited.
public struct CommandResult {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// The run was stopped after the time limit (a hang).
    public var timedOut = false
    /// Killed by a signal (a crash: `Illegal instruction` is 4) rather than exiting.
    public var crashed = false

    /// `status`, or a description of how the run ended, for assertion messages.
    public var summary: String {
        if timedOut { return "timed out" }
        if crashed { return "crashed (signal \(status))" }
        return "exit \(status)\n\(stderr)"
    }
}
