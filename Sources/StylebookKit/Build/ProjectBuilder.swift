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
        /// Icons found in the source folder (`stylebook symbols`).
        public var iconsFound = 0
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
    public static func build(_ config: ProjectConfig, write: Bool = true, cache: BuildCache? = nil,
                             progress: BatchProgress? = nil,
                             lock: OutputLock.Settings = OutputLock.Settings(), force: Bool = false) -> Report {
        build(config, write: write, cache: cache, progress: progress, fileSystem: PosixFileSystem(), lock: lock, force: force)
    }

    /// The same on `fileSystem`: a test hook that fails a chosen step of the commit.
    package static func build(_ config: ProjectConfig, write: Bool = true, cache: BuildCache? = nil,
                              progress: BatchProgress? = nil, fileSystem: some CommitFileSystem,
                              lock: OutputLock.Settings = OutputLock.Settings(), force: Bool = false) -> Report {
        var report = Report()
        report.diagnostics.append(contentsOf: config.warnings)
        // Where the outputs go is checked before any work: never into an input or another output.
        let pathProblems = config.outputPathProblems(cacheFolder: cache?.folder, force: force)
        if pathProblems.hasErrors {
            report.diagnostics.append(contentsOf: pathProblems)
            return report
        }
        // A guide is drawn from this run's templates and tokens, so with `guide:` no part of the
        // build is skipped whole (icons still come from the cache one by one).
        let reuse = write && config.guide == nil ? cache : nil
        var run = BuildRun(cache: cache, reuse: reuse, progress: progress, lock: lock, report: report,
                           output: BuildOutput(catalogPath: config.catalog.map(config.resolve)))
        let section = config.symbols != nil ? "symbols" : "tokens"
        let checks = BuildDriver.Checks(missingCatalog: config.locations[section] ?? SourceLocation(file: config.path))
        BuildDriver.run(parts(of: config), &run, checks: checks, write: write, fileSystem: fileSystem)
        return run.report
    }

    /// The parts a project names, in the order they run: the generated sets first, then the
    /// catalogs that read them, then the guide drawn after the write.
    static func parts(of config: ProjectConfig) -> [any BuildPart] {
        var parts: [any BuildPart] = []
        if config.fonts != nil { parts.append(FontsPart(config: config)) }
        if let symbols = config.symbols { parts.append(SymbolsPart(symbols, in: config)) }
        if let tokens = config.tokens { parts.append(TokensPart(tokens, in: config)) }
        if let images = config.images { parts.append(ImagesPart(images, in: config)) }
        if let catalogs = config.catalogs { parts.append(CatalogsPart(catalogs: catalogs, config: config)) }
        if let guide = config.guide { parts.append(GuidePart(folder: guide, config: config)) }
        return parts
    }

    /// Runs one part on its own with the driver `build` uses, as `stylebook tokens` does: no
    /// project, no cache; the catalog's sets of kind `scope` are managed, others left alone.
    public static func run(_ part: TokensPart, catalog: String?, lock: OutputLock.Settings = OutputLock.Settings()) -> Report {
        runAlone(part, catalog: catalog, scope: "colorset", lock: lock)
    }

    /// `stylebook images`: one images part through the same driver.
    public static func run(_ part: ImagesPart, catalog: String?, lock: OutputLock.Settings = OutputLock.Settings()) -> Report {
        runAlone(part, catalog: catalog, scope: "imageset", lock: lock)
    }

    /// `stylebook symbols`: one folder of icons through the same driver; `progress` sees the batch.
    public static func run(_ part: SymbolFolderPart, catalog: String?, progress: BatchProgress?,
                           lock: OutputLock.Settings = OutputLock.Settings()) -> Report {
        runAlone(part, catalog: catalog, scope: "symbolset", progress: progress, lock: lock)
    }

    /// `stylebook assets`: existing catalogs into Swift through the same driver (no catalog written).
    public static func run(_ part: AssetsPart, lock: OutputLock.Settings = OutputLock.Settings()) -> Report {
        runAlone(part, catalog: nil, scope: nil, lock: lock)
    }

    private static func runAlone(_ part: any BuildPart, catalog: String?, scope: String?, progress: BatchProgress? = nil,
                                 lock: OutputLock.Settings) -> Report {
        var output = BuildOutput(catalogPath: catalog)
        if let scope { output.catalogScope = [scope] }
        var run = BuildRun(cache: nil, reuse: nil, progress: progress, lock: lock, output: output)
        BuildDriver.run([part], &run, checks: BuildDriver.Checks(), write: true, fileSystem: PosixFileSystem())
        return run.report
    }

    /// The section's `swift-template`, checked to exist (else an error at its stylebook.yml line).
    static func template(_ path: String?, parameters: [String: String], key: String,
                                 in config: ProjectConfig) throws(DiagnosticError) -> SwiftTemplate? {
        guard let path else { return nil }
        try requireFile(config.resolve(path), named: path, key: key, in: config)
        return SwiftTemplate(path: config.resolve(path), parameters: parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" },
                             location: config.location(of: key))
    }

    /// A file named in stylebook.yml that is not there is an error at that line.
    /// (`tokens.files` may also name a folder, which is read whole.)
    static func requireFile(_ path: String, named name: String, key: String, in config: ProjectConfig,
                                    folderAllowed: Bool = false) throws(DiagnosticError) {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), folderAllowed || !isDir.boolValue else {
            throw DiagnosticError(.error("\(key): '\(name)' is not a file that exists (looked for \(path))", at: config.location(of: key)))
        }
    }
}
