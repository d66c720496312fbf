import Diagnostics
import Yams

/// Yams' errors as located diagnostics, for every reader of YAML: the problem Yams names (with its
/// context), at its line and column, moved to where a missing `}` or `]` belongs.
package enum YAMLErrorMapping {
    /// `malformed YAML: <problem>` at the position Yams stopped at; inside a `{…}` or `[…]`, at the
    /// end of the last non-blank line before it.
    package static func diagnostic(_ error: YamlError, path: String, text: String) -> Diagnostic {
        let at = location(error, path: path)
        return .error("malformed YAML: \(problem(error))", at: inFlowCollection(error) ? lineEnd(before: at, in: text) : at)
    }

    package static func problem(_ error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _), .composer(let context, let problem, _, _):
            if let context { return "\(problem) (\(context.text))" }
            return problem
        case .reader(let problem, _, _, _): return problem
        default: return "\(error)"
        }
    }

    package static func location(_ error: YamlError, path: String) -> SourceLocation {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return SourceLocation(file: path, line: mark.line, column: mark.column)
        default:
            return SourceLocation(file: path)
        }
    }

    /// Whether Yams was inside a `{…}` or `[…]` when it stopped (its context says so).
    private static func inFlowCollection(_ error: YamlError) -> Bool {
        switch error {
        case .scanner(let context?, _, _, _), .parser(let context?, _, _, _): return context.text.contains("flow")
        default: return false
        }
    }

    /// Yams notices an unclosed `{`/`[` only at the start of the next line (9:1 for a `}` missing
    /// on line 8): such a position moves to the end of the last non-blank line before it, where
    /// the missing character belongs.
    package static func lineEnd(before location: SourceLocation, in text: String) -> SourceLocation {
        guard let line = location.line, line > 1, (location.column ?? 1) <= 1 else { return location }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var index = min(line - 1, lines.count) - 1
        let blank: (Substring) -> Bool = { $0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
        while index >= 0, blank(lines[index]) { index -= 1 }
        guard index >= 0 else { return location }
        var moved = location
        moved.line = index + 1
        moved.column = lines[index].filter { $0 != "\r" }.count + 1
        return moved
    }
}
