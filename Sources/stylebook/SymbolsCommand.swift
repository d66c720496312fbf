import ArgumentParser
import Diagnostics
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
        `NAME.svg` are used as its Ultralight and Black masters. Only sets Stylebook generated are \
        ever rewritten or removed (see .stylebook-manifest.json in the catalog).

        Example: stylebook symbols icons --catalog App/Assets.xcassets --namespace Icons --swift App/Symbols.swift
        """
    )

    @Argument(help: "Folder of .svg icons; each file name becomes a symbol name.")
    var folder: String

    @Option(help: "The asset catalog (.xcassets) to write symbol sets into; created if missing.")
    var catalog: String

    @Option(help: "Catalog folder (provides-namespace) for the sets, e.g. Icons → \"Icons/cart\".")
    var namespace: String?

    @Option(help: "Write a Swift enum of the symbols (CaseIterable, SwiftUI/UIKit/AppKit helpers) here.")
    var swift: String?

    @Option(help: "Also write each plain template into this folder (for the SF Symbols app).")
    var templates: String?

    @Option(help: "Which variants to write: regular, masters (default) or all.")
    var variants = "masters"

    @Option(name: .customLong("template-version"), help: "Template version: 2.0, 3.0 (default), 4.0, 5.0 or 6.0.")
    var templateVersion: String?

    @Option(help: "Decimals in path data (default 3).")
    var precision: Int?

    @Option(help: "Margins: 'fitted' (default), 'fixed' or 'fixed:WIDTH'.")
    var margins: String?

    @OptionGroup(title: "Generated Swift") var code: SwiftCodeOptions

    @OptionGroup var output: OutputOptions

    func run() throws {
        let printer = output.printer
        let code = try orExit(printer) { () throws(DiagnosticError) in try self.code.settings() }
        let options = try orExit(printer) { () throws(DiagnosticError) in
            try SymbolSettings.options(variants: variants, templateVersion: templateVersion, precision: precision, margins: margins)
        }
        let jobs = try orExit(printer) { () throws(DiagnosticError) in try SymbolBatch.jobs(inFolder: folder) }
        let progress = output.progress("icons")
        let batch = SymbolBatch.run(jobs, options: options, cache: nil, progress: progress.handler).batch
        progress.finish()
        var build = BuildOutput(catalogPath: catalog)
        build.catalogScope = ["symbolset"]
        var diagnostics = batch.diagnostics
        diagnostics.append(contentsOf: SymbolBuild.plan(batch, outputs: .init(namespace: namespace, swift: swift, templates: templates, code: code), into: &build))
        printer.print(diagnostics)
        let written = try orExit(printer) { () throws(DiagnosticError) in try BuildWriter.write(build) }
        for path in written.changed { printer.detail("wrote \(path)") }
        for path in written.removed { printer.detail("removed \(path)") }
        output.status("converted \(batch.symbols.count) of \(jobs.count) icon(s); \(written.changed.count) file(s) changed, \(written.removed.count) removed",
                      counts: ["symbols": batch.symbols.count, "failedIcons": batch.failed.count,
                               "changedFiles": written.changed.count, "removedFiles": written.removed.count])
        if !batch.failed.isEmpty {
            printer.print(Diagnostic.error("\(batch.failed.count) icon(s) failed: \(batch.failed.joined(separator: ", "))"))
            throw ExitCode.failure
        }
        if diagnostics.hasErrors { throw ExitCode.failure }
    }
}
