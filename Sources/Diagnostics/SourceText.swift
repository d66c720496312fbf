/// Maps UTF-8 byte offsets in a source file to 1-based line and column numbers.
///
/// Readers that parse bytes themselves (XML, JSON) keep offsets while scanning and only turn them
/// into lines and columns when a diagnostic is made, so the hot path stays cheap.
public struct SourceText: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Offsets at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
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
        var column = 1
        var index = start
        while index < clamped {
            // Count scalars, not bytes: skip UTF-8 continuation bytes.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }

    public func location(of offset: Int) -> SourceLocation {
        let (line, column) = lineAndColumn(of: offset)
        return SourceLocation(file: path, line: line, column: column)
    }
}
