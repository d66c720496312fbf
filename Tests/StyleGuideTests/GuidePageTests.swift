import Foundation
import XCTest
@testable import StyleGuide
import StylebookKit
import Symbols
import Tokens

/// The guide written from the Kaimono example, checked without a browser: content, validity, determinism.
final class GuidePageTests: XCTestCase {
    static func kaimonoModel() throws -> GuideBuild.Model {
        let config = try ProjectConfig.load(at: GuideTestSupport.example)
        let model = GuideBuild.model(config, fonts: FontAvailability(families: ["DejaVu Sans"]))
        XCTAssertFalse(model.diagnostics.hasErrors, model.diagnostics.items.map(\.description).joined(separator: "\n"))
        return model
    }

    func testEveryTokenAndSymbolHasItsEntryAndAccessor() throws {
        let input = try Self.kaimonoModel().input
        XCTAssertEqual(input.symbols.count, 12)
        XCTAssertGreaterThanOrEqual(input.tokens.colors.count, 30)
        let files = StyleGuideWriter.write(input).files
        let index = try XCTUnwrap(files["index.html"])
        for color in input.tokens.colors {
            XCTAssertTrue(index.contains("id=\"\(H.anchor("color", color.path.slashed))\""), "no entry for \(color.path)")
            for appearance in Appearance.allCases {
                let value = try XCTUnwrap(color.resolved(appearance))
                XCTAssertTrue(index.contains(ColorFormat.hex(value)), "\(color.path) \(appearance) value missing")
            }
        }
        XCTAssertTrue(index.contains("Colors.Content.primary.color"))
        XCTAssertTrue(index.contains("Colors.Content.primaryInverse.uiColor"))
        for style in input.tokens.textStyles {
            XCTAssertTrue(index.contains("id=\"\(H.anchor("type", style.path.slashed))\""), "no entry for \(style.path)")
        }
        XCTAssertTrue(index.contains("TextStyles.size13w3.font"))
        for symbol in input.symbols {
            XCTAssertTrue(index.contains("id=\"symbol-\(symbol.name)\""))
            let page = try XCTUnwrap(files["symbols/\(symbol.name).html"], "no detail page for \(symbol.name)")
            XCTAssertTrue(page.contains("Symbols.\(symbol.name).image"))
            for weight in SymbolWeight.allCases {
                for scale in SymbolScale.allCases { XCTAssertTrue(page.contains("data-variant=\"\(weight.rawValue)-\(scale.rawValue)\"")) }
            }
        }
        for dimension in input.tokens.dimensions { XCTAssertTrue(index.contains(H.anchor("dimension", dimension.info.path.slashed))) }
        for shadow in input.tokens.shadows { XCTAssertTrue(index.contains("box-shadow:")); _ = shadow }
        // Missing fonts are named, not silently substituted (the model says only DejaVu Sans is installed).
        XCTAssertTrue(index.contains("Hiragino Sans — not installed"), "missing font not named")
        // The numbers font ships with the project (`fonts:`): drawn from the guide's copy, not missing.
        XCTAssertTrue(index.contains("fonts/Inter-Bold.otf — the project's own, shown here with @font-face"), "shipped font not named")
        XCTAssertFalse(index.contains("Inter — not installed"))
        XCTAssertTrue(index.contains(GuidePage.japaneseSample))
        // Contrast: one matrix per rule and appearance, with ratios.
        XCTAssertFalse(input.contrast.isEmpty)
        let first = input.contrast[0]
        XCTAssertTrue(index.contains(GuideNumber.format(first.ratio, decimals: 2) + ":1"))
        XCTAssertTrue(index.contains("contrast-1-dark"))
    }

    func testConversionWarningsAreShownNextToTheIcon() throws {
        let dir = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        try "symbols:\n  source: icons\n  namespace: Icons\n".write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        // Half of the bar lies outside the view box: the converter clips it and says so.
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n  <rect x=\"12\" y=\"8\" width=\"20\" height=\"8\"/>\n</svg>\n"
            .write(toFile: dir + "/icons/bar.svg", atomically: true, encoding: .utf8)
        let model = GuideBuild.model(try ProjectConfig.load(at: dir), fonts: FontAvailability(families: []))
        let symbol = try XCTUnwrap(model.input.symbols.first)
        let warning = try XCTUnwrap(symbol.warnings.first { $0.contains("clipped") }, "the clipped bar has a warning: \(symbol.warnings)")
        XCTAssertTrue(warning.hasPrefix("icons/bar.svg:2:"), "warnings name files relative to the project: \(warning)")
        let files = StyleGuideWriter.write(model.input).files
        XCTAssertTrue(try XCTUnwrap(files["symbols/bar.html"]).contains("<li>" + H.escape(warning) + "</li>"))
        let index = try XCTUnwrap(files["index.html"])
        XCTAssertTrue(index.contains("⚠ \(symbol.warnings.count)"), "the grid marks the icon")
        XCTAssertEqual(model.input.symbols[0].assetName, "Icons/bar")
    }

    func testAccessorsUseTheProjectsSwiftTypeNames() throws {
        let dir = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        try "symbols:\n  source: icons\nswift:\n  types:\n    symbols: Glyphs\n    colors: Palette\n"
            .write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><rect x=\"4\" y=\"4\" width=\"16\" height=\"16\"/></svg>\n"
            .write(toFile: dir + "/icons/box.svg", atomically: true, encoding: .utf8)
        let model = GuideBuild.model(try ProjectConfig.load(at: dir), fonts: FontAvailability(families: []))
        XCTAssertEqual(model.input.swift.symbolsTypeName, "Glyphs")
        XCTAssertEqual(model.input.swift.colorsTypeName, "Palette")
        XCTAssertEqual(model.input.swift.textStylesTypeName, "TextStyles", "unnamed kinds keep their defaults")
        let page = try XCTUnwrap(StyleGuideWriter.write(model.input).files["symbols/box.html"])
        XCTAssertTrue(page.contains("Glyphs.box"), "the symbol page shows the configured enum")
        XCTAssertFalse(page.contains("Symbols.box"))
    }

    func testOutputIsDeterministic() throws {
        let input = try Self.kaimonoModel().input
        let a = StyleGuideWriter.write(input).files
        let b = StyleGuideWriter.write(try Self.kaimonoModel().input).files
        XCTAssertEqual(a.keys.sorted(), b.keys.sorted())
        for key in a.keys { XCTAssertEqual(a[key], b[key], key) }
    }

    func testWrittenGuideIsValidAndSelfContained() throws {
        let dir = try temporaryFolder()
        let input = try Self.kaimonoModel().input
        try GuideBuild.write(input, to: dir + "/guide")
        var checker = HTMLChecker()
        let pages = checker.checkFolder(dir + "/guide")
        XCTAssertEqual(checker.problems, [])
        XCTAssertEqual(pages.count, 1 + input.symbols.count)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/guide/assets/guide.css"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/guide/assets/guide.js"))
        XCTAssertEqual(pages["index.html"]?.links.contains("assets/guide.css"), true)
        // No network anywhere, in CSS or script either.
        for asset in ["assets/guide.css", "assets/guide.js"] {
            let text = try String(contentsOfFile: dir + "/guide/" + asset, encoding: .utf8)
            XCTAssertFalse(text.contains("http:") || text.contains("https:") || text.contains("@import"), asset)
        }
    }

    func testTheCheckerCatchesBrokenPages() throws {
        let dir = try temporaryFolder()
        try "<!DOCTYPE html><html><body><blink>x</blink><a href=\"missing.html\">m</a><a href=\"#nope\">n</a><div></body></html>"
            .write(toFile: dir + "/index.html", atomically: true, encoding: .utf8)
        var checker = HTMLChecker()
        _ = checker.checkFolder(dir)
        XCTAssertTrue(checker.problems.contains { $0.contains("unknown element <blink>") }, "\(checker.problems)")
        XCTAssertTrue(checker.problems.contains { $0.contains("missing.html points to a missing file") })
        XCTAssertTrue(checker.problems.contains { $0.contains("#nope points to a missing id") })
        XCTAssertTrue(checker.problems.contains { $0.contains("closes <div>") })
    }

    func testAGuideIsNotWrittenOverSomeoneElsesFolder() throws {
        let dir = try temporaryFolder()
        try "mine".write(toFile: dir + "/notes.txt", atomically: true, encoding: .utf8)
        let input = try Self.kaimonoModel().input
        XCTAssertThrowsError(try GuideBuild.write(input, to: dir))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["notes.txt"])
    }

    func testARewriteRemovesOnlyItsOwnStalePages() throws {
        let dir = try temporaryFolder() + "/guide"
        var input = try Self.kaimonoModel().input
        try GuideBuild.write(input, to: dir)
        try "keep".write(toFile: dir + "/symbols/README.txt", atomically: true, encoding: .utf8)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/symbols/cart.html"))
        input.symbols.removeAll { $0.name == "cart" }
        try GuideBuild.write(input, to: dir)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/symbols/cart.html"), "stale page kept")
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/symbols/clock.html"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/symbols/README.txt"), "a file the guide did not write was removed")
    }
}

/// The accessors the guide shows are the ones the generated Swift declares.
final class GuideAccessorTests: XCTestCase {
    func testEveryColourAccessorIsDeclaredInTheGeneratedSwift() throws {
        let core = try String(contentsOfFile: GuideTestSupport.example + "/Generated/KaimonoTokensCore.swift", encoding: .utf8)
        let input = try GuidePageTests.kaimonoModel().input
        let accessors = GuideAccessors(paths: input.tokens.colors.map(\.path), typeName: input.swift.colorsTypeName, naming: input.swift.naming)
        XCTAssertFalse(input.tokens.colors.isEmpty)
        for color in input.tokens.colors {
            let accessor = try XCTUnwrap(accessors[color.path])
            let parts = accessor.split(separator: ".").map(String.init)
            XCTAssertEqual(parts.first, "Colors")
            for group in parts.dropFirst().dropLast() { XCTAssertTrue(core.contains("enum \(group) {"), "\(accessor): no enum \(group)") }
            let declaration = "static let \(parts.last!) = StylebookColor(name: \"Colors/\(color.path.slashed)\""
            XCTAssertTrue(core.contains(declaration), "\(color.path) is not \(accessor) in the generated Swift")
        }
        let symbols = try String(contentsOfFile: GuideTestSupport.example + "/Generated/KaimonoSymbols.swift", encoding: .utf8)
        let cases = GuideAccessors.symbolCases(input.symbols.map(\.assetName), typeName: input.swift.symbolsTypeName, naming: input.swift.naming)
        for symbol in input.symbols {
            let accessor = try XCTUnwrap(cases[symbol.assetName])
            XCTAssertTrue(symbols.contains("case \(accessor.split(separator: ".").last!) = \"\(symbol.assetName)\""), accessor)
        }
    }
}
