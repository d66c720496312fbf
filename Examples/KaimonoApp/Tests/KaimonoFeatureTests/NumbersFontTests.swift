import Foundation
import KaimonoDesignSystem
import Testing

/// The numbers font: `fonts:` in ../Kaimono/stylebook.yml makes StylebookPlugin generate `Fonts`
/// from fonts/Inter-Bold.otf, the font file is a resource of the design-system module, and the
/// price text style loads that face by its PostScript name, falling back to Hiragino Sans.
@Suite struct NumbersFontTests {
    @Test func theGeneratedFontsDescribeTheShippedFace() {
        #expect(Fonts.fileNames == ["Inter-Bold.otf"])
        #expect(Fonts.Inter.familyName == "Inter")
        #expect(Fonts.Inter.bold.postScriptName == "Inter-Bold")
        #expect(Fonts.Inter.bold.weight == 700)
        #expect(Fonts.allFaces == [Fonts.Inter.bold])
    }

    /// Registration looks each file up at the top level of `Fonts.resourceBundle` (Bundle.module
    /// under SwiftPM), so the file must be there, with the bytes of the example's font.
    @Test func theFontFileIsWhereRegistrationLooksForIt() throws {
        #expect(Fonts.resourceBundle.bundlePath == KaimonoDesignSystem.resources.bundlePath)
        let url = try #require(Fonts.resourceBundle.url(forResource: "Inter-Bold", withExtension: "otf"))
        let example = GeneratedDesignSystem.packageRoot + "/../Kaimono/fonts/Inter-Bold.otf"
        #expect(try Data(contentsOf: url) == Data(contentsOf: URL(fileURLWithPath: example)))
    }

    /// The price style (and the price label built on it) loads the face, not the family name, and
    /// its cascade is the rest of its fontFamily list.
    @Test func pricesUseTheNumbersFaceWithACascade() {
        #expect(TextStyles.price.fontFamilies == ["Inter", "Hiragino Sans"])
        #expect(TextStyles.price.postScriptName == "Inter-Bold")
        #expect(TextStyles.price.fontName == "Inter-Bold")
        #expect(Components.Label.price.textStyle.postScriptName == "Inter-Bold")
        #expect(Fonts.textStyleCascades["price"] == [.family("Hiragino Sans")])
        #expect(Fonts.textStyleCascades["label.price.textStyle"] == [.family("Hiragino Sans")])
        // The text scale names a system font only: no face, no cascade.
        #expect(TextStyles.size17w6.postScriptName == nil)
        #expect(Fonts.textStyleCascades["size17w6"] == nil)
    }
}
