@testable import FontFiles
import Foundation
import StylebookTestSupport
import SwiftOutput
import XCTest

/// The fonts Swift file: its content, its determinism, and that it compiles — the core and run
/// on Linux, the Core Text, SwiftUI, UIKit and AppKit parts type-checked against AppleStubs.
final class FontSwiftEmitterTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "stylebook-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/fonts/sub", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// Two families written as files: Fixture Sans Bold (variable) and Fixture Sans Italic, and
    /// "class" (a keyword) in a sub-folder.
    private func library() throws -> FontLibrary {
        try Data(FontFixtures.base()).write(to: URL(fileURLWithPath: dir + "/fonts/FixtureSans-Bold.ttf"))
        var italic = FontFixtures.baseTables().filter { $0.0 != "fvar" }
        italic[0] = ("OS/2", FontFixtures.os2(weight: 400, selection: 1))
        italic[5] = ("name", FontFixtures.name([(1, "Fixture Sans"), (2, "Italic"), (6, "FixtureSans-Italic")]))
        try Data(FontFixtures.sfnt(italic)).write(to: URL(fileURLWithPath: dir + "/fonts/FixtureSans-Italic.ttf"))
        var keyword = FontFixtures.baseTables().filter { $0.0 != "fvar" }
        keyword[5] = ("name", FontFixtures.name([(1, "class"), (2, "Regular"), (6, "Class-Regular")]))
        try Data(FontFixtures.sfnt(keyword)).write(to: URL(fileURLWithPath: dir + "/fonts/sub/Class.otf"))
        let (library, diagnostics) = FontFileReader.library([dir + "/fonts"])
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.rendered)
        return library
    }

    func testFacesFamiliesAndFilesAreDescribed() throws {
        let library = try library()
        let text = FontSwiftEmitter().emit(library)
        XCTAssertEqual(text, FontSwiftEmitter().emit(library), "deterministic")
        XCTAssertTrue(text.contains("enum Fonts {"))
        XCTAssertTrue(text.contains("enum FixtureSans {"), text)
        XCTAssertTrue(text.contains("enum Class_ {") || text.contains("enum Class {"), text)
        XCTAssertTrue(text.contains("static let bold = Face(family: \"Fixture Sans\", style: \"Bold\", postScriptName: \"FixtureSans-Bold\", "
                                    + "weight: 700, isItalic: false, hasMonospacedDigits: true, fileName: \"FixtureSans-Bold.ttf\")"), text)
        XCTAssertTrue(text.contains("/// Bold, weight 700; variable: wght 100…900."), text)
        XCTAssertTrue(text.contains("static let all: [Face] = [bold, italic]"), "upright first: \(text)")
        XCTAssertTrue(text.contains("static let fileNames: [String] = [\"Class.otf\", \"FixtureSans-Bold.ttf\", \"FixtureSans-Italic.ttf\"]"), text)
        XCTAssertTrue(text.contains("CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)"))
        XCTAssertTrue(text.contains("UIFontMetrics(forTextStyle: textStyle).scaledFont(for: font, compatibleWith: traits)"))
        XCTAssertTrue(text.contains("Font.custom(postScriptName, size: size, relativeTo: textStyle)"))
        XCTAssertTrue(text.contains("font.fontDescriptor.addingAttributes([.cascadeList: cascade])"), "UIKit and AppKit cascades")
        XCTAssertFalse(text.contains("public "), "internal by default")
        XCTAssertTrue(FontSwiftEmitter(accessLevel: .public).emit(library).contains("public static func register(from bundle: Bundle = resourceBundle) -> Bool"))
    }

    func testNamesThatWouldClashWithTheGeneratedOnesAreRenamed() throws {
        func face(_ family: String, _ style: String, _ postScriptName: String) -> FontFace {
            FontFace(file: "x/\(postScriptName).otf", index: 0, format: .openTypeCFF, family: family, style: style, fullName: nil,
                     postScriptName: postScriptName, weight: 400, width: 5, isItalic: false, italicAngle: 0, isFixedPitch: false,
                     hasMonospacedDigits: false, unitsPerEm: 1000, axes: [], instances: [], coverage: [])
        }
        let library = FontLibrary(faces: [face("Face", "All", "Face-All"), face("Fonts", "Family Name", "Fonts-FamilyName"), face("Bundle", "Regular", "Bundle-Regular")])
        let text = FontSwiftEmitter().emit(library)
        XCTAssertTrue(text.contains("enum Face_2 {"), text)
        XCTAssertTrue(text.contains("enum Fonts_2 {"), text)
        // A family named like a framework type keeps its name in lowerCamelCase (SwiftIdentifier rule 6a).
        XCTAssertTrue(text.contains("enum bundle {"), text)
        XCTAssertTrue(text.contains("static let all_2 = Face(family: \"Face\""), text)
        XCTAssertTrue(text.contains("static let familyName_2 = Face(family: \"Fonts\""), text)
        let swiftc = try TestSwiftCompiler.swiftc()
        try text.write(toFile: dir + "/Fonts.swift", atomically: true, encoding: .utf8)
        let check = try TestSwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-cache-path", SwiftCompiler.moduleCache, "Fonts.swift"], in: dir)
        XCTAssertEqual(check.status, 0, check.output)
    }

    func testCoreCompilesAndRunsOnLinux() throws {
        let swiftc = try TestSwiftCompiler.swiftc()
        try FontSwiftEmitter(accessLevel: .public, enumName: "BrandFonts").emit(try library()).write(toFile: dir + "/Fonts.swift", atomically: true, encoding: .utf8)
        try """
        print(BrandFonts.FixtureSans.bold.postScriptName, BrandFonts.FixtureSans.familyName, BrandFonts.allFaces.count)
        print(BrandFonts.fileNames.joined(separator: ","), BrandFonts.FixtureSans.all.map(\\.isItalic))
        """.write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        let build = try TestSwiftCompiler.run(swiftc, ["-swift-version", "6", "-module-cache-path", SwiftCompiler.moduleCache, "Fonts.swift", "main.swift", "-o", "fonts-run"], in: dir)
        XCTAssertEqual(build.status, 0, build.output)
        guard build.status == 0 else { return }
        let run = try TestSwiftCompiler.run(dir + "/fonts-run", [], in: dir)
        XCTAssertEqual(run.output, "FixtureSans-Bold Fixture Sans 3\nClass.otf,FixtureSans-Bold.ttf,FixtureSans-Italic.ttf [false, true]\n")
    }

    /// The iOS (UIKit + SwiftUI + Core Text) and macOS (AppKit + SwiftUI + Core Text) branches,
    /// for every bundle choice, type-check against the stand-in frameworks.
    func testAppleCodeTypechecksAgainstFrameworkStubs() throws {
        let swiftc = try TestSwiftCompiler.swiftc()
        let library = try library()
        for (platform, modules) in [("ios", ["CoreText", "UIKit", "SwiftUI"]), ("macos", ["CoreText", "AppKit", "SwiftUI"])] {
            let stubs = try TestSwiftCompiler.stubModules(modules, in: dir + "/" + platform, cache: SwiftCompiler.moduleCache)
            // The Core Text branch must really be checked: a type error inside it has to fail.
            try "#if canImport(CoreText)\nlet bad: Int = CTFontManagerScope.process\n#endif\n".write(toFile: dir + "/Bad.swift", atomically: true, encoding: .utf8)
            let bad = try TestSwiftCompiler.run(swiftc, ["-typecheck", "-module-cache-path", SwiftCompiler.moduleCache, "-I", stubs, "Bad.swift"], in: dir)
            XCTAssertNotEqual(bad.status, 0, "\(platform): the Core Text branch was not type-checked")
            // SwiftPM defines SWIFT_PACKAGE and Bundle.module; a stand-in file gives the latter here.
            try "import Foundation\nextension Bundle { static let module = Bundle.main }\n".write(toFile: dir + "/Module.swift", atomically: true, encoding: .utf8)
            for bundle in FontSwiftEmitter.BundleChoice.allCases {
                for access in [AccessLevel.public, .internal] {
                    try FontSwiftEmitter(accessLevel: access, bundle: bundle).emit(library).write(toFile: dir + "/Fonts.swift", atomically: true, encoding: .utf8)
                    for flags in [[], ["-D", "SWIFT_PACKAGE"]] {
                        let check = try TestSwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-cache-path", SwiftCompiler.moduleCache,
                                                                       "-I", stubs] + flags + ["Fonts.swift", "Module.swift"], in: dir)
                        XCTAssertEqual(check.status, 0, "\(platform) \(bundle) \(access) \(flags): " + check.output)
                    }
                }
            }
        }
    }
}

/// `swiftc` runs for the compile tests.
enum TestSwiftCompiler {
    static func swiftc() throws -> String {
        var candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/swiftc" }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { throw XCTSkip("swiftc not found") }
        return found
    }

    /// Compiles the repository's `AppleStubs` stand-ins for `modules` (in order) into `folder`, for `-I`
    /// (once per test process; later calls get a copy, see `CompiledModules`).
    static func stubModules(_ modules: [String], in folder: String, cache: String) throws -> String {
        let swiftc = try swiftc()
        let sources = try modules.map { ($0, try String(contentsOfFile: TestPaths.packageRoot + "/AppleStubs/\($0).swift", encoding: .utf8)) }
        let key = ([swiftc, cache] + sources.flatMap { [$0.0, $0.1] }).joined(separator: "\u{0}")
        try CompiledModules.shared.provide(key, into: folder) { target in
            var built = true
            for (module, source) in sources {
                try source.write(toFile: target + "/\(module).swift", atomically: true, encoding: .utf8)
                let build = try run(swiftc, ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                                             "-module-cache-path", cache, "-I", target,
                                             "-emit-module-path", target + "/\(module).swiftmodule", target + "/\(module).swift"], in: target)
                XCTAssertEqual(build.status, 0, "stub \(module): " + build.output)
                built = built && build.status == 0
            }
            return built
        }
        return folder
    }

    static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
