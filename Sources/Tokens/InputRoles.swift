/// What one token file (or Tokens Studio set) is for when files, not a resolver or `$themes`,
/// decide the appearances.
public enum InputRole: Sendable, Hashable, CustomStringConvertible {
    /// Read by every appearance (a palette, shared semantic tokens).
    case base
    /// The values of one appearance (light/dark × normal/high contrast).
    case mode(Appearance)
    /// An alternative look of an appearance (`dark-dimmed`, `light-colorblind`): never merged into
    /// the plain appearance.
    case theme(name: String, appearance: Appearance)
    /// Left out on purpose (`--input FILE=skip`).
    case skipped

    public var description: String {
        switch self {
        case .base: "base set (every appearance)"
        case .mode(let appearance): Self.phrase(appearance)
        case .theme(let name, let appearance): "theme \"\(name)\" of \(Self.phrase(appearance)) (left out unless it is the only one)"
        case .skipped: "skipped"
        }
    }

    static func phrase(_ appearance: Appearance) -> String {
        switch appearance {
        case .light: "light"
        case .dark: "dark"
        case .lightHighContrast: "light high contrast"
        case .darkHighContrast: "dark high contrast"
        }
    }

    /// The role a `--input FILE=ROLE` value names.
    static func parse(_ text: String) -> InputRole? {
        switch text.lowercased() {
        case "base", "shared", "any": .base
        case "skip", "ignore", "none": .skipped
        default: Appearance(rawValue: text.lowercased()).map { .mode($0) } ?? AppearanceNames.appearance(named: text).map { .mode($0) }
        }
    }
}

/// How Stylebook read one input file, for `lint --explain-inputs` and `--verbose`.
public struct TokenInputReport: Sendable, Hashable {
    public var path: String
    /// What the file is for: "dark high contrast", "base set (every appearance)", "read through the resolver …".
    public var role: String
    /// Why: "name: dark + hc", "folder dark/", "--input", "no mode word in the name".
    public var reason: String

    public var line: String { "\(path): \(role) (\(reason))" }
}

/// The grammar of mode words in file, folder and set names.
///
/// A name is split into parts at `.`, and each part into words at `-`, `_`, spaces and camelCase
/// humps. Mode words: `light`, `day` (and `any`) say light; `dark`, `night`, `dim` say dark; `hc`,
/// `high-contrast`, `highcontrast`, `contrast` (and `ax`, `increased-contrast`) say high contrast.
/// Filler words (`theme`, `mode`, `scheme`, `color(s)`, `colour(s)`, `appearance`, `tokens`) are
/// ignored; alternative-look words (`dimmed`, `colorblind`, `tritanopia` …) make a theme.
///
/// Mode words count where a part is made only of them (`x.dark.hc`, `dark/colors`, `hcDark`) and
/// where they end a part (`buttons-dark`, `classic-night`); a mode word followed by another word in
/// the same part belongs to a topic (`dark-gray`, `light-blue`). Every counted word is combined, in
/// any order: dark + hc is dark high contrast wherever each stands; light and dark together cannot
/// be placed.
enum ModeNameGrammar {
    enum Word: Equatable {
        case light, dark, contrast, filler
        case alternative(String)
        case topic(String)

        var isMode: Bool {
            switch self {
            case .light, .dark, .contrast, .filler, .alternative: true
            case .topic: false
            }
        }
    }

    /// What a name's counted words say.
    struct Reading: Equatable {
        var light = false
        var dark = false
        var contrast = false
        var alternatives: [String] = []
        /// The mode words as written, for messages ("dark + hc").
        var written: [String] = []
        /// The words that are no mode word, joined: files of one role and one topic claim the same tokens.
        var topic: [String] = []

        var saysMode: Bool { light || dark || contrast }

        mutating func add(_ word: Word, as text: String) {
            switch word {
            case .light: light = true
            case .dark: dark = true
            case .contrast: contrast = true
            case .alternative(let name): if !alternatives.contains(name) { alternatives.append(name) }
            case .filler, .topic: return
            }
            written.append(text)
        }
    }

    static let lightWords: Set<String> = ["light", "day", "any"]
    static let darkWords: Set<String> = ["dark", "night", "dim"]
    static let contrastWords: Set<String> = ["hc", "highcontrast", "contrast", "ax", "increasedcontrast"]
    /// Filler words that, right after a mode word, say the mode word names the mode (`darkTheme…`).
    static let designatingWords: Set<String> = ["theme", "themes", "mode", "modes", "scheme", "appearance"]

    /// The words of one part, with `high contrast` / `increased contrast` joined into one.
    static func classify(_ part: String) -> [(Word, String)] {
        let list = AppearanceNames.words(part)
        var out: [(Word, String)] = []
        var i = 0
        while i < list.count {
            let word = list[i]
            if (word == "high" || word == "increased"), i + 1 < list.count, list[i + 1] == "contrast" {
                out.append((.contrast, word + "-contrast"))
                i += 2
                continue
            }
            if lightWords.contains(word) { out.append((.light, word)) }
            else if darkWords.contains(word) { out.append((.dark, word)) }
            else if contrastWords.contains(word) { out.append((.contrast, word)) }
            else if AppearanceNames.fillerWords.contains(word) { out.append((.filler, word)) }
            else if AppearanceNames.alternativeWords.contains(word) { out.append((.alternative(word), word)) }
            else { out.append((.topic(word), word)) }
            i += 1
        }
        return out
    }

    /// Reads the parts of a name (dot-separated parts of a file name, then folder names).
    static func read(parts: [String], into reading: inout Reading) {
        for part in parts {
            let words = classify(part)
            // The mode words that end the part; earlier ones belong to the topic (`dark-gray`).
            var tail = words.count
            while tail > 0, words[tail - 1].0.isMode { tail -= 1 }
            for (index, (word, text)) in words.enumerated() {
                // `lightThemeBrandEvolution`: a mode word that a theme/mode word follows names the mode,
                // whatever comes after (`dark-gray` stays a topic).
                let designated = index + 1 < words.count && designatingWords.contains(words[index + 1].1)
                    && [.light, .dark, .contrast].contains(word)
                if index >= tail || designated { reading.add(word, as: text) } else if case .filler = word {} else { reading.topic.append(text) }
            }
        }
    }

    /// What `path` says, reading its name and the folders in `folders` (nearest last).
    static func read(path: String, folders: [String]) -> Reading {
        var reading = Reading()
        read(parts: folders.flatMap { $0.split(separator: ".").map(String.init) }, into: &reading)
        let folderTopic = reading.topic
        reading.topic = []
        read(parts: ReadSession.baseName(path).split(separator: ".").map(String.init), into: &reading)
        reading.topic = folderTopic + ["/"] + reading.topic
        return reading
    }

    /// The role a reading gives, or a reason it cannot be placed.
    static func role(_ reading: Reading) -> Result<InputRole, Unplaced> {
        if reading.light && reading.dark { return .failure(Unplaced(words: reading.written)) }
        guard reading.saysMode else {
            // A look named by itself (`theme-wireframe`) is an alternative of light, not a base file
            // whose values would silently replace the shared ones in every appearance.
            guard reading.alternatives.contains(where: AppearanceNames.standaloneLookWords.contains) else { return .success(.base) }
            return .success(.theme(name: reading.alternatives.joined(separator: "-"), appearance: .light))
        }
        var appearance: Appearance = reading.dark ? .dark : .light
        if reading.contrast { appearance = appearance == .dark ? .darkHighContrast : .lightHighContrast }
        if !reading.alternatives.isEmpty { return .success(.theme(name: reading.alternatives.joined(separator: "-"), appearance: appearance)) }
        return .success(.mode(appearance))
    }

    struct Unplaced: Error {
        var words: [String]
    }
}
