import Diagnostics
import SVG
import StylebookTestSupport
import XCTest
@testable import Symbols

/// SF Symbols 7 data (format doc §5.2–§5.3) as Apple's 7.0 export writes it: the reader keeps Draw
/// keyframes, the validator accepts a shipped 7.0 export and reports what Xcode would ignore.
final class TemplateDrawTests: XCTestCase {
    /// orbot-apple's `point.topright.arrow.triangle.backward.to.point.bottomleft.scurvepath`: SF Symbols 7
    /// export (CoreSVG 341, template writer 138.0.0) with Draw keyframes on its curve layer, attachment
    /// data nodes, `-sfsymbols-clipstroke-attachments` and a `.defaults` rule.
    func testAShippedSevenExportIsReadAndValidatesWithoutWarnings() throws {
        let folder = try TestPaths.requireCorpus("realworld/templates/orbot-apple/Shared/Assets.xcassets")
        let name = "point.topright.arrow.triangle.backward.to.point.bottomleft.scurvepath"
        let path = folder + "/\(name).symbolset/\(name).svg"
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        let t = try TemplateReader.read(bytes: [UInt8](bytes), path: path)
        XCTAssertEqual(t.version, 7)
        for id in ["Ultralight-S", "Regular-S", "Black-S"] {
            let keyframes = try XCTUnwrap(t.variant(id)?.paths.map(\.drawKeyframes), id)
            XCTAssertEqual(keyframes.map { $0?.count }, [nil, 25, nil], id)
        }
        XCTAssertTrue(TemplateValidator.usesVersion7Features(t))
        let report = TemplateValidator.validate(t)
        XCTAssertTrue(report.items.isEmpty, report.rendered)
    }

    /// A small template of our own with Draw data added by hand, as the export places it.
    func template(version: TemplateVersion, keyframes: [String: String] = [:], style: String = "") throws -> String {
        let icon = try SVGReader.parse(text: ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 12h16" stroke="#000" stroke-width="2"/></svg>"##,
                                       path: "line.svg")
        var options = SymbolOptions()
        options.templateVersion = version
        options.variants = .masters
        var text = try SymbolConverter.convert(icon: icon, options: options).template
        for (variant, list) in keyframes {
            let marker = "<g id=\"\(variant)\""
            let start = try XCTUnwrap(text.range(of: marker))
            let pathStart = try XCTUnwrap(text.range(of: "<path ", range: start.upperBound..<text.endIndex))
            text.replaceSubrange(pathStart, with: "<path data-clipstroke-keyframes=\"\(list)\" ")
        }
        if !style.isEmpty { text = text.replacingOccurrences(of: "<g id=\"Notes\">", with: "<style>\(style)</style>\n <g id=\"Notes\">") }
        return text
    }

    func testKeyframeListsOfDifferentLengthsInTheMastersAreReported() throws {
        let one = "0 0 0 0.5 0.45 0 1 0.95 0.0"
        let equal = try template(version: .v7, keyframes: ["Ultralight-S": one, "Regular-S": one, "Black-S": one])
        XCTAssertTrue(TemplateValidator.validate(bytes: Array(equal.utf8), path: "t.svg").items.isEmpty)
        let unequal = try template(version: .v7, keyframes: ["Ultralight-S": one, "Regular-S": one + " 0 0.5 0.7 0.2", "Black-S": one])
        let warnings = TemplateValidator.validate(bytes: Array(unequal.utf8), path: "t.svg").items.map(\.message)
        XCTAssertEqual(warnings, ["path 1 has Draw keyframes of different lengths in Ultralight-S, Regular-S, Black-S "
                                  + "(9, 13, 9); Xcode interpolates Draw only between equal lists"])
    }

    func testUnreadableKeyframesAreALocatedWarning() throws {
        let text = try template(version: .v7, keyframes: ["Regular-S": "0 0 x"])
        let t = try TemplateReader.read(bytes: Array(text.utf8), path: "t.svg")
        let warning = try XCTUnwrap(t.diagnostics.items.first { $0.message.hasPrefix("unreadable data-clipstroke-keyframes") })
        XCTAssertNotNil(warning.location?.line)
        XCTAssertNil(t.variant("Regular-S")?.paths[0].drawKeyframes)
    }

    func testSevenPropertiesBelowSevenAndBadValuesAreReported() throws {
        let six = try template(version: .v6, style: ".monochrome-0 {-sfsymbols-variable-draw:0 0.5}")
        let sixWarnings = TemplateValidator.validate(bytes: Array(six.utf8), path: "t.svg").items.map(\.message)
        XCTAssertTrue(sixWarnings.contains { $0.contains("sets -sfsymbols-variable-draw, which Xcode reads only from Template v.7.0") },
                      sixWarnings.joined(separator: "\n"))
        let seven = try template(version: .v7, style: ".monochrome-0 {-sfsymbols-variable-draw:0 2}\n.defaults {-sfsymbols-variable-value-mode:size}")
        let sevenWarnings = TemplateValidator.validate(bytes: Array(seven.utf8), path: "t.svg").items.map(\.message)
        XCTAssertTrue(sevenWarnings.contains(".monochrome-0: -sfsymbols-variable-draw '0 2' is not a start and a span from 0 to 1"),
                      sevenWarnings.joined(separator: "\n"))
        XCTAssertTrue(sevenWarnings.contains(".defaults: -sfsymbols-variable-value-mode 'size' is neither color nor draw"))
        // A 7.0 template that uses SF Symbols 7 data is not told that 3.0 would do.
        XCTAssertFalse(sevenWarnings.contains { $0.contains("Template v.3.0 is enough") })
    }
}
