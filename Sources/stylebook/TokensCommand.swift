import ArgumentParser
import Diagnostics
import StylebookKit

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Compile design tokens into colour sets (light, dark, high contrast) and type-safe Swift.",
        discussion: """
        Reads W3C design tokens (DTCG JSON, with the resolver module for modes) or Stylebook YAML. \
        Without --appearance, resolver contexts named like the appearances (light, dark, light-hc, \
        dark-hc and common spellings) map to them. Nothing is written when there is an error.

        Example: stylebook tokens tokens/*.json --resolver tokens/app.resolver.json \
        --appearance dark=theme:dark --appearance light-hc=theme:light_ax \
        --catalog App/Assets.xcassets --namespace Colors --swift App/Tokens.swift
        """
    )

    @Argument(help: "Token files (.json DTCG or .yml Stylebook YAML), read in order; later files override earlier ones.")
    var files: [String] = []

    @Option(help: "A DTCG resolver document (sets and modifiers).")
    var resolver: String?

    @Option(name: .customLong("appearance"), help: ArgumentHelp("Map an appearance to a resolver modifier context: NAME=MODIFIER:CONTEXT, NAME one of light, dark, light-hc, dark-hc.", valueName: "mapping"))
    var appearances: [String] = []

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

    @Option(name: .customLong("rem-base"), help: "Points per rem (default 16).")
    var remBase: Double?

    @Flag(name: .customLong("json5"), help: "Accept comments and trailing commas in JSON token files.")
    var json5 = false

    @Option(help: "Also check contrast rules from this lint file.")
    var lint: String?

    @OptionGroup(title: "Generated Swift") var code: SwiftCodeOptions

    @OptionGroup var output: OutputOptions

    func run() throws {
        let printer = output.printer
        let code = try orExit(printer) { () throws(DiagnosticError) in try self.code.settings() }
        var settings = TokenBuild.Settings(files: files, resolver: resolver)
        settings.appearances = appearances
        settings.require = require
        settings.remBase = remBase
        settings.allowJSON5 = json5
        let read = try orExit(printer) { () throws(DiagnosticError) in try TokenBuild.read(settings) }
        var diagnostics = read.diagnostics
        var build = BuildOutput(catalogPath: catalog)
        build.catalogScope = ["colorset"]
        diagnostics.append(contentsOf: TokenBuild.plan(read.tokens, outputs: .init(namespace: namespace, swift: swift, core: swiftCore, code: code), into: &build))
        if let lint {
            let report = try orExit(printer) { () throws(DiagnosticError) in try ContrastCheck.run(read.tokens, configPath: lint) }
            diagnostics.append(contentsOf: report.diagnostics)
        }
        if diagnostics.hasErrors {
            printer.print(diagnostics)
            throw ExitCode.failure
        }
        printer.print(diagnostics)
        let written = try orExit(printer) { () throws(DiagnosticError) in try BuildWriter.write(build) }
        output.status("\(read.tokens.summary); \(written.changed.count) file(s) changed, \(written.removed.count) removed")
    }
}
