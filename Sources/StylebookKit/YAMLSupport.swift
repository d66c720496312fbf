import Diagnostics
import Yams

/// Small helpers for reading configuration YAML with located errors.
enum YAMLSupport {
    static func diagnostic(for error: YamlError, path: String) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            return .error("invalid YAML: \(problem)", at: SourceLocation(file: path, line: mark.line, column: mark.column))
        case .composer(_, let problem, let mark, _):
            return .error("invalid YAML: \(problem)", at: SourceLocation(file: path, line: mark.line, column: mark.column))
        default:
            return .error("invalid YAML: \(error)", at: SourceLocation(file: path))
        }
    }
}

/// Walks YAML nodes, turning shape mistakes into located diagnostics.
struct YAMLMappingReader {
    var path: String
    var warnings = DiagnosticList()

    init(path: String) { self.path = path }

    func location(of node: Node) -> SourceLocation {
        if let mark = node.mark { return SourceLocation(file: path, line: mark.line, column: mark.column) }
        return SourceLocation(file: path)
    }

    func mapping(_ node: Node, context: String) throws(DiagnosticError) -> [(Node, Node)] {
        guard case .mapping(let mapping) = node else {
            throw DiagnosticError(.error("\(context) must be a mapping of keys to values", at: location(of: node)))
        }
        return mapping.map { ($0.key, $0.value) }
    }

    func string(_ node: Node, key: String) throws(DiagnosticError) -> String {
        guard case .scalar(let scalar) = node else {
            throw DiagnosticError(.error("\(key) must be a single value", at: location(of: node)))
        }
        return scalar.string
    }

    func stringList(_ node: Node, key: String) throws(DiagnosticError) -> [String] {
        switch node {
        case .scalar(let scalar): return [scalar.string]
        case .sequence(let seq):
            var out: [String] = []
            for item in seq { out.append(try string(item, key: key)) }
            return out
        default:
            throw DiagnosticError(.error("\(key) must be a value or a list of values", at: location(of: node)))
        }
    }

    mutating func unknownKey(_ key: Node, in context: String) {
        warnings.warning("unknown key '\(key.string ?? "?")' in \(context) is ignored", at: location(of: key))
    }
}
