import Foundation
import StylebookTestSupport
import XCTest

/// Italic text styles (`$extensions.com.stylebook.fontStyle`): the italic face by the
/// nearest-weight rule among the italic faces, and located warnings where there is none.
extension FontProjectTests {
    static func italicStyle(_ families: String, _ weight: Int, fontStyle: String) -> String {
        "{ \"$value\": { \"fontFamily\": \(families), \"fontSize\": { \"value\": 16, \"unit\": \"px\" }, \"fontWeight\": \(weight), \"lineHeight\": 1.5 }, "
            + "\"$extensions\": { \"com.stylebook\": { \"fontStyle\": \"\(fontStyle)\" } } }"
    }

    func warnings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
    }

    /// The project's fonts folder holds Liberation Sans (Debian's fonts-liberation: Regular, Bold,
    /// Italic and Bold Italic) instead of the fixture face.
    func shipLiberationSansInsteadOfTheFixture() throws {
        let liberation = try InstalledFonts.require(InstalledFonts.liberation + "/LiberationSans-Italic.ttf", package: "fonts-liberation")
        try FileManager.default.removeItem(atPath: dir + "/fonts/FixtureSans-Bold.ttf")
        for style in ["Regular", "Bold", "Italic", "BoldItalic"] {
            let source = (liberation as NSString).deletingLastPathComponent + "/LiberationSans-\(style).ttf"
            try FileManager.default.copyItem(atPath: source, toPath: dir + "/fonts/LiberationSans-\(style).ttf")
        }
    }

    /// Liberation Sans (Debian's fonts-liberation) has Regular, Bold, Italic and Bold Italic.
    func testItalicStylesGetLiberationSansItalicFaces() throws {
        try shipLiberationSansInsteadOfTheFixture()
        try writeProject([
            ("em", Self.italicStyle("\"Liberation Sans\"", 400, fontStyle: "italic")),
            ("strong", Self.italicStyle("\"Liberation Sans\"", 700, fontStyle: "italic")),
            ("semi", Self.italicStyle("\"Liberation Sans\"", 600, fontStyle: "italic")),
            ("slanted", Self.italicStyle("\"Liberation Sans\"", 700, fontStyle: "oblique 12deg")),
            ("upright", Self.italicStyle("\"Liberation Sans\"", 700, fontStyle: "normal")),
            ("plain", Self.style("\"Liberation Sans\"", 400)),
        ])
        let result = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertEqual(warnings(result.stderr), [
            "./type.tokens.json:4:11: warning: text style 'type.semi': 'Liberation Sans' has no italic of weight 600 (faces: LiberationSans 400, "
                + "LiberationSans-Bold 700, LiberationSans-Italic 400 italic, LiberationSans-BoldItalic 700 italic); "
                + "LiberationSans-BoldItalic (700) is what the platform will use",
        ])
        let core = try String(contentsOfFile: dir + "/Generated/Core.swift", encoding: .utf8)
        for (style, postScriptName) in [("em", "LiberationSans-Italic"), ("strong", "LiberationSans-BoldItalic"), ("semi", "LiberationSans-BoldItalic"),
                                        ("slanted", "LiberationSans-BoldItalic"), ("upright", "LiberationSans-Bold"), ("plain", "LiberationSans")] {
            let line = core.split(separator: "\n").first { $0.contains("name: \"type.\(style)\"") }.map(String.init) ?? ""
            XCTAssertTrue(line.contains("postScriptName: \"\(postScriptName)\","), "\(style): \(line)")
        }
    }

    /// A family without italics, an unknown font style and an italic system style are warnings
    /// at the token; the upright face is used.
    func testAMissingItalicIsAWarningNamingTheFaces() throws {
        try writeProject([
            ("em", Self.italicStyle("\"Fixture Sans\"", 700, fontStyle: "italic")),
            ("odd", Self.italicStyle("\"Fixture Sans\"", 700, fontStyle: "slanted")),
            ("system", Self.italicStyle("[\"Hiragino Sans\", \"system-ui\"]", 400, fontStyle: "italic")),
        ])
        let result = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertEqual(warnings(result.stderr), [
            "./type.tokens.json:2:9: warning: text style 'type.em': 'Fixture Sans' has no italic face (faces: FixtureSans-Bold 700); "
                + "FixtureSans-Bold (700, upright) is what the platform will use",
            "./type.tokens.json:3:10: warning: text style 'type.odd': fontStyle 'slanted' is not normal, italic or oblique; the style stays upright",
            "./type.tokens.json:4:13: warning: text style 'type.system' asks for italic, but names no shipped font; italic is given by a "
                + "shipped italic face, so the system font is drawn upright",
        ])
        let core = try String(contentsOfFile: dir + "/Generated/Core.swift", encoding: .utf8)
        XCTAssertTrue(core.contains("fontFamilies: [\"Fixture Sans\"], postScriptName: \"FixtureSans-Bold\", weight: 700"), core)
    }

    /// The typography value's own `fontStyle` member (as Style Dictionary and Tokens Studio write
    /// it) chooses the italic face as the extension does.
    func testFontStyleMemberChoosesTheItalicFace() throws {
        try shipLiberationSansInsteadOfTheFixture()
        let member = { (weight: Int, fontStyle: String) in
            "{ \"$value\": { \"fontFamily\": \"Liberation Sans\", \"fontSize\": { \"value\": 16, \"unit\": \"px\" }, \"fontWeight\": \(weight), "
                + "\"lineHeight\": 1.5, \"fontStyle\": \"\(fontStyle)\" } }"
        }
        try writeProject([("em", member(400, "italic")), ("strong", member(700, "italic")), ("upright", member(700, "normal"))])
        let result = try runStylebook(["build", "."], in: dir)
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertEqual(warnings(result.stderr), [])
        let core = try String(contentsOfFile: dir + "/Generated/Core.swift", encoding: .utf8)
        for (style, postScriptName) in [("em", "LiberationSans-Italic"), ("strong", "LiberationSans-BoldItalic"), ("upright", "LiberationSans-Bold")] {
            let line = core.split(separator: "\n").first { $0.contains("name: \"type.\(style)\"") }.map(String.init) ?? ""
            XCTAssertTrue(line.contains("postScriptName: \"\(postScriptName)\","), "\(style): \(line)")
        }
    }
}
