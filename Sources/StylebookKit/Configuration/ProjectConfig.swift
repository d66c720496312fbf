import AssetCatalog
import Diagnostics
import FileOutput
import Foundation
import Grammar
import SwiftOutput
import Symbols
import Tokens
import Yams

/// `stylebook.yml`: what `stylebook build DIR` compiles. Paths are relative to the file's folder.
public struct ProjectConfig: Sendable, Hashable {
    public struct Symbols: Sendable, Hashable {
        /// Folder of `*.svg` icons; each becomes a custom symbol named after the file.
        public var source: String
        /// Catalog folder (with `provides-namespace`) the symbol sets go in, e.g. `Icons`.
        public var namespace: String?
        /// `regular`, `masters` or `all`.
        public var variants: String = "masters"
        public var templateVersion: String?
        public var precision: Int?
        /// Swift file with the symbol enum.
        public var swift: String?
        /// Also keep the plain templates here (for designers to open in the SF Symbols app).
        public var templates: String?
        /// Whether the catalog groups made for subfolders of `source` provide a namespace.
        public var subfolders: SymbolSubfolders = .namespaced
        /// `swift-template`: a Stencil template that writes `swift` instead of the built-in enum.
        public var swiftTemplate: String?
        /// `params`: the template's parameters.
        public var parameters: [String: String] = [:]
        /// `deployment-target`: minimum OS versions; they choose the template version (docs/symbols-color.md).
        public var deploymentTarget: [SymbolPlatform: Double] = [:]
        /// `layers`: layer rules for every icon.
        public var layers: LayerRuleOverride?
        /// `layers.background`: the colour token whose shapes on top of others erase, like white.
        public var layerBackground: String?
        /// `overrides`: layer rules for some icons or folders, in file order.
        public var overrides: [LayerRuleOverride] = []
        /// `weights`: `synthesize` (default) or `reuse` for fill-only icons' Ultralight and Black.
        public var weights: String?
        /// `weights` given as a mapping: folder or icon path inside `source` (`.` = all) → mode.
        public var weightsByPath: [String: FillWeightMode] = [:]
    }

    public struct Tokens: Sendable, Hashable {
        /// Token files (DTCG JSON or Stylebook YAML), read in order.
        public var files: [String] = []
        /// A DTCG resolver document; its sets and modifiers give the appearances.
        public var resolver: String?
        /// `appearance name → "modifier:context"`, like the CLI's `--appearance`.
        public var appearances: [String: String] = [:]
        /// `modifier (or Tokens Studio theme group) → context`, like the CLI's `--input`.
        public var inputs: [String: String] = [:]
        /// Appearances every colour must define (besides light), e.g. `[dark]`.
        public var require: [String] = []
        /// Catalog folder (with `provides-namespace`) the colour sets go in.
        public var namespace: String?
        /// Swift file with SwiftUI/UIKit/AppKit accessors.
        public var swift: String?
        /// Platform-neutral Swift file with token values (compiles on Linux).
        public var core: String?
        public var remBase: Double?
        /// `json5: true` — accept comments and trailing commas in JSON token files.
        public var json5 = false
        /// `include`, `exclude`, `private`, `rename`: what is generated and under which names.
        public var shaping = TokenShaping()
        /// Set by `build --strict` (not a stylebook.yml key): a token that cannot be generated is an
        /// error instead of a warning that leaves it out.
        public var strict = false
        /// `components:` — where component styles (buttons, labels) are read from; nil = the default
        /// roots (`button`, `label`, …), `false` = none.
        public var components: ComponentRoots?
        /// `swift-template`: a Stencil template that writes `swift` instead of the built-in accessors.
        public var swiftTemplate: String?
        /// `params`: the template's parameters.
        public var parameters: [String: String] = [:]
    }

    /// The file this was read from; other paths resolve against its folder.
    public var path: String
    public var catalog: String?
    public var catalogs: Catalogs?
    public var images: Images?
    /// `fonts:` — the team's font files.
    public var fonts: Fonts?
    public var symbols: Symbols?
    public var tokens: Tokens?
    /// Contrast-rule file for `stylebook lint` (run as part of `build`).
    public var lint: String?
    /// Folder `build` writes the style guide to (`guide: Generated/Guide`), as `stylebook guide -o` does.
    public var guide: String?
    /// `swift:` — access level, type names and bundle of all generated Swift.
    public var code = SwiftSettings()
    /// `cache:` — the build cache folder (default `.build/stylebook-cache` beside this file).
    public var cache: String?
    /// Harmless problems found while reading (unknown keys are errors, not warnings).
    public var warnings = DiagnosticList()
    /// Where each setting was written, by dotted key (`catalog`, `symbols`, `symbols.source`,
    /// `tokens.appearances`…), so problems found later still point at the stylebook.yml line.
    public var locations: [String: SourceLocation] = [:]

    public var directory: String { FilePaths.parent(path) }

    /// Resolves a path from the config against the config's folder.
    public func resolve(_ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        return FilePaths.join(directory, relative)
    }

    /// Where `key` was written, or the file itself.
    public func location(of key: String) -> SourceLocation {
        locations[key] ?? SourceLocation(file: path)
    }

    public static let fileName = "stylebook.yml"
}

extension ProjectConfig {
    /// Reads `stylebook.yml` from a project folder, or the file itself when given one.
    public static func load(at location: String) throws(DiagnosticError) -> ProjectConfig {
        var isDir: ObjCBool = false
        var file = location
        guard FileManager.default.fileExists(atPath: location, isDirectory: &isDir) else {
            throw DiagnosticError(.error("no such project folder or file (give a folder holding \(fileName), or the file itself)", at: SourceLocation(file: location)))
        }
        if isDir.boolValue {
            file = FilePaths.join(location, fileName)
            guard FileManager.default.fileExists(atPath: file) else {
                // The commonest first mistake: running `build` where there is no project yet.
                throw DiagnosticError(.error("no \(fileName) in this folder; `stylebook init \(location)` starts a project, or give the project's folder", at: SourceLocation(file: file)))
            }
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw DiagnosticError(.error("cannot read project file", at: SourceLocation(file: file)))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticError(.error("project file is not UTF-8 text", at: SourceLocation(file: file)))
        }
        return try parse(yaml: text, path: file)
    }

    public static func parse(yaml: String, path: String) throws(DiagnosticError) -> ProjectConfig {
        try YAMLLimits.checkDepth(yaml, path: path)
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: yaml) else {
                throw DiagnosticError(.error("project file is empty", at: SourceLocation(file: path, line: 1, column: 1)))
            }
            root = node
        } catch let error as DiagnosticError {
            throw error
        } catch let error as YamlError {
            throw DiagnosticError(YAMLErrorMapping.diagnostic(error, path: path, text: yaml))
        } catch {
            throw DiagnosticError(.error("cannot parse YAML: \(error)", at: SourceLocation(file: path)))
        }
        var reader = YAMLMappingReader(path: path)
        var config = ProjectConfig(path: path)
        let top = try reader.mapping(root, context: "project file")
        var renames: [SwiftRename] = []
        for (key, value) in top {
            let name = key.string ?? ""
            config.locations[name] = reader.location(of: key)
            switch name {
            case "catalog": config.catalog = try reader.string(value, key: "catalog")
            case "lint": config.lint = try reader.string(value, key: "lint")
            case "cache": config.cache = try reader.string(value, key: "cache")
            case "guide": config.guide = try reader.string(value, key: "guide")
            case "symbols": config.symbols = try readSymbols(value, reader: &reader, config: &config)
            case "tokens": config.tokens = try readTokens(value, reader: &reader, config: &config)
            case "swift": config.code = try readSwift(value, reader: &reader)
            case "catalogs": config.catalogs = try readCatalogs(value, reader: &reader)
            case "images": config.images = try readImages(value, reader: &reader)
            case "renames": renames = try readRenames(value, reader: &reader)
            case "fonts": config.fonts = try readFonts(value, reader: &reader, config: &config)
            default: reader.unknownKey(key, in: "the project file", known: topLevelKeys)
            }
        }
        config.code.renames = renames
        // Every unknown key is listed at once, and nothing is built: a misspelt section would
        // otherwise drop its settings (and, for symbols, delete every generated set).
        if config.lint != nil && config.tokens == nil, let location = config.locations["lint"] {
            reader.diagnostics.error("lint checks the colours of a 'tokens' section, and there is none", at: location)
        }
        if reader.diagnostics.hasErrors { throw DiagnosticError(reader.diagnostics) }
        config.warnings = reader.diagnostics
        return config
    }

    static let topLevelKeys = ["catalog", "symbols", "tokens", "lint", "swift", "cache", "guide", "catalogs", "images", "renames", "fonts"]
    static let symbolKeys = ["source", "namespace", "subfolders", "variants", "template-version", "precision", "swift", "templates",
                             "swift-template", "params", "deployment-target", "layers", "overrides", "weights"]
    static let tokenKeys = ["files", "resolver", "appearances", "inputs", "require", "namespace", "swift", "core", "rem-base",
                            "include", "exclude", "private", "rename", "components", "json5", "swift-template", "params"]
    static let swiftKeys = ["access", "bundle", "naming", "types", "static-members", "appearance-helpers"]

    /// A `true`/`false` (or `yes`/`no`) setting; anything else is an error at its value.
    private static func readFlag(_ v: Node, key: String, reader: inout YAMLMappingReader) throws(DiagnosticError) -> Bool {
        let text = try reader.string(v, key: key).lowercased()
        guard ["true", "false", "yes", "no"].contains(text) else {
            throw DiagnosticError(.error("\(key) must be true or false, not '\(text)'", at: reader.location(of: v)))
        }
        return text == "true" || text == "yes"
    }

    private static func readSwift(_ node: Node, reader: inout YAMLMappingReader) throws(DiagnosticError) -> SwiftSettings {
        var settings = SwiftSettings()
        for (k, v) in try reader.mapping(node, context: "swift") {
            switch k.string ?? "" {
            case "access": settings.access = try reader.choice(v, key: "swift.access", of: AccessLevel.self)
            case "bundle":
                let text = try reader.string(v, key: "swift.bundle")
                guard let bundle = BundleReference(configName: text) else {
                    throw DiagnosticError(.error("swift.bundle must be one of \(BundleReference.configNames.joined(separator: ", ")), "
                                                 + "not '\(text)'", at: reader.location(of: v)))
                }
                settings.bundle = bundle
            case "naming": settings.naming = try reader.choice(v, key: "swift.naming", of: NamingStyle.self)
            case "static-members":
                settings.staticMembers = try readFlag(v, key: "swift.static-members", reader: &reader)
            case "appearance-helpers":
                settings.appearanceHelpers = try readFlag(v, key: "swift.appearance-helpers", reader: &reader)
            case "types":
                for (kindKey, nameNode) in try reader.mapping(v, context: "swift.types") {
                    guard let kind = GeneratedType(configKey: kindKey.string ?? "") else {
                        let kinds = GeneratedType.allCases.map(\.rawValue)
                        let suggestion = NameSuggestion.closest(to: kindKey.string ?? "", in: kinds)
                        throw DiagnosticError(.error("swift.types has no kind '\(kindKey.string ?? "")'; "
                                                     + (suggestion.map { "did you mean '\($0)'? (kinds: " } ?? "use ")
                                                     + kinds.joined(separator: ", ") + (suggestion == nil ? "" : ")"),
                                                     at: reader.location(of: kindKey)))
                    }
                    settings.typeNames[kind] = try reader.string(nameNode, key: "swift.types.\(kind.rawValue)")
                }
                try settings.validate(at: reader.location(of: v))
            default: reader.unknownKey(k, in: "swift", known: swiftKeys)
            }
        }
        return settings
    }

    private static func readSymbols(_ node: Node, reader: inout YAMLMappingReader, config: inout ProjectConfig) throws(DiagnosticError) -> Symbols {
        var result = Symbols(source: "")
        var sawSource = false
        for (k, name, v) in try config.sectionEntries(node, "symbols", reader: reader) {
            switch name {
            case "source": result.source = try reader.string(v, key: "symbols.source"); sawSource = true
            case "namespace": result.namespace = try namespace(v, key: "symbols.namespace", reader: reader)
            case "subfolders":
                let text = try reader.string(v, key: "symbols.subfolders")
                guard let mode = SymbolSubfolders(rawValue: text) else {
                    throw DiagnosticError(.error("symbols.subfolders must be namespaced or plain, not '\(text)'", at: reader.location(of: v)))
                }
                result.subfolders = mode
            case "variants":
                let text = try reader.string(v, key: "symbols.variants")
                guard ["regular", "masters", "all"].contains(text) else {
                    throw DiagnosticError(.error("symbols.variants must be regular, masters or all, not '\(text)'", at: reader.location(of: v)))
                }
                result.variants = text
            case "template-version", "templateVersion":
                let text = try reader.string(v, key: "symbols.template-version")
                guard TemplateVersion(string: text) != nil else {
                    throw DiagnosticError(.error("symbols.template-version must be 2.0, 3.0, 4.0, 5.0, 6.0 or 7.0, not '\(text)'", at: reader.location(of: v)))
                }
                result.templateVersion = text
                config.locations["symbols.template-version"] = reader.location(of: v)
            case "precision":
                guard let n = Int(try reader.string(v, key: "symbols.precision")), (0...8).contains(n) else {
                    throw DiagnosticError(.error("symbols.precision must be a whole number from 0 to 8", at: reader.location(of: v)))
                }
                result.precision = n
            case "swift": result.swift = try reader.string(v, key: "symbols.swift")
            case "templates": result.templates = try reader.string(v, key: "symbols.templates")
            case "swift-template": result.swiftTemplate = try reader.string(v, key: "symbols.swift-template")
            case "params": result.parameters = try templateParameters(v, key: "symbols.params", reader: &reader)
            case "deployment-target", "deploymentTarget": result.deploymentTarget = try deploymentTarget(v, reader: &reader)
            case "layers":
                var background: String?
                result.layers = try layerRules(v, pattern: "", key: "symbols.layers", background: &background, reader: &reader)
                result.layerBackground = background
            case "overrides": result.overrides = try layerOverrides(v, reader: &reader)
            case "weights":
                if case .mapping = v {
                    result.weightsByPath = try weightsByPath(v, reader: &reader, config: &config)
                } else {
                    let text = try reader.string(v, key: "symbols.weights")
                    guard FillWeightMode(rawValue: text) != nil else {
                        throw DiagnosticError(.error("symbols.weights must be synthesize or reuse, not '\(text)'", at: reader.location(of: v)))
                    }
                    result.weights = text
                }
            default: reader.unknownKey(k, in: "symbols", known: symbolKeys)
            }
        }
        try requireSwiftForTemplate(result.swiftTemplate, swift: result.swift, section: "symbols", config: config)
        warnAboutUnusedParameters(result.parameters, template: result.swiftTemplate, section: "symbols", config: config, reader: &reader)
        guard sawSource else {
            throw DiagnosticError(.error("symbols needs a 'source' folder of SVG icons", at: reader.location(of: node)))
        }
        return result
    }

    private static func readTokens(_ node: Node, reader: inout YAMLMappingReader, config: inout ProjectConfig) throws(DiagnosticError) -> Tokens {
        var result = Tokens()
        for (k, name, v) in try config.sectionEntries(node, "tokens", reader: reader) {
            switch name {
            case "files": result.files = try reader.stringList(v, key: "tokens.files")
            case "resolver": result.resolver = try reader.string(v, key: "tokens.resolver")
            case "require":
                for (item, location) in try reader.stringListWithLocations(v, key: "tokens.require") {
                    for part in item.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                        try checkAppearanceName(part, at: location, key: "tokens.require")
                        result.require.append(part)
                    }
                }
            case "appearances":
                for (nameNode, value) in try reader.mapping(v, context: "tokens.appearances") {
                    let appearance = nameNode.string ?? ""
                    try checkAppearanceName(appearance, at: reader.location(of: nameNode), key: "tokens.appearances")
                    let mapping = try reader.string(value, key: "tokens.appearances.\(appearance)")
                    let pieces = mapping.split(separator: ":", omittingEmptySubsequences: false)
                    guard pieces.count == 2, pieces.allSatisfy({ !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
                        throw DiagnosticError(.error("tokens.appearances.\(appearance) must be MODIFIER:CONTEXT (e.g. theme:dark), not '\(mapping)'",
                                                     at: reader.location(of: value)))
                    }
                    result.appearances[appearance] = mapping
                }
            case "inputs":
                for (name, value) in try reader.mapping(v, context: "tokens.inputs") {
                    result.inputs[name.string ?? ""] = try reader.string(value, key: "tokens.inputs")
                }
            case "namespace": result.namespace = try namespace(v, key: "tokens.namespace", reader: reader)
            case "swift": result.swift = try reader.string(v, key: "tokens.swift")
            case "core": result.core = try reader.string(v, key: "tokens.core")
            case "include":
                result.shaping.include = try reader.stringList(v, key: "tokens.include").map(TokenPathPattern.init)
                result.shaping.settingLocations["include"] = reader.location(of: v)
            case "exclude":
                result.shaping.exclude = try reader.stringList(v, key: "tokens.exclude").map(TokenPathPattern.init)
                result.shaping.settingLocations["exclude"] = reader.location(of: v)
            case "private":
                result.shaping.privateGroups = try reader.stringList(v, key: "tokens.private").map(TokenPathPattern.init)
                result.shaping.settingLocations["private"] = reader.location(of: v)
            case "rename":
                for (from, to) in try reader.mapping(v, context: "tokens.rename") {
                    result.shaping.renames.append(.init(try reader.string(from, key: "tokens.rename"), to: try reader.string(to, key: "tokens.rename")))
                }
                result.shaping.location = reader.location(of: v)
                result.shaping.settingLocations["rename"] = reader.location(of: v)
            case "rem-base", "remBase":
                guard let n = Double(try reader.string(v, key: "tokens.rem-base")), n > 0, n.isFinite else {
                    throw DiagnosticError(.error("tokens.rem-base must be a positive number", at: reader.location(of: v)))
                }
                result.remBase = n
            case "components": result.components = try readComponentRoots(v, reader: &reader)
            case "json5":
                let text = try reader.string(v, key: "tokens.json5").lowercased()
                guard ["true", "false", "yes", "no"].contains(text) else {
                    throw DiagnosticError(.error("tokens.json5 must be true or false, not '\(text)'", at: reader.location(of: v)))
                }
                result.json5 = text == "true" || text == "yes"
            case "swift-template": result.swiftTemplate = try reader.string(v, key: "tokens.swift-template")
            case "params": result.parameters = try templateParameters(v, key: "tokens.params", reader: &reader)
            default: reader.unknownKey(k, in: "tokens", known: tokenKeys)
            }
        }
        try requireSwiftForTemplate(result.swiftTemplate, swift: result.swift, section: "tokens", config: config)
        warnAboutUnusedParameters(result.parameters, template: result.swiftTemplate, section: "tokens", config: config, reader: &reader)
        if result.files.isEmpty && result.resolver == nil {
            throw DiagnosticError(.error("tokens needs 'files' or a 'resolver'", at: reader.location(of: node)))
        }
        return result
    }

    /// `params:` of a Swift template: `NAME: VALUE` pairs (a list value gives the key several times).
    static func templateParameters(_ node: Node, key: String, reader: inout YAMLMappingReader) throws(DiagnosticError) -> [String: String] {
        var result: [String: String] = [:]
        for (name, value) in try reader.mapping(node, context: key) {
            result[name.string ?? ""] = try reader.string(value, key: key)
        }
        return result
    }

    /// `params` only reach a `swift-template`; without one they would be dropped without a word.
    private static func warnAboutUnusedParameters(_ parameters: [String: String], template: String?, section: String,
                                                  config: ProjectConfig, reader: inout YAMLMappingReader) {
        guard template == nil, !parameters.isEmpty else { return }
        reader.diagnostics.warning("\(section).params are passed to a swift-template, and there is none; they are not used "
                                   + "(add `swift-template: T.stencil`, or remove params)", at: config.location(of: section + ".params"))
    }

    /// A template writes the section's `swift` file, so it needs one.
    private static func requireSwiftForTemplate(_ template: String?, swift: String?, section: String, config: ProjectConfig) throws(DiagnosticError) {
        guard template != nil, swift == nil else { return }
        throw DiagnosticError(.error("\(section).swift-template writes \(section).swift, and there is none; add `swift: NAME.swift`",
                                     at: config.location(of: section + ".swift-template")))
    }

    /// A catalog folder name, checked here so a bad one is one error at its line, not one per set.
    private static func namespace(_ node: Node, key: String, reader: YAMLMappingReader) throws(DiagnosticError) -> String {
        let name = try reader.string(node, key: key)
        if let problem = CatalogNames.nameProblem(name) {
            throw DiagnosticError(.error("\(key) '\(name)' \(problem)", at: reader.location(of: node)))
        }
        if name.contains(".") {
            throw DiagnosticError(.error("\(key) '\(name)' cannot contain '.' (Xcode would read the folder as a set)", at: reader.location(of: node)))
        }
        return name
    }

    private static func checkAppearanceName(_ name: String, at location: SourceLocation, key: String) throws(DiagnosticError) {
        guard AppearanceMappingParser.names[name.lowercased()] == nil else { return }
        let known = ["light", "dark", "light-hc", "dark-hc"]
        throw DiagnosticError(.error("\(key): unknown appearance '\(name)'" + NameSuggestion.didYouMean(name, in: known)
                                     + " (appearances: \(known.joined(separator: ", ")))", at: location))
    }

}
