import ArgumentParser
import StylebookKit

/// How one command words the options of `CatalogTargetOptions`.
protocol CatalogTargetWording {
    static var catalogHelp: String { get }
    static var namespaceHelp: String { get }
    static var swiftHelp: String { get }
}

/// Where `images` and `symbols` write: the catalog (required, created if missing), a namespace
/// folder for the sets, and a Swift enum of them. Declared once; each command words the help.
struct CatalogTargetOptions<Wording: CatalogTargetWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Wording.catalogHelp))
    var catalog: String

    @Option(help: ArgumentHelp(Wording.namespaceHelp))
    var namespace: String?

    @Option(help: ArgumentHelp(Wording.swiftHelp))
    var swift: String?
}

/// `--template`/`--swift-template` and `--param`: a Stencil template that writes the `--swift`
/// file instead of the built-in Swift, shared by `symbols` and `tokens`.
struct SwiftTemplateOptions: ParsableArguments {
    @Option(name: [.customLong("template"), .customLong("swift-template")],
            help: ArgumentHelp("A Stencil template that writes the --swift file instead of the built-in Swift (context: docs/templates.md).", valueName: "path"))
    var swiftTemplate: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("A template parameter: KEY=VALUE, KEY alone for true, a.b=VALUE nests. Repeatable.", valueName: "key=value"))
    var parameters: [String] = []

    /// The template with its parameters, when one was given.
    var template: SwiftTemplate? { swiftTemplate.map { SwiftTemplate(path: $0, parameters: parameters) } }
}
