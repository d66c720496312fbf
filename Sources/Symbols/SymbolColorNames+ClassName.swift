/// Which colour names can stand after `multicolor-N:` in a template (docs/symbols-color.md,
/// "Class names Xcode reads").
///
/// What Xcode's template reader does with a class (CoreThemeDefinition's `TDVectorGlyphReader`, format
/// doc §5.1): it splits the `class` attribute at every space and looks each layer's style rule up by
/// the exact text `"." + class` in the document's `<style>`. So a name must hold no white space (it
/// would become two classes), nothing that ends or splits a CSS rule or selector list (`{ } ; ,`),
/// no second `:` (the colour name is what follows the first), no quote or markup character, and no
/// character a CSS reader takes as a selector operator. Every name in Apple's shipped templates is
/// letters and digits (`tintColor`, `systemGray2Color`); `/` is how the asset catalog names a colour
/// set in a namespace folder (`Colors/theme`, what `UIColor(named:)` takes); `_`, `-` and `.` occur in
/// colour-set names. Names of these characters are written; any other makes the layer fall back to a
/// system or custom colour with a warning.
enum SymbolClassName {
    /// The first character of `name` that a multicolour class must not hold, or nil when it can be
    /// written. An empty name is refused as a space would be (the class would end at the colon).
    static func refusedCharacter(in name: String) -> Character? {
        guard !name.isEmpty else { return " " }
        return name.first { c in
            !(c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "-" || c == "." || c == "/"))
        }
    }

    /// Why a character is refused, for the warning (`' ' (a space)`).
    static func describe(_ c: Character) -> String {
        switch c {
        case " ": "' ' (a space: Xcode splits the class list at spaces)"
        case "\t", "\n", "\r": "a tab or line break"
        case ":": "':' (Xcode takes the colour name from the first ':' on)"
        case "{", "}", ";", ",": "'\(c)' (it ends or splits the CSS rule Xcode looks the layer up in)"
        default:
            if let ascii = c.asciiValue, ascii < 0x20 || ascii == 0x7F { "a control character" }
            else if c.isASCII { "'\(c)'" }
            else { "'\(c)' (not ASCII)" }
        }
    }
}
