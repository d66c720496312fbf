import ArgumentParser
import Diagnostics
import Foundation
import StylebookCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `stylebook audit`, `stylebook migrate` and `stylebook roles` run the separate `stylebook-audit`
/// tool. It reads Swift sources with swift-syntax, which the build-tool plugin must never have to
/// build, so it is its own product; these commands only find it and hand over.
enum AuditTool {
    static let productName = "stylebook-audit"

    /// `stylebook-audit` beside this executable (as SwiftPM and `make install` put them), else on PATH.
    static func locate() -> String? {
        let fileManager = FileManager.default
        var candidates: [String] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent(productName).path)
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        candidates += path.split(separator: ":").map { "\($0)/\(productName)" }
        return candidates.first { fileManager.isExecutableFile(atPath: $0) }
    }

    /// Replaces this process with `stylebook-audit ARGUMENTS`; throws only when that is impossible.
    static func run(_ command: String, _ arguments: [String]) throws -> Never {
        guard let tool = locate() else {
            DiagnosticPrinter().print(Diagnostic.error(
                "`stylebook \(command)` runs the separate \(productName) tool, which was not found beside "
                    + "stylebook or on PATH; build it with `swift build -c release --product \(productName)` "
                    + "(it reads Swift with swift-syntax, so the build plugin leaves it out)"))
            throw ExitCode.failure
        }
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        execv(tool, argv)
        DiagnosticPrinter().print(Diagnostic.error("could not start \(tool): \(String(cString: strerror(errno)))"))
        throw ExitCode.failure
    }
}

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Find where app sources use the assets: missing, deprecated and unused ones (runs stylebook-audit).",
        discussion: """
        Runs `stylebook-audit SOURCES…` with the same arguments; `stylebook audit --help` shows its options.

        Example: stylebook audit App/Sources --catalog App/Assets.xcassets --generated App/Generated/Tokens.swift
        """)

    @Argument(parsing: .captureForPassthrough, help: "Passed to stylebook-audit.")
    var arguments: [String] = []

    func run() throws { try AuditTool.run("audit", arguments) }
}

struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Rewrite call sites to new names or to Stylebook's accessors (runs stylebook-audit migrate).",
        discussion: """
        Runs `stylebook-audit migrate` with the same arguments; prints a diff unless `--write`.

        Example: stylebook migrate App/Sources --to stylebook --catalog App/Assets.xcassets --generated App/Generated/Tokens.swift
        """)

    @Argument(parsing: .captureForPassthrough, help: "Passed to stylebook-audit migrate.")
    var arguments: [String] = []

    func run() throws { try AuditTool.run("migrate", ["migrate"] + arguments) }
}
