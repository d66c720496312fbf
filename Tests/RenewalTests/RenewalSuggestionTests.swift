import Diagnostics
import Foundation
@testable import Renewal
import Tokens
import XCTest

/// Suggestions on a small old and new palette with shuffled names: the intended pairs come first.
final class RenewalSuggestionTests: XCTestCase {
    static func color(_ path: String, _ hex: UInt32, dark: UInt32? = nil) -> ColorToken {
        func rgba(_ v: UInt32) -> RGBAColor {
            RGBAColor(red: Double(v >> 16 & 0xFF) / 255, green: Double(v >> 8 & 0xFF) / 255, blue: Double(v & 0xFF) / 255)
        }
        var values: [Appearance: RGBAColor] = [.light: rgba(hex)]
        if let dark { values[.dark] = rgba(dark) }
        return ColorToken(info: TokenInfo(path: TokenPath(parsing: path)), values: values)
    }

    static var oldSide: RenewalSide {
        var tokens = TokenSet(colors: [color("brand.red", 0xE53935, dark: 0xEF5350), color("text.body", 0x222222, dark: 0xEEEEEE),
                                       color("bg.page", 0xFFFFFF, dark: 0x121212), color("legacy.purple", 0x7B1FA2)],
                              dimensions: [DimensionToken(info: TokenInfo(path: TokenPath(parsing: "space.small")), points: 8)])
        tokens.textStyles = [TextStyleToken(info: TokenInfo(path: TokenPath(parsing: "title")), fontFamilies: ["SF Pro"], weight: 700, size: 22)]
        tokens.sort()
        return RenewalSide(label: "old", tokens: tokens)
    }

    static var newSide: RenewalSide {
        // Shuffled names, values redrawn a little: the intended pairs are red→accent.primary,
        // body→content.primary, page→surface.base; purple has nothing near it.
        var tokens = TokenSet(colors: [color("surface.base", 0xFCFCFC, dark: 0x101010), color("accent.primary", 0xE8413B, dark: 0xF0564F),
                                       color("content.primary", 0x1F1F1F, dark: 0xF2F2F2), color("accent.green", 0x2E7D32)],
                              dimensions: [DimensionToken(info: TokenInfo(path: TokenPath(parsing: "spacing.s")), points: 8),
                                           DimensionToken(info: TokenInfo(path: TokenPath(parsing: "spacing.xl")), points: 32)])
        tokens.textStyles = [TextStyleToken(info: TokenInfo(path: TokenPath(parsing: "heading.large")), fontFamilies: ["SF Pro"], weight: 700, size: 24),
                             TextStyleToken(info: TokenInfo(path: TokenPath(parsing: "caption")), fontFamilies: ["SF Pro"], weight: 400, size: 12)]
        tokens.sort()
        return RenewalSide(label: "new", tokens: tokens)
    }

    func testIntendedPairsAreSuggested() {
        let suggestions = RenewalSuggester.suggest(old: Self.oldSide, new: Self.newSide)
        let pairs = Dictionary(suggestions.map { ($0.old.dotted, $0.new?.dotted ?? "-") }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(pairs, ["brand.red": "accent.primary", "text.body": "content.primary", "bg.page": "surface.base",
                               "legacy.purple": "-", "title": "heading.large", "space.small": "spacing.s"])
        let red = suggestions.first { $0.old.dotted == "brand.red" }
        XCTAssertGreaterThan(red?.confidence ?? 0, 0.6)
        XCTAssertTrue(red?.reason.hasPrefix("ΔE ") ?? false, red?.reason ?? "")
        XCTAssertTrue(suggestions.first { $0.old.dotted == "legacy.purple" }?.reason.contains("nothing close") ?? false)
    }

    func testPerceptualDistanceIsZeroForEqualColoursAndLargeForOpposites() {
        let white = RGBAColor(red: 1, green: 1, blue: 1), black = RGBAColor(red: 0, green: 0, blue: 0)
        XCTAssertEqual(PerceptualDistance.deltaE(white, white), 0, accuracy: 1e-9)
        XCTAssertEqual(PerceptualDistance.okLab(white).l, 1, accuracy: 1e-3)
        XCTAssertEqual(PerceptualDistance.deltaE(white, black), 100, accuracy: 0.5)
        XCTAssertEqual(PerceptualDistance.nameSimilarity(TokenPath(parsing: "a.b"), TokenPath(parsing: "a.b")), 1)
    }

    func testReviewedLinesSurviveARerunAndTheFileReadsBack() throws {
        let (old, new) = (Self.oldSide, Self.newSide)
        var suggestions = RenewalSuggester.suggest(old: old, new: new)
        let purple = try XCTUnwrap(suggestions.firstIndex { $0.old.dotted == "legacy.purple" })
        suggestions[purple].new = TokenPath(parsing: "accent.green")
        suggestions[purple].reviewed = true
        let text = MappingFile.render(suggestions, old: old, new: new)
        XCTAssertTrue(text.contains("  \"legacy.purple\": { to: \"accent.green\", confidence: "), text)
        XCTAssertTrue(text.contains("old-swift: \"Colors.Brand.red\", new-swift: \"Colors.Accent.primary\""), text)
        let read = try MappingFile.read(text, path: "mapping.yml")
        XCTAssertEqual(read.map(\.suggestion), suggestions.sorted { ($0.kind.rawValue, $0.old.dotted) < ($1.kind.rawValue, $1.old.dotted) }
            .sorted { RenewalKind.allCases.firstIndex(of: $0.kind)! < RenewalKind.allCases.firstIndex(of: $1.kind)! })
        let again = RenewalSuggester.suggest(old: old, new: new, kept: read.map(\.suggestion).filter(\.reviewed))
        XCTAssertEqual(again.first { $0.old.dotted == "legacy.purple" }?.new?.dotted, "accent.green", "a reviewed decision is kept")
        XCTAssertEqual(MappingFile.render(again, old: old, new: new), text, "the same inputs give the same bytes")
    }

    func testMalformedMappingIsALocatedError() {
        XCTAssertThrowsError(try MappingFile.read("colors:\n  \"a.b\": { to: x, reviewed: maybe }\n", path: "m.yml")) { error in
            let diagnostic = (error as? DiagnosticError)?.diagnostics.items.first
            XCTAssertEqual(diagnostic?.description, "m.yml:2:29: error: reviewed must be true or false")
        }
        XCTAssertThrowsError(try MappingFile.read("symbols:\n  a: { to: b }\n", path: "m.yml"))
    }
}

/// Icons: the KaimonoRenewal icons were redrawn (scaled, moved, thinner) under shuffled names;
/// the drawings alone find each old icon's new one.
final class RenewalIconTests: XCTestCase {
    func testRedrawnIconsAreFoundByTheirDrawings() throws {
        let example = TestPaths.packageRoot + "/Examples/KaimonoRenewal"
        var old = RenewalSide(label: "old", tokens: TokenSet())
        old.icons = try RenewalIcon.load(folder: example + "/old/icons", namespace: "Icons")
        var new = RenewalSide(label: "new", tokens: TokenSet())
        new.icons = try RenewalIcon.load(folder: example + "/new-icons", namespace: nil)
        XCTAssertEqual(old.icons.map(\.assetName), ["Icons/cart", "Icons/heart", "Icons/search", "Icons/tag"])
        let suggestions = RenewalSuggester.suggest(old: old, new: new)
        XCTAssertEqual(suggestions.map { "\($0.old.dotted)→\($0.new?.dotted ?? "-")" }, ["cart→basket", "heart→favorite", "search→find", "tag→price"])
        // The heart is the same drawing at another size and place: normalised, it is identical.
        let heart = try XCTUnwrap(old.icons.first { $0.name == "heart" }?.silhouette)
        let favorite = try XCTUnwrap(new.icons.first { $0.name == "favorite" }?.silhouette)
        XCTAssertEqual(heart.iou(favorite), 1)
        let sprout = try XCTUnwrap(new.icons.first { $0.name == "sprout" }?.silhouette)
        XCTAssertLessThan(heart.iou(sprout), heart.iou(favorite), "another filled shape overlaps less")
        XCTAssertLessThan(heart.iou(try XCTUnwrap(new.icons.first { $0.name == "find" }?.silhouette)), 0.6, "a stroked lens is far from a filled heart")
    }
}
