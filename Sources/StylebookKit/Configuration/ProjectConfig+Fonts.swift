import Diagnostics
import SwiftOutput
import Yams

extension ProjectConfig {
    /// `fonts:` — the team's font files: read, checked against the text styles, and written as
    /// typed Swift with registration (docs/fonts.md).
    public struct Fonts: Sendable, Hashable {
        /// Font files or folders (searched recursively), relative to stylebook.yml.
        public var files: [String] = []
        /// The Swift file with the families, faces, registration and text-style cascades.
        public var swift: String?
        /// The generated enum (`Fonts` by default).
        public var enumName = "Fonts"
    }

    static let fontKeys = ["files", "swift", "enum"]

    static func readFonts(_ node: Node, reader: inout YAMLMappingReader, config: inout ProjectConfig) throws(DiagnosticError) -> Fonts {
        var result = Fonts()
        for (k, v) in try reader.mapping(node, context: "fonts") {
            let name = k.string ?? ""
            config.locations["fonts." + name] = reader.location(of: v)
            switch name {
            case "files": result.files = try reader.stringList(v, key: "fonts.files")
            case "swift": result.swift = try reader.string(v, key: "fonts.swift")
            case "enum":
                let text = try reader.string(v, key: "fonts.enum")
                guard SwiftIdentifier.isPlainIdentifier(text), SwiftIdentifier.typeName(text) == text else {
                    throw DiagnosticError(.error("fonts.enum '\(text)' is not a plain Swift type name (e.g. Fonts)", at: reader.location(of: v)))
                }
                result.enumName = text
            default: reader.unknownKey(k, in: "fonts", known: fontKeys)
            }
        }
        if result.files.isEmpty {
            throw DiagnosticError(.error("fonts needs 'files': the font files or folders to read", at: reader.location(of: node)))
        }
        return result
    }
}
