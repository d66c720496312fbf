import Diagnostics
import Foundation
import Symbols
import Yams

extension ProjectConfig {
    /// `symbols.weights` as a mapping: `{ ".": synthesize, brand: reuse, "nav/back": synthesize }`.
    /// Keys are folders or icons (without `.svg`) inside the symbol source; each key's line is kept
    /// as `symbols.weights.KEY` for the warning about a key that names nothing.
    static func weightsByPath(_ node: Node, reader: inout YAMLMappingReader,
                              config: inout ProjectConfig) throws(DiagnosticError) -> [String: FillWeightMode] {
        var result: [String: FillWeightMode] = [:]
        for (k, v) in try reader.mapping(node, context: "symbols.weights") {
            let key = SymbolWeightRules.normalized(try reader.string(k, key: "symbols.weights"))
            let text = try reader.string(v, key: "symbols.weights.\(key)")
            guard let mode = FillWeightMode(rawValue: text) else {
                throw DiagnosticError(.error("symbols.weights.\(key) must be synthesize or reuse, not '\(text)'",
                                             at: reader.location(of: v)))
            }
            result[key] = mode
            config.locations["symbols.weights." + key] = reader.location(of: k)
        }
        return result
    }
}

/// Chooses each icon's `weights` mode from `symbols.weights` given per folder or icon.
enum SymbolWeightRules {
    /// `./nav/back.svg/` → `nav/back`; the source itself is `.`.
    static func normalized(_ path: String) -> String {
        var parts = path.split(separator: "/").map(String.init).filter { $0 != "." && !$0.isEmpty }
        if let last = parts.last, last.lowercased().hasSuffix(".svg") { parts[parts.count - 1] = String(last.dropLast(4)) }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The jobs with the most specific rule applied (the icon, then its folders inward-out, then `.`),
    /// and a warning for each rule that names no icon or folder of the source.
    static func apply(_ rules: [String: FillWeightMode], to jobs: [SymbolJob],
                      config: ProjectConfig) -> (jobs: [SymbolJob], diagnostics: DiagnosticList) {
        guard !rules.isEmpty else { return (jobs, DiagnosticList()) }
        var used: Set<String> = []
        let result = jobs.map { job -> SymbolJob in
            var job = job
            let path = job.group + [job.name]
            for n in stride(from: path.count, through: 0, by: -1) {
                let key = n == 0 ? "." : path.prefix(n).joined(separator: "/")
                if let mode = rules[key] {
                    job.fillWeights = mode
                    used.insert(key)
                    break
                }
            }
            return job
        }
        var diagnostics = DiagnosticList()
        for key in rules.keys.sorted() where !used.contains(key) && key != "." {
            diagnostics.append(.warning("symbols.weights: '\(key)' is no icon or folder in the symbol source; ignored",
                                        at: config.location(of: "symbols.weights." + key)))
        }
        return (result, diagnostics)
    }
}
