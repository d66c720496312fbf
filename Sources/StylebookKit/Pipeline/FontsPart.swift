import Diagnostics

/// `fonts:` of a project: the font files read first, so the tokens part gives text styles their
/// real faces and writes the fonts Swift with its own outputs (cached with them). Without
/// tokens, this part writes the fonts Swift itself.
struct FontsPart: BuildPart {
    let config: ProjectConfig

    mutating func read(_ run: inout BuildRun) throws(DiagnosticError) {
        guard let fonts = FontBuild.read(config) else { return }
        run.fonts = fonts
        run.report.diagnostics.append(contentsOf: fonts.diagnostics)
        if fonts.diagnostics.hasErrors { run.blocking = true }
    }

    mutating func plan(_ run: inout BuildRun, fingerprint: PartFingerprint?) throws(DiagnosticError) -> PartRecord? {
        if let fonts = run.fonts, !fonts.diagnostics.hasErrors, config.tokens == nil {
            FontBuild.plan(fonts, cascades: [], config: config, into: &run.output)
        }
        return nil
    }
}
