import Tokens

/// The project's fonts in the guide: one `@font-face` rule per shipped face, named by its
/// PostScript name, and the text styles that use them.
extension GuidePage {
    /// `@font-face` rules for `guide.css`, whose folder (`assets/`) is beside `fonts/`.
    static func fontFaceCSS(_ fonts: [GuideWebFont]) -> String {
        var css = "\n/* The project's fonts, copied into fonts/: text styles render in their own faces. */\n"
        for font in fonts.sorted(by: { $0.postScriptName < $1.postScriptName }) {
            css += "@font-face { font-family: \"\(cssString(font.postScriptName))\"; src: url(\"../fonts/\(cssString(font.fileName))\")"
                + "\(format(of: font.fileName)); font-weight: \(font.weight); font-style: \(font.isItalic ? "italic" : "normal"); }\n"
        }
        return css
    }

    /// The shipped face a text style loads (its PostScript name), if the guide has it.
    func webFont(for style: TextStyleToken) -> GuideWebFont? {
        guard let name = style.postScriptName else { return nil }
        return input.webFonts.first { $0.postScriptName == name }
    }

    /// Whether a family is drawn by the guide's own fonts.
    func isShipped(_ family: String) -> Bool {
        input.webFonts.contains { $0.family.lowercased() == family.lowercased() }
    }

    private static func format(of fileName: String) -> String {
        switch fileName.split(separator: ".").last?.lowercased() {
        case "woff2": " format(\"woff2\")"
        case "woff": " format(\"woff\")"
        case "otf": " format(\"opentype\")"
        case "ttf": " format(\"truetype\")"
        default: ""
        }
    }

    private static func cssString(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
