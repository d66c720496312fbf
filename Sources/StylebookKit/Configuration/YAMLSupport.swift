import Diagnostics
import Yams

/// Walks YAML nodes, turning shape mistakes into located diagnostics.
struct YAMLMappingReader {
    var path: String
    /// Problems that do not stop reading (unknown keys): every one is reported, then reading fails.
    var diagnostics = DiagnosticList()

    init(path: String) { self.path = path }

    func location(of node: Node) -> SourceLocation {
        if let mark = node.mark { return SourceLocation(file: path, line: mark.line, column: mark.column) }
        return SourceLocation(file: path)
    }

    func mapping(_ node: Node, context: String) throws(DiagnosticError) -> [(Node, Node)] {
        guard case .mapping(let mapping) = node else {
            throw DiagnosticError(.error("\(context) must be a mapping of keys to values", at: location(of: node)))
        }
        // YAML lets a later duplicate silently win; a second `catalog:` is a mistake, not an override.
        var seen: [String: Node] = [:]
        var duplicates = DiagnosticList()
        for key in mapping.keys {
            guard let name = key.string else { continue }
            if let first = seen[name] {
                let line = first.mark.map { " (first at line \($0.line))" } ?? ""
                duplicates.error("duplicate key '\(name)' in \(context)\(line)", at: location(of: key))
            } else {
                seen[name] = key
            }
        }
        if duplicates.hasErrors { throw DiagnosticError(duplicates) }
        return mapping.map { ($0.key, $0.value) }
    }

    func string(_ node: Node, key: String) throws(DiagnosticError) -> String {
        guard case .scalar(let scalar) = node else {
            throw DiagnosticError(.error("\(key) must be a single value", at: location(of: node)))
        }
        return scalar.string
    }

    /// A setting that takes one of a few words; anything else is an error at its value naming them.
    func choice(_ node: Node, key: String, among allowed: [String]) throws(DiagnosticError) -> String {
        let text = try string(node, key: key)
        guard allowed.contains(text) else { throw notAChoice(text, at: node, key: key, allowed: allowed) }
        return text
    }

    /// `choice` for a setting spelled as the raw value of one of an enum's cases.
    func choice<Value: RawRepresentable & CaseIterable>(_ node: Node, key: String, of type: Value.Type) throws(DiagnosticError) -> Value
    where Value.RawValue == String {
        let text = try string(node, key: key)
        guard let value = Value.allCases.first(where: { $0.rawValue == text }) else {
            throw notAChoice(text, at: node, key: key, allowed: Value.allCases.map(\.rawValue))
        }
        return value
    }

    private func notAChoice(_ text: String, at node: Node, key: String, allowed: [String]) -> DiagnosticError {
        let words = allowed.map { "'\($0)'" }
        let list = words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1] : words.joined()
        return DiagnosticError(.error("\(key) must be \(list), not '\(text)'", at: location(of: node)))
    }

    func stringList(_ node: Node, key: String) throws(DiagnosticError) -> [String] {
        try stringListWithLocations(node, key: key).map(\.value)
    }

    func stringListWithLocations(_ node: Node, key: String) throws(DiagnosticError) -> [(value: String, location: SourceLocation)] {
        switch node {
        case .scalar(let scalar): return [(scalar.string, location(of: node))]
        case .sequence(let seq):
            var out: [(String, SourceLocation)] = []
            for item in seq { out.append((try string(item, key: key), location(of: item))) }
            return out
        default:
            throw DiagnosticError(.error("\(key) must be a value or a list of values", at: location(of: node)))
        }
    }

    /// A key the format does not have is an error (a typo must never silently drop a setting),
    /// with the closest known key as a suggestion.
    mutating func unknownKey(_ key: Node, in context: String, known: [String]) {
        let name = key.string ?? "?"
        var message = "unknown key '\(name)' in \(context)"
        if let suggestion = NameSuggestion.closest(to: name, in: known) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += " (known keys: \(known.joined(separator: ", ")))"
        }
        diagnostics.error(message, at: location(of: key))
    }
}

extension ProjectConfig {
    /// A section's keys with their names (a key that is no string as "") and values, each value's
    /// location recorded as `SECTION.NAME`, where setting hints and later checks find it.
    mutating func sectionEntries(_ node: Node, _ section: String,
                                 reader: YAMLMappingReader) throws(DiagnosticError) -> [(key: Node, name: String, value: Node)] {
        try reader.mapping(node, context: section).map { key, value in
            let name = key.string ?? ""
            locations[section + "." + name] = reader.location(of: value)
            return (key, name, value)
        }
    }
}
