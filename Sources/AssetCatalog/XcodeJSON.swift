import Foundation
import Grammar

/// A JSON value written exactly the way Xcode writes `Contents.json` (NSJSONSerialization's
/// pretty, sorted style): keys sorted by UTF-8 bytes, `"key" : value`, two-space indent,
/// one array element per line, `/` escaped as `\/`, and a trailing newline.
public indirect enum XcodeJSON: Sendable, Hashable {
    case object([String: XcodeJSON])
    case array([XcodeJSON])
    case string(String)
    case int(Int)
    case bool(Bool)

    /// The `info` block every Xcode-written `Contents.json` carries.
    public static let xcodeInfo: XcodeJSON = .object(["author": .string("xcode"), "version": .int(1)])

    /// The file text, ending in a newline.
    public var rendered: String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        let innerPad = pad + "  "
        switch self {
        case .object(let members):
            if members.isEmpty {
                out += "{\n\n" + pad + "}"
                return
            }
            out += "{\n"
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (i, key) in keys.enumerated() {
                out += innerPad + XcodeJSON.quoted(key) + " : "
                members[key]!.write(into: &out, indent: indent + 1)
                out += i == keys.count - 1 ? "\n" : ",\n"
            }
            out += pad + "}"
        case .array(let items):
            if items.isEmpty {
                out += "[\n\n" + pad + "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += innerPad
                item.write(into: &out, indent: indent + 1)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += pad + "]"
        case .string(let s):
            out += XcodeJSON.quoted(s)
        case .int(let n):
            out += String(n)
        case .bool(let b):
            out += b ? "true" : "false"
        }
    }

    static func quoted(_ s: String) -> String { JSONText.quoted(s, escapingSlash: true) }

    /// A colour component as Xcode's float input method writes it: always three decimals
    /// ("1.000", never "1", which Xcode would read as an 8-bit integer).
    public static func component(_ value: Double) -> String {
        guard value.isFinite else { return "0.000" }
        let scaled = value * 1000
        let text: String
        if abs(scaled) < 1e12, abs(abs(scaled - scaled.rounded(.towardZero)) - 0.5) > 1e-6 {
            // Fast path: no rounding tie, so integer maths gives what printf gives.
            let thousandths = Int(scaled.rounded())
            let magnitude = thousandths.magnitude
            let fraction = String(magnitude % 1000)
            text = (thousandths < 0 ? "-" : "") + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
        } else {
            // Near a tie, printf's exact-binary rounding decides, as in Xcode.
            text = String(format: "%.3f", value)
        }
        return text == "-0.000" ? "0.000" : text
    }
}
