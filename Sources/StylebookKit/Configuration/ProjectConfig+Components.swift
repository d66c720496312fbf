import Diagnostics
import Tokens
import Yams

extension ProjectConfig {
    /// `tokens.components`: `false` for none, or a map from kind to one root path or a list:
    /// `{ button: component.button, label: [label, text.role] }`. Named roots make a group that
    /// does not fit its kind an error instead of a warning.
    static func readComponentRoots(_ node: Node, reader: inout YAMLMappingReader) throws(DiagnosticError) -> ComponentRoots {
        if case .scalar(let scalar) = node, ["false", "no", "none", "off"].contains(scalar.string.lowercased()) {
            return .none
        }
        var roots: [ComponentKind: [TokenPath]] = [:]
        for (k, v) in try reader.mapping(node, context: "tokens.components") {
            let name = k.string ?? ""
            guard let kind = ComponentKind(rawValue: name) else {
                let kinds = ComponentKind.allCases.map(\.rawValue)
                throw DiagnosticError(.error("tokens.components: '\(name)' is not a component kind" + NameSuggestion.didYouMean(name, in: kinds)
                                             + " (kinds: \(kinds.joined(separator: ", ")))",
                                             at: reader.location(of: k)))
            }
            let paths: [String]
            if case .sequence = v {
                paths = try reader.stringList(v, key: "tokens.components.\(name)")
            } else {
                paths = [try reader.string(v, key: "tokens.components.\(name)")]
            }
            roots[kind] = paths.map(TokenPath.init(parsing:))
        }
        return ComponentRoots(roots: roots, declared: true)
    }
}
