import Foundation

/// Non-colour values computed from the source files by the test's own reader: what a dimension,
/// number, duration, font weight or font family token should come out as. Values this small
/// reader cannot compute (maths, `calc()`, composite references) are `nil`, and the test counts
/// them instead of guessing.
extension IndependentTokenChecker {
    /// A generated value as the dump template prints it: `kind path value [unit]`.
    struct Generated: Hashable {
        var kind: String
        var path: String
        var fields: [String]
    }

    /// Whether `generated` equals what the sources say; nil when the sources' value is not computable here.
    func matches(_ generated: Generated, remBase: Double = 16) -> Bool? {
        guard let value = resolved(generated.path) else { return nil }
        switch generated.kind {
        case "dimension":
            guard let (number, written) = Self.length(value), generated.fields.count == 2,
                  let got = Double(generated.fields[0]) else { return nil }
            // Style Dictionary's size transforms read a unitless size as rem (legacy tokens, and its
            // own `fontSize`/`size` types); elsewhere a bare number is pixels (Tokens Studio).
            let styleDictionarySize = legacy.contains(generated.path) || ["fontSize", "size"].contains(types[generated.path] ?? "")
            let unit = written.isEmpty && styleDictionarySize ? "rem" : written
            switch unit {
            case "px", "pt", "dp", "": return generated.fields[1] == "pt" && abs(got - number) < 1e-6
            case "rem": return generated.fields[1] == "pt" && abs(got - number * remBase) < 1e-6
            default: return generated.fields[1] == unit && abs(got - number) < 1e-6
            }
        case "number":
            guard let want = Self.number(value), let got = generated.fields.first.flatMap(Double.init) else { return nil }
            return abs(got - want) < 1e-9
        case "duration":
            guard let want = Self.seconds(value), let got = generated.fields.first.flatMap(Double.init) else { return nil }
            return abs(got - want) < 1e-9
        case "fontWeight":
            guard let want = Self.weight(value), let got = generated.fields.first.flatMap(Double.init) else { return nil }
            return abs(got - want) < 1e-9
        case "fontFamily":
            guard let want = Self.families(value) else { return nil }
            return generated.fields.joined(separator: " ").split(separator: "|").map { String($0) } == want
        default:
            return nil
        }
    }

    /// `16px`, `1.5rem`, a bare number, or DTCG's `{value, unit}`.
    static func length(_ value: Any) -> (Double, String)? {
        if let dict = value as? [String: Any] {
            guard let number = (dict["value"] as? NSNumber)?.doubleValue, let unit = dict["unit"] as? String else { return nil }
            return (number, unit)
        }
        if let number = value as? NSNumber, !(value is Bool) { return (number.doubleValue, "") }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" }
        guard let number = Double(digits) else { return nil }
        let unit = String(text.dropFirst(digits.count)).lowercased()
        guard unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return (number, unit)
    }

    static func number(_ value: Any) -> Double? {
        if value is Bool { return nil }
        if let number = value as? NSNumber { return number.doubleValue }
        return (value as? String).flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// `200ms`, `0.2s`, or DTCG's `{value, unit}`, in seconds.
    static func seconds(_ value: Any) -> Double? {
        guard let (number, unit) = length(value) else { return nil }
        switch unit {
        case "ms": return number / 1000
        case "s": return number
        default: return nil
        }
    }

    /// A CSS weight number or one of DTCG's weight keywords.
    static func weight(_ value: Any) -> Double? {
        if let number = number(value) { return number }
        let keywords: [String: Double] = [
            "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400,
            "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800,
            "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
        ]
        return (value as? String).flatMap { keywords[$0.trimmingCharacters(in: .whitespaces).lowercased()] }
    }

    /// A family name, a comma-separated CSS list, or an array, quotes removed.
    static func families(_ value: Any) -> [String]? {
        let names: [String]
        if let list = value as? [String] {
            names = list
        } else if let text = value as? String {
            names = text.split(separator: ",").map(String.init)
        } else {
            return nil
        }
        return names.map { $0.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\"'"))) }
    }

    /// The Stencil template the tests render over Stylebook's token model: one line per generated
    /// non-colour value. Font families are joined with `|` (names may hold spaces).
    static let dumpTemplate = """
    {% for t in dimensions %}dimension {{ t.path }} {% if t.isPoints %}{{ t.points }} pt{% else %}{{ t.value }} {{ t.unit }}{% endif %}
    {% endfor %}{% for t in numbers %}number {{ t.path }} {{ t.value }}
    {% endfor %}{% for t in durations %}duration {{ t.path }} {{ t.seconds }}
    {% endfor %}{% for t in fontWeights %}fontWeight {{ t.path }} {{ t.weight }}
    {% endfor %}{% for t in fontFamilies %}fontFamily {{ t.path }} {{ t.families|join:"|" }}
    {% endfor %}
    """

    static func parseDump(_ text: String) -> [Generated] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard parts.count >= 2 else { return nil }
            return Generated(kind: parts[0], path: parts[1], fields: Array(parts.dropFirst(2)))
        }
    }
}
