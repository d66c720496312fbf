import ArgumentParser
import Diagnostics
import StylebookKit

struct AssetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assets",
        abstract: "Read existing asset catalogs into type-safe Swift (colours, images, symbols, data).",
        discussion: """
        Reads every colour, image, symbol and data set of the catalogs (any author: Xcode, \
        Stylebook, other tools) and writes one Swift file: `Colors.accent.color`, \
        `Images.Icons.cart.image`, … with names as Xcode's generated asset symbols spell them \
        (--naming stylebook keeps Stylebook's rules). App icons and other kinds are listed and \
        skipped. With --template, a SwiftGen xcassets Stencil template is rendered instead, with \
        the context SwiftGen builds. A broken Contents.json is reported with its location and \
        nothing is written.

        Example: stylebook assets App/Assets.xcassets Widgets/Assets.xcassets --swift App/Assets.swift
        """
    )

    @Argument(help: "Asset catalogs (.xcassets folders), merged as Xcode merges a target's catalogs.")
    var catalogs: [String]

    @Option(help: "Swift file to write.")
    var swift: String

    @Option(help: "A Stencil template using SwiftGen's xcassets context (e.g. a team's swiftgen template).")
    var template: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("A template parameter, as SwiftGen takes them: KEY=VALUE (enumName=Asset), KEY alone for true (publicAccess). Repeatable.", valueName: "key=value"))
    var parameters: [String] = []

    @OptionGroup(title: "Generated Swift") var code: SwiftCodeOptions

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if catalogs.isEmpty { throw ValidationError("give at least one .xcassets catalog") }
    }

    func run() throws {
        let printer = output.printer
        let code = try orExit(printer) { () throws(DiagnosticError) in try self.code.settings() }
        var settings = AssetsBuild.Settings(catalogs: catalogs, swift: swift, code: code, template: template)
        settings.parameters = parameters
        var build = BuildOutput()
        let report = AssetsBuild.plan(settings, into: &build)
        try printer.finish(report.diagnostics)
        let written = try orExit(printer) { () throws(DiagnosticError) in try BuildWriter.write(build) }
        output.status("\(report.sets) set(s) from \(catalogs.count) catalog(s); \(written.changed.count) file(s) changed")
    }
}
