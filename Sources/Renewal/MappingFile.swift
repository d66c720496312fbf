import Diagnostics
import Foundation
import Grammar
import Tokens
import Yams

/// `mapping.yml`: one line per old token, grouped by kind. A human edits `to` and sets
/// `reviewed: true`; the next run keeps reviewed lines as they are.
///
///     colors:
///       "content.text": { to: "content.primary", confidence: 0.97, reviewed: false, reason: "…", old-swift: "…", new-swift: "…" }
public enum MappingFile {
    public static let header = """
    # Suggested old → new mappings (stylebook renewal). One line per old token.
    # Review a line: change `to` (or set it to ~ for no mapping), then set `reviewed: true`;
    # running `stylebook renewal` again keeps reviewed lines as they are.
    # Group lines by screen or module with `group: "Checkout"` (kept on every run): each group
    # gets its own switch in RenewalSwitch.swift; lines without one follow the global switch.

    """

    /// The file's text, kinds in a fixed order and old names in byte order.
    public static func render(_ suggestions: [RenewalSuggestion], old: RenewalSide, new: RenewalSide) -> String {
        var text = header
        for kind in RenewalKind.allCases {
            let lines = suggestions.filter { $0.kind == kind }.sorted { RenewalSuggester.before($0.old, $1.old) }
            guard !lines.isEmpty else { continue }
            let oldAccessors = Dictionary(old.items(kind).map { ($0.path, $0.accessor) }, uniquingKeysWith: { a, _ in a })
            let newAccessors = Dictionary(new.items(kind).map { ($0.path, $0.accessor) }, uniquingKeysWith: { a, _ in a })
            text += "\(kind.rawValue):\n"
            for line in lines {
                var fields = ["to: " + (line.new.map { quoted($0.dotted) } ?? "~"),
                              "confidence: " + RenewalNumber.format(line.confidence),
                              "reviewed: \(line.reviewed)"]
                if let group = line.group { fields.append("group: " + quoted(group)) }
                fields.append("reason: " + quoted(line.reason))
                if let accessor = oldAccessors[line.old] { fields.append("old-swift: " + quoted(accessor)) }
                if let path = line.new, let accessor = newAccessors[path] { fields.append("new-swift: " + quoted(accessor)) }
                text += "  \(quoted(line.old.dotted)): { " + fields.joined(separator: ", ") + " }\n"
            }
        }
        return text
    }

    /// A YAML double-quoted string: a JSON string is one (UTF-8 kept, control characters as `\u00XX`).
    static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(text)).flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
    }

    /// One line of a mapping file as read back: the decision and its Swift names.
    public struct Entry: Sendable, Hashable {
        public var suggestion: RenewalSuggestion
        public var oldSwift: String?
        public var newSwift: String?
        /// Where the line's old name is written.
        public var location: SourceLocation?
    }

    /// Reads a mapping file; a malformed line is an error at its line and column.
    public static func read(_ text: String, path: String) throws(DiagnosticError) -> [Entry] {
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch let error as YamlError {
            throw DiagnosticError(YAMLErrorMapping.diagnostic(error, path: path, text: text))
        } catch {
            throw DiagnosticError(.error("cannot read the mapping: \(error)", at: SourceLocation(file: path)))
        }
        guard let root else { return [] }
        func at(_ node: Node) -> SourceLocation {
            node.mark.map { SourceLocation(file: path, line: $0.line, column: $0.column) } ?? SourceLocation(file: path)
        }
        guard case .mapping(let kinds) = root else { throw DiagnosticError(.error("a mapping file is a map of kinds", at: at(root))) }
        var entries: [Entry] = []
        for (kindNode, lines) in kinds {
            guard let kind = RenewalKind(rawValue: kindNode.string ?? "") else {
                throw DiagnosticError(.error("unknown kind '\(kindNode.string ?? "")'; one of "
                                             + RenewalKind.allCases.map(\.rawValue).joined(separator: ", "), at: at(kindNode)))
            }
            guard case .mapping(let map) = lines else { throw DiagnosticError(.error("\(kind.rawValue) must map old names to lines", at: at(lines))) }
            for (oldNode, fieldsNode) in map {
                entries.append(try entry(kind: kind, old: oldNode, fields: fieldsNode, at: at))
            }
        }
        return entries
    }

    private static func entry(kind: RenewalKind, old: Node, fields: Node, at: (Node) -> SourceLocation) throws(DiagnosticError) -> Entry {
        guard let name = old.string, !name.isEmpty else { throw DiagnosticError(.error("an old name must be a string", at: at(old))) }
        guard case .mapping(let map) = fields else { throw DiagnosticError(.error("'\(name)' needs { to: …, reviewed: … }", at: at(fields))) }
        var values: [String: Node] = [:]
        for (key, value) in map { values[key.string ?? ""] = value }
        var to: TokenPath?
        if let node = values["to"], case .scalar(let scalar) = node, !["~", "null", ""].contains(scalar.string) || scalar.style != .plain {
            to = TokenPath(parsing: scalar.string)
        }
        var reviewed = false
        if let node = values["reviewed"] {
            guard let flag = node.bool else { throw DiagnosticError(.error("reviewed must be true or false", at: at(node))) }
            reviewed = flag
        }
        let confidence = values["confidence"]?.float ?? (reviewed ? 1 : 0)
        var group: String?
        if let node = values["group"], case .scalar(let scalar) = node, !["~", "null", ""].contains(scalar.string) || scalar.style != .plain {
            guard RenewalGroupNaming.isValid(scalar.string) else {
                throw DiagnosticError(.error("a group name needs a letter or digit (it names a switch and a -D flag)", at: at(node)))
            }
            group = scalar.string
        } else if let node = values["group"], node.scalar == nil {
            throw DiagnosticError(.error("group must be a name", at: at(node)))
        }
        let suggestion = RenewalSuggestion(kind: kind, old: TokenPath(parsing: name), new: to, confidence: confidence,
                                           reason: values["reason"]?.string ?? "", reviewed: reviewed, group: group)
        return Entry(suggestion: suggestion, oldSwift: values["old-swift"]?.string, newSwift: values["new-swift"]?.string, location: at(old))
    }
}
