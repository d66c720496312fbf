import ArgumentParser
import Diagnostics
import FileOutput
import StylebookCLI
import StylebookKit

struct SymbolCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbol",
        abstract: "Convert one SVG icon into a custom SF Symbols template.",
        discussion: """
        Strokes are expanded into filled outlines, even-odd fills are rewound for non-zero filling, \
        transforms, arcs and clip paths are flattened into plain M/L/C/Q/Z path data, and geometry \
        outside the view box is clipped (with a warning). The glyph is sized and centred on Apple's \
        guides. Stroke icons get their Ultralight and Black masters by scaling the stroke width; \
        fill-only icons need --ultralight/--black sources for real weights.

        Example: stylebook symbol cart.svg -o cart.symbol.svg --variants masters
        """
    )

    @Argument(help: "The SVG icon to convert.")
    var input: String

    @Option(name: .shortAndLong, help: "Where to write the template (.svg).")
    var output: String

    @Option(help: "Which variants to write: regular (Regular-M), masters (Ultralight-S, Regular-S, Black-S) or all (27).")
    var variants = "regular"

    @OptionGroup var template: SymbolTemplateOptions

    @Option(help: "An SVG drawn at Ultralight weight, used for the Ultralight master of a fill-only icon.")
    var ultralight: String?

    @Option(help: "An SVG drawn at Black weight, used for the Black master of a fill-only icon.")
    var black: String?

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
        let printer = outputOptions.printer
        let options = try template.options(variants: variants, printer: printer)
        let name = SymbolBatch.symbolName(forFile: input)
        let job = SymbolJob(name: name, source: input, ultralight: ultralight, black: black)
        switch SymbolBatch.convert(job, options: options) {
        case .failure(let error):
            printer.print(error.diagnostics)
            throw ExitCode.failure
        case .success(let symbol):
            printer.print(symbol.conversion.diagnostics)
            for choice in symbol.conversion.colorChoices { printer.detail(choice) }
            var transaction = OutputTransaction()
            transaction.write(symbol.template, to: output)
            do {
                try transaction.commit()
            } catch {
                printer.print(Diagnostic.error("cannot write the template: \(error.reason); nothing was changed", at: SourceLocation(file: error.path)))
                throw ExitCode.failure
            }
        }
    }
}
