import Foundation
import Tokens

/// Distances the suggestions rank by: colours in OKLab (a perceptual space: equal steps look
/// about equally different), names by shared letter pairs.
enum PerceptualDistance {
    /// OKLab (L, a, b) of a colour, from its linear sRGB (Björn Ottosson's published matrices).
    static func okLab(_ color: RGBAColor) -> (l: Double, a: Double, b: Double) {
        let rgb = ColorMath.linearSRGB(color)
        let l = 0.4122214708 * rgb.red + 0.5363325363 * rgb.green + 0.0514459929 * rgb.blue
        let m = 0.2119034982 * rgb.red + 0.6806995451 * rgb.green + 0.1073969566 * rgb.blue
        let s = 0.0883024619 * rgb.red + 0.2817188376 * rgb.green + 0.6299787005 * rgb.blue
        let (l3, m3, s3) = (cbrt(l), cbrt(m), cbrt(s))
        return (0.2104542553 * l3 + 0.7936177850 * m3 - 0.0040720468 * s3,
                1.9779984951 * l3 - 2.4285922050 * m3 + 0.4505937099 * s3,
                0.0259040371 * l3 + 0.7827717662 * m3 - 0.8086757660 * s3)
    }

    /// ΔE in OKLab scaled by 100 (about 2 is a just-visible difference); alpha counts as lightness.
    static func deltaE(_ x: RGBAColor, _ y: RGBAColor) -> Double {
        let p = okLab(x), q = okLab(y)
        let dl = p.l - q.l, da = p.a - q.a, db = p.b - q.b, dAlpha = x.alpha - y.alpha
        return (dl * dl + da * da + db * db + dAlpha * dAlpha).squareRoot() * 100
    }

    /// 0…1: the Dice coefficient of the letter pairs of two names, half for the whole path and
    /// half for the last part (`content.text` and `text.primary` share words, not places).
    static func nameSimilarity(_ x: TokenPath, _ y: TokenPath) -> Double {
        if x == y { return 1 }
        let whole = dice(x.components.joined(separator: " "), y.components.joined(separator: " "))
        return (whole + dice(x.name, y.name)) / 2
    }

    static func dice(_ x: String, _ y: String) -> Double {
        func pairs(_ text: String) -> [String: Int] {
            let letters = Array(text.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " })
            var counts: [String: Int] = [:]
            for index in letters.indices.dropLast() where letters[index] != " " && letters[index + 1] != " " {
                counts[String(letters[index...index + 1]), default: 0] += 1
            }
            return counts
        }
        let a = pairs(x), b = pairs(y)
        let total = a.values.reduce(0, +) + b.values.reduce(0, +)
        guard total > 0 else { return x.lowercased() == y.lowercased() ? 1 : 0 }
        let shared = a.reduce(0) { $0 + min($1.value, b[$1.key] ?? 0) }
        return 2 * Double(shared) / Double(total)
    }
}
