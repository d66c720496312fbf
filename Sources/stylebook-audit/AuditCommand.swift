import ArgumentParser
import CatalogImport
import Diagnostics
import Foundation
import StylebookCLI
import StylebookKit
import UsageAudit

/// `stylebook-audit`: which assets app code uses, which it names but do not exist, which are
/// deprecated, and which nothing uses. A tool of its own because it parses Swift with
/// swift-syntax, which the build-tool plugin (it builds only `stylebook`) should never build.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Find uses of a design system's assets in Swift sources: missing, deprecated and unused assets.",
        discussion: """
        Recognises Stylebook's generated accessors and any other generated Swift given with --generated \
        (SwiftGen's `Asset.Colors.brand`), R.swift (`R.image.cart`), Xcode asset symbols \
        (`ColorResource.brand`, `Color(.brand)`, `UIImage(resource: .cart)`) and string names \
        (`UIImage(named: "cart")`, `Image("cart")`). Uses of missing assets are errors; deprecated \
        accessors and unused assets are warnings.

        Examples:
          stylebook-audit App/Sources --catalog App/Assets.xcassets --generated App/Generated/Tokens.swift
          stylebook-audit Sources --catalog Design/Generated/Kaimono.xcassets --format github
        """)

    @Argument(help: "Swift files or folders to scan (folders are searched for .swift files).")
    var sources: [String]

    @Option(name: .customLong("catalog"), help: "An asset catalog the app ships (repeatable).")
    var catalogs: [String] = []

    @Option(name: .customLong("generated"), help: "A generated Swift file whose accessors count as uses of assets (repeatable).")
    var generated: [String] = []

    @Option(help: "text, json or github.")
    var format: String = "text"

    @Flag(help: "Do not list unused assets.")
    var noUnused = false

    @Flag(help: "Also list every use found.")
    var verbose = false

    func run() throws {
        guard let format = DiagnosticFormat(rawValue: format) else {
            throw ValidationError("--format must be text, json or github, not '\(format)'")
        }
        let printer = DiagnosticPrinter(format: format, verbose: verbose)
        var audit = UsageAudit()
        var diagnostics = DiagnosticList()
        if !catalogs.isEmpty {
            let read = CatalogScanner.read(catalogs)
            diagnostics.append(contentsOf: read.diagnostics)
            audit.add(catalogs: read.catalogs)
        }
        for file in generated {
            guard let text = readSwift(file, into: &diagnostics) else { continue }
            audit.add(generatedSource: text, file: file)
        }
        let generatedFiles = Set(generated.map(standardised))
        let files = SwiftSourceFinder.files(in: sources, diagnostics: &diagnostics).filter { !generatedFiles.contains(standardised($0)) }
        let texts = files.compactMap { file in readSwift(file, into: &diagnostics).map { (path: file, text: $0) } }
        var report = audit.run(sources: texts)
        if noUnused { report.diagnostics = DiagnosticList(report.diagnostics.filter { !$0.message.hasSuffix("is never used in the sources") }) }
        diagnostics.append(contentsOf: report.diagnostics)
        for use in report.uses { printer.detail("\(use.location): note: uses \(use.spelling)") }
        printer.print(diagnostics)
        let errors = diagnostics.filter(\.isError).count
        let unused = noUnused ? "" : "\(report.unused.count) unused, "
        printer.summary("\(files.count) source file\(files.count == 1 ? "" : "s"), \(report.uses.count) use\(report.uses.count == 1 ? "" : "s"), "
                        + unused + "\(errors) error\(errors == 1 ? "" : "s")",
                        counts: ["files": files.count, "uses": report.uses.count, "unused": report.unused.count])
        if errors > 0 { throw ExitCode(1) }
    }

    func readSwift(_ path: String, into diagnostics: inout DiagnosticList) -> String? { Self.readText(path, into: &diagnostics) }

    /// A UTF-8 source file, or an error at it.
    static func readText(_ path: String, into diagnostics: inout DiagnosticList) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.append(.error("cannot read \(path)", at: SourceLocation(file: path)))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            diagnostics.append(.error("not UTF-8 text", at: SourceLocation(file: path, line: 1, column: 1)))
            return nil
        }
        return text
    }

    /// The printer for a `--format` value, or a usage error naming the three.
    static func printer(format: String) throws -> DiagnosticPrinter {
        guard let format = DiagnosticFormat(rawValue: format) else {
            throw ValidationError("--format must be text, json or github, not '\(format)'")
        }
        return DiagnosticPrinter(format: format)
    }

    func standardised(_ path: String) -> String { Self.standardised(path) }
    static func standardised(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
