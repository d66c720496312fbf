import Diagnostics
import Foundation
import Grammar

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
    /// The folder names that count for its role (below the folder given); nil: from `name`.
    var folders: [String]? = nil
}

/// The state of one `TokenReader.read` call: loaded documents, diagnostics, per-appearance plans.
struct ReadSession {
    var options: TokenReadOptions
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
    /// Roles given with `--input FILE=ROLE`, by the path (or end of path) they name.
    var fileRoles: [(String, InputRole)] = []
    /// How each input was read, for `--explain-inputs` and `--verbose`.
    var inputReports: [TokenInputReport] = []
    /// Tokens Studio sets that no chosen theme selects (not read), for the input report.
    var unreadStudioSets: Set<String> = []
    /// Per-token keys not applied (`transform` …), counted over every file: one warning per key.
    var unapplied: [String: (count: Int, first: SourcePos)] = [:]
    /// Tokens left out before resolving (dropped types, left-out files), with why, by dotted path.
    var leftOut: [String: String] = [:]
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
        guard dialect != .dtcg else {
            var found: [String: (count: Int, first: SourcePos)] = [:]
            UnappliedKeys.count(in: node, into: &found)
            collectUnapplied(found)
            return node
        }
        var converter = LegacyTokenConverter(dialect: dialect, documents: documents)
        var result = converter.convert(node)
        if let unwrapped = StudioParentKeys.unwrapped(result) {
            let keys = (node.members ?? []).filter { !$0.key.hasPrefix("$") }.map(\.key).joined(separator: ", ")
            diagnostics.warning("references in this file leave out its top-level groups (\(keys)); read as token sets merged in order (Tokens Studio's excluded parent keys)", at: documents.location(node.pos))
            result = unwrapped
        }
        diagnostics.append(contentsOf: converter.diagnostics)
        collectUnapplied(converter.unapplied)
        leftOut.merge(converter.leftOut.mapValues { "\($0) (\(path))" }) { first, _ in first }
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
            diagnostics.error("\"\(name)\" has nothing to choose: these tokens have no resolver modifiers or Tokens Studio theme groups; remove it from",
                              hint: .setting(flag: "--input", configKey: "tokens.inputs"))
        }
        reportUnapplied()
        if diagnostics.hasErrors { throw DiagnosticError(Self.deduplicated(diagnostics)) }
        var combiner = TokenCombiner(documents: documents, options: options, plans: plans)
        let tokens = combiner.run()
        diagnostics.append(contentsOf: explainingLeftOut(combiner.diagnostics))
        diagnostics = Self.deduplicated(diagnostics)
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics) }
        var result = TokenReadResult(tokens: tokens, diagnostics: diagnostics)
        result.inputs = inputReports
        return result
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
}
