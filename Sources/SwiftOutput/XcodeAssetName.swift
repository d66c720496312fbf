import Foundation

/// Identifiers as Xcode 15+'s asset-symbol generation spells them (`ColorResource.accent` for
/// `AccentColor`). Apple documents no rules; these reproduce every pair observed in committed
/// `GeneratedAssetSymbols.swift` files (shared/docs/asset-catalogs-and-codegen.md §2.4, §2.6):
///
/// 1. **Words.** Split at every character that is not a letter or digit, then inside each piece
///    at lower→Upper (`iconPreviews` → `icon|Previews`), before the last capital of a capital run
///    that starts a capitalised word (`BGColor` → `BG|Color`), and at letter↔digit changes
///    (`angle18pt` → `angle|18|pt`).
/// 2. **Suffix.** With two or more words, a last word `color` or `image` (any case) is dropped,
///    for colours and images alike (`AccentColor` → `accent`, image `bg_color` → `bg`).
/// 3. **All caps** (no lower-case letter anywhere): words joined with `_`, case kept
///    (`A2D8FF` → `A_2_D_8_FF`, `BMW` → `BMW`).
/// 4. **Otherwise lowerCamelCase:** the first word lower-cased, later words with an upper-case
///    first character and the rest kept (`icon_ID` → `iconID`, `angle-left-18pt` → `angleLeft18Pt`).
/// 5. A leading digit gets `_` (`121212` → `_121212`); keywords get backticks (`` `switch` ``).
///
/// Namespace enums are UpperCamelCase of the group name (`iconPreviews` → `IconPreviews`).
public enum XcodeAssetName {
    /// The words of `name` (rule 1).
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        // Composed form first: a file name stored decomposed (`e` + U+0301, as some file systems
        // and tools write it) must give the same identifier as `é`.
        // ASCII is already composed; Foundation's normalisation copies the string.
        let composed = name.utf8.allSatisfy { $0 < 0x80 } ? name : name.precomposedStringWithCanonicalMapping
        for piece in composed.unicodeScalars.split(whereSeparator: { !isAlphanumeric($0) }) {
            let scalars = Array(piece)
            var current = String.UnicodeScalarView()
            for (i, s) in scalars.enumerated() {
                if i > 0, !current.isEmpty {
                    let prev = scalars[i - 1]
                    let next = i + 1 < scalars.count ? scalars[i + 1] : nil
                    let split =
                        (isLower(prev) && isUpper(s))
                        || (isUpper(prev) && isUpper(s) && next.map(isLower) == true)
                        || (isDigit(prev) != isDigit(s))
                    if split {
                        words.append(String(current))
                        current = String.UnicodeScalarView()
                    }
                }
                current.append(s)
            }
            if !current.isEmpty { words.append(String(current)) }
        }
        return words
    }

    /// The member name Xcode generates for an asset; nil when nothing usable is left.
    public static func member(_ name: String) -> String? {
        var words = words(name)
        if words.count >= 2, let last = words.last, ["color", "image"].contains(last.lowercased()) {
            words.removeLast()
        }
        guard let first = words.first else { return nil }
        let text: String
        if !name.unicodeScalars.contains(where: isLower) {
            text = words.joined(separator: "_")
        } else {
            text = first.lowercased() + words.dropFirst().map(upperFirst).joined()
        }
        return finish(text)
    }

    /// The namespace enum name Xcode generates for a group; nil when nothing usable is left.
    public static func typeName(_ name: String) -> String? {
        let words = words(name)
        guard !words.isEmpty else { return nil }
        return finish(words.map(upperFirst).joined())
    }

    private static func finish(_ text: String) -> String {
        var text = text
        if let first = text.unicodeScalars.first, isDigit(first) { text = "_" + text }
        return SwiftIdentifier.keywords.contains(text) ? "`" + text + "`" : text
    }

    static func upperFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    static func isAlphanumeric(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return isDigit(s) || (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") }
        return s.properties.isAlphabetic || s.properties.numericType == .decimal
    }

    static func isDigit(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? (s >= "0" && s <= "9") : s.properties.numericType == .decimal
    }

    static func isLower(_ s: Unicode.Scalar) -> Bool { s.properties.isLowercase }

    static func isUpper(_ s: Unicode.Scalar) -> Bool { s.properties.isUppercase }
}

/// Which rules turn asset and token names into Swift identifiers.
public enum NamingStyle: String, Sendable, Hashable, CaseIterable {
    /// Xcode's asset-symbol names (`AccentColor` → `accent`), so an asset has one name in
    /// Stylebook's accessors and in Xcode's `ColorResource`/`ImageResource`.
    case xcode
    /// Stylebook's own rules (`SwiftIdentifier`): no suffix stripping, camel case everywhere.
    case stylebook

    /// A member identifier (backticked when a keyword).
    public func member(_ name: String) -> String {
        switch self {
        case .stylebook: return SwiftIdentifier.member(name)
        case .xcode:
            guard let id = XcodeAssetName.member(name) else { return SwiftIdentifier.member(name) }
            // Names that stay wrong even in backticks (`self`, `Type`…) get Stylebook's `_` suffix.
            let bare = id.hasPrefix("`") ? String(id.dropFirst().dropLast()) : id
            return SwiftIdentifier.unusableMembers.contains(bare) ? bare + "_" : id
        }
    }

    /// A nested type (namespace) identifier.
    public func typeName(_ name: String) -> String {
        switch self {
        case .stylebook: return SwiftIdentifier.typeName(name)
        case .xcode:
            guard var id = XcodeAssetName.typeName(name) else { return SwiftIdentifier.typeName(name) }
            if id.hasPrefix("`") { id = String(id.dropFirst().dropLast()) + "_" }
            return SwiftIdentifier.unshadowed(id)
        }
    }
}
