import Foundation
import PackagePlugin

/// Build-tool plugin of the `SwiftOutput` target: embeds the runtime Swift files in
/// `Sources/SwiftOutput/Runtime` (the Swift every generated file shares and that does not depend
/// on the design system) as string literals, so the emitters copy real, separately compiled code
/// and the tool needs no resource files at run time (docs/architecture.md).
@main
struct EmbedRuntimePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // `Target.directoryURL` needs tools 6.1; the target sits at SwiftPM's default path.
        let folder = context.package.directoryURL.appendingPathComponent("Sources/\(target.name)/Runtime")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
        let inputs = names.map { folder.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RuntimeFile+Embedded.swift")
        return [.buildCommand(displayName: "Embedding \(names.count) runtime Swift files in \(target.name)",
                              executable: try context.tool(named: "EmbedRuntime").url,
                              arguments: [output.path] + inputs.map(\.path),
                              inputFiles: inputs, outputFiles: [output])]
    }
}
