import ArgumentParser
import Diagnostics
import StylebookCLI
import StylebookKit
import Symbols

/// The template options `symbol` and `symbols` share (how each template is drawn), with one
/// help text each, and the one place they become `SymbolOptions`.
struct SymbolTemplateOptions: ParsableArguments {
    @Option(name: .customLong("template-version"), help: "Template version: 2.0, 3.0 (default), 4.0, 5.0 or 6.0.")
    var templateVersion: String?

    @Option(help: "Decimals in path data (default 3).")
    var precision: Int?

    @Option(help: "Margins: 'fitted' to the glyph (default), 'fixed' (one width for every symbol) or 'fixed:WIDTH'.")
    var margins: String?

    @Option(help: "Fill-only icons: 'synthesize' Ultralight and Black by offsetting the outline (default) or 'reuse' Regular.")
    var weights: String?

    /// The conversion options for `variants` (each command has its own default), or the
    /// diagnostics printed and a failing exit.
    func options(variants: String, printer: DiagnosticPrinter) throws -> SymbolOptions {
        try orExit(printer) { () throws(DiagnosticError) in
            try SymbolSettings.options(variants: variants, templateVersion: templateVersion, precision: precision,
                                       margins: margins, weights: weights)
        }
    }
}
