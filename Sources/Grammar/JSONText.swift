/// JSON string literals, written one way for every writer (token trees, Xcode's `Contents.json`).
package enum JSONText {
    /// `text` as a quoted JSON string: `"` and `\` escaped, newline, return and tab by their short
    /// escapes, other control characters as lowercase `\u00xx`, everything else as is.
    /// `escapingSlash` also writes `/` as `\/`, as Xcode does in the files it saves.
    package static func quoted(_ text: String, escapingSlash: Bool = false) -> String {
        EscapedText.quoted(text) { scalar in
            if scalar == "/" { return escapingSlash ? "\\/" : nil }
            if let common = EscapedText.commonEscape(scalar) { return common }
            guard scalar.value < 0x20 else { return nil }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
