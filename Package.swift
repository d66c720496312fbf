// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Stylebook",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "stylebook", targets: ["stylebook"]),
        .executable(name: "stylebook-bench", targets: ["stylebook-bench"]),
        .library(name: "StylebookKit", targets: ["StylebookKit"]),
    ],
    dependencies: [
        // Command-line parsing with generated help for every command.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // YAML with source marks (line/column) for the friendly token format.
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // Typed HTML for the style guide and diff pages.
        .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
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
        // SVG document → positioned, painted geometry.
        .target(name: "SVG", dependencies: ["Geometry", "Diagnostics"]),
        // SF Symbols templates: fitting, weights, writing, validating.
        .target(name: "Symbols", dependencies: ["Geometry", "SVG", "Diagnostics"]),
        // Design tokens: DTCG JSON, Stylebook YAML, resolver, colour maths.
        .target(name: "Tokens", dependencies: ["Diagnostics", "Parallel", .product(name: "Yams", package: "Yams")]),
        // .xcassets model and Xcode-identical JSON.
        .target(name: "AssetCatalog", dependencies: ["Diagnostics", "FileOutput"]),
        // Swift source emitters for colours, symbols, images, text styles.
        .target(name: "SwiftOutput", dependencies: ["Tokens", "AssetCatalog"]),
        // Orchestration: configuration, parallel builds, atomic output.
        .target(name: "StylebookKit", dependencies: ["StyleGuide", "Diagnostics", "FileOutput", "Parallel", "Geometry", "SVG", "Symbols", "Tokens", "AssetCatalog", "SwiftOutput",
            .product(name: "Yams", package: "Yams"),
        ]),
        // Style guide and visual diff pages: token and symbol model → static HTML (Plot).
        .target(name: "StyleGuide", dependencies: ["Diagnostics", "Parallel", "Geometry", "Symbols", "Tokens", "SwiftOutput",
            .product(name: "Plot", package: "Plot"),
        ]),
        .executableTarget(name: "stylebook", dependencies: [
            "StylebookKit", "StyleGuide",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "stylebook-bench", dependencies: ["StylebookKit", "StyleGuide", "Parallel", "SVG", "Symbols", "Tokens"]),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "ParallelTests", dependencies: ["Parallel"]),
        .testTarget(name: "FileOutputTests", dependencies: ["FileOutput"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "SVGTests", dependencies: ["SVG"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SymbolsTests", dependencies: ["Symbols"]),
        .testTarget(name: "TokensTests", dependencies: ["Tokens"]),
        .testTarget(name: "AssetCatalogTests", dependencies: ["AssetCatalog"]),
        .testTarget(name: "SwiftOutputTests", dependencies: ["SwiftOutput"]),
        // Guide and diff, rendered in headless Chromium; depends on the CLI so SwiftPM builds it.
        .testTarget(name: "StyleGuideTests", dependencies: ["StyleGuide", "StylebookKit", "Tokens", "Symbols", "SVG", "Geometry", "stylebook"]),
        .testTarget(name: "StylebookKitTests", dependencies: ["StylebookKit", "AssetCatalog", "SwiftOutput", "Tokens"]),
    ],
    swiftLanguageModes: [.v6]
)
