import Foundation
import SwiftOutput
@testable import Tokens
import XCTest

/// Every token kind beyond colours and text styles, emitted, compiled with swiftc and run.
final class CompositeKindsCompileTests: XCTestCase {
    static var tokens: TokenSet {
        func info(_ path: String) -> TokenInfo { TokenInfo(path: TokenPath(parsing: path)) }
        let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.25)
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        var set = TokenSet()
        set.dimensions = [
            DimensionToken(info: info("space/m"), points: 16),
            DimensionToken(info: info("space/em"), value: 1.5, unit: "em"),
            DimensionToken(info: info("space/zero"), value: 0, unit: "em"),
            DimensionToken(info: info("layout/half"), value: 50, unit: "vw"),
        ]
        set.fontFamilies = [FontFamilyToken(info: info("typeface/body"), families: ["Inter", "system-ui"])]
        set.fontWeights = [FontWeightToken(info: info("typeface/strong"), weight: 650)]
        set.strings = [StringToken(info: info("copy/greeting"), value: "Hello, \"world\"\n")]
        set.strokeStyles = [
            StrokeStyleToken(info: info("stroke/dashed"), style: .keyword("dashed")),
            StrokeStyleToken(info: info("stroke/custom"), style: .dashes([4, 2], lineCap: "round")),
        ]
        set.borders = [BorderToken(info: info("border/card"), values: [
            .light: Border(color: black, width: 1, style: .keyword("solid")),
            .dark: Border(color: white, width: 1, style: .dashes([2], lineCap: "butt")),
        ])]
        let ease = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        set.cubicBeziers = [CubicBezierToken(info: info("ease/inOut"), curve: ease)]
        set.transitions = [TransitionToken(info: info("motion/enter"), transition: Transition(duration: 0.2, delay: 0.05, timingFunction: ease))]
        set.gradients = [GradientToken(info: info("grad/fade"), values: [
            .light: [GradientStop(color: black, position: 0), GradientStop(color: white, position: 1)],
            .darkHighContrast: [GradientStop(color: white, position: 0.5)],
        ])]
        set.shadows = [ShadowToken(info: info("elevation/card"), values: [
            .light: [ShadowLayer(color: black, offsetX: 0, offsetY: 2, blur: 8)],
            .dark: [ShadowLayer(color: white, offsetX: 0, offsetY: 4, blur: 12, spread: -2)],
        ])]
        set.sort()
        return set
    }

    func testEveryKindCompilesAndRunsOnLinux() throws {
        guard let swiftc = SwiftCompiler.executable else { throw TestPrerequisite.missing("swiftc not found") }
        let dir = try makeTemporaryFolder(prefix: "stylebook-swiftc")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let core = SwiftEmitter(options: SwiftOutputOptions(accessLevel: .public)).emitCore(tokens: Self.tokens, symbols: [])
        XCTAssertFalse(core.diagnostics.hasErrors, "\(core.diagnostics)")
        try core.text.write(toFile: dir + "/Tokens.swift", atomically: true, encoding: .utf8)
        try """
        print("dims", Dimensions.Space.m, Dimensions.Space.em.value, Dimensions.Space.em.unit, Dimensions.Space.zero.unit)
        print("em", Dimensions.Space.em.points(fontSize: 10) ?? -1, Dimensions.Layout.half.points(viewportWidth: 390) ?? -1, Dimensions.Layout.half.points() == nil)
        print("font", FontFamilies.Typeface.body.joined(separator: "|"), FontWeights.Typeface.strong)
        print("string", Strings.Copy.greeting == "Hello, \\"world\\"\\n")
        print("stroke", StrokeStyles.Stroke.dashed.keyword ?? "-", StrokeStyles.Stroke.custom.dashArray, StrokeStyles.Stroke.custom.lineCap)
        let card = Borders.Border.card
        print("border", card.resolved(for: .light).color.alpha, card.resolved(for: .dark).color.red, card.resolved(for: .darkHighContrast).style.dashArray, card.resolved(for: .lightHighContrast).width)
        print("ease", CubicBeziers.Ease.inOut.x1, CubicBeziers.Ease.inOut.y2)
        print("transition", Transitions.Motion.enter.duration, Transitions.Motion.enter.delay, Transitions.Motion.enter.timingFunction.x2)
        let fade = Gradients.Grad.fade
        print("gradient", fade.stops(for: .light).count, fade.stops(for: .dark).count, fade.stops(for: .darkHighContrast).map(\\.position))
        let shadow = Shadows.Elevation.card
        print("shadow", shadow.layers(for: .light)[0].offsetY, shadow.layers(for: .darkHighContrast)[0].offsetY, shadow.layers(for: .dark)[0].spread, shadow.layers(for: .lightHighContrast)[0].color.red)
        """.write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        let build = try SwiftCompiler.run(swiftc, ["-swift-version", "6", "-module-cache-path", SwiftCompiler.moduleCache, "Tokens.swift", "main.swift", "-o", "tokens"], in: dir)
        XCTAssertEqual(build.status, 0, build.output + "\n" + core.text)
        guard build.status == 0 else { return }
        let run = try SwiftCompiler.run(dir + "/tokens", [], in: dir)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.output.split(separator: "\n").map(String.init), [
            "dims 16.0 1.5 em em",
            "em 15.0 195.0 true",
            "font Inter|system-ui 650",
            "string true",
            "stroke dashed [4.0, 2.0] round",
            "border 0.25 1.0 [2.0] 1.0",
            "ease 0.42 1.0",
            "transition 0.2 0.05 0.58",
            "gradient 2 2 [0.5]",
            "shadow 2.0 4.0 -2.0 0.0",
        ])
    }

    func testCoreTypesAppearOnlyWhenNeeded() {
        let plain = SwiftEmitter().emitCore(tokens: TokenSet(dimensions: [DimensionToken(info: TokenInfo(path: TokenPath(["a"])), points: 1)]), symbols: [])
        for name in ["StylebookLength", "StylebookBorder", "StylebookStrokeStyle", "StylebookCubicBezier", "StylebookTransition", "StylebookGradient"] {
            XCTAssertFalse(plain.text.contains("struct \(name)"), name)
        }
        let full = SwiftEmitter().emitCore(tokens: Self.tokens, symbols: [])
        for name in ["StylebookLength", "StylebookBorder", "StylebookStrokeStyle", "StylebookCubicBezier", "StylebookTransition", "StylebookGradient"] {
            XCTAssertTrue(full.text.contains("struct \(name):"), name)
        }
        XCTAssertTrue(full.text.contains("static let em = StylebookLength(value: 1.5, unit: \"em\")"))
        XCTAssertTrue(full.text.contains("static let strong: Swift.Int = 650"))
    }

    func testNewKindsCanBeRenamed() {
        var options = SwiftOutputOptions()
        options[typeName: .gradients] = "Fades"
        options[typeName: .cubicBeziers] = "Easings"
        let text = SwiftEmitter(options: options).emitCore(tokens: Self.tokens, symbols: []).text
        XCTAssertTrue(text.contains("enum Fades {"))
        XCTAssertTrue(text.contains("enum Easings {"))
        XCTAssertFalse(text.contains("enum Gradients {"))
        XCTAssertEqual(GeneratedType(configKey: "cubic-beziers"), .cubicBeziers)
    }
}
