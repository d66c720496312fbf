import Diagnostics
import FileOutput
import Foundation
import SwiftOutput
import Symbols
import Tokens

/// `stylebook build`: everything a `stylebook.yml` names, checked first and written together.
public enum ProjectBuilder {
    public struct Report: Sendable {
        public var diagnostics = DiagnosticList()
        public var symbols = 0
        public var failedIcons: [String] = []
        public var colors = 0
        public var textStyles = 0
        /// Every token kind written, counted: "32 colours, 16 text styles, 1 shadow".
        public var tokenSummary = "0 colours, 0 text styles"
        public var contrastPairs = 0
        /// Image sets planned from `images:`, and sets read from `catalogs:` into its Swift.
        public var images = 0
        public var catalogSets = 0
        /// Icons converted in this run; the rest came from the build cache.
        public var convertedIcons = 0
        /// `NAME: multicolour layer N: #HEX → name (catalog colour)` for each converted icon (`--verbose`).
        public var symbolColorChoices: [String] = []
        public var reusedIcons = 0
        /// Parts of the build (`symbols`, `tokens`) skipped because the cache showed their inputs
        /// and outputs unchanged.
        public var upToDate: [String] = []
        /// The warnings of those skipped parts, replayed from the cache (also in `diagnostics`).
        public var cachedDiagnostics = DiagnosticList()
        /// nil when nothing was written (an error, or `check` mode).
        public var written: BuildWriteReport?
        /// In `check` mode: every file a build would create, rewrite or remove.
        public var pending: [OutputTransaction.Change] = []
        /// How each token file was read ("path: role (why)"), when the tokens were read this run.
        public var tokenInputs: [String] = []

        public var succeeded: Bool { !diagnostics.hasErrors }
    }

    /// Reads every source, then writes all outputs in one transaction. A token or configuration
    /// error writes nothing; a broken icon is listed and skipped while the good ones are written.
    ///
    /// With a `cache`, icons whose inputs did not change are not converted again, and a part of
    /// the build whose inputs and outputs are all unchanged is skipped entirely (its earlier
    /// warnings are reported again, so a no-op build says what a full one says).
    /// `fileSystem` is for tests that fail a chosen step of the commit.
    public static func build(_ config: ProjectConfig, write: Bool = true, cache: BuildCache? = nil,
                             progress: BatchProgress? = nil,
                             fileSystem: some CommitFileSystem = PosixFileSystem(),
                             lock: OutputLock.Settings = OutputLock.Settings(), force: Bool = false) -> Report {
        var report = Report()
        report.diagnostics.append(contentsOf: config.warnings)
        // Where the outputs go is checked before any work: never into an input or another output.
        let pathProblems = config.outputPathProblems(cacheFolder: cache?.folder, force: force)
        if pathProblems.hasErrors {
            report.diagnostics.append(contentsOf: pathProblems)
            return report
        }
        let configLocation = SourceLocation(file: config.path)
        var output = BuildOutput(catalogPath: config.catalog.map(config.resolve))
        var blocking = false
        var pending: [PendingRecord] = []
        var skipped: [PendingRecord] = []
        // A guide is drawn from this run's templates and tokens, so with `guide:` no part of the
        // build is skipped whole (icons still come from the cache one by one).
        let reuse = write && config.guide == nil ? cache : nil
        var guideTokens = TokenSet()
        var lintTokens = TokenSet()
        var guideBatch: SymbolBatchResult?

        if let symbols = config.symbols {
            do throws(DiagnosticError) {
                var options = try SymbolSettings.options(variants: symbols.variants, templateVersion: SymbolLayerSetup.templateVersion(symbols),
                                                         precision: symbols.precision, weights: symbols.weights,
                                                         at: config.location(of: "symbols"))
                options.masterSources = .companionFiles
                let layerSetup = SymbolLayerSetup.rules(symbols, config: config)
                options.layerRules = layerSetup.rules
                report.diagnostics.append(contentsOf: layerSetup.diagnostics)
                let folder = config.resolve(symbols.source)
                let sourceLocation = config.location(of: "symbols.source")
                let swiftTemplate = try template(symbols.swiftTemplate, parameters: symbols.parameters, key: "symbols.swift-template", in: config)
                let scan = try SymbolBuild.scan(folder: folder, describedAs: "symbols.source", at: sourceLocation)
                report.diagnostics.append(contentsOf: scan.diagnostics)
                let weighted = SymbolWeightRules.apply(symbols.weightsByPath, to: scan.jobs, config: config)
                report.diagnostics.append(contentsOf: weighted.diagnostics)
                let jobs = weighted.jobs
                report.diagnostics.append(contentsOf: SymbolLayerSetup.unmatchedOverrides(symbols, jobs: jobs, config: config))
                let stored = reuse?.loadRecordChecked("symbols")
                let previous = stored?.record
                if stored?.damaged == true { report.diagnostics.warning("the build cache's record of the symbols was damaged; building them again", at: sourceLocation) }
                let jobInputs = cache.map { _ in SymbolBatch.inputs(jobs, known: previous?.knownInputs ?? [:]) }
                var inputs: [CacheInput]?
                if let jobInputs, jobInputs.allSatisfy({ $0 != nil }) { inputs = jobInputs.flatMap { $0! } }
                let fingerprint = fingerprint("symbols", config: config, version: cache?.version ?? StylebookVersion.current,
                                              extra: [StableDescription.of(options), StableDescription.of(symbols), StableDescription.of(config.code),
                                                      output.catalogPath ?? "-", swiftTemplate?.fingerprint ?? "-"] + jobs.map(SymbolBatch.fingerprintLine))
                if let inputs, let record = BuildCache.reusable(previous, fingerprint: fingerprint, inputs: inputs) {
                    report.diagnostics.append(contentsOf: record.diagnostics)
                    report.cachedDiagnostics.append(contentsOf: record.diagnostics)
                    report.symbols = record.counts["symbols"] ?? 0
                    report.reusedIcons = report.symbols
                    report.upToDate.append("symbols")
                    skipped.append(PendingRecord(section: "symbols", fingerprint: fingerprint, inputs: record.inputs,
                                                 outputs: record.outputs.map(\.path), diagnostics: record.diagnostics, counts: record.counts))
                } else {
                    let outputs = SymbolBuild.Outputs(namespace: symbols.namespace, swift: symbols.swift.map(config.resolve),
                                                      templates: symbols.templates.map(config.resolve), code: config.code,
                                                      subfolders: symbols.subfolders, swiftTemplate: swiftTemplate)
                    // Icons the previous build left as they are now are not looked at again.
                    let unchanged = UnchangedIcons.find(jobs, inputs: jobInputs, previous: previous, fingerprint: fingerprint,
                                                        catalogPath: output.catalogPath, outputs: outputs) ?? UnchangedIcons()
                    let changed = jobs.indices.filter { !unchanged.positions.contains($0) }
                    let run = SymbolBatch.run(changed.map { jobs[$0] }, options: options, cache: cache,
                                              inputs: jobInputs.map { all in changed.map { all[$0] } }, progress: progress,
                                              replacing: unchanged.isEmpty ? nil : unchanged.previousHashes)
                    let batch = run.batch
                    guideBatch = batch
                    var diagnostics = UnchangedIcons.merged(batch.diagnostics, unchanged.diagnostics, jobs: jobs)
                    report.symbols = batch.symbols.count + unchanged.jobs.count
                    report.failedIcons = batch.failed
                    report.convertedIcons = run.converted
                    report.symbolColorChoices = batch.symbols.flatMap { symbol in
                        symbol.conversion.colorChoices.map { "\((symbol.group + [symbol.name]).joined(separator: "/")): \($0)" }
                    }
                    report.reusedIcons = run.reused + unchanged.jobs.count
                    report.diagnostics.append(contentsOf: run.cacheWarnings)
                    do throws(DiagnosticError) {
                        if unchanged.isEmpty {
                            try SymbolBuild.requireSomeConverted(batch, describedAs: "symbols.source", folder: folder, at: sourceLocation)
                        }
                    } catch {
                        report.diagnostics.append(contentsOf: diagnostics)
                        throw error
                    }
                    let (entriesFrom, filesFrom) = (output.catalogEntries.count, output.files.count)
                    let planned = SymbolBuild.plan(batch, outputs: outputs, into: &output, unchanged: unchanged.jobs)
                    // Icon failures keep the good icons; a template that fails to render writes nothing.
                    if planned.hasErrors { blocking = true }
                    diagnostics.append(contentsOf: planned)
                    report.diagnostics.append(contentsOf: diagnostics)
                    if let inputs, !diagnostics.hasErrors {
                        // Unchanged icons keep the files the previous record listed for them.
                        let kept = unchanged.isEmpty ? [] : (previous?.outputs.map(\.path) ?? [])
                        pending.append(PendingRecord(section: "symbols", fingerprint: fingerprint, inputs: inputs,
                                                     outputs: outputPaths(output, entriesFrom: entriesFrom, filesFrom: filesFrom) + kept,
                                                     diagnostics: diagnostics, counts: ["symbols": batch.symbols.count]))
                    }
                }
            } catch {
                report.diagnostics.append(contentsOf: error.diagnostics)
                blocking = true
            }
        }

        // `fonts:` is read first: the text styles are generated with its faces (FontBuild).
        let fonts = FontBuild.read(config)
        var fontCascades: [TextStyleCascade] = []
        if let fonts {
            report.diagnostics.append(contentsOf: fonts.diagnostics)
            if fonts.diagnostics.hasErrors { blocking = true }
        }

        if let tokens = config.tokens {
            do throws(DiagnosticError) {
                for file in tokens.files { try requireFile(config.resolve(file), named: file, key: "tokens.files", in: config, folderAllowed: true) }
                if let resolver = tokens.resolver { try requireFile(config.resolve(resolver), named: resolver, key: "tokens.resolver", in: config) }
                if let lint = config.lint { try requireFile(config.resolve(lint), named: lint, key: "lint", in: config) }
                let settings = TokenBuild.Settings(tokens, in: config)
                let lintPath = config.lint.map(config.resolve)
                let swiftTemplate = try template(tokens.swiftTemplate, parameters: tokens.parameters, key: "tokens.swift-template", in: config)
                let fingerprint = fingerprint("tokens", config: config, version: cache?.version ?? StylebookVersion.current,
                                              extra: [StableDescription.of(settings), StableDescription.of(tokens), StableDescription.of(config.code),
                                                      output.catalogPath ?? "-", lintPath ?? "-", swiftTemplate?.fingerprint ?? "-",
                                                      // The fonts give the text styles their faces, and the fonts Swift is written here.
                                                      fonts.map(FontBuild.fingerprint) ?? "-", StableDescription.of(config.fonts)]
                                                  // A file added to or removed from a token folder changes the build.
                                                  + settings.files.compactMap { TokenReader.folderListing($0)?.joined(separator: "\n") })
                let stored = reuse?.loadRecordChecked("tokens")
                if stored?.damaged == true { report.diagnostics.warning("the build cache's record of the tokens was damaged; reading them again", at: config.location(of: "tokens")) }
                if let record = BuildCache.reusable(stored?.record, fingerprint: fingerprint) {
                    report.diagnostics.append(contentsOf: record.diagnostics)
                    report.cachedDiagnostics.append(contentsOf: record.diagnostics)
                    report.colors = record.counts["colors"] ?? 0
                    report.textStyles = record.counts["textStyles"] ?? 0
                    report.contrastPairs = record.counts["contrastPairs"] ?? 0
                    report.tokenSummary = Self.tokenSummary(fromCacheCounts: record.counts)
                    report.upToDate.append("tokens")
                    skipped.append(PendingRecord(section: "tokens", fingerprint: fingerprint, inputs: record.inputs,
                                                 outputs: record.outputs.map(\.path), diagnostics: record.diagnostics, counts: record.counts))
                } else {
                    let loader = RecordingLoader()
                    let load: ((String) -> String?)? = cache == nil ? nil : { loader.load($0) }
                    let read: TokenReadResult
                    do {
                        read = try TokenBuild.read(settings, load: load)
                    } catch {
                        // Settings problems found by the reader have no file of their own: point at stylebook.yml.
                        throw DiagnosticError(DiagnosticList(error.diagnostics.map { d in
                            var d = d
                            if d.location == nil { d.location = config.location(of: "tokens") }
                            return d
                        }))
                    }
                    try TokenBuild.requireSomeTokens(read.tokens, diagnostics: read.diagnostics,
                                                     at: config.locations["tokens.files"] ?? config.location(of: "tokens.resolver"))
                    var diagnostics = read.diagnostics
                    // What is written is the shaped set; lint below sees every token.
                    var shaped = TokenBuild.shape(read.tokens, tokens.shaping)
                    if let fonts, !fonts.diagnostics.hasErrors {
                        let resolved = FontBuild.resolve(shaped.tokens, with: fonts)
                        (shaped.tokens, fontCascades) = (resolved.tokens, resolved.cascades)
                        diagnostics.append(contentsOf: resolved.diagnostics)
                        if resolved.diagnostics.contains(where: { $0.severity == .error }) { blocking = true }
                    }
                    guideTokens = shaped.tokens
                    lintTokens = read.tokens
                    diagnostics.append(contentsOf: shaped.diagnostics)
                    if shaped.diagnostics.hasErrors { blocking = true }
                    report.colors = shaped.tokens.colors.count
                    report.textStyles = shaped.tokens.textStyles.count
                    report.tokenSummary = shaped.tokens.summary
                    report.tokenInputs = read.inputs.map(\.line)
                    let outputs = TokenBuild.Outputs(namespace: tokens.namespace, swift: tokens.swift.map(config.resolve),
                                                     core: tokens.core.map(config.resolve), code: config.code, template: swiftTemplate)
                    let (entriesFrom, filesFrom) = (output.catalogEntries.count, output.files.count)
                    let emitted = TokenBuild.plan(shaped.tokens, outputs: outputs, into: &output)
                    if let fonts, !fonts.diagnostics.hasErrors {
                        FontBuild.plan(fonts, cascades: fontCascades, config: config, into: &output)
                    }
                    diagnostics.append(contentsOf: emitted)
                    if emitted.hasErrors { blocking = true }
                    var inputs = loader.inputs
                    if let lintPath {
                        do throws(DiagnosticError) {
                            let contrast = try ContrastCheck.run(read.tokens, configPath: lintPath)
                            diagnostics.append(contentsOf: contrast.diagnostics)
                            report.contrastPairs = contrast.pairsChecked
                            if contrast.diagnostics.hasErrors { blocking = true }
                            inputs.append(CacheInput(path: lintPath) ?? CacheInput(path: lintPath, hash: "-", stamp: nil))
                        } catch {
                            diagnostics.append(contentsOf: error.diagnostics)
                            blocking = true
                        }
                    }
                    report.diagnostics.append(contentsOf: diagnostics)
                    if cache != nil, !diagnostics.hasErrors {
                        pending.append(PendingRecord(section: "tokens", fingerprint: fingerprint, inputs: inputs,
                                                     outputs: outputPaths(output, entriesFrom: entriesFrom, filesFrom: filesFrom),
                                                     diagnostics: diagnostics,
                                                     counts: ["colors": report.colors, "textStyles": report.textStyles,
                                                              "contrastPairs": report.contrastPairs]
                                                         .merging(Self.cacheCounts(of: shaped.tokens)) { first, _ in first }))
                    }
                }
            } catch {
                report.diagnostics.append(contentsOf: error.diagnostics)
                blocking = true
            }
        }

        // Without tokens the fonts Swift is planned here; with cached tokens it is one of their outputs.
        if let fonts, !fonts.diagnostics.hasErrors, config.tokens == nil {
            FontBuild.plan(fonts, cascades: [], config: config, into: &output)
        }

        if let images = config.images {
            do throws(DiagnosticError) {
                let rules = try ImageBuild.rules(default: images.rendering, template: images.template, original: images.original)
                let settings = ImageBuild.Settings(source: config.resolve(images.source), namespace: images.namespace,
                                                   swift: images.swift.map(config.resolve), rules: rules, code: config.code)
                let planned = ImageBuild.plan(settings, into: &output)
                report.images = planned.images
                report.diagnostics.append(contentsOf: planned.diagnostics)
                if planned.diagnostics.hasErrors { blocking = true }
            } catch {
                report.diagnostics.append(contentsOf: error.diagnostics.items.map { Diagnostic($0.severity, $0.message, at: $0.location ?? configLocation) })
                blocking = true
            }
        }

        if let catalogs = config.catalogs {
            var settings = AssetsBuild.Settings(catalogs: catalogs.inputs.map(config.resolve), swift: config.resolve(catalogs.swift),
                                                code: config.code, template: catalogs.template.map(config.resolve))
            settings.parameters = catalogs.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            settings.rootTypeName = catalogs.enumName
            settings.stylebookContext = catalogs.context == "stylebook"
            // Token, symbol and image files define `Colors`/`Symbols`/`Images` at the top level too.
            let otherSwift = [config.tokens?.swift, config.tokens?.core, config.symbols?.swift, config.images?.swift].contains { $0 != nil }
            if otherSwift, catalogs.enumName == nil, catalogs.template == nil {
                report.diagnostics.error("catalogs.swift and the token/symbol/image Swift files would both declare Colors, Symbols or Images; "
                                         + "set catalogs.enum (e.g. Assets) to nest the catalog accessors", at: configLocation)
                blocking = true
            }
            // Sections the cache skipped keep their sets on disk; those are read, not replaced.
            let skippedKinds: Set<String> = Set(skipped.map { $0.section == "symbols" ? "symbolset" : "colorset" })
            let assets = AssetsBuild.plan(settings, generated: output.catalogEntries, generatedCatalog: output.catalogPath,
                                          replacedKinds: skippedKinds.isEmpty ? nil : Self.catalogKinds.subtracting(skippedKinds), into: &output)
            report.catalogSets = assets.sets
            report.diagnostics.append(contentsOf: assets.diagnostics)
            if assets.diagnostics.hasErrors { blocking = true }
        }

        if output.catalogPath == nil && !output.catalogEntries.isEmpty {
            let section = config.symbols != nil ? "symbols" : "tokens"
            report.diagnostics.error("the project has symbols or colours but no 'catalog' to write them to; add `catalog: NAME.xcassets`",
                                     at: config.locations[section] ?? configLocation)
            blocking = true
        }
        guard !blocking else { return report }
        guard write else {
            do throws(DiagnosticError) {
                report.pending = try BuildWriter.pendingChanges(output, lock: lock)
            } catch {
                report.diagnostics.append(contentsOf: error.diagnostics)
            }
            return report
        }
        if !skipped.isEmpty {
            // Parts found up to date are neither staged nor cleaned up: their sets stay owned as they are.
            let skippedKinds: Set<String> = Set(skipped.map { $0.section == "symbols" ? "symbolset" : "colorset" })
            output.catalogScope = catalogKinds.subtracting(skippedKinds)
            let interrupted = output.catalogPath.map { FileManager.default.fileExists(atPath: FilePaths.join($0, CommitJournal.fileName)) } ?? false
            if pending.isEmpty && output.files.isEmpty && output.catalogEntries.isEmpty && !interrupted {
                report.written = BuildWriteReport(changed: [], removed: [])
                return report
            }
        }
        do throws(DiagnosticError) {
            let written = try BuildWriter.write(output, fileSystem: fileSystem, lock: lock)
            report.written = written
            report.diagnostics.append(contentsOf: written.warnings)
            if let guide = config.guide {
                let model = GuideBuild.input(config, tokens: guideTokens, lintTokens: lintTokens, batch: guideBatch,
                                             projectFonts: fonts?.library)
                report.diagnostics.append(contentsOf: model.diagnostics)
                let guideWritten = try GuideBuild.writeReporting(model.input, to: config.resolve(guide), lock: lock)
                report.written?.changed += guideWritten.changed
                report.diagnostics.append(contentsOf: guideWritten.warnings)
            }
        } catch {
            report.diagnostics.append(contentsOf: error.diagnostics)
            for record in pending + skipped { cache?.removeRecord(record.section) }
            return report
        }
        if let cache {
            for record in pending + skipped { cache.store(record) }
        }
        return report
    }

    /// The section's `swift-template`, checked to exist (else an error at its stylebook.yml line).
    private static func template(_ path: String?, parameters: [String: String], key: String,
                                 in config: ProjectConfig) throws(DiagnosticError) -> SwiftTemplate? {
        guard let path else { return nil }
        try requireFile(config.resolve(path), named: path, key: key, in: config)
        return SwiftTemplate(path: config.resolve(path), parameters: parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" },
                             location: config.location(of: key))
    }

    /// A file named in stylebook.yml that is not there is an error at that line.
    /// (`tokens.files` may also name a folder, which is read whole.)
    private static func requireFile(_ path: String, named name: String, key: String, in config: ProjectConfig,
                                    folderAllowed: Bool = false) throws(DiagnosticError) {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), folderAllowed || !isDir.boolValue else {
            throw DiagnosticError(.error("\(key): '\(name)' is not a file that exists (looked for \(path))", at: config.location(of: key)))
        }
    }
}
