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
    /// A token that cannot be generated (a bad value, a type mismatch, no light value) is an
    /// error when true; otherwise it is a warning and the token is left out with every token that
    /// refers to it (the rest is read).
    public var strict = false
    /// Tokens these rules keep out of the output are never judged: a bad one is left out silently.
    public var shaping: TokenShaping?

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
    /// How each input file was read (its role), for `lint --explain-inputs` and `--verbose`.
    public var inputs: [TokenInputReport] = []

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
/// - Without one, every file gets a role from its name and the folders below the one given
///   (`ModeNameGrammar`): base set, or light/dark × normal/high contrast, or an alternative look;
///   `--input FILE=ROLE` gives one by hand. An appearance reads the base files, then (for high
///   contrast) its normal-contrast twin's files, then its own. A name that says both light and
///   dark, two files claiming one role for the same topic, and dark files with no light or base
///   file are errors.
/// - Per-token `$extensions.mode` maps (Terrazzo legacy, and Stylebook YAML colours) pick the
///   value for each appearance, falling back high contrast → normal, dark → light.
///
/// A colour keeps the values its sources give for each appearance (a resolver context, per-mode
/// file or mode key chosen for exactly that appearance), plus any other value that differs from
/// what iOS would fall back to; so a shared palette colour keeps just its light ("Any") value.
public enum TokenReader {
    /// Reads token files, folders (read whole, recursively) and resolvers; what each file is
    /// (DTCG, Style Dictionary, Tokens Studio, resolver, `$themes.json`, `$metadata.json`) is
    /// decided by its content.
    public static func read(files: [String], resolver: String? = nil, options: TokenReadOptions = .init()) throws(DiagnosticError) -> TokenReadResult {
        var session = ReadSession(options: options, load: { path in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }, list: { TokenFolder.list($0) })
        return try session.run(files: files, resolver: resolver)
    }

    /// The same, from documents in memory; a path that prefixes other documents' paths is a folder.
    public static func read(documents: [(path: String, text: String)], resolverDocument: (path: String, text: String)? = nil,
                            options: TokenReadOptions = .init(), inputs: [String]? = nil) throws(DiagnosticError) -> TokenReadResult {
        var table: [String: String] = [:]
        for document in documents { table[ReadSession.normalize(document.path)] = document.text }
        if let resolverDocument { table[ReadSession.normalize(resolverDocument.path)] = resolverDocument.text }
        let paths = documents.map(\.path)
        var session = ReadSession(options: options, load: { path in
            if let text = table[ReadSession.normalize(path)] { return text }
            return nil
        }, list: { TokenFolder.list($0, in: paths) })
        return try session.run(files: inputs ?? paths, resolver: resolverDocument?.path)
    }
}
