import Diagnostics
import FontFiles
import Foundation
import SwiftOutput
import Tokens

/// Text styles against the team's fonts: each style's `fontFamily` list resolved to a shipped face
/// (its PostScript name is what the generated style loads) and to a cascade for the rest of the
/// list; located warnings and errors where the fonts cannot give what a style asks for
/// (docs/fonts.md).
public enum TextStyleFonts {
    /// What resolving gives: the styles with PostScript names set, the cascades, the diagnostics.
    public struct Resolution: Sendable {
        public var textStyles: [TextStyleToken]
        public var cascades: [TextStyleCascade]
        public var diagnostics: [Diagnostic]
    }

    /// CSS generic families: they name no font of their own, so they add nothing to a cascade
    /// (the platform's own fallback is the system font anyway).
    static let genericFamilies: Set<String> = ["system-ui", "-apple-system", "blinkmacsystemfont", "ui-sans-serif", "ui-serif", "ui-monospace",
                                               "ui-rounded", "sans-serif", "serif", "monospace", "cursive", "fantasy", "system"]

    /// Resolves every style (rules in docs/fonts.md). A style that names no shipped family keeps
    /// what it had.
    public static func resolve(_ styles: [TextStyleToken], _ library: FontLibrary) -> Resolution {
        var result = Resolution(textStyles: [], cascades: [], diagnostics: [])
        for var style in styles {
            let name = style.info.path.dotted, at = style.info.location
            let italic = wantsItalic(style, diagnostics: &result.diagnostics)
            guard let shipped = style.fontFamilies.firstIndex(where: { library.family(named: $0) != nil }) else {
                if !style.fontFamilies.contains(where: FontLibrary.isSystemFamily) {
                    let families = library.families.map(\.name).joined(separator: ", ")
                    result.diagnostics.append(.error("text style '\(name)' names \(style.fontFamilies.map { "'\($0)'" }.joined(separator: ", ")), "
                                                     + "neither among the fonts (\(families)) nor a system font", at: at))
                } else if italic {
                    result.diagnostics.append(.warning("text style '\(name)' asks for italic, but names no shipped font; italic is given by a "
                                                       + "shipped italic face, so the system font is drawn upright", at: at))
                }
                result.textStyles.append(style)
                continue
            }
            for unknown in style.fontFamilies[..<shipped] where !FontLibrary.isSystemFamily(unknown) {
                result.diagnostics.append(.warning("text style '\(name)': font family '\(unknown)' is neither among the fonts nor a system font; "
                                                   + "'\(style.fontFamilies[shipped])' is used", at: at))
            }
            let face = primaryFace(style, family: style.fontFamilies[shipped], italic: italic, library, diagnostics: &result.diagnostics)
            if style.postScriptName == nil { style.postScriptName = face?.postScriptName }
            let fallbacks = cascade(style, after: shipped, italic: italic, library, diagnostics: &result.diagnostics)
            if !fallbacks.isEmpty { result.cascades.append(TextStyleCascade(style: name, fallbacks: fallbacks)) }
            result.textStyles.append(style)
        }
        return result
    }

    /// The face for the style's weight and style (upright or italic) in `family`; a missing weight,
    /// a missing italic (or only italics) is a warning naming the faces there are and the one the
    /// platform picks, which is the one used.
    static func primaryFace(_ style: TextStyleToken, family familyName: String, italic: Bool, _ library: FontLibrary,
                            diagnostics: inout [Diagnostic]) -> FontFace? {
        let name = style.info.path.dotted, at = style.info.location
        if let postScriptName = style.postScriptName {
            if !library.faces.contains(where: { $0.postScriptName == postScriptName }) {
                diagnostics.append(.warning("text style '\(name)': PostScript name '\(postScriptName)' is not among the fonts' faces", at: at))
            }
            return nil
        }
        switch library.match(family: familyName, weight: style.weight, italic: italic) {
        case .exact(let face): return face
        case .notShipped: return nil
        case .nearest(let face, let family):
            let faces = family.faces.map { "\($0.postScriptName) \($0.weight)\($0.isItalic ? " italic" : "")" }.joined(separator: ", ")
            let problem: String
            if italic {
                problem = family.faces.contains(where: \.isItalic) ? "has no italic of weight \(style.weight)" : "has no italic face"
            } else {
                problem = family.faces.allSatisfy(\.isItalic) ? "has only italic faces" : "has no weight \(style.weight)"
            }
            let upright = italic && !face.isItalic ? ", upright" : ""
            diagnostics.append(.warning("text style '\(name)': '\(family.name)' \(problem) (faces: \(faces)); \(face.postScriptName) (\(face.weight)\(upright)) "
                                        + "is what the platform will use", at: at))
            return face
        }
    }

    /// The families after the face's own, as fallbacks: shipped ones by the PostScript name of
    /// their face for the style's weight and style, system ones by family name; generic names add nothing.
    static func cascade(_ style: TextStyleToken, after index: Int, italic: Bool, _ library: FontLibrary,
                        diagnostics: inout [Diagnostic]) -> [TextStyleCascade.Fallback] {
        var fallbacks: [TextStyleCascade.Fallback] = []
        for family in style.fontFamilies[(index + 1)...] {
            switch library.match(family: family, weight: style.weight, italic: italic) {
            case .exact(let face), .nearest(let face, _): fallbacks.append(.face(face.postScriptName))
            case .notShipped:
                if genericFamilies.contains(family.lowercased()) { continue }
                if FontLibrary.isSystemFamily(family) {
                    fallbacks.append(.family(family))
                } else {
                    diagnostics.append(.warning("text style '\(style.info.path.dotted)': fallback font family '\(family)' is neither among the fonts "
                                                + "nor a system font; it is left out of the cascade", at: style.info.location))
                }
            }
        }
        return fallbacks
    }
}
