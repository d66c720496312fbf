import ArgumentParser
import Diagnostics
import Foundation
import Renewal
import StyleGuide
import StylebookKit
import Tokens

struct RenewalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "renewal",
        abstract: "Suggest old → new mappings between two design systems, with an old/new switch in Swift and a review page.",
        discussion: """
        OLD and NEW are project folders (or their stylebook.yml) or token files; icons come from a project's \
        symbols folder or --old-icons/--new-icons. Writes DIR/mapping.yml \
        (one line per old token or icon: the suggested new one, a confidence and why; colours by ΔE in OKLab, \
        text styles by size and weight, dimensions by points, icons by drawing IoU, all with name similarity), DIR/RenewalSwitch.swift \
        (old or new per token behind one switch) and DIR/report.html, all or nothing. \
        Reviewed lines of an existing DIR/mapping.yml are kept, and so is every line's `group:` \
        (a screen or module with its own switch and -D STYLEBOOK_RENEWAL_NEW_<GROUP> flag). Colours \
        are also compared by role: from their name words and, with --roles, from how app code uses \
        the old ones (`stylebook-audit roles SOURCES -o FILE`).

        Example: stylebook renewal Examples/KaimonoRenewal/old Examples/KaimonoRenewal/new -o Examples/KaimonoRenewal/Renewal
        """
    )

    @Argument(help: "The old design system: a project folder, its stylebook.yml, or a token file.")
    var old: String

    @Argument(help: "The new design system: a project folder, its stylebook.yml, or a token file.")
    var new: String

    @Option(name: .shortAndLong, help: "The folder to write mapping.yml, RenewalSwitch.swift and report.html to.")
    var output: String

    @Option(name: .customLong("old-icons"), help: "The old icon folder (*.svg); a project's symbols.source by default.")
    var oldIcons: String?

    @Option(name: .customLong("new-icons"), help: "The new icon folder (*.svg); a project's symbols.source by default.")
    var newIcons: String?

    @Option(name: .customLong("roles"), help: "How app code uses the old colours (`stylebook-audit roles SOURCES -o FILE`), weighed with their name words.")
    var roles: String?

    @OptionGroup var printing: OutputOptions

    func run() throws {
        let printer = printing.printer
        var diagnostics = DiagnosticList()
        var oldSide = try orExit(printer) { () throws(DiagnosticError) in try Self.side(old, icons: oldIcons, diagnostics: &diagnostics) }
        if let roles {
            oldSide.usageRoles = try orExit(printer) { () throws(DiagnosticError) in try Self.usageRoles(roles) }
        }
        let newSide = try orExit(printer) { () throws(DiagnosticError) in try Self.side(new, icons: newIcons, diagnostics: &diagnostics) }
        for (side, location) in [(oldSide, old), (newSide, new)] where side.isEmpty {
            diagnostics.error("no colours, text styles, dimensions or icons to compare", at: SourceLocation(file: location))
        }
        try printer.finish(diagnostics)
        let result = try orExit(printer) { () throws(DiagnosticError) in try RenewalOutput.write(old: oldSide, new: newSide, to: output) }
        printer.print(result.diagnostics)
        let mapped = result.suggestions.filter { $0.new != nil }.count
        printing.status("renewal: \(mapped) of \(result.suggestions.count) old tokens and icons mapped, "
                        + "\(result.suggestions.count - mapped) unmatched; wrote \(result.files.joined(separator: ", "))")
    }

    /// A roles file of `stylebook-audit roles`.
    static func usageRoles(_ path: String) throws(DiagnosticError) -> ColorUsageRoles {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticError(.error("cannot read the roles file (missing or not UTF-8 text)", at: SourceLocation(file: path)))
        }
        return try ColorUsageRoles.read(text, path: path)
    }

    /// A project or token file, with the icons of `icons` (or of the project's symbols folder).
    static func side(_ location: String, icons: String?, diagnostics: inout DiagnosticList) throws(DiagnosticError) -> RenewalSide {
        var side = try tokenSide(location, diagnostics: &diagnostics)
        if let icons {
            side.icons = try RenewalIcon.load(folder: icons, namespace: nil)
        } else if let config = try? ProjectConfig.load(at: location), let symbols = config.symbols {
            side.icons = try RenewalIcon.load(folder: config.resolve(symbols.source), namespace: symbols.namespace)
        }
        return side
    }

    /// A project (read as `build` reads it) or a token file (read on its own).
    static func tokenSide(_ location: String, diagnostics: inout DiagnosticList) throws(DiagnosticError) -> RenewalSide {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: location, isDirectory: &isFolder) else {
            throw DiagnosticError(.error("no such project folder or token file", at: SourceLocation(file: location)))
        }
        let label = URL(fileURLWithPath: location).standardizedFileURL.lastPathComponent
        if isFolder.boolValue || location.hasSuffix(ProjectConfig.fileName) {
            let config = try ProjectConfig.load(at: location)
            guard config.tokens != nil else {
                throw DiagnosticError(.error("this project has no 'tokens' section to compare", at: SourceLocation(file: config.path)))
            }
            let model = GuideBuild.model(config, title: label, fonts: FontAvailability(families: []))
            diagnostics.append(contentsOf: model.diagnostics)
            var side = RenewalSide(label: label, tokens: model.input.tokens)
            side.swift = config.code.options(catalogNamespace: config.tokens?.namespace.map { [$0] } ?? [])
            return side
        }
        let read = try TokenReader.read(files: [location])
        diagnostics.append(contentsOf: read.diagnostics)
        return RenewalSide(label: label, tokens: read.tokens)
    }
}
