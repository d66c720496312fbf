@testable import FontFiles
import XCTest

/// The nearest-weight rule and family lookup behind `stylebook fonts --tokens`.
final class FontMatchingTests: XCTestCase {
    func testNearestWeightFollowsCSSFontMatching() {
        XCTAssertEqual(FontLibrary.nearestWeight(400, among: [300, 700]), 300, "400: nothing up to 500, then lighter")
        XCTAssertEqual(FontLibrary.nearestWeight(450, among: [300, 500, 700]), 500, "400…500: heavier up to 500 first")
        XCTAssertEqual(FontLibrary.nearestWeight(500, among: [400, 600]), 400, "500: lighter before heavier than 500")
        XCTAssertEqual(FontLibrary.nearestWeight(600, among: [400, 800]), 800, "above 500: heavier first")
        XCTAssertEqual(FontLibrary.nearestWeight(600, among: [100, 400]), 400, "above 500: then the nearest lighter")
        XCTAssertEqual(FontLibrary.nearestWeight(200, among: [300, 700]), 300, "below 400: lighter, none, so the nearest heavier")
        XCTAssertEqual(FontLibrary.nearestWeight(300, among: [100, 200, 900]), 200)
        XCTAssertEqual(FontLibrary.nearestWeight(700, among: [700]), 700)
        XCTAssertNil(FontLibrary.nearestWeight(700, among: []))
    }

    private func face(_ postScriptName: String, _ weight: Int, italic: Bool = false, axis: ClosedRange<Double>? = nil) -> FontFace {
        FontFace(file: "\(postScriptName).ttf", index: 0, format: .trueType, family: "Brand", style: "S", fullName: nil,
                 postScriptName: postScriptName, weight: weight, width: 5, isItalic: italic, italicAngle: italic ? -10 : 0,
                 isFixedPitch: false, hasMonospacedDigits: true, unitsPerEm: 1000,
                 axes: axis.map { [FontAxis(tag: "wght", name: "Weight", minimum: $0.lowerBound, defaultValue: 400, maximum: $0.upperBound, isHidden: false)] } ?? [],
                 instances: [], coverage: [])
    }

    func testFamilyAndWeightMatches() {
        let library = FontLibrary(faces: [face("Brand-Regular", 400), face("Brand-Bold", 700), face("Brand-Italic", 400, italic: true)])
        XCTAssertEqual(library.match(family: "brand", weight: 700), .exact(face("Brand-Bold", 700)))
        XCTAssertEqual(library.match(family: "Brand", weight: 400, italic: true), .exact(face("Brand-Italic", 400, italic: true)))
        guard case .nearest(let nearest, _) = library.match(family: "Brand", weight: 600) else { return XCTFail() }
        XCTAssertEqual(nearest.postScriptName, "Brand-Bold")
        XCTAssertEqual(library.match(family: "Other", weight: 400), .notShipped)
        let variable = FontLibrary(faces: [face("BrandVF", 400, axis: 100...900)])
        XCTAssertEqual(variable.match(family: "Brand", weight: 630), .exact(face("BrandVF", 400, axis: 100...900)))
        let italicOnly = FontLibrary(faces: [face("Brand-Italic", 400, italic: true)])
        guard case .nearest(let fallback, _) = italicOnly.match(family: "Brand", weight: 400) else { return XCTFail("only italic faces") }
        XCTAssertTrue(fallback.isItalic)
    }

    /// An italic request picks among the italic faces by the same rule, even when an upright face
    /// has the exact weight; without italics it falls back to the upright faces.
    func testItalicMatchesAmongItalicFaces() {
        let library = FontLibrary(faces: [face("Brand-SemiBold", 600), face("Brand-Italic", 400, italic: true), face("Brand-BoldItalic", 700, italic: true)])
        XCTAssertEqual(library.match(family: "Brand", weight: 700, italic: true), .exact(face("Brand-BoldItalic", 700, italic: true)))
        guard case .nearest(let nearest, _) = library.match(family: "Brand", weight: 600, italic: true) else { return XCTFail() }
        XCTAssertEqual(nearest.postScriptName, "Brand-BoldItalic", "600 italic: heavier italic first, not the upright 600")
        let upright = FontLibrary(faces: [face("Brand-Regular", 400), face("Brand-Bold", 700)])
        guard case .nearest(let fallback, _) = upright.match(family: "Brand", weight: 700, italic: true) else { return XCTFail("no italic") }
        XCTAssertEqual(fallback.postScriptName, "Brand-Bold")
    }

    func testScriptKeysAndCoverage() {
        XCTAssertEqual(FontScripts.script("Numbers")?.ranges, [0x30...0x39])
        XCTAssertNil(FontScripts.script("digits"))
        var digits = face("Brand-Digits", 400)
        digits.mappedRanges = [0x30...0x39]
        XCTAssertTrue(FontScripts.face(digits, coversAnyOf: FontScripts.script("numbers")!))
        XCTAssertFalse(FontScripts.face(digits, coversAnyOf: FontScripts.script("ja")!))
        XCTAssertFalse(FontScripts.face(digits, coversAnyOf: FontScripts.script("latin")!))
    }

    func testSystemFamilies() {
        for name in ["system-ui", "-apple-system", "Hiragino Sans", "SF Pro Text", "Helvetica Neue", "monospace"] {
            XCTAssertTrue(FontLibrary.isSystemFamily(name), name)
        }
        XCTAssertFalse(FontLibrary.isSystemFamily("Inter"))
        XCTAssertFalse(FontLibrary.isSystemFamily("BrandNumbers"))
    }
}
