import Foundation
import XCTest

/// The plugins as a package uses them: `Tests/Fixtures/ConsumerPackage` depends on this
/// repository by path, and its `DesignSystem` target uses the StylebookPlugin build-tool plugin.
/// `swift build` must generate and compile the Swift, the fixture's own test must pass against
/// it, a changed colour must be regenerated and compiled in, and a no-op build must not rerun
/// the plugin. The plugin's warnings must reach `swift build`'s output, a token group `text` is
/// `Colors.text`, and the benchmark executable is never built. Then the command plugin's `build` and `init` run inside the package.
///
/// Building the fixture builds Stylebook again in the fixture's own `.build` (minutes on two
/// cores), so this is one test doing everything in order, with one fresh build.
final class ConsumerPackageTests: XCTestCase {
    let fm = FileManager.default

    func swiftTool() throws -> String {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(dir) + "/swift"
            if fm.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw TestPrerequisite.missing("no `swift` on PATH to build the consumer package with")
    }

    @discardableResult
    func swift(_ arguments: [String], in folder: String, environment: [String: String] = [:],
               file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try swiftTool())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var env = ProcessInfo.processInfo.environment
        env["STYLEBOOK_PACKAGE_PATH"] = CLI.packageRoot
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let log = NSTemporaryDirectory() + "stylebook-consumer-\(UUID().uuidString).log"
        _ = fm.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        try? fm.removeItem(atPath: log)
        XCTAssertEqual(process.terminationStatus, 0, "swift \(arguments.joined(separator: " ")) failed:\n\(output)", file: file, line: line)
        return output
    }

    /// The generated core inside the plugin work folder (its exact place is SwiftPM's business).
    func generatedCore(under build: String) throws -> String {
        let walker = try XCTUnwrap(fm.enumerator(atPath: build + "/plugins"))
        while let item = walker.nextObject() as? String {
            if item.hasSuffix("StylebookPlugin/Generated/StylebookTokensCore.swift") {
                return try String(contentsOfFile: build + "/plugins/" + item, encoding: .utf8)
            }
        }
        XCTFail("no StylebookTokensCore.swift under \(build)/plugins")
        return ""
    }

    /// Whether a build log shows the plugin's command running (SwiftPM prints its display name,
    /// shortened differently by different versions; the project file's name is always there).
    /// The DesignSystem target's resource bundle in the build folder.
    func resourceBundle(under build: String) throws -> String {
        let walker = try XCTUnwrap(fm.enumerator(atPath: build))
        while let item = walker.nextObject() as? String {
            if item.hasSuffix("ConsumerPackage_DesignSystem.resources") { return build + "/" + item }
            if item.hasSuffix(".build") || item.hasPrefix("checkouts") || item.hasPrefix("repositories") { walker.skipDescendants() }
        }
        XCTFail("no resource bundle for DesignSystem under \(build)")
        return ""
    }

    /// `-j N` from STYLEBOOK_CONSUMER_JOBS, for machines where the nested build must share the cores.
    var jobs: [String] {
        ProcessInfo.processInfo.environment["STYLEBOOK_CONSUMER_JOBS"].map { ["-j", $0] } ?? []
    }

    /// The first file or folder under `build` whose name starts with `name` (`stylebook-bench`,
    /// `stylebook-bench.build`, `stylebook-bench.swiftmodule`…), checkouts skipped.
    func firstItem(named name: String, under build: String) throws -> String? {
        let walker = try XCTUnwrap(fm.enumerator(atPath: build))
        while let item = walker.nextObject() as? String {
            if item.hasPrefix("checkouts") || item.hasPrefix("repositories") { walker.skipDescendants(); continue }
            if (item as NSString).lastPathComponent.hasPrefix(name) { return item }
        }
        return nil
    }

    func ranPlugin(_ log: String) -> Bool {
        log.split(separator: "\n").contains { $0.contains("Stylebook") && $0.contains("stylebook.yml") }
    }

    func testConsumerPackageBuildsThroughThePlugins() throws {
        if ProcessInfo.processInfo.environment["STYLEBOOK_SKIP_CONSUMER_PACKAGE"] == "1" {
            throw XCTSkip("STYLEBOOK_SKIP_CONSUMER_PACKAGE=1")
        }
        let fixture = CLI.packageRoot + "/Tests/Fixtures/ConsumerPackage"
        guard fm.fileExists(atPath: fixture + "/Package.swift") else { throw TestPrerequisite.missing("fixture missing at \(fixture)") }
        let dir = try temporaryFolder() + "/ConsumerPackage"
        try fm.copyItem(atPath: fixture, toPath: dir)
        try? fm.removeItem(atPath: dir + "/.build")
        let target = dir + "/Sources/DesignSystem"

        // 1. A fresh build runs the plugin and compiles what it generated.
        let first = try swift(["build", "--build-tests"] + jobs, in: dir)
        XCTAssertTrue(ranPlugin(first), first)
        // The plugin's warnings reach the build log as `file:line:col: warning:` lines (the icon
        // pokes out of its view box), not hidden by --quiet.
        XCTAssertTrue(first.split(separator: "\n").contains {
            $0.contains("icons/badge.svg:") && $0.contains(": warning: shape extends outside the view box; clipped")
        }, first)
        // The group `text` is `Colors.text` (no `Text_`, no warning about it).
        let pluginCore = try generatedCore(under: dir + "/.build")
        XCTAssertTrue(pluginCore.contains("public enum text {"), pluginCore)
        XCTAssertFalse(pluginCore.contains("Text_"))
        XCTAssertFalse(first.contains("Text_"), first)
        // The plugin builds only the tool it runs: never the benchmark executable.
        XCTAssertFalse(first.contains("stylebook-bench"), first)
        XCTAssertNil(try firstItem(named: "stylebook-bench", under: dir + "/.build"))
        XCTAssertTrue(try generatedCore(under: dir + "/.build").contains("red: 0.909803921569, green: 0.333333333333"))
        XCTAssertFalse(fm.fileExists(atPath: target + "/Generated"), "the build-tool plugin writes only into its work folder")
        // The generated catalog is a resource of the target: on Linux SwiftPM copies it (uncompiled)
        // into the target's resource bundle and synthesizes Bundle.module.
        let bundle = try resourceBundle(under: dir + "/.build")
        XCTAssertTrue(fm.fileExists(atPath: bundle + "/Stylebook.xcassets/Colors/brand.colorset/Contents.json"), bundle)

        // 2. Nothing changed: the build system does not run the plugin's command again. SwiftPM
        // (6.3 here) relinks the plugin's tool once more on the build right after a fresh one (and
        // after `swift test`), and a relinked tool reruns the command; so one build settles that,
        // and the one after it must not run the plugin.
        try swift(["build", "--build-tests"] + jobs, in: dir)
        let noOp = try swift(["build", "--build-tests"] + jobs, in: dir)
        XCTAssertFalse(ranPlugin(noOp), noOp)

        // The fixture's own test uses the generated values.
        let tested = try swift(["test", "--skip-build"], in: dir)
        XCTAssertTrue(tested.contains("with 0 failures"), tested)

        // 3. One colour changed: regenerated, recompiled, and the new value is what the code sees.
        // The token file is edited where it really is, outside the target folder: the target's
        // `tokens` is a symbolic link to Design/tokens, and the files SwiftPM finds through the link
        // are the plugin command's inputs.
        XCTAssertEqual(try fm.destinationOfSymbolicLink(atPath: target + "/tokens"), "../../Design/tokens")
        let tokens = dir + "/Design/tokens/colors.yml"
        let text = try String(contentsOfFile: tokens, encoding: .utf8)
        XCTAssertTrue(text.contains("\"#E8552D\""))
        try text.replacingOccurrences(of: "\"#E8552D\"", with: "\"#0A141E\"").write(toFile: tokens, atomically: true, encoding: .utf8)
        let second = try swift(["build", "--build-tests"] + jobs, in: dir)
        XCTAssertTrue(ranPlugin(second), second)
        XCTAssertTrue(try generatedCore(under: dir + "/.build").contains("red: 0.0392156862745, green: 0.078431372549, blue: 0.117647058824"))
        let retested = try swift(["test", "--skip-build"], in: dir, environment: ["EXPECTED_BRAND": "10,20,30"])
        XCTAssertTrue(retested.contains("with 0 failures"), retested)

        // 4. The command plugin writes the full build into the package, and starts new projects.
        try swift(["package", "--allow-writing-to-package-directory", "stylebook", "build", "--target", "DesignSystem"], in: dir)
        let core = try String(contentsOfFile: target + "/Generated/TokensCore.swift", encoding: .utf8)
        XCTAssertTrue(core.contains("red: 0.0392156862745"))
        XCTAssertTrue(fm.fileExists(atPath: target + "/Generated/DesignSystem.xcassets/Icons/leaf.symbolset/leaf.svg"))
        try swift(["package", "--allow-writing-to-package-directory", "stylebook", "init", "Starter"], in: dir)
        XCTAssertTrue(fm.fileExists(atPath: dir + "/Starter/stylebook.yml"))
    }
}
