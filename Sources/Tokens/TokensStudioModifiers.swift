import Diagnostics
import Foundation
import Grammar

/// Tokens Studio colour modifiers (`$extensions["studio.tokens"].modify`), as its documentation
/// and its Style Dictionary transforms define them:
/// - `alpha`: sets the alpha to `value`.
/// - `lighten` / `darken` in `srgb`: each channel moves `value` of the way to 1 (or 0); in `hsl`:
///   lightness moves `value` of the way to 100 % (or 0 %).
/// - `lighten` / `darken` in `lch` (CIE LCH, D50): lightness moves `value` of the way to 100 (or 0)
///   and chroma shrinks by `value`; in `p3`: each Display P3 channel moves as in sRGB.
/// - `mix`: interpolates `value` of the way from the colour to `color`, channel by channel (in sRGB;
///   other spaces are computed in sRGB with a warning).
enum StudioColorModifier {
    static let extensionKey = "studio.tokens"

    static func apply(_ base: RGBAColor, modify: JSONNode, parser: inout ValueParser) -> RGBAColor? {
        guard modify.isObject, let type = modify["type"]?.string else {
            parser.error("colour modifier needs a \"type\" (lighten, darken, mix, alpha)", modify)
            return nil
        }
        guard let valueNode = modify["value"] else {
            parser.error("colour modifier needs a \"value\"", modify)
            return nil
        }
        var amount: Double
        if let n = valueNode.number { amount = n } else if let text = valueNode.string, let (v, unit) = StudioValues.literal(valueNode) {
            amount = unit == "%" ? v / 100 : v
            _ = text
        } else {
            parser.error("colour modifier value must be a number, found \(valueNode.kindName)", valueNode)
            return nil
        }
        amount = min(max(amount, 0), 1)
        let space = modify["space"]?.string?.lowercased() ?? "srgb"
        let supported: Set<String> = type == "mix" ? ["srgb"] : ["srgb", "hsl", "lch", "p3"]
        if !supported.contains(space) && type != "alpha" {
            parser.warning("colour modifier space \"\(space)\" is computed in sRGB", modify["space"] ?? modify)
        }
        var color = base
        switch type {
        case "alpha":
            color.alpha = amount
        case "lighten", "darken":
            let target = type == "lighten" ? 1.0 : 0.0
            if space != "p3" { color = ColorMath.toSRGB(color) }
            if space == "hsl" {
                var (h, s, l) = hsl(color)
                l += (target - l) * amount
                (color.red, color.green, color.blue) = rgb(h, s, l)
            } else if space == "lch" {
                var (l, c, h) = CIELCH.from(color)
                l = min(max(l + (target * 100 - l) * amount, 0), 100)
                c = max(0, c - amount * c)
                (color.red, color.green, color.blue) = CIELCH.toSRGB(l, c, h)
            } else if space == "p3" {
                color = ColorMath.toDisplayP3(color)
                color.red += (target - color.red) * amount
                color.green += (target - color.green) * amount
                color.blue += (target - color.blue) * amount
            } else {
                color.red += (target - color.red) * amount
                color.green += (target - color.green) * amount
                color.blue += (target - color.blue) * amount
            }
        case "mix":
            guard let otherNode = modify["color"], let other = parser.color(otherNode) else {
                if modify["color"] == nil { parser.error("mix modifier needs a \"color\"", modify) }
                return nil
            }
            color.red += (other.red - color.red) * amount
            color.green += (other.green - color.green) * amount
            color.blue += (other.blue - color.blue) * amount
            color.alpha += (other.alpha - color.alpha) * amount
        default:
            parser.error("unknown colour modifier \"\(type)\" (lighten, darken, mix, alpha)", modify["type"] ?? modify)
            return nil
        }
        return color
    }

    /// The modified colour as a DTCG colour object (exact components, no 8-bit rounding).
    static func node(_ color: RGBAColor, at pos: SourcePos) -> JSONNode {
        let components = [color.red, color.green, color.blue].map { JSONNode(.number(min(max($0, 0), 1)), pos: pos) }
        return JSONNode(.object([
            .init(key: "colorSpace", value: JSONNode(.string(color.space == .displayP3 ? "display-p3" : "srgb"), pos: pos)),
            .init(key: "components", value: JSONNode(.array(components), pos: pos)),
            .init(key: "alpha", value: JSONNode(.number(color.alpha), pos: pos)),
        ]), pos: pos)
    }

    /// Hue in turns, saturation and lightness (`Grammar`'s HSL maths).
    static func hsl(_ c: RGBAColor) -> (Double, Double, Double) {
        let v = CSSColorMath.rgbToHSL(red: c.red, green: c.green, blue: c.blue)
        return (v.hue, v.saturation, v.lightness)
    }

    static func rgb(_ h: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
        let v = CSSColorMath.hslToRGB(hue: h * 360, saturation: s, lightness: l)
        return (v.red, v.green, v.blue)
    }
}

/// CIE LCH (D50), the space Tokens Studio's `lch` modifiers work in (CSS Color 4 conversions:
/// sRGB → XYZ D65 → Bradford → XYZ D50 → Lab → LCH, and back).
enum CIELCH {
    typealias Row = (Double, Double, Double)
    static let srgbToXYZ: [Row] = [(0.4123907992659595, 0.357584339383878, 0.1804807884018343),
                                   (0.21263900587151036, 0.715168678767756, 0.07219231536073371),
                                   (0.01933081871559185, 0.11919477979462599, 0.9505321522496606)]
    static let xyzToSRGB: [Row] = [(3.2409699419045226, -1.537383177570094, -0.4986107602930034),
                                   (-0.9692436362808796, 1.8759675015077202, 0.04155505740717559),
                                   (0.05563007969699366, -0.20397695888897652, 1.0569715142428786)]
    static let d65ToD50: [Row] = [(1.0479298208405488, 0.022946793341019088, -0.05019222954313557),
                                  (0.029627815688159344, 0.990434484573249, -0.01707382502938514),
                                  (-0.009243058152591178, 0.015055144896577895, 0.7518742899580008)]
    static let d50ToD65: [Row] = [(0.9554734527042182, -0.023098536874261423, 0.0632593086610217),
                                  (-0.028369706963208136, 1.0099954580106629, 0.021041398966943008),
                                  (0.012314001688319899, -0.020507696433477912, 1.3303659366080753)]
    static let white: Row = (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
    static let epsilon = 216.0 / 24389, kappa = 24389.0 / 27

    static func apply(_ m: [Row], _ v: Row) -> Row {
        (m[0].0 * v.0 + m[0].1 * v.1 + m[0].2 * v.2, m[1].0 * v.0 + m[1].1 * v.1 + m[1].2 * v.2, m[2].0 * v.0 + m[2].1 * v.1 + m[2].2 * v.2)
    }

    /// Lightness 0…100, chroma, hue in degrees.
    static func from(_ color: RGBAColor) -> (Double, Double, Double) {
        let srgb = ColorMath.toSRGB(color)
        let linear = (ColorMath.linearize(srgb.red), ColorMath.linearize(srgb.green), ColorMath.linearize(srgb.blue))
        let xyz = apply(d65ToD50, apply(srgbToXYZ, linear))
        func f(_ t: Double) -> Double { t > epsilon ? cbrt(t) : (kappa * t + 16) / 116 }
        let (fx, fy, fz) = (f(xyz.0 / white.0), f(xyz.1 / white.1), f(xyz.2 / white.2))
        let (l, a, b) = (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
        var h = atan2(b, a) * 180 / .pi
        if h < 0 { h += 360 }
        return (l, (a * a + b * b).squareRoot(), h)
    }

    /// Gamma-encoded sRGB components (clamped to 0…1) of an LCH colour.
    static func toSRGB(_ l: Double, _ c: Double, _ h: Double) -> (Double, Double, Double) {
        let (a, b) = (c * cos(h * .pi / 180), c * sin(h * .pi / 180))
        let fy = (l + 16) / 116, fx = a / 500 + fy, fz = fy - b / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = l > kappa * epsilon ? fy * fy * fy : l / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        let linear = apply(xyzToSRGB, apply(d50ToD65, (x * white.0, y * white.1, z * white.2)))
        func encode(_ v: Double) -> Double { min(max(ColorMath.encode(v), 0), 1) }
        return (encode(linear.0), encode(linear.1), encode(linear.2))
    }
}
