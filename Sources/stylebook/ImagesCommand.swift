import ArgumentParser
import Diagnostics
import StylebookCLI
import StylebookKit

struct ImagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: "Turn a folder of SVG, PDF, PNG and JPEG files into image sets, plus a Swift enum.",
        discussion: """
        SVG and PDF files become single-scale vector sets (preserves-vector-representation); PNG and \
        JPEG files with @2x/@3x siblings become 1x/2x/3x sets; NAME.dark.svg (or .dark@2x.png…) adds \
        the dark appearance. Sub-folders become namespaces. Icons tinted by the app are 'template', \
        pictures 'original': set a default with --rendering and exceptions per folder or file. \
        SVGs lose what Xcode cannot use (scripts, animation, external images), each removal reported. \
        Any error writes nothing.

        Example: stylebook images Design/images --catalog App/Assets.xcassets --namespace Images \
        --rendering original --template-path icons --swift App/Images.swift
        """
    )

    @Argument(help: "Folder of images; sub-folders become namespaces.")
    var folder: String

    @OptionGroup var target: CatalogTargetOptions<ImagesWording>

    @Option(help: "Default rendering: template (tinted by the app) or original. Without it, Xcode's default.")
    var rendering: String?

    @Option(name: .customLong("template-path"), help: ArgumentHelp("A folder or file (relative to the image folder) rendered as template. Repeatable.", valueName: "path"))
    var templatePaths: [String] = []

    @Option(name: .customLong("original-path"), help: ArgumentHelp("A folder or file (relative to the image folder) rendered as original. Repeatable.", valueName: "path"))
    var originalPaths: [String] = []

    @OptionGroup(title: "Generated Swift") var code: SwiftCodeOptions

    @OptionGroup var output: OutputOptions

    func run() throws {
        let printer = output.printer
        let code = try self.code.settings(orExit: printer)
        let rules = try orExit(printer) { () throws(DiagnosticError) in
            try ImageBuild.rules(default: rendering, template: templatePaths, original: originalPaths)
        }
        let settings = ImageBuild.Settings(source: folder, namespace: target.namespace, swift: target.swift, rules: rules, code: code)
        let report = ProjectBuilder.run(ImagesPart(settings), catalog: target.catalog, lock: .terminal())
        try printer.finish(report.diagnostics)
        guard let written = report.written else { throw ExitCode.failure }
        output.status("\(Plural.count(report.images, "image set")); \(Plural.count(written.changed.count, "file")) changed, \(written.removed.count) removed")
    }
}

enum ImagesWording: CatalogTargetWording {
    static let catalogHelp = "The asset catalog (.xcassets) to write image sets into; created if missing."
    static let namespaceHelp = "Catalog folder (provides-namespace) above the sets, e.g. Images → \"Images/hero\"."
    static let swiftHelp = "Write a Swift enum of the images (SwiftUI/UIKit/AppKit accessors) here."
}
