/// The escaping loop that JSON, Swift, XML and the cache's record fields share, written once: each
/// writer says only how it spells the scalars its grammar escapes.
package enum EscapedText {
    /// `text` with each scalar for which `escape` returns a spelling written as that spelling,
    /// every other scalar as is.
    package static func escaped(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let spelled = escape(scalar) { out += spelled } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// `escaped(text, escape:)` between double quotes.
    package static func quoted(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
        "\"" + escaped(text, escape: escape) + "\""
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
        EscapedText.quoted(text) { scalar in
            if let common = EscapedText.commonEscape(scalar) { return common }
            let value = scalar.value
            guard value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || scalar.properties.generalCategory == .format else {
                return nil
            }
            return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        }
    }
}

/// Text for an XML (or HTML) attribute value or element content: `&`, `<`, `>` and `"` as
/// entities, everything else as is.
package enum XMLText {
    package static func escaped(_ text: String) -> String {
        // Most values (path data, numbers, names) need nothing: skip the copy.
        guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 }) else { return text }
        return EscapedText.escaped(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            default: return nil
            }
        }
    }
}
