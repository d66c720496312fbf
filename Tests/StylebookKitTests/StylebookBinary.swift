import Foundation
import XCTest

/// The `stylebook` product SwiftPM built next to this test bundle (the test target depends on
/// the executable), run as a user runs it.
enum StylebookBinary {
    static var path: String { (TestPaths.productsDirectory ?? "") + "/stylebook" }

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        guard FileManager.default.isExecutableFile(atPath: path) else { throw XCTSkip("stylebook product not found at \(path)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
