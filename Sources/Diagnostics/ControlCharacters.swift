/// Escaping of control characters in text that is printed (messages, paths in messages).
public enum ControlCharacters {
    /// True for C0 controls other than tab and line feed, DEL, and C1 controls.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x09 || value == 0x0A { return false }
        return value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// `text` with every control character written as `\u{1B}`; the text itself when it has none
    /// (the common case costs one scan and no copy).
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// The first control character in `text` (tab and line feed included: neither belongs in a name).
    public static func firstInName(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { isControl($0) || $0 == "\t" || $0 == "\n" }
    }
}
