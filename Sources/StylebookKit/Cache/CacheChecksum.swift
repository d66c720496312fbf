import Foundation

/// The checksum line every cache entry starts with after its header: the byte count and the
/// 64-bit FNV-1a of the body. It guards against damage (an entry cut short by a full disk or a
/// kill, a hand edit), not against an attacker: the cache is the user's own folder. FNV-1a is
/// used rather than SHA-256 because a build with one changed icon reads every other entry, and
/// the check must cost little next to the conversion it saves.
enum CacheChecksum {
    static func line(for body: Data) -> String { "checksum\t\(body.count)\t\(hex(body))\n" }

    /// The body after `header` and a checksum line that matches it; nil when absent or wrong.
    static func verifiedBody(_ data: Data, header: String) -> Data? {
        let prefix = Data((header + "\n").utf8)
        guard data.starts(with: prefix) else { return nil }
        let rest = data.dropFirst(prefix.count)
        guard let newline = rest.firstIndex(of: 10) else { return nil }
        let fields = String(decoding: rest[rest.startIndex..<newline], as: UTF8.self).split(separator: "\t")
        let body = Data(rest[rest.index(after: newline)...])
        guard fields.count == 3, fields[0] == "checksum", Int(fields[1]) == body.count, fields[2] == Substring(hex(body)) else { return nil }
        return body
    }

    /// The entry: header line, checksum line, body.
    static func entry(header: String, body: Data) -> Data {
        Data((header + "\n" + line(for: body)).utf8) + body
    }

    static func hex(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { raw in
            for byte in raw {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
