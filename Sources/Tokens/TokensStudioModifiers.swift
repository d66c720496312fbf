import Diagnostics
import Foundation

/// Tokens Studio colour modifiers (`$extensions["studio.tokens"].modify`), as its documentation
/// and its Style Dictionary transforms define them:
/// - `alpha`: sets the alpha to `value`.
/// - `lighten` / `darken` in `srgb`: each channel moves `value` of the way to 1 (or 0); in `hsl`:
///   lightness moves `value` of the way to 100 % (or 0 %).
/// - `mix`: interpolates `value` of the way from the colour to `color`, channel by channel.
/// Spaces `lch` and `p3` are computed in sRGB with a warning (the result can differ slightly).
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
        if space != "srgb" && space != "hsl" && type != "alpha" {
            parser.warning("colour modifier space \"\(space)\" is computed in sRGB", modify["space"] ?? modify)
        }
        var color = base
        switch type {
        case "alpha":
            color.alpha = amount
        case "lighten", "darken":
            let target = type == "lighten" ? 1.0 : 0.0
            if space == "hsl" {
                var (h, s, l) = hsl(color)
                l += (target - l) * amount
                (color.red, color.green, color.blue) = rgb(h, s, l)
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

    static func hsl(_ c: RGBAColor) -> (Double, Double, Double) {
        let maxV = max(c.red, c.green, c.blue), minV = min(c.red, c.green, c.blue)
        let l = (maxV + minV) / 2
        let d = maxV - minV
        guard d > 0 else { return (0, 0, l) }
        let s = l > 0.5 ? d / (2 - maxV - minV) : d / (maxV + minV)
        var h: Double
        if maxV == c.red { h = (c.green - c.blue) / d + (c.green < c.blue ? 6 : 0) } else if maxV == c.green { h = (c.blue - c.red) / d + 2 } else { h = (c.red - c.green) / d + 4 }
        h /= 6
        return (h, s, l)
    }

    static func rgb(_ h: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
        guard s > 0 else { return (l, l, l) }
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s
        let p = 2 * l - q
        func channel(_ t0: Double) -> Double {
            var t = t0
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1 / 6 { return p + (q - p) * 6 * t }
            if t < 1 / 2 { return q }
            if t < 2 / 3 { return p + (q - p) * (2 / 3 - t) * 6 }
            return p
        }
        return (channel(h + 1 / 3), channel(h), channel(h - 1 / 3))
    }
}
