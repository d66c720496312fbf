import Diagnostics
import Foundation

extension ReadSession {
    /// A located error when the file behind `text` is not valid UTF-8. Loaders decode files with
    /// replacement characters, so only text holding U+FFFD is checked against the file's bytes
    /// (a file may also hold U+FFFD on purpose, which is valid).
    static func invalidUTF8(in text: String, path: String) -> Diagnostic? {
        guard text.unicodeScalars.contains("\u{FFFD}"), let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        guard let offset = SourceText.firstInvalidUTF8(bytes) else { return nil }
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        return .error("the file is not valid UTF-8 (byte 0x\(byte) here); save it as UTF-8",
                      at: SourceText(path: path, bytes: bytes).location(of: offset))
    }
}
