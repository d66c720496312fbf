/// Maps UTF-8 byte offsets in a source file to 1-based line and column numbers.
///
/// Readers that parse bytes themselves (XML, JSON) keep offsets while scanning and only turn them
/// into lines and columns when a diagnostic is made, so the hot path stays cheap. The index built
/// once per file (line starts, and for non-ASCII text a running count of UTF-8 continuation bytes
/// every 256 bytes) makes each lookup a binary search plus at most 255 bytes of counting, so a
/// minified one-line file costs the same per lookup as a pretty-printed one.
public struct SourceText: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Offsets at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// Continuation bytes before offset `i * 256`; empty when the text is ASCII (bytes = scalars).
    private let continuationsBefore: [Int]
    private static let stride = 256

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var ascii = true
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") { starts.append(index + 1) } else if byte >= 0x80 { ascii = false }
        }
        self.lineStarts = starts
        var counts: [Int] = []
        if !ascii {
            counts.reserveCapacity(bytes.count / Self.stride + 1)
            var running = 0
            for (index, byte) in bytes.enumerated() {
                if index % Self.stride == 0 { counts.append(running) }
                if byte & 0xC0 == 0x80 { running += 1 }
            }
            counts.append(running)
        }
        self.continuationsBefore = counts
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Continuation bytes in `bytes[0..<offset]`.
    private func continuations(before offset: Int) -> Int {
        guard !continuationsBefore.isEmpty else { return 0 }
        let block = offset / Self.stride
        var count = continuationsBefore[min(block, continuationsBefore.count - 1)]
        var index = block * Self.stride
        while index < offset {
            if bytes[index] & 0xC0 == 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// The 1-based line and column (in Unicode scalars from the line start) of a byte offset.
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        // Count scalars, not bytes: continuation bytes do not start a scalar.
        let column = clamped - start - (continuations(before: clamped) - continuations(before: start)) + 1
        return (low + 1, column)
    }

    public func location(of offset: Int) -> SourceLocation {
        let (line, column) = lineAndColumn(of: offset)
        return SourceLocation(file: path, line: line, column: column)
    }

    /// Offset of the first byte that is not valid UTF-8, or nil when all of it is.
    public static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 { index += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            // The second byte has the narrowed range (no overlongs, surrogates or > U+10FFFF).
            guard (low...high).contains(bytes[index + 1]) else { return index }
            for next in 2..<length where bytes[index + next] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}
