import Diagnostics
import Yams

extension ProjectConfig {
    /// `catalogs:`: existing catalogs read into one Swift file of accessors.
    public struct Catalogs: Sendable, Hashable {
        public var inputs: [String] = []
        public var swift: String = ""
        public var template: String?
        public var parameters: [String: String] = [:]
        /// An enum around the accessors (`Assets.Colors.accent`).
        public var enumName: String?
        /// `stylebook` renders the template with Stylebook's catalog context.
        public var context: String?
    }

    static let catalogKeys = ["inputs", "swift", "template", "params"]

    static func readCatalogs(_ node: Node, reader: inout YAMLMappingReader) throws(DiagnosticError) -> Catalogs {
        var result = Catalogs()
        for (k, v) in try reader.mapping(node, context: "catalogs") {
            switch k.string ?? "" {
            case "inputs": result.inputs = try reader.stringList(v, key: "catalogs.inputs")
            case "swift": result.swift = try reader.string(v, key: "catalogs.swift")
            case "template": result.template = try reader.string(v, key: "catalogs.template")
            case "enum": result.enumName = try reader.string(v, key: "catalogs.enum")
            case "context": result.context = try reader.choice(v, key: "catalogs.context", among: ["swiftgen", "stylebook"])
            case "params": result.parameters = try templateParameters(v, key: "catalogs.params", reader: &reader)
            default: reader.unknownKey(k, in: "catalogs", known: catalogKeys)
            }
        }
        if result.swift.isEmpty {
            throw DiagnosticError(.error("catalogs needs a 'swift' file to write the accessors to", at: reader.location(of: node)))
        }
        return result
    }
}
