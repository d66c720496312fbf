import ArgumentParser
import Foundation
import Diagnostics
import StylebookCLI
import StylebookKit
import Tokens

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check WCAG contrast of foreground/background colour pairs in every appearance.",
        discussion: """
        The rules file lists pairs by token path pattern and a minimum ratio (4.5 for text, 3.0 for \
        large text and non-text, or the keywords text, large, non-text):

          contrast:
            - foreground: "content/*"
              background: "background*"
              minimum: 4.5

        Every failing pair is an error naming the appearance, both tokens, both colours and the ratio. \
        With a project folder (or stylebook.yml), tokens and rules come from the project file; with \
        its `fonts:`, every text style is also checked against the fonts (families, weights, and the \
        glyphs its sample text needs, `$extensions.com.stylebook.sample`).

        Examples: stylebook lint Examples/Kaimono
                  stylebook lint tokens/*.json --resolver tokens/app.resolver.json --config contrast.yml
                  stylebook lint tokens --explain-inputs   (the role of each token file, and why)
        """
    )

    @Argument(help: "Token files, or a project folder / stylebook.yml.")
    var inputs: [String] = []

    @Option(help: "The lint rules file (YAML).")
    var config: String?

    @Option(help: "A DTCG resolver document.")
    var resolver: String?

    @Option(name: .customLong("appearance"), help: ArgumentHelp("NAME=MODIFIER:CONTEXT, as for `tokens`.", valueName: "mapping"))
    var appearances: [String] = []

    @Option(name: .customLong("input"), help: ArgumentHelp("MODIFIER=CONTEXT or FILE=ROLE (base, light, dark, light-hc, dark-hc, skip), as for `tokens`.", valueName: "input"))
    var modifierInputs: [String] = []

    @Flag(name: .customLong("explain-inputs"), help: "Print the role of each token file (base set, light, dark, high contrast, theme) and why, then stop: no contrast rules needed.")
    var explainInputs = false

    @OptionGroup var output: OutputOptions

    func run() throws {
        var printer = output.printer
        // Token files given here: a setting hint names the flag; a project's: its stylebook.yml key.
        printer.hints = .commandLine
        var settings = TokenBuild.Settings(files: inputs, resolver: resolver)
        settings.appearances = appearances
        settings.inputs = modifierInputs
        var rules = config
        var project: ProjectConfig?
        let tokenFolder = explainInputs && Self.isFolderWithoutProject(inputs.first ?? ".")
        if config == nil, inputs.count <= 1, resolver == nil, !tokenFolder, Self.namesProject(inputs.first ?? ".") {
            let loaded = try orExit(printer) { () throws(DiagnosticError) in try ProjectConfig.load(at: inputs.first ?? ".") }
            project = loaded
            guard let tokens = loaded.tokens else {
                printer.print(Diagnostic.error("the project file has no 'tokens' section", at: SourceLocation(file: loaded.path)))
                throw ExitCode.failure
            }
            settings = TokenBuild.Settings(tokens, in: loaded)
            printer.hints = .projectFile
            if explainInputs { return try explain(settings, printer) }
            // A project with fonts but no contrast rules is linted for its fonts alone.
            if loaded.lint == nil && loaded.fonts != nil { return try lintFonts(loaded, settings, printer) }
            guard let lint = loaded.lint else {
                printer.print(Diagnostic.error("the project file has no 'lint' rules file", at: SourceLocation(file: loaded.path)))
                throw ExitCode.failure
            }
            rules = loaded.resolve(lint)
        }
        if explainInputs { return try explain(settings, printer) }
        guard let rules else {
            printer.print(Diagnostic.error("token files need --config RULES.yml, the contrast rules (a project folder or its stylebook.yml reads them from 'lint:')"))
            throw ExitCode.failure
        }
        let read = try orExit(printer) { () throws(DiagnosticError) in try TokenBuild.read(settings) }
        let report = try orExit(printer) { () throws(DiagnosticError) in try ContrastCheck.run(read.tokens, configPath: rules) }
        var diagnostics = read.diagnostics
        diagnostics.append(contentsOf: report.diagnostics)
        if let project { diagnostics.append(contentsOf: Self.fontDiagnostics(project, tokens: read.tokens)) }
        printer.print(diagnostics)
        output.status("checked \(Plural.count(report.pairsChecked, "colour pair")) across appearances: \(report.failures) below the minimum")
        if diagnostics.hasErrors { throw ExitCode.failure }
    }

    /// `fonts:` of a project: each text style against the fonts, glyphs of its sample text included.
    func lintFonts(_ project: ProjectConfig, _ settings: TokenBuild.Settings, _ printer: DiagnosticPrinter) throws {
        let read = try orExit(printer) { () throws(DiagnosticError) in try TokenBuild.read(settings) }
        var diagnostics = read.diagnostics
        diagnostics.append(contentsOf: Self.fontDiagnostics(project, tokens: read.tokens))
        printer.print(diagnostics)
        output.status("checked \(Plural.count(read.tokens.textStyles.count, "text style")) against the project's fonts")
        if diagnostics.hasErrors { throw ExitCode.failure }
    }

    static func fontDiagnostics(_ project: ProjectConfig, tokens: TokenSet) -> DiagnosticList {
        guard let fonts = FontBuild.read(project) else { return DiagnosticList() }
        guard !fonts.diagnostics.hasErrors else { return fonts.diagnostics }
        let shaped = TokenBuild.shape(tokens, project.tokens?.shaping ?? TokenShaping())
        return DiagnosticList(fonts.diagnostics.items + FontBuild.resolve(shaped.tokens, with: fonts).diagnostics)
    }

    /// `--explain-inputs`: each token file's role on standard output, one line each, then the warnings.
    func explain(_ settings: TokenBuild.Settings, _ printer: DiagnosticPrinter) throws {
        let read = try orExit(printer) { () throws(DiagnosticError) in try TokenBuild.read(settings) }
        for input in read.inputs { print(input.line) }
        printer.print(read.diagnostics)
        output.status("\(read.inputs.count) input(s) explained")
    }

    /// A folder with no `stylebook.yml`/`stylebook.yaml`: with `--explain-inputs`, a token folder.
    static func isFolderWithoutProject(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
        return !["stylebook.yml", "stylebook.yaml"].contains { FileManager.default.fileExists(atPath: path + "/" + $0) }
    }

    /// A project folder, or a file named like the project file; any other file is a token file, so
    /// `lint tokens.json` asks for its rules instead of reading the tokens as a project file.
    static func namesProject(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        // A missing path is reported as a missing project, the way `build` reports it.
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return true }
        let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        return name.hasPrefix("stylebook") && (name.hasSuffix(".yml") || name.hasSuffix(".yaml"))
    }
}
