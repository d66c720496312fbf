import AssetCatalog
import Diagnostics
import SwiftOutput
import Tokens

/// Reading tokens and turning them into colour sets and Swift, shared by `tokens` and `build`.
public enum TokenBuild {
    public struct Settings: Sendable {
        public var files: [String] = []
        public var resolver: String?
        /// `NAME=MODIFIER:CONTEXT` strings, as on the command line.
        public var appearances: [String] = []
        /// `MODIFIER=CONTEXT` strings for modifiers (or Tokens Studio theme groups) that do not select an appearance.
        public var inputs: [String] = []
        /// Appearances every colour must define besides light.
        public var require: [String] = []
        public var remBase: Double?
        public var allowJSON5 = false
        /// Where component styles are read from (by default the `button`/`label` roots).
        public var components: ComponentRoots = .automatic
        /// A token that cannot be generated is an error (`--strict`), not a warning that leaves it out.
        public var strict = false
        /// Tokens these rules keep out are removed before they are judged (no diagnostic for a bad one).
        public var shaping: TokenShaping?

        public init(files: [String] = [], resolver: String? = nil) {
            self.files = files
            self.resolver = resolver
        }

        /// What a project's `tokens:` asks the reader for, paths resolved against the project
        /// file, so `build`, `guide` and `lint` read a project's tokens the same way.
        public init(_ tokens: ProjectConfig.Tokens, in config: ProjectConfig) {
            self.init(files: tokens.files.map(config.resolve), resolver: tokens.resolver.map(config.resolve))
            appearances = tokens.appearances.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            require = tokens.require
            inputs = tokens.inputs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            remBase = tokens.remBase
            components = tokens.components ?? .automatic
            allowJSON5 = tokens.json5
            strict = tokens.strict
            shaping = tokens.shaping.isEmpty ? nil : tokens.shaping
        }
    }

    /// Reads the tokens; `load`, when given, reads every file (the build cache records them).
    public static func read(_ settings: Settings, load: ((String) -> String?)? = nil) throws(DiagnosticError) -> TokenReadResult {
        var options = TokenReadOptions()
        if !settings.appearances.isEmpty {
            options.appearanceMapping = try AppearanceMappingParser.parse(settings.appearances)
        }
        options.requiredAppearances = try AppearanceMappingParser.parseAppearanceNames(settings.require).union([.light])
        options.modifierInputs = try AppearanceMappingParser.parseInputs(settings.inputs)
        if let remBase = settings.remBase { options.remBase = remBase }
        options.allowJSON5 = settings.allowJSON5
        options.strict = settings.strict
        options.shaping = settings.shaping
        if settings.files.isEmpty && settings.resolver == nil {
            throw DiagnosticError(.error("no token files given"))
        }
        var result: TokenReadResult
        if let load {
            result = try TokenReader.read(files: settings.files, resolver: settings.resolver, options: options, load: load)
        } else {
            result = try TokenReader.read(files: settings.files, resolver: settings.resolver, options: options)
        }
        let found = ComponentExtraction.extract(from: result.tokens, roots: settings.components)
        if found.diagnostics.hasErrors {
            var all = result.diagnostics
            all.append(contentsOf: found.diagnostics)
            throw DiagnosticError(all)
        }
        result.diagnostics.append(contentsOf: found.diagnostics)
        result.tokens.components = found.components
        return result
    }

    /// Token sources that yield no token at all are an error at `location`: writing them would
    /// delete every generated colour set and empty the Swift (an emptied or truncated file).
    public static func requireSomeTokens(_ tokens: TokenSet, diagnostics: DiagnosticList, at location: SourceLocation?) throws(DiagnosticError) {
        var generated = tokens
        generated.notGenerated = [:]
        generated.leftOut = []
        generated.leftOutUnjudged = []
        guard generated == TokenSet() else { return }
        var all = diagnostics
        all.append(.error("the token files yield no tokens; nothing was written or removed", at: location))
        throw DiagnosticError(all)
    }

    /// The set as it will be generated: `shaping` applied (include/exclude/private/rename, long
    /// names shortened). Lint and references use the unshaped set; everything written uses this.
    public static func shape(_ tokens: TokenSet, _ shaping: TokenShaping) -> (tokens: TokenSet, diagnostics: DiagnosticList) {
        shaping.apply(to: tokens)
    }

    /// Shaping rules from command-line strings; a rename is `GLOB=TARGET`.
    public static func shaping(include: [String], exclude: [String], privateGroups: [String],
                               renames: [String]) throws(DiagnosticError) -> TokenShaping {
        var shaping = TokenShaping(include: include, exclude: exclude, privateGroups: privateGroups)
        for rule in renames {
            guard let equals = rule.firstIndex(of: "="), equals != rule.startIndex else {
                throw DiagnosticError(.error("--rename needs GLOB=TARGET (e.g. 'color.base.gray.*=gray$1'), not '\(rule)'"))
            }
            shaping.renames.append(.init(String(rule[..<equals]), to: String(rule[rule.index(after: equals)...])))
        }
        let problems = shaping.validate()
        if problems.hasErrors { throw DiagnosticError(problems) }
        return shaping
    }

    public struct Outputs: Sendable {
        public var namespace: String?
        /// One file with everything, or the Apple accessors when `core` is also given.
        public var swift: String?
        /// The platform-neutral values (compiles on Linux).
        public var core: String?
        public var code: SwiftSettings
        /// A team's template that writes `swift` instead of the built-in accessors (`core`, when
        /// also given, is still the built-in platform-neutral file).
        public var template: SwiftTemplate?

        public init(namespace: String? = nil, swift: String? = nil, core: String? = nil, code: SwiftSettings = SwiftSettings(),
                    template: SwiftTemplate? = nil) {
            self.namespace = namespace
            self.swift = swift
            self.core = core
            self.code = code
            self.template = template
        }
    }

    /// Adds colour sets and Swift files for `tokens` to `output`; returns the emitter's diagnostics.
    public static func plan(_ tokens: TokenSet, outputs: Outputs, into output: inout BuildOutput) -> DiagnosticList {
        let namespace = outputs.namespace.map { [$0] } ?? []
        output.catalogEntries += TokenCatalogMapping.catalogEntries(for: tokens, namespace: namespace)
        var options = outputs.code.options(catalogNamespace: namespace)
        var diagnostics = DiagnosticList()
        if let template = outputs.template {
            guard let swift = outputs.swift else {
                return DiagnosticList([.error("a Swift template needs a Swift file to write (--swift, tokens.swift)", at: template.location)])
            }
            let file = template.render(tokens: tokens, options: options)
            diagnostics.append(contentsOf: file.diagnostics)
            output.addFile(file.text, at: swift)
            if let core = outputs.core {
                options.includeApple = false
                let coreFile = SwiftEmitter(options: options).emitCore(tokens: tokens, symbols: [])
                diagnostics.append(contentsOf: coreFile.diagnostics)
                output.addFile(coreFile.text, at: core)
            }
            return diagnostics
        }
        switch (outputs.swift, outputs.core) {
        case (let swift?, let core?):
            let emitter = SwiftEmitter(options: options)
            let coreFile = emitter.emitCore(tokens: tokens, symbols: [])
            let appleFile = emitter.emitApple(tokens: tokens, symbols: [])
            diagnostics.append(contentsOf: coreFile.diagnostics)
            diagnostics.append(contentsOf: appleFile.diagnostics)
            output.addFile(coreFile.text, at: core)
            output.addFile(appleFile.text, at: swift)
        case (let swift?, nil):
            let file = SwiftEmitter(options: options).emit(tokens: tokens, symbols: [])
            diagnostics.append(contentsOf: file.diagnostics)
            output.addFile(file.text, at: swift)
        case (nil, let core?):
            options.includeApple = false
            let file = SwiftEmitter(options: options).emitCore(tokens: tokens, symbols: [])
            diagnostics.append(contentsOf: file.diagnostics)
            output.addFile(file.text, at: core)
        case (nil, nil):
            break
        }
        return diagnostics
    }
}
