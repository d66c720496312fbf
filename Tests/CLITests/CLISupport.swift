import Foundation
import StylebookTestSupport
import XCTest

/// Runs the `stylebook` executable SwiftPM built for this test run.
enum CLI {
    static var packageRoot: String { TestPaths.packageRoot }
    static var example: String { TestPaths.example }
    /// The `stylebook` SwiftPM built next to the test bundle (the test target depends on it).
    static var binary: String { (TestPaths.productsDirectory ?? ".") + "/stylebook" }

    typealias Result = CommandResult

    /// Runs the built `stylebook` (or `executable`) with `arguments`; both pipes are read at once and
    /// a run past the time limit is stopped (see `runProcess`).
    static func run(_ arguments: [String], environment: [String: String] = [:], in directory: String? = nil,
                    executable: String? = nil, timeLimit: Double = 900) throws -> Result {
        if executable == nil, !FileManager.default.isExecutableFile(atPath: binary) {
            throw TestPrerequisite.missing("the stylebook binary is not at \(binary)")
        }
        return try runProcess(executable ?? binary, arguments, in: directory, environment: environment, timeLimit: timeLimit)
    }

    /// A project: the Kaimono sources, optionally with a broken icon and a warning-raising one.
    static func kaimonoProject(_ test: XCTestCase, brokenIcon: Bool = false) throws -> String {
        let dir = try test.temporaryFolder(prefix: "stylebook-clitest")
        for item in ["icons", "tokens", "fonts", "stylebook.yml", "stylebook-lint.yml"] {
            try FileManager.default.copyItem(atPath: example + "/" + item, toPath: dir + "/" + item)
        }
        if brokenIcon {
            try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n  <path d=\"M2 2 L 4 x\"/>\n</svg>\n"
                .write(toFile: dir + "/icons/broken.svg", atomically: true, encoding: .utf8)
        }
        return dir
    }
}
