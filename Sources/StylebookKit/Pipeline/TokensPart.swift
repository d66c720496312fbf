import Diagnostics
import SwiftOutput
import Tokens

/// Design tokens read, shaped, planned into colour sets and Swift, and checked for contrast:
/// a project's `tokens:` (checked against stylebook.yml and cached), or `stylebook tokens`'s
/// arguments (no project, no cache).
public struct TokensPart: Sendable {
    var settings: TokenBuild.Settings
    var shaping: TokenShaping
    var outputs: TokenBuild.Outputs
    var lintPath: String?
    /// Set for a project's part: its files are checked first, its problems point at stylebook.yml.
    let project: (tokens: ProjectConfig.Tokens, config: ProjectConfig)?
    private var loader: RecordingLoader?

    /// `stylebook tokens`: the settings as given on the command line.
    public init(settings: TokenBuild.Settings, shaping: TokenShaping?, outputs: TokenBuild.Outputs, lint: String?) {
        self.settings = settings
        self.shaping = shaping ?? TokenShaping()
        self.outputs = outputs
        lintPath = lint
        project = nil
    }

    /// A project's `tokens:` section.
    init(_ tokens: ProjectConfig.Tokens, in config: ProjectConfig) {
        settings = TokenBuild.Settings(tokens, in: config)
        shaping = tokens.shaping
        outputs = TokenBuild.Outputs(namespace: tokens.namespace, swift: tokens.swift.map(config.resolve),
                                     core: tokens.core.map(config.resolve), code: config.code)
        lintPath = config.lint.map(config.resolve)
        project = (tokens, config)
    }
}

extension TokensPart: BuildPart {
    var section: String? { project == nil ? nil : "tokens" }

    mutating func read(_ run: inout BuildRun) throws(DiagnosticError) {
        guard let project else { return }
        let (tokens, config) = project
        for file in tokens.files {
            try ProjectBuilder.requireFile(config.resolve(file), named: file, key: "tokens.files", in: config, folderAllowed: true)
        }
        if let resolver = tokens.resolver { try ProjectBuilder.requireFile(config.resolve(resolver), named: resolver, key: "tokens.resolver", in: config) }
        if let lint = config.lint { try ProjectBuilder.requireFile(config.resolve(lint), named: lint, key: "lint", in: config) }
        outputs.template = try ProjectBuilder.template(tokens.swiftTemplate, parameters: tokens.parameters,
                                                       key: "tokens.swift-template", in: config)
    }

    func damagedRecordWarning(_ run: BuildRun) -> Diagnostic? {
        guard let config = project?.config else { return nil }
        return .warning("the build cache's record of the tokens was damaged; reading them again", at: config.location(of: "tokens"))
    }

    mutating func fingerprint(_ run: BuildRun, previous: SectionRecord?) -> PartFingerprint? {
        guard let project else { return nil }
        let (tokens, config) = project
        let value = ProjectBuilder.fingerprint("tokens", config: config, version: run.version,
                                               extra: [StableDescription.of(settings), StableDescription.of(tokens), StableDescription.of(config.code),
                                                       run.output.catalogPath ?? "-", lintPath ?? "-", outputs.template?.fingerprint ?? "-",
                                                       // The fonts give the text styles their faces, and the fonts Swift is written here.
                                                       run.fonts.map(FontBuild.fingerprint) ?? "-", StableDescription.of(config.fonts as Any)]
                                                   // A file added to or removed from a token folder changes the build.
                                                   + settings.files.compactMap { TokenReader.folderListing($0)?.joined(separator: "\n") })
        return PartFingerprint(value: value, hashed: false, inputs: nil)
    }

    func reuse(_ record: SectionRecord, into report: inout ProjectBuilder.Report) {
        report.colors = record.counts["colors"] ?? 0
        report.textStyles = record.counts["textStyles"] ?? 0
        report.contrastPairs = record.counts["contrastPairs"] ?? 0
        report.tokenSummary = ProjectBuilder.tokenSummary(fromCacheCounts: record.counts)
    }

    mutating func plan(_ run: inout BuildRun, fingerprint: PartFingerprint?) throws(DiagnosticError) -> PartRecord? {
        let read = try readTokens(recording: run.cache != nil)
        run.report.tokenInputs = read.inputs.map(\.line)
        try TokenBuild.requireSomeTokens(read.tokens, diagnostics: read.diagnostics, at: project.map { project in
            project.config.locations["tokens.files"] ?? project.config.location(of: "tokens.resolver")
        })
        var diagnostics = read.diagnostics
        // An error the reader reported without stopping still keeps everything from being written.
        if diagnostics.hasErrors { run.blocking = true }
        // What is written is the shaped set; lint below sees every token.
        var shaped = TokenBuild.shape(read.tokens, shaping)
        var cascades: [TextStyleCascade] = []
        if let fonts = run.fonts, !fonts.diagnostics.hasErrors {
            let resolved = FontBuild.resolve(shaped.tokens, with: fonts)
            (shaped.tokens, cascades) = (resolved.tokens, resolved.cascades)
            diagnostics.append(contentsOf: resolved.diagnostics)
            if resolved.diagnostics.contains(where: { $0.severity == .error }) { run.blocking = true }
        }
        run.guideTokens = shaped.tokens
        run.lintTokens = read.tokens
        diagnostics.append(contentsOf: shaped.diagnostics)
        if shaped.diagnostics.hasErrors { run.blocking = true }
        run.report.colors = shaped.tokens.colors.count
        run.report.textStyles = shaped.tokens.textStyles.count
        run.report.tokenSummary = shaped.tokens.summary
        let emitted = TokenBuild.plan(shaped.tokens, outputs: outputs, into: &run.output)
        if let fonts = run.fonts, !fonts.diagnostics.hasErrors, let config = project?.config {
            FontBuild.plan(fonts, cascades: cascades, config: config, into: &run.output)
        }
        diagnostics.append(contentsOf: emitted)
        if emitted.hasErrors { run.blocking = true }
        var inputs = loader?.inputs ?? []
        if let lintPath {
            do throws(DiagnosticError) {
                let contrast = try ContrastCheck.run(read.tokens, configPath: lintPath)
                diagnostics.append(contentsOf: contrast.diagnostics)
                run.report.contrastPairs = contrast.pairsChecked
                if contrast.diagnostics.hasErrors { run.blocking = true }
                inputs.append(CacheInput(path: lintPath) ?? CacheInput(path: lintPath, hash: "-", stamp: nil))
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
                run.blocking = true
            }
        }
        run.report.diagnostics.append(contentsOf: diagnostics)
        let counts = ["colors": run.report.colors, "textStyles": run.report.textStyles, "contrastPairs": run.report.contrastPairs]
        return PartRecord(inputs: inputs, diagnostics: diagnostics,
                          counts: counts.merging(ProjectBuilder.cacheCounts(of: shaped.tokens)) { first, _ in first })
    }

    /// Reads the tokens (recording every file for the cache); settings problems found by the
    /// reader have no file of their own, so a project's point at its `tokens:` line.
    private mutating func readTokens(recording: Bool) throws(DiagnosticError) -> TokenReadResult {
        let loader = recording ? RecordingLoader() : nil
        self.loader = loader
        let load: ((String) -> String?)? = loader.map { loader in { loader.load($0) } }
        do {
            return try TokenBuild.read(settings, load: load)
        } catch {
            guard let config = project?.config else { throw error }
            throw DiagnosticError(DiagnosticList(error.diagnostics.map { d in
                var d = d
                if d.location == nil { d.location = config.location(of: "tokens") }
                return d
            }))
        }
    }
}
