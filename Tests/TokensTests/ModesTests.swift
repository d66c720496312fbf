import Diagnostics
import Foundation
import XCTest
@testable import Tokens

final class ModesTests: XCTestCase {
    func hex(_ set: TokenSet, _ path: String, _ appearance: Appearance) -> String? {
        set.colors.first { $0.path.dotted == path }?.values[appearance].map(ColorMath.hex)
    }

    static let themes: [(path: String, text: String)] = [
        ("tokens/base.tokens.json", ##"{"ink": {"$type": "color", "black": {"$value": "#000000"}, "white": {"$value": "#FFFFFF"}}}"##),
        ("tokens/themes/day.json", ##"{"fg": {"$type": "color", "$value": "{ink.black}"}}"##),
        ("tokens/themes/night.json", ##"{"fg": {"$type": "color", "$value": "{ink.white}"}}"##),
        ("tokens/themes/day-ax.json", ##"{"fg": {"$type": "color", "$value": "#111111"}}"##),
        ("tokens/themes/night-ax.json", ##"{"fg": {"$type": "color", "$value": "#EEEEEE"}}"##),
    ]

    func resolver(contexts: [String]) -> (path: String, text: String) {
        let files = ["day", "night", "day-ax", "night-ax"]
        let body = zip(contexts, files).map { "\"\($0)\": [{\"$ref\": \"themes/\($1).json\"}]" }.joined(separator: ", ")
        return ("tokens/app.resolver.json", """
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {\(body)}}, "size": {"default": "m", "contexts": {"m": [], "l": []}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}]}
        """)
    }

    func testResolverAutomaticMappingAcceptsSpellings() throws {
        for contexts in [["light", "dark", "light-hc", "dark-hc"], ["Light", "Dark", "lightHighContrast", "darkHighContrast"],
                         ["light", "dark", "light_ax", "dark_ax"], ["any", "dark", "high-contrast-light", "high-contrast-dark"]] {
            let result = try TokenReader.read(documents: Self.themes, resolverDocument: resolver(contexts: contexts),
                                              options: TokenReadOptions(requiredAppearances: Set(Appearance.allCases)))
            XCTAssertEqual(hex(result.tokens, "fg", .light), "#000000", "\(contexts)")
            XCTAssertEqual(hex(result.tokens, "fg", .dark), "#FFFFFF", "\(contexts)")
            XCTAssertEqual(hex(result.tokens, "fg", .lightHighContrast), "#111111", "\(contexts)")
            XCTAssertEqual(hex(result.tokens, "fg", .darkHighContrast), "#EEEEEE", "\(contexts)")
            XCTAssertEqual(result.tokens.colors.first { $0.path.dotted == "ink.black" }?.values.count, 1)
        }
    }

    func testResolverExplicitMapping() throws {
        let mapping: [Appearance: [String: String]] = [.light: ["theme": "a"], .dark: ["theme": "b"],
                                                       .lightHighContrast: ["theme": "c"], .darkHighContrast: ["theme": "d", "size": "l"]]
        let result = try TokenReader.read(documents: Self.themes, resolverDocument: resolver(contexts: ["a", "b", "c", "d"]),
                                          options: TokenReadOptions(appearanceMapping: mapping, requiredAppearances: Set(Appearance.allCases)))
        XCTAssertEqual(hex(result.tokens, "fg", .dark), "#FFFFFF")
        XCTAssertEqual(hex(result.tokens, "fg", .darkHighContrast), "#EEEEEE")
        // Without a mapping, contexts named a…d mean nothing: theme needs an input.
        XCTAssertThrowsError(try TokenReader.read(documents: Self.themes, resolverDocument: resolver(contexts: ["a", "b", "c", "d"]))) { error in
            let message = (error as? DiagnosticError)?.diagnostics.errors.first?.text() ?? ""
            XCTAssertTrue(message.contains("modifier \"theme\" has no default and does not select an appearance"), message)
            XCTAssertTrue(message.contains("--input \"theme=a\"") && message.contains("tokens.inputs"), message)
        }
        // A mapping naming an unknown context is a located error.
        let bad: [Appearance: [String: String]] = [.light: ["theme": "zzz"]]
        XCTAssertThrowsError(try TokenReader.read(documents: Self.themes, resolverDocument: resolver(contexts: ["a", "b", "c", "d"]),
                                                  options: TokenReadOptions(appearanceMapping: bad))) { error in
            let rendered = (error as? DiagnosticError)?.description ?? ""
            XCTAssertTrue(rendered.hasPrefix("tokens/app.resolver.json:"), rendered)
            XCTAssertTrue(rendered.contains("has no context \"zzz\""), rendered)
        }
    }

    func testMissingRequiredAppearance() {
        let docs: [(path: String, text: String)] = [
            ("light.tokens.json", ##"{"fg": {"$type": "color", "$value": "#000"}, "bg": {"$type": "color", "$value": "#fff"}}"##),
            ("dark.tokens.json", ##"{"fg": {"$type": "color", "$value": "#fff"}}"##),
        ]
        XCTAssertThrowsError(try TokenReader.read(documents: docs, options: TokenReadOptions(requiredAppearances: [.light, .dark]))) { error in
            let errors = (error as? DiagnosticError)?.diagnostics.errors ?? []
            XCTAssertEqual(errors.map(\.description), ["light.tokens.json:1:52: error: colour has no dark value, which the options require (token path bg)"])
        }
        // Not required: bg simply has no dark value.
        let ok = try? TokenReader.read(documents: docs)
        XCTAssertEqual(ok?.tokens.colors.first { $0.path.dotted == "bg" }?.values.keys.sorted(), [.light])
        XCTAssertEqual(ok.flatMap { hex($0.tokens, "fg", .dark) }, "#FFFFFF")
    }

    func testPerModeFileLayout() throws {
        XCTAssertEqual(ReadSession.nameRole("a/colors.dark.json"), .mode(.dark))
        XCTAssertEqual(ReadSession.nameRole("a/dark/colors.json"), .mode(.dark))
        XCTAssertEqual(ReadSession.nameRole("a/light.high-contrast.tokens.json"), .mode(.lightHighContrast))
        XCTAssertEqual(ReadSession.nameRole("a/dark-hc.tokens.json"), .mode(.darkHighContrast))
        XCTAssertEqual(ReadSession.nameRole("a/colors.hcDark.json5"), .mode(.darkHighContrast))
        XCTAssertEqual(ReadSession.nameRole("a/palette.tokens.json"), .base)
        let docs: [(path: String, text: String)] = [
            ("palette.tokens.json", ##"{"p": {"$type": "color", "a": {"$value": "#102030"}, "b": {"$value": "#405060"}}}"##),
            ("colors.light.json", ##"{"fg": {"$type": "color", "$value": "{p.a}"}, "edge": {"$type": "color", "$value": "#010101"}}"##),
            ("colors.dark.json", ##"{"fg": {"$type": "color", "$value": "{p.b}"}}"##),
            // High contrast overlays light: only fg changes, edge comes from the light file.
            ("colors.light.high-contrast.json", ##"{"fg": {"$type": "color", "$value": "#000000"}}"##),
        ]
        let result = try TokenReader.read(documents: docs)
        XCTAssertEqual(hex(result.tokens, "fg", .light), "#102030")
        XCTAssertEqual(hex(result.tokens, "fg", .dark), "#405060")
        XCTAssertEqual(hex(result.tokens, "fg", .lightHighContrast), "#000000")
        // A high-contrast value exists, so dark + high contrast is written explicitly (the dark value),
        // not left for the device to pick between dark and light + high contrast.
        XCTAssertEqual(hex(result.tokens, "fg", .darkHighContrast), "#405060")
        XCTAssertEqual(result.tokens.colors.first { $0.path.dotted == "edge" }?.values.keys.sorted(), [.light])
    }

    func testFriendlyYAMLFromTheIssue() throws {
        let yaml = """
        content/primary: { light: "#1A1A1A", dark: "#F5F5F5", light-hc: "#000000", dark-hc: "#FFFFFF" }
        content:
          secondary: { light: "#4D4D4D", dark: "{content.primary}" }
        text/size36w6: { font: "Hiragino Sans", weight: 600, size: 36, lineHeight: 1.4, tracking: 0.02, relativeTo: largeTitle }
        text/body: { font: [Inter, system-ui], weight: semi-bold, size: 17, lineHeight: "24px", letterSpacing: 0.5, postScriptName: Inter-SemiBold }
        spacing/m: 16px
        spacing/l: 1.5rem
        opacity/disabled: 0.4
        motion/fast: 200ms
        """
        let result = try TokenReader.read(documents: [("tokens.yml", yaml)], options: TokenReadOptions(requiredAppearances: [.light, .dark]))
        XCTAssertTrue(result.diagnostics.isEmpty, result.diagnostics.rendered)
        let set = result.tokens
        XCTAssertEqual(hex(set, "content.primary", .light), "#1A1A1A")
        XCTAssertEqual(hex(set, "content.primary", .dark), "#F5F5F5")
        XCTAssertEqual(hex(set, "content.primary", .lightHighContrast), "#000000")
        XCTAssertEqual(hex(set, "content.primary", .darkHighContrast), "#FFFFFF")
        XCTAssertEqual(hex(set, "content.secondary", .dark), "#F5F5F5", "a reference resolves in the same appearance")
        let title = try XCTUnwrap(set.textStyles.first { $0.path.dotted == "text.size36w6" })
        XCTAssertEqual(title.fontFamilies, ["Hiragino Sans"])
        XCTAssertEqual(title.weight, 600)
        XCTAssertEqual(title.size, 36)
        XCTAssertEqual(title.lineHeight, 1.4)
        XCTAssertEqual(title.letterSpacing, 0.72, accuracy: 1e-12)
        XCTAssertEqual(title.relativeTo, .largeTitle)
        let body = try XCTUnwrap(set.textStyles.first { $0.path.dotted == "text.body" })
        XCTAssertEqual(body.fontFamilies, ["Inter", "system-ui"])
        XCTAssertEqual(body.weight, 600)
        XCTAssertEqual(body.lineHeightPoints ?? 0, 24, accuracy: 1e-12)
        XCTAssertEqual(body.letterSpacing, 0.5)
        XCTAssertEqual(body.postScriptName, "Inter-SemiBold")
        XCTAssertEqual(set.dimensions.map(\.points), [24, 16])
        XCTAssertEqual(set.numbers.map(\.value), [0.4])
        XCTAssertEqual(set.durations.map(\.seconds), [0.2])
    }

    func testFriendlyYAMLErrorsAreLocated() {
        XCTAssertThrowsError(try TokenReader.read(documents: [("t.yaml", "a:\n  b: { dark: \"#000\" }\n")])) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.errors.first?.description,
                           "t.yaml:2:6: error: colour a.b has no light value (add `light:`)")
        }
        XCTAssertThrowsError(try TokenReader.read(documents: [("t.yaml", "a:\n  b:\n    light: #fff\n")])) { error in
            let first = (error as? DiagnosticError)?.diagnostics.errors.first?.description ?? ""
            XCTAssertTrue(first.hasPrefix("t.yaml:3:") && first.contains("quote hex colours"), first)
        }
        XCTAssertThrowsError(try TokenReader.read(documents: [("t.yaml", "a: [\n")])) { error in
            XCTAssertTrue((error as? DiagnosticError)?.description.hasPrefix("t.yaml:") ?? false)
        }
    }

    func testTokenModeExtensionFallsBack() throws {
        let json = ##"{"c": {"$type": "color", "$value": "#111111", "$extensions": {"mode": {"light": "#222222", "dark": "#333333"}}}}"##
        let set = try readOne(json).tokens
        XCTAssertEqual(hex(set, "c", .light), "#222222")
        XCTAssertEqual(hex(set, "c", .dark), "#333333")
        XCTAssertNil(hex(set, "c", .darkHighContrast))
    }

    func testLargeFixtureReadsAllAppearances() throws {
        let docs = TokenFixtures.large(colors: 120, textStyles: 10)
        XCTAssertEqual(docs.map(\.text), TokenFixtures.large(colors: 120, textStyles: 10).map(\.text), "deterministic")
        let result = try TokenReader.read(documents: Array(docs.dropFirst()), resolverDocument: docs[0])
        XCTAssertEqual(result.tokens.colors.filter { $0.path.components.first == "semantic" }.count, 120)
        XCTAssertEqual(result.tokens.textStyles.count, 10)
        XCTAssertTrue(result.tokens.colors.filter { $0.path.components.first == "semantic" }.allSatisfy { $0.values.count == 4 })
    }
}

final class TokenReaderScaleTests: XCTestCase {
    /// The benchmark's shape (2,000 colours × 4 appearances, 200 text styles) reads completely.
    func testBenchmarkSizedFixture() throws {
        let docs = TokenFixtures.large(colors: 2000, textStyles: 200)
        let start = Date()
        let result = try TokenReader.read(documents: Array(docs.dropFirst()), resolverDocument: docs[0])
        print("TokenReader: 2000 colours × 4 + 200 styles in \(String(format: "%.3f", Date().timeIntervalSince(start))) s")
        XCTAssertEqual(result.tokens.colors.filter { $0.path.components.first == "semantic" && $0.values.count == 4 }.count, 2000)
        XCTAssertEqual(result.tokens.textStyles.count, 200)
    }
}
