import Diagnostics
import Foundation

/// One source tree in a resolution, and whether it is specific to the appearance being resolved.
struct PlannedSource: Sendable {
    var root: JSONNode
    var specific: Bool
}

/// The state of one `TokenReader.read` call: loaded documents, diagnostics, per-appearance plans.
struct ReadSession {
    let options: TokenReadOptions
    let load: (String) -> String?
    var documents = DocumentTable()
    var diagnostics = DiagnosticList()
    private var parsed: [String: JSONNode?] = [:]
    private var seen = Set<String>()

    init(options: TokenReadOptions, load: @escaping (String) -> String?) {
        self.options = options
        self.load = load
    }

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
        for ext in [".tokens.json", ".tokens.json5", ".json5", ".json", ".tokens", ".yaml", ".yml"] where name.lowercased().hasSuffix(ext) {
            name = String(name.dropLast(ext.count))
            break
        }
        return name
    }

    /// The appearance a per-mode file stands for (see `TokenReader`), or nil for a shared file.
    static func fileAppearance(_ path: String) -> Appearance? {
        let base = baseName(path)
        if let a = AppearanceNames.appearance(named: base) { return a }
        if let dot = base.firstIndex(of: "."), let a = AppearanceNames.appearance(named: String(base[base.index(after: dot)...])) { return a }
        if let last = base.split(separator: ".").last, let a = AppearanceNames.appearance(named: String(last)) { return a }
        let folder = directory(of: path).split(separator: "/").last.map(String.init) ?? ""
        return AppearanceNames.appearance(named: folder)
    }

    /// Parses a token file once (JSON, JSON5 or Stylebook YAML); nil after a reported error.
    mutating func tree(_ path: String, at pos: SourcePos?) -> JSONNode? {
        let key = Self.normalize(path)
        if let cached = parsed[key] { return cached }
        guard let text = load(path) else {
            let message = "cannot read token file \(path)"
            if let pos { diagnostics.error(message, at: documents.location(pos)) } else { diagnostics.error(message, at: SourceLocation(file: path)) }
            parsed[key] = .some(nil)
            return nil
        }
        let result = parseText(text, path: path)
        parsed[key] = .some(result)
        return result
    }

    mutating func parseText(_ text: String, path: String) -> JSONNode? {
        let file = documents.add(path: path, text: text)
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
        var parser = JSONParser(bytes: Array(text.utf8), file: file, allowJSON5: options.allowJSON5 || lower.hasSuffix(".json5"))
        do {
            let node = try parser.parseDocument()
            for duplicate in parser.duplicateKeys {
                diagnostics.warning("duplicate key \"\(duplicate.key)\"; the later value wins", at: documents.location(SourcePos(file: file, offset: duplicate.offset)))
            }
            guard node.isObject else {
                diagnostics.error("a token file must be a JSON object of groups and tokens, found \(node.kindName)", at: documents.location(node.pos))
                return nil
            }
            return node
        } catch {
            diagnostics.error("malformed JSON: \(error.message)", at: documents.location(SourcePos(file: file, offset: error.offset)))
            return nil
        }
    }

    mutating func run(files: [String], resolver: String?) throws(DiagnosticError) -> TokenReadResult {
        var plans: [Appearance: [PlannedSource]] = [:]
        if let resolver {
            plans = planResolver(resolver, extraFiles: files)
        } else {
            plans = planFiles(files)
        }
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics) }
        var combiner = TokenCombiner(documents: documents, options: options, plans: plans)
        let tokens = combiner.run()
        diagnostics.append(contentsOf: combiner.diagnostics)
        diagnostics = Self.deduplicated(diagnostics)
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics) }
        return TokenReadResult(tokens: tokens, diagnostics: diagnostics)
    }

    /// The same problem found while resolving several appearances is reported once.
    static func deduplicated(_ list: DiagnosticList) -> DiagnosticList {
        var seen = Set<String>()
        return DiagnosticList(list.items.filter { seen.insert($0.description).inserted })
    }

    private mutating func planFiles(_ files: [String]) -> [Appearance: [PlannedSource]] {
        var shared: [JSONNode] = []
        var perMode: [Appearance: [JSONNode]] = [:]
        let modes = files.map(Self.fileAppearance)
        let layout = modes.contains(nil) || modes.contains(.light)
        for (path, mode) in zip(files, modes) {
            guard let root = tree(path, at: nil) else { continue }
            if layout, let appearance = mode {
                perMode[appearance, default: []].append(root)
            } else {
                shared.append(root)
            }
        }
        var plans: [Appearance: [PlannedSource]] = [:]
        for appearance in Appearance.allCases {
            var sources = shared.map { PlannedSource(root: $0, specific: false) }
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
