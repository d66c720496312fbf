import Diagnostics
import Symbols

/// `symbols:` of a project: a folder of icons converted (from the cache where unchanged) into
/// symbol sets, Swift and templates.
struct SymbolsPart: BuildPart {
    let symbols: ProjectConfig.Symbols
    let config: ProjectConfig
    var section: String? { "symbols" }

    private var options = SymbolOptions()
    private var swiftTemplate: SwiftTemplate?
    private var jobs: [SymbolJob] = []
    private var jobInputs: [[CacheInput]?]?
    /// The cache's record of the last build of these icons (nil with `--check` or a guide).
    private var previous: SectionRecord?

    init(_ symbols: ProjectConfig.Symbols, in config: ProjectConfig) {
        self.symbols = symbols
        self.config = config
    }

    private var folder: String { config.resolve(symbols.source) }
    private var sourceLocation: SourceLocation { config.location(of: "symbols.source") }

    mutating func read(_ run: inout BuildRun) throws(DiagnosticError) {
        options = try SymbolSettings.options(variants: symbols.variants, templateVersion: SymbolLayerSetup.templateVersion(symbols),
                                             precision: symbols.precision, weights: symbols.weights, at: config.location(of: "symbols"))
        options.masterSources = .companionFiles
        let layerSetup = SymbolLayerSetup.rules(symbols, config: config)
        options.layerRules = layerSetup.rules
        run.report.diagnostics.append(contentsOf: layerSetup.diagnostics)
        swiftTemplate = try ProjectBuilder.template(symbols.swiftTemplate, parameters: symbols.parameters,
                                                    key: "symbols.swift-template", in: config)
        let scan = try SymbolBuild.scan(folder: folder, describedAs: "symbols.source", at: sourceLocation)
        run.report.diagnostics.append(contentsOf: scan.diagnostics)
        let weighted = SymbolWeightRules.apply(symbols.weightsByPath, to: scan.jobs, config: config)
        run.report.diagnostics.append(contentsOf: weighted.diagnostics)
        jobs = weighted.jobs
        run.report.diagnostics.append(contentsOf: SymbolLayerSetup.unmatchedOverrides(symbols, jobs: jobs, config: config))
    }

    func damagedRecordWarning(_ run: BuildRun) -> Diagnostic? {
        .warning("the build cache's record of the symbols was damaged; building them again", at: sourceLocation)
    }

    mutating func fingerprint(_ run: BuildRun, previous: SectionRecord?) -> PartFingerprint? {
        self.previous = previous
        jobInputs = run.cache.map { _ in SymbolBatch.inputs(jobs, known: previous?.knownInputs ?? [:]) }
        var inputs: [CacheInput]?
        if let jobInputs, jobInputs.allSatisfy({ $0 != nil }) { inputs = jobInputs.flatMap { $0! } }
        let value = ProjectBuilder.fingerprint("symbols", config: config, version: run.version,
                                               extra: [StableDescription.of(options), StableDescription.of(symbols), StableDescription.of(config.code),
                                                       run.output.catalogPath ?? "-", swiftTemplate?.fingerprint ?? "-"] + jobs.map(SymbolBatch.fingerprintLine))
        return PartFingerprint(value: value, hashed: true, inputs: inputs)
    }

    func reuse(_ record: SectionRecord, into report: inout ProjectBuilder.Report) {
        report.symbols = record.counts["symbols"] ?? 0
        report.reusedIcons = report.symbols
    }

    mutating func plan(_ run: inout BuildRun, fingerprint: PartFingerprint?) throws(DiagnosticError) -> PartRecord? {
        let outputs = SymbolBuild.Outputs(namespace: symbols.namespace, swift: symbols.swift.map(config.resolve),
                                          templates: symbols.templates.map(config.resolve), code: config.code,
                                          subfolders: symbols.subfolders, swiftTemplate: swiftTemplate)
        let source = SymbolBuild.Source(folder: folder, name: "symbols.source", location: sourceLocation)
        // Icons the previous build left as they are now are not looked at again.
        let unchanged = fingerprint.flatMap {
            UnchangedIcons.find(jobs, inputs: jobInputs, previous: previous, fingerprint: $0.value,
                                catalogPath: run.output.catalogPath, outputs: outputs)
        } ?? UnchangedIcons()
        let planned = try SymbolBuild.convertAndPlan(jobs, options: options, inputs: jobInputs, source: source, outputs: outputs,
                                                     unchanged: unchanged, run: &run)
        run.report.diagnostics.append(contentsOf: planned.diagnostics)
        guard let inputs = fingerprint?.inputs else { return nil }
        // Unchanged icons keep the files the previous record listed for them.
        return PartRecord(inputs: inputs, diagnostics: planned.diagnostics, counts: ["symbols": run.report.symbols],
                          keptOutputs: unchanged.isEmpty ? [] : unchanged.keptOutputs)
    }
}

extension SymbolBuild {
    /// Where a batch's icons come from, as its messages name it.
    struct Source {
        var folder: String
        /// "symbols.source" in a project, "icon folder" on the command line.
        var name: String
        var location: SourceLocation
    }

    /// Converts the jobs (from the run's cache where unchanged) and plans their sets and files,
    /// counting them in the report. Returns the batch and its diagnostics, not yet reported;
    /// throws (with them) when no icon converted. A template that fails to render blocks the write.
    /// `unchanged`: icons left as the previous build wrote them, neither converted nor staged.
    static func convertAndPlan(_ jobs: [SymbolJob], options: SymbolOptions, inputs: [[CacheInput]?]?, source: Source,
                               outputs: Outputs, unchanged: UnchangedIcons = UnchangedIcons(),
                               run: inout BuildRun) throws(DiagnosticError) -> (batch: SymbolBatchResult, diagnostics: DiagnosticList) {
        let changed = jobs.indices.filter { !unchanged.positions.contains($0) }
        let converted = SymbolBatch.run(changed.map { jobs[$0] }, options: options, cache: run.cache,
                                        inputs: inputs.map { all in changed.map { all[$0] } }, progress: run.progress,
                                        replacing: unchanged.isEmpty ? nil : unchanged.previousHashes)
        let batch = converted.batch
        run.guideBatch = batch
        var diagnostics = UnchangedIcons.merged(batch.diagnostics, unchanged.diagnostics, jobs: jobs)
        run.report.symbols = batch.symbols.count + unchanged.jobs.count
        run.report.failedIcons = batch.failed
        run.report.convertedIcons = converted.converted
        run.report.symbolColorChoices = batch.symbols.flatMap { symbol in
            symbol.conversion.colorChoices.map { "\((symbol.group + [symbol.name]).joined(separator: "/")): \($0)" }
        }
        run.report.reusedIcons = converted.reused + unchanged.jobs.count
        run.report.diagnostics.append(contentsOf: converted.cacheWarnings)
        do throws(DiagnosticError) {
            if unchanged.isEmpty { try requireSomeConverted(batch, describedAs: source.name, folder: source.folder, at: source.location) }
        } catch {
            run.report.diagnostics.append(contentsOf: diagnostics)
            throw error
        }
        let planned = plan(batch, outputs: outputs, into: &run.output, unchanged: unchanged.jobs)
        // Icon failures keep the good icons; a template that fails to render writes nothing.
        if planned.hasErrors { run.blocking = true }
        diagnostics.append(contentsOf: planned)
        return (batch, diagnostics)
    }
}
