import Diagnostics
import Grammar
import Yams

/// Turns YAML into `JSONNode`s, keeping Yams' line:column marks, so the friendly token format and
/// the lint config share the JSON machinery and its located errors.
enum YAMLConvert {
    static func parse(text: String, file: Int, path: String) throws(DiagnosticError) -> JSONNode? {
        try YAMLLimits.checkDepth(text, path: path)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw DiagnosticError(YAMLErrorMapping.diagnostic(error, path: path, text: text))
        } catch {
            throw DiagnosticError(.error("malformed YAML: \(error)", at: SourceLocation(file: path)))
        }
        guard let root else { return nil }
        var budget = YAMLLimits.maxExpandedValues
        return try convert(root, file: file, path: path, depth: 0, budget: &budget)
    }

    private static func location(_ node: Node, path: String) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: path) }
        return SourceLocation(file: path, line: mark.line, column: mark.column)
    }

    /// Values in `node`, counted up to `limit` (without walking further).
    private static func valueCount(_ node: Node, upTo limit: Int) -> Int {
        var count = 0
        var stack = [node]
        while let next = stack.popLast(), count <= limit {
            count += 1
            switch next {
            case .scalar: break
            case .sequence(let items): stack.append(contentsOf: items)
            case .mapping(let pairs): for (k, v) in pairs { stack.append(k); stack.append(v) }
            }
        }
        return count
    }

    private static func pos(_ node: Node, file: Int) -> SourcePos {
        guard let mark = node.mark else { return SourcePos(file: file, line: 1, column: 1) }
        return SourcePos(file: file, line: mark.line, column: mark.column)
    }

    /// Yams hands aliases over expanded (sharing storage), so the copy made here is where an alias
    /// bomb would explode: `budget` counts the values made and the depth is checked again, since
    /// aliases nested in aliases can build depth the text does not show.
    private static func convert(_ node: Node, file: Int, path: String, depth: Int,
                                budget: inout Int) throws(DiagnosticError) -> JSONNode {
        let position = pos(node, file: file)
        budget -= 1
        guard budget >= 0 else {
            throw DiagnosticError(.error("YAML expands to more than \(YAMLLimits.maxExpandedValues) values through its aliases "
                                         + "(an alias bomb?); Stylebook stops reading here", at: location(node, path: path)))
        }
        guard depth < YAMLLimits.maxDepth else {
            throw DiagnosticError(.error("YAML nested more than \(YAMLLimits.maxDepth) levels deep (through aliases); "
                                         + "Stylebook stops reading here", at: location(node, path: path)))
        }
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
            var items: [JSONNode] = []
            for item in sequence { items.append(try convert(item, file: file, path: path, depth: depth + 1, budget: &budget)) }
            return JSONNode(.array(items), pos: position)
        case .mapping(let mapping):
            var members: [JSONNode.Member] = []
            for (key, value) in mapping {
                // A key that is itself a collection is written out as text: count its values too.
                if key.scalar == nil { budget -= Self.valueCount(key, upTo: budget) }
                guard budget >= 0 else {
                    throw DiagnosticError(.error("YAML expands to more than \(YAMLLimits.maxExpandedValues) values through its aliases "
                                                 + "(an alias bomb?); Stylebook stops reading here", at: location(key, path: path)))
                }
                let converted = try convert(value, file: file, path: path, depth: depth + 1, budget: &budget)
                members.append(JSONNode.Member(key: key.string ?? "\(key)", value: converted))
            }
            return JSONNode(.object(members), pos: position)
        }
    }
}
