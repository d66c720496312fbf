import Diagnostics

/// `stylebook assets`: existing catalogs read into Swift (or a SwiftGen template's output), run
/// through the build driver. With a cache whose record shows every catalog folder and the Swift
/// file unchanged, nothing is read or written (`AssetsBuild.upToDate`); after a write the record
/// is stored again.
public struct AssetsPart: Sendable {
    let settings: AssetsBuild.Settings
    let cache: BuildCache?
    private var recorded: AssetsBuild.Record?
    private var planned: AssetsBuild.Report?

    public init(_ settings: AssetsBuild.Settings, cache: BuildCache?) {
        self.settings = settings
        self.cache = cache
    }
}

extension AssetsPart: BuildPart {
    mutating func read(_ run: inout BuildRun) throws(DiagnosticError) {
        if let cache { recorded = AssetsBuild.upToDate(settings, cache: cache) }
    }

    mutating func plan(_ run: inout BuildRun, fingerprint: PartFingerprint?) throws(DiagnosticError) -> PartRecord? {
        if let recorded {
            run.report.diagnostics.append(contentsOf: recorded.diagnostics)
            run.report.catalogSets = recorded.sets
            run.report.upToDate.append("assets")
            return nil
        }
        let report = AssetsBuild.plan(settings, into: &run.output)
        run.report.catalogSets = report.sets
        run.report.diagnostics.append(contentsOf: report.diagnostics)
        if report.diagnostics.hasErrors { run.blocking = true }
        planned = report
        return nil
    }

    func afterWrite(_ run: inout BuildRun) throws(DiagnosticError) {
        guard let cache, let planned else { return }
        AssetsBuild.store(settings, catalogs: planned.catalogs, searched: planned.searchedFolders, sets: planned.sets,
                          diagnostics: planned.diagnostics, cache: cache)
    }
}
