import Foundation
@testable import SwiftOutput
import XCTest

/// The runtime files (Sources/SwiftOutput/Runtime) are real Swift: compiled and run (the core) and
/// type-checked against the framework stand-ins (the SwiftUI/UIKit/AppKit parts) as written on
/// disk, without generating a design system; and the tool carries exactly those files.
final class RuntimeFileTests: XCTestCase {
    private var dir = ""
    private let runtimeFolder = TestPaths.packageRoot + "/Sources/SwiftOutput/Runtime"

    override func setUpWithError() throws {
        dir = try makeTemporaryFolder(prefix: "stylebook-runtime")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    private func diskText(_ file: RuntimeFile) throws -> String {
        try String(contentsOfFile: runtimeFolder + "/" + file.rawValue + ".swift", encoding: .utf8)
    }

    func testTheToolCarriesEveryRuntimeFileAsWritten() throws {
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: runtimeFolder).filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(Set(onDisk), Set(RuntimeFile.allCases.map { $0.rawValue + ".swift" }), "a runtime file without a case, or a case without a file")
        for file in RuntimeFile.allCases {
            XCTAssertEqual(file.source + "\n", try diskText(file), "\(file.rawValue): RuntimeFile+Embedded.swift is stale; run scripts/embed-runtime.sh")
        }
    }

    func testAccessLevelAndSymbolEnumAreTheOnlyChanges() throws {
        for file in RuntimeFile.allCases {
            let text = file.text(accessModifier: "", enumName: "Icons")
            XCTAssertFalse(text.contains("public"), "\(file.rawValue): a 'public' not at the start of a declaration")
            if let placeholder = file.enumPlaceholder {
                XCTAssertTrue(file.source.contains(placeholder), "\(file.rawValue) does not use its placeholder")
                XCTAssertFalse(text.contains(placeholder), "\(file.rawValue): the enum placeholder is left")
            }
            XCTAssertEqual(file.text(accessModifier: "public "), file.source)
        }
        XCTAssertEqual(RuntimeFile.settingAccess(of: "    @MainActor public func a()", to: ""), "    @MainActor func a()")
        XCTAssertEqual(RuntimeFile.settingAccess(of: "    /// public API", to: ""), "    /// public API")
        XCTAssertTrue(RuntimeFile.swiftUISymbolModes.text(accessModifier: "", enumName: "Icons").contains("extension Icons {"))
        XCTAssertEqual(RuntimeFile.renaming("StylebookFonts", to: "AppFonts", in: "extension StylebookFonts.Face { _ = StylebookFonts.x; StylebookFontsX; MyStylebookFonts }"),
                       "extension AppFonts.Face { _ = AppFonts.x; StylebookFontsX; MyStylebookFonts }")
    }

    /// The platform-neutral files: the token core and the asset value types.
    private var coreFiles: [RuntimeFile] { RuntimeFile.allCases.filter { $0.rawValue.hasPrefix("Core") || $0 == .assets } }

    func testCoreFilesCompileAndRunOnLinux() throws {
        let swiftc = try SwiftCompiler.require()
        var arguments = ["-swift-version", "6", "-module-cache-path", SwiftCompiler.moduleCache]
        for file in coreFiles {
            arguments.append(runtimeFolder + "/" + file.rawValue + ".swift")
        }
        try """
        let color = StylebookColor(name: "c", light: StylebookRGBA(red: 0.5, green: 0, blue: 0), dark: StylebookRGBA(red: 1, green: 0, blue: 0))
        print(color.resolved(for: .darkHighContrast).red, color.resolved(for: .lightHighContrast).red)
        print(StylebookFontWeight(cssWeight: 650), StylebookDynamicTypeStyle.footnote.defaultPointSize)
        let style = StylebookTextStyle(name: "t", fontFamilies: ["SF Pro"], size: 17, lineHeight: 22, relativeTo: .body)
        print(style.fontName ?? "system", style.isDynamicTypeDefaultSize, style.halfLeading(naturalLineHeight: 20))
        print(StylebookLength(value: 50, unit: "%").points(percentOf: 30) ?? -1, StylebookLength(value: 2, unit: "em").points() == nil)
        print(StylebookStrokeStyle(dashArray: [2, 1]).lineCap, StylebookTransition(duration: 0.2, timingFunction: StylebookCubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)).delay)
        print(StylebookColorAsset(name: "Brand/accent").name, StylebookDataAsset(name: "d") == StylebookDataAsset(name: "d"))
        """.write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        let build = try SwiftCompiler.run(swiftc, arguments + ["main.swift", "-o", "runtime"], in: dir)
        XCTAssertEqual(build.status, 0, build.output)
        guard build.status == 0 else { return }
        let run = try SwiftCompiler.run(dir + "/runtime", [], in: dir)
        XCTAssertEqual(run.output.split(separator: "\n").map(String.init), [
            "1.0 0.5", "bold 13.0", "system true 1.0", "15.0 true", "butt 0.0", "Brand/accent true",
        ])
    }

    /// What the generated file declares around the runtime files: the bundle and a symbol enum
    /// with its per-platform image accessors.
    private let surroundings = """
    import Foundation

    var stylebookBundle: Foundation.Bundle { Foundation.Bundle.main }
    enum StylebookFonts {
        struct Face { let postScriptName: Swift.String }
        static let fileNames: [Swift.String] = ["Brand.otf"]
        static var resourceBundle: Foundation.Bundle { Foundation.Bundle.main }
    }
    let stylebookAssetBundle = Foundation.Bundle.main

    enum StylebookSymbols: Swift.String { case cart }

    #if canImport(SwiftUI)
    import SwiftUI
    extension StylebookSymbols {
        var image: SwiftUI.Image { SwiftUI.Image(rawValue, bundle: stylebookBundle) }
    }
    #endif
    #if canImport(UIKit)
    import UIKit
    extension StylebookSymbols {
        func uiImage(with configuration: UIKit.UIImage.Configuration?) -> UIKit.UIImage? {
            UIKit.UIImage(named: rawValue, in: stylebookBundle, with: configuration)
        }
    }
    #endif
    """

    /// The framework files, each platform's behind its `#if canImport` as the emitter places them.
    private func frameworkSource() throws -> String {
        func files(_ prefix: String) throws -> String {
            try RuntimeFile.allCases.filter { $0.rawValue == prefix || $0.rawValue.hasPrefix(prefix + "+") }.map(diskText).joined(separator: "\n")
        }
        return try surroundings + "\n#if canImport(SwiftUI)\nimport SwiftUI\n" + files("SwiftUI")
            + "#endif\n#if canImport(UIKit)\nimport UIKit\n" + files("UIKit")
            + "#elseif canImport(AppKit)\nimport AppKit\n" + files("AppKit") + "#endif\n"
            + diskText(.assetsApple) + "\n" + diskText(.fontsApple)
    }

    func testFrameworkFilesTypecheckAgainstFrameworkStubs() throws {
        let swiftc = try SwiftCompiler.require()
        try frameworkSource().write(toFile: dir + "/Frameworks.swift", atomically: true, encoding: .utf8)
        let core = coreFiles.map { runtimeFolder + "/" + $0.rawValue + ".swift" }
        let coreText = ("CoreText", AppleStubs.source("CoreText"))
        for (platform, stubs) in [("ios", [coreText, ("UIKit", AppleStubs.uiKit + AppleStubs.dataAsset), ("SwiftUI", AppleStubs.swiftUI)]),
                                  ("macos", [coreText, ("AppKit", AppleStubs.appKit + AppleStubs.dataAsset), ("SwiftUI", AppleStubs.swiftUI)])] {
            let stubDir = dir + "/" + platform
            try SwiftCompiler.emitStubModules(stubs, into: stubDir, cache: SwiftCompiler.moduleCache, swiftc: swiftc)
            let check = try SwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-cache-path", SwiftCompiler.moduleCache,
                                                       "-I", stubDir, "Frameworks.swift"] + core, in: dir)
            XCTAssertEqual(check.status, 0, "\(platform): " + check.output)
            // The branch must really be checked: a broken line in the active platform's file fails.
            let broken = try frameworkSource().replacingOccurrences(of: "#if canImport(UIKit)\nimport UIKit\n",
                                                                    with: "#if canImport(UIKit)\nimport UIKit\nlet broken: Int = \"\"\n")
                .replacingOccurrences(of: "#elseif canImport(AppKit)\nimport AppKit\n", with: "#elseif canImport(AppKit)\nimport AppKit\nlet broken: Int = \"\"\n")
            try broken.write(toFile: dir + "/Frameworks.swift", atomically: true, encoding: .utf8)
            let bad = try SwiftCompiler.run(swiftc, ["-typecheck", "-parse-as-library", "-module-cache-path", SwiftCompiler.moduleCache, "-I", stubDir, "Frameworks.swift"] + core, in: dir)
            XCTAssertNotEqual(bad.status, 0, "\(platform): the framework branch was not type-checked")
            try frameworkSource().write(toFile: dir + "/Frameworks.swift", atomically: true, encoding: .utf8)
        }
    }
}
