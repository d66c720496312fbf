import Foundation
import KaimonoDesignSystem
import Testing

/// The design-system module is what StylebookPlugin generated from ../Kaimono's icons and tokens
/// during this build, not the committed ../Kaimono/Generated files.
@Suite struct DesignSystemFromPluginTests {
    typealias Paths = GeneratedDesignSystem

    /// The target folder has one Swift file of its own and nothing that leads to committed output,
    /// so every generated type the app compiles against came from the plugin's work folder.
    @Test func theTargetHoldsNoGeneratedSwift() throws {
        let swift = Paths.files(under: Paths.targetFolder).filter { $0.hasSuffix(".swift") }
        #expect(swift == ["KaimonoDesignSystem.swift"])
        let fm = FileManager.default
        for item in try fm.contentsOfDirectory(atPath: Paths.targetFolder) {
            let resolved = URL(fileURLWithPath: Paths.targetFolder + "/" + item).resolvingSymlinksInPath().path
            #expect(!resolved.contains("/Kaimono/Generated"), "\(item) leads to the committed output: \(resolved)")
        }
        // The sources are the example's own, through the links.
        for link in ["icons", "tokens", "stylebook-lint.yml", "fonts"] {
            let resolved = URL(fileURLWithPath: Paths.targetFolder + "/" + link).resolvingSymlinksInPath().standardizedFileURL.path
            let example = URL(fileURLWithPath: Paths.packageRoot + "/../Kaimono/" + link).standardizedFileURL.path
            #expect(resolved == example)
        }
    }

    /// The plugin's work folder holds its Swift files, built from this target's project file (in
    /// plugin mode the accessors use the target's `Bundle.module`), which the committed files (for
    /// an app's main bundle) do not. The project has no `images:` or `catalogs:`, so those two
    /// declared outputs are comment-only placeholders.
    @Test func thePluginWroteTheModulesSwift() throws {
        let generated = try Paths.pluginOutputFolder()
        #expect(Paths.files(under: generated).filter { $0.hasSuffix(".swift") }
                == ["StylebookAssets.swift", "StylebookFonts.swift", "StylebookImages.swift", "StylebookSymbols.swift", "StylebookTokens.swift",
                    "StylebookTokensCore.swift"])
        for placeholder in ["StylebookAssets.swift", "StylebookImages.swift"] {
            let text = try String(contentsOfFile: generated + "/" + placeholder, encoding: .utf8)
            #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "\(placeholder): \(text)")
        }
        let core = try String(contentsOfFile: generated + "/StylebookTokensCore.swift", encoding: .utf8)
        #expect(core.contains("public enum Colors {"))
        let accessors = try String(contentsOfFile: generated + "/StylebookTokens.swift", encoding: .utf8)
        let committed = try String(contentsOfFile: Paths.committedFolder + "/KaimonoTokens.swift", encoding: .utf8)
        #expect(accessors.contains("return Foundation.Bundle.module"))
        #expect(!committed.contains("Foundation.Bundle.module"))
        // Same design system otherwise: the platform-neutral core is byte-for-byte the committed one.
        #expect(core == (try String(contentsOfFile: Paths.committedFolder + "/KaimonoTokensCore.swift", encoding: .utf8)))
    }

    /// The generated catalog is a resource of the module (`KaimonoDesignSystem.resources` is
    /// `Bundle.module`, which SwiftPM synthesizes only for a target with resources), holding the
    /// same colour and symbol sets as the committed catalog.
    @Test func theCatalogIsAResourceOfTheModule() throws {
        let catalog = KaimonoDesignSystem.resources.bundlePath + "/Stylebook.xcassets"
        let files = Paths.files(under: catalog)
        #expect(files.contains("Colors/theme.colorset/Contents.json"))
        #expect(files.contains("Icons/cart.symbolset/cart.svg"))
        #expect(files == Paths.files(under: Paths.committedFolder + "/Kaimono.xcassets"))
    }

    /// Values read through the generated API equal what the token files say, following aliases
    /// (`{palette.tomato.600}`) into the palette, in every appearance.
    @Test func generatedValuesEqualTheTokenSources() throws {
        let tokens = Paths.targetFolder + "/tokens"
        let palette = try TokenFile(tokens + "/palette.tokens.json")
        let checked: [(path: String, color: StylebookColor)] = [
            ("theme", Colors.theme), ("border", Colors.border), ("content.primary", Colors.Content.primary),
            ("content.tertiary", Colors.Content.tertiary), ("status.error", Colors.Status.error),
        ]
        for (file, appearance) in [("light", StylebookAppearance.light), ("dark", .dark),
                                   ("light-hc", .lightHighContrast), ("dark-hc", .darkHighContrast)] {
            let theme = try TokenFile(tokens + "/themes/\(file).tokens.json")
            for (path, color) in checked {
                let expected = try theme.rgb(path, aliases: palette)
                let value = color.resolved(for: appearance)
                #expect([value.red, value.green, value.blue].map { ($0 * 255).rounded() } == expected.map { ($0 * 255).rounded() },
                        "\(path) in \(file)")
            }
        }
        let typography = try TokenFile(tokens + "/typography.tokens.json")
        let size36 = try #require(typography.value(at: "text.size36w6") as? [String: Any])
        #expect(TextStyles.size36w6.size == (size36["fontSize"] as? [String: Any])?["value"] as? Double)
        #expect("\(Int(Dimensions.Radius.card))px" == typography.value(at: "radius.card") as? String)
    }
}

/// Just enough of a DTCG token file to look values up: `$value` by dotted path, aliases followed
/// into another file, colours as `#RRGGBB` or `{components: […]}`.
struct TokenFile {
    let root: [String: Any]

    init(_ path: String) throws {
        root = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    func value(at path: String) -> Any? {
        var node: Any? = root
        for key in path.split(separator: ".") { node = (node as? [String: Any])?[String(key)] }
        return (node as? [String: Any])?["$value"]
    }

    func rgb(_ path: String, aliases: TokenFile) throws -> [Double] {
        let raw = try #require(value(at: path) ?? aliases.value(at: path), "no token \(path)")
        if let text = raw as? String, text.hasPrefix("{"), text.hasSuffix("}") {
            return try rgb(String(text.dropFirst().dropLast()), aliases: aliases)
        }
        if let text = raw as? String, text.hasPrefix("#"), text.count == 7, let hex = Int(text.dropFirst(), radix: 16) {
            return [hex >> 16, (hex >> 8) & 0xFF, hex & 0xFF].map { Double($0) / 255 }
        }
        let components = try #require((raw as? [String: Any])?["components"] as? [Double], "\(path): \(raw)")
        return components
    }
}
