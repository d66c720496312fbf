import CatalogImport
import Foundation
import SwiftOutput
import XCTest

final class AssetSwiftEmitterTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let corpus = packageRoot + "/../shared/corpus/dev/realworld/catalogs"

    func color(_ name: String, _ namespace: [String] = [], catalog: String = "/A.xcassets") -> CatalogSet {
        CatalogSet(name: name, namespace: namespace, relativePath: (namespace + [name + ".colorset"]).joined(separator: "/"), catalogPath: catalog,
                   content: .color(ColorSetContent(entries: [ColorEntry(color: .system(platform: "ios", reference: "systemRedColor"))])))
    }

    func image(_ name: String, _ namespace: [String] = []) -> CatalogSet {
        CatalogSet(name: name, namespace: namespace, relativePath: (namespace + [name + ".imageset"]).joined(separator: "/"), catalogPath: "/A.xcassets",
                   content: .image(CatalogImage(images: [AssetFileEntry(filename: "a.svg")], renderingIntent: .template, preservesVectorRepresentation: true)))
    }

    func testXcodeNamesNamespacesAndSeparateKinds() {
        let file = AssetSwiftEmitter().emit([color("AccentColor"), color("Primary", ["Brand"]), image("backgroundColor"), image("AccentColor"),
                                            color("switch"), image("300", ["iconPreviews"])])
        // UIImage(named:) and UIColor(named:) share one name space: Xcode wants unique names.
        XCTAssertEqual(file.diagnostics.warnings.map(\.message), ["'AccentColor' names both a colorset (/A.xcassets/AccentColor.colorset) and this imageset; Xcode requires unique names across kinds"])
        let text = file.text
        XCTAssertTrue(text.contains("enum Colors {\n    /// \"AccentColor\": any = systemRedColor\n    static let accent = StylebookColorAsset(name: \"AccentColor\")"), text)
        XCTAssertTrue(text.contains("    enum Brand {\n        /// \"Brand/Primary\": any = systemRedColor\n        static let primary = StylebookColorAsset(name: \"Brand/Primary\")"), text)
        XCTAssertTrue(text.contains("static let `switch` = StylebookColorAsset(name: \"switch\")"), text)
        // Colours and images are separate types, so both may be `accent` (as in Xcode).
        XCTAssertTrue(text.contains("enum Images {\n    /// \"AccentColor\": template, vector\n    static let accent = StylebookImageAsset(name: \"AccentColor\")"), text)
        XCTAssertTrue(text.contains("static let background = StylebookImageAsset(name: \"backgroundColor\")"), text)
        XCTAssertTrue(text.contains("enum IconPreviews {\n        /// \"iconPreviews/300\": template, vector\n        static let _300 = StylebookImageAsset(name: \"iconPreviews/300\")"), text)
        XCTAssertTrue(text.contains("#if canImport(UIKit)"))
    }

    /// An sRGB and a display-P3 entry for the same appearance (Xcode's "Gamut: sRGB and Display P3")
    /// are told apart in the doc comment, as are idioms.
    func testDocCommentNamesTheGamutAndIdiomOfEachEntry() {
        let srgb = ColorEntry(color: .system(platform: "ios", reference: "systemRedColor"))
        var p3 = srgb
        p3.displayGamut = "display-P3"
        var mac = srgb
        mac.idiom = "mac"
        mac.displayGamut = "display-P3"
        let set = CatalogSet(name: "Tint", namespace: [], relativePath: "Tint.colorset", catalogPath: "/A.xcassets",
                             content: .color(ColorSetContent(entries: [srgb, p3, mac])))
        let text = AssetSwiftEmitter().emit([set]).text
        XCTAssertTrue(text.contains("/// \"Tint\": any = systemRedColor, any (display-P3) = systemRedColor, "
                                    + "any (mac, display-P3) = systemRedColor\n"), text)
    }

    func testXcodeCollisionsKeepTheFirstInByteOrderAndWarnLikeXcode() {
        let file = AssetSwiftEmitter().emit([color("card-number-color"), color("card-number"), color("emoji_1"), color("emoji 1")])
        XCTAssertEqual(file.diagnostics.warnings.count, 2, file.diagnostics.rendered)
        XCTAssertTrue(file.text.contains("#warning(\"The \\\"card-number-color\\\" color asset name resolves to the symbol \\\"cardNumber\\\" which already exists. Try renaming the asset.\")"), file.text)
        XCTAssertTrue(file.text.contains("static let cardNumber = StylebookColorAsset(name: \"card-number\")"))
        XCTAssertTrue(file.text.contains("static let emoji1 = StylebookColorAsset(name: \"emoji 1\")"))
        XCTAssertFalse(file.text.contains("name: \"emoji_1\""))
    }

    func testStylebookNamingDisambiguatesInstead() {
        var options = SwiftOutputOptions()
        options.naming = .stylebook
        let file = AssetSwiftEmitter(options: options).emit([color("AccentColor"), color("accent-color")])
        XCTAssertTrue(file.text.contains("static let accentColor = StylebookColorAsset(name: \"AccentColor\")"), file.text)
        XCTAssertTrue(file.text.contains("static let accentColor_2 = StylebookColorAsset(name: \"accent-color\")"), file.text)
        XCTAssertEqual(file.diagnostics.warnings.count, 1)
    }

    func testTheSameAssetInTwoCatalogsIsListedOnce() {
        let file = AssetSwiftEmitter().emit([color("Tint", catalog: "/A.xcassets"), color("Tint", catalog: "/B.xcassets"), image("Tint")])
        XCTAssertEqual(file.text.components(separatedBy: "static let tint").count - 1, 2, file.text)
        XCTAssertEqual(file.diagnostics.warnings.count, 2, file.diagnostics.rendered)
        XCTAssertTrue(file.diagnostics.warnings[0].description.hasPrefix("/B.xcassets/Tint.colorset/Contents.json: warning: the colorset 'Tint' is already in /A.xcassets/Tint.colorset"))
    }

    /// Every dev catalog: one file each (the first with the core types, the others with their own
    /// enum names), type-checked together on Linux and against the UIKit and AppKit stubs.
    func testEveryDevCatalogTypechecksOnLinuxAndAgainstTheAppleStubs() throws {
        guard let swiftc = SwiftCompiler.executable else { throw TestPrerequisite.missing("swiftc not found") }
        var catalogs: [String] = []
        func visit(_ dir: String) {
            for child in ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted() {
                let path = dir + "/" + child
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
                if child.hasSuffix(".xcassets") { catalogs.append(path) } else { visit(path) }
            }
        }
        visit(Self.corpus)
        guard !catalogs.isEmpty else { throw TestPrerequisite.missing("shared corpus missing: \(Self.corpus)") }
        let dir = try makeTemporaryFolder(prefix: "stylebook-swiftc")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var files: [String] = []
        for (index, path) in catalogs.enumerated() {
            let read = CatalogScanner.read([path])
            XCTAssertFalse(read.diagnostics.hasErrors, read.diagnostics.rendered)
            var options = SwiftOutputOptions(accessLevel: .public, bundle: .automatic, includeCore: index == 0)
            if index > 0 {
                options.colorsTypeName = "Colors\(index)"
                options.imagesTypeName = "Images\(index)"
                options.symbolsTypeName = "Symbols\(index)"
                options.dataAssetsTypeName = "DataAssets\(index)"
            }
            let file = AssetSwiftEmitter(options: options).emit(read.catalogs.flatMap(\.allSets))
            XCTAssertFalse(file.diagnostics.hasErrors, file.diagnostics.rendered)
            let name = "Catalog\(index).swift"
            try file.text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
            files.append(name)
        }
        try "let probe: [Swift.String] = [Colors.accent.name]\n".write(toFile: dir + "/Use.swift", atomically: true, encoding: .utf8)
        let linux = try SwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-cache-path", SwiftCompiler.moduleCache] + files + ["Use.swift"], in: dir)
        XCTAssertEqual(linux.status, 0, linux.output)
        for (platform, stubs) in [("ios", [("UIKit", AppleStubs.uiKit + AppleStubs.dataAsset), ("SwiftUI", AppleStubs.swiftUI)]),
                                  ("macos", [("AppKit", AppleStubs.appKit + AppleStubs.dataAsset), ("SwiftUI", AppleStubs.swiftUI)])] {
            let stubDir = dir + "/" + platform
            try SwiftCompiler.emitStubModules(stubs, into: stubDir, cache: SwiftCompiler.moduleCache, swiftc: swiftc)
            let check = try SwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-cache-path", SwiftCompiler.moduleCache,
                                                       "-I", stubDir] + files, in: dir)
            XCTAssertEqual(check.status, 0, platform + ": " + check.output)
        }
    }
}
