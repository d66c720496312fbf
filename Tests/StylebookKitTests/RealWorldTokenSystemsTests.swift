import Foundation
import XCTest

/// The public token systems in `../shared/corpus/dev/realworld/tokens`, each run through the
/// built `stylebook` with the one command line `docs/token-systems.md` gives for it. An independent
/// checker (`IndependentTokenChecker`, not Stylebook's reader) computes every colour in every
/// appearance from the source files, and the test compares it with the colour sets written; it
/// also computes every dimension, number, duration, font weight and font family it can (no maths),
/// and compares them with the values a template dumps from what Stylebook generates.
final class RealWorldTokenSystemsTests: XCTestCase {
    /// One appearance's inputs: files merged in order (path relative to the system, optional pointer).
    typealias Sources = [String]

    struct System {
        var folder: String
        /// `stylebook tokens` arguments, run inside `folder` (the catalog and Swift options are added).
        var arguments: [String]
        /// Appearance → files in merge order, as the system's own tooling combines them.
        var appearances: [String: Sources]
        /// Files whose tokens are generated (nil: every file of the light appearance).
        var generated: Set<String>? = nil
        /// Colours the catalog must hold at least (guards against a checker that finds nothing).
        var minimumColors: Int
        /// Non-colour values (dimensions, numbers, durations, font weights and families) checked at least.
        var minimumValues = 0
    }

    static let root = "realworld/tokens"

    func folder(_ system: String) throws -> String {
        guard let path = TestPaths.corpus(Self.root + "/" + system) else {
            throw TestPrerequisite.missing(TestPaths.missingCorpus(Self.root + "/" + system))
        }
        return path
    }

    /// Runs the system's command and checks every colour in every appearance; returns the catalog's colours.
    @discardableResult
    func check(_ system: System, file: StaticString = #filePath, line: UInt = #line) throws -> [String: [String: [Double]]] {
        let dir = try folder(system.folder)
        let out = try temporaryFolder()
        // The built-in platform-neutral Swift, and a dump of every non-colour value through a template.
        try IndependentTokenChecker.dumpTemplate.write(toFile: out + "/dump.stencil", atomically: true, encoding: .utf8)
        let result = try runStylebook(["tokens"] + system.arguments + ["--catalog", out + "/Tokens.xcassets", "--swift-core", out + "/Core.swift",
                                                                        "--swift", out + "/dump.txt", "--template", out + "/dump.stencil"], in: dir)
        XCTAssertEqual(result.status, 0, "\(system.folder) \(system.arguments): \(result.stderr)", file: file, line: line)
        guard result.status == 0 else { return [:] }
        XCTAssertFalse(result.stderr.contains(": error:"), result.stderr, file: file, line: line)
        let catalog = try CatalogColors.read(out + "/Tokens.xcassets")

        var checkers: [String: IndependentTokenChecker] = [:]
        for (appearance, files) in system.appearances {
            var checker = IndependentTokenChecker()
            for source in files {
                let parts = source.split(separator: "#", maxSplits: 1).map(String.init)
                let pointer = parts.count > 1 ? parts[1].split(separator: "/").map(String.init) : []
                try checker.add(file: dir + "/" + parts[0], pointer: pointer)
            }
            checkers[appearance] = checker
        }
        guard let light = checkers["light"] else { XCTFail("no light appearance", file: file, line: line); return catalog }
        let generatedFiles = system.generated ?? Set(system.appearances["light"] ?? [])
        var generated = Set<String>()
        for source in generatedFiles {
            let path = String(source.split(separator: "#").first ?? "")
            guard !source.contains("#") else { continue }
            generated.formUnion(try IndependentTokenChecker.tokenPaths(file: dir + "/" + path))
        }
        for source in generatedFiles where source.contains("#") {
            var one = IndependentTokenChecker()
            let parts = source.split(separator: "#", maxSplits: 1).map(String.init)
            try one.add(file: dir + "/" + parts[0], pointer: parts[1].split(separator: "/").map(String.init))
            generated.formUnion(one.order)
        }
        var expected = Set<String>()
        var compared = 0, uncomputed = 0
        for path in generated.sorted() {
            guard light.value(path) != .notColor else { continue }
            let name = path.replacingOccurrences(of: ".", with: "/")
            expected.insert(name)
            guard let entry = catalog[name] else {
                XCTFail("\(system.folder): colour \(path) is missing from the catalog", file: file, line: line)
                continue
            }
            for (appearance, checker) in checkers.sorted(by: { $0.key < $1.key }) {
                switch checker.value(path) {
                case .color(let want):
                    guard let got = CatalogColors.shown(entry, appearance) else {
                        XCTFail("\(system.folder): \(path) has no \(appearance) value", file: file, line: line)
                        continue
                    }
                    if got.contains(where: \.isNaN) { uncomputed += 1; continue }
                    let close = zip(want, got).allSatisfy { abs($0 - $1) <= 0.0011 }
                    XCTAssertTrue(close, "\(system.folder): \(path) in \(appearance): want \(want), catalog \(got)", file: file, line: line)
                    compared += 1
                case .uncomputed: uncomputed += 1
                case .notColor: break
                }
            }
        }
        XCTAssertEqual(Set(catalog.keys).subtracting(expected).sorted(), [], "\(system.folder): colour sets the sources do not define", file: file, line: line)
        // Non-colour values: each generated one equals the sources' (or is not computable here).
        let dump = IndependentTokenChecker.parseDump(try String(contentsOfFile: out + "/dump.txt", encoding: .utf8))
        var valuesChecked = 0, valuesUncomputed = 0
        for value in dump {
            switch light.matches(value) {
            case true?: valuesChecked += 1
            case false?: XCTFail("\(system.folder): \(value.kind) \(value.path) generated as \(value.fields.joined(separator: " ")), source \(light.resolved(value.path) ?? "nil")",
                                 file: file, line: line)
            case nil: valuesUncomputed += 1
            }
        }
        XCTAssertGreaterThanOrEqual(valuesChecked, system.minimumValues, "\(system.folder): non-colour values checked (\(valuesUncomputed) not computable here)",
                                    file: file, line: line)
        XCTAssertGreaterThanOrEqual(expected.count, system.minimumColors, "\(system.folder)", file: file, line: line)
        XCTAssertGreaterThanOrEqual(compared, system.minimumColors, "\(system.folder): values checked (\(uncomputed) not computable here)", file: file, line: line)
        return catalog
    }

    // MARK: - DTCG resolvers

    func testDesignSystemIA() throws {
        let base = ["example/tokens/primitive/foundation/border.json", "example/tokens/primitive/foundation/typography.json",
                    "example/tokens/semantic/semantic.json", "example/tokens/primitive/spacing/spacing.large.json",
                    "example/tokens/primitive/typography/typography.large.json"]
        try check(System(folder: "design-system-ia", arguments: ["example/tokens.resolver.json"],
                         appearances: ["light": base + ["example/tokens/primitive/theme/brand-a/light.json"],
                                       "dark": base + ["example/tokens/primitive/theme/brand-a/dark.json"]],
                         minimumColors: 40, minimumValues: 80))
    }

    func testKirbyGreenGreens() throws {
        let base = ["palette", "colors", "borders", "containers", "cube", "size", "space", "typography", "outlines"].map { "src/tokens/\($0).json" }
        let catalog = try check(System(folder: "kirby-green-greens", arguments: ["src/tokens"],
                                       appearances: ["light": base, "dark": base + ["src/tokens/dark.json"]], minimumColors: 30, minimumValues: 80))
        XCTAssertTrue(catalog.values.contains { $0["dark"] != nil }, "dark values are written")
    }

    func testRopav() throws {
        let base = ["base", "semantic", "components"].map { "tokens/\($0).tokens.json" }
        let catalog = try check(System(folder: "ropav", arguments: ["tokens"],
                                       appearances: ["light": ["tokens/generated/light.tokens.json", "tokens/shadows.light.tokens.json"] + base,
                                                     "dark": ["tokens/generated/dark.tokens.json", "tokens/shadows.dark.tokens.json"] + base],
                                       minimumColors: 400, minimumValues: 60))
        XCTAssertGreaterThan(catalog.values.filter { $0["dark"] != nil }.count, 100)
    }

    // MARK: - Tokens Studio

    /// Sets of the chosen themes, by `$metadata.json` order, and the ones that are generated ("enabled").
    func studioSets(_ dir: String, folder: String, themes chosen: [String]) throws -> (files: [String], enabled: Set<String>) {
        let themes = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/" + folder + "/$themes.json"))) as? [[String: Any]] ?? []
        let metadata = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/" + folder + "/$metadata.json"))) as? [String: Any]
        let order = metadata?["tokenSetOrder"] as? [String] ?? []
        var status: [String: String] = [:]
        for name in chosen {
            let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
            guard let theme = themes.first(where: { ($0["group"] as? String) == parts[0] && ($0["name"] as? String) == parts[1] }) else {
                XCTFail("no theme \(name)")
                continue
            }
            for (set, state) in theme["selectedTokenSets"] as? [String: String] ?? [:] where state != "disabled" {
                if status[set] != "enabled" { status[set] = state }
            }
        }
        let files = order.filter { status[$0] != nil }.map { folder + "/" + $0 + ".json" }
        let enabled = Set(order.filter { status[$0] == "enabled" }.map { folder + "/" + $0 + ".json" })
        return (files, enabled)
    }

    func testDigdirDesignsystemet() throws {
        let dir = try folder("digdir-designsystemet")
        let common = ["Size/medium", "Theme/designsystemet", "Typography/Primary", "Semantic/Semantic", "Color/accent"]
        let light = try studioSets(dir, folder: "design-tokens", themes: common + ["Color scheme/Light"])
        let dark = try studioSets(dir, folder: "design-tokens", themes: common + ["Color scheme/Dark"])
        let catalog = try check(System(folder: "digdir-designsystemet", arguments: ["design-tokens"],
                                       appearances: ["light": light.files, "dark": dark.files], generated: light.enabled, minimumColors: 300, minimumValues: 30))
        XCTAssertGreaterThan(catalog.values.filter { $0["dark"] != nil }.count, 300)
    }

    func testSkyUXDesignTokens() throws {
        let dir = try folder("skyux-design-tokens")
        let light = try studioSets(dir, folder: "src/tokens", themes: ["Color/blackbaud-light", "Layout/productive", "Base/Tokens"])
        let dark = try studioSets(dir, folder: "src/tokens", themes: ["Color/blackbaud-dark", "Layout/productive", "Base/Tokens"])
        let catalog = try check(System(folder: "skyux-design-tokens", arguments: ["src/tokens"],
                                       appearances: ["light": light.files, "dark": dark.files], generated: light.enabled, minimumColors: 400, minimumValues: 700))
        XCTAssertGreaterThan(catalog.values.filter { $0["dark"] != nil }.count, 50)
    }

    func testSDTransformsFixtures() throws {
        let dir = try folder("sd-transforms-fixtures")
        let tokens = "test/integration/tokens"
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/" + tokens).filter { $0.hasSuffix(".tokens.json") }.sorted()
        var total = 0
        // Each fixture alone, except the cross-file ones, which are read together (as the fixtures intend).
        var runs = names.filter { !$0.hasPrefix("cross-file-refs") }.map { [$0] }
        runs.append(names.filter { $0.hasPrefix("cross-file-refs") })
        for files in runs {
            let paths = files.map { tokens + "/" + $0 }
            let out = try temporaryFolder()
            let result = try runStylebook(["tokens"] + paths + ["--catalog", out + "/T.xcassets", "--swift", out + "/T.swift"], in: dir)
            XCTAssertEqual(result.status, 0, "\(files): \(result.stderr)")
            let catalog = try CatalogColors.read(out + "/T.xcassets")
            var checker = IndependentTokenChecker()
            for path in paths { try checker.add(file: dir + "/" + path) }
            for (path, _) in checker.raw {
                guard case .color(let want) = checker.value(path) else { continue }
                // Parent keys left out of references: the catalog names drop the top-level group.
                let name = path.replacingOccurrences(of: ".", with: "/")
                let got = catalog[name] ?? catalog[name.split(separator: "/").dropFirst().joined(separator: "/")]
                guard let got, let light = got["light"] else { XCTFail("\(files): \(path) missing"); continue }
                XCTAssertTrue(zip(want, light).allSatisfy { abs($0 - $1) <= 0.0011 }, "\(path): want \(want), catalog \(light)")
                total += 1
            }
        }
        XCTAssertGreaterThan(total, 15)
    }

    // MARK: - Style Dictionary

    func styleDictionary(_ system: String, example: String, arguments: [String]? = nil, files: [String]? = nil, minimum: Int) throws {
        let dir = try folder(system)
        let tokens = "examples/" + example + "/tokens"
        var list = files
        if list == nil {
            var found: [String] = []
            let enumerator = FileManager.default.enumerator(atPath: dir + "/" + tokens)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".json") { found.append(tokens + "/" + relative) }
            }
            list = found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        }
        try check(System(folder: system, arguments: arguments ?? [tokens], appearances: ["light": list ?? []], minimumColors: minimum, minimumValues: 1))
    }

    func testStyleDictionaryExamples() throws {
        for system in ["style-dictionary", "style-dictionary-v3"] {
            try styleDictionary(system, example: "basic", minimum: 8)
            try styleDictionary(system, example: "complete", minimum: 300)
            try styleDictionary(system, example: "advanced/referencing_aliasing", minimum: 10)
            let brand = "examples/advanced/multi-brand-multi-platform/tokens"
            try styleDictionary(system, example: "advanced/multi-brand-multi-platform",
                                arguments: [brand + "/globals", brand + "/brands/brand-1", brand + "/platforms/ios"],
                                files: [brand + "/globals/button.json", brand + "/globals/color/base.json", brand + "/globals/color/font.json",
                                        brand + "/globals/font/index.json", brand + "/globals/size/font.json", brand + "/brands/brand-1/color.json",
                                        brand + "/platforms/ios/button.json", brand + "/platforms/ios/font.json"],
                                minimum: 15)
        }
        try styleDictionary("style-dictionary", example: "advanced/tailwind-preset", minimum: 4)
        try styleDictionary("style-dictionary", example: "advanced/tokens-deprecation", minimum: 5)
    }
}
