import Testing
@testable import Diagnostics

@Suite struct TextEscapingTests {
    @Test func messagesEscapeControlCharactersOnce() {
        let d = Diagnostic.error("name \"a\u{1B}[2Jb\u{07}\" tab\tnewline\n", at: SourceLocation(file: "x\u{1B}.json", line: 1, column: 2))
        #expect(d.message == "name \"a\\u{1B}[2Jb\\u{7}\" tab\tnewline\n")
        #expect(d.description == "x\\u{1B}.json:1:2: error: name \"a\\u{1B}[2Jb\\u{7}\" tab\tnewline\n")
        var changed = d
        changed.message = "\u{9B}31m"
        #expect(changed.message == "\\u{9B}31m")
        #expect(ControlCharacters.escaped("plain é 😀") == "plain é 😀")
    }

    /// Columns count Unicode scalars; the index gives the same answer as counting from the line
    /// start, also deep inside one long line (a minified file) with multi-byte characters.
    @Test func columnsFromTheIndexMatchCounting() {
        var text = ""
        for index in 0..<2_000 { text += index % 7 == 0 ? "é😀," : "ab," }
        text += "\nxyz"
        let source = SourceText(path: "t", text: text)
        let bytes = Array(text.utf8)
        for offset in stride(from: 0, to: bytes.count, by: 37) where bytes[offset] & 0xC0 != 0x80 {
            let line = bytes[..<offset].filter { $0 == 10 }.count + 1
            let start = bytes[..<offset].lastIndex(of: 10).map { $0 + 1 } ?? 0
            let column = bytes[start..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
            let found = source.lineAndColumn(of: offset)
            #expect(found.line == line && found.column == column, "offset \(offset)")
        }
        #expect(source.lineAndColumn(of: bytes.count - 1) == (2, 3))
    }

    @Test func firstInvalidUTF8Byte() {
        #expect(SourceText.firstInvalidUTF8(Array("ok é 😀".utf8)) == nil)
        #expect(SourceText.firstInvalidUTF8([0x61, 0xC3, 0x28]) == 1)
        #expect(SourceText.firstInvalidUTF8([0x61, 0xE0, 0x80, 0x80]) == 1)  // overlong
        #expect(SourceText.firstInvalidUTF8([0xED, 0xA0, 0x80]) == 0)  // surrogate
        #expect(SourceText.firstInvalidUTF8([0x61, 0x62, 0xF0, 0x9F]) == 2)  // cut short
        #expect(SourceText.firstInvalidUTF8([0xFF]) == 0)
    }
}
