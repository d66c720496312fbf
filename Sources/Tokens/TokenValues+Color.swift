import Diagnostics
import Foundation
import Grammar

extension ValueParser {
    /// A DTCG colour object, a hex string, or (with a warning) a CSS rgb()/hsl() string.
    mutating func color(_ node: JSONNode) -> RGBAColor? {
        if let text = node.string {
            let trimmed = text.first == "#" ? text : text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") {
                guard let color = Self.hexColor(trimmed) else {
                    error("invalid hex colour \"\(text)\" (use #rgb, #rgba, #rrggbb or #rrggbbaa)", node)
                    return nil
                }
                return color
            }
            if trimmed.lowercased() == "transparent" { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
            if let color = cssFunction(trimmed, node) { return color }
            return nil
        }
        guard node.isObject else {
            error("expected a colour, found \(node.kindName)", node)
            return nil
        }
        return colorObject(node)
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the `#` first), read by `Grammar`'s CSS colours.
    static func hexColor(_ text: String) -> RGBAColor? {
        guard let c = CSSColor.hexComponents(String(text.dropFirst())) else { return nil }
        return RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    private mutating func cssFunction(_ text: String, _ node: JSONNode) -> RGBAColor? {
        let lower = text.lowercased()
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else {
            error("\"\(text)\" is not a colour (use a DTCG colour object or a hex string)", node)
            return nil
        }
        let name = String(lower[..<open])
        let body = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
        let parts = body.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard ["rgb", "rgba", "hsl", "hsla"].contains(name), parts.count == 3 || parts.count == 4 else {
            error("unsupported colour \"\(text)\" (use a DTCG colour object, hex, rgb() or hsl())", node)
            return nil
        }
        func value(_ part: String, scale: Double) -> Double? {
            if part.hasSuffix("%") { return Double(part.dropLast()).map { $0 / 100 } }
            if part.hasSuffix("deg") { return Double(part.dropLast(3)) }
            return Double(part).map { $0 / scale }
        }
        var alpha = 1.0
        if parts.count == 4 {
            guard let a = value(parts[3], scale: 1), a >= 0, a <= 1 else {
                error("invalid alpha in \"\(text)\"", node)
                return nil
            }
            alpha = a
        }
        if !loose { warning("CSS colour string \"\(text)\" is not DTCG; use a colour object", node) }
        if name.hasPrefix("rgb") {
            guard let r = value(parts[0], scale: 255), let g = value(parts[1], scale: 255), let b = value(parts[2], scale: 255),
                  [r, g, b].allSatisfy({ $0 >= 0 && $0 <= 1 }) else {
                error("rgb() components must be 0–255 or 0%–100% in \"\(text)\"", node)
                return nil
            }
            return RGBAColor(red: r, green: g, blue: b, alpha: alpha)
        }
        guard let h = Double(parts[0].replacingOccurrences(of: "deg", with: "")),
              let s = value(parts[1], scale: 100), let l = value(parts[2], scale: 100),
              s >= 0, s <= 1, l >= 0, l <= 1 else {
            error("hsl() needs a hue and two percentages in \"\(text)\"", node)
            return nil
        }
        let rgb = ColorMath.hslToRGB(hue: h, saturation: s, lightness: l)
        return RGBAColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// A colour in a space Stylebook cannot convert: its `hex` fallback with a warning, else an error.
    private mutating func unsupportedSpace(_ space: String, _ spaceNode: JSONNode, in node: JSONNode) -> RGBAColor? {
        if let hex = node["hex"]?.string, var fallback = Self.hexColor(hex) {
            warning("colour space \"\(space)\" is not supported; using its hex fallback \(hex)", spaceNode)
            if let a = node["alpha"]?.number, a >= 0, a <= 1 { fallback.alpha = a }
            return fallback
        }
        error("colour space \"\(space)\" is not supported (use \(ColorSpaces.names.joined(separator: ", ")), or add a \"hex\" fallback)", spaceNode)
        return nil
    }

    private mutating func colorObject(_ node: JSONNode) -> RGBAColor? {
        guard let spaceNode = node["colorSpace"], let space = spaceNode.string else {
            error("colour object needs a \"colorSpace\" string", node)
            return nil
        }
        // An unknown space is the problem to name, whatever its components look like ("cmyk" has four).
        guard ColorSpaces.names.contains(space) else { return unsupportedSpace(space, spaceNode, in: node) }
        guard let componentsNode = node["components"], let items = componentsNode.array, items.count == 3 else {
            error("colour needs \"components\": an array of 3 numbers", node["components"] ?? node)
            return nil
        }
        var components: [Double] = []
        for item in items {
            if let n = item.number {
                components.append(n)
            } else if item.string == "none" {
                // CSS Color 4: a missing component behaves as 0 when converting.
                components.append(0)
            } else {
                error("colour component must be a number or \"none\", found \(item.kindName)", item)
                return nil
            }
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            guard let a = alphaNode.number, a >= 0, a <= 1 else {
                error("alpha must be a number in 0–1", alphaNode)
                return nil
            }
            alpha = a
        }
        func inRange(_ index: Int, _ low: Double, _ high: Double) -> Bool {
            if components[index] >= low - 1e-9 && components[index] <= high + 1e-9 { return true }
            error("\(space) component \(index + 1) is \(components[index]), outside \(Self.short(low))–\(Self.short(high))", items[index])
            return false
        }
        switch space {
        case "srgb", "display-p3":
            // Written as given: the catalog stores both spaces directly.
            guard inRange(0, 0, 1), inRange(1, 0, 1), inRange(2, 0, 1) else { return nil }
            return RGBAColor(red: components[0], green: components[1], blue: components[2], alpha: alpha,
                             space: space == "srgb" ? .sRGB : .displayP3)
        case "srgb-linear", "a98-rgb", "prophoto-rgb", "rec2020":
            guard inRange(0, 0, 1), inRange(1, 0, 1), inRange(2, 0, 1) else { return nil }
        case "hsl", "hwb":
            guard inRange(1, 0, 100), inRange(2, 0, 100) else { return nil }
            // Exactly the CSS sRGB result, no round trip through XYZ.
            let rgb = space == "hsl"
                ? ColorMath.hslToRGB(hue: components[0], saturation: components[1] / 100, lightness: components[2] / 100)
                : ColorMath.hwbToRGB(hue: components[0], whiteness: components[1] / 100, blackness: components[2] / 100)
            return RGBAColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
        case "lab", "lch":
            guard inRange(0, 0, 100) else { return nil }
            if space == "lch" { guard inRange(1, 0, .infinity) else { return nil } }
        case "oklab", "oklch":
            guard inRange(0, 0, 1) else { return nil }
            if space == "oklch" { guard inRange(1, 0, .infinity) else { return nil } }
        case "xyz-d65", "xyz-d50":
            break
        default:
            return unsupportedSpace(space, spaceNode, in: node)
        }
        guard let xyz = ColorSpaces.xyzD65(space: space, (components[0], components[1], components[2])) else { return nil }
        return fromXYZ(xyz, alpha: alpha, node: node)
    }

    /// sRGB when it fits, else Display P3 (clipped, with a warning, if outside P3 too).
    private mutating func fromXYZ(_ xyz: ColorSpaces.Vector, alpha: Double, node: JSONNode) -> RGBAColor? {
        let tolerance = 1e-6
        let clip = { (v: Double) in min(max(v, 0), 1) }
        let s = ColorSpaces.encoded(xyz, in: .sRGB)
        if [s.0, s.1, s.2].allSatisfy({ $0 >= -tolerance && $0 <= 1 + tolerance }) {
            return RGBAColor(red: clip(s.0), green: clip(s.1), blue: clip(s.2), alpha: alpha)
        }
        let p = ColorSpaces.encoded(xyz, in: .displayP3)
        if ![p.0, p.1, p.2].allSatisfy({ $0 >= -1e-4 && $0 <= 1 + 1e-4 }) {
            warning("colour lies outside Display P3; components clipped", node)
        }
        return RGBAColor(red: clip(p.0), green: clip(p.1), blue: clip(p.2), alpha: alpha, space: .displayP3)
    }
}
