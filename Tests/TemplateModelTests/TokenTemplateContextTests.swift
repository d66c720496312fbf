import Foundation
import StylebookKit
import StylebookTestSupport
import SwiftGenTemplates
import SwiftOutput
@testable import Tokens
import XCTest

/// The token template context for the Kaimono example, checked against the token files read
/// independently here (Foundation's JSON parser, its own reference resolution) and against the
/// identifiers in the committed golden Swift.
final class TokenTemplateContextTests: XCTestCase {
    static let tokens = TestPaths.example + "/tokens"

    /// Kaimono's tokens as `stylebook build` reads them, and the context for its settings.
    /// `shaped`: with the example's include/exclude/rename rules applied, as `build` generates it
    /// (the value tests compare every token read, so they use the set before shaping).
    func kaimonoContext(naming: NamingStyle = .xcode, shaped: Bool = false) throws -> [String: Any] {
        var settings = TokenBuild.Settings(resolver: Self.tokens + "/kaimono.resolver.json")
        settings.components = .automatic
        var tokens = try TokenBuild.read(settings).tokens
        if shaped {
            let project = try ProjectConfig.load(at: TestPaths.example)
            let result = TokenBuild.shape(tokens, try XCTUnwrap(project.tokens).shaping)
            XCTAssertFalse(result.diagnostics.hasErrors, result.diagnostics.rendered)
            tokens = result.tokens
        }
        var code = SwiftSettings(access: .public)
        code.naming = naming
        return TokenTemplateContext.make(tokens: tokens, options: code.options(catalogNamespace: ["Colors"]), parameters: ["a": "b"])
    }

    func items(_ context: [String: Any], _ key: String) -> [[String: Any]] { context[key] as? [[String: Any]] ?? [] }

    func byPath(_ list: [[String: Any]]) -> [String: [String: Any]] {
        Dictionary(list.map { ($0["path"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    func testColoursEqualTheTokenFilesInEveryAppearance() throws {
        let context = try kaimonoContext()
        let reader = try IndependentKaimonoReader(folder: Self.tokens)
        let colors = byPath(items(context, "colors"))
        let expectedPaths = reader.paths(ofType: "color")
        XCTAssertEqual(Set(colors.keys), expectedPaths)
        XCTAssertGreaterThan(expectedPaths.count, 30)
        for path in expectedPaths.sorted() {
            guard let color = colors[path] else { continue }
            XCTAssertEqual(color["assetName"] as? String, "Colors/" + path.replacingOccurrences(of: ".", with: "/"))
            XCTAssertEqual(color["description"] as? String, reader.description(of: path, appearance: "light") ?? "", path)
            for (appearance, key) in [("light", "light"), ("dark", "dark"), ("light-hc", "lightHighContrast"), ("dark-hc", "darkHighContrast")] {
                let value = color[key] as? [String: Any]
                let expected = try reader.color(path, appearance: appearance)
                XCTAssertEqual(value?["hex"] as? String, expected.hex, "\(path) \(appearance)")
                XCTAssertEqual(value?["colorSpace"] as? String, "srgb")
                XCTAssertEqual(Double(value?["alpha"] as? String ?? ""), expected.alpha, "\(path) \(appearance)")
                XCTAssertEqual(Double(value?["red"] as? String ?? "") ?? -1, expected.red, accuracy: 0.0000001, "\(path) \(appearance)")
            }
            // Every value the model keeps names the token its source refers to in that appearance.
            let defined = color["values"] as? [[String: Any]] ?? []
            XCTAssertEqual(defined.first?["appearance"] as? String, "light", path)
            for value in defined {
                let appearance = value["appearance"] as? String ?? ""
                XCTAssertEqual(value["alias"] as? String, reader.alias(of: path, appearance: appearance) ?? "", "\(path) \(appearance)")
            }
        }
        // Semantic colours are given for every appearance by the theme files.
        let primary = try XCTUnwrap(colors["content.primary"])
        XCTAssertEqual((primary["values"] as? [[String: Any]])?.compactMap { $0["appearance"] as? String }, ["light", "dark", "light-hc", "dark-hc"])
        XCTAssertEqual(primary["hasDark"] as? Bool, true)
        XCTAssertEqual(primary["hasHighContrast"] as? Bool, true)
        XCTAssertEqual((primary["values"] as? [[String: Any]])?.first?["alias"] as? String, "palette.ink.900")
        XCTAssertEqual(colors["overlay"]?["light"].flatMap { ($0 as? [String: Any])?["hex"] as? String }, "#00000066")
    }

    func testTextStylesDimensionsAndNumbersEqualTheTokenFiles() throws {
        let context = try kaimonoContext()
        let reader = try IndependentKaimonoReader(folder: Self.tokens)
        let styles = byPath(items(context, "textStyles"))
        XCTAssertEqual(Set(styles.keys), reader.paths(ofType: "typography"))
        for (path, style) in styles {
            let expected = try reader.typography(path)
            XCTAssertEqual(style["family"] as? String, expected.family, path)
            XCTAssertEqual(Double(style["size"] as? String ?? ""), expected.size, path)
            XCTAssertEqual(style["weight"] as? Int, expected.weight, path)
            XCTAssertEqual(Double(style["lineHeight"] as? String ?? "") ?? -1, expected.lineHeight, accuracy: 1e-9, path)
            XCTAssertEqual(Double(style["lineHeightPoints"] as? String ?? "") ?? -1, expected.lineHeight * expected.size, accuracy: 1e-9, path)
            XCTAssertEqual(Double(style["tracking"] as? String ?? ""), expected.tracking, path)
            XCTAssertEqual(style["dynamicTypeStyle"] as? String, expected.relativeTo ?? "", path)
        }
        XCTAssertEqual(styles["text.size36w6"]?["swiftUITextStyle"] as? String, "largeTitle")
        XCTAssertEqual(styles["text.size17w6"]?["weightName"] as? String, "semibold")
        let dimensions = byPath(items(context, "dimensions"))
        XCTAssertEqual(Set(dimensions.keys), reader.paths(ofType: "dimension"))
        for (path, dimension) in dimensions {
            XCTAssertEqual(Double(dimension["points"] as? String ?? ""), try reader.pixels(path), path)
            XCTAssertEqual(dimension["unit"] as? String, "pt")
        }
        let numbers = byPath(items(context, "numbers"))
        XCTAssertEqual(Set(numbers.keys), reader.paths(ofType: "number"))
        for (path, number) in numbers {
            XCTAssertEqual(Double(number["value"] as? String ?? ""), reader.number(path), path)
        }
        let shadow = try XCTUnwrap(byPath(items(context, "shadows"))["shadow.card"])
        let layer = try XCTUnwrap((shadow["layers"] as? [[String: Any]])?.first)
        XCTAssertEqual((layer["color"] as? [String: Any])?["hex"] as? String, "#0000001F")
        XCTAssertEqual(layer["offsetY"] as? String, "2.0")
        XCTAssertEqual(layer["blur"] as? String, "8.0")
        let families = byPath(items(context, "fontFamilies"))
        XCTAssertEqual(families["font.family.text"]?["families"] as? [String], ["Hiragino Sans", "system-ui"])
        // Component styles carry their properties, each read from the token it refers to.
        let main = try XCTUnwrap(items(context, "components").first { $0["path"] as? String == "button.main" })
        let properties = main["properties"] as? [[String: Any]] ?? []
        XCTAssertEqual(properties.compactMap { $0["name"] as? String },
                       ["background", "cornerRadius", "disabledOpacity", "foreground", "height", "pressedOpacity", "textStyle"])
        let background = try XCTUnwrap(properties.first { $0["name"] as? String == "background" })
        XCTAssertEqual(background["type"] as? String, "color")
        XCTAssertEqual((background["dark"] as? [String: Any])?["hex"] as? String, try reader.color("theme", appearance: "dark").hex)
        XCTAssertEqual(Double(properties.first { $0["name"] as? String == "height" }?["value"] as? String ?? ""), try reader.pixels("button.main.height"))
        XCTAssertEqual(properties.first { $0["name"] as? String == "textStyle" }?["size"] as? String, "17.0")
        XCTAssertEqual(context["param"] as? [String: String], ["a": "b"])
        XCTAssertEqual(context["accessModifier"] as? String, "public ")
    }

    /// Every identifier in the context is the one the built-in emitter wrote into the golden file.
    func testIdentifiersAreTheGoldenAccessors() throws {
        let context = try kaimonoContext(shaped: true)
        let golden = try String(contentsOfFile: TestPaths.example + "/Generated/KaimonoTokensCore.swift", encoding: .utf8)
        let declared = GoldenDeclarations.staticLets(in: golden)
        let types = context["types"] as? [String: String] ?? [:]
        var checked = 0
        // The example's only numbers are button opacities, which it excludes (read through Components).
        for key in ["colors", "textStyles", "dimensions", "numbers", "shadows", "fontFamilies", "components"] {
            let typeName = try XCTUnwrap(key == "components" ? "Components" : types[key])
            let names = Set(items(context, key).compactMap { $0["qualifiedName"] as? String })
            XCTAssertEqual(names.isEmpty, key == "numbers", key)
            XCTAssertEqual(names, declared.filter { $0.hasPrefix(typeName + ".") }, key)
            checked += names.count
        }
        XCTAssertGreaterThan(checked, 50)
        // The group tree holds the same tokens under the same enums.
        let tree = try XCTUnwrap((context["tree"] as? [String: Any])?["textStyles"] as? [String: Any])
        XCTAssertEqual(tree["typeName"] as? String, "TextStyles")
        // The example flattens `text.*` (rename "$1"), so the type scale sits straight under TextStyles.
        XCTAssertEqual((tree["tokens"] as? [[String: Any]])?.compactMap { $0["identifier"] as? String }.contains("size36w6"), true)
        XCTAssertEqual((tree["groups"] as? [[String: Any]] ?? []).count, 0)
        // Unshaped, the group `text` would hide SwiftUI's Text as `Text`, so it is `text`, as the emitter names it.
        let unshaped = try XCTUnwrap((try kaimonoContext()["tree"] as? [String: Any])?["textStyles"] as? [String: Any])
        let text = try XCTUnwrap((unshaped["groups"] as? [[String: Any]] ?? []).first { $0["name"] as? String == "text" })
        XCTAssertEqual(text["typeName"] as? String, "text")
    }

    /// Names Stylebook would rename (keywords, clashes, digits) come out as the emitter writes them.
    func testIdentifierRulesMatchTheEmitterForAwkwardNames() throws {
        var tokens = TokenSet()
        func info(_ path: String, deprecated: String? = nil) -> TokenInfo {
            TokenInfo(path: TokenPath(parsing: path), description: "about \(path)", deprecation: deprecated)
        }
        for path in ["theme/default", "theme/Default", "background", "background/base", "2xl/AccentColor", "class/self"] {
            tokens.colors.append(ColorToken(info: info(path), values: [.light: RGBAColor(red: 0.5, green: 0.25, blue: 1, alpha: 0.5, space: .displayP3)]))
        }
        tokens.dimensions.append(DimensionToken(info: info("spacing/2xl", deprecated: "use spacing/xl"), value: 2, unit: "em"))
        tokens.durations.append(DurationToken(info: info("motion/fast"), seconds: 0.2))
        tokens.strings.append(StringToken(info: info("copy/quote"), value: "say \"hi\""))
        tokens.fontWeights.append(FontWeightToken(info: info("weight/heavy"), weight: 640))
        tokens.borders.append(BorderToken(info: info("border/card"), values: [
            .light: Border(color: RGBAColor(red: 0, green: 0, blue: 0), width: 1, style: .keyword("solid")),
            .dark: Border(color: RGBAColor(red: 1, green: 1, blue: 1), width: 2, style: .dashes([4, 2], lineCap: "round")),
        ]))
        tokens.cubicBeziers.append(CubicBezierToken(info: info("ease/out"), curve: CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)))
        tokens.transitions.append(TransitionToken(info: info("move/in"), transition: Transition(duration: 0.3, delay: 0.1, timingFunction: CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4))))
        tokens.gradients.append(GradientToken(info: info("fade/top"), values: [.light: [GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0), position: 0),
                                                                                         GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1), position: 1)]]))
        tokens.sort()
        for naming in NamingStyle.allCases {
            var options = SwiftOutputOptions()
            options.naming = naming
            let context = TokenTemplateContext.make(tokens: tokens, options: options)
            let emitted = SwiftEmitter(options: options).emitCore(tokens: tokens, symbols: []).text
            let roots: Set<String> = ["Colors", "Dimensions", "Durations", "Strings", "FontWeights", "Borders", "CubicBeziers", "Transitions", "Gradients"]
            let declared = GoldenDeclarations.staticLets(in: emitted).filter { roots.contains(String($0.prefix { $0 != "." })) }
            let names = ["colors", "dimensions", "durations", "strings", "fontWeights", "borders", "cubicBeziers", "transitions", "gradients"]
                .flatMap { items(context, $0).compactMap { $0["qualifiedName"] as? String } }
            XCTAssertEqual(Set(names), declared, "\(naming)")
            XCTAssertEqual(names.count, 14)
        }
        let context = TokenTemplateContext.make(tokens: tokens)
        let color = try XCTUnwrap(byPath(items(context, "colors"))["theme.default"])
        let light = try XCTUnwrap(color["light"] as? [String: Any])
        XCTAssertEqual(light["hex"] as? String, "#8040FF80")
        XCTAssertEqual(light["colorSpace"] as? String, "display-p3")
        XCTAssertEqual(light["blue"] as? String, "1.0")
        XCTAssertEqual((color["dark"] as? [String: Any])?["hex"] as? String, "#8040FF80", "dark falls back to light")
        XCTAssertEqual(color["hasDark"] as? Bool, false)
        let dimension = try XCTUnwrap(items(context, "dimensions").first)
        XCTAssertEqual(dimension["deprecated"] as? Bool, true)
        XCTAssertEqual(dimension["deprecation"] as? String, "use spacing/xl")
        XCTAssertEqual(dimension["isPoints"] as? Bool, false)
        XCTAssertEqual(dimension["unit"] as? String, "em")
        XCTAssertEqual(dimension["points"] as? String, "")
        XCTAssertEqual(dimension["identifier"] as? String, "_2xl")
        XCTAssertEqual(items(context, "durations").first?["milliseconds"] as? String, "200.0")
        XCTAssertEqual(items(context, "strings").first?["literal"] as? String, "\"say \\\"hi\\\"\"")
        XCTAssertEqual(items(context, "fontWeights").first?["weightName"] as? String, "semibold")
        let border = try XCTUnwrap(items(context, "borders").first)
        XCTAssertEqual(((border["dark"] as? [String: Any])?["style"] as? [String: Any])?["dashes"] as? [String], ["4.0", "2.0"])
        XCTAssertEqual(((border["darkHighContrast"] as? [String: Any])?["width"] as? String), "2.0", "dark + high contrast falls back to dark")
        XCTAssertEqual(((border["light"] as? [String: Any])?["style"] as? [String: Any])?["keyword"] as? String, "solid")
        XCTAssertEqual((items(context, "transitions").first?["timingFunction"] as? [String: Any])?["y2"] as? String, "0.4")
        XCTAssertEqual(((items(context, "gradients").first?["light"] as? [String: Any])?["stops"] as? [[String: Any]])?.count, 2)
        let kinds = (context["kinds"] as? [[String: Any]])?.compactMap { $0["key"] as? String }
        XCTAssertEqual(kinds, ["colors", "dimensions", "durations", "fontWeights", "strings", "borders", "cubicBeziers", "transitions", "gradients"])
    }
}

/// `static let` declarations of generated Swift by qualified name (`Colors.Content.primary`),
/// found from the enum nesting (indentation) of the file.
enum GoldenDeclarations {
    static func staticLets(in text: String) -> Set<String> {
        var stack: [(indent: Int, name: String)] = []
        var result = Set<String>()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if body.hasPrefix("}") {
                if let last = stack.last, last.indent == indent { stack.removeLast() }
                continue
            }
            let words = body.split(separator: " ").map(String.init).filter { $0 != "public" }
            if words.count >= 2, words[0] == "enum" {
                stack.append((indent, String(words[1].prefix { $0 != ":" && $0 != "{" })))
            } else if words.count >= 3, words[0] == "static", words[1] == "let", let owner = stack.last, owner.indent < indent {
                let name = String(words[2].prefix { $0 != ":" })
                result.insert((stack.map(\.name) + [name]).joined(separator: "."))
            } else if words.first == "struct" || words.first == "extension" {
                stack.append((indent, "~"))
            }
        }
        return result.filter { !$0.contains("~") }
    }
}
