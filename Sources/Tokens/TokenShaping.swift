import Diagnostics

/// What of a resolved token set is generated, and under which names: include/exclude by glob,
/// private groups (resolved for references, never generated), renames (which also flatten), and
/// deterministic shortening of asset names too long for a file name.
///
/// Shaping runs after resolution, so a private or excluded token still resolves the references
/// made to it; it changes only what is written.
public struct TokenShaping: Sendable, Hashable {
    /// Only tokens matching one of these (or inside a matching group) are generated; empty = all.
    public var include: [TokenPathPattern] = []
    /// Tokens matching one of these (or inside a matching group) are not generated.
    public var exclude: [TokenPathPattern] = []
    /// Groups kept for references but not generated (same effect as `exclude`, named for intent).
    public var privateGroups: [TokenPathPattern] = []
    /// First matching rule renames: `color.base.gray.*` → `gray$1`, `color.semantic.**` → `$1`.
    public var renames: [Rename] = []
    /// Longest catalog folder or asset name, in UTF-8 bytes, before it is shortened.
    public var maxNameBytes = 240
    /// Where the rules came from (stylebook.yml), for messages; nil on the command line.
    public var location: SourceLocation?
    /// Where each setting (`include`, `exclude`, `private`, `rename`) was written, when known.
    public var settingLocations: [String: SourceLocation] = [:]

    public struct Rename: Sendable, Hashable {
        public var pattern: TokenPathPattern
        public var target: String

        public init(_ pattern: String, to target: String) {
            self.pattern = TokenPathPattern(pattern)
            self.target = target
        }
    }

    public init(include: [String] = [], exclude: [String] = [], privateGroups: [String] = [], renames: [Rename] = [],
                location: SourceLocation? = nil) {
        self.include = include.map(TokenPathPattern.init)
        self.exclude = exclude.map(TokenPathPattern.init)
        self.privateGroups = privateGroups.map(TokenPathPattern.init)
        self.renames = renames
        self.location = location
    }

    public var isEmpty: Bool { include.isEmpty && exclude.isEmpty && privateGroups.isEmpty && renames.isEmpty }

    /// Checks the rules themselves: a rename target must use only the captures its pattern has.
    public func validate() -> DiagnosticList {
        var diagnostics = DiagnosticList()
        for rule in renames {
            let used = Self.captureReferences(rule.target)
            if let bad = used.first(where: { $0 < 1 || $0 > rule.pattern.captureCount }) {
                diagnostics.error("rename \(rule.pattern) → \(rule.target) uses $\(bad), but the pattern has "
                                  + "\(rule.pattern.captureCount) wildcard(s)", at: location)
            }
            if TokenPath(parsing: Self.fill(rule.target, with: Array(repeating: "x", count: 9))).components.isEmpty {
                diagnostics.error("rename \(rule.pattern) → \"\(rule.target)\" gives an empty name", at: location)
            }
        }
        return diagnostics
    }

    /// The set as it will be generated, with warnings (shortened names) and errors (two tokens
    /// of one kind renamed to the same path, a rename that gives an empty path).
    public func apply(to tokens: TokenSet) -> (tokens: TokenSet, diagnostics: DiagnosticList) {
        var diagnostics = validate()
        guard !diagnostics.hasErrors else { return (tokens, diagnostics) }
        var set = tokens
        if !isEmpty {
            diagnostics.append(contentsOf: unmatchedRules(in: tokens))
            set.reshape { info in
                guard let shaped = shapedPath(info.path.components) else { return false }
                info.path = TokenPath(shaped)
                return true
            }
            diagnostics.append(contentsOf: set.duplicatePaths())
        }
        diagnostics.append(contentsOf: shortenLongColorNames(&set))
        diagnostics.append(contentsOf: pointComponentColorsAtWrittenSets(&set.components, unshaped: tokens))
        set.sort()
        return (set, diagnostics)
    }

    /// A warning for each rule that matches no token path: a misspelt group (`colour.base`) would
    /// otherwise change nothing without a word.
    func unmatchedRules(in tokens: TokenSet) -> DiagnosticList {
        var paths: [[String]] = []
        var probe = tokens
        probe.reshape { info in paths.append(info.path.components); return true }
        // A token left out before generation still exists: a rule naming it is not misspelt.
        paths += (tokens.leftOut + tokens.leftOutUnjudged).map { TokenPath(parsing: $0).components }
        var diagnostics = DiagnosticList()
        let rules: [(String, TokenPathPattern)] = include.map { ("include", $0) } + exclude.map { ("exclude", $0) }
            + privateGroups.map { ("private", $0) } + renames.map { ("rename", $0.pattern) }
        for (setting, pattern) in rules where !paths.contains(where: { pattern.covers($0) }) {
            diagnostics.warning("\(setting) pattern '\(pattern)' matches no token path, so it changes nothing "
                                + "(paths are dotted from the top group, e.g. '\(paths.first?.joined(separator: ".") ?? "color.base")')",
                                at: settingLocations[setting] ?? location)
        }
        return diagnostics
    }

    /// Where a token of `path` is generated: nil when include/exclude/private keep it out,
    /// otherwise its path after the first matching rename.
    func shapedPath(_ path: [String]) -> [String]? {
        if !include.isEmpty && !include.contains(where: { $0.covers(path) }) { return nil }
        if exclude.contains(where: { $0.covers(path) }) || privateGroups.contains(where: { $0.covers(path) }) { return nil }
        return rename(path) ?? path
    }

    /// The catalog path a colour of source path `path` is written under, or nil when it is not written.
    func writtenColorPath(_ path: [String]) -> [String]? {
        shapedPath(path).map { $0.map { Self.shortened($0, maxBytes: maxNameBytes) } }
    }

    /// Component styles load their colours from the catalog by name, so each colour must name a
    /// set that is written. A property whose own token is renamed follows it; one whose token is
    /// excluded or private names the generated colour it refers to (the same reference in every
    /// appearance, followed through alias chains); with neither, the style would load a missing
    /// colour at run time, which is an error at the property.
    func pointComponentColorsAtWrittenSets(_ components: inout [ComponentToken], unshaped: TokenSet) -> DiagnosticList {
        var diagnostics = DiagnosticList()
        guard !components.isEmpty else { return diagnostics }
        let colorsByPath = Dictionary(unshaped.colors.map { ($0.info.path.dotted, $0) }, uniquingKeysWith: { first, _ in first })
        for index in components.indices {
            for (property, color) in components[index].colors.sorted(by: { $0.key < $1.key }) {
                if let written = writtenColorPath(color.info.path.components) {
                    components[index].colors[property]?.info.path = TokenPath(written)
                    continue
                }
                var current = color
                var target: [String]?
                for _ in 0..<64 {
                    let references = Set(current.info.aliases.values)
                    guard references.count == 1, let reference = references.first,
                          Set(current.info.aliases.keys) == Set(current.values.keys),
                          let next = colorsByPath[reference] else { break }
                    if let written = writtenColorPath(next.info.path.components) { target = written; break }
                    current = next
                }
                if let target {
                    components[index].colors[property]?.info.path = TokenPath(target)
                } else {
                    diagnostics.error("component '\(components[index].info.path.dotted)' takes its \(property) from "
                                      + "'\(color.info.path.dotted)', which include/exclude/private keep out of the catalog, "
                                      + "and it does not refer to a colour that is written; its colour set would be missing at run time "
                                      + "(generate that token, or make the property a reference to a generated colour)",
                                      at: color.info.location)
                }
            }
        }
        return diagnostics
    }

    /// The new path of `path`: the first rule that matches it whole, or one of its groups (the
    /// rest of the path is kept below the new group name).
    func rename(_ path: [String]) -> [String]? {
        for rule in renames {
            for length in stride(from: path.count, through: 1, by: -1) {
                guard let captures = rule.pattern.match(Array(path.prefix(length))) else { continue }
                let head = TokenPath(parsing: Self.fill(rule.target, with: captures)).components
                return head + path.dropFirst(length)
            }
        }
        return nil
    }

    static func captureReferences(_ target: String) -> [Int] {
        var result: [Int] = []
        var chars = target[...]
        while let dollar = chars.firstIndex(of: "$") {
            chars = chars[chars.index(after: dollar)...]
            let digits = chars.prefix { $0.isASCII && $0.isNumber }
            if let n = Int(digits) { result.append(n) }
        }
        return result
    }

    /// Replaces `$1`…`$n` (longest number first, so `$10` is not `$1` + "0").
    static func fill(_ target: String, with captures: [String]) -> String {
        var text = target
        for index in stride(from: captures.count, through: 1, by: -1) {
            text = text.replacingOccurrences(of: "$\(index)", with: captures[index - 1])
        }
        return text
    }
}

extension TokenSet {
    /// Keeps the tokens `keep` returns true for, letting it change their info (path) in place.
    mutating func reshape(_ keep: (inout TokenInfo) -> Bool) {
        func pass<T>(_ list: inout [T], _ info: WritableKeyPath<T, TokenInfo>) {
            list = list.compactMap { token in
                var token = token
                return keep(&token[keyPath: info]) ? token : nil
            }
        }
        pass(&colors, \.info)
        pass(&textStyles, \.info)
        pass(&dimensions, \.info)
        pass(&numbers, \.info)
        pass(&durations, \.info)
        pass(&shadows, \.info)
        pass(&fontFamilies, \.info)
        pass(&fontWeights, \.info)
        pass(&strings, \.info)
        pass(&borders, \.info)
        pass(&strokeStyles, \.info)
        pass(&cubicBeziers, \.info)
        pass(&transitions, \.info)
        pass(&gradients, \.info)
    }

    /// Errors for two tokens of one kind that now share a path (a rename folded them together).
    func duplicatePaths() -> DiagnosticList {
        var diagnostics = DiagnosticList()
        func check<T>(_ list: [T], _ info: KeyPath<T, TokenInfo>, _ kind: String) {
            var seen: [TokenPath: TokenInfo] = [:]
            for token in list {
                let i = token[keyPath: info]
                if let first = seen[i.path] {
                    diagnostics.error("two \(kind) tokens are both named \(i.path) after renaming (the other is at "
                                      + "\(first.location.map { "\($0)" } ?? "?"))", at: i.location)
                } else {
                    seen[i.path] = i
                }
            }
        }
        check(colors, \.info, "colour")
        check(textStyles, \.info, "text style")
        check(dimensions, \.info, "dimension")
        check(numbers, \.info, "number")
        check(durations, \.info, "duration")
        check(shadows, \.info, "shadow")
        check(fontFamilies, \.info, "font family")
        check(fontWeights, \.info, "font weight")
        check(strings, \.info, "string")
        check(borders, \.info, "border")
        check(strokeStyles, \.info, "stroke style")
        check(cubicBeziers, \.info, "cubic Bézier")
        check(transitions, \.info, "transition")
        check(gradients, \.info, "gradient")
        return diagnostics
    }
}
