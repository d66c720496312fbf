import Foundation
import PackagePlugin

/// Command plugin: `swift package --allow-writing-to-package-directory stylebook build|init …`,
/// running the full build into the package (the paths stylebook.yml names), or starting a project.
///
///     swift package --allow-writing-to-package-directory stylebook build                  # ./stylebook.yml, else every target's
///     swift package --allow-writing-to-package-directory stylebook build --target Design  # that target's stylebook.yml
///     swift package --allow-writing-to-package-directory stylebook init Sources/Design
///
/// Other options (`--check`, `--verbose`, `--format github`, …) go to `stylebook` unchanged.
@main
struct StylebookCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        guard let verb = rest.first, ["build", "init"].contains(verb) else {
            throw PluginFailure("usage: swift package --allow-writing-to-package-directory stylebook build|init [options]")
        }
        rest.removeFirst()
        let package = context.package.directoryURL
        let tool = try context.tool(named: "stylebook").url
        // Positional paths are relative to the package, whatever folder the plugin runs in.
        let paths = rest.filter { !$0.hasPrefix("-") && !Self.isOptionValue($0, in: rest) }
        let options = rest.filter { !paths.contains($0) }
        let resolved = paths.map { $0.hasPrefix("/") ? $0 : package.appendingPathComponent($0).path }

        if verb == "init" {
            try run(tool, ["init", resolved.first ?? package.path] + options)
            return
        }
        var projects = resolved
        if projects.isEmpty {
            let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
            let root = package.appendingPathComponent("stylebook.yml")
            if targetNames.isEmpty, FileManager.default.fileExists(atPath: root.path) {
                projects = [root.path]
            } else {
                // A target's stylebook.yml is among the files SwiftPM hands plugins (see StylebookPlugin).
                projects = targets.compactMap { target in
                    let files = (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? []
                    return files.filter { $0.lastPathComponent == "stylebook.yml" }.min { $0.path.count < $1.path.count }?.path
                }
            }
        }
        guard !projects.isEmpty else {
            throw PluginFailure("no stylebook.yml found in the package root or in any target folder")
        }
        for project in projects { try run(tool, ["build", project] + options) }
    }

    /// Values of `stylebook build` options that take one, so they are not taken for paths.
    static func isOptionValue(_ argument: String, in arguments: [String]) -> Bool {
        let valued: Set<String> = ["--format", "--cache-dir", "--plugin-output"]
        guard let index = arguments.firstIndex(of: argument), index > 0 else { return false }
        return valued.contains(arguments[index - 1])
    }

    func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PluginFailure("stylebook \(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus))")
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
