import Foundation
import XCTest

/// Compiles the example's generated Swift (core, Apple accessors and symbols together, as an app
/// target would) with `swiftc` on this machine and runs a program that reads the values back.
/// On Linux the SwiftUI/UIKit/AppKit parts are compiled out by their `#if canImport`.
final class KaimonoSwiftTests: XCTestCase {
    func testGeneratedSwiftCompilesAndHoldsTheTokenValues() throws {
        let swiftc = try SwiftCompiler.require()
        let generated = KaimonoGoldenTests.example + "/Generated"
        let dir = try temporaryFolder(prefix: "kaimono-swift")
        let main = """
        func hex(_ c: StylebookRGBA?) -> String {
            guard let c else { return "nil" }
            func byte(_ v: Double) -> String { let s = String(Int(v * 255 + 0.5), radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
            return byte(c.red) + byte(c.green) + byte(c.blue) + "/" + String(c.alpha)
        }
        let primary = Colors.Content.primary
        print("primary", primary.name, hex(primary.resolved(for: .light)), hex(primary.resolved(for: .dark)),
              hex(primary.resolved(for: .lightHighContrast)), hex(primary.resolved(for: .darkHighContrast)))
        print("overlay", hex(Colors.overlay.resolved(for: .dark)))
        print("palette", Colors.Palette.Ink._900.name, hex(Colors.Palette.Ink._900.resolved(for: .dark)))
        let title = TextStyles.size36w6
        print("size36w6", title.size, title.weight, title.lineHeight.map { String($0) } ?? "nil", title.fontFamilies.first ?? "")
        print("symbols", Symbols.allCases.count, Symbols.cart.imageName)
        let main = Components.Button.main
        print("button.main", hex(main.background(for: .normal).resolved(for: .light)), hex(main.background(for: .pressed).resolved(for: .dark)),
              main.opacity(for: .normal), main.opacity(for: .pressed), main.opacity(for: .disabled), main.minHeight ?? -1, main.cornerRadius,
              main.scaled(48, by: 1.5), main.textStyle.relativeTo?.rawValue ?? "nil")
        let sub = Components.Button.sub
        print("button.sub", hex(sub.foreground(for: .normal).resolved(for: .dark)), hex(sub.borderColor?.resolved(for: .light)), sub.borderWidth,
              hex(sub.background(for: .disabled).resolved(for: .darkHighContrast)))
        let caption = Components.Label.caption
        print("label.caption", caption.textStyle.size, caption.textStyle.relativeTo?.rawValue ?? "nil", hex(caption.color.resolved(for: .dark)))
        """
        try main.write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        let sources = ["KaimonoTokensCore.swift", "KaimonoTokens.swift", "KaimonoSymbols.swift"].map { generated + "/" + $0 }
        let compile = try SwiftCompiler.run(swiftc, ["-swift-version", "6", "-o", dir + "/kaimono"] + sources + [dir + "/main.swift"], in: dir)
        XCTAssertEqual(compile.status, 0, compile.output)
        guard compile.status == 0 else { return }
        let output = try SwiftCompiler.run(dir + "/kaimono", [], in: dir).output
        let lines = output.split(separator: "\n").map(String.init)
        // Values straight from Examples/Kaimono/tokens/themes/*.tokens.json.
        XCTAssertEqual(lines.first, "primary Colors/content/primary 1A1A1A/1.0 F5F5F5/1.0 000000/1.0 FFFFFF/1.0")
        XCTAssertTrue(lines.contains("overlay 000000/0.6"), output)
        // A palette colour defines light only; dark falls back to it, as iOS does.
        XCTAssertTrue(lines.contains("palette Colors/palette/ink/900 1A1A1A/1.0"), output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("size36w6 36.0 600 ") && $0.hasSuffix(" Hiragino Sans") }, output)
        XCTAssertTrue(lines.contains("symbols 12 Icons/cart"), output)
        // Components (tokens/components.tokens.json): main = theme on primary-inverse, pressed/disabled by
        // opacity, 48 pt high scaling with `headline`; sub = outlined in theme on the background.
        XCTAssertTrue(lines.contains("button.main B83A16/1.0 FF8A65/1.0 1.0 0.7 0.4 48.0 8.0 72.0 headline"), output)
        XCTAssertTrue(lines.contains("button.sub FF8A65/1.0 B83A16/1.0 1.0 000000/1.0"), output)
        XCTAssertTrue(lines.contains("label.caption 13.0 footnote B3B3B3/1.0"), output)
    }
}
