import Testing
@testable import Diagnostics

@Suite struct DiagnosticTests {
    @Test func rendersCompilerStyle() {
        let d = Diagnostic.error("unknown element 'foo'", at: SourceLocation(file: "a.svg", line: 3, column: 7))
        #expect(d.description == "a.svg:3:7: error: unknown element 'foo'")
        let w = Diagnostic.warning("shape outside view box", at: SourceLocation(file: "b.svg"))
        #expect(w.description == "b.svg: warning: shape outside view box")
        #expect(Diagnostic.note("n").description == "note: n")
    }

    @Test func listTracksErrors() {
        var list = DiagnosticList()
        list.warning("w")
        #expect(!list.hasErrors)
        list.error("e")
        #expect(list.hasErrors)
        #expect(list.errors.count == 1)
        #expect(list.warnings.count == 1)
    }

    @Test func mapsOffsetsToLinesAndColumns() {
        let text = SourceText(path: "t.json", text: "ab\ncdé\nf")
        #expect(text.lineAndColumn(of: 0) == (1, 1))
        #expect(text.lineAndColumn(of: 1) == (1, 2))
        #expect(text.lineAndColumn(of: 3) == (2, 1))
        // 'é' is two bytes; the 'f' after the newline is line 3 column 1.
        #expect(text.lineAndColumn(of: 8) == (3, 1))
        // Offset of the byte after 'é' counts é as one column.
        #expect(text.lineAndColumn(of: 7) == (2, 4))
    }
}
