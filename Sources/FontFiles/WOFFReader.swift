/// WOFF 1.0: an sfnt whose tables are each zlib-compressed (or stored).
enum WOFFReader {
    static let signature: UInt32 = 0x774F_4646  // 'wOFF'
    /// Decoded fonts larger than this are refused rather than allocated (real fonts are far smaller).
    static let sizeLimit = 256 << 20

    static func read(_ file: FontBytes) throws(FontReadError) -> FontTables {
        let header = try file.slice(0, 44, part: "WOFF header")
        let flavor = try header.u32(4)
        guard SFNTDirectory.isFontVersion(flavor) else {
            throw header.fail("flavor '\(FontBytes.tagString(flavor))' is not a TrueType or OpenType font")
        }
        let count = Int(try header.u16(12))
        let directory = try file.slice(44, count * 20, part: "WOFF table directory")
        var font = FontTables(hasCFFOutlines: flavor == SFNTDirectory.openTypeCFF)
        var total = 0
        for i in 0..<count {
            let entry = i * 20
            let tag = try directory.tag(entry)
            let offset = Int(try directory.u32(entry + 4)), stored = Int(try directory.u32(entry + 8))
            let size = Int(try directory.u32(entry + 12))
            let part = "'\(tag)' table"
            total += size
            guard total <= sizeLimit else { throw directory.fail("the tables add up to more than \(sizeLimit >> 20) MiB") }
            guard stored <= size else { throw directory.fail("the \(part) is stored in \(stored) bytes, more than its \(size) bytes") }
            guard offset <= file.count, stored <= file.count - offset else {
                throw directory.fail("the \(part) (offset \(offset), \(stored) bytes) runs past the end of the file (\(file.count) bytes)")
            }
            let raw = try file.array(offset, stored)
            let bytes = stored == size ? raw : try SystemDecompressor.inflate(raw, size: size, part: part)
            if font.tables[tag] == nil { font.tables[tag] = FontBytes(bytes, part: part) }
        }
        return font
    }
}
