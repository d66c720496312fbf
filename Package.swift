// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Stylebook",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "stylebook", targets: ["stylebook"]),
        .library(name: "StylebookKit", targets: ["StylebookKit"]),
        // Build-tool plugin: generates a target's Swift from its stylebook.yml on every build.
        .plugin(name: "StylebookPlugin", targets: ["StylebookPlugin"]),
        // Command plugin: `swift package --allow-writing-to-package-directory stylebook build|init`.
        .plugin(name: "StylebookCommand", targets: ["StylebookCommand"]),
    ],
    dependencies: [
        // Command-line parsing with generated help for every command.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // YAML with source marks (line/column) for the friendly token format.
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // Stencil templates, for teams' SwiftGen xcassets templates.
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        // Typed HTML for the style guide and diff pages.
        .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
        // Swift sources parsed as Swift (not matched as text) for the usage audit.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Diagnostics as values, rendered once as `file:line:col: error: message`.
        .target(name: "Diagnostics"),
        // Order-keeping concurrent map for icon batches, token reading and file writing.
        .target(name: "Parallel"),
        // All-or-nothing, write-only-if-changed file output shared by every writer.
        .target(name: "FileOutput", dependencies: ["Parallel"]),
        // Pure geometry: paths, transforms, arcs, flattening, bounds, stroking, winding, clipping.
        .target(name: "Geometry"),
        // The grammars every reader shares, with source locations: XML, numbers with units, path data,
        // transforms, CSS colours, JSON, Xcode's colour components, YAML error mapping.
        .target(name: "Grammar", dependencies: ["Geometry", "Diagnostics", .product(name: "Yams", package: "Yams")]),
        // The neutral drawing model between readers and writers: painted shapes in icon space.
        .target(name: "Artwork", dependencies: ["Geometry", "Diagnostics"]),
        // SVG document → positioned, painted geometry.
        .target(name: "SVG", dependencies: ["Artwork", "Geometry", "Grammar", "Diagnostics"]),
        // SF Symbols templates: fitting, weights, writing, validating.
        .target(name: "Symbols", dependencies: ["Artwork", "Geometry", "Grammar", "Diagnostics"]),
        // Design tokens: DTCG JSON, Stylebook YAML, resolver, colour maths.
        .target(name: "Tokens", dependencies: ["Diagnostics", "Grammar", "Parallel", .product(name: "Yams", package: "Yams")]),
        // .xcassets model and Xcode-identical JSON.
        .target(name: "AssetCatalog", dependencies: ["Diagnostics", "FileOutput", "Grammar"]),
        // Image sets from SVG/PDF/PNG/JPEG sources: scales, dark variants, rendering intent, SVG clean-up.
        .target(name: "ImageSets", dependencies: ["AssetCatalog", "Diagnostics", "Grammar"]),
        // Existing catalogs (any author) read into sets, groups and namespaces.
        .target(name: "CatalogImport", dependencies: ["AssetCatalog", "Diagnostics", "FileOutput", "Grammar", "Parallel"]),
        // SwiftGen-compatible template rendering: its xcassets context, StencilSwiftKit's tags and filters.
        .target(name: "SwiftGenTemplates", dependencies: ["AssetCatalog", "Diagnostics", "SwiftOutput", "Tokens", .product(name: "Stencil", package: "Stencil")]),
        // Swift source emitters for colours, symbols, images, text styles.
        // Its runtime files (Sources/SwiftOutput/Runtime, the Swift every generated file shares) are real
        // .swift files, compiled by the tests; RuntimeFile+Embedded.swift carries them (docs/architecture.md).
        .target(name: "SwiftOutput", dependencies: ["Tokens", "AssetCatalog", "FontFiles", "Grammar"], exclude: ["Runtime"]),
        // Writes SwiftOutput/RuntimeFile+Embedded.swift from the runtime files (scripts/embed-runtime.sh).
        // No product, so packages using the plugin never build it.
        .executableTarget(name: "EmbedRuntime", dependencies: ["Grammar"]),
        // Font files (.ttf/.otf/.ttc/.woff/.woff2) → faces: names, weights, axes, coverage; `stylebook fonts`.
        .target(name: "FontFiles", dependencies: ["Diagnostics"]),
        // Orchestration: configuration, parallel builds, atomic output.
        .target(name: "StylebookKit", dependencies: ["StyleGuide", "Diagnostics", "Grammar", "FileOutput", "Parallel", "Geometry", "SVG", "Symbols", "Tokens", "AssetCatalog", "SwiftOutput", "CatalogImport", "SwiftGenTemplates", "ImageSets", "FontFiles",
            .product(name: "Yams", package: "Yams"),
        ]),
        // Style guide and visual diff pages: token and symbol model → static HTML (Plot).
        .target(name: "StyleGuide", dependencies: ["Diagnostics", "Parallel", "Geometry", "Symbols", "Tokens", "SwiftOutput", "Grammar",
            .product(name: "Plot", package: "Plot"),
        ]),
        // The terminal side of the tools: diagnostic formats, colour, progress bars, the JSON summary.
        .target(name: "StylebookCLI", dependencies: ["Diagnostics", "FileOutput", "Grammar", "StylebookKit"]),
        .executableTarget(name: "stylebook", dependencies: [
            "StylebookCLI", "StylebookKit", "StyleGuide", "FontFiles", "SwiftOutput", "SwiftGenTemplates", "Tokens", "Renewal",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .plugin(name: "StylebookPlugin", capability: .buildTool(), dependencies: ["stylebook"]),
        .plugin(name: "StylebookCommand",
                capability: .command(intent: .custom(verb: "stylebook", description: "Build or start a Stylebook project in this package"),
                                     permissions: [.writeToPackageDirectory(reason: "Stylebook writes the asset catalog and Swift files stylebook.yml names")]),
                dependencies: ["stylebook"]),
        // Where app sources use a design system's assets: accessors, SwiftGen, R.swift, Xcode asset symbols, string names.
        .target(name: "UsageAudit", dependencies: ["Diagnostics", "AssetCatalog", "SwiftOutput",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Renewal: suggested old → new token mappings, the old/new switch in Swift, the review page.
        .target(name: "Renewal", dependencies: ["Diagnostics", "FileOutput", "Grammar", "Tokens", "SwiftOutput", "StyleGuide", "SVG", "Artwork", "Geometry",
            .product(name: "Yams", package: "Yams"),
        ]),
        // A separate tool so the build-tool plugin never builds swift-syntax. No product, like the benchmark
        // below: SwiftPM plans every executable product as a plugin tool; `swift build --product stylebook-audit`
        // still works in this package.
        .executableTarget(name: "stylebook-audit", dependencies: ["UsageAudit", "Diagnostics", "CatalogImport", "StylebookCLI", "StylebookKit", "Renewal", "FileOutput",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // No product on purpose: for a package using the plugin, SwiftPM plans every executable
        // product of this package as a plugin tool (its plugin-tools.yaml listed stylebook-bench),
        // so a product here made every app build the benchmark. As the root package, SwiftPM still
        // gives this target an implicit product: `swift run stylebook-bench` works here.
        .executableTarget(name: "stylebook-bench", dependencies: ["StylebookKit", "StyleGuide", "Parallel", "SVG", "Symbols", "Tokens"]),

        // Test helpers every test target shares: package and corpus paths, the built binary, process runs.
        .target(name: "StylebookTestSupport", path: "Tests/StylebookTestSupport"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "ParallelTests", dependencies: ["Parallel"]),
        .testTarget(name: "FileOutputTests", dependencies: ["StylebookTestSupport", "FileOutput"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "GrammarTests", dependencies: ["Grammar", "Diagnostics", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "ArtworkTests", dependencies: ["Artwork", "Geometry"]),
        .testTarget(name: "SVGTests", dependencies: ["StylebookTestSupport", "Artwork", "Grammar", "SVG"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SymbolsTests", dependencies: ["StylebookTestSupport", "Artwork", "SVG", "Symbols"]),
        .testTarget(name: "TokensTests", dependencies: ["StylebookTestSupport", "Grammar", "Tokens"]),
        .testTarget(name: "AssetCatalogTests", dependencies: ["AssetCatalog", "CatalogImport", "Grammar"]),
        .testTarget(name: "SwiftOutputTests", dependencies: ["StylebookTestSupport", "SwiftOutput", "CatalogImport"]),
        .testTarget(name: "CatalogImportTests", dependencies: ["StylebookTestSupport", "CatalogImport"]),
        .testTarget(name: "ImageSetsTests", dependencies: ["ImageSets", "AssetCatalog", "CatalogImport"]),
        .testTarget(name: "SwiftGenTemplatesTests", dependencies: ["StylebookTestSupport", "SwiftGenTemplates", "CatalogImport", .product(name: "Yams", package: "Yams")]),
        // Guide and diff, rendered in headless Chromium; depends on the CLI so SwiftPM builds it.
        .testTarget(name: "StyleGuideTests", dependencies: ["StylebookTestSupport", "StyleGuide", "StylebookKit", "Tokens", "Symbols", "Artwork", "SVG", "Geometry", "stylebook"]),
        // Depends on the executable so SwiftPM builds `stylebook` into the products folder the CLI tests run.
        .testTarget(name: "StylebookKitTests", dependencies: ["StylebookTestSupport", "StylebookKit", "AssetCatalog", "FileOutput", "SwiftOutput", "Tokens", "CatalogImport", "stylebook"]),
        // Runs the built `stylebook` binary (found next to the test bundle): output formats, progress, init, --version.
        .testTarget(name: "CLITests", dependencies: ["StylebookTestSupport", "stylebook", "StylebookCLI", "StylebookKit"]),
        // Team templates over the token and symbol model: contexts, CLI, stylebook.yml, the shipped templates (Templates/).
        .testTarget(name: "FontFilesTests", dependencies: ["StylebookTestSupport", "FontFiles", "SwiftOutput", "stylebook"]),
        .testTarget(name: "UsageAuditTests", dependencies: ["StylebookTestSupport", "UsageAudit", "CatalogImport", "SwiftOutput", "Tokens", "stylebook-audit"]),
        .testTarget(name: "RenewalTests", dependencies: ["StylebookTestSupport", "Renewal", "Diagnostics", "Tokens", "stylebook"]),
        .testTarget(name: "TemplateModelTests", dependencies: ["StylebookTestSupport", "SwiftGenTemplates", "StylebookKit", "SwiftOutput", "Tokens", "stylebook"]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets (docs/fuzzing.md): declared only when STYLEBOOK_FUZZ is set, so `swift build` and
// `swift test` never see them. scripts/fuzz.sh builds them with `-sanitize=fuzzer,address` in its own
// scratch folder and runs them.
if Context.environment["STYLEBOOK_FUZZ"] != nil {
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"))
    let fuzzTargets: [(String, [Target.Dependency])] = [
        ("FuzzXML", ["Grammar", "Diagnostics"]), ("FuzzPathData", ["SVG", "Grammar", "Geometry"]), ("FuzzTransform", ["SVG"]),
        ("FuzzCSS", ["SVG"]), ("FuzzColor", ["SVG", "Tokens"]), ("FuzzJSON", ["Tokens"]),
        ("FuzzYAML", ["Tokens", "StylebookKit"]), ("FuzzResolver", ["Tokens"]),
        ("FuzzTemplate", ["Symbols"]), ("FuzzSymbol", ["SVG", "Symbols"]),
        ("FuzzFont", ["FontFiles"]),
        ("FuzzStroke", ["SVG", "Grammar", "Geometry"]), ("FuzzEntities", ["SVG", "Symbols", "Diagnostics"]),
    ]
    for (name, dependencies) in fuzzTargets {
        package.targets.append(.executableTarget(name: name, dependencies: dependencies + ["FuzzSupport"], path: "Fuzz/\(name)"))
        package.products.append(.executable(name: name, targets: [name]))
    }
}
