/// A cursor over UTF-8 bytes for SVG's micro-syntaxes (path data, points, transforms, numbers).
/// Works on bytes so error offsets are byte offsets, as `SourceText` expects.
struct SVGScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }
    init(bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    mutating func skipSpaces() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    /// Skips whitespace and at most one comma (SVG's `comma-wsp`). Returns whether anything was skipped.
    @discardableResult
    mutating func skipCommaSpaces() -> Bool {
        let start = index
        skipSpaces()
        if current == UInt8(ascii: ",") {
            index += 1
            skipSpaces()
        }
        return index != start
    }

    /// True when the next byte can start a number.
    var atNumberStart: Bool {
        guard let b = current else { return false }
        return Self.isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    /// Reads one SVG number (`sign? (digits ('.' digits?)? | '.' digits) exponent?`) without skipping
    /// anything first. Leaves `index` unchanged and returns nil if none is there. Stops before a second
    /// '.' or sign so `.5.5` and `1-2` read as two numbers.
    mutating func number() -> Double? {
        let start = index
        var i = index
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while i < bytes.count, Self.isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, Self.isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        // An exponent only counts with digits after it, so `1em` leaves `em` for a unit.
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            if j < bytes.count, Self.isDigit(bytes[j]) {
                while j < bytes.count, Self.isDigit(bytes[j]) { j += 1 }
                i = j
            }
        }
        var text = String(decoding: bytes[start..<i], as: UTF8.self)
        // Swift's Double(String) rejects a trailing '.', which SVG allows ("5." == 5).
        if text.hasSuffix(".") { text.removeLast() }
        if text.hasPrefix("+") { text.removeFirst() }
        guard let value = Double(text), value.isFinite else { return nil }
        index = i
        return value
    }

    /// Reads a run of ASCII letters or '%' (a unit suffix).
    mutating func unit() -> String {
        let start = index
        while index < bytes.count, Self.isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "%") { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads an identifier made of letters, digits, '-' and '_'.
    mutating func identifier() -> String {
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
    static func numberList(_ text: String) -> Result<[Double], NumberListError> {
        var s = SVGScanner(text)
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

    struct NumberListError: Error { var offset: Int }
}
