import Diagnostics

/// A byte-level JSON parser that records the offset of every value, so token errors can point
/// at `file:line:col`. With `allowJSON5` it also accepts `//` and `/* */` comments, trailing
/// commas, single-quoted strings and unquoted (identifier) keys — the parts of JSON5 that real
/// token files use.
package struct JSONParser {
    package struct Failure: Error {
        package var offset: Int
        package var message: String
    }

    private let bytes: [UInt8]
    private let file: Int
    private let allowJSON5: Bool
    private var index = 0
    private var depth = 0
    /// Duplicate keys (offset, key) — the later one wins; the reader warns about them.
    package private(set) var duplicateKeys: [(offset: Int, key: String)] = []

    /// Deep enough for any real token file, shallow enough never to overflow the stack.
    private static let maxDepth = 256

    package init(bytes: [UInt8], file: Int, allowJSON5: Bool) {
        self.bytes = bytes
        self.file = file
        self.allowJSON5 = allowJSON5
    }

    package mutating func parseDocument() throws(Failure) -> JSONNode {
        // A UTF-8 byte-order mark is legal noise at the start of a file.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipWhitespace()
        let value = try parseValue()
        try skipWhitespace()
        if index < bytes.count {
            throw Failure(offset: index, message: "unexpected \(describe(bytes[index])) after the end of the JSON value")
        }
        return value
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipWhitespace() throws(Failure) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
                      bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
                guard allowJSON5 else {
                    throw Failure(offset: index, message: "comments are not allowed in JSON (`stylebook tokens --json5`, or `json5: true` under `tokens:` in stylebook.yml, accepts JSON5-style comments and trailing commas)")
                }
                let start = index
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                } else {
                    index += 2
                    var closed = false
                    while index + 1 < bytes.count {
                        if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                            index += 2
                            closed = true
                            break
                        }
                        index += 1
                    }
                    if !closed { throw Failure(offset: start, message: "unterminated /* comment") }
                }
            } else {
                return
            }
        }
    }

    private func pos(_ offset: Int) -> SourcePos { SourcePos(file: file, offset: offset) }

    private mutating func parseValue() throws(Failure) -> JSONNode {
        guard index < bytes.count else { throw Failure(offset: index, message: "unexpected end of file, expected a value") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), pos: pos(start))
        case UInt8(ascii: "'") where allowJSON5: return JSONNode(.string(try parseString()), pos: pos(start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try parseNumber()), pos: pos(start))
        default:
            if matchWord("true") { return JSONNode(.bool(true), pos: pos(start)) }
            if matchWord("false") { return JSONNode(.bool(false), pos: pos(start)) }
            if matchWord("null") { return JSONNode(.null, pos: pos(start)) }
            throw Failure(offset: index, message: "unexpected \(describe(bytes[index])), expected a value")
        }
    }

    private mutating func matchWord(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else { return false }
        index += utf8.count
        return true
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maxDepth { throw Failure(offset: index, message: "nesting deeper than \(Self.maxDepth) levels") }
    }

    private mutating func parseObject() throws(Failure) -> JSONNode {
        let start = index
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONNode.Member] = []
        var seen = Set<String>()
        try skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return JSONNode(.object(members), pos: pos(start))
        }
        while true {
            try skipWhitespace()
            guard index < bytes.count else { throw Failure(offset: start, message: "unterminated object (missing '}')") }
            let keyOffset = index
            let key: String
            if bytes[index] == UInt8(ascii: "\"") || (allowJSON5 && bytes[index] == UInt8(ascii: "'")) {
                key = try parseString()
            } else if bytes[index] == UInt8(ascii: "}") && allowJSON5 && !members.isEmpty {
                index += 1
                return JSONNode(.object(members), pos: pos(start))
            } else if bytes[index] == UInt8(ascii: "}") && !members.isEmpty {
                throw Failure(offset: index, message: "trailing comma in object (`--json5`, or `json5: true` under `tokens:` in stylebook.yml, accepts it)")
            } else if allowJSON5, let identifier = parseIdentifier() {
                key = identifier
            } else {
                throw Failure(offset: index, message: "expected a quoted key, found \(describe(bytes[index]))")
            }
            try skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw Failure(offset: index, message: "expected ':' after key \"\(key)\"")
            }
            index += 1
            try skipWhitespace()
            let value = try parseValue()
            if !seen.insert(key).inserted { duplicateKeys.append((keyOffset, key)) }
            members.append(JSONNode.Member(key: key, value: value))
            try skipWhitespace()
            guard index < bytes.count else { throw Failure(offset: start, message: "unterminated object (missing '}')") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONNode(.object(members), pos: pos(start))
            } else {
                throw Failure(offset: index, message: "expected ',' or '}' in object, found \(describe(bytes[index]))")
            }
        }
    }

    private mutating func parseIdentifier() -> String? {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            let isIdentifier = (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b >= 0x80
            if !isIdentifier { break }
            index += 1
        }
        guard index > start else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseArray() throws(Failure) -> JSONNode {
        let start = index
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [JSONNode] = []
        try skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return JSONNode(.array(items), pos: pos(start))
        }
        while true {
            try skipWhitespace()
            guard index < bytes.count else { throw Failure(offset: start, message: "unterminated array (missing ']')") }
            if bytes[index] == UInt8(ascii: "]") && !items.isEmpty {
                guard allowJSON5 else { throw Failure(offset: index, message: "trailing comma in array (`--json5`, or `json5: true` under `tokens:` in stylebook.yml, accepts it)") }
                index += 1
                return JSONNode(.array(items), pos: pos(start))
            }
            items.append(try parseValue())
            try skipWhitespace()
            guard index < bytes.count else { throw Failure(offset: start, message: "unterminated array (missing ']')") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return JSONNode(.array(items), pos: pos(start))
            } else {
                throw Failure(offset: index, message: "expected ',' or ']' in array, found \(describe(bytes[index]))")
            }
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        let start = index
        let quote = bytes[index]
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "'"): out.append(escape)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    // A surrogate pair encodes one scalar above U+FFFF. A high surrogate not followed
                    // by a low one stays unpaired (U+FFFD) and the next escape is read on its own.
                    if scalar >= 0xD800 && scalar < 0xDC00, index + 5 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        let resume = index
                        index += 2
                        let low = try parseHex4()
                        if low >= 0xDC00 && low < 0xE000 {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            index = resume
                        }
                    }
                    let character = UnicodeScalar(scalar).map(Character.init) ?? "\u{FFFD}"
                    out.append(contentsOf: Array(String(character).utf8))
                default:
                    throw Failure(offset: index - 2, message: "invalid escape '\\\(Character(UnicodeScalar(escape)))' in string")
                }
                continue
            }
            if byte < 0x20 {
                throw Failure(offset: index, message: "control character in string (use \\n, \\t …)")
            }
            out.append(byte)
            index += 1
        }
        throw Failure(offset: start, message: "unterminated string")
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Failure(offset: index, message: "incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw Failure(offset: index, message: "invalid hex digit in \\u escape")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        let integerStart = index
        while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        if index == integerStart { throw Failure(offset: start, message: "invalid number") }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
            if index == fractionStart { throw Failure(offset: start, message: "invalid number (no digits after '.')") }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            let exponentStart = index
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
            if index == exponentStart { throw Failure(offset: start, message: "invalid number (no digits in exponent)") }
        }
        guard let value = TextScanner.value(ofNumberToken: bytes, from: start, to: index) else {
            throw Failure(offset: start, message: "number \(String(decoding: bytes[start..<index], as: UTF8.self)) is out of range")
        }
        return value
    }
}
