import Foundation

/// The repository's stand-ins for Apple's frameworks (`AppleStubs/` at the package root), built
/// as modules so generated SwiftUI/UIKit/AppKit code can be type-checked with `swiftc` on Linux.
/// Used by the renewal and audit tests; SwiftOutputTests keeps its own copy of the loader.
public enum AppleStandIns {
    /// The two sets of frameworks the generated code switches between with `#if canImport`.
    public enum Platform: String, CaseIterable, Sendable {
        case iOS = "ios"
        case macOS = "macos"

        /// The stand-in modules of the platform, in the order they import each other.
        public var modules: [String] { self == .iOS ? ["UIKit", "SwiftUI"] : ["AppKit", "SwiftUI"] }
    }

    /// Builds `platform`'s stand-in modules into `folder/<platform>` and returns that folder, for `-I`.
    /// They are compiled once per test process and copied for later tests (`CompiledModules`).
    /// Throws when a stand-in does not compile (the test cannot judge anything then).
    public static func build(_ platform: Platform, under folder: String, swiftc: String) throws -> String {
        let modules = folder + "/" + platform.rawValue
        let sources = try platform.modules.map {
            ($0, try String(contentsOfFile: TestPaths.packageRoot + "/AppleStubs/" + $0 + ".swift", encoding: .utf8))
        }
        let key = ([swiftc] + sources.flatMap { [$0.0, $0.1] }).joined(separator: "\u{0}")
        try CompiledModules.shared.provide(key, into: modules) { target in
            for (name, source) in sources {
                let copy = target + "/" + name + ".swift"
                try source.write(toFile: copy, atomically: true, encoding: .utf8)
                var arguments = ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name]
                arguments += ["-module-cache-path", SwiftCompiler.moduleCache, "-I", target]
                arguments += ["-emit-module-path", target + "/" + name + ".swiftmodule", copy]
                let result = try SwiftCompiler.run(swiftc, arguments, in: target)
                if result.status != 0 { throw StandInError(module: name, output: result.output) }
            }
            return true
        }
        return modules
    }

    /// `swiftc -typecheck` of `files` (relative to `directory`) against the stand-ins in `modules`.
    public static func typecheck(_ files: [String], modules: String, flags: [String] = [], in directory: String,
                                 swiftc: String) throws -> CommandResult {
        try SwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-cache-path", SwiftCompiler.moduleCache,
                                              "-I", modules] + flags + files, in: directory)
    }

    /// A stand-in module that did not compile.
    public struct StandInError: Error, CustomStringConvertible {
        public var module: String
        public var output: String
        public var description: String { "stand-in \(module) does not compile: \(output)" }
    }
}

