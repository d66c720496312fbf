import Diagnostics
import FontFiles
import Foundation
import SwiftOutput
import Tokens

/// Per-script fonts (`fonts.scripts` in stylebook.yml): a text style's digits, Japanese, … from a
/// font of their own, put before the style's face in its cascade with the script's character set
/// (docs/fonts.md).
extension TextStyleFonts {
    /// One text style's `fonts.scripts` entry, with where it was written.
    public struct ScriptRequest: Sendable, Hashable {
        public struct Entry: Sendable, Hashable {
            public var script: String
            public var family: String
            public var location: SourceLocation
        }

        public var style: String
        public var location: SourceLocation
        public var entries: [Entry]
    }

    /// The requests of `fonts.scripts`, located at their stylebook.yml lines.
    static func scriptRequests(_ config: ProjectConfig) -> [ScriptRequest] {
        (config.fonts?.scripts ?? []).map { styleScripts in
            let prefix = "fonts.scripts." + styleScripts.style
            return ScriptRequest(style: styleScripts.style, location: config.location(of: prefix), entries: styleScripts.fonts.map {
                ScriptRequest.Entry(script: $0.script, family: $0.family, location: config.location(of: prefix + "." + $0.script))
            })
        }
    }

    /// Each requested style's script fonts, by style name. A style the tokens do not have and a
    /// family that is neither shipped nor a system font are errors at their line; a shipped face
    /// that maps none of its script's characters is a warning.
    static func scriptFonts(_ requests: [ScriptRequest], styles: [TextStyleToken], _ library: FontLibrary)
        -> (byStyle: [String: [TextStyleCascade.ScriptFont]], diagnostics: [Diagnostic]) {
        var byStyle: [String: [TextStyleCascade.ScriptFont]] = [:]
        var diagnostics: [Diagnostic] = []
        let named = Dictionary(styles.map { ($0.info.path.dotted, $0) }, uniquingKeysWith: { first, _ in first })
        for request in requests {
            guard let style = named[request.style] else {
                var message = "fonts.scripts: no text style '\(request.style)' among the tokens"
                if let near = NameSuggestion.closest(to: request.style, in: named.keys.sorted()) { message += "; did you mean '\(near)'?" }
                diagnostics.append(.error(message, at: request.location))
                continue
            }
            var ignored: [Diagnostic] = []
            let italic = wantsItalic(style, diagnostics: &ignored)
            byStyle[request.style] = request.entries.compactMap { entry in
                scriptFont(entry, style: style, italic: italic, library, diagnostics: &diagnostics)
            }
        }
        return (byStyle, diagnostics)
    }

    static func scriptFont(_ entry: ScriptRequest.Entry, style: TextStyleToken, italic: Bool, _ library: FontLibrary,
                           diagnostics: inout [Diagnostic]) -> TextStyleCascade.ScriptFont? {
        let key = "fonts.scripts.\(style.info.path.dotted).\(entry.script)"
        switch library.match(family: entry.family, weight: style.weight, italic: italic) {
        case .exact(let face), .nearest(let face, _):
            if let script = FontScripts.script(entry.script), !face.mappedRanges.isEmpty, !FontScripts.face(face, coversAnyOf: script) {
                diagnostics.append(.warning("\(key): \(face.postScriptName) has none of the characters of '\(script.key)' (\(script.summary)); "
                                            + "the style's own face draws them", at: entry.location))
            }
            return TextStyleCascade.ScriptFont(script: entry.script, font: .face(face.postScriptName))
        case .notShipped:
            if FontLibrary.isSystemFamily(entry.family) && !genericFamilies.contains(entry.family.lowercased()) {
                return TextStyleCascade.ScriptFont(script: entry.script, font: .family(entry.family))
            }
            let families = library.families.map(\.name).joined(separator: ", ")
            let problem = genericFamilies.contains(entry.family.lowercased())
                ? "is a generic family, which names no font" : "is neither among the fonts (\(families)) nor a system font"
            diagnostics.append(.error("\(key): font family '\(entry.family)' \(problem)", at: entry.location))
            return nil
        }
    }
}
