import ArgumentParser
import Diagnostics
import Foundation
import StyleGuide
import StylebookCLI
import StylebookKit

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions of a design system: colours, text styles, symbols, accessors.",
        discussion: """
        OLD and NEW are project folders (or their stylebook.yml), or git revisions of the project \
        in the current folder (or --project): `stylebook diff HEAD~1 HEAD`, `stylebook diff main .`. \
        A revision is exported with `git archive` into a temporary folder; the repository is only read.

        Removed or renamed accessors are breaking changes for app code, unless the new side's \
        `renames:` keeps the old name as a deprecated alias. Without -o or --markdown \
        the Markdown summary is printed. The exit status is 0 whatever changed unless --fail-on is given.

        Example: stylebook diff HEAD~1 HEAD --project Examples/Kaimono -o /tmp/diff --markdown /tmp/diff.md --fail-on breaking
        """
    )

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case breaking, any
    }

    @Argument(help: "The old version: a project folder or a git revision.")
    var old: String

    @Argument(help: "The new version: a project folder or a git revision.")
    var new: String

    @Option(help: "The project folder inside the repository, for git revisions (. is the current folder).")
    var project = "."

    @Option(name: .shortAndLong, help: "Write the HTML page to this folder (DIR/index.html).")
    var output: String?

    @Option(help: "Write the Markdown summary (counts and list) to this file.")
    var markdown: String?

    @Option(name: .customLong("fail-on"), help: "Exit 1 when there is a breaking change (breaking) or any change (any).")
    var failOn: FailOn?

    @OptionGroup var printing: OutputOptions

    func run() throws {
        let printer = printing.printer
        let scratch = NSTemporaryDirectory() + "stylebook-diff-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let oldSide = try orExit(printer) { () throws(DiagnosticError) in try DiffBuild.side(old, project: project, scratch: scratch) }
        let newSide = try orExit(printer) { () throws(DiagnosticError) in try DiffBuild.side(new, project: project, scratch: scratch) }
        let result = DiffBuild.diff(old: oldSide, new: newSide)
        printer.print(result.diagnostics)
        guard let diff = result.diff, let before = result.old, let after = result.new else { throw ExitCode.failure }
        try orExit(printer) { () throws(DiagnosticError) in
            try DiffBuild.write(diff, old: before, new: after, html: output, markdown: markdown)
        }
        if output == nil && markdown == nil { print(DiffMarkdown.render(diff), terminator: "") }
        let summary = "diff: \(diff.count(.added)) added, \(diff.count(.removed)) removed, \(diff.count(.changed)) changed, "
            + "\(diff.count(.renamed)) renamed, \(diff.breaking.count) breaking"
        printing.status(summary)
        switch failOn {
        case .breaking? where !diff.breaking.isEmpty:
            printer.status("error: \(Plural.count(diff.breaking.count, "breaking change")) (--fail-on breaking)")
            throw ExitCode.failure
        case .any? where !diff.isEmpty:
            printer.status("error: \(Plural.count(diff.changes.count, "change")) (--fail-on any)")
            throw ExitCode.failure
        default: break
        }
    }
}
