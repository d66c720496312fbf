import Foundation

extension CatalogManifest {
    /// The manifest file's bytes: exactly `json.rendered`, written straight into one buffer (the
    /// generic JSON writer appends one Unicode scalar at a time, which for 10,000 sets was a
    /// measurable part of a build that changed one icon).
    public var renderedData: Data {
        var out: [UInt8] = []
        out.reserveCapacity((sets.count + groups.count) * 40 + 100)
        out += Array("{\n  \"generator\" : \"stylebook\",\n  \"groups\" : ".utf8)
        Self.appendList(groups, to: &out)
        out += Array(",\n  \"sets\" : ".utf8)
        Self.appendList(sets, to: &out)
        out += Array(",\n  \"version\" : 1\n}\n".utf8)
        return Data(out)
    }

    /// A list of strings at the second level, as `XcodeJSON` writes it.
    private static func appendList(_ items: [String], to out: inout [UInt8]) {
        guard !items.isEmpty else {
            out += Array("[\n\n  ]".utf8)
            return
        }
        out += Array("[\n".utf8)
        for (index, item) in items.enumerated() {
            out += Array("    ".utf8)
            appendQuoted(item, to: &out)
            out += index == items.count - 1 ? [10] : [44, 10]
        }
        out += Array("  ]".utf8)
    }

    /// `XcodeJSON.quoted`: `/` escaped as `\/`; text needing other escapes goes through it.
    private static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        let bytes = text.utf8
        if bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += Array(XcodeJSON.quoted(text).utf8)
            return
        }
        out.append(UInt8(ascii: "\""))
        for byte in bytes {
            if byte == UInt8(ascii: "/") { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        }
        out.append(UInt8(ascii: "\""))
    }
}
