import Foundation

/// Runs the `swiftc` found on PATH (or next to the running toolchain) on generated files.
enum SwiftCompiler {
    static var executable: String? {
        var candidates: [String] = []
        if let path = ProcessInfo.processInfo.environment["PATH"] {
            candidates += path.split(separator: ":").map { String($0) + "/swiftc" }
        }
        candidates.append("/opt/swift/usr/bin/swiftc")
        candidates.append("/usr/bin/swiftc")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Result {
        var status: Int32
        var output: String
    }

    static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> String {
        let dir = NSTemporaryDirectory() + "stylebook-swiftc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
