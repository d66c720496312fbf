import Foundation
import StylebookTestSupport
import XCTest

/// No function in `Sources/` runs over `limit` lines of body (issue #18: a function that long
/// hides several steps that want names). A function allowed to stay longer is listed in
/// `allowed` with the reason; the list is empty today.
final class FunctionLengthTests: XCTestCase {
    static let limit = 80
    /// "path:name" → why it may stay longer.
    static let allowed: [String: String] = [:]

    func testNoFunctionInSourcesIsLongerThanTheLimit() throws {
        let root = TestPaths.packageRoot + "/Sources"
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: root)).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(files.count, 100, "Sources/ not found at \(root)")
        var measured = 0
        var tooLong: [String] = []
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for function in FunctionLengths.measure(text) {
                measured += 1
                let key = "\(file):\(function.name)"
                if function.bodyLines > Self.limit, Self.allowed[key] == nil {
                    tooLong.append("Sources/\(file):\(function.line): \(function.name) has \(function.bodyLines) lines of body")
                }
            }
        }
        XCTAssertGreaterThan(measured, 1_000, "the scan found too few functions to be trusted")
        XCTAssertEqual(tooLong, [], "functions over \(Self.limit) lines: split them into named steps")
    }

    /// The scan itself: bodies counted between their braces; braces in strings and comments and a
    /// closure default in the parameters do not count; computed bodies of nested functions are
    /// measured on their own.
    func testTheScanMeasuresBodiesBetweenTheirBraces() {
        let source = """
        struct S {
            /// A doc comment with a { brace.
            func short(a: () -> Void = { }) -> Int {
                let s = "}{ not a brace"
                // } nor this
                return 1
            }

            init?(x: Int) where Never: Any {
                func inner() {
                    print(#"raw "}" text"#)
                }
                let text = \"""
                    } still text
                    \"""
            }
            func declared(_ x: Int) -> Int
        }
        """
        let found = FunctionLengths.measure(source)
        XCTAssertEqual(found.map(\.name), ["short", "init", "inner"])
        XCTAssertEqual(found.map(\.bodyLines), [3, 6, 1])
        XCTAssertEqual(found.map(\.line), [3, 9, 10])
    }
}

/// A small Swift reader for function lengths: blanks comments and string literals (so their braces
/// do not count), then pairs each `func`/`init`/`deinit`'s opening brace with its closing one.
enum FunctionLengths {
    struct Function: Equatable {
        var name: String
        /// 1-based line of the keyword.
        var line: Int
        /// Lines strictly between the opening and the closing brace.
        var bodyLines: Int
    }

    static func measure(_ text: String) -> [Function] {
        let code = blankCommentsAndStrings(Array(text.utf8))
        var lineStarts = [0]
        for (i, b) in code.enumerated() where b == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
        func line(_ offset: Int) -> Int {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low + 1
        }
        var found: [Function] = []
        var i = 0
        while i < code.count {
            guard let (name, afterName) = keyword(code, at: i) else { i += 1; continue }
            if let open = bodyStart(code, from: afterName), let close = matchingBrace(code, open) {
                found.append(Function(name: name, line: line(i), bodyLines: line(close) - line(open) - 1))
            }
            i = afterName
        }
        return found
    }

    private static func isIdentifier(_ b: UInt8) -> Bool {
        (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "_")
    }

    /// `func name`, `init`, `init?`, `init!` or `deinit` starting at `i` (as a whole word): the
    /// function's name and where its signature starts.
    private static func keyword(_ code: [UInt8], at i: Int) -> (String, Int)? {
        guard code[i] == UInt8(ascii: "f") || code[i] == UInt8(ascii: "i") || code[i] == UInt8(ascii: "d") else { return nil }
        if i > 0, isIdentifier(code[i - 1]) || code[i - 1] == UInt8(ascii: ".") { return nil }
        func word(_ w: String) -> Bool {
            let bytes = Array(w.utf8)
            guard i + bytes.count <= code.count, Array(code[i..<i + bytes.count]) == bytes else { return false }
            return i + bytes.count == code.count || !isIdentifier(code[i + bytes.count])
        }
        if word("init") || word("deinit") {
            let length = word("init") ? 4 : 6
            return (word("init") ? "init" : "deinit", i + length)
        }
        guard word("func") else { return nil }
        var j = i + 4
        while j < code.count, code[j] == UInt8(ascii: " ") { j += 1 }
        let start = j
        while j < code.count, !(code[j] == UInt8(ascii: "(") || code[j] == UInt8(ascii: "<") || code[j] == UInt8(ascii: " ")) { j += 1 }
        return (String(decoding: code[start..<j], as: UTF8.self), j)
    }

    /// The signature's opening brace at bracket depth 0; nil when the declaration has no body (a
    /// protocol requirement: the line ends at depth 0 and the next declaration begins).
    private static func bodyStart(_ code: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var j = start
        while j < code.count {
            switch code[j] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{") where depth == 0: return j
            case UInt8(ascii: "}") where depth == 0, UInt8(ascii: ";") where depth == 0: return nil
            case UInt8(ascii: "\n") where depth == 0:
                var k = j + 1
                while k < code.count, code[k] == UInt8(ascii: " ") || code[k] == UInt8(ascii: "\t") { k += 1 }
                // A signature may go on (`-> T`, `where`, `throws`); any other line is a new declaration.
                let rest = String(decoding: code[k..<min(code.count, k + 8)], as: UTF8.self)
                if !(rest.hasPrefix("->") || rest.hasPrefix("where") || rest.hasPrefix("throws") || rest.hasPrefix("{")
                    || rest.hasPrefix("async") || rest.hasPrefix("rethrows")) { return nil }
            default: break
            }
            j += 1
        }
        return nil
    }

    private static func matchingBrace(_ code: [UInt8], _ open: Int) -> Int? {
        var depth = 0
        for j in open..<code.count {
            if code[j] == UInt8(ascii: "{") { depth += 1 } else if code[j] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return j }
            }
        }
        return nil
    }

    /// The text with comments and string literals (single-line, multi-line, raw, with
    /// interpolations) replaced by spaces, newlines kept so line numbers stay.
    static func blankCommentsAndStrings(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var i = 0
        while i < bytes.count {
            let end = literalEnd(bytes, at: i)
            if end > i {
                for k in i..<end where out[k] != UInt8(ascii: "\n") { out[k] = UInt8(ascii: " ") }
                i = end
            } else {
                i += 1
            }
        }
        return out
    }

    private static func starts(_ bytes: [UInt8], _ s: String, _ at: Int) -> Bool {
        let b = Array(s.utf8)
        return at >= 0 && at + b.count <= bytes.count && Array(bytes[at..<at + b.count]) == b
    }

    /// Where the comment or string literal starting at `i` ends; `i` when none starts there.
    private static func literalEnd(_ bytes: [UInt8], at i: Int) -> Int {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "/") || bytes[i] == UInt8(ascii: "#") || bytes[i] == UInt8(ascii: "\"") else { return i }
        if starts(bytes, "//", i) {
            var j = i
            while j < bytes.count, bytes[j] != UInt8(ascii: "\n") { j += 1 }
            return j
        }
        if starts(bytes, "/*", i) {
            var j = i + 2, depth = 1
            while j < bytes.count, depth > 0 {
                if starts(bytes, "/*", j) { depth += 1; j += 2 } else if starts(bytes, "*/", j) { depth -= 1; j += 2 } else { j += 1 }
            }
            return j
        }
        var hashes = 0, j = i
        while j < bytes.count, bytes[j] == UInt8(ascii: "#") { hashes += 1; j += 1 }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") else { return i }
        let hashText = String(repeating: "#", count: hashes)
        let multiline = starts(bytes, "\"\"\"", j)
        let close = (multiline ? "\"\"\"" : "\"") + hashText
        j += multiline ? 3 : 1
        while j < bytes.count {
            if starts(bytes, "\\" + hashText + "(", j) {
                j = interpolationEnd(bytes, from: j + 2 + hashes)
                continue
            }
            if starts(bytes, "\\" + hashText, j) { j += 2 + hashes; continue }
            if starts(bytes, close, j) { return j + close.utf8.count }
            if !multiline, bytes[j] == UInt8(ascii: "\n") { return j }
            j += 1
        }
        return j
    }

    /// Just after the `)` that closes an interpolation whose code starts at `from`.
    private static func interpolationEnd(_ bytes: [UInt8], from: Int) -> Int {
        var depth = 1, j = from
        while j < bytes.count {
            let end = literalEnd(bytes, at: j)
            if end > j { j = end; continue }
            if bytes[j] == UInt8(ascii: "(") { depth += 1 } else if bytes[j] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return j + 1 }
            }
            j += 1
        }
        return j
    }
}
