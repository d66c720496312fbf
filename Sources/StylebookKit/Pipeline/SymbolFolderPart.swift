import Diagnostics
import Symbols

/// `stylebook symbols`: one folder of icons with the options given on the command line, run
/// through the same driver as a project's symbols. Failed icons and (with `strict`) warnings are
/// errors that still let the good icons be written.
public struct SymbolFolderPart: Sendable {
    let folder: String
    let options: SymbolOptions
    let outputs: SymbolBuild.Outputs
    let strict: Bool
    private var jobs: [SymbolJob] = []

    public init(folder: String, options: SymbolOptions, outputs: SymbolBuild.Outputs, strict: Bool) {
        self.folder = folder
        self.options = options
        self.outputs = outputs
        self.strict = strict
    }
}

extension SymbolFolderPart: BuildPart {
    mutating func read(_ run: inout BuildRun) throws(DiagnosticError) {
        let scan = try SymbolBuild.scan(folder: folder, describedAs: "icon folder", at: SourceLocation(file: folder))
        run.report.diagnostics.append(contentsOf: scan.diagnostics)
        run.report.iconsFound = scan.jobs.count
        jobs = scan.jobs
    }

    mutating func plan(_ run: inout BuildRun, fingerprint: PartFingerprint?) throws(DiagnosticError) -> PartRecord? {
        let source = SymbolBuild.Source(folder: folder, name: "icon folder", location: SourceLocation(file: folder))
        var planned = try SymbolBuild.convertAndPlan(jobs, options: options, inputs: nil, source: source, outputs: outputs, run: &run)
        if !run.blocking {
            let failed = planned.batch.failed
            if !failed.isEmpty {
                planned.diagnostics.append(.error("\(Plural.count(failed.count, "icon")) failed: \(failed.joined(separator: ", ")); their previous sets are kept"))
            }
            let warningCount = run.report.diagnostics.warnings.count + planned.diagnostics.warnings.count
            if strict && warningCount > 0 {
                planned.diagnostics.append(.error("--strict: \(warningCount) warning(s) about the icons count as errors"))
            }
        }
        run.report.diagnostics.append(contentsOf: planned.diagnostics)
        return nil
    }
}
