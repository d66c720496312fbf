/// JSON string literals, written one way for every writer (token trees, Xcode's `Contents.json`).
package enum JSONText {
    /// `text` as a quoted JSON string: `"` and `\` escaped, newline, return and tab by their short
    /// escapes, other control characters as lowercase `\u00xx`, everything else as is.
    /// `escapingSlash` also writes `/` as `\/`, as Xcode does in the files it saves.
    package static func quoted(_ text: String, escapingSlash: Bool = false) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/" where escapingSlash: out += "\\/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
