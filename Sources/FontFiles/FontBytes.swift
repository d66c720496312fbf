/// Why a font file could not be read: the table (or container part) at fault and what was wrong.
/// The reader turns it into a located diagnostic naming the file.
public struct FontReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The table tag (`name`, `OS/2`) or container part (`table directory`, `WOFF2 header`).
    public var part: String
    public var message: String

    public init(_ part: String, _ message: String) {
        self.part = part
        self.message = message
    }

    public var description: String { "\(part): \(message)" }
}

/// A bounds-checked, big-endian view of part of a font file. Every read checks its range and
/// throws a `FontReadError` naming `part`, so a malformed file can never read out of bounds.
struct FontBytes: Sendable {
    let storage: [UInt8]
    let start: Int
    let count: Int
    /// The table or container part these bytes belong to, for error messages.
    let part: String

    init(_ bytes: [UInt8], part: String) {
        storage = bytes
        start = 0
        count = bytes.count
        self.part = part
    }

    private init(storage: [UInt8], start: Int, count: Int, part: String) {
        self.storage = storage
        self.start = start
        self.count = count
        self.part = part
    }

    func fail(_ message: String) -> FontReadError { FontReadError(part, message) }

    /// Throws unless `length` bytes from `offset` lie inside these bytes.
    func check(_ offset: Int, _ length: Int, _ what: @autoclosure () -> String = "data") throws(FontReadError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw fail("\(what()) at offset \(offset) (\(length) bytes) runs past the end (\(count) bytes)")
        }
    }

    func u8(_ offset: Int) throws(FontReadError) -> UInt8 {
        try check(offset, 1)
        return storage[start + offset]
    }

    func u16(_ offset: Int) throws(FontReadError) -> UInt16 {
        try check(offset, 2)
        let i = start + offset
        return UInt16(storage[i]) << 8 | UInt16(storage[i + 1])
    }

    /// A `UInt16` field that must lie in `range`; the error names the field as the spec does.
    func u16(_ offset: Int, _ field: String, in range: ClosedRange<UInt16>) throws(FontReadError) -> UInt16 {
        let value = try u16(offset)
        guard range.contains(value) else {
            throw fail("\(field) is \(value) (must be \(range.lowerBound)…\(range.upperBound))")
        }
        return value
    }

    func i16(_ offset: Int) throws(FontReadError) -> Int16 { Int16(bitPattern: try u16(offset)) }

    func u32(_ offset: Int) throws(FontReadError) -> UInt32 {
        try check(offset, 4)
        let i = start + offset
        return UInt32(storage[i]) << 24 | UInt32(storage[i + 1]) << 16 | UInt32(storage[i + 2]) << 8 | UInt32(storage[i + 3])
    }

    /// A 16.16 fixed-point number.
    func fixed(_ offset: Int) throws(FontReadError) -> Double { Double(Int32(bitPattern: try u32(offset))) / 65536 }

    /// A four-character tag such as `OS/2`.
    func tag(_ offset: Int) throws(FontReadError) -> String { FontBytes.tagString(try u32(offset)) }

    /// Bytes `offset ..< offset + length` as a new view, named `part` (default: this one's).
    func slice(_ offset: Int, _ length: Int, part: String? = nil) throws(FontReadError) -> FontBytes {
        try check(offset, length, part ?? "data")
        return FontBytes(storage: storage, start: start + offset, count: length, part: part ?? self.part)
    }

    /// A copy of bytes `offset ..< offset + length`.
    func array(_ offset: Int, _ length: Int) throws(FontReadError) -> [UInt8] {
        try check(offset, length)
        return Array(storage[(start + offset)..<(start + offset + length)])
    }

    static func tagString(_ value: UInt32) -> String {
        let scalars = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
        // Tags are printable ASCII; show anything else as '?' so messages stay readable.
        return String(decoding: scalars.map { (0x20...0x7E).contains($0) ? $0 : 0x3F }, as: UTF8.self)
    }
}
