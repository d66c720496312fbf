import Diagnostics
import Foundation

/// One source tree in a resolution, and whether it is specific to the appearance being resolved.
struct PlannedSource: Sendable {
    var root: JSONNode
    var specific: Bool
    /// Read for references only (a Tokens Studio set marked "source"); its tokens are not generated.
    var referenceOnly = false

    init(root: JSONNode, specific: Bool, referenceOnly: Bool = false) {
        self.root = root
        self.specific = specific
        self.referenceOnly = referenceOnly
    }
}

/// One token tree to plan with: a file, or a set inside a Tokens Studio single-file export.
struct TokenUnit {
    /// The file path, or the Tokens Studio set name.
    var name: String
    var root: JSONNode
    /// Only there to be referred to (Style Dictionary's plain values): resolved, not generated.
    var referenceOnly = false
}

/// The state of one `TokenReader.read` call: loaded documents, diagnostics, per-appearance plans.
struct ReadSession {
    let options: TokenReadOptions
    let load: (String) -> String?
    /// The files below a folder, or nil when the path is not a folder.
    let list: (String) -> [String]?
    var documents = DocumentTable()
    var diagnostics = DiagnosticList()
    /// Set when the inputs are a Tokens Studio project: every token file is read as Tokens Studio.
    var forcedDialect: TokenDialect?
    /// True while reading a DTCG resolver's files: untyped `$value` files stay DTCG there.
    var readingResolver = false
    /// Set once a resolver's modifiers or a Tokens Studio project's theme groups were chosen from,
    /// so `--input`s given for tokens that have neither are reported instead of ignored.
    var choseContexts = false
    private var raw: [String: JSONNode?] = [:]
    private var parsed: [String: JSONNode?] = [:]

    init(options: TokenReadOptions, load: @escaping (String) -> String?, list: @escaping (String) -> [String]? = { _ in nil }) {
        self.options = options
        self.load = load
        self.list = list
    }

    /// Normalised paths of the token files read so far.
    var loadedFiles: [String] { parsed.compactMap { $0.value == nil ? nil : $0.key } }

    /// Removes "./" and resolves ".." so the same file is recognised however it was named.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func baseName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for ext in [".tokens.json", ".tokens.json5", ".json5", ".jsonc", ".json", ".tokens", ".yaml", ".yml"] where name.lowercased().hasSuffix(ext) {
            name = String(name.dropLast(ext.count))
            break
        }
        return name
    }

    /// What a per-mode file or set name says about its appearance (see `TokenReader`), or nil for a shared one.
    ///
    /// Exact names win (`dark`, `colors.dark`, `theme-light`, `light-mode`, `dark/colors.json`); a
    /// topic before the mode word also counts (`buttons-dark`, `brand-a-light`); a word after it
    /// (`dark-gray`) does not, unless it is an alternative look (`dark-dimmed`), which the planner
    /// then refuses to guess about.
    static func fileMatch(_ path: String) -> AppearanceNames.Match? {
        let base = baseName(path)
        let parts = base.split(separator: ".").map(String.init)
        var candidates = [base] + parts.reversed()
        if parts.count > 1 { candidates.append(parts.dropFirst().joined(separator: ".")) }
        for candidate in candidates {
            if let m = AppearanceNames.match(candidate), m.isExact { return m }
        }
        if let m = AppearanceNames.match(base), !m.variantFollows || AppearanceNames.isAlternative(m) { return m }
        let folder = directory(of: path).split(separator: "/").last.map(String.init) ?? ""
        if let m = AppearanceNames.match(folder), m.isExact { return m }
        return nil
    }

    /// The appearance a per-mode file stands for (see `TokenReader`), or nil for a shared file.
    static func fileAppearance(_ path: String) -> Appearance? {
        fileMatch(path).map(\.appearance)
    }

    /// Parses a document once (JSON, JSON5 or Stylebook YAML), whatever its top level; nil after a reported error.
    mutating func rawTree(_ path: String, at pos: SourcePos?) -> JSONNode? {
        let key = Self.normalize(path)
        if let cached = raw[key] { return cached }
        guard let text = load(path) else {
            let message = "cannot read token file \(path)"
            if let pos { diagnostics.error(message, at: documents.location(pos)) } else { diagnostics.error(message, at: SourceLocation(file: path)) }
            raw[key] = .some(nil)
            return nil
        }
        let result = parseText(text, path: path)
        raw[key] = .some(result)
        return result
    }

    /// A token file as a DTCG tree: parsed once, Style Dictionary and Tokens Studio files converted.
    mutating func tree(_ path: String, at pos: SourcePos?) -> JSONNode? {
        let key = Self.normalize(path)
        if let cached = parsed[key] { return cached }
        guard let node = rawTree(path, at: pos) else {
            parsed[key] = .some(nil)
            return nil
        }
        guard node.isObject else {
            diagnostics.error("a token file must be a JSON object of groups and tokens, found \(node.kindName)", at: documents.location(node.pos))
            parsed[key] = .some(nil)
            return nil
        }
        let result = converted(node, path: path)
        parsed[key] = .some(result)
        return result
    }

    /// The DTCG form of a token tree in whatever dialect it is written.
    mutating func converted(_ written: JSONNode, path: String) -> JSONNode {
        let node = TokenTree.normalizingPointerTokens(written, documents: documents, diagnostics: &diagnostics)
        var dialect = TokenDialect.dtcg
        if case .tokens(let detected) = TokenFormatDetection.kind(of: node, path: path) { dialect = detected }
        if let forcedDialect, dialect != .dtcg || forcedDialect == .tokensStudio { dialect = forcedDialect }
        if readingResolver, dialect == .styleDictionary, TokenFormatDetection.isUntypedDTCG(node) { dialect = .dtcg }
        guard dialect != .dtcg else { return node }
        var converter = LegacyTokenConverter(dialect: dialect, documents: documents)
        var result = converter.convert(node)
        if let unwrapped = StudioParentKeys.unwrapped(result) {
            let keys = (node.members ?? []).filter { !$0.key.hasPrefix("$") }.map(\.key).joined(separator: ", ")
            diagnostics.warning("references in this file leave out its top-level groups (\(keys)); read as token sets merged in order (Tokens Studio's excluded parent keys)", at: documents.location(node.pos))
            result = unwrapped
        }
        diagnostics.append(contentsOf: converter.diagnostics)
        if !converter.dropped.isEmpty {
            let counts = converter.dropped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            diagnostics.warning("\(dialect.rawValue) tokens with no DTCG equivalent left out: \(counts)", at: documents.location(node.pos))
        }
        return result
    }

    mutating func parseText(_ text: String, path: String) -> JSONNode? {
        let file = documents.add(path: path, text: text)
        if let invalid = Self.invalidUTF8(in: text, path: path) {
            diagnostics.append(invalid)
            return nil
        }
        let lower = path.lowercased()
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") {
            do {
                guard let yaml = try YAMLConvert.parse(text: text, file: file, path: path) else { return JSONNode(.object([]), pos: SourcePos(file: file, offset: 0)) }
                var friendly = FriendlyYAML(remBase: options.remBase, documents: documents)
                let tree = friendly.convert(yaml)
                diagnostics.append(contentsOf: friendly.diagnostics)
                return tree
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
                return nil
            }
        }
        let json5 = options.allowJSON5 || lower.hasSuffix(".json5") || lower.hasSuffix(".jsonc")
        var parser = JSONParser(bytes: Array(text.utf8), file: file, allowJSON5: json5)
        do {
            let node = try parser.parseDocument()
            for duplicate in parser.duplicateKeys {
                diagnostics.warning("duplicate key \"\(duplicate.key)\"; the later value wins", at: documents.location(SourcePos(file: file, offset: duplicate.offset)))
            }
            return node
        } catch {
            diagnostics.error("malformed JSON: \(error.message)", at: documents.location(SourcePos(file: file, offset: error.offset)))
            return nil
        }
    }

    /// The same problem found while resolving several appearances is reported once.
    static func deduplicated(_ list: DiagnosticList) -> DiagnosticList {
        var seen = Set<String>()
        return DiagnosticList(list.items.filter { seen.insert($0.description).inserted })
    }

    mutating func combine(_ plans: [Appearance: [PlannedSource]]) throws(DiagnosticError) -> TokenReadResult {
        if !choseContexts, let name = options.modifierInputs.keys.sorted().first {
            diagnostics.error("--input (stylebook.yml: tokens.inputs) \"\(name)\" has nothing to choose: these tokens have no resolver modifiers or Tokens Studio theme groups")
        }
        if diagnostics.hasErrors { throw DiagnosticError(Self.deduplicated(diagnostics)) }
        var combiner = TokenCombiner(documents: documents, options: options, plans: plans)
        let tokens = combiner.run()
        diagnostics.append(contentsOf: combiner.diagnostics)
        diagnostics = Self.deduplicated(diagnostics)
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics) }
        return TokenReadResult(tokens: tokens, diagnostics: diagnostics)
    }

    /// Files merged in order silently replace each other's tokens; say so (once per pair of files),
    /// as Style Dictionary reports token collisions, so a brand or mode merged by mistake is seen.
    mutating func reportOverrides(_ units: [TokenUnit]) {
        guard units.count > 1 else { return }
        var owner: [String: Int] = [:]
        var pairs: [(Int, Int, Int, String)] = []
        for (index, unit) in units.enumerated() {
            var counts: [Int: (Int, String)] = [:]
            for path in TokenTree.tokenPaths(unit.root) {
                if let previous = owner[path], previous != index {
                    let entry = counts[previous] ?? (0, path)
                    counts[previous] = (entry.0 + 1, entry.1)
                }
                owner[path] = index
            }
            for (previous, entry) in counts.sorted(by: { $0.key < $1.key }) { pairs.append((previous, index, entry.0, entry.1)) }
        }
        for (earlier, later, count, example) in pairs.prefix(5) {
            diagnostics.warning("\(units[later].name) replaces \(count) token(s) of \(units[earlier].name) (e.g. \(example)); files merge in order, the later wins",
                                at: documents.location(units[later].root.pos))
        }
    }

    mutating func planFiles(_ units: [TokenUnit]) -> [Appearance: [PlannedSource]] {
        var shared: [PlannedSource] = []
        var perMode: [Appearance: [JSONNode]] = [:]
        let matches = units.map { Self.fileMatch($0.name) }
        // Alternative looks (dark-dimmed …): left out when the plain mode exists, otherwise a question.
        var modes: [(TokenUnit, Appearance?)] = []
        for (unit, match) in zip(units, matches) {
            guard let match, AppearanceNames.isAlternative(match) else {
                modes.append((unit, match?.appearance))
                continue
            }
            let plain = matches.contains { $0 != nil && $0!.appearance == match.appearance && !AppearanceNames.isAlternative($0!) }
            let name = match.appearance.rawValue
            let location = documents.location(unit.root.pos)
            if plain {
                diagnostics.warning("\(unit.name) is the \"\(match.variant)\" variant of \(name), not \(name) itself; left out (name only the files of the look you want)", at: location)
            } else {
                diagnostics.error("\(unit.name) is the \"\(match.variant)\" variant of \(name); Stylebook will not guess that it is the \(name) appearance: rename it (e.g. \(name).json), or combine the files with a resolver and map it with --appearance \(name)=MODIFIER:CONTEXT", at: location)
            }
        }
        let layout = modes.contains { $0.1 == nil } || modes.contains { $0.1 == .light }
        var groups: [Appearance?: [TokenUnit]] = [:]
        for (unit, mode) in modes {
            if layout, let appearance = mode {
                perMode[appearance, default: []].append(unit.root)
                groups[appearance, default: []].append(unit)
            } else {
                shared.append(PlannedSource(root: unit.root, specific: false, referenceOnly: unit.referenceOnly))
                groups[nil, default: []].append(unit)
            }
        }
        for key in [nil] + Appearance.allCases.map(Optional.some) { reportOverrides(groups[key] ?? []) }
        var plans: [Appearance: [PlannedSource]] = [:]
        for appearance in Appearance.allCases {
            var sources = shared
            // High contrast overlays its normal-contrast twin (the Primer layout); dark never takes light files.
            if appearance.isHighContrast, let twin = AppearanceNames.fallbackChain(appearance).dropFirst().first {
                sources += (perMode[twin] ?? []).map { PlannedSource(root: $0, specific: false) }
            }
            sources += (perMode[appearance] ?? []).map { PlannedSource(root: $0, specific: true) }
            plans[appearance] = sources
        }
        return plans
    }
}
