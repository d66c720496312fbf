import Tokens

/// What a colour is for, on two axes that are compared apart: where it is drawn (`background`,
/// `text`, `border`, `icon`) and what it means (`accent`, `success`, `warning`, `danger`, `info`).
/// A colour can have roles on both (`accent.danger` used as text).
public enum ColorRole: String, Sendable, Hashable, CaseIterable, Comparable {
    case background, text, border, icon
    case accent, success, warning, danger, info

    /// Where it is drawn, or what it means.
    public enum Axis: Sendable { case placement, meaning }

    public var axis: Axis {
        switch self {
        case .background, .text, .border, .icon: return .placement
        case .accent, .success, .warning, .danger, .info: return .meaning
        }
    }

    public static func < (a: ColorRole, b: ColorRole) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The name words that give a role. `primary`, `secondary` and `tertiary` are ranks
    /// (`text.primary`, `surface.secondary`), not roles, and give none.
    public static let vocabulary: [String: ColorRole] = [
        "background": .background, "bg": .background, "surface": .background, "canvas": .background,
        "text": .text, "foreground": .text, "fg": .text, "label": .text,
        "border": .border, "stroke": .border, "separator": .border, "divider": .border, "outline": .border,
        "icon": .icon,
        "accent": .accent, "brand": .accent, "tint": .accent,
        "success": .success, "positive": .success,
        "warning": .warning, "caution": .warning,
        "danger": .danger, "error": .danger, "negative": .danger, "destructive": .danger,
        "info": .info,
    ]

    /// The roles a token's name gives: every word of every part (`Colors/bgSurface`,
    /// `text-muted`, `border_strong` split at case changes and punctuation).
    public static func roles(fromName path: TokenPath) -> Set<ColorRole> {
        Set(path.components.flatMap(words).compactMap { vocabulary[$0] })
    }

    static func words(_ part: String) -> [String] {
        var words: [String] = [], word = ""
        var previousLower = false
        for character in part {
            if !(character.isLetter || character.isNumber) {
                if !word.isEmpty { words.append(word) }
                word = ""
                previousLower = false
                continue
            }
            if character.isUppercase, previousLower, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(Character(character.lowercased()))
            previousLower = character.isLowercase || character.isNumber
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// How two role sets compare: a mismatch when an axis has roles on both sides and they share
    /// none; a match when an axis shares one (and nothing mismatches).
    public enum Agreement: Sendable, Equatable { case match, mismatch, unknown }

    public static func agreement(_ x: Set<ColorRole>, _ y: Set<ColorRole>) -> Agreement {
        var matched = false
        for axis in [Axis.placement, .meaning] {
            let a = x.filter { $0.axis == axis }, b = y.filter { $0.axis == axis }
            guard !a.isEmpty, !b.isEmpty else { continue }
            if a.isDisjoint(with: b) { return .mismatch }
            matched = true
        }
        return matched ? .match : .unknown
    }

    static func list(_ roles: Set<ColorRole>) -> String {
        roles.sorted().map(\.rawValue).joined(separator: "+")
    }
}
