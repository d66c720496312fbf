import Foundation

/// Small fonts written byte by byte, for the malformed-file tests: a valid base font with the
/// tables the reader uses, which each test then breaks in one place.
enum FontFixtures {
    static func u16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static func u32(_ v: Int) -> [UInt8] { [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static func tag(_ s: String) -> [UInt8] { Array(s.utf8) }

    /// An sfnt with `tables` in this order, directory first, each table 4-byte aligned.
    /// `start`: where the sfnt begins in its file (a collection member's offsets count from the file).
    static func sfnt(_ tables: [(String, [UInt8])], version: Int = 0x0001_0000, start: Int = 0) -> [UInt8] {
        var out = u32(version) + u16(tables.count) + u16(0) + u16(0) + u16(0)
        var offset = start + 12 + tables.count * 16
        var body: [UInt8] = []
        for (tagName, data) in tables {
            out += tag(tagName) + u32(0) + u32(offset) + u32(data.count)
            let padded = data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        return out + body
    }

    /// A `name` table with Windows US-English records.
    static func name(_ records: [(Int, String)]) -> [UInt8] {
        var strings: [UInt8] = [], entries: [UInt8] = []
        for (id, text) in records {
            let utf16 = text.utf16.flatMap { u16(Int($0)) }
            entries += u16(3) + u16(1) + u16(0x409) + u16(id) + u16(utf16.count) + u16(strings.count)
            strings += utf16
        }
        return u16(0) + u16(records.count) + u16(6 + entries.count) + entries + strings
    }

    static func head(unitsPerEm: Int = 1000, macStyle: Int = 0) -> [UInt8] {
        var t = [UInt8](repeating: 0, count: 54)
        t.replaceSubrange(0..<4, with: u32(0x0001_0000))
        t.replaceSubrange(12..<16, with: u32(0x5F0F_3CF5))
        t.replaceSubrange(18..<20, with: u16(unitsPerEm))
        t.replaceSubrange(44..<46, with: u16(macStyle))
        return t
    }

    static func os2(weight: Int = 400, width: Int = 5, selection: Int = 0x40) -> [UInt8] {
        var t = [UInt8](repeating: 0, count: 78)
        t.replaceSubrange(4..<6, with: u16(weight))
        t.replaceSubrange(6..<8, with: u16(width))
        t.replaceSubrange(62..<64, with: u16(selection))
        return t
    }

    static func post(italicAngle: Int = 0, fixedPitch: Bool = false) -> [UInt8] {
        u32(0x0003_0000) + u32(italicAngle << 16) + u16(0) + u16(0) + u32(fixedPitch ? 1 : 0) + [UInt8](repeating: 0, count: 16)
    }

    static func hhea(metrics: Int) -> [UInt8] {
        var t = [UInt8](repeating: 0, count: 36)
        t.replaceSubrange(34..<36, with: u16(metrics))
        return t
    }

    static func hmtx(_ advances: [Int]) -> [UInt8] { advances.flatMap { u16($0) + u16(0) } }

    /// Format 4: one segment '0'…'9' → glyphs 1…10, one 'A'…'Z' → 11…36, and the final 0xFFFF.
    static func cmap() -> [UInt8] {
        let ends = [0x39, 0x5A, 0xFFFF], starts = [0x30, 0x41, 0xFFFF]
        let deltas = [1 - 0x30, 11 - 0x41, 1]
        let segments = ends.count
        var sub = u16(4) + u16(0) + u16(0) + u16(segments * 2) + u16(4) + u16(1) + u16(2)
        sub += ends.flatMap { u16($0) } + u16(0) + starts.flatMap { u16($0) }
        sub += deltas.flatMap { u16($0 & 0xFFFF) } + [Int](repeating: 0, count: segments).flatMap { u16($0) }
        sub.replaceSubrange(2..<4, with: u16(sub.count))
        return u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + sub
    }

    /// `fvar` with a weight axis 100…900 and the given named instances (name ID, weight).
    static func fvar(instances: [(Int, Int)], axisSize: Int = 20) -> [UInt8] {
        var t = u16(1) + u16(0) + u16(16) + u16(2) + u16(1) + u16(axisSize) + u16(instances.count) + u16(8)
        t += tag("wght") + u32(100 << 16) + u32(400 << 16) + u32(900 << 16) + u16(0) + u16(256)
        t += [UInt8](repeating: 0, count: max(0, axisSize - 20))
        for (nameID, weight) in instances { t += u16(nameID) + u16(0) + u32(weight << 16) }
        return t
    }

    /// The base font: "Fixture Sans" Bold, tabular digits, one weight axis with two instances.
    static func baseTables() -> [(String, [UInt8])] {
        [
            ("OS/2", os2(weight: 700)),
            ("cmap", cmap()),
            ("fvar", fvar(instances: [(257, 400), (258, 700)])),
            ("head", head()),
            ("hhea", hhea(metrics: 12)),
            ("hmtx", hmtx([500] + [Int](repeating: 600, count: 10) + [700])),
            ("name", name([(1, "Fixture Sans"), (2, "Bold"), (6, "FixtureSans-Bold"), (256, "Weight"), (257, "Regular"), (258, "Bold")])),
            ("post", post()),
        ]
    }

    static func base() -> [UInt8] { sfnt(baseTables()) }

    /// `base` with one table replaced.
    static func replacing(_ tagName: String, with data: [UInt8]) -> [UInt8] {
        sfnt(baseTables().map { $0.0 == tagName ? ($0.0, data) : $0 })
    }

    /// A WOFF 1.0 file holding `tables` stored (uncompressed), or with `stored` overriding one
    /// table's bytes and compressed length (to write broken zlib data).
    static func woff(_ tables: [(String, [UInt8])], stored: (tag: String, bytes: [UInt8])? = nil) -> [UInt8] {
        var directory: [UInt8] = [], body: [UInt8] = []
        var offset = 44 + tables.count * 20
        for (tagName, data) in tables {
            let bytes = stored?.tag == tagName ? stored!.bytes : data
            directory += tag(tagName) + u32(offset) + u32(bytes.count) + u32(data.count) + u32(0)
            let padded = bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        let header = tag("wOFF") + u32(0x0001_0000) + u32(offset) + u16(tables.count) + u16(0) + u32(0) + u16(1) + u16(0)
            + u32(0) + u32(0) + u32(0) + u32(0) + u32(0)
        return header + directory + body
    }
}
