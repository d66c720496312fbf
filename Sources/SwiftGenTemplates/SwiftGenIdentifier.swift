/// The identifier rules of StencilSwiftKit's string filters, which SwiftGen templates use
/// (`swiftIdentifier`, `lowerFirstWord`, `escapeReservedKeywords`, `snakeToCamelCase`…),
/// re-implemented from their documented behaviour so that a SwiftGen template renders the
/// same identifiers here (`Show-NavCtrl` → `ShowNavCtrl`, `A2D8FF` → `A2D8Ff`, `URLChooser`
/// → `urlChooser`).
public enum SwiftGenIdentifier {
    /// `swiftIdentifier` ("normal"): every run of characters that may not appear in a Swift
    /// identifier splits the name; each part gets an upper-case first scalar; parts are joined
    /// with `_` (empty parts too); `_` goes in front when the first scalar cannot start one.
    public static func normal(_ string: String) -> String {
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            if isTail(scalar) {
                current.append(scalar)
            } else {
                parts.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        parts.append(String(current))
        return prefixed(parts.map(upperFirstScalar).joined(separator: "_"))
    }

    /// `swiftIdentifier:"pretty"`: the normal identifier, then snake_case → CamelCase
    /// (leading underscores dropped), then the `_` prefix rule again.
    public static func pretty(_ string: String) -> String {
        prefixed(snakeToCamelCase(normal(string), stripLeading: true))
    }

    /// `snakeToCamelCase`: with an ASCII lower-case letter present, split at `_` and upper-case
    /// each part's first scalar; otherwise split the snake-cased string and capitalise each part
    /// (first letter upper, the rest lower).
    public static func snakeToCamelCase(_ string: String, stripLeading: Bool) -> String {
        let body: String
        if string.unicodeScalars.contains(where: { $0 >= "a" && $0 <= "z" }) {
            body = string.split(separator: "_", omittingEmptySubsequences: false).map { upperFirstScalar(String($0)) }.joined()
        } else {
            body = snakeCase(string).split(separator: "_", omittingEmptySubsequences: false).map { capitalized(String($0)) }.joined()
        }
        if stripLeading { return body }
        let underscores = string.unicodeScalars.prefix { $0 == "_" }.count
        return String(repeating: "_", count: underscores) + body
    }

    /// camelCase / PascalCase → snake_case, keeping case: `_` between a capital run and a
    /// capitalised word (`URLChooser` → `URL_Chooser`), then between a lower-case letter or
    /// digit and a capital (`someURL` → `some_URL`); `-` becomes `_`.
    public static func snakeCase(_ string: String) -> String {
        // Pass 1: ([A-Z0-9]+)([A-Z][a-z]) → $1_$2, leftmost non-overlapping matches.
        let s = Array(string.unicodeScalars)
        var pass1 = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            if isUpperOrDigit(s[i]) {
                var j = i
                while j < s.count, isUpperOrDigit(s[j]) { j += 1 }
                // Greedy run, backing off one so [A-Z][a-z] can follow.
                if j - i >= 2, j < s.count, isAsciiLower(s[j]), isAsciiUpper(s[j - 1]) {
                    pass1.append(contentsOf: s[i..<(j - 1)])
                    pass1.append("_")
                    pass1.append(s[j - 1])
                    pass1.append(s[j])
                    i = j + 1
                    continue
                }
                pass1.append(contentsOf: s[i..<j])
                i = j
                continue
            }
            pass1.append(s[i])
            i += 1
        }
        // Pass 2: ([a-z0-9])([A-Z]) → $1_$2. StencilSwiftKit searches only the first
        // `original length` scalars here (its range is computed once); so does this.
        let t = Array(pass1)
        let limit = s.count
        var pass2 = String.UnicodeScalarView()
        var k = 0
        while k < t.count {
            pass2.append(t[k])
            if k + 1 < min(t.count, limit), isAsciiLower(t[k]) || isDigit(t[k]), isAsciiUpper(t[k + 1]) {
                pass2.append("_")
                pass2.append(t[k + 1])
                k += 2
                continue
            }
            k += 1
        }
        return String(pass2).replacingOccurrences(of: "-", with: "_")
    }

    /// `lowerFirstWord`: lower-cases the leading capitals, keeping the last one when it starts a
    /// capitalised word (`URLChooser` → `urlChooser`, `PLEASE_STOP` → `please_STOP`).
    public static func lowerFirstWord(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var index = 0
        while index < scalars.count, isUppercaseLetter(scalars[index]) { index += 1 }
        if index > 1, index < scalars.count, isLowercaseLetter(scalars[index]) { index -= 1 }
        return String(String.UnicodeScalarView(scalars[..<index])).lowercased() + String(String.UnicodeScalarView(scalars[index...]))
    }

    /// `escapeReservedKeywords`: backticks around the words StencilSwiftKit lists.
    public static func escapeReservedKeywords(_ string: String) -> String {
        reservedKeywords.contains(string) ? "`" + string + "`" : string
    }

    static func upperFirstScalar(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return string }
        return String(first).uppercased() + String(string.unicodeScalars.dropFirst())
    }

    /// Foundation's `capitalized` for one word: first character upper, the rest lower.
    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst().lowercased()
    }

    static func prefixed(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return "" }
        return isHead(first) ? string : "_" + string
    }

    // MARK: - Character classes (the Swift book's identifier grammar, as StencilSwiftKit lists it)

    static func isHead(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return headRanges.contains { $0.contains(v) }
    }

    static func isTail(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return isHead(s) || (0x30...0x39).contains(v) || (0x300...0x36F).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v)
    }

    static func isDigit(_ s: Unicode.Scalar) -> Bool { s >= "0" && s <= "9" }
    static func isAsciiUpper(_ s: Unicode.Scalar) -> Bool { s >= "A" && s <= "Z" }
    static func isAsciiLower(_ s: Unicode.Scalar) -> Bool { s >= "a" && s <= "z" }
    static func isUpperOrDigit(_ s: Unicode.Scalar) -> Bool { isAsciiUpper(s) || isDigit(s) }
    static func isUppercaseLetter(_ s: Unicode.Scalar) -> Bool {
        let c = s.properties.generalCategory
        return c == .uppercaseLetter || c == .titlecaseLetter
    }
    static func isLowercaseLetter(_ s: Unicode.Scalar) -> Bool { s.properties.generalCategory == .lowercaseLetter }

    static let headRanges: [ClosedRange<UInt32>] = [
        0x61...0x7A, 0x41...0x5A, 0x5F...0x5F, 0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
        0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD,
        0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw",
        "throws", "true", "try", "_", "#available", "#colorLiteral", "#column", "#else", "#elseif", "#endif", "#file",
        "#fileLiteral", "#function", "#if", "#imageLiteral", "#line", "#selector", "#sourceLocation", "associativity",
        "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy", "left", "mutating", "none",
        "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "Protocol", "required", "right", "set",
        "Type", "unowned", "weak", "willSet",
    ]
}
