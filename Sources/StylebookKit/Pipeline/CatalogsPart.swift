import Diagnostics

/// `catalogs:` of a project: existing catalogs (and the sets this run generates) read into Swift.
/// Runs after the parts that generate sets, as it reads theirs.
struct CatalogsPart: BuildPart {
    let catalogs: ProjectConfig.Catalogs
    let config: ProjectConfig

    mutating func read(_ run: inout BuildRun) throws(DiagnosticError) {}

    mutating func plan(_ run: inout BuildRun, fingerprint: PartFingerprint?) throws(DiagnosticError) -> PartRecord? {
        var settings = AssetsBuild.Settings(catalogs: catalogs.inputs.map(config.resolve), swift: config.resolve(catalogs.swift),
                                            code: config.code, template: catalogs.template.map(config.resolve))
        settings.parameters = catalogs.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        settings.rootTypeName = catalogs.enumName
        settings.stylebookContext = catalogs.context == "stylebook"
        // Token, symbol and image files define `Colors`/`Symbols`/`Images` at the top level too.
        let otherSwift = [config.tokens?.swift, config.tokens?.core, config.symbols?.swift, config.images?.swift].contains { $0 != nil }
        if otherSwift, catalogs.enumName == nil, catalogs.template == nil {
            run.report.diagnostics.error("catalogs.swift and the token/symbol/image Swift files would both declare Colors, Symbols or Images; "
                                         + "set catalogs.enum (e.g. Assets) to nest the catalog accessors", at: SourceLocation(file: config.path))
            run.blocking = true
        }
        // Sections the cache skipped keep their sets on disk; those are read, not replaced.
        let skippedKinds = run.skippedKinds
        let assets = AssetsBuild.plan(settings, generated: run.output.catalogEntries, generatedCatalog: run.output.catalogPath,
                                      replacedKinds: skippedKinds.isEmpty ? nil : ProjectBuilder.catalogKinds.subtracting(skippedKinds),
                                      into: &run.output)
        run.report.catalogSets = assets.sets
        run.report.diagnostics.append(contentsOf: assets.diagnostics)
        if assets.diagnostics.hasErrors { run.blocking = true }
        return nil
    }
}
