/// Whole texts read with `TextScanner`'s one number grammar, for readers that meet a number in a
/// string of their own (token values, CSS colour arguments, Tokens Studio maths):
/// `sign? (digits ('.' digits?)? | '.' digits) exponent?`, an exponent only with digits after it,
/// finite values only.
///
/// So `12`, `-0.5`, `.5`, `5.`, `+1e3` are numbers everywhere; `inf`, `nan`, `0x10`, `1_000` and
/// `1e999` (which Swift's `Double(String)` takes) are numbers nowhere.
package enum NumberGrammar {
    /// `text`, whitespace around it allowed, as one number; nil for anything else.
    package static func number(_ text: some StringProtocol) -> Double? {
        guard let (value, rest) = numberAndRest(text), rest.isEmpty else { return nil }
        return value
    }

    /// The number at the start of `text` (after whitespace) and what follows it, whitespace
    /// trimmed: `16px` → (16, "px"), ` -1.5e2 em ` → (-150, "em"), `1em` → (1, "em"); nil when no
    /// number starts the text. `signed: false` leaves a leading sign out (an operator, not part
    /// of the number).
    package static func numberAndRest(_ text: some StringProtocol,
                                      signed: Bool = true) -> (value: Double, rest: String)? {
        var scanner = TextScanner(String(text))
        scanner.skipSpaces()
        guard case .value(let value) = scanner.scanNumber(signed: signed) else { return nil }
        var end = scanner.bytes.count
        while end > scanner.index, TextScanner.isSpace(scanner.bytes[end - 1]) { end -= 1 }
        var start = scanner.index
        while start < end, TextScanner.isSpace(scanner.bytes[start]) { start += 1 }
        return (value, String(decoding: scanner.bytes[start..<end], as: UTF8.self))
    }

    /// A number followed by one of `suffixes` (compared without case; "" for none): the number and
    /// the suffix as listed; nil otherwise. `50%` with ["%"] → (50, "%").
    package static func number(_ text: some StringProtocol,
                               suffixedBy suffixes: [String]) -> (value: Double, suffix: String)? {
        guard let (value, rest) = numberAndRest(text) else { return nil }
        let lower = rest.lowercased()
        guard let suffix = suffixes.first(where: { $0 == lower }) else { return nil }
        return (value, suffix)
    }
}
