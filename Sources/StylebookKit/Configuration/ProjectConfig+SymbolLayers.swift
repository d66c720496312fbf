import Diagnostics
import Symbols
import Yams

/// `symbols.deployment-target`, `symbols.layers` and `symbols.overrides` (docs/symbols-color.md).
extension ProjectConfig {
    static let layerRuleKeys = ["erase", "motion-groups", "system-colors", "variable-by-order", "names"]

    /// `{ iOS: 15, macOS: 12 }` → platform → minimum version.
    static func deploymentTarget(_ node: Node, reader: inout YAMLMappingReader) throws(DiagnosticError) -> [SymbolPlatform: Double] {
        var result: [SymbolPlatform: Double] = [:]
        for (k, v) in try reader.mapping(node, context: "symbols.deployment-target") {
            let name = k.string ?? ""
            guard let platform = SymbolPlatform(name: name) else {
                let known = SymbolPlatform.allCases.map(\.rawValue).joined(separator: ", ")
                throw DiagnosticError(.error("symbols.deployment-target: unknown platform '\(name)'; use \(known)", at: reader.location(of: k)))
            }
            let text = try reader.string(v, key: "symbols.deployment-target.\(name)")
            let major = text.split(separator: ".").first.map(String.init) ?? text
            guard let number = Double(text.split(separator: ".").prefix(2).joined(separator: ".")) ?? Double(major),
                  number >= 1, number < 100 else {
                throw DiagnosticError(.error("symbols.deployment-target.\(name) must be an OS version such as 15 or 15.4, not '\(text)'",
                                             at: reader.location(of: v)))
            }
            result[platform] = number
        }
        return result
    }

    /// `{ erase: false, motion-groups: true, system-colors: true, names: { dot: erase } }`; in
    /// `symbols.layers` also `background: TOKEN.PATH`.
    static func layerRules(_ node: Node, pattern: String, key: String, background: inout String?,
                           reader: inout YAMLMappingReader) throws(DiagnosticError) -> LayerRuleOverride {
        var rule = LayerRuleOverride(pattern: pattern)
        let known = background == nil && pattern.isEmpty ? layerRuleKeys + ["background"] : layerRuleKeys
        for (k, v) in try reader.mapping(node, context: key) {
            let name = k.string ?? ""
            switch name {
            case "erase": rule.erase = try flag(v, key: key + ".erase", reader: reader)
            case "motion-groups": rule.motionGroups = try flag(v, key: key + ".motion-groups", reader: reader)
            case "system-colors": rule.systemColors = try flag(v, key: key + ".system-colors", reader: reader)
            case "variable-by-order": rule.variableByOrder = try flag(v, key: key + ".variable-by-order", reader: reader)
            case "names":
                for (nameNode, roles) in try reader.mapping(v, context: key + ".names") {
                    rule.names[nameNode.string ?? ""] = try reader.string(roles, key: key + ".names")
                }
            case "background" where known.contains("background"):
                background = try reader.string(v, key: key + ".background")
            default: reader.unknownKey(k, in: key, known: known)
            }
        }
        return rule
    }

    /// `{ "badges/": { erase: false }, "wifi": { names: { arc1: variable-1 } } }`, in file order.
    static func layerOverrides(_ node: Node, reader: inout YAMLMappingReader) throws(DiagnosticError) -> [LayerRuleOverride] {
        var result: [LayerRuleOverride] = []
        for (k, v) in try reader.mapping(node, context: "symbols.overrides") {
            let pattern = k.string ?? ""
            guard !pattern.isEmpty else {
                throw DiagnosticError(.error("symbols.overrides keys are icon names or folders (`badges/`)", at: reader.location(of: k)))
            }
            var unused: String? = ""
            result.append(try layerRules(v, pattern: pattern, key: "symbols.overrides.\(pattern)", background: &unused, reader: &reader))
        }
        return result
    }

    static func flag(_ node: Node, key: String, reader: YAMLMappingReader) throws(DiagnosticError) -> Bool {
        switch try reader.string(node, key: key).lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        case let other: throw DiagnosticError(.error("\(key) must be true or false, not '\(other)'", at: reader.location(of: node)))
        }
    }
}
