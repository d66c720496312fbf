@testable import Tokens
import SwiftOutput

/// Hand-made tokens in the shape of the Kaimono example (the token reader is built elsewhere).
enum Fixtures {
    static func info(_ path: String, description: String? = nil, deprecated: String? = nil) -> TokenInfo {
        TokenInfo(path: TokenPath(parsing: path), description: description, deprecation: deprecated)
    }

    static var tokens: TokenSet {
        var set = TokenSet(
            colors: [
                ColorToken(info: info("content/primary", description: "Body text.\nUse on backgrounds."), values: [
                    .light: RGBAColor(red: 0.102, green: 0.102, blue: 0.102),
                    .dark: RGBAColor(red: 0.961, green: 0.961, blue: 0.961),
                    .lightHighContrast: RGBAColor(red: 0, green: 0, blue: 0),
                    .darkHighContrast: RGBAColor(red: 1, green: 1, blue: 1),
                ]),
                ColorToken(info: info("content/primary-inverse"), values: [
                    .light: RGBAColor(red: 1, green: 1, blue: 1),
                    .dark: RGBAColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.5),
                ]),
                ColorToken(info: info("theme/default", deprecated: "use theme/accent"), values: [
                    .light: RGBAColor(red: 0.9, green: 0.2, blue: 0.1, space: .displayP3),
                ]),
                ColorToken(info: info("background/base"), values: [.light: RGBAColor(red: 0.98, green: 0.97, blue: 0.96)]),
                ColorToken(info: info("background/Base"), values: [.light: RGBAColor(red: 0.5, green: 0.5, blue: 0.5)]),
            ],
            textStyles: [
                TextStyleToken(info: info("text/size36w6"), fontFamilies: ["Hiragino Sans"], postScriptName: "HiraginoSans-W6",
                               weight: 600, size: 36, lineHeight: 1.4, letterSpacing: 0.72, relativeTo: .largeTitle),
                TextStyleToken(info: info("text/body"), fontFamilies: ["SF Pro"], weight: 400, size: 17),
            ],
            dimensions: [
                DimensionToken(info: info("spacing/m"), points: 16),
                DimensionToken(info: info("radius/card"), points: 12.5),
                DimensionToken(info: info("spacing/2xl"), points: 40),
            ],
            numbers: [NumberToken(info: info("opacity/disabled"), value: 0.38)],
            durations: [DurationToken(info: info("motion/fast"), seconds: 0.15)],
            shadows: [ShadowToken(info: info("elevation/card"), values: [.light: [
                ShadowLayer(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), offsetX: 0, offsetY: 2, blur: 8, spread: 1),
            ]])]
        )
        // Components reuse the tokens above, as ComponentExtraction builds them.
        var main = ComponentToken(info: info("button/main"), kind: .button, name: ["main"])
        main.colors = ["background": set.colors[0], "foreground": set.colors[1], "borderColor": set.colors[0]]
        main.textStyles = ["textStyle": set.textStyles[0]]
        main.numbers = ["cornerRadius": 8, "height": 48, "borderWidth": 1, "pressedOpacity": 0.6]
        var caption = ComponentToken(info: info("label/caption"), kind: .label, name: ["caption"])
        caption.colors = ["color": set.colors[0]]
        caption.textStyles = ["textStyle": set.textStyles[1]]
        set.components = [main, caption]
        set.sort()
        return set
    }

    static let symbols = [SymbolAsset(name: "Icons/cart"), SymbolAsset(name: "Icons/heart.fill"), SymbolAsset(name: "Icons/switch"),
                          SymbolAsset(name: "Icons/Cart")]
}
