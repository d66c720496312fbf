// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The Kaimono (recipe × shopping) example app: VIPER scenes whose views are SwiftUI, standing on the
// design system Stylebook generates from `../Kaimono`. Everything but the views and their hosting
// controllers is platform-neutral and tested on Linux.

// Stylebook is the checkout this example lives in. A path dependency's package identity is its
// folder's name (whatever the checkout is called), so the plugin is looked up under that name.
let stylebookIdentity = URL(fileURLWithPath: Context.packageDirectory + "/../..").standardizedFileURL.lastPathComponent

let package = Package(
    name: "KaimonoApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "KaimonoFeature", targets: ["KaimonoFeature"]),
        .library(name: "KaimonoUI", targets: ["KaimonoUI"]),
    ],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        // The design system's Swift (and asset catalog, as a resource), generated on every build
        // whose inputs changed by Stylebook's build-tool plugin from this target's stylebook.yml,
        // whose icons and tokens are symbolic links to ../Kaimono. No generated file is committed here.
        // The numbers font (fonts/, a link to ../Kaimono/fonts) is a resource too: `.process` puts the
        // files at the bundle's top level, where the generated `Fonts.register()` looks them up.
        .target(name: "KaimonoDesignSystem",
                resources: [.process("fonts")],
                plugins: [.plugin(name: "StylebookPlugin", package: stylebookIdentity)]),
        // Entities, Interactors, Presenters, Routers, view protocols, image loading, grid maths,
        // alerts and Japanese formatting: no UI framework, runs everywhere.
        .target(name: "KaimonoFeature", dependencies: ["KaimonoDesignSystem"]),
        // SwiftUI views and their UIHostingController hosts, behind `#if canImport(SwiftUI) && canImport(UIKit)`.
        .target(name: "KaimonoUI", dependencies: ["KaimonoFeature", "KaimonoDesignSystem"]),
        .testTarget(name: "KaimonoFeatureTests", dependencies: ["KaimonoFeature", "KaimonoDesignSystem"]),
    ],
    swiftLanguageModes: [.v6]
)
