/// WOFF 2.0: one Brotli stream holding every table, some of them transformed. Only the tables
/// the face description needs are used: `glyf`/`loca` (always transformed) are skipped, and a
/// transformed `hmtx` is read as advances only.
enum WOFF2Reader {
    static let signature: UInt32 = 0x774F_4632  // 'wOF2'

    /// The tags a directory entry's low six bits stand for (63: the tag follows), in the
    /// order of the WOFF2 specification.
    static let knownTags = [
        "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep", "CFF ",
        "VORG", "EBDT", "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE", "GDEF", "GPOS",
        "GSUB", "EBSC", "JSTF", "MATH", "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt", "avar", "bdat", "bloc",
        "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar", "gvar", "hsty", "just", "lcar", "mort", "morx", "opbd", "prop",
        "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill",
    ]

    private struct Entry {
        var tag: String
        var offset: Int
        var length: Int
        var isTransformed: Bool
    }

    /// The distinct faces' tables, and for each face of the file (one, or a collection's
    /// members) the index of its tables.
    static func read(_ file: FontBytes) throws(FontReadError) -> (tables: [FontTables], memberOf: [Int]) {
        let header = try file.slice(0, 48, part: "WOFF2 header")
        let flavor = try header.u32(4)
        let count = Int(try header.u16(12))
        let compressedSize = Int(try header.u32(20))
        var cursor = Cursor(bytes: file, offset: 48, part: "WOFF2 table directory")
        var entries: [Entry] = []
        var total = 0
        for _ in 0..<count {
            let entry = try readEntry(&cursor, offset: total)
            total += entry.length
            guard total <= WOFFReader.sizeLimit else { throw cursor.fail("the tables add up to more than \(WOFFReader.sizeLimit >> 20) MiB") }
            entries.append(entry)
        }
        var faces: [[Int]]
        var flavors: [UInt32]
        if flavor == SFNTDirectory.collection {
            (faces, flavors) = try readCollection(&cursor, tableCount: count)
        } else {
            guard SFNTDirectory.isFontVersion(flavor) else {
                throw header.fail("flavor '\(FontBytes.tagString(flavor))' is not a TrueType or OpenType font")
            }
            faces = [Array(0..<count)]
            flavors = [flavor]
        }
        let stream = try file.array(cursor.offset, compressedSize)
        let decoded = FontBytes(try SystemDecompressor.brotli(stream, size: total, part: "WOFF2 data"), part: "WOFF2 data")
        // Faces with the same tables are read once (a crafted collection can repeat one thousands of times).
        var result: [FontTables] = [], memberOf: [Int] = [], seen: [[Int]: Int] = [:]
        for (members, flavor) in zip(faces, flavors) {
            if let known = seen[members] {
                memberOf.append(known)
                continue
            }
            seen[members] = result.count
            memberOf.append(result.count)
            var font = FontTables(hasCFFOutlines: flavor == SFNTDirectory.openTypeCFF)
            for index in members {
                let entry = entries[index]
                if entry.isTransformed && entry.tag != "hmtx" { continue }
                if font.tables[entry.tag] == nil {
                    font.tables[entry.tag] = try decoded.slice(entry.offset, entry.length, part: "'\(entry.tag)' table")
                }
                if entry.tag == "hmtx" { font.hmtxIsTransformed = entry.isTransformed }
            }
            result.append(font)
        }
        return (result, memberOf)
    }

    private static func readEntry(_ cursor: inout Cursor, offset: Int) throws(FontReadError) -> Entry {
        let flags = try cursor.u8()
        let tag = flags & 0x3F == 63 ? FontBytes.tagString(try cursor.u32()) : knownTags[Int(flags & 0x3F)]
        let length = try cursor.base128()
        let version = flags >> 6
        // glyf/loca: version 0 is the transform (3 is none); every other table: non-zero is a transform.
        let transformed = (tag == "glyf" || tag == "loca") ? version == 0 : version != 0
        let stored = transformed ? try cursor.base128() : length
        return Entry(tag: tag, offset: offset, length: stored, isTransformed: transformed)
    }

    private static func readCollection(_ cursor: inout Cursor, tableCount: Int) throws(FontReadError) -> ([[Int]], [UInt32]) {
        cursor.part = "WOFF2 collection directory"
        _ = try cursor.u32()  // version
        let fontCount = try cursor.u255()
        guard fontCount > 0 else { throw cursor.fail("the collection holds no fonts") }
        var faces: [[Int]] = [], flavors: [UInt32] = []
        for _ in 0..<fontCount {
            let tables = try cursor.u255()
            flavors.append(try cursor.u32())
            var members: [Int] = []
            for _ in 0..<tables {
                let index = try cursor.u255()
                guard index < tableCount else { throw cursor.fail("table index \(index) is past the \(tableCount) tables") }
                members.append(index)
            }
            faces.append(members)
        }
        return (faces, flavors)
    }

    /// Reads WOFF2's variable-length integers in order.
    private struct Cursor {
        var bytes: FontBytes
        var offset: Int
        var part: String

        func fail(_ message: String) -> FontReadError { FontReadError(part, message) }

        mutating func u8() throws(FontReadError) -> UInt8 {
            defer { offset += 1 }
            do { return try bytes.u8(offset) } catch { throw fail("ends early, at offset \(offset)") }
        }

        mutating func u32() throws(FontReadError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 { value = value << 8 | UInt32(try u8()) }
            return value
        }

        /// UIntBase128: up to five bytes, seven bits each, no leading zero byte, no overflow.
        mutating func base128() throws(FontReadError) -> Int {
            var value: UInt32 = 0
            for i in 0..<5 {
                let byte = try u8()
                if i == 0 && byte == 0x80 { throw fail("a UIntBase128 number starts with a zero byte") }
                if value & 0xFE00_0000 != 0 { throw fail("a UIntBase128 number overflows 32 bits") }
                value = value << 7 | UInt32(byte & 0x7F)
                if byte & 0x80 == 0 { return Int(value) }
            }
            throw fail("a UIntBase128 number is longer than five bytes")
        }

        /// 255UInt16: one byte, or a marker byte and one or two more.
        mutating func u255() throws(FontReadError) -> Int {
            let code = try u8()
            switch code {
            case 253: return Int(try u8()) << 8 | Int(try u8())
            case 255: return Int(try u8()) + 253
            case 254: return Int(try u8()) + 506
            default: return Int(code)
            }
        }
    }
}
