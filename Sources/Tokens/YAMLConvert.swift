import Diagnostics
import Yams

/// Turns YAML into `JSONNode`s, keeping Yams' line:column marks, so the friendly token format and
/// the lint config share the JSON machinery and its located errors.
enum YAMLConvert {
    static func parse(text: String, file: Int, path: String) throws(DiagnosticError) -> JSONNode? {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw DiagnosticError(.error("malformed YAML: \(problem(error))", at: location(error, path: path)))
        } catch {
            throw DiagnosticError(.error("malformed YAML: \(error)", at: SourceLocation(file: path)))
        }
        guard let root else { return nil }
        return convert(root, file: file, depth: 0)
    }

    private static func problem(_ error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _), .composer(let context, let problem, _, _):
            if let context { return "\(problem) (\(context.text))" }
            return problem
        case .reader(let problem, _, _, _): return problem
        default: return "\(error)"
        }
    }

    private static func location(_ error: YamlError, path: String) -> SourceLocation {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return SourceLocation(file: path, line: mark.line, column: mark.column)
        default:
            return SourceLocation(file: path)
        }
    }

    private static func pos(_ node: Node, file: Int) -> SourcePos {
        guard let mark = node.mark else { return SourcePos(file: file, line: 1, column: 1) }
        return SourcePos(file: file, line: mark.line, column: mark.column)
    }

    private static func convert(_ node: Node, file: Int, depth: Int) -> JSONNode {
        let position = pos(node, file: file)
        // Anchors and aliases are expanded by Yams; the cap only guards absurd nesting.
        guard depth < 256 else { return JSONNode(.null, pos: position) }
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain {
                if scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" {
                    return JSONNode(.null, pos: position)
                }
                if scalar.string == "true" { return JSONNode(.bool(true), pos: position) }
                if scalar.string == "false" { return JSONNode(.bool(false), pos: position) }
                if let number = Double(scalar.string.replacingOccurrences(of: "_", with: "")), number.isFinite,
                   scalar.string.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true {
                    return JSONNode(.number(number), pos: position)
                }
            }
            return JSONNode(.string(scalar.string), pos: position)
        case .sequence(let sequence):
            return JSONNode(.array(sequence.map { convert($0, file: file, depth: depth + 1) }), pos: position)
        case .mapping(let mapping):
            var members: [JSONNode.Member] = []
            for (key, value) in mapping {
                members.append(JSONNode.Member(key: key.string ?? "\(key)", value: convert(value, file: file, depth: depth + 1)))
            }
            return JSONNode(.object(members), pos: position)
        }
    }
}
