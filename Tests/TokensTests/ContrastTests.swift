import Diagnostics
import Foundation
import XCTest
@testable import Tokens

final class ColorMathTests: XCTestCase {
    func c(_ hex: String) -> RGBAColor { ValueParser.hexColor(hex) ?? RGBAColor(red: -1, green: -1, blue: -1) }

    func testWCAGVectors() {
        let white = c("#ffffff")
        XCTAssertEqual(ColorMath.contrastRatio(c("#000000"), white), 21, accuracy: 1e-9)
        XCTAssertEqual(ContrastLint.format(ColorMath.contrastRatio(c("#000000"), white)), "21.00")
        XCTAssertEqual(ColorMath.contrastRatio(c("#777777"), white), 4.478, accuracy: 0.001)
        XCTAssertEqual(ContrastLint.format(ColorMath.contrastRatio(c("#777777"), white)), "4.48")
        XCTAssertEqual(ColorMath.contrastRatio(c("#767676"), white), 4.542, accuracy: 0.001)
        XCTAssertEqual(ColorMath.contrastRatio(c("#595959"), white), 7.005, accuracy: 0.001)
        XCTAssertEqual(ColorMath.contrastRatio(white, c("#959595")), 2.995, accuracy: 0.001)
        // Compound dark-hc oracle (±0.02): text colours on #101317.
        XCTAssertEqual(ColorMath.contrastRatio(c("#acb4bd"), c("#101317")), 8.87, accuracy: 0.02)
        XCTAssertEqual(ColorMath.contrastRatio(c("#79818d"), c("#101317")), 4.75, accuracy: 0.02)
        XCTAssertEqual(ColorMath.relativeLuminance(white), 1, accuracy: 1e-12)
    }

    func testTranslucentForegroundIsComposited() {
        // 50% black over white = #808080-ish (0.5 gamma-encoded), ratio ≈ 3.98.
        let half = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let composite = ColorMath.composite(half, over: c("#ffffff"))
        XCTAssertEqual(composite.red, 0.5, accuracy: 1e-12)
        XCTAssertEqual(composite.alpha, 1)
        XCTAssertEqual(ColorMath.contrastRatio(half, c("#ffffff")), ColorMath.contrastRatio(RGBAColor(red: 0.5, green: 0.5, blue: 0.5), c("#ffffff")), accuracy: 1e-12)
    }

    func testDisplayP3Conversion() {
        let p3Red = RGBAColor(red: 1, green: 0, blue: 0, space: .displayP3)
        let linear = ColorMath.linearSRGB(p3Red)
        XCTAssertEqual(linear.red, 1.2249, accuracy: 1e-4)
        XCTAssertEqual(linear.green, -0.0421, accuracy: 1e-4)
        XCTAssertEqual(linear.blue, -0.0196, accuracy: 1e-4)
        XCTAssertFalse(ColorMath.isInSRGBGamut(p3Red))
        XCTAssertEqual(ColorMath.preferredCatalogColor(p3Red).space, .displayP3)
        let srgbRed = ColorMath.toDisplayP3(RGBAColor(red: 1, green: 0, blue: 0))
        XCTAssertEqual(srgbRed.red, 0.9175, accuracy: 1e-4)
        XCTAssertEqual(srgbRed.green, 0.2003, accuracy: 1e-4)
        XCTAssertEqual(srgbRed.blue, 0.1386, accuracy: 1e-4)
        // A P3 colour inside sRGB converts back to sRGB for the catalog.
        let back = ColorMath.preferredCatalogColor(srgbRed)
        XCTAssertEqual(back.space, .sRGB)
        XCTAssertEqual(back.red, 1, accuracy: 1e-6)
        XCTAssertEqual(back.green, 0, accuracy: 1e-6)
        XCTAssertEqual(ColorMath.encode(ColorMath.linearize(0.3)), 0.3, accuracy: 1e-12)
    }

    func testHSL() {
        let rgb = ColorMath.hslToRGB(hue: 210, saturation: 0.5, lightness: 0.4)
        XCTAssertEqual(rgb.red, 0.2, accuracy: 1e-12)
        XCTAssertEqual(rgb.green, 0.4, accuracy: 1e-12)
        XCTAssertEqual(rgb.blue, 0.6, accuracy: 1e-12)
    }
}

final class ContrastLintTests: XCTestCase {
    let yaml = """
    appearances: [light, dark]
    contrast:
      - foreground: "content/*"
        background: "background*"
        minimum: text
        name: Body
      - foreground: "content.primary"
        background: "surface"
        minimum: 3
    """

    func testParseConfig() throws {
        let config = try TokenLintConfig.parse(yaml: yaml, path: "lint.yml")
        XCTAssertEqual(config.appearances, [.light, .dark])
        XCTAssertEqual(config.rules.map(\.minimum), [4.5, 3])
        XCTAssertEqual(config.rules.first?.name, "Body")
        XCTAssertEqual(config.rules.first?.location?.description, "lint.yml:3:5")
        XCTAssertThrowsError(try TokenLintConfig.parse(yaml: "contrast:\n  - foreground: a\n    background: b\n    minimum: huge\n", path: "l.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description,
                           "l.yml:4:14: error: minimum must be a ratio 1–21 or one of text, large, non-text, aaa, aaa-large")
        }
    }

    func testMisspeltLintKeysAreLocatedErrorsWithSuggestions() {
        // `appearence:` would otherwise check all four appearances instead of the two asked for.
        let yaml = "appearence: [dark]\ncontrast:\n  - foreground: a\n    background: b\n    minimum: 4.5\n    nmae: Body\n"
        XCTAssertThrowsError(try TokenLintConfig.parse(yaml: yaml, path: "l.yml")) { error in
            let text = (error as? DiagnosticError)?.description ?? ""
            XCTAssertTrue(text.contains("l.yml:1:13: error: unknown lint config key 'appearence'; did you mean 'appearances'?"), text)
            XCTAssertTrue(text.contains("l.yml:6:11: error: unknown contrast rule key 'nmae'; did you mean 'name'?"), text)
        }
    }

    func testGlobs() {
        XCTAssertTrue(ContrastLint.matches("content/*", TokenPath(["content", "primary"])))
        XCTAssertTrue(ContrastLint.matches("content.*", TokenPath(["content", "primary"])))
        XCTAssertTrue(ContrastLint.matches("background*", TokenPath(["background"])))
        XCTAssertTrue(ContrastLint.matches("background*", TokenPath(["background", "elevated"])))
        XCTAssertFalse(ContrastLint.matches("content/*", TokenPath(["contents", "x"])))
        XCTAssertFalse(ContrastLint.matches("theme", TokenPath(["theme", "x"])))
    }

    func testFailingPairDiagnostics() throws {
        let json = """
        {
          "content": { "$type": "color",
            "primary": { "$value": "#000000", "$extensions": { "mode": { "light": "#000000", "dark": "#777777" } } },
            "muted": { "$value": "#777777" }
          },
          "background": { "$type": "color", "$value": "#ffffff" }
        }
        """
        let tokens = try TokenReader.read(documents: [("c.tokens.json", json)]).tokens
        let config = try TokenLintConfig.parse(yaml: yaml, path: "lint.yml")
        let results = ContrastLint.check(tokens, config: config)
        // 2 foregrounds × 1 background × 2 appearances.
        XCTAssertEqual(results.count, 4)
        let diagnostics = ContrastLint.diagnostics(for: results, config: config)
        // Results are in rule, appearance, foreground path order.
        XCTAssertEqual(diagnostics.errors.map(\.description), [
            "c.tokens.json:4:14: error: contrast 4.48:1 is below 4.50:1 in light: content/muted #777777 on background #FFFFFF [Body]",
            "c.tokens.json:4:14: error: contrast 4.48:1 is below 4.50:1 in dark: content/muted #777777 on background #FFFFFF [Body]",
            "c.tokens.json:3:16: error: contrast 4.48:1 is below 4.50:1 in dark: content/primary #777777 on background #FFFFFF [Body]",
        ])
        XCTAssertEqual(diagnostics.warnings.map(\.description), ["lint.yml:7:5: warning: contrast rule content.primary on surface matches no pair of colour tokens"])
    }

    func testKaimonoLintConfigPassesItsRules() throws {
        let root = ExampleAndCorpusTests.packageRoot + "/Examples/Kaimono"
        let lintPath = root + "/stylebook-lint.yml"
        guard FileManager.default.fileExists(atPath: lintPath) else { throw TestPrerequisite.missing("a file the test reads is missing") }
        let text = try String(contentsOfFile: lintPath, encoding: .utf8)
        let config = try TokenLintConfig.parse(yaml: text, path: lintPath)
        XCTAssertEqual(config.rules.count, 5)
        XCTAssertEqual(config.rules.map(\.minimum), [7, 4.5, 4.5, 4.5, 3])
        let tokens = try TokenReader.read(files: [], resolver: root + "/tokens/kaimono.resolver.json").tokens
        let results = ContrastLint.check(tokens, config: config)
        // content/primary on background + background/elevated in 4 appearances, and so on.
        XCTAssertEqual(results.filter { $0.rule == config.rules[0] }.count, 8)
        let failures = ContrastLint.diagnostics(for: results, config: config)
        XCTAssertTrue(failures.warnings.isEmpty, failures.rendered)
        // Record (not hide) the example's failing pairs, if any, so the lead sees them.
        for failure in failures.errors { print("Kaimono lint: \(failure)") }
    }
}
