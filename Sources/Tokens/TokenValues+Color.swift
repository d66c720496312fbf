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

    /// `rgb()`/`rgba()`/`hsl()`/`hsla()`, read by Grammar's one CSS colour grammar. CSS would clamp
    /// a value out of range; a token's is a mistake, and an error here.
    private mutating func cssFunction(_ text: String, _ node: JSONNode) -> RGBAColor? {
        let function: CSSColorFunction
        switch CSSColorFunction.parse(text) {
        case .success(let parsed):
            function = parsed
        case .failure(.notAFunction):
            error("\"\(text)\" is not a colour (use a DTCG colour object or a hex string)", node)
            return nil
        case .failure(.unsupported):
            error("unsupported colour \"\(text)\" (use a DTCG colour object, hex, rgb() or hsl())", node)
            return nil
        case .failure(.alpha):
            error("invalid alpha in \"\(text)\"", node)
            return nil
        case .failure(.components(let space, let alpha)):
            guard checkedAlpha(alpha, text, node) else { return nil }
            componentsError(space, text, node)
            return nil
        }
        guard checkedAlpha(function.alpha, text, node) else { return nil }
        guard function.componentsInRange else {
            componentsError(function.space, text, node)
            return nil
        }
        let c = function.clampedSRGB
        return RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// An alpha in 0…1; else an error. Then, outside the loose formats, the warning that a CSS
    /// string is not DTCG (given before any component error, as the text is read in that order).
    private mutating func checkedAlpha(_ alpha: Double, _ text: String, _ node: JSONNode) -> Bool {
        guard alpha >= 0, alpha <= 1 else {
            error("invalid alpha in \"\(text)\"", node)
            return false
        }
        if !loose { warning("CSS colour string \"\(text)\" is not DTCG; use a colour object", node) }
        return true
    }

    private mutating func componentsError(_ space: CSSColorFunction.Space, _ text: String, _ node: JSONNode) {
        switch space {
        case .rgb: error("rgb() components must be 0–255 or 0%–100% in \"\(text)\"", node)
        case .hsl: error("hsl() needs a hue and two percentages in \"\(text)\"", node)
        }
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
