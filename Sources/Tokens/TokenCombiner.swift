import Diagnostics
import Foundation
import Grammar
import Parallel

/// Resolves each appearance's plan and combines the results into one `TokenSet`.
struct TokenCombiner: Sendable {
    let documents: DocumentTable
    let options: TokenReadOptions
    let plans: [Appearance: [PlannedSource]]
    var diagnostics = DiagnosticList()

    struct Resolved: Sendable {
        var raw: RawToken
        /// The `$type` as written (before aliases), for the "not generated" summary.
        var type: String
        var value: TokenValue
        /// Came from a source (file, context or mode key) meant for this appearance.
        var specific: Bool
    }

    struct Flattened: Sendable {
        var root: JSONNode
        var tokens: [RawToken]
        /// Whether each of `tokens` (same index) came from a source meant for this appearance.
        var specific: [Bool]
        /// Tokens only there to be referred to (Tokens Studio "source" sets): resolved, not generated.
        var referenceOnly: Set<String> = []
        /// Some token held a light and a dark value in one (`LightDarkValues`).
        var hasLightDarkPairs = false
    }

    init(documents: DocumentTable, options: TokenReadOptions, plans: [Appearance: [PlannedSource]]) {
        self.documents = documents
        self.options = options
        self.plans = plans
    }

    /// Merges a plan's sources, expands `$extends`, flattens, and applies per-token mode maps.
    private func flatten(_ appearance: Appearance) -> (Flattened, DiagnosticList) {
        var diagnostics = DiagnosticList()
        let sources = plans[appearance] ?? []
        var root = JSONNode(.object([]), pos: SourcePos(file: 0, offset: 0))
        var specificFiles = Set<Int>()
        for source in sources {
            root = TokenTree.merge(root, source.root)
            if source.specific { specificFiles.insert(source.root.pos.file) } else { specificFiles.remove(source.root.pos.file) }
        }
        root = TokenTree.expandExtends(root, documents: documents, diagnostics: &diagnostics)
        var tokens = TokenTree.flatten(root, documents: documents, diagnostics: &diagnostics)
        let (specificPaths, referenceOnly) = Self.sourcePaths(sources, tokens: tokens, specificFiles: specificFiles)
        var specific: [Bool] = []
        specific.reserveCapacity(tokens.count)
        var hasLightDarkPairs = false
        for index in tokens.indices {
            var isSpecific = specificPaths?[tokens[index].dotted] ?? specificFiles.contains(tokens[index].pos.file)
            if let modes = PrimerConventions.modeMembers(tokens[index].extensions) {
                chain: for candidate in AppearanceNames.fallbackChain(appearance) {
                    for member in modes where AppearanceNames.appearance(named: member.key) == candidate {
                        PrimerConventions.apply(member.value, to: &tokens[index])
                        if candidate == appearance { isSpecific = true }
                        break chain
                    }
                }
            }
            if LightDarkValues.apply(to: &tokens[index], in: appearance) {
                hasLightDarkPairs = true
                if !appearance.isHighContrast { isSpecific = true }
            }
            specific.append(isSpecific)
        }
        return (Flattened(root: root, tokens: tokens, specific: specific, referenceOnly: referenceOnly, hasLightDarkPairs: hasLightDarkPairs), diagnostics)
    }

    /// Whether the last source holding a token path is meant for this appearance, by path, since
    /// one file can hold several sources (Tokens Studio single-file exports); and the paths only
    /// there to be referred to. Listing every source's paths costs a table of every token, so it is
    /// skipped when the sources' files already give each token's answer (nil: ask the files).
    static func sourcePaths(_ sources: [PlannedSource], tokens: [RawToken], specificFiles: Set<Int>) -> ([String: Bool]?, Set<String>) {
        let anyReferenceOnly = sources.contains(where: \.referenceOnly)
        // No source meant for this appearance: every path says false, as does every file.
        var needed = sources.contains(where: \.specific)
        if needed, sources.allSatisfy(\.specific) {
            // Every path says true; so does the file of every token that comes from a source file.
            needed = tokens.contains { !specificFiles.contains($0.pos.file) }
        }
        guard needed || anyReferenceOnly else { return (nil, []) }
        var specificPaths: [String: Bool] = [:]
        var referenceOnly = Set<String>()
        for source in sources {
            for path in TokenTree.tokenPaths(source.root) {
                specificPaths[path] = source.specific
                if source.referenceOnly { referenceOnly.insert(path) } else { referenceOnly.remove(path) }
            }
        }
        return (specificPaths, referenceOnly)
    }

    mutating func run() -> TokenSet {
        guard plans[.light] != nil else { return TokenSet() }
        var flattened: [Appearance: Flattened] = [:]
        let (light, lightDiagnostics) = flatten(.light)
        diagnostics.append(contentsOf: lightDiagnostics)
        flattened[.light] = light
        let hasModeMaps = light.tokens.contains { token in
            PrimerConventions.modeMembers(token.extensions)?.contains { (AppearanceNames.appearance(named: $0.key) ?? .light) != .light } ?? false
        } || light.hasLightDarkPairs
        if let unread = PrimerConventions.unreadOverrideNames(light.tokens) {
            diagnostics.warning("org.primer.overrides for \(unread.names.joined(separator: ", ")) are not read: they are alternative looks, "
                                + "not light, dark or high-contrast appearances", at: documents.location(unread.first))
        }
        let others = Appearance.allCases.filter { appearance in
            guard appearance != .light, let plan = plans[appearance] else { return false }
            return hasModeMaps || plan.contains(where: \.specific) || options.requiredAppearances.contains(appearance)
        }
        // Appearances are independent until they are combined: flatten and resolve them in parallel.
        let worker = self
        for (appearance, (flat, found)) in zip(others, others.concurrentMap { worker.flatten($0) }) {
            flattened[appearance] = flat
            diagnostics.append(contentsOf: found)
        }
        let order = Appearance.allCases.filter { flattened[$0] != nil }
        let inputs = order.compactMap { flattened[$0] }
        let types = Self.borrowedTypes(inputs)
        // Only asked for paths missing from the appearance being resolved: with one appearance, none.
        var everywhere = Set<String>()
        if inputs.count > 1 { for flat in inputs { for token in flat.tokens { everywhere.insert(token.dotted) } } }
        let names = everywhere
        let outputs = Array(zip(order, inputs)).concurrentMap { worker.resolve($0.0, $0.1, borrowed: types, elsewhere: names) }
        var leftOut = LeftOutTokens()
        for output in outputs { leftOut.add(output) }
        var resolved: [Appearance: [String: Resolved]] = [:]
        for (appearance, output) in zip(order, outputs) {
            let hidden = flattened[appearance]?.referenceOnly ?? []
            resolved[appearance] = hidden.isEmpty ? output.results : output.results.filter { !hidden.contains($0.key) }
            diagnostics.append(contentsOf: judged(output.diagnostics, leftOut))
        }
        return build(resolved, leftOut: leftOut)
    }

    /// A file that declares `$type` only in some appearances' files still types the others: the
    /// first type written for each path, in appearance order. Only asked for tokens without a type
    /// of their own, so only their paths are listed.
    static func borrowedTypes(_ inputs: [Flattened]) -> [String: String] {
        var untyped = Set<String>()
        for flat in inputs { for token in flat.tokens where token.type == nil { untyped.insert(token.dotted) } }
        guard !untyped.isEmpty else { return [:] }
        var borrowed: [String: String] = [:]
        for flat in inputs {
            for token in flat.tokens where borrowed[token.dotted] == nil && untyped.contains(token.dotted) {
                if let type = token.type { borrowed[token.dotted] = type }
            }
        }
        return borrowed
    }

    /// One appearance's resolution: values, diagnostics, and what could not be read.
    struct Resolution: Sendable {
        var results: [String: Resolved] = [:]
        var diagnostics = DiagnosticList()
        var failed = Set<String>()
        var blockedBy: [String: String] = [:]
        var positions: [String: SourcePos] = [:]
    }

    private func resolve(_ appearance: Appearance, _ flat: Flattened, borrowed: [String: String], elsewhere: Set<String>) -> Resolution {
        var output = Resolution()
        var resolver = ReferenceResolver(root: flat.root, tokens: flat.tokens, documents: documents, remBase: options.remBase,
                                         borrowedTypes: borrowed, elsewhere: elsewhere)
        output.results.reserveCapacity(flat.tokens.count)
        for (index, token) in flat.tokens.enumerated() {
            let name = token.dotted
            if token.type == nil, let type = borrowed[name],
               token.value.string.flatMap(ReferenceResolver.curlyTarget) == nil, token.value["$ref"] == nil {
                output.diagnostics.warning("token has no $type here; using \(type) from another appearance (token path \(name))",
                                           at: documents.location(token.pos))
            }
            guard let (type, value) = resolver.value(of: name) else { continue }
            output.results[name] = Resolved(raw: token, type: type, value: value, specific: flat.specific[index])
        }
        output.diagnostics.append(contentsOf: resolver.diagnostics)
        output.failed = resolver.failed
        output.blockedBy = resolver.blockedBy
        if !resolver.failed.isEmpty {
            for token in flat.tokens where resolver.failed.contains(token.dotted) { output.positions[token.dotted] = token.pos }
        }
        return output
    }
}
