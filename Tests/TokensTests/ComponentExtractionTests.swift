import Diagnostics
import XCTest
@testable import Tokens

/// Component styles found in token trees: the DTCG form, the friendly YAML, and the errors for
/// references to the wrong kind of token.
final class ComponentExtractionTests: XCTestCase {
    let base = """
    "theme": { "$type": "color", "$value": "#B83A16" },
    "ink": { "$type": "color", "$value": "#FFFFFF" },
    "text": { "$type": "typography", "body": { "$value": { "fontFamily": "system-ui", "fontSize": "17px", "fontWeight": 600, "lineHeight": 1.5 },
              "$extensions": { "com.stylebook": { "relativeTo": "headline" } } } },
    "radius": { "$type": "dimension", "$value": "8px" },
    "wide": { "$type": "dimension", "$value": "2em" }
    """

    func extract(_ json: String, roots: ComponentRoots = .automatic) throws -> (components: [ComponentToken], diagnostics: DiagnosticList) {
        let read = try readOne(json)
        return ComponentExtraction.extract(from: read.tokens, roots: roots)
    }

    func testDTCGButtonAndLabel() throws {
        let json = """
        { \(base),
          "button": { "main": {
            "background": { "$type": "color", "$value": "{theme}" },
            "foreground": { "$type": "color", "$value": "{ink}" },
            "textStyle": { "$type": "typography", "$value": "{text.body}" },
            "cornerRadius": { "$type": "dimension", "$value": "{radius}" },
            "height": { "$type": "number", "$value": 48 },
            "pressedOpacity": { "$type": "number", "$value": 0.6 } } },
          "label": { "caption": { "textStyle": { "$type": "typography", "$value": "{text.body}" }, "color": { "$type": "color", "$value": "{theme}" } } } }
        """
        let (components, diagnostics) = try extract(json)
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.rendered)
        XCTAssertEqual(components.map(\.path.dotted), ["button.main", "label.caption"])
        let button = components[0]
        XCTAssertEqual(button.kind, .button)
        XCTAssertEqual(button.name, ["main"])
        XCTAssertEqual(button.colors["background"]?.values[.light], RGBAColor(red: 184 / 255.0, green: 58 / 255.0, blue: 22 / 255.0))
        XCTAssertEqual(button.numbers["cornerRadius"], 8)
        XCTAssertEqual(button.numbers["height"], 48, "a plain number is read as points")
        XCTAssertEqual(button.numbers["pressedOpacity"], 0.6)
        // The alias keeps the referenced text style's Dynamic Type style.
        XCTAssertEqual(button.textStyles["textStyle"]?.relativeTo, .headline)
        XCTAssertEqual(components[1].kind, .label)
    }

    func testFriendlyYAMLComponents() throws {
        let yaml = """
        theme: { light: "#B83A16", dark: "#FF8A65" }
        ink: "#FFFFFF"
        text/size16w6: { font: system-ui, weight: 600, size: 16, relativeTo: body }
        button/main: { background: "{theme}", foreground: "{ink}", textStyle: "{text.size16w6}", cornerRadius: 8, height: 48, pressedOpacity: 0.7 }
        """
        let read = try TokenReader.read(documents: [("t.yml", yaml)], resolverDocument: nil, options: .init())
        let (components, diagnostics) = ComponentExtraction.extract(from: read.tokens, roots: .automatic)
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.rendered)
        let button = try XCTUnwrap(components.first)
        XCTAssertEqual(button.path.dotted, "button.main")
        XCTAssertNotNil(button.colors["background"]?.values[.dark], "the component colour has the dark value of what it references")
        XCTAssertEqual(button.textStyles["textStyle"]?.size, 16)
        XCTAssertEqual(button.textStyles["textStyle"]?.relativeTo, .body)
        XCTAssertEqual(button.numbers["height"], 48)
    }

    func testWrongTypesAreLocatedErrorsWhenRootsAreDeclared() throws {
        let json = """
        { \(base),
          "button": { "main": {
            "background": { "$type": "dimension", "$value": "{radius}" },
            "foreground": { "$type": "color", "$value": "{ink}" },
            "textStyle": { "$type": "color", "$value": "{theme}" },
            "height": { "$type": "dimension", "$value": "{wide}" },
            "pressedOpacity": { "$type": "number", "$value": 1.5 } } } }
        """
        let declared = ComponentRoots(roots: [.button: [TokenPath(["button"])]], declared: true)
        let (components, diagnostics) = try extract(json, roots: declared)
        XCTAssertTrue(components.isEmpty)
        let errors = diagnostics.items.filter { $0.severity == .error }
        let messages = errors.map(\.message)
        XCTAssertTrue(messages.contains("button 'button.main': 'background' must be a colour, but 'button.main.background' is a dimension"), messages.joined(separator: "\n"))
        XCTAssertTrue(messages.contains("button 'button.main': 'textStyle' must be a text style (typography), but 'button.main.textStyle' is a colour"), messages.joined(separator: "\n"))
        XCTAssertTrue(messages.contains("button 'button.main': 'height' must be a dimension in px/pt, but 'button.main.height' is a dimension in em"), messages.joined(separator: "\n"))
        XCTAssertTrue(messages.contains("button 'button.main': 'pressedOpacity' must be from 0 to 1, not 1.5"), messages.joined(separator: "\n"))
        // Each error points at the token's line in the source.
        for error in errors { XCTAssertEqual(error.location?.file, "t.tokens.json"); XCTAssertNotNil(error.location?.line) }
    }

    func testMissingRequiredPropertyAndUnknownProperty() throws {
        let json = """
        { \(base),
          "label": { "caption": { "textStyle": { "$type": "typography", "$value": "{text.body}" },
                                  "colour": { "$type": "color", "$value": "{theme}" } } } }
        """
        let declared = ComponentRoots(roots: [.label: [TokenPath(["label"])]], declared: true)
        let (components, diagnostics) = try extract(json, roots: declared)
        XCTAssertTrue(components.isEmpty)
        XCTAssertTrue(diagnostics.items.contains { $0.severity == .error && $0.message.hasPrefix("label 'label.caption' has no 'color'") }, diagnostics.rendered)
        XCTAssertTrue(diagnostics.items.contains { $0.severity == .warning && $0.message.contains("'label.caption.colour' is not a label property") && $0.message.contains("did you mean 'color'?") }, diagnostics.rendered)
    }

    func testDefaultRootsWarnAndLeavePlainTokensAlone() throws {
        // A design system's own `button` group that is not a Stylebook component: no error, no component.
        let json = """
        { \(base),
          "button": { "primary": { "background": { "$type": "color", "$value": "{theme}" } },
                      "focus": { "ring": { "$type": "color", "$value": "{ink}" } } } }
        """
        let (components, diagnostics) = try extract(json)
        XCTAssertTrue(components.isEmpty)
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.rendered)
        XCTAssertTrue(diagnostics.items.contains { $0.severity == .warning && $0.message.contains("has no 'foreground'") && $0.message.contains("left as plain tokens") },
                      diagnostics.rendered)
        XCTAssertFalse(diagnostics.rendered.contains("button.focus"), "a group with no button property is not a candidate")
        XCTAssertTrue(ComponentExtraction.extract(from: try readOne(json).tokens, roots: .none).components.isEmpty)
    }
}

/// Shaping keeps component colours pointing at colour sets that are written.
final class ComponentShapingTests: XCTestCase {
    let json = """
    { "theme": { "$type": "color", "$value": "#B83A16" },
      "ink": { "$type": "color", "$value": "{theme}" },
      "text": { "$type": "typography", "body": { "$value": { "fontFamily": "system-ui", "fontSize": "17px", "fontWeight": 600, "lineHeight": 1.5 } } },
      "label": {
        "alias": { "textStyle": { "$type": "typography", "$value": "{text.body}" }, "color": { "$type": "color", "$value": "{ink}" } },
        "literal": { "textStyle": { "$type": "typography", "$value": "{text.body}" }, "color": { "$type": "color", "$value": "#00FF00" } } } }
    """

    func shaped(_ shaping: TokenShaping) throws -> (tokens: TokenSet, diagnostics: DiagnosticList) {
        var tokens = try readOne(json).tokens
        let found = ComponentExtraction.extract(from: tokens, roots: .automatic)
        XCTAssertFalse(found.diagnostics.hasErrors, found.diagnostics.rendered)
        tokens.components = found.components
        return shaping.apply(to: tokens)
    }

    func colorName(_ set: TokenSet, _ component: String) -> String? {
        set.components.first { $0.path.dotted == component }?.colors["color"]?.info.path.dotted
    }

    func testWithoutShapingComponentsUseTheirOwnSets() throws {
        let result = try shaped(TokenShaping())
        XCTAssertFalse(result.diagnostics.hasErrors)
        XCTAssertEqual(colorName(result.tokens, "label.alias"), "label.alias.color")
        XCTAssertTrue(result.tokens.colors.contains { $0.path.dotted == "label.alias.color" })
    }

    func testRenamedPropertiesFollowTheirRename() throws {
        let result = try shaped(TokenShaping(renames: [.init("label.*.color", to: "role.$1")]))
        XCTAssertFalse(result.diagnostics.hasErrors, result.diagnostics.rendered)
        XCTAssertEqual(colorName(result.tokens, "label.alias"), "role.alias")
        XCTAssertTrue(result.tokens.colors.contains { $0.path.dotted == "role.alias" })
    }

    func testExcludedPropertiesNameTheColourTheyReferToThroughAliasChains() throws {
        // label.alias.color → {ink} → {theme}; ink is private too, so the chain ends at theme.
        let result = try shaped(TokenShaping(exclude: ["label.alias.**"], privateGroups: ["ink"]))
        XCTAssertFalse(result.diagnostics.hasErrors, result.diagnostics.rendered)
        XCTAssertEqual(colorName(result.tokens, "label.alias"), "theme")
        XCTAssertFalse(result.tokens.colors.contains { $0.path.dotted == "label.alias.color" })
    }

    func testAnExcludedLiteralColourIsALocatedError() throws {
        let result = try shaped(TokenShaping(exclude: ["label.**"]))
        let errors = result.diagnostics.errors
        XCTAssertEqual(errors.count, 1, result.diagnostics.rendered)
        XCTAssertTrue(errors.first?.message.contains("'label.literal.color'") == true, result.diagnostics.rendered)
        XCTAssertNotNil(errors.first?.location)
        XCTAssertEqual(colorName(result.tokens, "label.alias"), "ink")
    }
}
