import ArgumentParser
import Diagnostics
import FileOutput
import Foundation
import Renewal
import StylebookCLI
import StylebookKit
import UsageAudit

/// `stylebook-audit migrate`: call sites rewritten from old names to new ones, parsed as Swift.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Rewrite call sites from old accessor names to new ones (a dry run printing a diff unless --write).",
        discussion: """
        The renames come from generated Swift (--generated: every accessor Stylebook keeps as a \
        deprecated alias of `renames:` in stylebook.yml) and from mapping files (--mapping: the \
        old-swift → new-swift lines of `stylebook renewal`'s mapping.yml that have a `to`). \
        Without --write the unified diff is printed and nothing is written; with --write only the \
        files that change are rewritten, all or nothing.

        Example: stylebook-audit migrate App/Sources --generated Design/Generated/Tokens.swift --mapping Renewal/mapping.yml
        """)

    @Argument(help: "Swift files or folders to migrate (folders are searched for .swift files).")
    var sources: [String]

    @Option(name: .customLong("generated"), help: "Generated Swift whose deprecated `renamed:` aliases say what to rename (repeatable).")
    var generated: [String] = []

    @Option(name: .customLong("mapping"), help: "A mapping.yml from `stylebook renewal` (repeatable).")
    var mappings: [String] = []

    @Flag(help: "Rewrite the files instead of printing the diff.")
    var write = false

    @Option(help: "text, json or github.")
    var format: String = "text"

    func run() throws {
        guard let format = DiagnosticFormat(rawValue: format) else {
            throw ValidationError("--format must be text, json or github, not '\(format)'")
        }
        let printer = DiagnosticPrinter(format: format)
        var diagnostics = DiagnosticList()
        let rules = readRules(into: &diagnostics)
        if rules.isEmpty && !diagnostics.hasErrors {
            diagnostics.append(.error("nothing to migrate: give --generated files with renamed aliases or --mapping files with mappings"))
        }
        let generatedFiles = Set(generated.map(standardised))
        let files = SwiftSourceFinder.files(in: sources, diagnostics: &diagnostics).filter { !generatedFiles.contains(standardised($0)) }
        guard !diagnostics.hasErrors else {
            printer.print(diagnostics)
            throw ExitCode(1)
        }
        var transaction = OutputTransaction()
        var changedFiles = 0, changes = 0
        for file in files {
            guard let text = readText(file, into: &diagnostics) else { continue }
            let result = CallSiteMigrator.migrate(text, rules: rules)
            guard result.changes > 0 else { continue }
            changedFiles += 1
            changes += result.changes
            if write { transaction.write(result.text, to: file) } else { print(LineDiff.unified(old: text, new: result.text, path: file), terminator: "") }
        }
        if write && !diagnostics.hasErrors {
            do { try transaction.commit() } catch {
                diagnostics.append(.error("cannot write: \(error)"))
            }
        }
        printer.print(diagnostics)
        let verb = write ? "rewrote" : "would rewrite"
        printer.summary("migrate: \(verb) \(changes) call site\(changes == 1 ? "" : "s") in \(changedFiles) of \(files.count) file\(files.count == 1 ? "" : "s")",
                        counts: ["files": files.count, "changed": changedFiles, "callSites": changes])
        if diagnostics.hasErrors { throw ExitCode(1) }
    }

    func readRules(into diagnostics: inout DiagnosticList) -> [MigrationRule] {
        var rules: [MigrationRule] = []
        for file in generated {
            guard let text = readText(file, into: &diagnostics) else { continue }
            rules += MigrationRule.fromDeprecatedAliases(GeneratedAccessorReader.read(text, file: file).accessors)
        }
        for file in mappings {
            guard let text = readText(file, into: &diagnostics) else { continue }
            do {
                for entry in try MappingFile.read(text, path: file) where entry.suggestion.new != nil {
                    guard let old = entry.oldSwift, let new = entry.newSwift, old != new else { continue }
                    rules.append(MigrationRule(old: old.split(separator: ".").map(String.init), new: new.split(separator: ".").map(String.init)))
                }
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        return rules
    }

    func readText(_ path: String, into diagnostics: inout DiagnosticList) -> String? { AuditCommand.readText(path, into: &diagnostics) }
    func standardised(_ path: String) -> String { AuditCommand.standardised(path) }
}
