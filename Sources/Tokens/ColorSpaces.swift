import Foundation

/// The colour spaces of CSS Color 4 (and so DTCG 2025.10), converted exactly to CIE XYZ D65.
///
/// The RGB matrices are derived here from each space's published primaries and white point
/// (the normalised primary matrix: primaries scaled so that (1, 1, 1) is the white); D50 spaces
/// are adapted with the linear Bradford transform; Lab/LCH use the CIE formulas with CSS Color 4's
/// rational κ and ε; OKLab uses the two matrices CSS Color 4 defines (M1: XYZ → LMS, M2: LMS' → Lab),
/// inverted here.
public enum ColorSpaces {
    public typealias Vector = (Double, Double, Double)
    typealias Matrix = [[Double]]

    /// Every `colorSpace` name DTCG 2025.10 allows.
    public static let names = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3",
                               "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]

    // MARK: - White points and primaries (CIE 1931 xy chromaticities)

    /// D65 and D50 as CSS Color 4 writes them: from the 4-digit chromaticities, Y = 1.
    static let d65 = whiteXYZ(0.3127, 0.3290)
    static let d50 = whiteXYZ(0.3457, 0.3585)

    static func whiteXYZ(_ x: Double, _ y: Double) -> Vector { (x / y, 1, (1 - x - y) / y) }

    struct RGBSpace: Sendable {
        var toXYZ: Matrix
        var fromXYZ: Matrix
        var white: Vector
        var decode: @Sendable (Double) -> Double
        var encode: @Sendable (Double) -> Double
    }

    static func rgbSpace(_ r: (Double, Double), _ g: (Double, Double), _ b: (Double, Double), white: Vector,
                         decode: @escaping @Sendable (Double) -> Double, encode: @escaping @Sendable (Double) -> Double) -> RGBSpace {
        let m = normalisedPrimaryMatrix(r, g, b, white: white)
        return RGBSpace(toXYZ: m, fromXYZ: invert(m), white: white, decode: decode, encode: encode)
    }

    /// The RGB → XYZ matrix: columns are the primaries' XYZ, scaled so RGB (1, 1, 1) gives `white`.
    static func normalisedPrimaryMatrix(_ r: (Double, Double), _ g: (Double, Double), _ b: (Double, Double), white: Vector) -> Matrix {
        let columns = [r, g, b].map { whiteXYZ($0.0, $0.1) }
        let p: Matrix = (0..<3).map { row in columns.map { [$0.0, $0.1, $0.2][row] } }
        let s = multiply(invert(p), white)
        let scale = [s.0, s.1, s.2]
        return p.map { row in (0..<3).map { row[$0] * scale[$0] } }
    }

    static let sRGB = rgbSpace((0.640, 0.330), (0.300, 0.600), (0.150, 0.060), white: d65,
                               decode: ColorMath.linearize, encode: ColorMath.encode)
    static let sRGBLinear = rgbSpace((0.640, 0.330), (0.300, 0.600), (0.150, 0.060), white: d65, decode: { $0 }, encode: { $0 })
    static let displayP3 = rgbSpace((0.680, 0.320), (0.265, 0.690), (0.150, 0.060), white: d65,
                                    decode: ColorMath.linearize, encode: ColorMath.encode)
    /// Adobe RGB (1998): a pure power curve of 563/256.
    static let a98 = rgbSpace((0.6400, 0.3300), (0.2100, 0.7100), (0.1500, 0.0600), white: d65,
                              decode: { signedPow($0, 563 / 256) }, encode: { signedPow($0, 256 / 563) })
    /// ProPhoto (ROMM) RGB, D50: 1.8 gamma with a linear toe below 1/512 (encoded 16/512).
    static let proPhoto = rgbSpace((0.734699, 0.265301), (0.159597, 0.840403), (0.036598, 0.000105), white: d50,
                                   decode: { v in abs(v) <= 16.0 / 512 ? v / 16 : signedPow(v, 1.8) },
                                   encode: { v in abs(v) >= 1.0 / 512 ? signedPow(v, 1 / 1.8) : 16 * v })
    /// ITU-R BT.2020, with its own transfer curve (α, β from the recommendation, full precision).
    static let rec2020 = rgbSpace((0.708, 0.292), (0.170, 0.797), (0.131, 0.046), white: d65,
                                  decode: { v in
                                      let a = abs(v)
                                      let l = a < rec2020Beta * 4.5 ? a / 4.5 : pow((a + rec2020Alpha - 1) / rec2020Alpha, 1 / 0.45)
                                      return v < 0 ? -l : l
                                  },
                                  encode: { v in
                                      let a = abs(v)
                                      let e = a > rec2020Beta ? rec2020Alpha * pow(a, 0.45) - (rec2020Alpha - 1) : 4.5 * a
                                      return v < 0 ? -e : e
                                  })
    static let rec2020Alpha = 1.09929682680944
    static let rec2020Beta = 0.018053968510807

    static func signedPow(_ v: Double, _ e: Double) -> Double { v < 0 ? -pow(-v, e) : pow(v, e) }

    // MARK: - Chromatic adaptation

    /// The Bradford cone-response matrix.
    static let bradford: Matrix = [
        [0.8951, 0.2664, -0.1614],
        [-0.7502, 1.7135, 0.0367],
        [0.0389, -0.0685, 1.0296],
    ]

    /// Linear Bradford adaptation from one white to another.
    static func adaptation(from source: Vector, to target: Vector) -> Matrix {
        let s = multiply(bradford, source)
        let t = multiply(bradford, target)
        let scaled = multiplyMatrices(diagonal((t.0 / s.0, t.1 / s.1, t.2 / s.2)), bradford)
        return multiplyMatrices(invert(bradford), scaled)
    }

    static let d50ToD65 = adaptation(from: d50, to: d65)
    static let d65ToD50 = adaptation(from: d65, to: d50)

    // MARK: - Lab, LCH, OKLab

    /// CIE Lab (D50) → XYZ D50, with CSS Color 4's exact κ = 24389/27 and ε = 216/24389.
    static func labToXYZD50(_ L: Double, _ a: Double, _ b: Double) -> Vector {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let f1 = (L + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = L > kappa * epsilon ? pow((L + 16) / 116, 3) : L / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return (x * d50.0, y * d50.1, z * d50.2)
    }

    /// OKLab's M1 (XYZ D65 → LMS) and M2 (cube-rooted LMS → Lab), as CSS Color 4 defines them.
    static let xyzToLMS: Matrix = [
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ]
    static let lmsToOKLab: Matrix = [
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ]
    static let okLabToLMS = invert(lmsToOKLab)
    static let lmsToXYZ = invert(xyzToLMS)

    static func okLabToXYZD65(_ L: Double, _ a: Double, _ b: Double) -> Vector {
        let lms = multiply(okLabToLMS, (L, a, b))
        return multiply(lmsToXYZ, (lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2))
    }

    /// Polar → rectangular: (L, C, h°) → (L, a, b).
    static func polar(_ L: Double, _ C: Double, _ h: Double) -> Vector {
        let radians = h * .pi / 180
        return (L, C * cos(radians), C * sin(radians))
    }

    // MARK: - Conversion

    /// XYZ (D65) of a DTCG colour's components; nil for a space that is not one of `names`.
    /// hsl/hwb take percentages for saturation/lightness and whiteness/blackness, as DTCG writes them.
    public static func xyzD65(space: String, _ c: Vector) -> Vector? {
        func rgb(_ s: RGBSpace) -> Vector {
            let linear = multiply(s.toXYZ, (s.decode(c.0), s.decode(c.1), s.decode(c.2)))
            return s.white == d65 ? linear : multiply(d50ToD65, linear)
        }
        switch space {
        case "srgb": return rgb(sRGB)
        case "srgb-linear": return rgb(sRGBLinear)
        case "display-p3": return rgb(displayP3)
        case "a98-rgb": return rgb(a98)
        case "prophoto-rgb": return rgb(proPhoto)
        case "rec2020": return rgb(rec2020)
        case "hsl":
            let v = ColorMath.hslToRGB(hue: c.0, saturation: c.1 / 100, lightness: c.2 / 100)
            return multiply(sRGB.toXYZ, (ColorMath.linearize(v.red), ColorMath.linearize(v.green), ColorMath.linearize(v.blue)))
        case "hwb":
            let v = ColorMath.hwbToRGB(hue: c.0, whiteness: c.1 / 100, blackness: c.2 / 100)
            return multiply(sRGB.toXYZ, (ColorMath.linearize(v.red), ColorMath.linearize(v.green), ColorMath.linearize(v.blue)))
        case "lab": return multiply(d50ToD65, labToXYZD50(c.0, c.1, c.2))
        case "lch":
            let lab = polar(c.0, c.1, c.2)
            return multiply(d50ToD65, labToXYZD50(lab.0, lab.1, lab.2))
        case "oklab": return okLabToXYZD65(c.0, c.1, c.2)
        case "oklch":
            let lab = polar(c.0, c.1, c.2)
            return okLabToXYZD65(lab.0, lab.1, lab.2)
        case "xyz-d65": return c
        case "xyz-d50": return multiply(d50ToD65, c)
        default: return nil
        }
    }

    /// Gamma-encoded components of XYZ D65 in sRGB or Display P3 (unclipped: outside 0…1 = out of gamut).
    public static func encoded(_ xyz: Vector, in space: RGBColorSpace) -> Vector {
        let s = space == .sRGB ? sRGB : displayP3
        let l = multiply(s.fromXYZ, xyz)
        return (s.encode(l.0), s.encode(l.1), s.encode(l.2))
    }

    // MARK: - 3 × 3 linear algebra

    static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (m[0][0] * v.0 + m[0][1] * v.1 + m[0][2] * v.2,
         m[1][0] * v.0 + m[1][1] * v.1 + m[1][2] * v.2,
         m[2][0] * v.0 + m[2][1] * v.1 + m[2][2] * v.2)
    }

    static func multiplyMatrices(_ a: Matrix, _ b: Matrix) -> Matrix {
        (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    static func diagonal(_ v: Vector) -> Matrix { [[v.0, 0, 0], [0, v.1, 0], [0, 0, v.2]] }

    /// Inverse by the adjugate; the matrices here are well conditioned.
    static func invert(_ m: Matrix) -> Matrix {
        let c00 = m[1][1] * m[2][2] - m[1][2] * m[2][1]
        let c01 = m[1][2] * m[2][0] - m[1][0] * m[2][2]
        let c02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
        let det = m[0][0] * c00 + m[0][1] * c01 + m[0][2] * c02
        return [
            [c00 / det, (m[0][2] * m[2][1] - m[0][1] * m[2][2]) / det, (m[0][1] * m[1][2] - m[0][2] * m[1][1]) / det],
            [c01 / det, (m[0][0] * m[2][2] - m[0][2] * m[2][0]) / det, (m[0][2] * m[1][0] - m[0][0] * m[1][2]) / det],
            [c02 / det, (m[0][1] * m[2][0] - m[0][0] * m[2][1]) / det, (m[0][0] * m[1][1] - m[0][1] * m[1][0]) / det],
        ]
    }
}
