/// The CSS Color 4 conversions between sRGB and its cylindrical forms, written once for every
/// reader (SVG paints, DTCG colour spaces, Tokens Studio modifiers).
package enum CSSColorMath {
    /// HSL (hue in degrees, any turn; saturation and lightness 0…1) → gamma-encoded sRGB
    /// components (CSS Color 4 §7.1).
    package static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> (red: Double, green: Double, blue: Double) {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// HWB (hue in degrees, whiteness and blackness 0…1) → sRGB components; whiteness and
    /// blackness that add up to 1 or more give their grey.
    package static func hwbToRGB(hue: Double, whiteness: Double, blackness: Double) -> (red: Double, green: Double, blue: Double) {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return (gray, gray, gray)
        }
        let rgb = hslToRGB(hue: hue, saturation: 1, lightness: 0.5)
        let scale = 1 - whiteness - blackness
        return (rgb.red * scale + whiteness, rgb.green * scale + whiteness, rgb.blue * scale + whiteness)
    }

    /// Gamma-encoded sRGB → HSL as fractions: hue in turns (0…1), saturation and lightness 0…1.
    package static func rgbToHSL(red: Double, green: Double, blue: Double) -> (hue: Double, saturation: Double, lightness: Double) {
        let maxV = max(red, green, blue), minV = min(red, green, blue)
        let l = (maxV + minV) / 2
        let d = maxV - minV
        guard d > 0 else { return (0, 0, l) }
        let s = l > 0.5 ? d / (2 - maxV - minV) : d / (maxV + minV)
        var h: Double
        if maxV == red {
            h = (green - blue) / d + (green < blue ? 6 : 0)
        } else if maxV == green {
            h = (blue - red) / d + 2
        } else {
            h = (red - green) / d + 4
        }
        return (h / 6, s, l)
    }
}
