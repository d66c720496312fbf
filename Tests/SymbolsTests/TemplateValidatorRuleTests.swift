import XCTest
import Diagnostics
import Geometry
@testable import Symbols

/// One test per validator rule, each on a tiny template written here: Xcode-fatal problems are errors,
/// everything Xcode compiles is at most a warning that says what Xcode does instead.
final class TemplateValidatorRuleTests: XCTestCase {
    private func validate(_ text: String) -> DiagnosticList {
        TemplateValidator.validate(bytes: Array(text.utf8), path: "t.svg")
    }

    private func warnings(_ d: DiagnosticList) -> [Diagnostic] { d.items.filter { $0.severity == .warning } }

    /// The 1-based line of the first line of `text` containing `needle`.
    private func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    /// Three masters (and optionally a Regular-M) with the given path data, Template v.3.0 unless `version` is nil.
    private func masters(_ ultralight: String, _ regular: String, _ black: String, regularM: String? = nil,
                         version: String? = "<text id=\"template-version\">Template v.3.0</text>") -> String {
        var margins = ""
        for (i, id) in ["Ultralight-S", "Regular-S", "Black-S"].enumerated() {
            let x = 500.0 + Double(i) * 500
            margins += "  <line id=\"left-margin-\(id)\" x1=\"\(x)\" x2=\"\(x)\" y1=\"600\" y2=\"720\"/>\n"
            margins += "  <line id=\"right-margin-\(id)\" x1=\"\(x + 20)\" x2=\"\(x + 20)\" y1=\"600\" y2=\"720\"/>\n"
        }
        let m = regularM.map { "<g id=\"Regular-M\" transform=\"matrix(1 0 0 1 1400 1126)\"><path d=\"\($0)\"/></g>" } ?? ""
        return """
        <svg xmlns="http://www.w3.org/2000/svg">
        <g id="Notes">\(version ?? "")</g>
        \(MiniTemplate.guides(margins: margins))
        <g id="Symbols">
         <g id="Ultralight-S" transform="matrix(1 0 0 1 500 696)"><path d="\(ultralight)"/></g>
         <g id="Regular-S" transform="matrix(1 0 0 1 1000 696)"><path d="\(regular)"/></g>
         <g id="Black-S" transform="matrix(1 0 0 1 1500 696)"><path d="\(black)"/></g>
         \(m)
        </g>
        </svg>
        """
    }

    // MARK: stroke-width without a stroke paint

    func testAPlainIconIsOneErrorThatSaysHowToMakeATemplate() {
        let d = validate("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M2 2h20v20H2z\"/></svg>")
        XCTAssertEqual(d.errors.count, 1, d.rendered)
        XCTAssertEqual(d.count, 1, d.rendered)
        XCTAssertTrue(d.errors.first?.message.hasPrefix("not an SF Symbols template") == true, d.rendered)
        XCTAssertTrue(d.errors.first?.message.contains("stylebook symbol t.svg -o TEMPLATE.svg") == true, d.rendered)
        // A template with its guides but no glyph is still judged rule by rule.
        let guidesOnly = validate("""
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200"><g id="Guides">
        <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/><line id="Capline-M" x1="263" x2="3036" y1="1055" y2="1055"/>
        </g></svg>
        """)
        XCTAssertFalse(guidesOnly.items.contains { $0.message.hasPrefix("not an SF Symbols template") }, guidesOnly.rendered)
        XCTAssertTrue(guidesOnly.items.contains { $0.message.contains("Regular-M") }, guidesOnly.rendered)
    }

    func testStrokeWidthWithStrokeNoneIsSilent() {
        let d = validate(MiniTemplate.make(pathAttributes: #"stroke="none" stroke-width="1px""#))
        XCTAssertTrue(d.items.isEmpty, d.rendered)
    }

    func testStrokeWidthInStyleWithoutStrokeIsSilent() {
        let d = validate(MiniTemplate.make(pathAttributes: #"style="fill:#000;stroke-width:0.14""#))
        XCTAssertTrue(d.items.isEmpty, d.rendered)
    }

    func testInheritedStrokeIsAWarningAtTheDeclaration() {
        let text = MiniTemplate.make(pathAttributes: #"style="stroke-width:0.26""#)
            .replacingOccurrences(of: "<g id=\"Regular-M\"", with: "<g id=\"Regular-M\" stroke=\"#000\"")
        let d = validate(text)
        XCTAssertFalse(d.hasErrors, d.rendered)
        let w = warnings(d).first { $0.message.contains("stroked") }
        XCTAssertNotNil(w, d.rendered)
        XCTAssertTrue(w?.message.contains("a hairline of 0.26") ?? false, d.rendered)
        XCTAssertTrue(w?.message.contains("Xcode draws the stroke around the filled shape") ?? false, d.rendered)
        XCTAssertEqual(w?.location?.line, line(of: "stroke=\"#000\"", in: text))
    }

    func testHairlineStrokedMastersWithoutRegularMCompile() {
        // As an Inkscape-edited SF Symbols 6 export that ships: three masters, no Regular-M, every path
        // filled and stroked 0.5 wide.
        let square = "M 0 0 L 10 0 L 10 -10 L 0 -10 Z"
        let text = masters(square, square, square).replacingOccurrences(
            of: "<path d=", with: "<path style=\"fill:#000000;stroke:#000000;stroke-width:0.5;stroke-dasharray:none\" d=")
        let d = validate(text)
        XCTAssertFalse(d.hasErrors, d.rendered)
        let w = warnings(d).filter { $0.message.contains("stroked (a hairline of 0.5)") }
        XCTAssertEqual(w.count, 1, d.rendered)
        XCTAssertTrue(w.first?.message.contains("(3 shapes; the first is here)") ?? false, d.rendered)
    }

    func testGradientMastersWithoutRegularMAreAnError() {
        let square = "M 0 0 L 10 0 L 10 -10 L 0 -10 Z"
        let text = masters(square, square, square)
            .replacingOccurrences(of: "<g id=\"Black-S\"", with: "<g id=\"Black-S\" fill=\"url(#g)\"")
        let d = validate(text)
        XCTAssertTrue(warnings(d).contains { $0.message.contains("gradient") }, d.rendered)
        XCTAssertTrue(d.errors.contains { $0.message.contains("Regular-M") && $0.message.contains("not plain filled paths") },
                      d.rendered)
    }

    // MARK: transforms on paths

    func testTranslateOnAPathIsAcceptedAndMeasured() throws {
        // As SF Symbols 7 writes it in an unedited export.
        let text = MiniTemplate.make(pathAttributes: #"transform="translate(2 0)""#)
        let d = validate(text)
        XCTAssertTrue(d.items.isEmpty, d.rendered)
        let t = try TemplateReader.read(bytes: Array(text.utf8), path: "t.svg")
        let b = try XCTUnwrap(t.variant("Regular-M")?.artboardBounds)
        XCTAssertEqual(b.minX, 1400 + 10 + 2, accuracy: 1e-9)
        XCTAssertEqual(b.maxX, 1400 + 90 + 2, accuracy: 1e-9)
    }

    // MARK: arcs

    func testByteIdenticalArcsInMastersAreCompatible() {
        let ring = "M 0 -5 A 5 5 0 0 1 10 -5 A 5 5 0 0 1 0 -5 Z"
        let d = validate(masters(ring, ring, ring))
        XCTAssertFalse(d.hasErrors, d.rendered)
        XCTAssertFalse(d.items.contains { $0.message.contains("interpolation-compatible") }, d.rendered)
        // One note about arcs for the whole template, not one per path.
        XCTAssertEqual(warnings(d).filter { $0.message.contains("arcs") }.count, 1, d.rendered)
    }

    func testDifferentArcsInMastersWithoutRegularMAreAWarning() {
        // The masters may not interpolate, but Apple's reader does not ask for Regular-M on that account.
        let d = validate(masters("M 0 -5 A 5 5 0 0 1 10 -5 Z", "M 0 -5 A 5 5 0 0 1 10 -5 Z", "M 0 -5 A 6 6 0 1 1 10 -5 Z"))
        XCTAssertFalse(d.hasErrors, d.rendered)
        XCTAssertTrue(warnings(d).contains { $0.message.contains("uses arcs that differ")
            && $0.message.contains("interpolates nothing") }, d.rendered)
    }

    func testACircleOfTwoArcsHasItsRealSize() throws {
        let text = MiniTemplate.make().replacingOccurrences(
            of: "M 10 0 L 90 0 L 90 -70 L 10 -70 Z", with: "M 10 -35 A 35 35 0 0 1 80 -35 A 35 35 0 0 1 10 -35 Z")
        let d = validate(text)
        XCTAssertFalse(d.hasErrors, d.rendered)
        let b = try XCTUnwrap(try TemplateReader.read(bytes: Array(text.utf8), path: "t.svg").variant("Regular-M")?.artboardBounds)
        XCTAssertEqual(b.width, 70, accuracy: 0.05)
        XCTAssertEqual(b.height, 70, accuracy: 0.05)
    }

    // MARK: version marker

    func testOutlinedVersionMarkerIsAWarning() {
        // Figma: the marker outlined to a path. Xcode reads version 0 and needs Regular-M, which is here.
        let text = MiniTemplate.make(version: nil)
            .replacingOccurrences(of: "<g id=\"Guides\">", with: "<g id=\"Notes\"><path id=\"template-version\" d=\"M0 0 L1 1\"/></g>\n <g id=\"Guides\">")
        let d = validate(text)
        XCTAssertFalse(d.hasErrors, d.rendered)
        let w = warnings(d).filter { $0.message.contains("template-version") }
        XCTAssertEqual(w.count, 1, d.rendered)
        XCTAssertTrue(w.first?.message.contains("version 0") ?? false)
        XCTAssertEqual(w.first?.location?.line, line(of: "path id=\"template-version\"", in: text))
    }

    func testVersionZeroWithOnlyMastersIsAnError() {
        let square = "M 0 0 L 10 0 L 10 -10 L 0 -10 Z"
        let d = validate(masters(square, square, square, version: nil))
        XCTAssertTrue(d.errors.contains { $0.message.contains("Regular-M") }, d.rendered)
        XCTAssertFalse(validate(masters(square, square, square, regularM: square, version: nil)).hasErrors)
    }

    func testVersionOneIsAWarningThatMarginsAreIgnored() {
        let d = validate(MiniTemplate.make(version: "Template v.1.0"))
        XCTAssertFalse(d.hasErrors, d.rendered)
        XCTAssertTrue(warnings(d).contains { $0.message.contains("Xcode ignores the margin guides") }, d.rendered)
    }

    // MARK: Xcode-fatal problems stay errors

    func testNoGlyphIsAnError() {
        let text = MiniTemplate.make().replacingOccurrences(of: "id=\"Regular-M\"", with: "id=\"Regular-X\"")
        let d = validate(text)
        XCTAssertTrue(d.errors.contains { $0.message.contains("Regular weight Medium size") }, d.rendered)
    }

    func testNonShapeContentIsAnError() {
        let text = MiniTemplate.make(extra: #"<image href="x.png" width="10" height="10"/>"#)
        let d = validate(text)
        let e = d.errors.first { $0.message.contains("<image>") }
        XCTAssertNotNil(e, d.rendered)
        XCTAssertEqual(e?.location?.line, line(of: "<image", in: text))
    }

    func testUnreadableNumbersAreLocatedErrors() {
        let nanMatrix = MiniTemplate.make().replacingOccurrences(of: "matrix(1 0 0 1 1400 1126)", with: "matrix(nan 0 0 inf 1400 1126)")
        let d1 = validate(nanMatrix)
        let e1 = d1.errors.first { $0.message.contains("unreadable transform") && $0.message.contains("\"nan\"") }
        XCTAssertNotNil(e1, d1.rendered)
        let transformLine = line(of: "matrix(nan", in: nanMatrix)
        XCTAssertEqual(e1?.location?.line, transformLine)
        // The column points at `nan` itself, inside the attribute value.
        let lineText = nanMatrix.split(separator: "\n", omittingEmptySubsequences: false)[(transformLine ?? 1) - 1]
        let column = lineText.utf8.count - (lineText.range(of: "nan 0 0 inf").map { lineText[$0.lowerBound...].utf8.count } ?? 0) + 1
        XCTAssertEqual(e1?.location?.column, column)

        let nanGuide = MiniTemplate.make().replacingOccurrences(of: "y1=\"1126\"", with: "y1=\"nan\"")
        let d2 = validate(nanGuide)
        XCTAssertEqual(d2.errors.filter { $0.message.contains("unreadable y1=\"nan\"") }.count, 1, d2.rendered)

        // Also on an element nobody reads (a Notes decoration): the file must read as a whole.
        let notes = MiniTemplate.make().replacingOccurrences(
            of: "<g id=\"Guides\">", with: "<line x1=\"263\" x2=\"3036\" y1=\"inf\" y2=\"292\"/>\n <g id=\"Guides\">")
        let dn = validate(notes)
        XCTAssertEqual(dn.errors.count, 1, dn.rendered)
        XCTAssertTrue(dn.errors.first?.message.hasPrefix("unreadable y1=\"inf\"") ?? false, dn.rendered)

        let overflow = MiniTemplate.make().replacingOccurrences(of: "L 90 0", with: "L 1e999 0")
        let d3 = validate(overflow)
        XCTAssertTrue(d3.errors.contains { $0.message.contains("bad path data: the number 1e999 is too large") }, d3.rendered)
    }

    func testIncompatibleMastersAreAWarningWhenRegularMIsThere() {
        let square = "M 0 0 L 10 0 L 10 -10 L 0 -10 Z"
        let d = validate(masters(square, square, "M 0 0 L 10 0 L 10 -10 Z", regularM: square))
        XCTAssertFalse(d.hasErrors, d.rendered)
        XCTAssertTrue(warnings(d).contains { $0.message.contains("Xcode will not interpolate") }, d.rendered)
    }

    func testIncompatibleMastersWithoutRegularMAreAWarningNotAnError() {
        // As an Inkscape-edited SF Symbols 6 export that ships (Meshtastic's soil moisture): the three masters
        // were redrawn with different curve structures and there is no Regular-M. Apple's reader requires
        // Regular-M only when the masters are missing or not path-based, so this compiles, uninterpolated.
        let square = "M 0 0 L 10 0 L 10 -10 L 0 -10 Z"
        let curved = "M 0 0 C 3 0 10 0 10 -5 L 10 -10 L 0 -10 Z"
        let d = validate(masters(square, curved, square))
        XCTAssertFalse(d.hasErrors, d.rendered)
        let w = warnings(d).first { $0.message.contains("interpolation-compatible") }
        XCTAssertTrue(w?.message.contains("interpolates nothing, so only the variants drawn here get glyphs") ?? false,
                      d.rendered)
        // Before Template v.3.0 masters never stand in for Regular-M.
        let v2 = validate(masters(square, curved, square, version: "<text id=\"template-version\">Template v.2.0</text>"))
        XCTAssertTrue(v2.errors.contains { $0.message.contains("Regular-M") }, v2.rendered)
    }

    /// A template saved as UTF-16 (with or without a byte-order mark) is judged like its UTF-8 text.
    func testUTF16TemplateIsReadLikeItsText() {
        let text = MiniTemplate.make().replacingOccurrences(of: "L 90 0", with: "L 90 0 Q")
        let reference = validate(text).rendered
        XCTAssertTrue(reference.contains("bad path data"), reference)
        for mark: [UInt8] in [[0xFF, 0xFE], []] {
            var bytes = mark
            for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            XCTAssertEqual(TemplateValidator.validate(bytes: bytes, path: "t.svg").rendered, reference)
        }
    }

    // MARK: repeated warnings

    func testRepeatedWarningsAreReportedOnceWithACount() {
        var text = MiniTemplate.make(pathAttributes: #"fill-rule="evenodd""#)
            .replacingOccurrences(of: Self.plainSquare, with: Self.squareWithSameDirectionHole)
        text = text.replacingOccurrences(of: "</g>\n </g>\n</svg>", with: """
        </g>
          <g id="Regular-S" transform="matrix(1 0 0 1 1400 696)"><path fill-rule="evenodd" d="M 0 0 L 9 0 L 9 -9 Z M 3 -1 L 7 -1 L 7 -5 Z"/></g>
         </g>
        </svg>
        """)
        let d = validate(text)
        let evenOdd = warnings(d).filter { $0.message.contains("even-odd") }
        XCTAssertEqual(evenOdd.count, 1, d.rendered)
        XCTAssertTrue(evenOdd.first?.message.contains("(2 shapes; the first is here)") ?? false, d.rendered)
    }

    func testEvenOddInheritedFromAGroupIsAWarning() {
        // Sketch sets fill-rule on its page group.
        let text = MiniTemplate.make().replacingOccurrences(of: "<g id=\"Symbols\">", with: "<g id=\"Symbols\" fill-rule=\"evenodd\">")
            .replacingOccurrences(of: Self.plainSquare, with: Self.squareWithSameDirectionHole)
        let d = validate(text)
        XCTAssertFalse(d.hasErrors, d.rendered)
        let w = warnings(d).filter { $0.message.contains("even-odd") }
        XCTAssertEqual(w.count, 1, d.rendered)
        XCTAssertEqual(w.first?.location?.line, line(of: "fill-rule=\"evenodd\"", in: text))
    }

    /// Sketch and Figma exports put even-odd on everything; where the contours already alternate
    /// direction (or do not nest) non-zero paints the same region, so Xcode draws what was designed.
    func testEvenOddIsSilentWhereNonZeroPaintsTheSame() {
        let cases = [
            Self.plainSquare,                                                          // one contour
            Self.plainSquare + " M 30 -20 L 30 -50 L 70 -50 L 70 -20 Z",               // hole runs the other way
            "M 10 0 L 40 0 L 40 -70 L 10 -70 Z M 90 0 L 90 -70 L 60 -70 L 60 0 Z",      // side by side, opposite ways
            Self.plainSquare + " M 30 0 L 30 -40 L 70 -40 L 70 0 Z",                 // reversed hole touching the edge
            // three levels alternating: ink, hole, island
            Self.plainSquare + " M 20 -10 L 20 -60 L 80 -60 L 80 -10 Z M 40 -25 L 60 -25 L 60 -45 L 40 -45 Z",
        ]
        for path in cases {
            let text = MiniTemplate.make(pathAttributes: #"fill-rule="evenodd""#).replacingOccurrences(of: Self.plainSquare, with: path)
            let d = validate(text)
            XCTAssertFalse(d.hasErrors, d.rendered)
            XCTAssertFalse(warnings(d).contains { $0.message.contains("even-odd") }, path + "\n" + d.rendered)
        }
    }

    func testEvenOddWarnsWhereNonZeroFillsAHole() {
        let cases = [
            Self.squareWithSameDirectionHole,
            // contours that touch (the hole shares the outline's bottom edge) take the boolean route
            Self.plainSquare + " M 30 0 L 70 0 L 70 -40 L 30 -40 Z",
            // ink, reversed hole, island: all alike under both rules; a fourth contour inside the island
            // running like it gives winding 2 where even-odd (four contours) leaves a hole
            Self.plainSquare + " M 20 -10 L 20 -60 L 80 -60 L 80 -10 Z M 40 -25 L 60 -25 L 60 -45 L 40 -45 Z"
                + " M 45 -30 L 55 -30 L 55 -40 L 45 -40 Z",
        ]
        for path in cases {
            let text = MiniTemplate.make(pathAttributes: #"fill-rule="evenodd""#).replacingOccurrences(of: Self.plainSquare, with: path)
            let d = validate(text)
            XCTAssertFalse(d.hasErrors, d.rendered)
            XCTAssertEqual(warnings(d).filter { $0.message.contains("even-odd") }.count, 1, path + "\n" + d.rendered)
        }
    }

    /// The glyph `MiniTemplate` draws in Regular-M, and the same square with a hole drawn in the same direction.
    static let plainSquare = "M 10 0 L 90 0 L 90 -70 L 10 -70 Z"
    static let squareWithSameDirectionHole = "M 10 0 L 90 0 L 90 -70 L 10 -70 Z M 30 -20 L 70 -20 L 70 -50 L 30 -50 Z"

    func testAClipOnAMasterGroupIsAWarning() {
        let square = "M 0 0 L 10 0 L 10 -10 L 0 -10 Z"
        let text = masters(square, square, square)
            .replacingOccurrences(of: "<g id=\"Regular-S\"", with: "<g id=\"Regular-S\" clip-path=\"url(#c)\"")
        let d = validate(text)
        XCTAssertFalse(d.hasErrors, d.rendered)
        let w = warnings(d).first { $0.message.contains("uses clip-path") }
        XCTAssertNotNil(w, d.rendered)
        XCTAssertEqual(w?.location?.line, line(of: "clip-path=", in: text))
    }

    func testGuidesUpsideDownAreOneError() {
        let text = MiniTemplate.make().replacingOccurrences(of: "y1=\"1055.541\" y2=\"1055.541\"", with: "y1=\"1130\" y2=\"1130\"")
        let d = validate(text)
        XCTAssertEqual(d.errors.count, 1, d.rendered)
        XCTAssertTrue(d.errors.first?.message.hasPrefix("Capline-M must be above Baseline-M") ?? false, d.rendered)
        XCTAssertEqual(d.errors.first?.location?.line, line(of: "id=\"Capline-M\"", in: text))
    }

    func testDefinitionsInsideAVariantAreAWarningAndDrawNothing() throws {
        let text = MiniTemplate.make(extra: #"<defs><clipPath id="c"><rect width="500" height="500"/></clipPath></defs>"#)
        let d = validate(text)
        XCTAssertFalse(d.hasErrors, d.rendered)
        XCTAssertTrue(warnings(d).contains { $0.message.contains("<defs> definition") }, d.rendered)
        // The clip path's big rectangle is not part of the glyph.
        let b = try XCTUnwrap(try TemplateReader.read(bytes: Array(text.utf8), path: "t.svg").variant("Regular-M")?.artboardBounds)
        XCTAssertEqual(b.width, 80, accuracy: 1e-9)
    }
}
