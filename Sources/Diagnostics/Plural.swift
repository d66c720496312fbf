/// Counted nouns for messages and summaries: "1 colour", "2 colours", "2 font families", never
/// "colour(s)".
public enum Plural {
    /// `count` and the noun, singular for exactly 1. The plural is `plural` when given, else the
    /// English rule for the last word: consonant + y → ies (family → families), s/x/z/ch/sh → es,
    /// otherwise s.
    public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? Self.plural(of: singular))
    }

    /// The plural of `noun` by the rule above ("font family" → "font families").
    public static func plural(of noun: String) -> String {
        let lower = noun.lowercased()
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return noun.dropLast() + "ies"
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return noun + "es" }
        return noun + "s"
    }
}
