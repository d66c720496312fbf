// swift-tools-version: 6.0
// A package that uses Stylebook the way an app's design-system package would: its target's
// Swift is generated on every build by the StylebookPlugin build-tool plugin, from the
// stylebook.yml, tokens and icons in Sources/DesignSystem (its `tokens` a symbolic link to
// Design/tokens, outside the target). Stylebook's own tests build it.
import Foundation
import PackageDescription

// The Stylebook checkout: three folders up, or STYLEBOOK_PACKAGE_PATH when this fixture was
// copied elsewhere (the test copies it so it can edit the tokens). A path dependency's package
// identity is its folder's name, so the plugin is looked up under that name.
let stylebookPath = Context.environment["STYLEBOOK_PACKAGE_PATH"] ?? Context.packageDirectory + "/../../.."
let stylebookIdentity = URL(fileURLWithPath: stylebookPath).standardizedFileURL.lastPathComponent

let package = Package(
    name: "ConsumerPackage",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: stylebookPath),
    ],
    targets: [
        .target(
            name: "DesignSystem",
            plugins: [.plugin(name: "StylebookPlugin", package: stylebookIdentity)]
        ),
        .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem"]),
    ]
)
