import ArgumentParser
import CatalogImport
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

        With --to stylebook, SwiftGen and R.swift call sites become Stylebook's accessors instead: \
        --generated names Stylebook's generated Swift and SwiftGen's asset file (`Asset.Colors.brand.color` \
        → `Colors.brand.uiColor`, `Asset.Images.cart.image` → `Symbols.cart.uiImage!`), R.swift's \
        `R.color.brand()`, `R.image.cart()` and asset symbols (`Color(.brand)`) are named from --catalog (the old catalog) and \
        Stylebook's assets, and --mapping renames old assets to new ones first. L10n and other \
        SwiftGen kinds stay.

        Example: stylebook-audit migrate App/Sources --generated Design/Generated/Tokens.swift --mapping Renewal/mapping.yml
        Example: stylebook-audit migrate App --to stylebook --generated Design/Generated/Tokens.swift --generated App/SwiftGen/Assets.swift
        """)

    @Argument(help: "Swift files or folders to migrate (folders are searched for .swift files).")
    var sources: [String]

    @Option(name: .customLong("generated"), help: "Generated Swift whose deprecated `renamed:` aliases say what to rename (repeatable).")
    var generated: [String] = []

    @Option(name: .customLong("mapping"), help: "A mapping.yml from `stylebook renewal` (repeatable).")
    var mappings: [String] = []

    @Option(help: "'stylebook': rewrite SwiftGen and R.swift call sites to Stylebook's accessors.")
    var to: String?

    @Option(name: .customLong("catalog"), help: "With --to stylebook: an old asset catalog, for R.swift's names (repeatable).")
    var catalogs: [String] = []

    @Flag(help: "Rewrite the files instead of printing the diff.")
    var write = false

    @Flag(help: "Print the diff and write nothing (the default; says so in scripts).")
    var dryRun = false

    @Option(help: "text, json or github.")
    var format: String = "text"

    func run() throws {
        guard let format = DiagnosticFormat(rawValue: format) else {
            throw ValidationError("--format must be text, json or github, not '\(format)'")
        }
        let printer = DiagnosticPrinter(format: format)
        var diagnostics = DiagnosticList()
        if let to, to != "stylebook" { throw ValidationError("--to must be 'stylebook', not '\(to)'") }
        if write && dryRun { throw ValidationError("--dry-run and --write contradict each other; give one") }
        let rules = to == nil ? readRules(into: &diagnostics) : []
        let foreign = to == nil ? nil : readForeignMigration(into: &diagnostics)
        if rules.isEmpty && foreign == nil && !diagnostics.hasErrors {
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
            var result = CallSiteMigrator.migrate(text, rules: rules)
            if let foreign {
                let migrated = ForeignCallSiteMigrator.migrate(text, using: foreign, file: file)
                result = (migrated.text, migrated.changes)
                diagnostics.append(contentsOf: migrated.left)
            }
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

    /// `--to stylebook`: Stylebook's and SwiftGen's accessors from --generated, R.swift's names from
    /// --catalog (or Stylebook's assets), asset renames from --mapping. nil after an error.
    func readForeignMigration(into diagnostics: inout DiagnosticList) -> ForeignMigration? {
        var migration = ForeignMigration()
        for file in generated {
            guard let text = readText(file, into: &diagnostics) else { continue }
            let accessors = GeneratedAccessorReader.read(text, file: file).accessors
            migration.addStylebook(accessors)
            migration.addSwiftGen(accessors)
        }
        if migration.targets.isEmpty && !diagnostics.hasErrors {
            diagnostics.append(.error("--to stylebook: no Stylebook colour or symbol accessors in the --generated files"))
        }
        if !catalogs.isEmpty {
            let read = CatalogScanner.read(catalogs)
            diagnostics.append(contentsOf: read.diagnostics)
            let sets = read.catalogs.flatMap(\.allSets).compactMap { set in
                set.kind == .color || set.kind == .image ? CatalogSetName(assetName: set.assetName, isColor: set.kind == .color) : nil
            }
            migration.addRSwift(catalog: sets)
            migration.addXcodeSymbols(catalog: sets)
        }
        migration.addNamesForTargets()
        for file in mappings {
            guard let text = readText(file, into: &diagnostics) else { continue }
            do {
                for entry in try MappingFile.read(text, path: file) where [.colors, .icons].contains(entry.suggestion.kind) {
                    guard let new = entry.suggestion.new else { continue }
                    migration.assetRenames.append((entry.suggestion.old.components, new.components))
                }
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        return diagnostics.hasErrors ? nil : migration
    }

    func readText(_ path: String, into diagnostics: inout DiagnosticList) -> String? { AuditCommand.readText(path, into: &diagnostics) }
    func standardised(_ path: String) -> String { AuditCommand.standardised(path) }
}
