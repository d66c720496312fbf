/// The quoting loop that JSON and Swift string literals share, written once: each writer says only
/// how it spells the scalars its grammar escapes.
package enum QuotedText {
    /// `text` between double quotes, each scalar for which `escape` returns a spelling written as
    /// that spelling, every other scalar as is.
    package static func quoted(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if let spelled = escape(scalar) { out += spelled } else { out.unicodeScalars.append(scalar) }
        }
        return out + "\""
    }

    /// The escapes JSON and Swift spell alike: `"` and `\` after a backslash, newline, return and
    /// tab as `\n`, `\r`, `\t`; nil for any other scalar.
    package static func commonEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return nil
        }
    }
}

/// Swift string literals, written one way for the generated code and the embedded runtime.
package enum SwiftText {
    /// `text` as a one-line Swift string literal that reads back as exactly `text`: the common
    /// escapes, then control characters (C0, DEL, C1) and invisible format characters as
    /// uppercase `\u{…}`, so no byte of the value can change or hide the code around it.
    package static func quoted(_ text: String) -> String {
        QuotedText.quoted(text) { scalar in
            if let common = QuotedText.commonEscape(scalar) { return common }
            let value = scalar.value
            guard value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || scalar.properties.generalCategory == .format else {
                return nil
            }
            return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        }
    }
}
