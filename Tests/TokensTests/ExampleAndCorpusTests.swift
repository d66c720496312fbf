import Diagnostics
import Foundation
import XCTest
@testable import Tokens

/// Reads the Kaimono example and the dev corpus fixtures from disk.
final class ExampleAndCorpusTests: XCTestCase {
    static var packageRoot: String { TestPaths.packageRoot }
    static let corpus = TestPaths.corpus("tokens") ?? TestPaths.shared + "/corpus/dev/tokens"

    func color(_ set: TokenSet, _ path: String) -> ColorToken? {
        set.colors.first { $0.path.dotted == path }
    }

    func assertColor(_ c: RGBAColor?, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, accuracy: Double = 1e-9,
                     file: StaticString = #filePath, line: UInt = #line) {
        guard let c else { return XCTFail("missing colour", file: file, line: line) }
        XCTAssertEqual(c.red, r, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(c.green, g, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(c.blue, b, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(c.alpha, a, accuracy: accuracy, file: file, line: line)
    }

    func testKaimonoExampleReadsWithFourAppearances() throws {
        let dir = Self.packageRoot + "/Examples/Kaimono/tokens"
        guard FileManager.default.fileExists(atPath: dir + "/kaimono.resolver.json") else { throw TestPrerequisite.missing("a file the test reads is missing") }
        let result = try TokenReader.read(files: [], resolver: dir + "/kaimono.resolver.json",
                                          options: TokenReadOptions(requiredAppearances: Set(Appearance.allCases)))
        XCTAssertEqual(result.diagnostics.count, 0, result.diagnostics.rendered)
        let componentRoots: Set<String> = ["button", "label"]
        let semantic = result.tokens.colors.filter { $0.path.components.first != "palette" && !componentRoots.contains($0.path.components[0]) }
        XCTAssertEqual(semantic.map(\.path.slashed), [
            "background", "background/elevated", "border", "content/primary", "content/primary-inverse", "content/quaternary",
            "content/secondary", "content/tertiary", "fixed/black", "fixed/white", "overlay", "status/error", "status/success", "theme",
        ])
        XCTAssertEqual(result.tokens.colors.filter { $0.path.components.first == "palette" }.count, 18)
        // Component colours (tokens/components.tokens.json) alias semantic ones: in every appearance
        // they show exactly what the colour they name shows.
        let aliases = ["button.main.background": "theme", "button.main.foreground": "content.primary-inverse",
                       "button.sub.background": "background", "button.sub.foreground": "theme", "button.sub.borderColor": "theme",
                       "label.body.color": "content.primary", "label.caption.color": "content.secondary",
                       "label.date.color": "content.tertiary", "label.price.color": "content.primary"]
        XCTAssertEqual(result.tokens.colors.filter { componentRoots.contains($0.path.components[0]) }.count, aliases.count)
        for (alias, target) in aliases {
            let a = try XCTUnwrap(color(result.tokens, alias), alias), t = try XCTUnwrap(color(result.tokens, target), target)
            for appearance in Appearance.allCases { XCTAssertEqual(a.resolved(appearance), t.resolved(appearance), "\(alias) \(appearance)") }
        }
        // content/primary: ink.900 object, ink.100, black, white.
        let primary = color(result.tokens, "content.primary")
        XCTAssertEqual(primary?.values.keys.sorted(), Appearance.allCases)
        assertColor(primary?.values[.light], 0.102, 0.102, 0.102)
        assertColor(primary?.values[.dark], 245.0 / 255, 245.0 / 255, 245.0 / 255)
        assertColor(primary?.values[.lightHighContrast], 0, 0, 0)
        assertColor(primary?.values[.darkHighContrast], 1, 1, 1)
        // overlay: alpha 0.4 / 0.6 / 0.5 / 0.7.
        let overlay = color(result.tokens, "overlay")
        XCTAssertEqual(overlay?.values[.light]?.alpha, 0.4)
        XCTAssertEqual(overlay?.values[.dark]?.alpha, 0.6)
        XCTAssertEqual(overlay?.values[.lightHighContrast]?.alpha, 0.5)
        XCTAssertEqual(overlay?.values[.darkHighContrast]?.alpha, 0.7)
        // Semantic colours come from per-appearance theme files, so all keep four values (even
        // fixed/white, the same everywhere); shared palette colours keep only "Any".
        for token in semantic { XCTAssertEqual(token.values.keys.sorted(), Appearance.allCases, token.path.dotted) }
        for token in result.tokens.colors where token.path.components.first == "palette" {
            XCTAssertEqual(token.values.keys.sorted(), [.light], token.path.dotted)
        }
        // Every semantic colour resolves in every appearance.
        for token in semantic { for a in Appearance.allCases { XCTAssertNotNil(token.resolved(a), "\(token.path) \(a)") } }
        XCTAssertEqual(color(result.tokens, "theme")?.info.description, "Brand colour for buttons and links.")

        let size36 = result.tokens.textStyles.first { $0.path.dotted == "text.size36w6" }
        XCTAssertEqual(size36?.fontFamilies, ["Hiragino Sans", "system-ui"])
        XCTAssertEqual(size36?.weight, 600)
        XCTAssertEqual(size36?.size, 36)
        XCTAssertEqual(size36?.lineHeight, 1.4)
        XCTAssertEqual(size36?.letterSpacing, 0.72)
        XCTAssertEqual(size36?.relativeTo, .largeTitle)
        XCTAssertEqual(result.tokens.textStyles.first { $0.path.dotted == "text.size17w6" }?.weight, 600)
        XCTAssertEqual(result.tokens.textStyles.first { $0.path.dotted == "text.price" }?.weight, 700)
        // Six text styles, and the six component text styles that alias them.
        XCTAssertEqual(result.tokens.textStyles.filter { $0.path.components.first == "text" }.count, 6)
        XCTAssertEqual(result.tokens.textStyles.count, 12)
        XCTAssertEqual(result.tokens.dimensions.first { $0.info.path.dotted == "spacing.l" }?.points, 24)
        XCTAssertEqual(result.tokens.dimensions.first { $0.info.path.dotted == "radius.card" }?.points, 12)
        let shadow = result.tokens.shadows.first
        XCTAssertEqual(shadow?.layers.first?.offsetY, 2)
        XCTAssertEqual(shadow?.layers.first?.blur, 8)
        XCTAssertEqual(shadow?.layers.first?.color.alpha ?? 0, 0x1F / 255.0, accuracy: 1e-12)
    }

    func testKaimonoPerModeFilesWithoutResolver() throws {
        let dir = Self.packageRoot + "/Examples/Kaimono/tokens"
        guard FileManager.default.fileExists(atPath: dir + "/palette.tokens.json") else { throw TestPrerequisite.missing("a file the test reads is missing") }
        let files = ["palette", "typography"].map { "\(dir)/\($0).tokens.json" }
            + ["light", "dark", "light-hc", "dark-hc"].map { "\(dir)/themes/\($0).tokens.json" }
        let result = try TokenReader.read(files: files, options: TokenReadOptions(requiredAppearances: Set(Appearance.allCases)))
        let primary = color(result.tokens, "content.primary")
        assertColor(primary?.values[.dark], 245.0 / 255, 245.0 / 255, 245.0 / 255)
        assertColor(primary?.values[.darkHighContrast], 1, 1, 1)
    }

    func testTerrazzoResolverFixtureFourAppearances() throws {
        let resolver = Self.corpus + "/terrazzo-resolver/resolver.json"
        guard FileManager.default.fileExists(atPath: resolver) else { throw TestPrerequisite.missing(TestPaths.missingCorpus("tokens")) }
        let result = try TokenReader.read(files: [], resolver: resolver, options: TokenReadOptions(requiredAppearances: Set(Appearance.allCases)))
        let green = color(result.tokens, "base.color.green.6")
        XCTAssertEqual(result.tokens.colors.count, 1)
        assertColor(green?.values[.light], 0.06666666666666667, 0.38823529411764707, 0.1607843137254902)
        assertColor(green?.values[.dark], 0.09803921568627451, 0.4235294117647059, 0.1803921568627451)
        assertColor(green?.values[.lightHighContrast], 0.00784313725490196, 0.2980392156862745, 0.10196078431372549)
        assertColor(green?.values[.darkHighContrast], 0.00784313725490196, 0.6352941176470588, 0.19607843137254902)
        // dark-hc declares no $type; it is borrowed from the other appearances with a warning.
        XCTAssertTrue(result.diagnostics.warnings.contains { $0.message.contains("no $type here") && $0.location?.file.hasSuffix("dark-hc.tokens.json") == true })
    }

    func testTerrazzoPluginSwiftFixtureModes() throws {
        let file = Self.corpus + "/terrazzo-plugin-swift/tokens.json"
        guard FileManager.default.fileExists(atPath: file) else { throw TestPrerequisite.missing(TestPaths.missingCorpus("tokens")) }
        let result = try TokenReader.read(files: [file], options: TokenReadOptions(requiredAppearances: [.light, .dark]))
        XCTAssertEqual(result.tokens.colors.count, 12)
        XCTAssertTrue(result.diagnostics.isEmpty, result.diagnostics.rendered)
        // Compare with the colour sets Terrazzo wrote for the same tokens.
        for token in result.tokens.colors {
            let want = Self.corpus + "/terrazzo-plugin-swift/Want.xcassets/\(token.path.dotted).colorset/Contents.json"
            let data = try XCTUnwrap(FileManager.default.contents(atPath: want))
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            let entries = try XCTUnwrap(json["colors"] as? [[String: Any]])
            XCTAssertEqual(entries.count, token.values.count, token.path.dotted)
            for entry in entries {
                let isDark = (entry["appearances"] as? [[String: String]])?.contains { $0["value"] == "dark" } ?? false
                let components = try XCTUnwrap((entry["color"] as? [String: Any])?["components"] as? [String: String])
                let value = token.values[isDark ? .dark : .light]
                assertColor(value, Double(components["red"] ?? "") ?? -1, Double(components["green"] ?? "") ?? -1,
                            Double(components["blue"] ?? "") ?? -1, Double(components["alpha"] ?? "") ?? -1)
            }
        }
        let blue1 = color(result.tokens, "color.primitive.blue.1")
        assertColor(blue1?.values[.dark], 0.050980392156862744, 0.08235294117647059, 0.12549019607843137)
        XCTAssertNotNil(blue1?.info.extensions?.contains("\"mode\""))
    }

    func testEveryCorpusTokenFileReads() throws {
        guard FileManager.default.fileExists(atPath: Self.corpus) else { throw TestPrerequisite.missing(TestPaths.missingCorpus("tokens")) }
        let enumerator = FileManager.default.enumerator(atPath: Self.corpus)
        var count = 0
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".json"), !relative.contains(".xcassets/") else { continue }
            let path = Self.corpus + "/" + relative
            // Files a resolver combines are read through it (alone, some lack their $type).
            let first = relative.split(separator: "/").first.map(String.init) ?? ""
            let resolverDir = FileManager.default.fileExists(atPath: "\(Self.corpus)/\(first)/resolver.json")
            if resolverDir && !relative.hasSuffix("resolver.json") { continue }
            if relative.hasSuffix("resolver.json") {
                XCTAssertNoThrow(try TokenReader.read(files: [], resolver: path), relative)
            } else {
                XCTAssertNoThrow(try TokenReader.read(files: [path]), relative)
            }
            count += 1
        }
        XCTAssertGreaterThanOrEqual(count, 2)
    }
}
