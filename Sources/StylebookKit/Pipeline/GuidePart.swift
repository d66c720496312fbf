import Diagnostics

/// `guide:` of a project: the style guide, drawn after the write from this run's templates and
/// tokens, into its own folder.
struct GuidePart: BuildPart {
    let folder: String
    let config: ProjectConfig

    mutating func read(_ run: inout BuildRun) throws(DiagnosticError) {}

    mutating func plan(_ run: inout BuildRun, fingerprint: PartFingerprint?) throws(DiagnosticError) -> PartRecord? { nil }

    func afterWrite(_ run: inout BuildRun) throws(DiagnosticError) {
        let model = GuideBuild.input(config, tokens: run.guideTokens, lintTokens: run.lintTokens, batch: run.guideBatch,
                                     projectFonts: run.fonts?.library)
        run.report.diagnostics.append(contentsOf: model.diagnostics)
        let guideWritten = try GuideBuild.writeReporting(model.input, to: config.resolve(folder), lock: run.lock)
        run.report.written?.changed += guideWritten.changed
        run.report.diagnostics.append(contentsOf: guideWritten.warnings)
    }
}
