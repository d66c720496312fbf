import Diagnostics
import FileOutput
import FontFiles
import Foundation
import StyleGuide
import SwiftOutput
import Symbols
import Tokens

/// `stylebook guide` and the `guide:` key of `build`: a project read into the guide's model
/// (tokens, contrast pairs, and the templates the symbol converter writes), and the guide's files.
public enum GuideBuild {
    public struct Model: Sendable {
        public var input: GuideInput
        /// Everything reading reported (warnings, and errors that stopped a part).
        public var diagnostics: DiagnosticList
    }

    /// Reads what `config` names, the same way `build` does, without writing anything. A token or
    /// configuration error is an error here too; a broken icon is left out and reported.
    public static func model(_ config: ProjectConfig, title: String? = nil, fonts: FontAvailability = .installed()) -> Model {
        var diagnostics = config.warnings
        var tokens = TokenSet()
        var lintTokens = TokenSet()
        var batch: SymbolBatchResult?
        let projectFonts = FontBuild.read(config)
        if let projectFonts { diagnostics.append(contentsOf: projectFonts.diagnostics) }
        if let settings = config.tokens {
            do throws(DiagnosticError) {
                let read = try TokenBuild.read(TokenBuild.Settings(settings, in: config))
                // As `build`: token files whose every token is left out are an error, not an empty page.
                try TokenBuild.requireSomeTokens(read.tokens, diagnostics: read.diagnostics,
                                                 at: config.locations["tokens.files"] ?? config.location(of: "tokens.resolver"))
                diagnostics.append(contentsOf: read.diagnostics)
                // The guide shows what `build` generates: the shaped set, under its generated names.
                let shaped = TokenBuild.shape(read.tokens, settings.shaping)
                diagnostics.append(contentsOf: shaped.diagnostics)
                tokens = shaped.tokens
                // The text styles get the project's faces, as `build` generates them.
                if let projectFonts, !projectFonts.diagnostics.hasErrors {
                    tokens = FontBuild.resolve(tokens, with: projectFonts).tokens
                }
                lintTokens = read.tokens
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        if let settings = config.symbols {
            do throws(DiagnosticError) {
                var options = try SymbolSettings.options(variants: settings.variants, templateVersion: SymbolLayerSetup.templateVersion(settings),
                                                         precision: settings.precision, weights: settings.weights,
                                                         at: SourceLocation(file: config.path))
                // A project's masters are files beside the icon (NAME.ultralight.svg), and advice says so.
                options.masterSources = .companionFiles
                // The same layers as `build` writes (its warnings are build's to give).
                options.layerRules = SymbolLayerSetup.rules(settings, config: config).rules
                // The same weights as `build` (per folder or icon); its warnings are build's to give.
                let jobs = SymbolWeightRules.apply(settings.weightsByPath, to: try SymbolBatch.jobs(inFolder: config.resolve(settings.source)),
                                                   config: config).jobs
                let result = SymbolBatch.run(jobs, options: options)
                diagnostics.append(contentsOf: result.diagnostics)
                batch = result
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        var model = input(config, tokens: tokens, lintTokens: lintTokens, batch: batch, title: title, fonts: fonts,
                          projectFonts: projectFonts?.diagnostics.hasErrors == false ? projectFonts?.library : nil)
        model.diagnostics = DiagnosticList(diagnostics.items + model.diagnostics.items)
        return model
    }

    /// The guide's model from what `build` has already read: its tokens as generated (shaped), the
    /// tokens as read (contrast rules name them, as `build`'s lint does; nil = the same set) and its icon batch.
    /// `projectFonts`: the fonts of `fonts:`, copied beside the guide for its text styles.
    public static func input(_ config: ProjectConfig, tokens read: TokenSet, lintTokens: TokenSet? = nil, batch: SymbolBatchResult?, title: String? = nil,
                             fonts: FontAvailability = .installed(), projectFonts: FontLibrary? = nil) -> Model {
        var diagnostics = DiagnosticList()
        var tokens = read
        tokens.sort()
        var contrast: [ContrastResult] = []
        if let lint = config.lint, config.tokens != nil {
            let path = config.resolve(lint)
            do throws(DiagnosticError) {
                guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                    throw DiagnosticError(.error("cannot read lint config", at: SourceLocation(file: path)))
                }
                contrast = ContrastLint.check(lintTokens ?? tokens, config: try TokenLintConfig.parse(yaml: text, path: path))
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        let prefix = config.symbols?.namespace.map { $0 + "/" } ?? ""
        let folder = config.directory
        let symbols = (batch?.symbols ?? []).map { symbol in
            GuideSymbol(name: symbol.name, assetName: prefix + symbol.name, template: symbol.template,
                        warnings: symbol.conversion.diagnostics.items.map { relative($0, to: folder).description })
        }
        var guide = GuideInput(title: title ?? defaultTitle(config), tokens: tokens, contrast: contrast, symbols: symbols,
                               swift: config.code.options(), fonts: fonts)
        guide.renames = config.code.renames.map { ($0.old, $0.new) }
        guide.webFonts = projectFonts.map(FontBuild.webFonts) ?? []
        return Model(input: guide, diagnostics: diagnostics)
    }

    /// Writes the guide's files into `folder` in one transaction. Files a previous guide wrote
    /// there and this one does not (a removed symbol's page) are deleted; nothing else is touched.
    @discardableResult
    public static func write(_ input: GuideInput, to folder: String) throws(DiagnosticError) -> [String] {
        let output = StyleGuideWriter.write(input)
        return try GuideFolder.writeReporting(output.files, copies: output.copies, to: folder).changed
    }

    /// `write`, also returning warnings (record entries left alone, an interrupted run repaired).
    public static func writeReporting(_ input: GuideInput, to folder: String,
                                      lock: OutputLock.Settings = OutputLock.Settings()) throws(DiagnosticError) -> (changed: [String], warnings: DiagnosticList) {
        let output = StyleGuideWriter.write(input)
        return try GuideFolder.writeReporting(output.files, copies: output.copies, to: folder, lock: lock)
    }

    /// The project folder's own name, also for `guide .` or `guide ..` (the resolved folder's name).
    static func defaultTitle(_ config: ProjectConfig) -> String {
        let directory = config.directory.isEmpty ? "." : config.directory
        let absolute = directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
        let folder = URL(fileURLWithPath: absolute).standardizedFileURL.lastPathComponent
        return folder.isEmpty || folder == "/" || folder == "." ? "Design system" : folder
    }

    /// Diagnostics on the page name files relative to the project, so the guide is the same wherever
    /// the project is checked out.
    static func relative(_ diagnostic: Diagnostic, to folder: String) -> Diagnostic {
        var d = diagnostic
        if let file = d.location?.file, !folder.isEmpty, file.hasPrefix(folder + "/") {
            d.location?.file = String(file.dropFirst(folder.count + 1))
        }
        return d
    }
}

/// A folder of generated pages with a manifest of what was written, so a later run removes only
/// its own stale files.
public enum GuideFolder {
    static let manifestName = GuideRecord.fileName
    /// Stylebook's own bookkeeping, which does not make a folder "someone else's".
    static let bookkeeping: Set<String> = [OutputLock.fileName, CommitJournal.fileName]

    public static func write(_ files: [String: String], to folder: String) throws(DiagnosticError) -> [String] {
        try writeReporting(files, to: folder).changed
    }

    /// Writes the pages and removes stale ones in one journaled transaction, under the folder's
    /// lock; `warnings` names record entries left alone and repairs of an interrupted run.
    /// `copies`: files copied as they are (guide path → source file), e.g. the project's fonts.
    public static func writeReporting(_ files: [String: String], copies: [String: String] = [:], to folder: String,
                                      lock: OutputLock.Settings = OutputLock.Settings()) throws(DiagnosticError) -> (changed: [String], warnings: DiagnosticList) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        let manifestPath = folder + "/" + manifestName
        if fm.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw DiagnosticError(.error("the guide's output is a file, not a folder", at: SourceLocation(file: folder)))
            }
            let contents = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).filter { !bookkeeping.contains($0) }
            // Never write into a folder of someone else's files: it must be empty or ours.
            if !contents.isEmpty && !fm.fileExists(atPath: manifestPath) {
                throw DiagnosticError(.error("the folder is not empty and was not written by Stylebook (no \(manifestName) file); "
                                             + "choose an empty or new folder", at: SourceLocation(file: folder)))
            }
        }
        let held = try BuildWriter.acquire(folder, lock)
        defer { held.release() }
        var output = BuildOutput()
        output.files = [(manifestPath, "")]
        var warnings = try BuildWriter.recoverInterrupted(output, in: folder, fileSystem: PosixFileSystem())
        warnings.append(contentsOf: StagingSweep.sweep(folders: [], trees: [folder]).isEmpty ? DiagnosticList()
            : DiagnosticList([.warning("removed staging folders an interrupted build had left", at: SourceLocation(file: folder))]))
        let previous = GuideRecord.read(folder: folder)
        warnings.append(contentsOf: previous.warnings)
        let paths = Set(files.keys).union(copies.keys).sorted()
        var transaction = OutputTransaction()
        for (path, text) in files { transaction.write(text, to: folder + "/" + path) }
        for (path, source) in copies {
            guard let data = FileManager.default.contents(atPath: source) else {
                throw DiagnosticError(.error("cannot read the font file to copy into the guide", at: SourceLocation(file: source)))
            }
            transaction.write(data, to: folder + "/" + path)
        }
        transaction.writeRecord(Data((paths.joined(separator: "\n") + "\n").utf8), to: manifestPath)
        let keep = Set(paths)
        for stale in previous.entries where !keep.contains(stale) { transaction.remove(folder + "/" + stale) }
        do {
            let result = try transaction.commit(fileSystem: PosixFileSystem(), journal: folder + "/" + CommitJournal.fileName)
            return (result.written, warnings)
        } catch {
            throw DiagnosticError(.error("cannot write the guide: \(error)", at: SourceLocation(file: folder)))
        }
    }
}
