import ArgumentParser
import Diagnostics
import FileOutput
import Foundation
import Renewal
import StylebookCLI
import UsageAudit

/// `stylebook-audit roles SOURCES… -o roles.yml`: where app code draws each colour (background,
/// text, border, icon, accent), for `stylebook renewal --roles`, which weighs it in its suggestions.
struct RolesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roles",
        abstract: "List how Swift sources use colours (as background, text, border, icon or accent), for stylebook renewal --roles.",
        discussion: """
        Reads `.background(c)`, `.fill(c)`, `.foregroundColor(c)`, `.foregroundStyle(c)`, `.border(c)`, \
        `.stroke(c)`, `.tint(c)` and the assignments `backgroundColor =`, `textColor =`, `borderColor =`, \
        `separatorColor =`, `tintColor =`. Each colour is written as the code names it, without its \
        framework accessor (`Colors.sale`, `Asset.Colors.sale`, `.sale`, `"sale"`).

        Example: stylebook-audit roles App/Sources -o Renewal/roles.yml && stylebook renewal old new -o Renewal --roles Renewal/roles.yml
        """)

    @Argument(help: "Swift files or folders to scan (folders are searched for .swift files).")
    var sources: [String]

    @Option(name: .shortAndLong, help: "The roles file to write (standard output without it).")
    var output: String?

    @Option(help: "text, json or github.")
    var format: String = "text"

    func run() throws {
        let printer = try AuditCommand.printer(format: format)
        var diagnostics = DiagnosticList()
        var roles = ColorUsageRoles()
        var count = 0
        for file in SwiftSourceFinder.files(in: sources, diagnostics: &diagnostics) {
            guard let text = AuditCommand.readText(file, into: &diagnostics) else { continue }
            for use in ColorRoleScanner.scan(text, file: file) {
                guard let role = ColorRole(rawValue: use.role) else { continue }
                roles.uses[use.spelling, default: []].insert(role)
                count += 1
            }
        }
        if !diagnostics.hasErrors, let output {
            var transaction = OutputTransaction()
            transaction.write(roles.render(), to: output)
            do { try transaction.commit() } catch { diagnostics.append(.error("cannot write: \(error)", at: SourceLocation(file: output))) }
        } else if !diagnostics.hasErrors {
            print(roles.render(), terminator: "")
        }
        printer.print(diagnostics)
        if diagnostics.hasErrors { throw ExitCode(1) }
        // Without -o the file itself is the standard output.
        guard output != nil else { return }
        printer.summary("roles: \(count) colour use\(count == 1 ? "" : "s") of \(roles.uses.count) colour\(roles.uses.count == 1 ? "" : "s")",
                        counts: ["uses": count, "colours": roles.uses.count])
    }
}
