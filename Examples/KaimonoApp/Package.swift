// swift-tools-version: 6.0
import PackageDescription

// The Kaimono (recipe × shopping) example app: VIPER scenes whose views are SwiftUI, standing on the
// design system Stylebook generates from `../Kaimono`. Everything but the views and their hosting
// controllers is platform-neutral and tested on Linux.
let package = Package(
    name: "KaimonoApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "KaimonoFeature", targets: ["KaimonoFeature"]),
        .library(name: "KaimonoUI", targets: ["KaimonoUI"]),
    ],
    targets: [
        // Stylebook's generated Swift for ../Kaimono (symbolic links to the committed output, so the
        // app always compiles against exactly what `stylebook build Examples/Kaimono` wrote).
        .target(name: "KaimonoDesignSystem"),
        // Entities, Interactors, Presenters, Routers, view protocols, image loading, grid maths,
        // alerts and Japanese formatting: no UI framework, runs everywhere.
        .target(name: "KaimonoFeature", dependencies: ["KaimonoDesignSystem"]),
        // SwiftUI views and their UIHostingController hosts, behind `#if canImport(SwiftUI) && canImport(UIKit)`.
        .target(name: "KaimonoUI", dependencies: ["KaimonoFeature", "KaimonoDesignSystem"]),
        .testTarget(name: "KaimonoFeatureTests", dependencies: ["KaimonoFeature", "KaimonoDesignSystem"]),
    ],
    swiftLanguageModes: [.v6]
)
