import Diagnostics
import Foundation
import Grammar

/// One foreground/background pairing to check. Patterns match token paths written with `/` or `.`;
/// `*` matches any run of characters (including separators), `?` one character, so
/// `"background*"` covers `background` and `background/elevated`.
public struct ContrastRule: Sendable, Hashable {
    public var foreground: String
    public var background: String
    /// WCAG 2.x ratio, e.g. 4.5 for text, 3.0 for large text and non-text.
    public var minimum: Double
    public var name: String?
    /// Where the rule was written, for "matches nothing" warnings.
    public var location: SourceLocation?

    public init(foreground: String, background: String, minimum: Double, name: String? = nil, location: SourceLocation? = nil) {
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
        self.name = name
        self.location = location
    }
}

/// `stylebook-lint.yml`:
/// ```yaml
/// appearances: [light, dark]        # optional; default: all four
/// contrast:
///   - foreground: "content/*"
///     background: "background*"
///     minimum: 4.5                   # or text (4.5), large (3.0), non-text (3.0), aaa (7.0), aaa-large (4.5)
///     name: "Body text"              # optional
/// ```
public struct TokenLintConfig: Sendable, Hashable {
    public var rules: [ContrastRule]
    /// Appearances to check; nil = all four.
    public var appearances: [Appearance]?

    public init(rules: [ContrastRule], appearances: [Appearance]? = nil) {
        self.rules = rules
        self.appearances = appearances
    }

    static let keywords: [String: Double] = ["text": 4.5, "large": 3.0, "large-text": 3.0, "non-text": 3.0, "aaa": 7.0, "aaa-large": 4.5]

    public static func parse(yaml: String, path: String) throws(DiagnosticError) -> TokenLintConfig {
        var documents = DocumentTable()
        let file = documents.add(path: path, text: yaml)
        var diagnostics = DiagnosticList()
        func error(_ message: String, _ node: JSONNode) { diagnostics.error(message, at: documents.location(node.pos)) }
        guard let root = try YAMLConvert.parse(text: yaml, file: file, path: path), root.isObject else {
            throw DiagnosticError(.error("lint config must be a map with a `contrast:` list", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        var config = TokenLintConfig(rules: [])
        // A misspelt key would silently widen or drop the check (all four appearances, no rules),
        // so unknown keys are errors, as in `stylebook.yml`.
        func rejectUnknownKeys(of node: JSONNode, known: [String], in context: String) {
            for member in node.members ?? [] where !known.contains(member.key) {
                error("unknown \(context) key '\(member.key)'" + NameSuggestion.didYouMean(member.key, in: known)
                      + " (known: \(known.joined(separator: ", ")))", member.value)
            }
        }
        rejectUnknownKeys(of: root, known: ["appearances", "contrast"], in: "lint config")
        if let list = root["appearances"] {
            var appearances: [Appearance] = []
            for item in list.array ?? [list] {
                if let name = item.string, let appearance = Appearance(rawValue: name) ?? AppearanceNames.appearance(named: name) {
                    appearances.append(appearance)
                } else {
                    error("appearances must be light, dark, light-hc or dark-hc", item)
                }
            }
            config.appearances = appearances
        }
        guard let rules = root["contrast"] else {
            throw DiagnosticError(.error("lint config has no `contrast:` list", at: documents.location(root.pos)))
        }
        for item in rules.array ?? [] {
            guard item.isObject else {
                error("each contrast rule must be a map with foreground, background and minimum", item)
                continue
            }
            rejectUnknownKeys(of: item, known: ["foreground", "background", "minimum", "name"], in: "contrast rule")
            guard let foreground = item["foreground"]?.string, let background = item["background"]?.string else {
                error("contrast rule needs `foreground` and `background` token patterns", item)
                continue
            }
            var minimum: Double?
            if let node = item["minimum"] {
                if let n = node.number, n >= 1, n <= 21 {
                    minimum = n
                } else if let word = node.string, let n = keywords[word.lowercased()] {
                    minimum = n
                } else {
                    error("minimum must be a ratio 1–21 or one of text, large, non-text, aaa, aaa-large", node)
                    continue
                }
            } else {
                error("contrast rule needs a `minimum`", item)
                continue
            }
            config.rules.append(ContrastRule(foreground: foreground, background: background, minimum: minimum ?? 4.5,
                                             name: item["name"]?.string, location: documents.location(item.pos)))
        }
        if rules.array == nil { error("`contrast:` must be a list of rules", rules) }
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics) }
        return config
    }
}

/// The contrast of one pair in one appearance.
public struct ContrastResult: Sendable, Hashable {
    public var rule: ContrastRule
    public var appearance: Appearance
    public var foreground: ColorToken
    public var background: ColorToken
    public var foregroundColor: RGBAColor
    public var backgroundColor: RGBAColor
    public var ratio: Double
    public var passes: Bool { ratio + 1e-9 >= rule.minimum }
}

public enum ContrastLint {
    /// Glob match on slashed paths (`.` in the pattern means `/`).
    public static func matches(_ pattern: String, _ path: TokenPath) -> Bool {
        let normalized = pattern.contains("/") ? pattern : pattern.replacingOccurrences(of: ".", with: "/")
        return glob(Array(normalized.unicodeScalars), Array(path.slashed.unicodeScalars))
    }

    private static func glob(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool {
        // Iterative wildcard matching with one backtrack point: linear-ish, never recursive.
        var pi = 0, si = 0, star = -1, mark = 0
        while si < s.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == s[si]) {
                pi += 1; si += 1
            } else if pi < p.count && p[pi] == "*" {
                star = pi; mark = si; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; si = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// Every pair of every rule in every configured appearance, in rule, appearance, path order.
    public static func check(_ tokens: TokenSet, config: TokenLintConfig) -> [ContrastResult] {
        let appearances = config.appearances ?? Appearance.allCases
        var results: [ContrastResult] = []
        let colors = tokens.colors.sorted { $0.path < $1.path }
        for rule in config.rules {
            let foregrounds = colors.filter { matches(rule.foreground, $0.path) }
            let backgrounds = colors.filter { matches(rule.background, $0.path) }
            for appearance in appearances {
                for fg in foregrounds {
                    for bg in backgrounds where bg.path != fg.path {
                        guard let f = fg.resolved(appearance), let b = bg.resolved(appearance) else { continue }
                        results.append(ContrastResult(rule: rule, appearance: appearance, foreground: fg, background: bg,
                                                      foregroundColor: f, backgroundColor: b, ratio: ColorMath.contrastRatio(f, b)))
                    }
                }
            }
        }
        return results
    }

    /// Errors for failing pairs; a warning for each rule that matched no pair (checked per rule,
    /// so pass every result of `check`, passing ones included).
    public static func diagnostics(for results: [ContrastResult], config: TokenLintConfig? = nil) -> DiagnosticList {
        var list = DiagnosticList()
        for result in results where !result.passes {
            let label = result.rule.name.map { " [\($0)]" } ?? ""
            let message = "contrast \(format(result.ratio)):1 is below \(format(result.rule.minimum)):1 in \(result.appearance.rawValue): "
                + "\(result.foreground.path.slashed) \(ColorMath.hex(result.foregroundColor)) on \(result.background.path.slashed) \(ColorMath.hex(result.backgroundColor))\(label)"
            list.error(message, at: result.foreground.info.location)
        }
        if let config {
            for rule in config.rules where !results.contains(where: { $0.rule == rule }) {
                list.warning("contrast rule \(rule.foreground) on \(rule.background) matches no pair of colour tokens", at: rule.location)
            }
        }
        return list
    }

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
