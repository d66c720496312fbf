import Diagnostics
import Foundation
import XCTest
@testable import Tokens

/// Every mode layout fed in, asserting the appearances written: per-mode files, resolver contexts
/// (with brand variants, partial mappings, modifiers without defaults), Tokens Studio themes.
final class ModeLayoutTests: XCTestCase {
    func values(_ set: TokenSet, _ path: String) -> [Appearance: String] {
        (set.colors.first { $0.path.dotted == path }?.values ?? [:]).mapValues(ColorMath.hex)
    }

    func errors(_ body: () throws -> Void) -> [Diagnostic] {
        do {
            try body()
            XCTFail("expected an error")
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.errors
        } catch {
            XCTFail("\(error)")
            return []
        }
    }

    func testAppearanceNameSpellings() {
        let cases: [(String, Appearance?, String)] = [
            ("light", .light, ""), ("Light", .light, ""), ("theme-light", .light, ""), ("light-mode", .light, ""),
            ("color-scheme-dark", .dark, ""), ("dark_ax", .darkHighContrast, ""), ("dark-high-contrast", .darkHighContrast, ""),
            ("light.hc", .lightHighContrast, ""), ("hcDark", .darkHighContrast, ""), ("lightHighContrast", .lightHighContrast, ""),
            ("high-contrast", .lightHighContrast, ""), ("brand-a-light", .light, "brand-a"), ("dark-dimmed", .dark, "dimmed"),
            ("palette", nil, ""), ("highlight", nil, ""),
        ]
        for (name, appearance, variant) in cases {
            let match = AppearanceNames.match(name)
            XCTAssertEqual(match?.appearance, appearance, name)
            if appearance != nil { XCTAssertEqual(match?.variant, variant, name) }
        }
        XCTAssertTrue(AppearanceNames.isAlternative(AppearanceNames.match("dark_dimmed")!))
        XCTAssertEqual(ReadSession.nameRole("tokens/theme-dark.json"), .mode(.dark))
        XCTAssertEqual(ReadSession.nameRole("tokens/buttons-dark.json"), .mode(.dark))
        XCTAssertEqual(ReadSession.nameRole("tokens/dark-gray.json"), .base, "a word after the mode word is a topic, not a mode")
    }

    func testPerModeFilesBecomeAppearancesInsteadOfMerging() throws {
        let result = try TokenReader.read(documents: [
            ("t/palette.json", ##"{"p": {"$type": "color", "black": {"$value": "#000000"}, "white": {"$value": "#FFFFFF"}}}"##),
            ("t/theme-light.json", ##"{"fg": {"$type": "color", "$value": "{p.black}"}}"##),
            ("t/theme-dark.json", ##"{"fg": {"$type": "color", "$value": "{p.white}"}}"##),
        ], inputs: ["t"])
        XCTAssertEqual(values(result.tokens, "fg"), [.light: "#000000", .dark: "#FFFFFF"])
        XCTAssertEqual(values(result.tokens, "p.black"), [.light: "#000000"])
    }

    func testFilesThatReplaceEachOthersTokensAreNamed() throws {
        let result = try TokenReader.read(documents: [
            ("b/brand-a/light.json", ##"{"bg": {"$type": "color", "$value": "#A0A0A0"}, "a": {"$type": "color", "$value": "#010101"}}"##),
            ("b/brand-a/dark.json", ##"{"bg": {"$type": "color", "$value": "#A1A1A1"}}"##),
            ("b/brand-b/light.json", ##"{"bg": {"$type": "color", "$value": "#B0B0B0"}}"##),
            ("b/brand-b/dark.json", ##"{"bg": {"$type": "color", "$value": "#B1B1B1"}}"##),
        ], inputs: ["b"])
        // Both brands' files are per-mode files: the later brand wins, and that is said per mode.
        XCTAssertEqual(values(result.tokens, "bg"), [.light: "#B0B0B0", .dark: "#B1B1B1"])
        let replaced = result.diagnostics.warnings.filter { $0.message.contains("replaces") }
        XCTAssertEqual(replaced.map(\.message), [
            "b/brand-b/light.json replaces 1 token(s) of b/brand-a/light.json (e.g. bg); files merge in order, the later wins",
            "b/brand-b/dark.json replaces 1 token(s) of b/brand-a/dark.json (e.g. bg); files merge in order, the later wins",
        ])
    }

    func testAlternativeLookIsLeftOutOrAsked() throws {
        let base: [(path: String, text: String)] = [
            ("t/light.json", ##"{"fg": {"$type": "color", "$value": "#111111"}}"##),
            ("t/dark.json", ##"{"fg": {"$type": "color", "$value": "#EEEEEE"}}"##),
            ("t/dark-dimmed.json", ##"{"fg": {"$type": "color", "$value": "#888888"}}"##),
        ]
        let result = try TokenReader.read(documents: base, inputs: ["t"])
        XCTAssertEqual(values(result.tokens, "fg"), [.light: "#111111", .dark: "#EEEEEE"])
        XCTAssertTrue(result.diagnostics.warnings.contains { $0.message.contains("\"dimmed\" variant of dark") })
        // Without a plain dark file, Stylebook asks instead of guessing.
        let found = errors { _ = try TokenReader.read(documents: [base[0], base[2]], inputs: ["t"]) }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].description.hasPrefix("t/dark-dimmed.json:1:1: error:"), found[0].description)
    }

    static let brandResolver = (path: "r/app.resolver.json", text: ##"""
    {"version": "2025.10",
     "modifiers": {
       "size": {"contexts": {"small": [{"$ref": "size-s.json"}], "large": [{"$ref": "size-l.json"}]}},
       "brandTheme": {"default": "brand-a-light", "contexts": {
         "brand-a-light": [{"$ref": "a-light.json"}], "brand-a-dark": [{"$ref": "a-dark.json"}],
         "brand-b-light": [{"$ref": "b-light.json"}], "brand-b-dark": [{"$ref": "b-dark.json"}]}}},
     "resolutionOrder": [{"$ref": "#/modifiers/size"}, {"$ref": "#/modifiers/brandTheme"}]}
    """##)
    static let brandFiles: [(path: String, text: String)] = [
        ("r/size-s.json", ##"{"gap": {"$type": "dimension", "$value": "4px"}}"##),
        ("r/size-l.json", ##"{"gap": {"$type": "dimension", "$value": "8px"}}"##),
        ("r/a-light.json", ##"{"bg": {"$type": "color", "$value": "#A0A0A0"}}"##),
        ("r/a-dark.json", ##"{"bg": {"$type": "color", "$value": "#A1A1A1"}}"##),
        ("r/b-light.json", ##"{"bg": {"$type": "color", "$value": "#B0B0B0"}}"##),
        ("r/b-dark.json", ##"{"bg": {"$type": "color", "$value": "#B1B1B1"}}"##),
    ]

    func testModifierWithoutDefaultIsTheSameErrorInEveryAppearanceNamingTheFix() {
        let found = errors { _ = try TokenReader.read(documents: Self.brandFiles, resolverDocument: Self.brandResolver) }
        // Reported once (the same located error in every appearance), with the exact flag and key.
        XCTAssertEqual(found.count, 1, found.map(\.description).joined(separator: "\n"))
        let message = found.first?.text() ?? ""
        XCTAssertTrue(found.first?.description.hasPrefix("r/app.resolver.json:") ?? false)
        // The setting is a structured hint (the CLI shows the flag, the key or both), not part of the message.
        XCTAssertEqual(found.first?.hint, .setting(flag: "--input \"size=small\"", configKey: "tokens.inputs: {size: small}"))
        XCTAssertFalse(found.first?.message.contains("--input") ?? true, message)
        XCTAssertTrue(message.contains("--input \"size=small\""), message)
        XCTAssertTrue(message.contains("tokens.inputs: {size: small}"), message)
    }

    func testAnInputNamingNoModifierIsAnErrorNotIgnored() throws {
        // A misspelt modifier (`sise`) used to be dropped silently, leaving the default context.
        let typo = errors { _ = try TokenReader.read(documents: Self.brandFiles, resolverDocument: Self.brandResolver,
                                                     options: TokenReadOptions(modifierInputs: ["size": "large", "sise": "large"])) }
        XCTAssertEqual(typo.count, 1, typo.map(\.description).joined(separator: "\n"))
        XCTAssertTrue(typo.first?.description.hasPrefix("r/app.resolver.json:") ?? false, typo.first?.description ?? "")
        XCTAssertTrue(typo.first?.message.contains("has no modifier \"sise\"") ?? false, typo.first?.message ?? "")
        XCTAssertEqual(typo.first?.hint, .setting(flag: "--input", configKey: "tokens.inputs"))
        // Plain files have nothing an input could choose.
        let plain = errors { _ = try TokenReader.read(documents: [("a.tokens.json", ##"{"bg": {"$type": "color", "$value": "#A0A0A0"}}"##)],
                                                      options: TokenReadOptions(modifierInputs: ["size": "large"])) }
        XCTAssertEqual(plain.count, 1)
        XCTAssertTrue(plain.first?.message.contains("\"size\" has nothing to choose") ?? false, plain.first?.message ?? "")
        // The input matched case-insensitively, as it is applied, is no error.
        let result = try TokenReader.read(documents: Self.brandFiles, resolverDocument: Self.brandResolver,
                                          options: TokenReadOptions(modifierInputs: ["Size": "large"]))
        XCTAssertEqual(result.tokens.dimensions.first?.points, 8)
    }

    func testBrandVariantsFollowTheDefaultAndInputsChooseTheRest() throws {
        let options = TokenReadOptions(modifierInputs: ["size": "large"])
        let result = try TokenReader.read(documents: Self.brandFiles, resolverDocument: Self.brandResolver, options: options)
        XCTAssertEqual(values(result.tokens, "bg"), [.light: "#A0A0A0", .dark: "#A1A1A1"])
        XCTAssertEqual(result.tokens.dimensions.first?.points, 8)
        XCTAssertTrue(result.diagnostics.warnings.contains { $0.message.contains("brand-b-light, brand-b-dark are not used") })
        // An explicit mapping for the theme leaves the rest automatic (here: the size input).
        var mapped = options
        mapped.appearanceMapping = [.light: ["brandTheme": "brand-b-light"], .dark: ["brandTheme": "brand-b-dark"]]
        let b = try TokenReader.read(documents: Self.brandFiles, resolverDocument: Self.brandResolver, options: mapped)
        XCTAssertEqual(values(b.tokens, "bg"), [.light: "#B0B0B0", .dark: "#B1B1B1"])
    }

    func testPartialMappingKeepsAutomaticModesOfOtherModifiers() throws {
        let resolver = (path: "m/x.resolver.json", text: ##"""
        {"version": "2025.10", "modifiers": {
          "theme": {"contexts": {"light": [{"$ref": "l.json"}], "dark": [{"$ref": "d.json"}]}},
          "brand": {"contexts": {"one": [{"$ref": "one.json"}], "two": [{"$ref": "two.json"}]}}},
         "resolutionOrder": [{"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}]}
        """##)
        let files: [(path: String, text: String)] = [
            ("m/one.json", ##"{"accent": {"$type": "color", "$value": "#010101"}}"##),
            ("m/two.json", ##"{"accent": {"$type": "color", "$value": "#020202"}}"##),
            ("m/l.json", ##"{"fg": {"$type": "color", "$value": "#000000"}}"##),
            ("m/d.json", ##"{"fg": {"$type": "color", "$value": "#FFFFFF"}}"##),
        ]
        let result = try TokenReader.read(documents: files, resolverDocument: resolver,
                                          options: TokenReadOptions(appearanceMapping: [.light: ["brand": "two"]]))
        XCTAssertEqual(values(result.tokens, "fg"), [.light: "#000000", .dark: "#FFFFFF"], "theme still maps automatically")
        XCTAssertEqual(values(result.tokens, "accent")[.light], "#020202")
    }

    func testNothingMapsToDarkIsSaidOnce() throws {
        let resolver = (path: "n/x.resolver.json", text: ##"""
        {"version": "2025.10", "modifiers": {"theme": {"default": "a", "contexts": {"a": [{"$ref": "a.json"}], "b": [{"$ref": "b.json"}]}}},
         "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
        """##)
        let files: [(path: String, text: String)] = [
            ("n/a.json", ##"{"fg": {"$type": "color", "$value": "#000000"}}"##),
            ("n/b.json", ##"{"fg": {"$type": "color", "$value": "#FFFFFF"}}"##),
        ]
        let result = try TokenReader.read(documents: files, resolverDocument: resolver)
        let warnings = result.diagnostics.warnings.filter { $0.message.contains("nothing maps to dark") }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(warnings[0].hint, .setting(flag: "--appearance dark=theme:b", configKey: "tokens.appearances: {dark: \"theme:b\"}"))
        XCTAssertEqual(values(result.tokens, "fg"), [.light: "#000000"])
    }

    func testResolverAlternativeLooksAreNotGuessed() throws {
        func resolver(_ contexts: [String]) -> (path: String, text: String) {
            let body = contexts.map { "\"\($0)\": [{\"$ref\": \"\($0).json\"}]" }.joined(separator: ", ")
            return ("g/x.resolver.json", "{\"version\": \"2025.10\", \"modifiers\": {\"theme\": {\"default\": \"light\", \"contexts\": {\(body)}}}, \"resolutionOrder\": [{\"$ref\": \"#/modifiers/theme\"}]}")
        }
        let files: [(path: String, text: String)] = ["light": "#FFFFFF", "dark": "#000000", "dark_dimmed": "#222222"].map { name, hex in
            ("g/\(name).json", "{\"bg\": {\"$type\": \"color\", \"$value\": \"\(hex)\"}}")
        }
        // Primer's layout: dark wins, dark_dimmed is named as unused.
        let primer = try TokenReader.read(documents: files, resolverDocument: resolver(["light", "dark", "dark_dimmed"]), options: TokenReadOptions(), inputs: [])
        XCTAssertEqual(values(primer.tokens, "bg"), [.light: "#FFFFFF", .dark: "#000000"])
        XCTAssertTrue(primer.diagnostics.warnings.contains { $0.message.contains("dark_dimmed is not used") }, primer.diagnostics.rendered)
        // Only the dimmed look: Stylebook asks, naming the flag.
        let found = errors { _ = try TokenReader.read(documents: files, resolverDocument: resolver(["light", "dark_dimmed"]), options: TokenReadOptions(), inputs: []) }
        XCTAssertTrue(found.contains { $0.text(hints: .commandLine).hasSuffix("choose with --appearance \"dark=theme:dark_dimmed\"") }, found.map(\.description).joined(separator: "\n"))
    }

    func testResolverSourceWithJSONPointerFragment() throws {
        let resolver = (path: "p/x.resolver.json", text: ##"""
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "all.json#/palette"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "all.json#/themes/light"}], "dark": [{"$ref": "all.json#/themes/dark"}]}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """##)
        let all = ("p/all.json", ##"""
        {"palette": {"ink": {"$type": "color", "$value": "#123456"}},
         "themes": {"light": {"fg": {"$type": "color", "$value": "{ink}"}}, "dark": {"fg": {"$type": "color", "$value": "#FEDCBA"}}}}
        """##)
        let result = try TokenReader.read(documents: [all], resolverDocument: resolver, options: TokenReadOptions(), inputs: [])
        XCTAssertEqual(values(result.tokens, "fg"), [.light: "#123456", .dark: "#FEDCBA"])
        XCTAssertEqual(values(result.tokens, "ink"), [.light: "#123456"])
        let bad = (path: resolver.path, text: resolver.text.replacingOccurrences(of: "#/palette", with: "#/nowhere"))
        let found = errors { _ = try TokenReader.read(documents: [all], resolverDocument: bad, options: TokenReadOptions(), inputs: []) }
        XCTAssertTrue(found.contains { $0.message.contains("all.json#/nowhere points to no group") }, found.map(\.description).joined(separator: "\n"))
    }

    static let studioProject: [(path: String, text: String)] = [
        ("ts/$metadata.json", ##"{"tokenSetOrder": ["core", "size/small", "size/large", "mode/light", "mode/dark", "mode/dark-hc", "semantic"]}"##),
        ("ts/$themes.json", ##"""
        [{"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "mode/light": "enabled", "semantic": "enabled"}},
         {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "mode/dark": "enabled", "semantic": "enabled"}},
         {"id": "3", "name": "Dark high contrast", "group": "Mode", "selectedTokenSets": {"core": "source", "mode/dark": "enabled", "mode/dark-hc": "enabled", "semantic": "enabled"}},
         {"id": "4", "name": "small", "group": "Size", "selectedTokenSets": {"size/small": "enabled", "size/large": "disabled"}},
         {"id": "5", "name": "large", "group": "Size", "selectedTokenSets": {"size/large": "enabled"}}]
        """##),
        ("ts/core.json", ##"{"blue": {"value": "#0000FF", "type": "color"}, "white": {"value": "#FFFFFF", "type": "color"}, "base": {"value": "4", "type": "spacing"}}"##),
        ("ts/size/small.json", ##"{"gap": {"value": "{base} * 2", "type": "spacing"}}"##),
        ("ts/size/large.json", ##"{"gap": {"value": "{base} * 4", "type": "spacing"}}"##),
        ("ts/mode/light.json", ##"{"surface": {"value": "{white}", "type": "color"}, "accent": {"value": "{blue}", "type": "color"}}"##),
        ("ts/mode/dark.json", ##"{"surface": {"value": "#101010", "type": "color"}, "accent": {"value": "rgba({blue}, 0.5)", "type": "color"}}"##),
        ("ts/mode/dark-hc.json", ##"{"surface": {"value": "#000000", "type": "color"}}"##),
        ("ts/semantic.json", ##"{"button": {"value": "{accent}", "type": "color"}}"##),
    ]

    func testTokensStudioThemesGiveAppearances() throws {
        let result = try TokenReader.read(documents: Self.studioProject, inputs: ["ts"])
        let set = result.tokens
        XCTAssertEqual(values(set, "surface"), [.light: "#FFFFFF", .dark: "#101010", .darkHighContrast: "#000000"])
        // button has no high-contrast value of its own, so it needs no dark + high contrast entry.
        XCTAssertEqual(values(set, "button"), [.light: "#0000FF", .dark: "#0000FF80"])
        // "source" sets are for references only: core's colours are not generated.
        XCTAssertNil(set.colors.first { $0.path.dotted == "blue" })
        XCTAssertEqual(set.colors.count, 3)
        // Size has no appearance: its first theme is used, and the warning names the fix.
        XCTAssertEqual(set.dimensions.first { $0.info.path.dotted == "gap" }?.points, 8)
        XCTAssertTrue(result.diagnostics.warnings.contains { $0.text().contains("--input \"Size=small\"") }, result.diagnostics.rendered)
        let large = try TokenReader.read(documents: Self.studioProject, options: TokenReadOptions(modifierInputs: ["Size": "large"]), inputs: ["ts"])
        XCTAssertEqual(large.tokens.dimensions.first { $0.info.path.dotted == "gap" }?.points, 16)
    }

    func testTokensStudioSingleFileExport() throws {
        let text = ##"""
        {"global": {"blue": {"value": "#0000FF", "type": "color"}},
         "light": {"bg": {"value": "#FFFFFF", "type": "color"}},
         "dark": {"bg": {"value": "#000000", "type": "color"}},
         "$themes": [{"name": "light", "selectedTokenSets": {"global": "enabled", "light": "enabled"}},
                     {"name": "dark", "selectedTokenSets": {"global": "enabled", "dark": "enabled"}}],
         "$metadata": {"tokenSetOrder": ["global", "light", "dark"]}}
        """##
        let result = try TokenReader.read(documents: [("export.json", text)])
        XCTAssertEqual(values(result.tokens, "bg"), [.light: "#FFFFFF", .dark: "#000000"])
        XCTAssertEqual(values(result.tokens, "blue"), [.light: "#0000FF"])
    }

    func testTokensStudioSetsWithoutThemesUseSetNamesAsModes() throws {
        let text = ##"""
        {"core": {"ink": {"value": "#222222", "type": "color"}},
         "theme-light": {"fg": {"value": "{ink}", "type": "color"}},
         "theme-dark": {"fg": {"value": "#DDDDDD", "type": "color"}},
         "$metadata": {"tokenSetOrder": ["core", "theme-light", "theme-dark"]}}
        """##
        let result = try TokenReader.read(documents: [("export.json", text)])
        XCTAssertEqual(values(result.tokens, "fg"), [.light: "#222222", .dark: "#DDDDDD"])
    }
}
