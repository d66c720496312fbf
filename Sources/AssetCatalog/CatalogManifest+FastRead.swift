import Foundation

/// A reader for the manifest as Stylebook writes it: one JSON object whose values are strings,
/// integers or lists of plain ASCII strings. A manifest of 10,000 sets is read in a fraction of
/// what `JSONSerialization` takes on Linux (it was a tenth of a one-changed-icon build). Anything
/// else — other JSON, escapes besides `\/`, `\\` and `\"`, non-ASCII text, a repeated key — gives
/// nil, and the caller reads the file with `JSONSerialization` as before, so its messages stay.
enum ManifestFastReader {
    /// The lists by key, and the keys whose value is a string or number; nil when the text is not
    /// in the simple shape.
    static func read(_ data: Data) -> (lists: [String: [String]], scalars: Set<String>)? {
        data.withUnsafeBytes { raw -> (lists: [String: [String]], scalars: Set<String>)? in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            return reader.object()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func object() -> (lists: [String: [String]], scalars: Set<String>)? {
            var lists: [String: [String]] = [:]
            var scalars = Set<String>()
            guard take(UInt8(ascii: "{")) else { return nil }
            if take(UInt8(ascii: "}")) { return end() ? (lists, scalars) : nil }
            repeat {
                guard let key = string(), take(UInt8(ascii: ":")), lists[key] == nil, !scalars.contains(key) else { return nil }
                skipSpace()
                guard index < bytes.count else { return nil }
                switch bytes[index] {
                case UInt8(ascii: "["):
                    guard let items = list() else { return nil }
                    lists[key] = items
                case UInt8(ascii: "\""):
                    guard string() != nil else { return nil }
                    scalars.insert(key)
                default:
                    guard integer() else { return nil }
                    scalars.insert(key)
                }
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")), end() else { return nil }
            return (lists, scalars)
        }

        mutating func list() -> [String]? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var items: [String] = []
            if take(UInt8(ascii: "]")) { return items }
            repeat {
                guard let item = string() else { return nil }
                items.append(item)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? items : nil
        }

        /// A string of printable ASCII; `\/`, `\\` and `\"` are the only escapes taken.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            var escaped = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = escaped ? unescaped(start, index) : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    index += 1
                    return text
                }
                guard byte >= 0x20, byte < 0x80 else { return nil }
                if byte == UInt8(ascii: "\\") {
                    guard index + 1 < bytes.count else { return nil }
                    let next = bytes[index + 1]
                    guard next == UInt8(ascii: "/") || next == UInt8(ascii: "\\") || next == UInt8(ascii: "\"") else { return nil }
                    escaped = true
                    index += 2
                } else {
                    index += 1
                }
            }
            return nil
        }

        private func unescaped(_ start: Int, _ end: Int) -> String {
            var out: [UInt8] = []
            out.reserveCapacity(end - start)
            var i = start
            while i < end {
                if bytes[i] == UInt8(ascii: "\\") { i += 1 }
                out.append(bytes[i])
                i += 1
            }
            return String(decoding: out, as: UTF8.self)
        }

        /// An integer as JSON writes it (no leading zeros, no fraction or exponent).
        mutating func integer() -> Bool {
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let digits = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            let count = index - digits
            return count == 1 || (count > 1 && bytes[digits] != UInt8(ascii: "0"))
        }

        /// Skips white space, then takes `byte` if it is next.
        mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        mutating func end() -> Bool {
            skipSpace()
            return index == bytes.count
        }
    }
}
