import ArgumentParser

/// `stylebook-audit [audit] SOURCES…` (the usage audit, the default) and
/// `stylebook-audit migrate SOURCES…` (call sites rewritten from old names to new ones).
@main
struct AuditTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stylebook-audit",
        abstract: "Audit and migrate Swift sources that use a design system's assets.",
        subcommands: [AuditCommand.self, MigrateCommand.self, RolesCommand.self],
        defaultSubcommand: AuditCommand.self)
}
