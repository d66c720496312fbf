import Diagnostics
import FontFiles
import Foundation
import SwiftOutput
import Tokens

/// Glyph coverage: the characters a text style's sample text needs against the faces that will
/// draw it (its face, then the shipped faces of its cascade), from the fonts' `cmap`.
extension TextStyleFonts {
    /// `$extensions.com.stylebook.sample`: text the style must be able to show (a price, a name).
    public static func sampleText(_ style: TextStyleToken) -> String? {
        guard let json = style.info.extensions, let data = json.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let stylebook = object["com.stylebook"] as? [String: Any] else { return nil }
        return stylebook["sample"] as? String
    }

    /// A warning for each resolved style whose sample text has characters that none of its shipped
    /// faces map and that no system family in its list could draw instead; the characters are named.
    public static func missingGlyphs(_ resolution: Resolution, _ library: FontLibrary) -> [Diagnostic] {
        let cascades = Dictionary(resolution.cascades.map { ($0.style, $0.fallbacks) }, uniquingKeysWith: { first, _ in first })
        let scripts = Dictionary(resolution.cascades.map { ($0.style, $0.scripts) }, uniquingKeysWith: { first, _ in first })
        var found: [Diagnostic] = []
        for style in resolution.textStyles {
            guard let sample = sampleText(style), let postScriptName = style.postScriptName,
                  let face = library.faces.first(where: { $0.postScriptName == postScriptName }) else { continue }
            if style.fontFamilies.contains(where: FontLibrary.isSystemFamily) { continue }
            let name = style.info.path.dotted
            var faces = [face]
            for case .face(let fallback) in cascades[name] ?? [] {
                faces += library.faces.filter { $0.postScriptName == fallback }
            }
            var missing: [Unicode.Scalar] = []
            for scalar in sample.unicodeScalars where !scalar.properties.isWhitespace && scalar.value >= 0x20 {
                if faces.contains(where: { $0.covers(scalar) }) || scriptDraws(scalar, scripts[name] ?? [], library) { continue }
                if !missing.contains(scalar) { missing.append(scalar) }
            }
            guard !missing.isEmpty else { continue }
            let listed = missing.prefix(10).map { "'\(Character($0))' (U+\(String(format: "%04X", $0.value)))" }.joined(separator: ", ")
            let more = missing.count > 10 ? " and \(missing.count - 10) more" : ""
            let drawers = faces.map(\.postScriptName).joined(separator: ", ")
            found.append(.warning("text style '\(name)': its sample text needs \(listed)\(more), which \(drawers) "
                                  + "\(faces.count == 1 ? "does" : "do") not have; the platform will draw \(missing.count == 1 ? "it" : "them") "
                                  + "in a fallback font (add a font that has them to its fontFamily list)", at: style.info.location))
        }
        return found
    }

    /// Whether one of the style's script fonts draws `scalar`: a system family any character of
    /// its script, a shipped face those of its script it maps.
    static func scriptDraws(_ scalar: Unicode.Scalar, _ scripts: [TextStyleCascade.ScriptFont], _ library: FontLibrary) -> Bool {
        scripts.contains { script in
            guard let ranges = FontScripts.script(script.script)?.ranges, ranges.contains(where: { $0.contains(scalar.value) }) else { return false }
            switch script.font {
            case .family: return true
            case .face(let postScriptName): return library.faces.contains { $0.postScriptName == postScriptName && $0.covers(scalar) }
            }
        }
    }
}
