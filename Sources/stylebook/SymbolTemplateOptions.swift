import ArgumentParser

/// The template options `symbol` and `symbols` share, with one help text each.
struct SymbolTemplateOptions: ParsableArguments {
    @Option(name: .customLong("template-version"), help: "Template version: 2.0, 3.0 (default), 4.0, 5.0 or 6.0.")
    var templateVersion: String?

    @Option(help: "Decimals in path data (default 3).")
    var precision: Int?
}
