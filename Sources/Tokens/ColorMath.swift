import Foundation
import Grammar

/// Colour conversions and WCAG 2.x contrast. Matrices are the CSS Color 4 sample-code values
/// (see design-tokens.md §5.3); both sRGB and Display P3 use the sRGB transfer curve.
public enum ColorMath {
    /// Gamma-encoded → linear light (sRGB/P3 transfer curve, sign-preserving for extended values).
    public static func linearize(_ c: Double) -> Double {
        let a = abs(c)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return c < 0 ? -l : l
    }

    /// Linear light → gamma-encoded (sign-preserving).
    public static func encode(_ l: Double) -> Double {
        let a = abs(l)
        let c = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
        return l < 0 ? -c : c
    }

    typealias Matrix = [[Double]]

    static let linearSRGBToXYZ: Matrix = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    static let xyzToLinearSRGB: Matrix = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    static let linearP3ToXYZ: Matrix = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0, 0.04511338185890264, 1.043944368900976],
    ]
    static let xyzToLinearP3: Matrix = [
        [2.493496911941425, -0.9313836179191239, -0.40271078445071684],
        [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
        [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
    ]

    static func multiply(_ m: Matrix, _ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (m[0][0] * v.0 + m[0][1] * v.1 + m[0][2] * v.2,
         m[1][0] * v.0 + m[1][1] * v.1 + m[1][2] * v.2,
         m[2][0] * v.0 + m[2][1] * v.1 + m[2][2] * v.2)
    }

    /// Linear-light components of a colour, in linear sRGB (extended: may leave 0…1).
    public static func linearSRGB(_ color: RGBAColor) -> (red: Double, green: Double, blue: Double) {
        let linear = (linearize(color.red), linearize(color.green), linearize(color.blue))
        switch color.space {
        case .sRGB:
            return linear
        case .displayP3:
            let s = multiply(xyzToLinearSRGB, multiply(linearP3ToXYZ, linear))
            return s
        }
    }

    /// The colour expressed in sRGB (extended range: components outside 0…1 mean out of gamut).
    public static func toSRGB(_ color: RGBAColor) -> RGBAColor {
        if color.space == .sRGB { return color }
        let l = linearSRGB(color)
        return RGBAColor(red: encode(l.red), green: encode(l.green), blue: encode(l.blue), alpha: color.alpha, space: .sRGB)
    }

    /// The colour expressed in Display P3.
    public static func toDisplayP3(_ color: RGBAColor) -> RGBAColor {
        if color.space == .displayP3 { return color }
        let linear = (linearize(color.red), linearize(color.green), linearize(color.blue))
        let p = multiply(xyzToLinearP3, multiply(linearSRGBToXYZ, linear))
        return RGBAColor(red: encode(p.0), green: encode(p.1), blue: encode(p.2), alpha: color.alpha, space: .displayP3)
    }

    /// True when the colour can be written as sRGB without clipping (small tolerance for rounding).
    public static func isInSRGBGamut(_ color: RGBAColor, tolerance: Double = 1e-4) -> Bool {
        let s = toSRGB(color)
        return [s.red, s.green, s.blue].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    /// sRGB if it fits (converted, clamped to 0…1 to remove rounding noise), else Display P3.
    /// The catalog writer uses this to choose the colour space of a colour set.
    public static func preferredCatalogColor(_ color: RGBAColor) -> RGBAColor {
        guard isInSRGBGamut(color) else { return toDisplayP3(color) }
        var s = toSRGB(color)
        s.red = min(max(s.red, 0), 1)
        s.green = min(max(s.green, 0), 1)
        s.blue = min(max(s.blue, 0), 1)
        return s
    }

    /// WCAG 2.x relative luminance (0…1) of an opaque colour; alpha is ignored.
    public static func relativeLuminance(_ color: RGBAColor) -> Double {
        let l = linearSRGB(color)
        let clamp = { (v: Double) in min(max(v, 0), 1) }
        return 0.2126 * clamp(l.red) + 0.7152 * clamp(l.green) + 0.0722 * clamp(l.blue)
    }

    /// WCAG 2.x contrast ratio, 1…21. Translucent colours are composited first: the background over
    /// white (the page an opaque UI eventually sits on), then the foreground over that.
    public static func contrastRatio(_ foreground: RGBAColor, _ background: RGBAColor) -> Double {
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        let back = background.alpha < 1 ? composite(background, over: white) : background
        let fore = foreground.alpha < 1 ? composite(foreground, over: back) : foreground
        let a = relativeLuminance(fore)
        let b = relativeLuminance(back)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Source-over compositing in gamma-encoded sRGB (what UIKit and browsers do by default).
    public static func composite(_ top: RGBAColor, over bottom: RGBAColor) -> RGBAColor {
        let t = toSRGB(top)
        let b = toSRGB(bottom)
        let alpha = t.alpha + b.alpha * (1 - t.alpha)
        guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ tc: Double, _ bc: Double) -> Double { (tc * t.alpha + bc * b.alpha * (1 - t.alpha)) / alpha }
        return RGBAColor(red: mix(t.red, b.red), green: mix(t.green, b.green), blue: mix(t.blue, b.blue), alpha: alpha)
    }

    /// HSL (hue in degrees, saturation and lightness 0…1) → gamma-encoded sRGB components
    /// (`Grammar`'s CSS Color 4 maths, shared with the SVG reader).
    public static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> (red: Double, green: Double, blue: Double) {
        CSSColorMath.hslToRGB(hue: hue, saturation: saturation, lightness: lightness)
    }

    /// HWB (hue in degrees, whiteness and blackness 0…1) → sRGB components.
    public static func hwbToRGB(hue: Double, whiteness: Double, blackness: Double) -> (red: Double, green: Double, blue: Double) {
        CSSColorMath.hwbToRGB(hue: hue, whiteness: whiteness, blackness: blackness)
    }

    /// "#RRGGBB" (or "#RRGGBBAA" when translucent) of the colour converted to sRGB, clipped.
    public static func hex(_ color: RGBAColor) -> String {
        var s = toSRGB(color)
        s.space = .sRGB
        return s.description
    }
}
