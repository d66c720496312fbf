import ArgumentParser
import Diagnostics
import StylebookCLI
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

    @Option(help: ArgumentHelp("The template's context: swiftgen (SwiftGen's xcassets context) or stylebook (colour values, image details, identifiers; see docs/catalogs.md).", valueName: "kind"))
    var context = "swiftgen"

    @Option(name: .customLong("enum-name"), help: ArgumentHelp("Nest the accessors in this enum (Assets.Colors.accent), e.g. beside Stylebook's token file.", valueName: "name"))
    var enumName: String?

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp("Remember what was read here, so a rerun with nothing changed returns at once (e.g. .build/stylebook-cache).", valueName: "folder"))
    var cacheDir: String?

    @OptionGroup(title: "Generated Swift") var code: SwiftCodeOptions

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if catalogs.isEmpty { throw ValidationError("give at least one .xcassets catalog") }
    }

    func run() throws {
        let printer = output.printer
        let code = try self.code.settings(orExit: printer)
        var settings = AssetsBuild.Settings(catalogs: catalogs, swift: swift, code: code, template: template)
        settings.parameters = parameters
        settings.rootTypeName = enumName
        switch context {
        case "swiftgen": break
        case "stylebook": settings.stylebookContext = true
        default:
            printer.print(DiagnosticList([.error("--context must be swiftgen or stylebook, not '\(context)'")]))
            throw ExitCode.failure
        }
        let cache = cacheDir.map { BuildCache(root: $0, projectPath: swift) }
        let report = ProjectBuilder.run(AssetsPart(settings, cache: cache), lock: .terminal())
        try printer.finish(report.diagnostics)
        let changed = report.written?.changed.count ?? 0
        output.status("\(Plural.count(report.catalogSets, "set")) from \(Plural.count(catalogs.count, "catalog")); \(Plural.count(changed, "file")) changed"
                      + (report.upToDate.contains("assets") ? " (up to date)" : ""))
    }
}
