import Diagnostics
import Foundation
import XCTest
@testable import Tokens

/// Shapes met in the third round of public token systems (docs/token-systems.md, "Held-out
/// systems tried", round 3), each reproduced by a small fixture written here.
final class PublicSystemShapesTests: XCTestCase {
    func color(_ set: TokenSet, _ path: String, _ appearance: Appearance = .light) -> RGBAColor? {
        set.colors.first { $0.path.dotted == path }?.values[appearance]
    }

    func hex(_ set: TokenSet, _ path: String, _ appearance: Appearance = .light) -> String? {
        color(set, path, appearance).map(ColorMath.hex)
    }

    // MARK: A look set beside the mode sets (Astro's `theme-wireframe`)

    func testWireframeSetIsALookNotTheSharedBase() throws {
        // The system set is the dark design; theme-light overrides it for light; theme-wireframe is
        // another look. Read as a base set, wireframe's grey replaced the dark value with exit 0.
        let result = try read([("data/tokens.json", ##"""
        {
          "reference": { "palette": {
            "navy": { "value": "#1b2d3e", "type": "color" },
            "white": { "value": "#ffffff", "type": "color" } } },
          "system": { "bg": { "value": "{palette.navy}", "type": "color" } },
          "theme-light": { "bg": { "value": "{palette.white}", "type": "color" } },
          "ios-dark": { "ios": { "bg": { "value": "{palette.navy}", "type": "color" } } },
          "ios-light": { "ios": { "bg": { "value": "{palette.white}", "type": "color" } } },
          "theme-wireframe": { "bg": { "value": "#cccccc", "type": "color" } },
          "$themes": [],
          "$metadata": { "tokenSetOrder": ["reference", "system", "theme-light", "theme-wireframe", "ios-dark", "ios-light"] }
        }
        """##)])
        XCTAssertEqual(hex(result.tokens, "bg", .light), "#FFFFFF")
        XCTAssertEqual(hex(result.tokens, "bg", .dark), "#1B2D3E")
        let warnings = result.diagnostics.warnings.map(\.message)
        XCTAssertTrue(warnings.contains { $0.contains("theme-wireframe is the \"wireframe\" variant of light") }, "\(warnings)")
        XCTAssertTrue(result.inputs.contains { $0.path == "theme-wireframe" && $0.role.contains("theme \"wireframe\"") }, "\(result.inputs.map(\.line))")
        // An empty $themes list chooses nothing: the set names do, and the report says so.
        XCTAssertTrue(result.inputs.contains { $0.path == "data/tokens.json" && $0.reason == "set names decide, as file names do" }, "\(result.inputs.map(\.line))")
    }

    func testGlassFoldersBesideLightAndDarkAreALook() throws {
        // PatternFly: glass/ and glass-dark/ sit beside light/ and dark/. Read as a base and a dark
        // folder, the glass look replaced the dark value (exit 0, an override warning only).
        func t(_ value: String) -> String { ##"{"type": "color", "value": "\##(value)"}"## }
        let result = try read([
            ("tokens/default/palette.color.json", ##"{"gray": {"10": \##(t("#f2f2f2")), "90": \##(t("#1f1f1f"))}}"##),
            ("tokens/default/light/semantic.json", ##"{"bg": {"primary": \##(t("{gray.10}"))}}"##),
            ("tokens/default/dark/semantic.dark.json", ##"{"bg": {"primary": \##(t("{gray.90}"))}}"##),
            ("tokens/default/glass/semantic.glass.json", ##"{"bg": {"primary": \##(t("rgba(255, 255, 255, 0.8)")), "glass": \##(t("{bg.primary}"))}}"##),
            ("tokens/default/glass-dark/semantic.glass.dark.json", ##"{"bg": {"primary": \##(t("rgba(0, 0, 0, 0.8)")), "glass": \##(t("{bg.primary}"))}}"##),
        ], inputs: ["tokens/default"])
        XCTAssertEqual(hex(result.tokens, "bg.primary", .light), "#F2F2F2")
        XCTAssertEqual(hex(result.tokens, "bg.primary", .dark), "#1F1F1F")
        XCTAssertNil(result.tokens.colors.first { $0.path.dotted == "bg.glass" }, "the glass look's own tokens are left out with it")
        let warnings = result.diagnostics.warnings.map(\.message)
        XCTAssertTrue(warnings.contains { $0.contains("semantic.glass.dark.json is the \"glass\" variant of dark") }, "\(warnings)")
    }

    func testNamesOfModesTopicsAndLooks() {
        XCTAssertEqual(ReadSession.nameRole("t/theme-semantics.json"), .base)
        XCTAssertEqual(ReadSession.nameRole("t/text-muted.json"), .base)
        XCTAssertEqual(ReadSession.nameRole("t/dark-gray.json"), .base)
        XCTAssertEqual(ReadSession.nameRole("t/wireframe.json"), .theme(name: "wireframe", appearance: .light))
        // A mode word followed by "theme" or "mode" names the mode, whatever follows (MetaMask's files).
        XCTAssertEqual(ReadSession.nameRole("t/darkThemeBrandEvolution.json"), .mode(.dark))
        XCTAssertEqual(ReadSession.nameRole("t/light-mode-extras.json"), .mode(.light))
    }

    // MARK: Per-mode files with a topic after "theme" (MetaMask's Figma Tokens exports)

    func testDarkThemeVariantFileIsDarkNotBase() throws {
        // Read as a base file, darkThemeBrandEvolution's dark-only colour got its dark value in light too.
        let result = try read([
            ("figma/brandColors.json", ##"{"grey": {"000": {"value": "#ffffff", "type": "color"}, "800": {"value": "#222325", "type": "color"}, "900": {"value": "#121314", "type": "color"}}}"##),
            ("figma/lightTheme.json", ##"{"background": {"default": {"value": "{grey.000}", "type": "color", "parent": "Theme Colors/Light mode"}}}"##),
            ("figma/darkTheme.json", ##"{"background": {"default": {"value": "{grey.900}", "type": "color", "parent": "Theme Colors/Dark mode"}}}"##),
            ("figma/lightThemeBrandEvolution.json", ##"{"background": {"default": {"value": "#fefefe", "type": "color"}}}"##),
            ("figma/darkThemeBrandEvolution.json", ##"{"background": {"default": {"value": "#0a0a0a", "type": "color"}, "muted": {"value": "{grey.800}", "type": "color"}}}"##),
        ], inputs: ["figma"])
        XCTAssertEqual(hex(result.tokens, "background.default", .light), "#FEFEFE")
        XCTAssertEqual(hex(result.tokens, "background.default", .dark), "#0A0A0A")
        XCTAssertNil(result.tokens.colors.first { $0.path.dotted == "background.muted" }, "a dark-only colour is left out, not given its dark value in light")
        XCTAssertTrue(result.inputs.contains { $0.line == "figma/darkThemeBrandEvolution.json: dark (name says dark)" }, "\(result.inputs.map(\.line))")
    }

    // MARK: Mode groups at the top of one file (a Figma variables export, DuckDuckGo's themes)

    static let figmaModes = ##"""
    {
      "Theme Color": { "$type": "string", "$value": "Blossom" },
      "Light": {
        "Surface": { "Canvas": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#FFFFFF" } } },
        "Text": { "Primary": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.96 } } }
      },
      "Dark": {
        "Surface": { "Canvas": { "$type": "color", "$value": "#111111" } },
        "Text": { "Primary": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0.96 } } }
      }
    }
    """##

    func testTopLevelModeGroupsAreAppearances() throws {
        let result = try read([("examples/Blossom.tokens.json", Self.figmaModes)])
        XCTAssertEqual(hex(result.tokens, "Surface.Canvas", .light), "#FFFFFF")
        XCTAssertEqual(hex(result.tokens, "Surface.Canvas", .dark), "#111111")
        XCTAssertEqual(color(result.tokens, "Text.Primary", .dark)?.alpha ?? 0, 0.96, accuracy: 1e-9)
        XCTAssertNil(result.tokens.colors.first { $0.path.dotted.hasPrefix("Dark") }, "no colour keeps the mode as its group")
        XCTAssertEqual(result.tokens.strings.first { $0.info.path.dotted == "Theme Color" }?.value, "Blossom")
        XCTAssertTrue(result.inputs.contains { $0.line == "examples/Blossom.tokens.json/Dark: dark (name says dark)" }, "\(result.inputs.map(\.line))")
    }

    func testModeGroupsThatReferencesNameStayGroups() throws {
        // A reference to {light.bg} makes "light" a namespace the file uses, not a mode.
        let result = try read([("palette.tokens.json", ##"""
        { "light": { "bg": { "$type": "color", "$value": "#ffffff" } },
          "dark": { "bg": { "$type": "color", "$value": "#000000" } },
          "surface": { "$type": "color", "$value": "{light.bg}" } }
        """##)])
        XCTAssertEqual(hex(result.tokens, "dark.bg"), "#000000")
        XCTAssertEqual(hex(result.tokens, "surface"), "#FFFFFF")
        // The same when the reference is in another file read with it.
        let split = try read([
            ("t/palette.tokens.json", ##"{"light": {"bg": {"$type": "color", "$value": "#ffffff"}}, "dark": {"bg": {"$type": "color", "$value": "#000000"}}}"##),
            ("t/semantic.tokens.json", ##"{"surface": {"$type": "color", "$value": "{dark.bg}"}}"##),
        ], inputs: ["t"])
        XCTAssertEqual(hex(split.tokens, "surface"), "#000000")
        XCTAssertEqual(hex(split.tokens, "light.bg"), "#FFFFFF")
    }

    // MARK: Per-mode value objects and colours with an alpha (Deutsche Telekom's Scale tokens)

    func testPerModeValueObjectsAndAlphaObjectsAreRead() throws {
        let result = try read([
            ("src/core/color.tokens.json5", ##"""
            { core: { color: {
                white: { value: "#ffffff", type: "color" },
                black: { value: "#000000", type: "color" },
                magenta: { comment: "contrast with white is acceptable", dark: { value: "#C00063", type: "color" } } } } }
            """##),
            ("src/semantic/color.tokens.json5", ##"""
            { color: {
                comment: "Telekom brand color design tokens",
                text: {
                  standard: { value: { light: "{core.color.black}", dark: "{core.color.white}" }, type: "color",
                              extensions: { telekom: { sketch: { uuid: "490fee2e" } } } },
                  additional: { value: { light: { color: "{core.color.black}", alpha: 0.65 },
                                         dark: { color: "{core.color.white}", alpha: 0.65 } }, type: "color" },
                  cyan: { value: { light: "#00738A", // custom
                                   dark: { color: "#00738A", alpha: 0.5 } }, type: "color" } } } }
            """##),
        ], inputs: ["src"])
        XCTAssertEqual(hex(result.tokens, "color.text.standard", .light), "#000000")
        XCTAssertEqual(hex(result.tokens, "color.text.standard", .dark), "#FFFFFF")
        XCTAssertEqual(color(result.tokens, "color.text.additional", .dark)?.red, 1)
        XCTAssertEqual(color(result.tokens, "color.text.additional", .light)?.red, 0)
        XCTAssertEqual(color(result.tokens, "color.text.additional", .light)?.alpha ?? 0, 0.65, accuracy: 1e-9)
        XCTAssertEqual(color(result.tokens, "color.text.additional", .dark)?.alpha ?? 0, 0.65, accuracy: 1e-9)
        XCTAssertEqual(hex(result.tokens, "color.text.cyan", .light), "#00738A")
        XCTAssertEqual(color(result.tokens, "color.text.cyan", .dark)?.alpha ?? 0, 0.5, accuracy: 1e-9)
        let warnings = result.diagnostics.warnings.map(\.description)
        XCTAssertFalse(warnings.contains { $0.contains("comment") || $0.contains("colorSpace") }, "\(warnings)")
    }

    func testMistypedHexInAModeObjectIsLocated() throws {
        let result = try read([("c.tokens.json", ##"""
        {"c": {"lighter": {"value": "#FF008", "type": "color"},
               "pressed": {"value": {"light": "#A30054", "dark": "{c.lighter}"}, "type": "color"}}}
        """##)])
        let warnings = result.diagnostics.warnings.map(\.description)
        XCTAssertTrue(warnings.contains { $0.hasPrefix("c.tokens.json:1:") && $0.contains("warning: invalid hex colour \"#FF008\"") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("refers to {c.lighter}, which cannot be generated") }, "\(warnings)")
        XCTAssertNil(result.tokens.colors.first { $0.path.dotted == "c.pressed" })
    }

    // MARK: Style Dictionary `attributes` on DTCG tokens (Red Hat's YAML tokens)

    func testAttributesBesideDollarValueAreMetadata() throws {
        let result = try read([("tokens/color/text.yaml", """
        color:
          $type: color
          white:
            $value: '#ffffff'
            attributes:
              type: gray
          text:
            on-dark:
              $value: '{color.white}'
              $description: Primary text color for dark theme
              attributes:
                category: typography
                figma: text-on-dark
        """)])
        XCTAssertEqual(hex(result.tokens, "color.text.on-dark"), "#FFFFFF")
        let warnings = result.diagnostics.warnings.map(\.description)
        XCTAssertTrue(warnings.contains { $0.contains("1 token(s) carry custom 'attributes', which Stylebook does not apply") }, "\(warnings)")
    }

    // MARK: Tokens Studio themes without groups (Element's Compound tokens)

    func testGrouplessPlatformThemesAreNamedWithTheFix() throws {
        let result = try read([
            ("t/$themes.json", ##"""
            [ { "id": "g", "name": "Global", "selectedTokenSets": { "cross-platform": "enabled" } },
              { "id": "i", "name": "iOS", "selectedTokenSets": { "platform-ios": "enabled" } },
              { "id": "l", "name": "Light", "selectedTokenSets": { "theme-light": "enabled" } },
              { "id": "d", "name": "Dark", "selectedTokenSets": { "theme-dark": "enabled" } } ]
            """##),
            ("t/$metadata.json", ##"{"tokenSetOrder": ["cross-platform", "platform-ios", "theme-light", "theme-dark"]}"##),
            ("t/cross-platform.json", ##"{"space": {"scale": {"value": "4", "type": "spacing"}}}"##),
            ("t/platform-ios.json", ##"{"font": {"family": {"sans": {"value": "SF Pro", "type": "fontFamilies"}}}}"##),
            ("t/theme-light.json", ##"{"bg": {"value": "#ffffff", "type": "color"}}"##),
            ("t/theme-dark.json", ##"{"bg": {"value": "#101317", "type": "color"}}"##),
        ], inputs: ["t"])
        XCTAssertEqual(hex(result.tokens, "bg", .dark), "#101317")
        let warnings = result.diagnostics.warnings.map(\.message)
        XCTAssertTrue(warnings.contains { $0.contains("themes Global, iOS have no \"group\" in $themes.json") && $0.contains("--input platform=Global") }, "\(warnings)")
        let lines = result.inputs.map(\.line)
        XCTAssertTrue(lines.contains("t/platform-ios.json: not read (Tokens Studio set platform-ios, which no chosen theme selects)"), "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("t/theme-dark.json: Tokens Studio set, chosen by the themes") }, "\(lines)")
    }
}
