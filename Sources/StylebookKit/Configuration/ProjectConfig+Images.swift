import Diagnostics
import Yams

extension ProjectConfig {
    /// `images:`: a folder of SVG/PDF/PNG/JPEG files → image sets.
    public struct Images: Sendable, Hashable {
        public var source: String = ""
        public var namespace: String?
        public var swift: String?
        public var rendering: String?
        public var template: [String] = []
        public var original: [String] = []
    }

    static let imageKeys = ["source", "namespace", "swift", "rendering", "template", "original"]

    static func readImages(_ node: Node, reader: inout YAMLMappingReader) throws(DiagnosticError) -> Images {
        var result = Images()
        for (k, v) in try reader.mapping(node, context: "images") {
            switch k.string ?? "" {
            case "source": result.source = try reader.string(v, key: "images.source")
            case "namespace": result.namespace = try reader.string(v, key: "images.namespace")
            case "swift": result.swift = try reader.string(v, key: "images.swift")
            case "rendering": result.rendering = try reader.choice(v, key: "images.rendering", among: ["template", "original"])
            case "template": result.template = try reader.stringList(v, key: "images.template")
            case "original": result.original = try reader.stringList(v, key: "images.original")
            default: reader.unknownKey(k, in: "images", known: imageKeys)
            }
        }
        if result.source.isEmpty {
            throw DiagnosticError(.error("images needs a 'source' folder", at: reader.location(of: node)))
        }
        return result
    }
}
