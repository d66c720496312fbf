import ArgumentParser
import Diagnostics
import StylebookCLI
import StylebookKit

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Compile design tokens into colour sets (light, dark, high contrast) and type-safe Swift.",
        discussion: """
        Reads W3C design tokens (DTCG JSON, with the resolver module for modes), Style Dictionary \
        and Tokens Studio files ($themes.json, $metadata.json), or Stylebook YAML; a folder is read \
        whole. Resolver contexts, Tokens Studio themes and per-mode file names spelled like the \
        appearances (light, dark, light-hc, dark-hc, theme-dark, dark_ax …) map to them; \
        --appearance maps one modifier by hand, --input fixes the others. Nothing is written \
        when there is an error. See docs/token-systems.md.

        Example: stylebook tokens tokens/*.json --resolver tokens/app.resolver.json \
        --appearance dark=theme:dark --appearance light-hc=theme:light_ax \
        --catalog App/Assets.xcassets --namespace Colors --swift App/Tokens.swift
        """
    )

    @Argument(help: "Token files or folders (read whole): DTCG, Style Dictionary or Tokens Studio JSON, Stylebook YAML, a resolver; the format is found from the content. Later files override earlier ones.")
    var files: [String] = []

    @Option(help: "A DTCG resolver document (sets and modifiers).")
    var resolver: String?

    @Option(name: .customLong("appearance"), help: ArgumentHelp("Map an appearance to a resolver modifier context: NAME=MODIFIER:CONTEXT, NAME one of light, dark, light-hc, dark-hc.", valueName: "mapping"))
    var appearances: [String] = []

    @Option(name: .customLong("input"), help: ArgumentHelp("Choose the context of a resolver modifier (or Tokens Studio theme group) that does not select an appearance: MODIFIER=CONTEXT, e.g. size=medium; or give a token file its role: FILE=ROLE (base, light, dark, light-hc, dark-hc, skip), e.g. semantic.night.json=dark.", valueName: "choice"))
    var inputs: [String] = []

    @Option(help: ArgumentHelp("Appearances every colour must define, e.g. dark,light-hc.", valueName: "appearances"))
    var require: [String] = []

    @Option(help: "Asset catalog (.xcassets) to write colour sets into.")
    var catalog: String?

    @Option(help: "Catalog folder (provides-namespace) for the colour sets, e.g. Colors.")
    var namespace: String?

    @Option(help: "Swift file with values and SwiftUI/UIKit/AppKit accessors (only the accessors when --swift-core is given).")
    var swift: String?

    @Option(name: .customLong("swift-core"), help: "Separate platform-neutral Swift file with the token values.")
    var swiftCore: String?

    @OptionGroup var swiftTemplate: SwiftTemplateOptions

    @Option(name: .customLong("rem-base"), help: "Points per rem (default 16).")
    var remBase: Double?

    @Flag(help: "Make a token that cannot be generated an error (by default it is left out with a warning, with the tokens that refer to it).")
    var strict = false

    @Flag(name: .customLong("json5"), help: "Accept comments and trailing commas in JSON token files.")
    var json5 = false

    @Option(help: ArgumentHelp("Generate only tokens whose path (or group) matches this glob, e.g. 'color.semantic.**'. Repeatable.", valueName: "glob"))
    var include: [String] = []

    @Option(help: ArgumentHelp("Do not generate tokens whose path (or group) matches this glob. Repeatable.", valueName: "glob"))
    var exclude: [String] = []

    @Option(name: .customLong("private"), help: ArgumentHelp("A group resolved for references but not generated, e.g. 'color.base'. Repeatable.", valueName: "group"))
    var privateGroups: [String] = []

    @Option(help: ArgumentHelp("Rename paths: GLOB=TARGET, $1… are the wildcards, e.g. 'color.base.gray.*=gray$1'. Repeatable; first match wins.", valueName: "rule"))
    var rename: [String] = []

    @Option(help: "Also check contrast rules from this lint file.")
    var lint: String?

    @OptionGroup(title: "Generated Swift") var code: SwiftCodeOptions

    @OptionGroup var output: OutputOptions

    func run() throws {
        var printer = output.printer
        // No project file here: a setting hint names the flag alone.
        printer.hints = .commandLine
        let code = try self.code.settings(orExit: printer)
        var settings = TokenBuild.Settings(files: files, resolver: resolver)
        settings.appearances = appearances
        settings.require = require
        settings.inputs = inputs
        settings.remBase = remBase
        settings.allowJSON5 = json5
        settings.strict = strict
        let shaping = try orExit(printer) { () throws(DiagnosticError) in
            try TokenBuild.shaping(include: include, exclude: exclude, privateGroups: privateGroups, renames: rename)
        }
        settings.shaping = shaping.isEmpty ? nil : shaping
        let outputs = TokenBuild.Outputs(namespace: namespace, swift: swift, core: swiftCore, code: code,
                                         template: swiftTemplate.template)
        let report = ProjectBuilder.run(TokensPart(settings: settings, shaping: shaping, outputs: outputs, lint: lint), catalog: catalog,
                                        lock: .terminal())
        for line in report.tokenInputs { printer.detail("input \(line)") }
        let written = try output.written(report, printer: printer, removedReason: "no token produces it any more")
        output.status("\(report.tokenSummary); \(Plural.count(written.changed.count, "file")) changed, \(Plural.count(written.removedSets.count, "set")) removed")
    }
}
