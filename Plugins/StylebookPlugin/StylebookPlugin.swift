import Foundation
import PackagePlugin

/// Build-tool plugin: runs `stylebook build --plugin-output` for a target's `stylebook.yml` on
/// every build whose inputs changed, generating the Swift (platform-neutral core, SwiftUI/UIKit/
/// AppKit accessors, symbol enum) and the asset catalog into the plugin work directory. The
/// target compiles the Swift; the catalog becomes one of its resources (see docs/integration.md
/// for what each build system does with it).
///
/// It uses `.buildCommand` (not a prebuild command), so the `stylebook` tool is built from
/// source as part of the package graph, and the build system reruns it only when a declared
/// input changed: the project file or any icon or token file in the project file's folder.
@main
struct StylebookPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // SwiftPM hands a plugin the target's files it has no rule for (svg, yml, json), so the
        // project file and its sources are all in `sourceFiles` (unless the manifest excludes them).
        let files = target.sourceFiles.map(\.url)
        guard let config = files.filter({ $0.lastPathComponent == "stylebook.yml" }).min(by: { $0.path.count < $1.path.count }) else {
            Diagnostics.warning("StylebookPlugin: target '\(target.name)' has no stylebook.yml (put it in the target's folder, "
                                + "and do not exclude it or its icons and tokens in Package.swift)")
            return []
        }
        return [StylebookBuildCommand.command(tool: try context.tool(named: "stylebook").url, config: config,
                                              workDirectory: context.pluginWorkDirectoryURL, inputs: files)]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StylebookPlugin: XcodeBuildToolPlugin {
    /// Xcode app targets: the `stylebook.yml` among the target's files, else one in a folder
    /// named like the target, else one beside the `.xcodeproj`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let project = context.xcodeProject.directoryURL
        let candidates = target.inputFiles.map(\.url).filter { $0.lastPathComponent == "stylebook.yml" }
            + [project.appendingPathComponent(target.displayName).appendingPathComponent("stylebook.yml"),
               project.appendingPathComponent("stylebook.yml")]
        guard let config = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            Diagnostics.warning("StylebookPlugin: no stylebook.yml for target '\(target.displayName)'")
            return []
        }
        return [StylebookBuildCommand.command(tool: try context.tool(named: "stylebook").url, config: config,
                                              workDirectory: context.pluginWorkDirectoryURL,
                                              inputs: target.inputFiles.map(\.url) + StylebookBuildCommand.files(under: config))]
    }
}
#endif

enum StylebookBuildCommand {
    /// File kinds Stylebook reads: icons, token files, resolvers, lint rules, Swift templates, and
    /// the sources of `images:` (SVG, PDF, PNG, JPEG).
    static let inputExtensions: Set<String> = ["svg", "json", "yml", "yaml", "stencil", "pdf", "png", "jpg", "jpeg",
                                               "ttf", "otf", "ttc", "otc", "woff", "woff2"]

    static func command(tool: URL, config: URL, workDirectory: URL, inputs: [URL]) -> Command {
        let output = workDirectory.appendingPathComponent("Generated")
        let folder = config.deletingLastPathComponent().path + "/"
        let sources = Set(inputs.filter { $0.path.hasPrefix(folder) && inputExtensions.contains($0.pathExtension.lowercased()) })
        return .buildCommand(
            displayName: "Stylebook: generating Swift for \(config.path)",
            executable: tool,
            // Not --quiet: warnings and errors are `file:line:col: warning: …` lines, which SwiftPM
            // and Xcode show in the build log (Xcode also inline); there is no progress bar off a terminal.
            arguments: ["build", config.path, "--plugin-output", output.path,
                        "--cache-dir", workDirectory.appendingPathComponent("cache").path],
            inputFiles: [config] + sources.subtracting([config]).sorted { $0.path < $1.path },
            // PluginOutput.outputs in StylebookKit (a plugin cannot import the package's libraries).
            outputFiles: ["StylebookSymbols.swift", "StylebookTokens.swift", "StylebookTokensCore.swift", "StylebookImages.swift",
                          "StylebookAssets.swift", "Stylebook.xcassets", "StylebookFonts.swift"]
                .map { output.appendingPathComponent($0) })
    }

    /// Every file under the project file's folder (hidden folders, `.build` and `.xcassets`
    /// skipped): in Xcode the icons and tokens need not be members of the target.
    static func files(under config: URL) -> [URL] {
        let root = config.deletingLastPathComponent()
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            if url.pathExtension == "xcassets" || url.lastPathComponent == ".build" { walker.skipDescendants(); continue }
            files.append(url)
        }
        return files
    }
}
