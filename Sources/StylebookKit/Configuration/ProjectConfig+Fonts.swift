import Diagnostics
import FontFiles
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
        /// Fonts for one script or character set of a text style (`numbers: Brand Numbers`), by
        /// text style, in the order written.
        public var scripts: [StyleScripts] = []
    }

    /// One text style's entry under `fonts.scripts`.
    public struct StyleScripts: Sendable, Hashable {
        /// The text style's dotted token path (`type.price`).
        public var style: String
        /// Script key (`numbers`, `ja`, …, see `FontScripts`) and font family, in the order written.
        public var fonts: [ScriptFamily]
    }

    /// A font family for one script key.
    public struct ScriptFamily: Sendable, Hashable {
        public var script: String
        public var family: String
    }

    static let fontKeys = ["files", "swift", "enum", "scripts"]

    static func readFonts(_ node: Node, reader: inout YAMLMappingReader, config: inout ProjectConfig) throws(DiagnosticError) -> Fonts {
        var result = Fonts()
        for (k, name, v) in try config.sectionEntries(node, "fonts", reader: reader) {
            switch name {
            case "files": result.files = try reader.stringList(v, key: "fonts.files")
            case "swift": result.swift = try reader.string(v, key: "fonts.swift")
            case "enum":
                let text = try reader.string(v, key: "fonts.enum")
                guard SwiftIdentifier.isPlainIdentifier(text), SwiftIdentifier.typeName(text) == text else {
                    throw DiagnosticError(.error("fonts.enum '\(text)' is not a plain Swift type name (e.g. Fonts)", at: reader.location(of: v)))
                }
                result.enumName = text
            case "scripts": result.scripts = try readFontScripts(v, reader: &reader, config: &config)
            default: reader.unknownKey(k, in: "fonts", known: fontKeys)
            }
        }
        if result.files.isEmpty {
            throw DiagnosticError(.error("fonts needs 'files': the font files or folders to read", at: reader.location(of: node)))
        }
        return result
    }

    /// `fonts.scripts`: text style → script key → family. An unknown script key is an error at its
    /// line naming the keys there are; styles and families are checked against the tokens and
    /// fonts when the build resolves them (`FontBuild`).
    static func readFontScripts(_ node: Node, reader: inout YAMLMappingReader, config: inout ProjectConfig) throws(DiagnosticError) -> [StyleScripts] {
        var result: [StyleScripts] = []
        for (styleKey, styleValue) in try reader.mapping(node, context: "fonts.scripts") {
            let style = try reader.string(styleKey, key: "fonts.scripts")
            config.locations["fonts.scripts." + style] = reader.location(of: styleKey)
            var entry = StyleScripts(style: style, fonts: [])
            for (k, v) in try reader.mapping(styleValue, context: "fonts.scripts.\(style)") {
                let key = try reader.string(k, key: "fonts.scripts.\(style)")
                guard let script = FontScripts.script(key) else {
                    let known = FontScripts.all.map(\.key).joined(separator: ", ")
                    throw DiagnosticError(.error("fonts.scripts.\(style): unknown script '\(key)' (known: \(known))", at: reader.location(of: k)))
                }
                let family = try reader.string(v, key: "fonts.scripts.\(style).\(key)")
                config.locations["fonts.scripts.\(style).\(script.key)"] = reader.location(of: v)
                entry.fonts.append(ScriptFamily(script: script.key, family: family))
            }
            result.append(entry)
        }
        return result
    }
}
