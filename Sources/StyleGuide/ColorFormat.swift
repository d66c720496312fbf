import Tokens

/// How colours are written on the page and in its labels.
enum ColorFormat {
    /// CSS for a colour: `rgb(r g b / a)` with whole 0–255 channels for in-range sRGB (so the
    /// browser paints exactly the token's 8-bit value), `color(display-p3 …)` for P3.
    static func css(_ color: RGBAColor) -> String {
        let alpha = color.alpha < 1 ? " / " + GuideNumber.format(max(color.alpha, 0), decimals: 4) : ""
        let inRange = [color.red, color.green, color.blue].allSatisfy { $0 >= 0 && $0 <= 1 }
        if color.space == .sRGB && inRange {
            func byte(_ v: Double) -> String { String(Int((v * 255).rounded())) }
            return "rgb(\(byte(color.red)) \(byte(color.green)) \(byte(color.blue))\(alpha))"
        }
        let space = color.space == .sRGB ? "srgb" : "display-p3"
        func c(_ v: Double) -> String { GuideNumber.format(v, decimals: 4) }
        return "color(\(space) \(c(color.red)) \(c(color.green)) \(c(color.blue))\(alpha))"
    }

    /// `#RRGGBB` or `#RRGGBBAA` of the colour in sRGB (P3 colours are converted first).
    static func hex(_ color: RGBAColor) -> String {
        ColorMath.hex(color.space == .sRGB ? color : ColorMath.toSRGB(color))
    }

    /// Components as written in the catalog: `0.102 0.102 0.102 α 1`.
    static func components(_ color: RGBAColor) -> String {
        [color.red, color.green, color.blue].map { GuideNumber.format($0, decimals: 3) }.joined(separator: " ")
            + " α " + GuideNumber.format(color.alpha, decimals: 3)
    }

    static func spaceName(_ space: RGBColorSpace) -> String {
        space == .sRGB ? "sRGB" : "Display P3"
    }

    static func appearanceLabel(_ appearance: Appearance) -> String {
        switch appearance {
        case .light: "Any / Light"
        case .dark: "Dark"
        case .lightHighContrast: "Light · High contrast"
        case .darkHighContrast: "Dark · High contrast"
        }
    }

    /// Text colour that reads on top of a swatch.
    static func labelColor(on color: RGBAColor) -> String {
        color.alpha < 0.5 || ColorMath.relativeLuminance(color) > 0.35 ? "#000" : "#fff"
    }
}
