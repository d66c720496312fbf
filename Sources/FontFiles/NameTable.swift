/// The `name` table: family, style and PostScript names, chosen in English where the font has it.
struct NameTable: Sendable {
    private var best: [UInt16: (rank: Int, value: String)] = [:]

    init(_ table: FontBytes) throws(FontReadError) {
        let count = Int(try table.u16(2))
        let storage = Int(try table.u16(4))
        try table.check(6, count * 12, "\(count) name records")
        for i in 0..<count {
            let record = 6 + i * 12
            let platform = try table.u16(record), encoding = try table.u16(record + 2)
            let language = try table.u16(record + 4), nameID = try table.u16(record + 6)
            let length = Int(try table.u16(record + 8)), offset = Int(try table.u16(record + 10))
            guard let rank = NameTable.rank(platform: platform, encoding: encoding, language: language) else { continue }
            if let existing = best[nameID], existing.rank <= rank { continue }
            let bytes = try table.slice(storage + offset, length)
            guard let value = NameTable.decode(bytes, utf16: platform != 1), !value.isEmpty else { continue }
            best[nameID] = (rank, value)
        }
    }

    /// The string for `nameID`, or nil when the font has none in a readable encoding.
    func string(_ nameID: UInt16) -> String? { best[nameID]?.value }

    /// Lower is better: Windows US English, other Windows English, Unicode, Mac Roman English,
    /// then any other Windows language. Other platforms and encodings are skipped.
    private static func rank(platform: UInt16, encoding: UInt16, language: UInt16) -> Int? {
        switch (platform, encoding) {
        case (3, 1), (3, 10):
            if language == 0x0409 { return 0 }
            return language & 0xFF == 0x09 ? 1 : 4
        case (0, _): return 2
        case (1, 0): return language == 0 ? 3 : nil
        default: return nil
        }
    }

    private static func decode(_ bytes: FontBytes, utf16: Bool) -> String? {
        guard let raw = try? bytes.array(0, bytes.count) else { return nil }
        if utf16 {
            guard raw.count % 2 == 0 else { return nil }
            let units = stride(from: 0, to: raw.count, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
            return String(decoding: units, as: UTF16.self).trimmingNulls
        }
        // Mac Roman: ASCII maps to itself; anything else is rare in English names and shown as '?'.
        return String(decoding: raw.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self).trimmingNulls
    }
}

extension String {
    var trimmingNulls: String {
        var scalars = unicodeScalars[...]
        while let last = scalars.last, last == "\0" || last == " " { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
