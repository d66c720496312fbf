/// The XML readers scan UTF-8 bytes, but an SVG may be saved as UTF-16 (Illustrator's SVG export
/// offers it, and Xcode's parser reads it). Such a file is transcoded before reading, so offsets,
/// lines and columns refer to its text as they do for a UTF-8 file.
package enum XMLTextEncoding {
    /// The document as UTF-8: UTF-16 recognised by its byte-order mark, or without one by `<?` or
    /// `<` encoded in UTF-16 (XML 1.0, appendix F), is transcoded with the mark dropped; any other
    /// bytes come back unchanged. Unpaired surrogates become U+FFFD.
    package static func utf8(_ bytes: [UInt8]) -> (bytes: [UInt8], wasUTF16: Bool) {
        guard bytes.count >= 2 else { return (bytes, false) }
        let littleEndian: Bool
        var start = 0
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true; start = 2
        case (0xFE, 0xFF): littleEndian = false; start = 2
        case (0x3C, 0x00): littleEndian = true
        case (0x00, 0x3C): littleEndian = false
        default: return (bytes, false)
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var i = start
        while i + 1 < bytes.count {
            let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            i += 2
        }
        let text = String(decoding: units, as: UTF16.self)
        return (Array(text.utf8), true)
    }

    /// UTF-8 bytes whose XML declaration, if it names an encoding, names UTF-8: what a transcoded
    /// document must say before it is written out again.
    package static func declaringUTF8(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix("<?xml"), let end = text.range(of: "?>"),
              let key = text.range(of: "encoding", range: text.startIndex..<end.lowerBound) else { return bytes }
        var cursor = key.upperBound
        func skipSpaces() { while cursor < end.lowerBound, text[cursor] == " " || text[cursor] == "\t" { cursor = text.index(after: cursor) } }
        skipSpaces()
        guard cursor < end.lowerBound, text[cursor] == "=" else { return bytes }
        cursor = text.index(after: cursor)
        skipSpaces()
        guard cursor < end.lowerBound, text[cursor] == "\"" || text[cursor] == "'" else { return bytes }
        let quote = text[cursor]
        let valueStart = text.index(after: cursor)
        guard let valueEnd = text[valueStart..<end.lowerBound].firstIndex(of: quote) else { return bytes }
        return Array((text[..<valueStart] + "UTF-8" + text[valueEnd...]).utf8)
    }
}
