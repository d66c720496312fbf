import Diagnostics
import FileOutput
import Foundation

/// Runs a list of build parts: each is read, looked up in the cache and skipped when unchanged,
/// or planned into the one `BuildOutput`; then everything is written in one transaction (or, in
/// check mode, compared), the parts that write afterwards run, and the cache records what was
/// written. `stylebook build` runs every part of a project; `tokens` runs one.
enum BuildDriver {
    /// Where an output problem that belongs to no part is reported (nil: not checked).
    struct Checks {
        /// Generated sets with no catalog to go to are an error here.
        var missingCatalog: SourceLocation?
    }

    static func run(_ parts: [any BuildPart], _ run: inout BuildRun, checks: Checks, write: Bool,
                    fileSystem: some CommitFileSystem) {
        var parts = parts
        for index in parts.indices {
            do throws(DiagnosticError) {
                try step(&parts[index], &run)
            } catch {
                run.report.diagnostics.append(contentsOf: error.diagnostics)
                run.blocking = true
            }
        }
        if let location = checks.missingCatalog, run.output.catalogPath == nil, !run.output.catalogEntries.isEmpty {
            run.report.diagnostics.error("the project has symbols or colours but no 'catalog' to write them to; add `catalog: NAME.xcassets`",
                                         at: location)
            run.blocking = true
        }
        guard !run.blocking else { return }
        guard write else {
            do throws(DiagnosticError) {
                run.report.pending = try BuildWriter.pendingChanges(run.output, lock: run.lock)
            } catch {
                run.report.diagnostics.append(contentsOf: error.diagnostics)
            }
            return
        }
        commit(parts, &run, fileSystem: fileSystem)
    }

    /// One part: read, then reused from the cache or planned.
    private static func step(_ part: inout any BuildPart, _ run: inout BuildRun) throws(DiagnosticError) {
        try part.read(&run)
        var previous: SectionRecord?
        if let section = part.section, let stored = run.reuse?.loadRecordChecked(section) {
            previous = stored.record
            if stored.damaged, let warning = part.damagedRecordWarning(run) { run.report.diagnostics.append(warning) }
        }
        let fingerprint = part.fingerprint(run, previous: previous)
        if let section = part.section, let fingerprint, let record = reusable(previous, fingerprint) {
            run.report.diagnostics.append(contentsOf: record.diagnostics)
            run.report.cachedDiagnostics.append(contentsOf: record.diagnostics)
            part.reuse(record, into: &run.report)
            run.report.upToDate.append(section)
            run.skipped.append(ProjectBuilder.PendingRecord(section: section, fingerprint: fingerprint.value, inputs: record.inputs,
                                                            outputs: record.outputs.map(\.path), diagnostics: record.diagnostics,
                                                            counts: record.counts))
            return
        }
        let (entriesFrom, filesFrom) = (run.output.catalogEntries.count, run.output.files.count)
        let planned = try part.plan(&run, fingerprint: fingerprint)
        if let section = part.section, let fingerprint, let planned, run.cache != nil, !planned.diagnostics.hasErrors {
            run.pending.append(ProjectBuilder.PendingRecord(
                section: section, fingerprint: fingerprint.value, inputs: planned.inputs,
                outputs: ProjectBuilder.outputPaths(run.output, entriesFrom: entriesFrom, filesFrom: filesFrom),
                diagnostics: planned.diagnostics, counts: planned.counts, kept: planned.keptOutputs))
        }
    }

    private static func reusable(_ previous: SectionRecord?, _ fingerprint: PartFingerprint) -> SectionRecord? {
        guard fingerprint.hashed else { return BuildCache.reusable(previous, fingerprint: fingerprint.value) }
        guard let inputs = fingerprint.inputs else { return nil }
        return BuildCache.reusable(previous, fingerprint: fingerprint.value, inputs: inputs)
    }

    /// Writes the output in one transaction, runs the parts that write afterwards, and records
    /// the cache; a failed write forgets every record of this run's parts.
    private static func commit(_ parts: [any BuildPart], _ run: inout BuildRun, fileSystem: some CommitFileSystem) {
        if !run.skipped.isEmpty {
            // Parts found up to date are neither staged nor cleaned up: their sets stay owned as they are.
            run.output.catalogScope = ProjectBuilder.catalogKinds.subtracting(run.skippedKinds)
            let interrupted = run.output.catalogPath.map {
                FileManager.default.fileExists(atPath: FilePaths.join($0, CommitJournal.fileName))
            } ?? false
            if run.pending.isEmpty && run.output.files.isEmpty && run.output.catalogEntries.isEmpty && !interrupted {
                run.report.written = BuildWriteReport(changed: [], removed: [])
                return
            }
        }
        do throws(DiagnosticError) {
            let written = try BuildWriter.write(run.output, fileSystem: fileSystem, lock: run.lock)
            run.report.written = written
            run.report.diagnostics.append(contentsOf: written.warnings)
            for part in parts { try part.afterWrite(&run) }
        } catch {
            run.report.diagnostics.append(contentsOf: error.diagnostics)
            for record in run.pending + run.skipped { run.cache?.removeRecord(record.section) }
            return
        }
        if let cache = run.cache {
            for record in run.pending + run.skipped { cache.store(record, written: run.report.written) }
        }
    }
}
