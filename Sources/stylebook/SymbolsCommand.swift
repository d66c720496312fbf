import ArgumentParser
import Diagnostics
import StylebookCLI
import StylebookKit
import SwiftOutput

struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "Convert a folder of SVG icons into .symbolset folders in an asset catalog, plus a Swift enum.",
        discussion: """
        Icons are converted in parallel. Every good icon is written; every bad one is listed with \
        its errors and the command exits non-zero, leaving that icon's previous symbol set (if any) \
        in place — never a half-written set. `NAME.ultralight.svg` and `NAME.black.svg` beside \
        `NAME.svg` are used as its Ultralight and Black masters. Icons in subfolders are read too, \
        each subfolder a catalog group (see --subfolders); other files get a warning. A folder that \
        is missing, empty or in which no icon converts is an error and nothing is written. Only \
        sets Stylebook generated are ever rewritten or removed (see .stylebook-manifest.json in the \
        catalog), and only when their icon is gone.

        Example: stylebook symbols icons --catalog App/Assets.xcassets --namespace Icons --swift App/Symbols.swift
        """
    )

    @Argument(help: "Folder of .svg icons; each file name becomes a symbol name.")
    var folder: String

    @OptionGroup var target: CatalogTargetOptions<SymbolsWording>

    @OptionGroup var swiftTemplate: SwiftTemplateOptions

    @Option(help: "Also write each plain template into this folder (for the SF Symbols app).")
    var templates: String?

    @Option(help: ArgumentHelp("Subfolder groups: namespaced (icons/nav/back.svg → \"Icons/nav/back\") or plain (→ \"Icons/back\").",
                               valueName: "namespaced|plain"))
    var subfolders = "namespaced"

    @Option(help: "Which variants to write: regular, masters or all.")
    var variants = "masters"

    @OptionGroup var template: SymbolTemplateOptions

    @Flag(help: "Treat warnings about icons (clipped, static weights, unsupported mask content…) as errors: every good icon is still written, and the command exits 1.")
    var strict = false

    @OptionGroup(title: "Generated Swift") var code: SwiftCodeOptions

    @OptionGroup var output: OutputOptions

    func run() throws {
        let printer = output.printer
        let code = try self.code.settings(orExit: printer)
        var options = try template.options(variants: variants, printer: printer)
        options.masterSources = .companionFiles
        guard let groups = SymbolSubfolders(rawValue: subfolders) else {
            printer.print(Diagnostic.error("--subfolders must be namespaced or plain, not '\(subfolders)'"))
            throw ExitCode.failure
        }
        let outputs = SymbolBuild.Outputs(namespace: target.namespace, swift: target.swift, templates: templates, code: code, subfolders: groups,
                                          swiftTemplate: swiftTemplate.template)
        let progress = output.progress("icons")
        let report = ProjectBuilder.run(SymbolFolderPart(folder: folder, options: options, outputs: outputs, strict: strict),
                                        catalog: target.catalog, progress: progress.handler, lock: .terminal())
        progress.finish()
        let written = try output.written(report, printer: printer, removedReason: "no icon in the folder produces it any more")
        output.status("converted \(report.symbols) of \(Plural.count(report.iconsFound, "icon")); \(Plural.count(written.changed.count, "file")) changed, \(Plural.count(written.removedSets.count, "set")) removed",
                      counts: ["symbols": report.symbols, "failedIcons": report.failedIcons.count,
                               "changedFiles": written.changed.count, "removedFiles": written.removed.count])
        if report.diagnostics.hasErrors { throw ExitCode.failure }
    }
}

enum SymbolsWording: CatalogTargetWording {
    static let catalogHelp = "The asset catalog (.xcassets) to write symbol sets into; created if missing."
    static let namespaceHelp = "Catalog folder (provides-namespace) for the sets, e.g. Icons → \"Icons/cart\"."
    static let swiftHelp = "Write a Swift enum of the symbols (CaseIterable, SwiftUI/UIKit/AppKit helpers) here."
}
