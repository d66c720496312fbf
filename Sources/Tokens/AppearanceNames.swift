/// Recognises the many spellings of the four appearances used by resolver contexts, Tokens Studio
/// themes, mode maps and per-mode file names.
///
/// A name is split into lower-case words at `-`, `_`, `.`, `/`, spaces and camelCase humps.
/// - Mode words (`ModeNameGrammar`'s): light (`light`, `any`, `day`), dark (`dark`, `night`,
///   `dim`); contrast markers `hc`, `high contrast`, `highcontrast`, `contrast`, `ax`, `increased
///   contrast`; a contrast marker alone is light-hc.
/// - Filler words that never change the meaning: `theme`, `mode`, `scheme`, `color(s)`,
///   `colour(s)`, `appearance`, `tokens`.
/// - Any other word is a *variant*: `brand-a-light` is light for variant `brand-a`, `dark-dimmed`
///   is dark for variant `dimmed`. A name without a variant is *exact*.
///
/// So `light`, `Light`, `theme-light`, `light-mode`, `color-scheme-dark` are exact; `dark_ax`,
/// `dark-high-contrast`, `light.hc`, `hcDark` are the high-contrast appearances; `dark-dimmed`,
/// `dark_colorblind` are variants of dark that Stylebook never picks when the exact name exists
/// and asks about when it does not.
public enum AppearanceNames {
    /// What a name says about appearances.
    public struct Match: Sendable, Hashable {
        public var appearance: Appearance
        /// The words that are neither mode words nor filler, joined by `-`; empty for an exact name.
        public var variant: String
        /// Some variant word comes after the mode word (`dark-gray`, `dark-dimmed`).
        public var variantFollows: Bool
        public var isExact: Bool { variant.isEmpty }
    }

    static let fillerWords: Set<String> = ["theme", "themes", "mode", "modes", "scheme", "color", "colors", "colour", "colours",
                                           "appearance", "tokens"]
    /// Variants that are alternative looks of the same appearance (GitHub Primer's, accessibility
    /// palettes), as opposed to a brand or topic prefix: never merged silently with the plain mode.
    static let alternativeWords: Set<String> = ["dimmed", "dim", "colorblind", "tritanopia", "protanopia", "deuteranopia",
                                                "soft", "muted", "vivid", "wireframe", "glass"]
    /// Look words that name a look by themselves, with no mode word (`theme-wireframe` beside
    /// `theme-light`, Spectrum's and Astro's wireframe look, PatternFly's `glass/` beside `light/`):
    /// never read as the shared base.
    static let standaloneLookWords: Set<String> = ["wireframe", "glass", "dimmed", "colorblind", "tritanopia", "protanopia", "deuteranopia"]

    /// Splits a name into lower-case words (separators and camelCase humps).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for ch in name {
            if ch == "-" || ch == "_" || ch == "." || ch == " " || ch == "/" {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousLower = false
                continue
            }
            if ch.isUppercase && previousLower && !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(ch)
            previousLower = ch.isLowercase || ch.isNumber
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// The appearance a name stands for, with its variant; nil when it names none. The words are
    /// those of `ModeNameGrammar` (one table for file names and context names); a second light or
    /// dark word is part of the variant.
    public static func match(_ name: String) -> Match? {
        var base: Appearance?
        var contrast = false
        var rest: [String] = []
        var follows = false
        for (word, text) in ModeNameGrammar.classify(name) {
            switch word {
            case .light, .dark:
                if base == nil { base = word == .dark ? .dark : .light } else { rest.append(text) }
            case .contrast:
                contrast = true
            case .filler:
                continue
            case .alternative, .topic:
                rest.append(text)
                if base != nil { follows = true }
            }
        }
        if base == nil && contrast { base = .light }
        guard var appearance = base else { return nil }
        if contrast { appearance = appearance == .dark ? .darkHighContrast : .lightHighContrast }
        return Match(appearance: appearance, variant: rest.joined(separator: "-"), variantFollows: follows)
    }

    /// The appearance an exact name (no variant words) stands for, if any.
    public static func appearance(named name: String) -> Appearance? {
        guard let m = match(name), m.isExact else { return nil }
        return m.appearance
    }

    /// True when the variant is an alternative look (`dimmed`, `colorblind` …) rather than a topic or brand.
    static func isAlternative(_ match: Match) -> Bool {
        match.variant.split(separator: "-").contains { alternativeWords.contains(String($0)) }
    }

    /// The appearances tried, in order, when `appearance` has no value of its own: itself, then the
    /// way iOS falls back (high contrast → its normal twin, dark → light).
    static func fallbackChain(_ appearance: Appearance) -> [Appearance] {
        switch appearance {
        case .light: [.light]
        case .dark: [.dark, .light]
        case .lightHighContrast: [.lightHighContrast, .light]
        case .darkHighContrast: [.darkHighContrast, .dark, .light]
        }
    }
}
