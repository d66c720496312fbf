import Foundation
import Grammar

/// Colours written as a light value and a dark value in one `$value`:
///
/// - Red Hat's `[on-light, on-dark]` array (`$value: ['{color.text.primary.on-light}',
///   '{color.text.primary.on-dark}']`) on a token typed `color`;
/// - CSS `light-dark(a, b)` (`"light-dark(#ffffff, {color.gray.90})"`), typed `color` or untyped.
///
/// DTCG has no colour array and no `light-dark()`, so either can only mean the two appearances:
/// the first value is light (and light high contrast), the second dark (and dark high contrast).
/// Anything else (an array of three, a non-string entry, an array on a `fontFamily`) is left as
/// written, so the value parser reports it as before.
enum LightDarkValues {
    /// The light and dark values of `token`, or nil when its value is no such pair.
    static func pair(_ token: RawToken) -> (light: JSONNode, dark: JSONNode)? {
        // The value's shape first: this runs for every token in every appearance.
        if let items = token.value.array {
            guard items.count == 2, token.type?.lowercased() == "color", let light = items[0].string, let dark = items[1].string,
                  !isBlank(light), !isBlank(dark) else { return nil }
            return (items[0], items[1])
        }
        guard let text = token.value.string, let first = text.utf8.first(where: { $0 != UInt8(ascii: " ") }),
              first | 0x20 == UInt8(ascii: "l"), token.type == nil || token.type?.lowercased() == "color",
              let (light, dark) = lightDarkArguments(text) else { return nil }
        return (JSONNode(.string(light), pos: token.value.pos), JSONNode(.string(dark), pos: token.value.pos))
    }

    /// True when some token holds a pair, so the dark appearances must be resolved.
    static func anyPair(_ tokens: [RawToken]) -> Bool {
        tokens.contains { pair($0) != nil }
    }

    /// `token`'s value in `appearance` when it holds a pair (the token is then specific to light
    /// and dark: both are written by it).
    static func apply(to token: inout RawToken, in appearance: Appearance) -> Bool {
        guard let (light, dark) = pair(token) else { return false }
        token.value = appearance.isDark ? dark : light
        return true
    }

    /// The two arguments of `light-dark(a, b)`, split at the comma outside any parentheses or
    /// braces (`light-dark(rgb(0, 0, 0), {c.dark})`); nil for other text.
    static func lightDarkArguments(_ text: String) -> (String, String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let prefix = "light-dark("
        guard trimmed.count > prefix.count, trimmed.lowercased().hasPrefix(prefix), trimmed.hasSuffix(")") else { return nil }
        let body = trimmed.dropFirst(prefix.count).dropLast()
        var depth = 0
        var comma: Substring.Index?
        for index in body.indices {
            switch body[index] {
            case "(", "{": depth += 1
            case ")", "}": depth -= 1
            case "," where depth == 0:
                guard comma == nil else { return nil }
                comma = index
            default: break
            }
            if depth < 0 { return nil }
        }
        guard depth == 0, let comma else { return nil }
        let light = body[..<comma].trimmingCharacters(in: .whitespaces)
        let dark = body[body.index(after: comma)...].trimmingCharacters(in: .whitespaces)
        guard !light.isEmpty, !dark.isEmpty else { return nil }
        return (light, dark)
    }

    private static func isBlank(_ text: String) -> Bool {
        text.allSatisfy(\.isWhitespace)
    }
}
