import ArgumentParser
import Diagnostics
import Foundation
import StylebookCLI
import StylebookKit
import Symbols

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check SF Symbols templates the way Xcode and the SF Symbols app read them.",
        discussion: """
        Accepts what Xcode compiles: templates written by Stylebook, exported from the SF Symbols app, \
        or by Figma, Sketch, Pixelmator and hand. Errors are what Xcode would reject: no Regular-M \
        glyph (nor interpolatable masters), text or other non-shape content in a glyph, masters that \
        cannot interpolate when they are all there is, missing guides, unreadable numbers (NaN, \
        infinity, overflow). Everything else that Xcode compiles differently from what was drawn is a \
        warning that says what Xcode does instead: no or an outlined template-version (Xcode reads \
        version 0 and ignores the margins), strokes, even-odd fills, effects, arcs. Problems are \
        reported as file:line:col: error|warning: message; the exit status is 1 when any file has an error.

        Examples: stylebook validate App/Assets.xcassets        (every symbol set's template)
                  stylebook validate exports/cart.svg exports/leaf.svg
        """
    )

    @Argument(help: "Template files (.svg), asset catalogs or folders (their symbol sets' templates, or every .svg).")
    var files: [String]

    @OptionGroup var output: OutputOptions

    func run() throws {
        var (templates, all) = TemplateInputs.files(for: files)
        var failedFiles = 0
        var catalogColors: [String: Set<String>] = [:]
        for file in templates {
            guard let data = FileManager.default.contents(atPath: file) else {
                all.error("cannot read file", at: SourceLocation(file: file))
                failedFiles += 1
                continue
            }
            // Inside a catalog, multicolour names are checked against its colour sets too.
            let diagnostics = TemplateInputs.catalogColorNames(forTemplate: file, cache: &catalogColors).map {
                TemplateValidator.validate(bytes: [UInt8](data), path: file, catalogColorNames: $0)
            } ?? TemplateValidator.validate(bytes: [UInt8](data), path: file)
            if diagnostics.hasErrors { failedFiles += 1 }
            all.append(contentsOf: diagnostics)
        }
        output.printer.print(all)
        output.status("validated \(Plural.count(templates.count, "template")): \(templates.count - failedFiles) valid, \(failedFiles) invalid")
        if all.hasErrors { throw ExitCode.failure }
    }
}
