/// Recognises the many spellings of the four appearances used by resolver contexts, mode maps
/// and per-mode file names.
///
/// Names are compared case-insensitively with `-`, `_`, `.` and spaces removed. Accepted:
/// - light: `light`, `any`, `day`
/// - dark: `dark`, `night`
/// - light-hc: `light-hc`, `hc-light`, `light-high-contrast`, `high-contrast-light`,
///   `lightHighContrast`, `light_ax`, `ax-light`, `light-increased-contrast`, `high-contrast`, `hc`
/// - dark-hc: `dark-hc`, `hc-dark` (`hcDark`), `dark-high-contrast`, `high-contrast-dark`,
///   `darkHighContrast`, `dark_ax`, `ax-dark`, `dark-increased-contrast`
public enum AppearanceNames {
    private static let table: [String: Appearance] = {
        var table: [String: Appearance] = ["light": .light, "any": .light, "day": .light, "dark": .dark, "night": .dark,
                                           "highcontrast": .lightHighContrast, "hc": .lightHighContrast]
        for (base, appearance) in [("light", Appearance.lightHighContrast), ("dark", .darkHighContrast)] {
            for marker in ["hc", "highcontrast", "ax", "increasedcontrast"] {
                table[base + marker] = appearance
                table[marker + base] = appearance
            }
        }
        return table
    }()

    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !"-_. ".unicodeScalars.contains($0) })
    }

    /// The appearance a context, mode or file name stands for, if any.
    public static func appearance(named name: String) -> Appearance? {
        table[normalized(name)]
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
