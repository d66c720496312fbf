import Diagnostics
import Foundation
import Tokens

/// Italic text styles: a typography token asks for italic with
/// `"$extensions": { "com.stylebook": { "fontStyle": "italic" } }` (DTCG's typography has no font
/// style member), and gets the family's italic face (docs/fonts.md).
extension TextStyleFonts {
    /// The CSS `font-style` values the extension takes, and whether each one is italic.
    static let fontStyles: [String: Bool] = ["normal": false, "italic": true, "oblique": true]

    /// Whether `style` asks for italic; a value other than normal, italic or oblique is a warning
    /// (the style stays upright).
    static func wantsItalic(_ style: TextStyleToken, diagnostics: inout [Diagnostic]) -> Bool {
        if style.isItalic { return true }
        guard let json = style.info.extensions, let data = json.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let stylebook = object["com.stylebook"] as? [String: Any], let value = stylebook["fontStyle"] else { return false }
        // CSS allows an angle after oblique ("oblique 10deg"); the face is the italic one either way.
        let text = (value as? String)?.lowercased().split(separator: " ").first.map(String.init) ?? ""
        if let italic = fontStyles[text] { return italic }
        diagnostics.append(.warning("text style '\(style.info.path.dotted)': fontStyle '\(value)' is not normal, italic or oblique; "
                                    + "the style stays upright", at: style.info.location))
        return false
    }
}
