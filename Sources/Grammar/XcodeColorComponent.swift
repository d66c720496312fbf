import Foundation

/// How a colour component was written in an asset catalog's `Contents.json`.
public enum XcodeComponentEncoding: String, Sendable, Hashable {
    /// A string with a decimal point or an exponent, "0.929" or "1e-1".
    case float
    /// A digits-only string, an 8-bit value "77".
    case integer
    /// "0xFF".
    case hex
    /// A JSON number, as in Apple's format reference.
    case number
}

/// Xcode's rule for a colour component written as a string, the one every catalog reader uses:
/// "0x…" → hexadecimal/255; a string with "." or an exponent → float; digits only → 8-bit
/// integer/255; alpha is always a float. A JSON number is a float too (the caller sees it as a
/// number before it gets here).
public enum XcodeColorComponent {
    /// The component's value and how it was written; nil for an empty string, non-digits, or a
    /// value that is not finite (`1e999`, `nan`).
    public static func value(of raw: String, isAlpha: Bool) -> (Double, XcodeComponentEncoding)? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            guard let n = Int(text.dropFirst(2), radix: 16) else { return nil }
            return (Double(n) / 255, .hex)
        }
        if text.contains(".") || text.contains("e") || text.contains("E") || isAlpha {
            guard let d = NumberGrammar.number(text) else { return nil }
            return (d, .float)
        }
        guard let n = Int(text) else { return nil }
        return (Double(n) / 255, .integer)
    }
}
