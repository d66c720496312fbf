import Diagnostics
@testable import FontFiles
import XCTest

/// Fonts written here, valid and then broken in one place: every break is a located error
/// naming the file and the table, never a crash.
final class MalformedFontTests: XCTestCase {
    private func error(_ bytes: [UInt8], file: String = "Broken.ttf") -> String? {
        do {
            _ = try FontFileReader.faces(in: bytes, file: file)
            return nil
        } catch {
            return error.diagnostics.rendered
        }
    }

    private func assertError(_ bytes: [UInt8], _ fragments: [String], file: StaticString = #filePath, line: UInt = #line) {
        guard let message = error(bytes) else { return XCTFail("no error", file: file, line: line) }
        XCTAssertTrue(message.hasPrefix("Broken.ttf: error: "), message, file: file, line: line)
        for fragment in fragments { XCTAssertTrue(message.contains(fragment), "'\(fragment)' missing from: \(message)", file: file, line: line) }
    }

    func testTheBaseFixtureReads() throws {
        let faces = try FontFileReader.faces(in: FontFixtures.base(), file: "Fixture.ttf")
        XCTAssertEqual(faces.count, 1)
        let face = faces[0]
        XCTAssertEqual(face.family, "Fixture Sans")
        XCTAssertEqual(face.style, "Bold")
        XCTAssertEqual(face.postScriptName, "FixtureSans-Bold")
        XCTAssertEqual(face.weight, 700)
        XCTAssertEqual(face.format, .trueType)
        XCTAssertFalse(face.isItalic)
        XCTAssertTrue(face.hasMonospacedDigits)
        XCTAssertEqual(face.axes, [FontAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 400, maximum: 900, isHidden: false)])
        XCTAssertEqual(face.instances.map(\.name), ["Regular", "Bold"])
        XCTAssertEqual(face.instances.map(\.coordinates), [[400], [700]])
        XCTAssertEqual(face.coverage, [ScriptCoverage(script: "Digits", covered: 10, total: 10),
                                       ScriptCoverage(script: "Latin", covered: 26, total: 52)])
    }

    func testProportionalDigitsAndItalicBitsAreRead() throws {
        var tables = FontFixtures.baseTables()
        tables[5] = ("hmtx", FontFixtures.hmtx([500, 600, 550] + [Int](repeating: 600, count: 9)))
        tables[0] = ("OS/2", FontFixtures.os2(weight: 400, selection: 0x01))
        let face = try FontFileReader.faces(in: FontFixtures.sfnt(tables), file: "F.ttf")[0]
        XCTAssertFalse(face.hasMonospacedDigits)
        XCTAssertTrue(face.isItalic)
        XCTAssertEqual(face.weight, 400)
    }

    func testEveryTruncationIsAnErrorNotACrash() {
        let font = FontFixtures.base()
        for length in 0..<font.count {
            // The last table ends at the end of the file, so any shorter file must fail.
            guard let message = error(Array(font.prefix(length))) else {
                return XCTFail("truncated to \(length) of \(font.count) bytes, but read without error")
            }
            XCTAssertTrue(message.hasPrefix("Broken.ttf: error: "), message)
        }
        assertError(Array(font.prefix(20)), ["table directory", "runs past the end"])
    }

    func testTableOffsetPastTheEnd() {
        var font = FontFixtures.base()
        // The first directory record (OS/2): its offset field is at 12 + 8.
        font.replaceSubrange(20..<24, with: FontFixtures.u32(1 << 20))
        assertError(font, ["table directory", "'OS/2' table (offset 1048576", "runs past the end of the file"])
    }

    func testNameRecordCountTooLarge() {
        var name = FontFixtures.name([(1, "X"), (6, "X")])
        name.replaceSubrange(2..<4, with: FontFixtures.u16(4000))
        assertError(FontFixtures.replacing("name", with: name), ["'name' table", "4000 name records"])
    }

    func testNameStringOutsideTheTable() {
        var name = FontFixtures.name([(1, "Fixture"), (6, "Fixture-Regular")])
        // The second record's string offset (record at 6 + 12, offset field + 10).
        name.replaceSubrange(28..<30, with: FontFixtures.u16(60000))
        assertError(FontFixtures.replacing("name", with: name), ["'name' table", "runs past the end"])
    }

    func testMissingPostScriptName() {
        assertError(FontFixtures.replacing("name", with: FontFixtures.name([(1, "Fixture")])), ["'name' table", "no PostScript name (name ID 6)"])
    }

    func testMissingRequiredTable() {
        let tables = FontFixtures.baseTables().filter { $0.0 != "head" }
        assertError(FontFixtures.sfnt(tables), ["table directory", "no 'head' table"])
    }

    func testOutOfRangeClassesAndShortTables() {
        assertError(FontFixtures.replacing("OS/2", with: FontFixtures.os2(weight: 0)), ["'OS/2' table", "usWeightClass is 0"])
        assertError(FontFixtures.replacing("OS/2", with: FontFixtures.os2(width: 12)), ["'OS/2' table", "usWidthClass is 12"])
        assertError(FontFixtures.replacing("OS/2", with: Array(FontFixtures.os2().prefix(40))), ["'OS/2' table", "fsSelection"])
        assertError(FontFixtures.replacing("head", with: FontFixtures.head(unitsPerEm: 0)), ["'head' table", "unitsPerEm is 0"])
        assertError(FontFixtures.replacing("post", with: [0, 3, 0]), ["'post' table"])
        assertError(FontFixtures.replacing("hhea", with: FontFixtures.hhea(metrics: 0)), ["'hhea' table", "numberOfHMetrics is 0"])
    }

    func testWrongCountsInFvarAndCmap() {
        var fvar = FontFixtures.fvar(instances: [(257, 400)])
        fvar.replaceSubrange(12..<14, with: FontFixtures.u16(900))   // instanceCount
        assertError(FontFixtures.replacing("fvar", with: fvar), ["'fvar' table", "900 instance records"])
        assertError(FontFixtures.replacing("fvar", with: FontFixtures.fvar(instances: [], axisSize: 12)), ["'fvar' table", "axisSize is 12"])
        var cmap = FontFixtures.cmap()
        cmap.replaceSubrange(8..<12, with: FontFixtures.u32(1 << 30))  // subtable offset
        assertError(FontFixtures.replacing("cmap", with: cmap), ["'cmap' table", "runs past the end"])
        var segments = FontFixtures.cmap()
        segments.replaceSubrange(18..<20, with: FontFixtures.u16(4000))  // segCountX2
        assertError(FontFixtures.replacing("cmap", with: segments), ["'cmap' table", "format 4 segments"])
    }

    func testCollectionHeaders() {
        let ttc = FontFixtures.tag("ttcf") + FontFixtures.u32(0x0001_0000) + FontFixtures.u32(70000) + FontFixtures.u32(16)
        assertError(ttc, ["collection header", "claims 70000 fonts"])
        let member = FontFixtures.sfnt(FontFixtures.baseTables(), start: 20)
        let good = FontFixtures.tag("ttcf") + FontFixtures.u32(0x0001_0000) + FontFixtures.u32(2) + FontFixtures.u32(20) + FontFixtures.u32(20)
        let faces = try? FontFileReader.faces(in: good + member, file: "C.ttc")
        XCTAssertEqual(faces?.map(\.index), [0, 1])
        XCTAssertEqual(faces?.first?.format, .collection)
        let bad = FontFixtures.tag("ttcf") + FontFixtures.u32(0x0001_0000) + FontFixtures.u32(1) + FontFixtures.u32(9999)
        assertError(bad + member, ["table directory"])
    }

    func testCraftedSizesAreRefusedBeforeAllocating() {
        // 10 stored bytes cannot inflate to 200 MB (deflate's limit is 1032:1).
        var woff = FontFixtures.woff(FontFixtures.baseTables(), stored: ("name", [0x78, 0x9C, 1, 2, 3, 4, 5, 6, 7, 8]))
        let nameEntry = 44 + 6 * 20
        woff.replaceSubrange(nameEntry + 12..<nameEntry + 16, with: FontFixtures.u32(200_000_000))
        assertError(woff, ["'name' table", "more than zlib can inflate"])
    }

    func testACollectionRepeatingOneMemberIsReadOnce() throws {
        let count = 3000
        let start = 12 + count * 4
        var ttc = FontFixtures.tag("ttcf") + FontFixtures.u32(0x0001_0000) + FontFixtures.u32(count)
        for _ in 0..<count { ttc += FontFixtures.u32(start) }
        // Padding makes room for the 3000 members the header claims (16 bytes each at least).
        ttc += FontFixtures.sfnt(FontFixtures.baseTables(), start: start) + [UInt8](repeating: 0, count: 40000)
        let began = Date()
        let faces = try FontFileReader.faces(in: ttc, file: "Many.ttc")
        XCTAssertEqual(faces.count, count)
        XCTAssertEqual(faces.last?.index, count - 1)
        XCTAssertLessThan(Date().timeIntervalSince(began), 5)
    }

    func testNotAFont() {
        assertError(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), ["file header", "not a font file", "'<svg'"])
        assertError([], ["file header"])
    }

    func testWOFFStoredTablesReadAndBrokenOnesAreLocated() throws {
        let face = try FontFileReader.faces(in: FontFixtures.woff(FontFixtures.baseTables()), file: "F.woff")[0]
        XCTAssertEqual(face.postScriptName, "FixtureSans-Bold")
        XCTAssertEqual(face.format, .woff)
        // Fewer stored bytes than the table's size means zlib data; these bytes are not zlib.
        let broken = FontFixtures.woff(FontFixtures.baseTables(), stored: ("name", [0x78, 0x9C, 1, 2, 3]))
        assertError(broken, ["'name' table", "zlib"])
        var longer = FontFixtures.woff(FontFixtures.baseTables())
        longer.replaceSubrange(44 + 8..<44 + 12, with: FontFixtures.u32(5000))  // OS/2 compLength > origLength
        assertError(longer, ["WOFF table directory", "stored in 5000 bytes"])
        assertError(Array(FontFixtures.woff(FontFixtures.baseTables()).prefix(60)), ["WOFF table directory"])
    }

    func testWOFF2BrokenHeadersAndStreamsAreLocated() throws {
        try XCTSkipUnless(SystemDecompressor.hasBrotli, "libbrotlidec is not installed; WOFF2 gives a located error instead")
        var header = FontFixtures.tag("wOF2") + FontFixtures.u32(0x0001_0000) + FontFixtures.u32(80) + FontFixtures.u16(1) + FontFixtures.u16(0)
        header += FontFixtures.u32(100) + FontFixtures.u32(4) + [UInt8](repeating: 0, count: 24)
        // One known table (name, index 5), 10 bytes, then four bytes that are not a Brotli stream.
        assertError(header + [5, 10] + [0xFF, 0xFF, 0xFF, 0xFF], ["WOFF2 data", "Brotli"])
        assertError(header + [5, 0x80, 1], ["WOFF2 table directory", "zero byte"])
        assertError(header + [5, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], ["WOFF2 table directory", "UIntBase128"])
        assertError(Array(header.prefix(30)), ["WOFF2 header"])
    }
}
