import Foundation
import XCTest

extension CommandResult {
    /// Standard output followed by standard error, for runs whose streams are judged together.
    public var output: String { stdout + stderr }
}

/// Runs `executable` with `arguments` and waits at most `timeLimit` seconds. Output goes to files,
/// not pipes: a chatty child cannot fill a pipe and block, and a child that leaves helpers behind
/// holding its output open (browsers do) cannot hang the test; a run past the limit is terminated
/// and reported as timed out.
public func runProcess(_ executable: String, _ arguments: [String], in directory: String? = nil,
                       environment: [String: String] = [:], timeLimit: Double = 300) throws -> CommandResult {
    let fm = FileManager.default
    let base = NSTemporaryDirectory() + "stylebook-run-\(UUID().uuidString)"
    let outFile = base + ".out", errFile = base + ".err"
    _ = fm.createFile(atPath: outFile, contents: nil)
    _ = fm.createFile(atPath: errFile, contents: nil)
    defer {
        try? fm.removeItem(atPath: outFile)
        try? fm.removeItem(atPath: errFile)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errFile))
    defer {
        try? out.close()
        try? err.close()
    }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeLimit)
    while process.isRunning && Date() < deadline { usleep(5_000) }
    let timedOut = process.isRunning
    if timedOut { process.terminate() }
    process.waitUntilExit()
    let stdout = (try? Data(contentsOf: URL(fileURLWithPath: outFile))) ?? Data()
    let stderr = (try? Data(contentsOf: URL(fileURLWithPath: errFile))) ?? Data()
    return CommandResult(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                         stderr: String(decoding: stderr, as: UTF8.self), timedOut: timedOut,
                         crashed: !timedOut && process.terminationReason == .uncaughtSignal)
}

/// Runs the built `stylebook` binary with `arguments`, optionally in `directory`, for at most
/// `timeLimit` seconds.
public func runStylebook(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:],
                         timeLimit: Double = 120) throws -> CommandResult {
    try runProcess(try TestPaths.stylebookBinary(), arguments, in: directory, environment: environment, timeLimit: timeLimit)
}
