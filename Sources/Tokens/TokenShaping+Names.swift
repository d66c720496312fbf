import Diagnostics

extension TokenShaping {
    /// Colour path components longer than `maxNameBytes` (each is a catalog folder or asset name)
    /// are cut at a character boundary and given a hash of the whole component, so the name stays
    /// unique and the same on every run. One warning per shortened token.
    func shortenLongColorNames(_ set: inout TokenSet) -> DiagnosticList {
        var diagnostics = DiagnosticList()
        for index in set.colors.indices {
            let path = set.colors[index].info.path
            let shortened = path.components.map { Self.shortened($0, maxBytes: maxNameBytes) }
            guard shortened != path.components else { continue }
            set.colors[index].info.path = TokenPath(shortened)
            diagnostics.warning("colour name is longer than \(maxNameBytes) bytes, too long for a catalog file name; "
                                + "shortened to \(TokenPath(shortened).slashed) (token path \(path.dotted))",
                                at: set.colors[index].info.location)
        }
        return diagnostics
    }

    /// `name` when it fits in `maxBytes` of UTF-8, else its longest prefix that leaves room for
    /// "-" and 8 hex digits of its FNV-1a hash.
    static func shortened(_ name: String, maxBytes: Int) -> String {
        guard name.utf8.count > maxBytes else { return name }
        let suffix = "-" + hash8(name)
        var prefix = ""
        var bytes = 0
        for character in name {
            let size = String(character).utf8.count
            if bytes + size > maxBytes - suffix.utf8.count { break }
            prefix.append(character)
            bytes += size
        }
        return prefix + suffix
    }

    /// 32-bit FNV-1a of the UTF-8 bytes, as 8 lower-case hex digits (stable across platforms).
    public static func hash8(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
