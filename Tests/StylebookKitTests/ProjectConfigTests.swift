import Diagnostics
import StylebookKit
import SwiftOutput
import Tokens
import XCTest

final class ProjectConfigTests: XCTestCase {
    func testReadsEverySection() throws {
        let yaml = """
        catalog: Generated/App.xcassets
        symbols:
          source: icons
          namespace: Icons
          variants: all
          template-version: "4.0"
          precision: 2
          swift: Generated/Symbols.swift
        tokens:
          files: [tokens/a.json, tokens/b.yml]
          appearances:
            dark: theme:dark
          require: [dark]
          namespace: Colors
          swift: Generated/Tokens.swift
          core: Generated/TokensCore.swift
        lint: lint.yml
        swift:
          access: public
        """
        let config = try ProjectConfig.parse(yaml: yaml, path: "/p/stylebook.yml")
        XCTAssertEqual(config.catalog, "Generated/App.xcassets")
        XCTAssertEqual(config.resolve(config.catalog!), "/p/Generated/App.xcassets")
        XCTAssertEqual(config.symbols?.variants, "all")
        XCTAssertEqual(config.symbols?.templateVersion, "4.0")
        XCTAssertEqual(config.symbols?.precision, 2)
        XCTAssertEqual(config.tokens?.files, ["tokens/a.json", "tokens/b.yml"])
        XCTAssertEqual(config.tokens?.appearances["dark"], "theme:dark")
        XCTAssertEqual(config.tokens?.require, ["dark"])
        XCTAssertEqual(config.code.access, .public)
        XCTAssertTrue(config.warnings.isEmpty)
    }

    func testSwiftSectionNamesTypesAndBundle() throws {
        let yaml = """
        swift:
          access: public
          bundle: framework
          types:
            colors: Palette
            text-styles: Typography
            symbols: Glyphs
        """
        let config = try ProjectConfig.parse(yaml: yaml, path: "s.yml")
        XCTAssertEqual(config.code.bundle, .forClass)
        XCTAssertEqual(config.code.typeNames, [.colors: "Palette", .textStyles: "Typography", .symbols: "Glyphs"])
        let options = config.code.options(catalogNamespace: ["Colors"])
        XCTAssertEqual(options.colorsTypeName, "Palette")
        XCTAssertEqual(options.symbolsTypeName, "Glyphs")
        XCTAssertEqual(options.imagesTypeName, "Images", "unnamed kinds keep their defaults")
        XCTAssertEqual(options.accessLevel, .public)

        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "swift:\n  types:\n    colors: Symbols\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description,
                           "s.yml:3:5: error: the colors and symbols type names are both 'Symbols'")
        }
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "swift:\n  types:\n    glyphs: G\n", path: "s.yml")) { error in
            XCTAssertTrue((error as? DiagnosticError)?.description.hasPrefix("s.yml:3:5: error: swift.types has no kind 'glyphs'") ?? false)
        }
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "swift:\n  bundle: app\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description,
                           "s.yml:2:11: error: swift.bundle must be one of main, module, framework, automatic, not 'app'")
        }
    }

    func testUnknownKeysAnywhereAreLocatedErrorsWithSuggestions() throws {
        let yaml = """
        catalog: A.xcassets
        symbol:
          source: icons
        tokens:
          files: [a.yml]
          namspace: Colors
        swift:
          acess: public
        colour: red
        """
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: yaml, path: "s.yml")) { error in
            // Every unknown key is reported at once, in file order, each with the closest real key.
            let messages = (error as? DiagnosticError)?.diagnostics.items.map(\.description) ?? []
            XCTAssertEqual(Array(messages.prefix(3)), [
                "s.yml:2:1: error: unknown key 'symbol' in the project file; did you mean 'symbols'?",
                "s.yml:6:3: error: unknown key 'namspace' in tokens; did you mean 'namespace'?",
                "s.yml:8:3: error: unknown key 'acess' in swift; did you mean 'access'?",
            ])
            // Without a close key, the known ones are listed (the list grows with the format).
            XCTAssertEqual(messages.count, 4)
            XCTAssertTrue(messages.last?.hasPrefix("s.yml:9:1: error: unknown key 'colour' in the project file (known keys: catalog, symbols, tokens, lint, swift") ?? false,
                          messages.last ?? "")
        }
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "symbols:\n  source: icons\n  namespce: Icons\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description, "s.yml:3:3: error: unknown key 'namespce' in symbols; did you mean 'namespace'?")
        }
    }

    func testParamsWithoutATemplateAreAWarningAtTheirLine() throws {
        let config = try ProjectConfig.parse(yaml: "tokens:\n  files: a.yml\n  swift: T.swift\n  params: { extensionPrefix: brand }\n", path: "s.yml")
        XCTAssertEqual(config.warnings.warnings.map(\.description),
                       ["s.yml:4:11: warning: tokens.params are passed to a swift-template, and there is none; they are not used (add `swift-template: T.stencil`, or remove params)"])
        let used = try ProjectConfig.parse(yaml: "tokens:\n  files: a.yml\n  swift: T.swift\n  swift-template: t.stencil\n  params: { extensionPrefix: brand }\n", path: "s.yml")
        XCTAssertTrue(used.warnings.items.isEmpty, used.warnings.rendered)
    }

    func testSettingsCheckedLaterStillPointAtTheirLine() throws {
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "tokens:\n  files: a.yml\n  appearances:\n    drak: theme:dark\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description,
                           "s.yml:4:5: error: tokens.appearances: unknown appearance 'drak'; did you mean 'dark'? (appearances: light, dark, light-hc, dark-hc)")
        }
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "tokens:\n  files: a.yml\n  appearances:\n    dark: theme\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description,
                           "s.yml:4:11: error: tokens.appearances.dark must be MODIFIER:CONTEXT (e.g. theme:dark), not 'theme'")
        }
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "tokens:\n  files: a.yml\n  require: [dark, nite]\n", path: "s.yml")) { error in
            XCTAssertTrue((error as? DiagnosticError)?.description.hasPrefix("s.yml:3:19: error: tokens.require: unknown appearance 'nite'") ?? false,
                          String(describing: error))
        }
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "symbols:\n  source: icons\n  template-version: 8\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description,
                           "s.yml:3:21: error: symbols.template-version must be 2.0, 3.0, 4.0, 5.0, 6.0 or 7.0, not '8'")
        }
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "symbols:\n  source: icons\n  subfolders: flat\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description, "s.yml:3:15: error: symbols.subfolders must be namespaced or plain, not 'flat'")
        }
        let config = try ProjectConfig.parse(yaml: "catalog: A.xcassets\nsymbols:\n  source: icons\n  subfolders: plain\n", path: "p/s.yml")
        XCTAssertEqual(config.symbols?.subfolders, .plain)
        XCTAssertEqual(config.location(of: "symbols.source").description, "p/s.yml:3:11")
        XCTAssertEqual(config.resolve("icons"), "p/icons")
    }

    func testDuplicateKeysAndLintWithoutTokensAreErrors() {
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "catalog: A.xcassets\nsymbols:\n  source: a\n  source: b\ncatalog: B.xcassets\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description,
                           "s.yml:5:1: error: duplicate key 'catalog' in project file (first at line 1)")
        }
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "symbols:\n  source: a\n  source: b\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description, "s.yml:3:3: error: duplicate key 'source' in symbols (first at line 2)")
        }
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "catalog: A.xcassets\nlint: rules.yml\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description,
                           "s.yml:2:1: error: lint checks the colours of a 'tokens' section, and there is none")
        }
    }

    func testMastersInTemplateVersion2AreOneErrorAtTheSection() throws {
        let config = try ProjectConfig.parse(yaml: "catalog: A.xcassets\nsymbols:\n  source: icons\n  variants: masters\n  template-version: \"2.0\"\n",
                                             path: "s.yml")
        XCTAssertThrowsError(try SymbolSettings.options(variants: "masters", templateVersion: "2.0", at: config.location(of: "symbols"))) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description,
                           "s.yml:2:1: error: masters need template version 3.0 or later (Template v.2.0 cannot interpolate them); "
                           + "write regular or all variants, or choose a later template version")
        }
        XCTAssertNoThrow(try SymbolSettings.options(variants: "all", templateVersion: "2.0"))
    }

    func testABadNamespaceIsOneErrorAtItsLine() {
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "symbols:\n  source: icons\n  namespace: My.Icons\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description,
                           "s.yml:3:14: error: symbols.namespace 'My.Icons' cannot contain '.' (Xcode would read the folder as a set)")
        }
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "tokens:\n  files: a.yml\n  namespace: a/b\n", path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description, "s.yml:3:14: error: tokens.namespace 'a/b' cannot contain '/'")
        }
    }

    func testSuggestionsNeedACloseName() {
        XCTAssertEqual(NameSuggestion.closest(to: "darkk", in: ["light", "dark"]), "dark")
        XCTAssertEqual(NameSuggestion.closest(to: "drak", in: ["light", "dark"]), "dark", "a swap is one edit")
        XCTAssertNil(NameSuggestion.closest(to: "colour", in: ["catalog", "symbols", "tokens", "lint", "swift"]))
        XCTAssertNil(NameSuggestion.closest(to: "x", in: ["hc"]))
        XCTAssertEqual(NameSuggestion.distance("namespce", "namespace"), 1)
    }

    func testBadValuesAreLocatedErrors() {
        let yaml = "symbols:\n  source: icons\n  variants: bold\n"
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: yaml, path: "s.yml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description,
                           "s.yml:3:13: error: symbols.variants must be regular, masters or all, not 'bold'")
        }
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "symbols:\n  namespace: X\n", path: "s.yml")) { error in
            XCTAssertTrue((error as? DiagnosticError)?.description.contains("needs a 'source'") ?? false)
        }
    }

    /// Settings that take one of a few words share one check: the error is at the value and names the words.
    func testOneOfAFewWordsIsCheckedAtTheValue() throws {
        let cases = [
            ("swift:\n  access: open\n", "s.yml:2:11: error: swift.access must be 'internal' or 'public', not 'open'"),
            ("swift:\n  naming: snake\n", "s.yml:2:11: error: swift.naming must be 'xcode' or 'stylebook', not 'snake'"),
            ("catalogs:\n  swift: A.swift\n  context: mine\n", "s.yml:3:12: error: catalogs.context must be 'swiftgen' or 'stylebook', not 'mine'"),
            ("images:\n  source: img\n  rendering: tinted\n", "s.yml:3:14: error: images.rendering must be 'template' or 'original', not 'tinted'"),
        ]
        for (yaml, message) in cases {
            XCTAssertThrowsError(try ProjectConfig.parse(yaml: yaml, path: "s.yml")) { error in
                XCTAssertEqual((error as? DiagnosticError)?.description, message)
            }
        }
        let config = try ProjectConfig.parse(yaml: "swift:\n  access: public\n  naming: stylebook\ncatalogs:\n  swift: A.swift\n  context: stylebook\n"
                                             + "  params:\n    enumName: Assets\nimages:\n  source: img\n  rendering: original\n", path: "s.yml")
        XCTAssertEqual(config.code.access, .public)
        XCTAssertEqual(config.code.naming, .stylebook)
        XCTAssertEqual(config.catalogs?.context, "stylebook")
        XCTAssertEqual(config.catalogs?.parameters, ["enumName": "Assets"])
        XCTAssertEqual(config.images?.rendering, "original")
    }

    func testMalformedYAMLIsALocatedError() {
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "catalog: [a, b\n", path: "s.yml")) { error in
            let text = (error as? DiagnosticError)?.description ?? ""
            // Grammar's one YAML error mapping: where the missing `]` belongs, the end of line 1.
            XCTAssertTrue(text.hasPrefix("s.yml:1:15: error: malformed YAML: "), text)
        }
    }
}

final class AppearanceMappingTests: XCTestCase {
    func testParsesAndCombinesModifiers() throws {
        let mapping = try AppearanceMappingParser.parse([
            "dark=theme:dark", "light-hc=theme:light_ax", "dark-hc=theme:dark_ax", "dark-hc=contrast:more",
        ])
        XCTAssertEqual(mapping[.dark], ["theme": "dark"])
        XCTAssertEqual(mapping[.lightHighContrast], ["theme": "light_ax"])
        XCTAssertEqual(mapping[.darkHighContrast], ["theme": "dark_ax", "contrast": "more"])
        XCTAssertNil(mapping[.light])
    }

    func testRejectsMalformedOptions() {
        for bad in ["dark", "dusk=theme:dark", "dark=theme", "dark=:dark"] {
            XCTAssertThrowsError(try AppearanceMappingParser.parse([bad]), bad)
        }
        XCTAssertThrowsError(try AppearanceMappingParser.parse(["dark=theme:dark", "dark=theme:night"]))
    }

    func testRequiredAppearanceNames() throws {
        XCTAssertEqual(try AppearanceMappingParser.parseAppearanceNames(["dark,light-hc", "dark-hc"]),
                       [.dark, .lightHighContrast, .darkHighContrast])
        XCTAssertThrowsError(try AppearanceMappingParser.parseAppearanceNames(["night"]))
    }

    /// The JSON error message's advice names a setting that exists: `json5:` under `tokens:`.
    func testJSON5SettingReachesTheTokenReader() throws {
        let dir = NSTemporaryDirectory() + "stylebook-json5-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "{\n  // brand\n  \"theme\": { \"$type\": \"color\", \"$value\": \"#B83A16\" },\n}\n".write(toFile: dir + "/t.tokens.json", atomically: true, encoding: .utf8)
        let base = "catalog: Out.xcassets\ntokens:\n  files: [t.tokens.json]\n  swift: T.swift\n"
        let strict = ProjectBuilder.build(try ProjectConfig.parse(yaml: base, path: dir + "/stylebook.yml"), write: false)
        XCTAssertTrue(strict.diagnostics.rendered.contains("`json5: true` under `tokens:`"), strict.diagnostics.rendered)
        let relaxed = ProjectBuilder.build(try ProjectConfig.parse(yaml: base + "  json5: true\n", path: dir + "/stylebook.yml"), write: false)
        XCTAssertFalse(relaxed.diagnostics.hasErrors, relaxed.diagnostics.rendered)
        XCTAssertEqual(relaxed.colors, 1)
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: base + "  json5: maybe\n", path: "s.yml"))
    }
}
