/// SVG's number and number-list micro-syntaxes for readers outside this module (the SF Symbols
/// template reader), so every reader accepts and rejects exactly the same numbers.
///
/// Only finite decimals are numbers: `nan`, `inf` and values that overflow a Double (`1e999`) are errors.
public enum SVGNumbers {
    /// One number, optionally with an absolute unit (`px`, `pt`, `mm`, …; converted to user units) and
    /// surrounding whitespace. The error's offset is a UTF-8 byte offset into `text`.
    public static func number(_ text: String) throws(SVGPathError) -> Double {
        var s = TextScanner(text)
        s.skipSpaces()
        guard let value = s.number() else { throw SVGPathError(message: s.missingNumberReason(), offset: s.index) }
        let unitStart = s.index
        let unit = s.unit()
        guard let scale = SVGLength.unitScale(unit), unit != "%" else {
            throw SVGPathError(message: "unknown unit '\(unit)' after the number", offset: unitStart)
        }
        s.skipSpaces()
        guard s.isAtEnd else { throw SVGPathError(message: "unexpected text after the number", offset: s.index) }
        let result = value * scale
        guard result.isFinite else { throw SVGPathError(message: "the number is too large to represent", offset: 0) }
        return result
    }

    /// Numbers separated by whitespace and/or commas (`points`, `viewBox`).
    public static func list(_ text: String) throws(SVGPathError) -> [Double] {
        var s = TextScanner(text)
        var values: [Double] = []
        s.skipSpaces()
        while !s.isAtEnd {
            guard let v = s.number() else { throw SVGPathError(message: s.missingNumberReason(), offset: s.index) }
            values.append(v)
            let hadSeparator = s.skipCommaSpaces()
            if !hadSeparator && !s.isAtEnd && !s.atNumberStart {
                throw SVGPathError(message: "expected a separator between numbers", offset: s.index)
            }
        }
        return values
    }
}
