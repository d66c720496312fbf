import Foundation
import Testing

/// Type-checks the Apple-only half of the app on Linux: the SwiftUI views, their UIKit hosts and
/// Stylebook's generated SwiftUI/UIKit accessors, against the stand-in frameworks in the repository's `AppleStubs/`
/// compiled as modules named UIKit and SwiftUI (so `#if canImport(UIKit)` is true). A Mac with the
/// real SDKs is still needed to compile against Apple's frameworks and to run the app.
@Suite struct AppleTypecheckTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static var swiftc: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { String($0) + "/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.swiftc, "swiftc not found"))
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func sources(_ folder: String) throws -> [String] {
        let root = Self.packageRoot + "/" + folder
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 }
    }

    @Test func uiAndGeneratedAccessorsTypecheckAgainstTheStandIns() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-typecheck-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let common = ["-swift-version", "6", "-parse-as-library", "-module-cache-path", dir + "/cache", "-I", dir]

        func emitModule(_ name: String, _ files: [String]) throws {
            #expect(!files.isEmpty, "no sources for \(name)")
            let result = try run(["-emit-module", "-module-name", name, "-emit-module-path", dir + "/" + name + ".swiftmodule"] + common + files)
            #expect(result.status == 0, "\(name):\n\(result.output)")
        }

        // Core Text too: the generated fonts file registers the numbers font through it.
        try emitModule("CoreText", [Self.packageRoot + "/../../AppleStubs/CoreText.swift"])
        try emitModule("UIKit", [Self.packageRoot + "/../../AppleStubs/UIKit.swift"])
        try emitModule("SwiftUI", [Self.packageRoot + "/../../AppleStubs/SwiftUI.swift"])

        // The stand-ins must really switch the Apple branches on: a type error inside one has to fail.
        let bad = dir + "/Bad.swift"
        try "#if canImport(SwiftUI) && canImport(UIKit)\nimport SwiftUI\nlet bad: Int = Color.clear\n#endif\n".write(toFile: bad, atomically: true, encoding: .utf8)
        #expect(try run(["-typecheck"] + common + [bad]).status != 0, "the UIKit + SwiftUI branch was not type-checked")

        // The design-system module as SwiftPM compiles it: its own Swift plus what StylebookPlugin
        // generated for this build (not the committed ../Kaimono/Generated files).
        let generated = try GeneratedDesignSystem.pluginOutputFolder()
        let generatedSwift = GeneratedDesignSystem.files(under: generated).filter { $0.hasSuffix(".swift") }.map { generated + "/" + $0 }
        #expect(generatedSwift.count == 6, "\(generatedSwift)")
        try emitModule("KaimonoDesignSystem", try sources("Sources/KaimonoDesignSystem") + generatedSwift)
        try emitModule("KaimonoFeature", try sources("Sources/KaimonoFeature"))
        let ui = try sources("Sources/KaimonoUI")
        #expect(ui.count >= 6)
        let check = try run(["-typecheck", "-module-name", "KaimonoUI"] + common + ui)
        #expect(check.status == 0, "\(check.output)")
    }
}
