import Foundation
import StylebookTestSupport
import XCTest

/// Runs the `stylebook` executable SwiftPM built for this test run.
enum CLI {
    static var packageRoot: String { TestPaths.packageRoot }
    static var example: String { TestPaths.example }
    /// The `stylebook` SwiftPM built next to the test bundle (the test target depends on it).
    static var binary: String { (TestPaths.productsDirectory ?? ".") + "/stylebook" }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], environment: [String: String] = [:], in directory: String? = nil,
                    executable: String? = nil) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw XCTSkip("the stylebook binary is not at \(binary)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? binary)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes at once so a full pipe cannot block the child.
        nonisolated(unsafe) var errData = Data()
        let reader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return Result(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    static func temporaryFolder(_ test: XCTestCase) throws -> String {
        let dir = NSTemporaryDirectory() + "stylebook-clitest-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    /// A project: the Kaimono sources, optionally with a broken icon and a warning-raising one.
    static func kaimonoProject(_ test: XCTestCase, brokenIcon: Bool = false) throws -> String {
        let dir = try temporaryFolder(test)
        for item in ["icons", "tokens", "stylebook.yml", "stylebook-lint.yml"] {
            try FileManager.default.copyItem(atPath: example + "/" + item, toPath: dir + "/" + item)
        }
        if brokenIcon {
            try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n  <path d=\"M2 2 L 4 x\"/>\n</svg>\n"
                .write(toFile: dir + "/icons/broken.svg", atomically: true, encoding: .utf8)
        }
        return dir
    }
}
