import ArgumentParser
import Diagnostics
import StylebookCLI
import StylebookKit

/// Shared printing and exit behaviour: every command prints diagnostics the same way and exits
/// non-zero when any of them is an error.
struct OutputOptions: ParsableArguments {
    @Flag(name: .customLong("quiet"), help: "Print errors only, no warnings or summary.")
    var quiet = false

    @Flag(name: .customLong("verbose"), help: "Also say what was converted, reused from the cache and written.")
    var verbose = false

    @Option(help: ArgumentHelp("How to print diagnostics: text (file:line:col: error: message, on standard error), "
                               + "json (one object per line and a summary, on standard output) or github "
                               + "(GitHub Actions annotations, on standard output).", valueName: "text|json|github"))
    var format: OutputFormat = .text

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    }

    var printer: DiagnosticPrinter {
        DiagnosticPrinter(showWarnings: !quiet, format: format.diagnosticFormat, terminal: .standardError, verbose: verbose)
    }

    /// The command's closing line (a summary object with --format json).
    func status(_ line: String, counts: [String: Int] = [:]) {
        printer.summary(line, counts: counts, quiet: quiet)
    }

    /// A progress bar for a batch of `label`, drawn only on a terminal with text output.
    func progress(_ label: String) -> ProgressReporter {
        let terminal: TerminalSupport = quiet || format != .text ? .plain : .standardError
        return ProgressReporter(terminal: terminal, label: label)
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, github

    var diagnosticFormat: DiagnosticFormat {
        switch self {
        case .text: .text
        case .json: .json
        case .github: .github
        }
    }
}

extension DiagnosticPrinter {
    /// Prints and turns errors into a failing exit status.
    func finish(_ diagnostics: DiagnosticList) throws {
        print(diagnostics)
        if diagnostics.hasErrors { throw ExitCode.failure }
    }
}

/// Runs a throwing step, printing its diagnostics and exiting with failure if it throws.
func orExit<T>(_ printer: DiagnosticPrinter, _ body: () throws(DiagnosticError) -> T) throws -> T {
    do {
        return try body()
    } catch {
        printer.print(error.diagnostics)
        throw ExitCode.failure
    }
}

/// Naming of generated Swift, shared by `symbols` and `tokens` (stylebook.yml's `swift:` section).
struct SwiftCodeOptions: ParsableArguments {
    @Flag(help: "Make generated Swift public.")
    var `public` = false

    @Option(name: .customLong("type-name"),
            help: ArgumentHelp("Rename a generated type: KIND=NAME, KIND one of colors, textStyles, symbols, images, "
                               + "dimensions, numbers, durations, shadows, fontFamilies, fontWeights, strings, borders, "
                               + "strokeStyles, cubicBeziers, transitions, gradients (e.g. colors=Palette). Repeatable.",
                               valueName: "kind=name"))
    var typeNames: [String] = []

    @Option(help: ArgumentHelp("Bundle the accessors load assets from: main (app target, default), module (Swift package), "
                               + "framework (the framework holding the generated code) or automatic (module under SwiftPM, else framework)."))
    var bundle: String?

    @Option(help: ArgumentHelp("Identifier rules: xcode (default: as Xcode's generated asset symbols, AccentColor → accent) or stylebook (accentColor).",
                               valueName: "rules"))
    var naming: String?

    @Flag(name: .customLong("no-static-members"),
          help: "Declare no static members on Color, ShapeStyle, Font, UIColor, UIFont and NSColor (Color.brand, .foregroundStyle(.brand)).")
    var noStaticMembers = false

    func settings() throws(DiagnosticError) -> SwiftSettings {
        var settings = SwiftSettings(access: `public` ? .public : .internal)
        settings.staticMembers = !noStaticMembers
        if let naming { try settings.setNaming(naming) }
        try settings.setTypeNames(typeNames)
        if let bundle { try settings.setBundle(bundle) }
        try settings.validate(at: nil)
        return settings
    }

    /// `settings()`, its errors printed before exiting with failure.
    func settings(orExit printer: DiagnosticPrinter) throws -> SwiftSettings {
        try orExit(printer) { () throws(DiagnosticError) in try settings() }
    }
}
