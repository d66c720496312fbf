/// A cursor over UTF-8 bytes for the micro-syntaxes every reader shares (path data, points,
/// transforms, numbers with units, identifiers).
/// Works on bytes so error offsets are byte offsets, as `SourceText` expects.
package struct TextScanner {
    package let bytes: [UInt8]
    package var index = 0

    package init(_ text: String) { bytes = Array(text.utf8) }
    package init(bytes: [UInt8]) { self.bytes = bytes }

    package var isAtEnd: Bool { index >= bytes.count }
    package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    package static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
    package static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    package static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    package mutating func skipSpaces() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    /// Skips whitespace and at most one comma (SVG's `comma-wsp`). Returns whether anything was skipped.
    @discardableResult
    package mutating func skipCommaSpaces() -> Bool {
        let start = index
        skipSpaces()
        if current == UInt8(ascii: ",") {
            index += 1
            skipSpaces()
        }
        return index != start
    }

    /// True when the next byte can start a number.
    package var atNumberStart: Bool {
        guard let b = current else { return false }
        return Self.isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    /// What `scanNumber()` found at the cursor.
    package enum NumberScan {
        /// A finite number; the cursor has moved past it.
        case value(Double)
        /// Nothing that starts a number; the cursor has not moved.
        case none
        /// Well-formed digits whose value is not a finite Double (e.g. `1e999`); the cursor has not moved.
        case outOfRange(String)
    }

    /// Reads one SVG number (`sign? (digits ('.' digits?)? | '.' digits) exponent?`) without skipping
    /// anything first. Leaves `index` unchanged and returns nil if none is there, or if its value
    /// overflows a Double. Stops before a second '.' or sign so `.5.5` and `1-2` read as two numbers.
    package mutating func number() -> Double? {
        if case .value(let v) = scanNumber() { return v }
        return nil
    }

    /// Where the number token at the cursor ends (`sign? (digits ('.' digits?)? | '.' digits)
    /// exponent?`, an exponent only with digits after it, so `1em` leaves `em` for a unit), without
    /// reading its value or moving the cursor; nil when no number starts here. Every reader of
    /// numbers with units finds a number's end this way.
    /// `signed: false` reads no sign (Tokens Studio maths, where `-` and `+` are operators).
    package func numberTokenEnd(signed: Bool = true) -> Int? {
        var i = index
        if signed, i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while i < bytes.count, Self.isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, Self.isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            if j < bytes.count, Self.isDigit(bytes[j]) {
                while j < bytes.count, Self.isDigit(bytes[j]) { j += 1 }
                i = j
            }
        }
        return i
    }

    /// Like `number()`, but tells "no number here" apart from "a number too large to represent".
    package mutating func scanNumber(signed: Bool = true) -> NumberScan {
        let start = index
        guard let i = numberTokenEnd(signed: signed) else { return .none }
        guard let value = Self.value(ofNumberToken: bytes, from: start, to: i) else {
            return .outOfRange(String(decoding: bytes[start..<i], as: UTF8.self))
        }
        index = i
        return .value(value)
    }

    /// The value of the well-formed number token `bytes[start..<end]` (this grammar's, or JSON's
    /// stricter one), correctly rounded; nil when it is not finite. Every reader of numbers takes
    /// its value here, so one text is one Double everywhere.
    package static func value(ofNumberToken bytes: [UInt8], from start: Int, to end: Int) -> Double? {
        if let value = exactValue(bytes, from: start, to: end) { return value }
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        // Swift's Double(String) rejects a trailing '.', which SVG allows ("5." == 5).
        if text.hasSuffix(".") { text.removeLast() }
        if text.hasPrefix("+") { text.removeFirst() }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Powers of ten that a Double holds exactly (10^0 … 10^22).
    private static let exactPowersOfTen: [Double] = (0...22).map { k in
        var p = 1.0
        for _ in 0..<k { p *= 10 }
        return p
    }

    /// The value of the well-formed number token `bytes[start..<end]` without building a String, when
    /// one IEEE multiplication or division of exact operands gives it (at most 15 significant digits
    /// and a decimal exponent within ±22: Clinger's fast path). That single operation rounds
    /// correctly, so the result is the same Double that `Double(String)` gives; nil otherwise (the
    /// caller then takes the slow, general path). Every number Stylebook writes takes this path.
    private static func exactValue(_ bytes: [UInt8], from start: Int, to end: Int) -> Double? {
        var i = start
        var negative = false
        if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        var inFraction = false
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: ".") {
                inFraction = true
            } else if isDigit(b) {
                if mantissa != 0 || b != 0x30 { significant += 1 }
                guard significant <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(b - 0x30)
                if inFraction { exponent -= 1 }
            } else {
                break  // 'e' or 'E': the exponent follows
            }
            i += 1
        }
        if i < end {
            i += 1
            var exponentNegative = false
            if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            guard end - i <= 4 else { return nil }
            var written = 0
            while i < end { written = written * 10 + Int(bytes[i] - 0x30); i += 1 }
            exponent += exponentNegative ? -written : written
        }
        var value = Double(mantissa)
        if mantissa != 0 {
            guard exponent >= -22, exponent <= 22 else { return nil }
            value = exponent < 0 ? value / exactPowersOfTen[-exponent] : value * exactPowersOfTen[exponent]
        }
        return negative ? -value : value
    }

    /// A word that other parsers read as a number but SVG does not (`nan`, `inf`, `infinity`, any case,
    /// optionally signed) at the cursor, for a precise message; nil otherwise. Does not move the cursor.
    package var nonNumberWord: String? {
        var i = index
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        let wordStart = i
        while i < bytes.count, Self.isLetter(bytes[i]) { i += 1 }
        let word = String(decoding: bytes[wordStart..<i], as: UTF8.self).lowercased()
        guard ["nan", "inf", "infinity"].contains(word) else { return nil }
        return String(decoding: bytes[index..<i], as: UTF8.self)
    }

    /// Why there is no usable number at the cursor, phrased for an error message: an out-of-range value,
    /// a NaN/infinity word, the byte found, or the end of the text.
    package func missingNumberReason() -> String {
        var probe = self
        if case .outOfRange(let token) = probe.scanNumber() {
            return "the number \(token) is too large to represent"
        }
        if let word = nonNumberWord {
            return "\"\(word)\" is not a number (SVG numbers are finite decimals)"
        }
        guard let b = current else { return "expected a number, found the end of the text" }
        let found = b < 0x80 ? "'\(Character(Unicode.Scalar(b)))'" : "a non-ASCII character"
        return "expected a number, found \(found)"
    }

    /// Reads a run of ASCII letters or '%' (a unit suffix).
    package mutating func unit() -> String {
        let start = index
        while index < bytes.count, Self.isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "%") { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads an identifier made of letters, digits, '-' and '_'.
    package mutating func identifier() -> String {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            guard Self.isLetter(b) || Self.isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A list of numbers separated by commas and/or whitespace (`points`, `viewBox`, `stroke-dasharray`).
    /// Returns nil with the offset of the first bad byte.
    package static func numberList(_ text: String) -> Result<[Double], NumberListError> {
        var s = TextScanner(text)
        var values: [Double] = []
        s.skipSpaces()
        while !s.isAtEnd {
            guard let v = s.number() else { return .failure(NumberListError(offset: s.index)) }
            values.append(v)
            let hadSeparator = s.skipCommaSpaces()
            if !hadSeparator && !s.isAtEnd && !s.atNumberStart { return .failure(NumberListError(offset: s.index)) }
        }
        return .success(values)
    }

    package struct NumberListError: Error { package var offset: Int }
}
