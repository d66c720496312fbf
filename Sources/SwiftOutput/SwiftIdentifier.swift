import Foundation

/// How token and asset names become Swift identifiers. The rules, in order:
///
/// 1. **Words.** The name is split into words at every character that cannot appear in a Swift
///    identifier — `.`, `/`, `-`, `_`, space, `+`, emoji… Letters of any script that Unicode
///    allows in identifiers (XID_Continue: `é`, `主`, `ß`) are kept; the case inside a word is
///    kept too (`backgroundGrayMainDuck` stays one word).
/// 2. **Members** (`static let`, enum cases) are lowerCamelCase: the first word's leading
///    capitals are lower-cased, except the last one when a lower-case letter follows
///    (`URL` → `url`, `HC` → `hc`, `URLChooser` → `urlChooser`, `Primary` → `primary`);
///    every later word gets an upper-case first letter and keeps the rest (`icon-ID` → `iconID`,
///    `content-hc` → `contentHc`).
/// 3. **Types** (one nested enum per token group) are UpperCamelCase: every word gets an
///    upper-case first letter (`light-hc` → `LightHc`, `content` → `Content`).
/// 4. **Leading digits** get a `_` prefix, as Xcode and SwiftGen do (`36` → `_36`,
///    `2x-logo` → `_2xLogo`, `size36w6` unchanged).
/// 5. **Nothing usable** (`+`, `★★`): `_u` and the scalars' hex values (`+` → `_u2B`);
///    an empty name is `unnamed` / `Unnamed`.
/// 6. **Keywords**: members that are Swift keywords are backticked (`default` → `` `default` ``);
///    names that would mean something else even in backticks (`self`, `init`, `Type`,
///    `Protocol`…) get a `_` suffix.
/// 6a. **Groups named like a framework type** keep their name in lowerCamelCase: a group whose
///    UpperCamelCase name would shadow Swift, SwiftUI/UIKit/AppKit or the generated core types
///    (`Text`, `Color`, `Font`, `Date`, `URL`, `StylebookColor`…) inside its namespace is
///    spelt like a member instead, so `text/primary` is `Colors.text.primary` and
///    `TextStyles.text.body`, `color/brand` is `Colors.color.brand`. Only when that spelling is
///    a keyword too (`Any` → `any`, `Self` → `self`, `Protocol` → `protocol`) does the group
///    get a `_` suffix (`Any_`), with a warning. Configured top-level names are never changed:
///    they are errors instead (`SwiftOutputOptions.validate`).
/// 7. **Collisions** inside one scope are resolved by `Scope.claim`: names are claimed in byte
///    order of their source names, the first keeps the identifier and later ones get `_2`, `_3`…
///    so the result never depends on input order.
///
/// Xcode 15+ asset symbols (`ColorResource.primary`, `Color.primary`, `UIColor.primary`) live in
/// extensions of Apple's types; Stylebook's accessors live only under its own top-level enums
/// (`Colors.Content.primary`), so the two can never clash whatever the names are.
public enum SwiftIdentifier {
    /// The words of `name` (rule 1).
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        // Composed form first, so `e` + U+0301 and `é` name the same identifier.
        for scalar in name.precomposedStringWithCanonicalMapping.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// A lowerCamelCase member name, backticked when it is a keyword (rules 2, 4–6).
    public static func member(_ name: String) -> String {
        let words = words(name)
        guard let first = words.first else { return fallback(name) }
        var text = lowerFirstWord(first)
        for word in words.dropFirst() { text += upperFirst(word) }
        text = prefixIfNeeded(text)
        if unusableMembers.contains(text) { return text + "_" }
        return keywords.contains(text) ? "`" + text + "`" : text
    }

    /// An UpperCamelCase type name (rules 3–6).
    public static func typeName(_ name: String) -> String {
        let words = words(name)
        guard !words.isEmpty else { return name.isEmpty ? "Unnamed" : fallback(name) }
        return unshadowed(prefixIfNeeded(words.map(upperFirst).joined()))
    }

    /// `text` itself, or (rule 6a) the lowerCamelCase spelling of a type name that would shadow a
    /// Swift, Apple or Stylebook type (`Text` → `text`), or `Text_` when that is a keyword too.
    public static func unshadowed(_ text: String) -> String {
        guard reservedTypeNames.contains(text) || keywords.contains(text) else { return text }
        let lower = lowerFirstWord(text)
        if lower != text, isPlainIdentifier(lower), !unusableMembers.contains(lower) { return lower }
        return text + "_"
    }

    /// `true` when `text` can be used as a Swift identifier without backticks.
    public static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isHeadScalar(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || isWordScalar($0) } && !keywords.contains(text)
    }

    /// The identifiers already used in one scope (one enum body).
    public struct Scope: Sendable {
        public private(set) var used: Set<String>

        public init(reserved: Set<String> = []) { used = reserved }

        /// Returns `candidate`, or `candidate_2`, `_3`… if it is taken (rule 7). Backticks are
        /// ignored when comparing, since `` `default` `` and `default` are the same name.
        public mutating func claim(_ candidate: String) -> String {
            let bare = candidate.hasPrefix("`") ? String(candidate.dropFirst().dropLast()) : candidate
            var name = bare
            var n = 2
            while used.contains(name) {
                name = bare + "_" + String(n)
                n += 1
            }
            used.insert(name)
            if name == bare, candidate.hasPrefix("`") { return candidate }
            return name
        }
    }

    // MARK: - Pieces

    static func lowerFirstWord(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var run = 0
        while run < scalars.count, scalars[run].properties.isUppercase { run += 1 }
        if run == 0 { return word }
        // Keep the last capital of a run that starts the next camel-case word (URLChooser → urlChooser).
        var lowerCount = run
        if run > 1, run < scalars.count, scalars[run].properties.isLowercase { lowerCount = run - 1 }
        let head = String(String.UnicodeScalarView(scalars[..<lowerCount])).lowercased()
        return head + String(String.UnicodeScalarView(scalars[lowerCount...]))
    }

    static func upperFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func prefixIfNeeded(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return "_" }
        return isHeadScalar(first) ? text : "_" + text
    }

    private static func fallback(_ name: String) -> String {
        let hex = name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
        return hex.isEmpty ? "unnamed" : "_u" + hex.joined(separator: "_")
    }

    static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") }
        // Letters, marks and digits of other scripts; not emoji or punctuation.
        return s.properties.isXIDContinue && !s.properties.isEmoji
    }

    static func isHeadScalar(_ s: Unicode.Scalar) -> Bool {
        if s == "_" { return true }
        if s.isASCII { return (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") }
        return s.properties.isXIDStart && !s.properties.isEmoji
    }

    /// Names that stay wrong in backticks as a static member: `Colors.self`, `Colors.Type`…
    static let unusableMembers: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "rawValue", "allCases", "imageName", "hashValue"]

    /// Type names that would shadow Swift, the frameworks, or what generated code refers to:
    /// nested group types and the configured top-level names are both checked against it.
    static let reservedTypeNames: Set<String> = [
        "Any", "AnyObject", "Self", "Type", "Protocol", "Swift", "Foundation", "SwiftUI", "UIKit", "AppKit",
        "Double", "String", "Int", "Bool", "Sendable", "Hashable", "CaseIterable", "Optional", "Array",
        "Bundle", "Color", "Font", "Image", "View", "ColorResource", "ImageResource", "CGFloat", "MainActor",
        "Text", "ViewModifier", "UIColor", "UIFont", "UIImage", "NSColor", "NSFont", "NSImage", "NSAttributedString",
        "NSMutableParagraphStyle", "UIFontMetrics", "UITraitCollection", "ScaledMetric", "Data", "URL", "Date",
        "StylebookAppearance", "StylebookColorSpace", "StylebookRGBA", "StylebookColor", "StylebookFontWeight",
        "StylebookDynamicTypeStyle", "StylebookTextStyle", "StylebookShadowLayer", "StylebookShadow",
    ]

    /// Top-level names the generated types must not take: the same list as nested types.
    static let reservedTopLevelTypeNames: Set<String> = reservedTypeNames

    /// The framework or Swift type `id` was renamed away from with a `_` (`Any_` → `Any`), if it
    /// was: the rare fallback of rule 6a, which the emitter warns about.
    public static func shadowedTypeName(of id: String) -> String? {
        guard id.hasSuffix("_") else { return nil }
        let base = String(id.dropLast())
        return reservedTypeNames.contains(base) || keywords.contains(base) ? base : nil
    }

    /// Swift keywords (declaration, statement, expression, pattern and contextual ones that
    /// need backticks as member names), after SwiftGen's `escapeReservedKeywords` list.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "_", "associativity", "convenience", "dynamic", "didSet", "final", "get", "infix",
        "indirect", "lazy", "left", "mutating", "none", "nonmutating", "optional", "override", "postfix",
        "precedence", "prefix", "Protocol", "required", "right", "set", "some", "any", "Type", "unowned", "weak",
        "willSet", "actor", "async", "consume", "borrowing", "consuming", "copy", "discard", "each", "isolated",
        "nonisolated", "package", "macro", "sending",
    ]
}
