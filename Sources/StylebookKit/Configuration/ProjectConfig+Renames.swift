import Diagnostics
import Foundation
import SwiftOutput
import Yams

extension ProjectConfig {
    /// `renames:` — old name → new token path or asset name. Generated Swift keeps each old name
    /// as a deprecated alias of the new accessor; `stylebook diff` reports the pair as renamed.
    /// The old side must differ from the new one and must not itself be a new name (no chains).
    static func readRenames(_ node: Node, reader: inout YAMLMappingReader) throws(DiagnosticError) -> [SwiftRename] {
        var renames: [SwiftRename] = []
        for (oldNode, newNode) in try reader.mapping(node, context: "renames") {
            let old = try reader.string(oldNode, key: "renames").trimmingCharacters(in: .whitespaces)
            let new = try reader.string(newNode, key: "renames.\(old)").trimmingCharacters(in: .whitespaces)
            let location = reader.location(of: oldNode)
            if old.isEmpty || new.isEmpty {
                reader.diagnostics.error("renames: every entry needs an old and a new name", at: location)
            } else if old == new {
                reader.diagnostics.error("renames: '\(old)' is renamed to itself", at: location)
            }
            renames.append(SwiftRename(old: old, new: new, location: location))
        }
        let olds = Set(renames.map(\.old))
        for rename in renames where olds.contains(rename.new) && rename.old != rename.new {
            reader.diagnostics.error("renames: '\(rename.new)' is renamed again; name the final name directly ('\(rename.old)': …)", at: rename.location)
        }
        return renames
    }
}
