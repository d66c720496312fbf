import Diagnostics
import Grammar

/// The cache's plain-text line format: tab-separated fields, with tab, newline, carriage return
/// and backslash escaped. Chosen over JSON because a no-op build reads one record of thousands
/// of lines, and splitting lines is several times faster than Foundation's JSON reader on Linux.
enum CacheRecordFormat {
    static func escape(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 || $0 == 92 }) else { return field }
        return EscapedText.escaped(field) { scalar in
            switch scalar {
            case "\t": return "\\t"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\\": return "\\\\"
            default: return nil
            }
        }
    }

    static func unescape<S: StringProtocol>(_ field: S) -> String {
        guard field.utf8.contains(92) else { return String(field) }  // no backslash: nothing to undo
        var out = ""
        var escaped = false
        for ch in field {
            if escaped {
                switch ch {
                case "t": out += "\t"
                case "n": out += "\n"
                case "r": out += "\r"
                default: out.append(ch)
                }
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else {
                out.append(ch)
            }
        }
        return out
    }

    static func line(_ fields: [String]) -> String {
        var text = ""
        append(fields, to: &text)
        return text
    }

    /// Appends one line to `text` without building it apart first (a record of 10,000 icons has
    /// 30,000 lines, and the copies of `map`/`joined` were most of the cost of writing it).
    static func append(_ fields: [String], to text: inout String) {
        for (index, field) in fields.enumerated() {
            if index > 0 { text.append("\t") }
            text.append(escape(field))
        }
        text.append("\n")
    }

    /// Appends an `output` line (path, size, modification time) without an array of fields: a
    /// record of 10,000 icons has 20,000 of them.
    static func appendOutput(_ path: String, _ stamp: FileStamp, to text: inout String) {
        text.append("output\t")
        text.append(escape(path))
        text.append("\t")
        text.append(String(stamp.size))
        text.append("\t")
        text.append(String(stamp.modifiedNanoseconds))
        text.append("\n")
    }

    static func fields<S: StringProtocol>(_ line: S) -> [String] {
        fields(bytes: Array(line.utf8)[...])
    }

    /// The fields of one line given as UTF-8 bytes (without its newline). Splitting bytes rather
    /// than `Character`s: a no-op build of 10,000 icons spent half its time splitting its record.
    static func fields(bytes line: ArraySlice<UInt8>) -> [String] {
        var result: [String] = []
        var start = line.startIndex
        var index = start
        while true {
            if index == line.endIndex || line[index] == 9 {
                let piece = line[start..<index]
                let text = String(decoding: piece, as: UTF8.self)
                result.append(piece.contains(92) ? unescape(text) : text)
                if index == line.endIndex { break }
                start = line.index(after: index)
            }
            index = line.index(after: index)
        }
        return result
    }

    /// An `input` or `output` line split after its kind: `texts` text fields, then a size and a
    /// modification time read straight from the bytes (a record of 10,000 icons has 30,000 such
    /// lines, and making a string of each number was a fifth of reading it). nil when the line
    /// has another number of fields or the numbers are not integers.
    static func stamped(_ line: ArraySlice<UInt8>, texts count: Int) -> (texts: [String], stamp: FileStamp)? {
        var parts = line.split(separator: 9, maxSplits: count + 2, omittingEmptySubsequences: false)
        guard parts.count == count + 3, let time = integer(parts.removeLast()), let size = integer(parts.removeLast()) else { return nil }
        let texts = parts.dropFirst().map { piece in
            let text = String(decoding: piece, as: UTF8.self)
            return piece.contains(92) ? unescape(text) : text
        }
        return (texts, FileStamp(size: size, modifiedNanoseconds: time))
    }

    /// A decimal integer, optionally negative, with nothing else around it.
    static func integer(_ bytes: ArraySlice<UInt8>) -> Int64? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 18 else { return digits.isEmpty ? nil : Int64(String(decoding: bytes, as: UTF8.self)) }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// The lines of a record body, as byte slices, without empty lines.
    static func lines(_ body: [UInt8]) -> [ArraySlice<UInt8>] {
        body.split(separator: 10, omittingEmptySubsequences: true)
    }

    /// `severity, file, line, column, message` (empty file/line/column when unknown). A hint
    /// rides in the message field after U+001F separators, which an escaped message never holds.
    static func fields(of diagnostic: Diagnostic) -> [String] {
        var message = diagnostic.message
        if case .setting(let flag, let configKey) = diagnostic.hint { message += "\u{1F}" + flag + "\u{1F}" + configKey }
        return [diagnostic.severity.rawValue, diagnostic.location?.file ?? "",
                diagnostic.location?.line.map(String.init) ?? "", diagnostic.location?.column.map(String.init) ?? "",
                message]
    }

    static func diagnostic(from fields: [String]) -> Diagnostic? {
        guard fields.count == 5, let severity = Severity(rawValue: fields[0]) else { return nil }
        let location = fields[1].isEmpty && fields[2].isEmpty ? nil
            : SourceLocation(file: fields[1], line: Int(fields[2]), column: Int(fields[3]))
        let parts = fields[4].split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
        let hint = parts.count == 3 ? DiagnosticHint.setting(flag: parts[1], configKey: parts[2]) : nil
        return Diagnostic(severity, parts[0], at: location, hint: hint)
    }
}
