import FontFiles
import Foundation
import StylebookTestSupport
import XCTest

/// Real open-licence fonts from Debian packages, compared with fontconfig's `fc-query`.
final class RealFontTests: XCTestCase {
    /// Asserts `faces` (one per collection member) say what fc-query says of `file`.
    private func assertMatchesFontconfig(_ file: String, line: UInt = #line) throws -> [FontFace] {
        let faces = try FontFileReader.read(file: file)
        let reported = try InstalledFonts.fcQuery(file).filter { $0.index < 0x10000 && !$0.variable }
        XCTAssertEqual(faces.count, reported.count, file, line: line)
        for (face, fc) in zip(faces, reported) {
            let what = "\(file)#\(face.index)"
            XCTAssertEqual(face.index, fc.index, what, line: line)
            XCTAssertEqual(face.family, fc.family, what, line: line)
            XCTAssertEqual(face.style, fc.style, what, line: line)
            XCTAssertEqual(face.postScriptName, fc.postScriptName, what, line: line)
            XCTAssertEqual(InstalledFonts.fontconfigWeight(Double(face.weight)), Double(fc.weight) ?? -1, accuracy: 0.01, what, line: line)
            XCTAssertEqual(InstalledFonts.fontconfigWidth(face.width), Double(fc.width) ?? -1, what, line: line)
            XCTAssertEqual(face.isItalic, fc.slant != 0, what, line: line)
            XCTAssertEqual(face.isFixedPitch, fc.spacing == "100", what, line: line)
        }
        return faces
    }

    func testLiberationMonoIsMonospacedAndMatchesFontconfig() throws {
        let folder = try InstalledFonts.require(InstalledFonts.liberation, package: "fonts-liberation")
        for style in ["Regular", "Bold", "Italic", "BoldItalic"] {
            let face = try XCTUnwrap(try assertMatchesFontconfig(folder + "/LiberationMono-\(style).ttf").first)
            XCTAssertTrue(face.isFixedPitch)
            XCTAssertTrue(face.hasMonospacedDigits)
            XCTAssertEqual(face.format, .trueType)
        }
        let boldItalic = try FontFileReader.read(file: folder + "/LiberationMono-BoldItalic.ttf")[0]
        XCTAssertEqual([boldItalic.family, boldItalic.style, boldItalic.postScriptName], ["Liberation Mono", "Bold Italic", "LiberationMono-BoldItalic"])
        XCTAssertEqual(boldItalic.weight, 700)
        XCTAssertTrue(boldItalic.isItalic)
        XCTAssertLessThan(boldItalic.italicAngle, 0)
        let scripts = Set(boldItalic.coverage.map(\.script))
        XCTAssertTrue(scripts.isSuperset(of: ["Digits", "Latin", "Latin Extended", "Greek", "Cyrillic"]), "\(scripts)")
        XCTAssertEqual(boldItalic.coverage.first { $0.script == "Latin" }?.covered, 52)
    }

    func testLiberationSansHasTabularDigitsButIsProportional() throws {
        let folder = try InstalledFonts.require(InstalledFonts.liberation, package: "fonts-liberation")
        let face = try XCTUnwrap(try assertMatchesFontconfig(folder + "/LiberationSans-Regular.ttf").first)
        XCTAssertFalse(face.isFixedPitch)
        XCTAssertTrue(face.hasMonospacedDigits)
    }

    func testEveryStaticInterFaceMatchesFontconfig() throws {
        let folder = try InstalledFonts.require(InstalledFonts.inter, package: "fonts-inter")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".otf") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 18)
        var weights = Set<Int>()
        for file in files {
            let face = try XCTUnwrap(try assertMatchesFontconfig(folder + "/" + file).first)
            XCTAssertEqual(face.format, .openTypeCFF, file)
            if face.family == "Inter" { weights.insert(face.weight) }
        }
        XCTAssertEqual(weights, [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    func testInterVariableAxesAndInstancesMatchFontconfig() throws {
        let folder = try InstalledFonts.require(InstalledFonts.interVariable, package: "fonts-inter-variable")
        let file = folder + "/Inter-roman.var.ttf"
        let face = try XCTUnwrap(try assertMatchesFontconfig(file).first)
        XCTAssertTrue(face.isVariable)
        let weight = try XCTUnwrap(face.axes.first { $0.tag == "wght" })
        // fc-query's whole-font entry gives the weight axis range on its scale.
        let variable = try XCTUnwrap(try InstalledFonts.fcQuery(file).first { $0.variable })
        let expectedRange = "[\(Int(InstalledFonts.fontconfigWeight(weight.minimum))) \(Int(InstalledFonts.fontconfigWeight(weight.maximum)))]"
        XCTAssertEqual(variable.weight, expectedRange)
        XCTAssertEqual([weight.minimum, weight.defaultValue, weight.maximum], [100, 400, 900])
        XCTAssertEqual(weight.name, "Weight")
        // Named instances: fc-query lists them as index (n << 16), with their style and weight.
        let instances = try InstalledFonts.fcQuery(file).filter { $0.index >= 0x10000 }
        let axis = try XCTUnwrap(face.axes.firstIndex { $0.tag == "wght" })
        let named = face.instances.filter { $0.coordinates != face.axes.map(\.defaultValue) }
        XCTAssertEqual(named.map(\.name), instances.map(\.style))
        XCTAssertEqual(named.map { InstalledFonts.fontconfigWeight($0.coordinates[axis]) }, instances.map { Double($0.weight) ?? -1 })
        XCTAssertEqual(face.instances.count, 9)
    }

    func testNotoCJKCollectionMembersMatchFontconfig() throws {
        let folder = try InstalledFonts.require(InstalledFonts.notoCJK, package: "fonts-noto-cjk")
        let faces = try assertMatchesFontconfig(folder + "/NotoSansCJK-Regular.ttc")
        XCTAssertEqual(faces.count, 10)
        XCTAssertEqual(faces.first?.postScriptName, "NotoSansCJKjp-Regular")
        XCTAssertTrue(faces.allSatisfy { $0.format == .collection })
        let scripts = Dictionary(uniqueKeysWithValues: faces[0].coverage.map { ($0.script, $0) })
        XCTAssertEqual(scripts["Hiragana"]?.covered, 93)
        XCTAssertGreaterThan(scripts["CJK Ideographs"]?.covered ?? 0, 20000)
        XCTAssertGreaterThan(scripts["Hangul"]?.covered ?? 0, 11000)
        let bold = try assertMatchesFontconfig(folder + "/NotoSansCJK-Bold.ttc")
        XCTAssertEqual(bold.map(\.weight), [Int](repeating: 700, count: 10))
    }

    func testWOFFAndWOFF2GiveTheSameFaceAsTheTrueTypeFile() throws {
        let folder = try InstalledFonts.require(InstalledFonts.fontAwesome, package: "fonts-font-awesome")
        let ttf = try assertMatchesFontconfig(folder + "/fontawesome-webfont.ttf")
        let woff = try assertMatchesFontconfig(folder + "/fontawesome-webfont.woff")
        XCTAssertEqual(woff.first?.format, .woff)
        var comparable = woff.map { face -> FontFace in var f = face; f.file = ""; f.format = .trueType; return f }
        XCTAssertEqual(comparable, ttf.map { face -> FontFace in var f = face; f.file = ""; return f })
        try XCTSkipUnless(FontFileReader.canReadWOFF2, "no Brotli decoder library (libbrotli1) on this machine; WOFF2 files are located errors here")
        let woff2 = try assertMatchesFontconfig(folder + "/fontawesome-webfont.woff2")
        XCTAssertEqual(woff2.first?.format, .woff2)
        comparable = woff2.map { face -> FontFace in var f = face; f.file = ""; f.format = .trueType; return f }
        XCTAssertEqual(comparable, ttf.map { face -> FontFace in var f = face; f.file = ""; return f })
    }

    func testFoldersAreReadInAStableOrderAndGroupedIntoFamilies() throws {
        let folder = try InstalledFonts.require(InstalledFonts.liberation, package: "fonts-liberation")
        let (library, diagnostics) = FontFileReader.library([folder])
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.rendered)
        XCTAssertEqual(library.families.map(\.name), ["Liberation Mono", "Liberation Sans", "Liberation Sans Narrow", "Liberation Serif"])
        XCTAssertEqual(library.families[0].faces.map(\.postScriptName),
                       ["LiberationMono", "LiberationMono-Bold", "LiberationMono-Italic", "LiberationMono-BoldItalic"])
        let (_, missing) = FontFileReader.library([folder + "/nope"])
        XCTAssertEqual(missing.rendered, "\(folder)/nope: error: no such file or folder")
    }
}
