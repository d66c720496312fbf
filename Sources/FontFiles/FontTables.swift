/// One font's tables by tag, as found in a `.ttf`/`.otf`, a collection member or a decoded WOFF.
struct FontTables: Sendable {
    var tables: [String: FontBytes] = [:]
    /// `hmtx` as WOFF2 stores it when transformed: a flags byte, then advance widths only.
    var hmtxIsTransformed = false
    /// TrueType (`glyf`) or CFF outlines, from the sfnt version.
    var hasCFFOutlines = false

    func table(_ tag: String) -> FontBytes? { tables[tag] }

    func required(_ tag: String) throws(FontReadError) -> FontBytes {
        guard let table = tables[tag] else { throw FontReadError("table directory", "the font has no '\(tag)' table") }
        return table
    }
}

/// The sfnt table directory and the `ttcf` collection header.
enum SFNTDirectory {
    static let trueType: UInt32 = 0x0001_0000
    static let openTypeCFF: UInt32 = 0x4F54_544F      // 'OTTO'
    static let appleTrueType: UInt32 = 0x7472_7565    // 'true'
    static let collection: UInt32 = 0x7474_6366       // 'ttcf'

    static func isFontVersion(_ value: UInt32) -> Bool {
        value == trueType || value == openTypeCFF || value == appleTrueType
    }

    /// The tables of the font whose directory starts at `offset` in `file`.
    static func read(_ file: FontBytes, at offset: Int) throws(FontReadError) -> FontTables {
        let directory = try file.slice(offset, 12, part: "table directory")
        let version = try directory.u32(0)
        guard isFontVersion(version) else {
            throw directory.fail("not a TrueType or OpenType font (starts with '\(FontBytes.tagString(version))')")
        }
        let count = Int(try directory.u16(4))
        let records = try file.slice(offset + 12, count * 16, part: "table directory")
        var font = FontTables(hasCFFOutlines: version == openTypeCFF)
        for i in 0..<count {
            let tag = try records.tag(i * 16)
            let start = Int(try records.u32(i * 16 + 8)), length = Int(try records.u32(i * 16 + 12))
            guard start <= file.count, length <= file.count - start else {
                throw records.fail("the '\(tag)' table (offset \(start), \(length) bytes) runs past the end of the file (\(file.count) bytes)")
            }
            if font.tables[tag] == nil { font.tables[tag] = try file.slice(start, length, part: "'\(tag)' table") }
        }
        return font
    }

    /// The offsets of each member font's directory in a `ttcf` collection.
    static func collectionOffsets(_ file: FontBytes) throws(FontReadError) -> [Int] {
        let header = try file.slice(0, 12, part: "collection header")
        let count = Int(try header.u32(8))
        guard count > 0 else { throw header.fail("the collection holds no fonts") }
        // Each member needs at least its 4-byte offset and a 12-byte directory.
        guard count <= file.count / 16 else { throw header.fail("the collection claims \(count) fonts, more than the file can hold") }
        let offsets = try file.slice(12, count * 4, part: "collection header")
        var result: [Int] = []
        for i in 0..<count { result.append(Int(try offsets.u32(i * 4))) }
        return result
    }
}
