import Foundation
import StylebookTestSupport
import XCTest

/// `stylebook fonts`, run as a user runs it.
final class FontsCommandTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "stylebook-fonts-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        try Data(FontFixtures.base()).write(to: URL(fileURLWithPath: dir + "/fonts/FixtureSans-Bold.ttf"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    func testWritesSwiftAndPrintsThePlistEntry() throws {
        let result = try runStylebook(["fonts", "fonts", "--swift", "Generated/Fonts.swift", "--plist", "--public"], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertEqual(result.stdout, "<key>UIAppFonts</key>\n<array>\n\t<string>FixtureSans-Bold.ttf</string>\n</array>\n")
        XCTAssertTrue(result.stderr.contains("1 face(s) in 1 family from 1 file(s); 1 file(s) changed"), result.stderr)
        let swift = try String(contentsOfFile: dir + "/Generated/Fonts.swift", encoding: .utf8)
        XCTAssertTrue(swift.contains("public static let bold = Face(family: \"Fixture Sans\""), swift)
        let again = try runStylebook(["fonts", "fonts", "--swift", "Generated/Fonts.swift", "--public"], in: dir)
        XCTAssertTrue(again.stderr.contains("0 file(s) changed"), again.stderr)
        XCTAssertEqual(try String(contentsOfFile: dir + "/Generated/Fonts.swift", encoding: .utf8), swift)
    }

    /// A folder given through a symbolic link (as a package target links a shared fonts folder) is searched.
    func testALinkedFolderIsSearched() throws {
        try FileManager.default.createSymbolicLink(atPath: dir + "/linked", withDestinationPath: "fonts")
        let result = try runStylebook(["fonts", "linked", "--plist"], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertTrue(result.stdout.contains("<string>FixtureSans-Bold.ttf</string>"), result.stdout)
    }

    func testMalformedFontIsALocatedErrorAndNothingIsWritten() throws {
        var broken = FontFixtures.base()
        broken.replaceSubrange(20..<24, with: FontFixtures.u32(1 << 20))
        try Data(broken).write(to: URL(fileURLWithPath: dir + "/fonts/Broken.otf"))
        let result = try runStylebook(["fonts", "fonts", "--swift", "Fonts.swift"], in: dir)
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertTrue(result.stderr.contains("fonts/Broken.otf: error: table directory: the 'OS/2' table (offset 1048576"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/Fonts.swift"))
    }

    func testMissingFolderEmptyFolderAndClashingNames() throws {
        try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
        let missing = try runStylebook(["fonts", "nope", "empty", "--swift", "Fonts.swift"], in: dir)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("nope: error: no such file or folder"), missing.stderr)
        XCTAssertTrue(missing.stderr.contains("empty: error: no font files (.otc, .otf, .ttc, .ttf, .woff, .woff2) in this folder"), missing.stderr)
        try FileManager.default.createDirectory(atPath: dir + "/other", withIntermediateDirectories: true)
        var renamed = FontFixtures.baseTables()
        renamed[6] = ("name", FontFixtures.name([(1, "Other"), (6, "Other-Regular")]))
        try Data(FontFixtures.sfnt(renamed)).write(to: URL(fileURLWithPath: dir + "/other/FixtureSans-Bold.ttf"))
        let clash = try runStylebook(["fonts", "fonts", "other", "--plist"], in: dir)
        XCTAssertEqual(clash.status, 1)
        XCTAssertTrue(clash.stderr.contains("fonts/FixtureSans-Bold.ttf: error: font file name 'FixtureSans-Bold.ttf' is also used by other/FixtureSans-Bold.ttf"), clash.stderr)
        XCTAssertEqual(clash.stdout, "")
        let neither = try runStylebook(["fonts", "fonts"], in: dir)
        XCTAssertNotEqual(neither.status, 0)
        XCTAssertTrue(neither.stderr.contains("give --swift FILE, --plist, or both"), neither.stderr)
    }

    func testTemplateGetsSwiftGensFontsContext() throws {
        try FileManager.default.createDirectory(atPath: dir + "/fonts/sub", withIntermediateDirectories: true)
        var italic = FontFixtures.baseTables()
        italic[6] = ("name", FontFixtures.name([(1, "Fixture Sans"), (2, "Italic"), (6, "FixtureSans-Italic")]))
        try Data(FontFixtures.sfnt(italic)).write(to: URL(fileURLWithPath: dir + "/fonts/sub/Italic.ttf"))
        try """
        {% for family in families %}
        {{ family.name }}:{% for font in family.fonts %} {{ font.name }}/{{ font.style }}/{{ font.path }}{% endfor %};
        {% endfor %}
        enum {{ param.enumName|default:"FontFamily" }}
        """.write(toFile: dir + "/fonts.stencil", atomically: true, encoding: .utf8)
        let result = try runStylebook(["fonts", "fonts/", "--swift", "Out.swift", "--template", "fonts.stencil", "--param", "enumName=Brand"], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        let text = try String(contentsOfFile: dir + "/Out.swift", encoding: .utf8)
        XCTAssertEqual(text, "Fixture Sans: FixtureSans-Bold/Bold/fonts/FixtureSans-Bold.ttf FixtureSans-Italic/Italic/fonts/sub/Italic.ttf;\nenum Brand")
        let broken = try runStylebook(["fonts", "fonts", "--swift", "Out.swift", "--template", "missing.stencil"], in: dir)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.contains("missing.stencil: error: cannot read the template"), broken.stderr)
    }

    func testTextStylesAreCheckedAgainstTheFaces() throws {
        // A static Fixture Sans Bold only (the base font's weight axis would cover every weight).
        try Data(FontFixtures.sfnt(FontFixtures.baseTables().filter { $0.0 != "fvar" })).write(to: URL(fileURLWithPath: dir + "/fonts/FixtureSans-Bold.ttf"))
        func style(_ families: String, _ weight: Int) -> String {
            "{ \"$value\": { \"fontFamily\": \(families), \"fontSize\": { \"value\": 16, \"unit\": \"px\" }, \"fontWeight\": \(weight), \"lineHeight\": 1.5 } }"
        }
        try """
        { "type": { "$type": "typography",
          "body": \(style("[\"Fixture Sans\", \"system-ui\"]", 400)),
          "title": \(style("\"Fixture Sans\"", 700)),
          "brand": \(style("[\"Brandy\", \"system-ui\"]", 400)),
          "mixed": \(style("[\"Brandy\", \"Fixture Sans\"]", 700))
        } }
        """.write(toFile: dir + "/type.tokens.json", atomically: true, encoding: .utf8)
        let result = try runStylebook(["fonts", "fonts", "--swift", "Fonts.swift", "--tokens", "type.tokens.json"], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        let lines = result.stderr.split(separator: "\n").map(String.init).filter { $0.contains("warning") || $0.contains("error") }
        XCTAssertEqual(lines, [
            "type.tokens.json:2:11: warning: text style 'type.body': 'Fixture Sans' has no weight 400 (faces: FixtureSans-Bold 700); "
                + "FixtureSans-Bold (700) is what the platform will use",
            "type.tokens.json:5:12: warning: text style 'type.mixed': font family 'Brandy' is neither among the fonts nor a system font; 'Fixture Sans' is used",
        ])
        try ("""
        { "type": { "$type": "typography", "lost": \(style("[\"Brandy\"]", 400)) } }
        """).write(toFile: dir + "/lost.tokens.json", atomically: true, encoding: .utf8)
        let lost = try runStylebook(["fonts", "fonts", "--swift", "Lost.swift", "--tokens", "lost.tokens.json"], in: dir)
        XCTAssertEqual(lost.status, 1)
        XCTAssertTrue(lost.stderr.contains("lost.tokens.json:1:44: error: text style 'type.lost' names 'Brandy', neither among the fonts (Fixture Sans) nor a system font"), lost.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/Lost.swift"))
    }

    func testLiberationFamiliesFromTheDebianPackage() throws {
        let folder = try InstalledFonts.require(InstalledFonts.liberation, package: "fonts-liberation")
        let result = try runStylebook(["fonts", folder, "--swift", "Fonts.swift"], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        let swift = try String(contentsOfFile: dir + "/Fonts.swift", encoding: .utf8)
        XCTAssertTrue(swift.contains("static let boldItalic = Face(family: \"Liberation Mono\", style: \"Bold Italic\", postScriptName: \"LiberationMono-BoldItalic\", "
                                     + "weight: 700, isItalic: true, hasMonospacedDigits: true, fileName: \"LiberationMono-BoldItalic.ttf\")"), swift)
        XCTAssertTrue(swift.contains("enum LiberationSansNarrow {"))
    }
}
