import Diagnostics
import Foundation

/// How tokens are read and mapped to appearances.
public struct TokenReadOptions: Sendable {
    /// Points per rem. px are never scaled.
    public var remBase: Double
    /// Accept `//` and `/* */` comments, trailing commas, single quotes and bare keys in `.json`
    /// files (`.json5` files always get this).
    public var allowJSON5: Bool
    /// Appearance → resolver modifier inputs, e.g. `.dark: ["theme": "dark"]`. nil = automatic:
    /// a modifier whose contexts are named like appearances (see `AppearanceNames`).
    public var appearanceMapping: [Appearance: [String: String]]?
    /// Every colour must have a value for these appearances, or the read fails.
    public var requiredAppearances: Set<Appearance>
    /// Fixed inputs for modifiers that are not the appearance (brand, size …).
    public var modifierInputs: [String: String]

    public init(remBase: Double = 16, allowJSON5: Bool = false, appearanceMapping: [Appearance: [String: String]]? = nil,
                requiredAppearances: Set<Appearance> = [.light], modifierInputs: [String: String] = [:]) {
        self.remBase = remBase
        self.allowJSON5 = allowJSON5
        self.appearanceMapping = appearanceMapping
        self.requiredAppearances = requiredAppearances
        self.modifierInputs = modifierInputs
    }
}

public struct TokenReadResult: Sendable {
    public var tokens: TokenSet
    /// Warnings (errors are thrown).
    public var diagnostics: DiagnosticList

    public init(tokens: TokenSet, diagnostics: DiagnosticList) {
        self.tokens = tokens
        self.diagnostics = diagnostics
    }
}

/// Reads DTCG JSON, Stylebook YAML and DTCG resolvers into a `TokenSet`.
///
/// Modes, in order of precedence:
/// - With a resolver, the token tree is resolved once per appearance (inputs from
///   `appearanceMapping`, or automatic: the modifier whose context names spell appearances).
/// - Without one, files merge in order (later wins). "One file per mode": a file belongs to an
///   appearance when its base name (extensions `.tokens.json`, `.json`, `.json5`, `.tokens`,
///   `.yaml`, `.yml` removed), the last dot-separated part of that name (`colors.dark.json`,
///   `light.high-contrast.json`), or its immediate folder (`dark/colors.json`) is an appearance
///   name. Other files are shared. An appearance reads the shared files, then (for high
///   contrast) its normal-contrast twin's files, then its own.
/// - Per-token `$extensions.mode` maps (Terrazzo legacy, and Stylebook YAML colours) pick the
///   value for each appearance, falling back high contrast → normal, dark → light.
///
/// A colour keeps the values its sources give for each appearance (a resolver context, per-mode
/// file or mode key chosen for exactly that appearance), plus any other value that differs from
/// what iOS would fall back to; so a shared palette colour keeps just its light ("Any") value.
/// If no file is shared or light, the per-mode layout is off and all files are shared (so a lone
/// `dark.tokens.json` still reads).
public enum TokenReader {
    public static func read(files: [String], resolver: String? = nil, options: TokenReadOptions = .init()) throws(DiagnosticError) -> TokenReadResult {
        var session = ReadSession(options: options) { path in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
        var resolverPath = resolver
        var tokenFiles = files
        if resolverPath == nil, let found = files.first(where: { $0.hasSuffix(".resolver.json") }) {
            resolverPath = found
            tokenFiles.removeAll { $0 == found }
        }
        return try session.run(files: tokenFiles, resolver: resolverPath)
    }

    public static func read(documents: [(path: String, text: String)], resolverDocument: (path: String, text: String)? = nil,
                            options: TokenReadOptions = .init()) throws(DiagnosticError) -> TokenReadResult {
        var table: [String: String] = [:]
        for document in documents { table[ReadSession.normalize(document.path)] = document.text }
        if let resolverDocument { table[ReadSession.normalize(resolverDocument.path)] = resolverDocument.text }
        var session = ReadSession(options: options) { path in
            if let text = table[ReadSession.normalize(path)] { return text }
            return nil
        }
        return try session.run(files: documents.map(\.path), resolver: resolverDocument?.path)
    }
}
