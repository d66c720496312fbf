import Foundation

/// The Swift compiler on this machine, for tests that compile generated Swift.
public enum SwiftCompiler {
    /// `swiftc` from PATH, else the usual toolchain locations; nil when there is none.
    public static var executable: String? {
        let fromPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        return (fromPath + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"])
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `executable`, or a skip (a failure on CI) when the machine has no Swift compiler.
    public static func require() throws -> String {
        guard let swiftc = executable else { throw TestPrerequisite.missing("swiftc (no Swift compiler on PATH)") }
        return swiftc
    }

    /// The module cache every compile of the tests shares (`-module-cache-path`). A fresh cache per
    /// test made each one rebuild the Glibc, Foundation and Dispatch modules first (about 8 s on two
    /// busy cores, against 1 s with a warm cache). The cache holds only those system modules, never
    /// generated code or stand-ins; the compiler keys its entries by flags and version and locks
    /// them, so concurrent test processes can share it.
    public static let moduleCache: String = {
        let folder = NSTemporaryDirectory() + "stylebook-tests-module-cache-\(getuid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Runs `executable` (the compiler or a program it built) in `directory`.
    public static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> CommandResult {
        try runProcess(executable, arguments, in: directory, timeLimit: 600)
    }
}
