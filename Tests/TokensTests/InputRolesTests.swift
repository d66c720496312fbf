import Diagnostics
import XCTest
@testable import Tokens

/// Every input file gets one role from its name (or `--input FILE=ROLE`): the mode-name grammar,
/// combinations read as combinations, and the errors when a name or a pair of files cannot be placed.
final class InputRolesTests: XCTestCase {
    func hex(_ result: TokenReadResult, _ path: String) -> [Appearance: String] {
        (result.tokens.colors.first { $0.path.dotted == path }?.values ?? [:]).mapValues(ColorMath.hex)
    }

    func color(_ hex: String, _ name: String = "fg") -> String {
        #"{"\#(name)": {"$type": "color", "$value": "\#(hex)"}}"#
    }

    func options(_ roles: [String: String]) -> TokenReadOptions {
        TokenReadOptions(modifierInputs: roles)
    }

    func failure(_ documents: [(path: String, text: String)], options: TokenReadOptions = .init(), inputs: [String]? = nil) -> [String] {
        do {
            _ = try TokenReader.read(documents: documents, options: options, inputs: inputs)
            XCTFail("expected an error")
            return []
        } catch {
            return error.diagnostics.errors.map(\.description)
        }
    }

    func testGrammarReadsCombinationsInAnyOrderAndPlace() {
        let cases: [(String, InputRole)] = [
            ("t/semantic.json", .base), ("t/semantic.dark.json", .mode(.dark)),
            ("t/semantic.highcontrast.dark.json", .mode(.darkHighContrast)), ("t/x.dark.hc.json", .mode(.darkHighContrast)),
            ("t/x.hc.dark.json", .mode(.darkHighContrast)), ("t/hc.night.json", .mode(.darkHighContrast)),
            ("t/classic-day.semantic.json", .mode(.light)), ("t/classic-night.semantic.json", .mode(.dark)),
            ("t/colors_dim.json", .mode(.dark)), ("t/dark.colors.json", .mode(.dark)), ("t/high-contrast.json", .mode(.lightHighContrast)),
            ("t/contrast.light.json", .mode(.lightHighContrast)), ("t/colors.dark-high-contrast.json", .mode(.darkHighContrast)),
            ("t/dark/colors.hc.json", .mode(.darkHighContrast)), ("t/night/colors.json", .mode(.dark)),
            ("t/dark-gray.json", .base), ("t/light-blue.json", .base), ("t/base.json", .base),
            ("t/dark-dimmed.json", .theme(name: "dimmed", appearance: .dark)),
        ]
        for (path, role) in cases { XCTAssertEqual(ReadSession.nameRole(path), role, path) }
        XCTAssertNil(ReadSession.nameRole("t/light-dark.json"), "light and dark in one name cannot be placed")
        // Resolver contexts and theme names read the same words.
        XCTAssertEqual(AppearanceNames.match("dim")?.appearance, .dark)
        XCTAssertEqual(AppearanceNames.match("night_highcontrast")?.appearance, .darkHighContrast)
        XCTAssertEqual(AppearanceNames.match("contrast")?.appearance, .lightHighContrast)
    }

    func testDarkGetsTheDarkFileAndDarkHighContrastTheHighContrastFile() throws {
        let result = try TokenReader.read(documents: [
            ("t/semantic.json", color("#111111")),
            ("t/semantic.dark.json", color("#EEEEEE")),
            ("t/semantic.highcontrast.dark.json", color("#FFFFFF")),
        ], inputs: ["t"])
        let fg = hex(result, "fg")
        XCTAssertEqual(fg[.light], "#111111")
        XCTAssertEqual(fg[.dark], "#EEEEEE", "dark must not get the high-contrast value")
        XCTAssertEqual(fg[.darkHighContrast], "#FFFFFF")
    }

    func testDarkThenHCIsDarkHighContrastNotLightHighContrast() throws {
        let result = try TokenReader.read(documents: [("t/x.json", color("#111111")), ("t/x.dark.hc.json", color("#FAFAFA"))], inputs: ["t"])
        let fg = hex(result, "fg")
        XCTAssertEqual(fg[.darkHighContrast], "#FAFAFA")
        XCTAssertNotEqual(fg[.lightHighContrast], "#FAFAFA")
    }

    func testNightDoesNotOverwriteDay() throws {
        let result = try TokenReader.read(documents: [
            ("t/classic-day.semantic.json", color("#FFFFFF", "bg")),
            ("t/classic-night.semantic.json", color("#000000", "bg")),
        ], inputs: ["t"])
        XCTAssertEqual(hex(result, "bg"), [.light: "#FFFFFF", .dark: "#000000"])
    }

    func testBaseValuesStayUnderEveryModeAndDarkValuesGiveDark() throws {
        let base = ("t/base.json", ##"{"p": {"$type": "color", "ink": {"$value": "#202020"}, "snow": {"$value": "#F0F0F0"}}}"##)
        let light = ("t/light.json", ##"{"fg": {"$type": "color", "$value": "{p.ink}"}}"##)
        let dark = ("t/dark.json", ##"{"fg": {"$type": "color", "$value": "{p.snow}"}}"##)
        let lightOnly = try TokenReader.read(documents: [base, light], inputs: ["t"])
        XCTAssertEqual(hex(lightOnly, "p.ink"), [.light: "#202020"], "base values are kept")
        XCTAssertEqual(hex(lightOnly, "fg"), [.light: "#202020"])
        XCTAssertTrue(lightOnly.diagnostics.warnings.contains { $0.description.hasPrefix("t/light.json:1:1: warning: t/light.json is the light file, but no file is dark") },
                      lightOnly.diagnostics.rendered)
        let both = try TokenReader.read(documents: [base, light, dark], inputs: ["t"])
        XCTAssertEqual(hex(both, "p.snow"), [.light: "#F0F0F0"], "the base set is read under dark too, once")
        XCTAssertEqual(hex(both, "fg"), [.light: "#202020", .dark: "#F0F0F0"])
        XCTAssertFalse(both.diagnostics.warnings.contains { $0.message.contains("no file is dark") })
    }

    func testANameSayingLightAndDarkIsALocatedErrorNamingTheFix() {
        let found = failure([("t/base.json", color("#111111")), ("t/light-dark.json", color("#222222"))], inputs: ["t"])
        XCTAssertEqual(found.count, 1, found.joined(separator: "\n"))
        XCTAssertTrue(found[0].hasPrefix("t/light-dark.json:1:1: error: cannot tell the role of t/light-dark.json: its name says light + dark"), found[0])
        XCTAssertTrue(found[0].contains("--input light-dark.json=dark (stylebook.yml: tokens.inputs: {light-dark.json: dark})"), found[0])
    }

    func testTwoFilesClaimingOneRoleAreAnErrorThatInputSettles() throws {
        let documents: [(path: String, text: String)] = [
            ("t/semantic.json", color("#111111")), ("t/semantic.dark.json", color("#222222")), ("t/semantic.night.json", color("#333333")),
        ]
        let found = failure(documents, inputs: ["t"])
        XCTAssertEqual(found.count, 1, found.joined(separator: "\n"))
        XCTAssertTrue(found[0].hasPrefix("t/semantic.night.json:1:1: error: t/semantic.dark.json and t/semantic.night.json both claim the dark role"), found[0])
        XCTAssertTrue(found[0].contains("--input semantic.night.json=skip"), found[0])
        let settled = try TokenReader.read(documents: documents, options: options(["semantic.night.json": "skip"]), inputs: ["t"])
        XCTAssertEqual(hex(settled, "fg"), [.light: "#111111", .dark: "#222222"])
        XCTAssertTrue(settled.inputs.contains(TokenInputReport(path: "t/semantic.night.json", role: "skipped", reason: "--input")))
    }

    func testInputGivesARoleAndAMisspeltFileIsAnError() throws {
        let documents: [(path: String, text: String)] = [("t/palette.json", color("#111111")), ("t/after-hours.json", color("#EEEEEE"))]
        let result = try TokenReader.read(documents: documents, options: options(["t/after-hours.json": "dark"]), inputs: ["t"])
        XCTAssertEqual(hex(result, "fg"), [.light: "#111111", .dark: "#EEEEEE"])
        let found = failure(documents, options: options(["after-hour.json": "dark"]), inputs: ["t"])
        XCTAssertEqual(found, ["error: no token file that was read has this name (files and sets are matched by their path or its end): "
                               + "--input after-hour.json=dark (stylebook.yml: tokens.inputs: {after-hour.json: dark})"])
        let unknown = failure(documents, options: options(["after-hours.json": "dusk"]), inputs: ["t"])
        XCTAssertTrue(unknown.contains { $0.contains("unknown role \"dusk\"") }, unknown.joined(separator: "\n"))
    }

    func testDarkValuesWithoutLightAreAnErrorNotReadAsLight() throws {
        let documents: [(path: String, text: String)] = [("t/colors.dark.json", color("#EEEEEE"))]
        let found = failure(documents, inputs: ["t"])
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].hasPrefix("t/colors.dark.json:1:1: error: t/colors.dark.json holds dark values, but no file gives light or base values"), found[0])
        XCTAssertTrue(found[0].contains("--input colors.dark.json=base"), found[0])
        let asBase = try TokenReader.read(documents: documents, options: options(["colors.dark.json": "base"]), inputs: ["t"])
        XCTAssertEqual(hex(asBase, "fg"), [.light: "#EEEEEE"])
    }

    func testFoldersBelowTheGivenFolderCombineWithTheName() throws {
        let result = try TokenReader.read(documents: [
            ("night-owl/t/colors.json", color("#101010")),
            ("night-owl/t/dark/colors.json", color("#202020")),
            ("night-owl/t/dark/colors.hc.json", color("#303030")),
        ], inputs: ["night-owl/t"])
        // "night-owl" is above the folder given: it says nothing about the files' roles.
        XCTAssertEqual(hex(result, "fg"), [.light: "#101010", .dark: "#202020", .darkHighContrast: "#303030"])
        XCTAssertEqual(result.inputs.map(\.line), [
            "night-owl/t/colors.json: base set (every appearance) (no mode word in its name)",
            "night-owl/t/dark/colors.hc.json: dark high contrast (name says dark + hc)",
            "night-owl/t/dark/colors.json: dark (name says dark)",
        ])
    }

    func testResolverInputsAreExplainedAndFileRolesRefused() throws {
        let resolver = (path: "r/app.resolver.json", text: ##"""
        {"version": "2025.10", "modifiers": {"theme": {"default": "light", "contexts": {
          "light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}}},
         "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
        """##)
        let files: [(path: String, text: String)] = [("r/light.json", color("#FFFFFF")), ("r/dark.json", color("#000000"))]
        let result = try TokenReader.read(documents: files, resolverDocument: resolver, inputs: [])
        XCTAssertEqual(result.inputs.map(\.line), [
            "r/app.resolver.json: resolver (decides sets and appearances)",
            "r/dark.json: read where the resolver r/app.resolver.json loads it (resolver)",
            "r/light.json: read where the resolver r/app.resolver.json loads it (resolver)",
        ])
        let found = failure(files + [resolver], options: options(["dark.json": "light"]), inputs: ["r/app.resolver.json"])
        XCTAssertTrue(found.contains { $0.contains("file roles apply only when file names decide the appearances") }, found.joined(separator: "\n"))
    }
}
