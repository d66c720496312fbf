import Foundation
import SwiftOutput
import Tokens
import XCTest

/// The line-height model of docs/text-layout.md: the framework-neutral maths in the core is
/// compiled and run here; each framework section is checked for the numbers it builds from it.
final class TextLayoutTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try makeTemporaryFolder(prefix: "stylebook-swiftc")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// Hand-computed numbers from stated font metrics (all lengths in points).
    ///
    /// Loose: a face with ascender 0.88 em, descender −0.12 em, no line gap, at S = 36:
    ///   N = 0.88·36 + 0.12·36 + 0 = 31.68 + 4.32 = 36; L = 1.4·36 = 50.4
    ///   extra leading L − N = 14.4, half 7.2
    ///   UIKit baselineOffset = 7.2 / 2 = 3.6 (UILabel doubles it); AppKit baselineOffset = 7.2
    ///   SwiftUI lineSpacing = max(0, 14.4) = 14.4, vertical padding 7.2:
    ///   3 lines = 3·36 + 2·14.4 + 2·7.2 = 108 + 28.8 + 14.4 = 151.2 = 3 × 50.4.
    /// Tight: a face with ascender 0.95 em, descender −0.25 em, no line gap, at S = 17:
    ///   N = 16.15 + 4.25 = 20.4; L = 1.0·17 = 17
    ///   extra leading = −3.4, half −1.7; SwiftUI lineSpacing max(0, −3.4) = 0, padding −1.7:
    ///   2 lines = 2·20.4 + 0 − 3.4 = 37.4 (SwiftUI cannot tighten between lines, so not 34).
    /// No line height: everything 0.
    func testLineHeightMathsRunsOnLinux() throws {
        let lines = try runCore(main: """
        func natural(size: Double, ascender: Double, descender: Double, leading: Double) -> Double {
            ascender * size - descender * size + leading * size
        }
        // Rounded to 1/1000 pt without libm (`rounded()` needs it linked).
        func show(_ label: String, _ value: Double) { print(label, Double(Int(value * 1000 + (value < 0 ? -0.5 : 0.5))) / 1000) }

        let loose = StylebookTextStyle(name: "loose", fontFamilies: ["Face"], size: 36, lineHeight: 1.4 * 36)
        let looseN = natural(size: 36, ascender: 0.88, descender: -0.12, leading: 0)
        show("loose.N", looseN)
        show("loose.extra", loose.extraLeading(naturalLineHeight: looseN))
        show("loose.half", loose.halfLeading(naturalLineHeight: looseN))
        let spacing = max(0, loose.extraLeading(naturalLineHeight: looseN))
        show("loose.block3", 3 * looseN + 2 * spacing + 2 * loose.halfLeading(naturalLineHeight: looseN))

        let tight = StylebookTextStyle(name: "tight", fontFamilies: ["Face"], size: 17, lineHeight: 17)
        let tightN = natural(size: 17, ascender: 0.95, descender: -0.25, leading: 0)
        show("tight.N", tightN)
        show("tight.extra", tight.extraLeading(naturalLineHeight: tightN))
        show("tight.half", tight.halfLeading(naturalLineHeight: tightN))
        show("tight.scaled", StylebookTextStyle.halfLeading(lineHeight: 17 * 1.5, naturalLineHeight: tightN * 1.5))

        let plain = StylebookTextStyle(name: "plain", fontFamilies: ["system"], size: 17)
        show("plain.extra", plain.extraLeading(naturalLineHeight: 20.4))
        show("plain.half", plain.halfLeading(naturalLineHeight: 20.4))
        """)
        XCTAssertEqual(lines, [
            "loose.N 36.0",
            "loose.extra 14.4",
            "loose.half 7.2",
            "loose.block3 151.2",
            "tight.N 20.4",
            "tight.extra -3.4",
            "tight.half -1.7",
            "tight.scaled -2.55",
            "plain.extra 0.0",
            "plain.half 0.0",
        ])
    }

    /// Compiles the generated core with `main` and returns what it printed, line by line.
    private func runCore(main: String) throws -> [String] {
        guard let swiftc = SwiftCompiler.executable else { throw TestPrerequisite.missing("swiftc not found") }
        let core = SwiftEmitter(options: SwiftOutputOptions(accessLevel: .public)).emitCore(tokens: TokenSet(), symbols: [])
        try core.text.write(toFile: dir + "/Core.swift", atomically: true, encoding: .utf8)
        try main.write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        let build = try SwiftCompiler.run(swiftc, ["-swift-version", "6", "-module-cache-path", SwiftCompiler.moduleCache, "Core.swift", "main.swift", "-o", "layout"], in: dir)
        XCTAssertEqual(build.status, 0, build.output)
        guard build.status == 0 else { return [] }
        let run = try SwiftCompiler.run(dir + "/layout", [], in: dir)
        XCTAssertEqual(run.status, 0)
        return run.output.split(separator: "\n").map(String.init)
    }

    /// Which system-font styles `style.font` can scale as the text style's own font: the size
    /// must be the Dynamic Type default of `relativeTo` (body 17, largeTitle 34, caption2 11).
    func testDynamicTypeDefaultSizeRunsOnLinux() throws {
        let lines = try runCore(main: """
        func style(_ size: Double, _ relativeTo: StylebookDynamicTypeStyle?) -> StylebookTextStyle {
            StylebookTextStyle(name: "s", fontFamilies: ["system-ui"], size: size, relativeTo: relativeTo)
        }
        print(style(17, .body).isDynamicTypeDefaultSize, style(34, .largeTitle).isDynamicTypeDefaultSize, style(11, .caption2).isDynamicTypeDefaultSize)
        print(style(36, .largeTitle).isDynamicTypeDefaultSize, style(17, nil).isDynamicTypeDefaultSize, style(17, .callout).isDynamicTypeDefaultSize)
        """)
        XCTAssertEqual(lines, ["true true true", "false false false"])
    }

    /// `style.font` for the system font: the text style's font (which scales) where the size
    /// allows, never on macOS (its text styles have other sizes); otherwise the fixed size.
    func testSystemFontScalesThroughItsTextStyle() {
        let apple = SwiftEmitter(options: SwiftOutputOptions()).emitApple(tokens: Fixtures.tokens, symbols: []).text
        let swiftUI = section(apple, from: "#if canImport(SwiftUI)\nimport SwiftUI", to: "#if canImport(UIKit)\nimport UIKit")
        guard let scaled = swiftUI.range(of: "if scaledBySwiftUI, let style = relativeTo, isDynamicTypeDefaultSize {") else {
            return XCTFail("no Dynamic Type path for the system font")
        }
        // The scaled path sits inside `#if !os(macOS)` … `#endif`.
        let guardStart = swiftUI[..<scaled.lowerBound].range(of: "#if !os(macOS)", options: .backwards)
        let guardEnd = swiftUI[scaled.upperBound...].range(of: "#endif")
        XCTAssertNotNil(guardStart)
        XCTAssertFalse(guardStart.map { swiftUI[$0.upperBound..<scaled.lowerBound].contains("#endif") } ?? true)
        XCTAssertTrue(guardEnd.map { swiftUI[scaled.upperBound..<$0.lowerBound].contains(".system(style.swiftUITextStyle") } ?? false)
        XCTAssertTrue(swiftUI.contains("return .system(style.swiftUITextStyle, design: .default).weight(fontWeight.swiftUIWeight)"))
        XCTAssertTrue(swiftUI.contains("return .system(size: CGFloat(size), weight: fontWeight.swiftUIWeight)"))
        XCTAssertTrue(swiftUI.contains("base = .custom(name, size: CGFloat(size), relativeTo: style.swiftUITextStyle)"))
    }

    /// The core holds no framework quirk; each framework section applies its own.
    func testEachFrameworkBuildsItsOwnNumbersFromTheCore() {
        let emitter = SwiftEmitter(options: SwiftOutputOptions())
        let core = emitter.emitCore(tokens: Fixtures.tokens, symbols: []).text
        XCTAssertFalse(core.contains("baselineOffset"), "the baseline quirk is not framework-neutral")
        XCTAssertFalse(core.contains("/ 4"))
        XCTAssertTrue(core.contains("func extraLeading(naturalLineHeight: Swift.Double) -> Swift.Double"))
        XCTAssertTrue(core.contains("func halfLeading(naturalLineHeight: Swift.Double) -> Swift.Double"))

        let apple = emitter.emitApple(tokens: Fixtures.tokens, symbols: []).text
        let uiKit = section(apple, from: "#if canImport(UIKit)\nimport UIKit", to: "#elseif canImport(AppKit)")
        let appKit = section(apple, from: "#elseif canImport(AppKit)\nimport AppKit", to: "#endif")
        let swiftUI = section(apple, from: "#if canImport(SwiftUI)\nimport SwiftUI", to: "#if canImport(UIKit)\nimport UIKit")
        // UIKit: min = max = L scaled, half the half leading (UILabel doubles the offset).
        XCTAssertTrue(uiKit.contains("paragraph.minimumLineHeight = height"))
        XCTAssertTrue(uiKit.contains("paragraph.maximumLineHeight = height"))
        XCTAssertTrue(uiKit.contains("StylebookTextStyle.halfLeading(lineHeight: Swift.Double(height), naturalLineHeight: Swift.Double(font.lineHeight))"))
        XCTAssertTrue(uiKit.contains("attributes[.baselineOffset] = CGFloat(halfLeading / 2)"))
        // AppKit: min = max = L, the whole half leading.
        XCTAssertTrue(appKit.contains("paragraph.minimumLineHeight = CGFloat(lineHeight)"))
        XCTAssertTrue(appKit.contains("attributes[.baselineOffset] = CGFloat(halfLeading(naturalLineHeight: Swift.Double(font.ascender - font.descender + font.leading)))"))
        XCTAssertFalse(appKit.contains("/ 2)"), "the UILabel doubling is not applied to AppKit")
        // SwiftUI: non-negative line spacing between lines, half the extra leading as vertical padding.
        XCTAssertTrue(swiftUI.contains(".lineSpacing(CGFloat(Swift.max(0, style.extraLeading(naturalLineHeight: natural)) * factor))"))
        XCTAssertTrue(swiftUI.contains(".padding(.vertical, CGFloat(style.halfLeading(naturalLineHeight: natural) * factor))"))
    }

    private func section(_ text: String, from start: String, to end: String) -> String {
        guard let lower = text.range(of: start) else { return "" }
        let rest = text[lower.upperBound...]
        guard let upper = rest.range(of: end) else { return String(rest) }
        return String(rest[..<upper.lowerBound])
    }
}
