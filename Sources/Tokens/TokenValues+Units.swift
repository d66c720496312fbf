import Diagnostics
import Foundation
import Grammar

/// Lengths: every CSS unit is read. Units that convert to points are converted; units relative to
/// something only known at run time (font size, viewport, container) keep their unit.
extension ValueParser {
    /// Points per unit for units with a fixed size. px = pt (Apple points); dp/sp are Android's
    /// density-independent pixels, the same size; the CSS absolute units follow 1in = 96px.
    static let pointsPerUnit: [String: Double] = [
        "px": 1, "pt": 1, "dp": 1, "sp": 1,
        "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6, "pc": 16,
    ]

    /// CSS relative units, kept as they are in a standalone dimension.
    static let relativeUnits: Set<String> = [
        "em", "ex", "ch", "cap", "ic", "lh", "rex", "rch", "rcap", "ric", "rlh", "%",
        "vw", "vh", "vi", "vb", "vmin", "vmax", "svw", "svh", "svi", "svb", "svmin", "svmax",
        "lvw", "lvh", "lvi", "lvb", "lvmin", "lvmax", "dvw", "dvh", "dvi", "dvb", "dvmin", "dvmax",
        "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax",
    ]

    /// Splits "16px" into (16, "px"), "-1.5e2em" into (-150, "em"); nil when there is no number
    /// first (Grammar's one number grammar: no `inf`, hex or overflow).
    static func splitUnit(_ text: String) -> (Double, String)? {
        NumberGrammar.numberAndRest(text).map { ($0.value, $0.rest.lowercased()) }
    }

    /// A standalone length: converted to points when its unit allows, else kept with its unit.
    mutating func length(_ node: JSONNode, what: String = "dimension") -> TokenValue.Length? {
        let value: Double
        let unit: String
        let unitNode: JSONNode
        if node.isObject {
            guard let v = node["value"]?.number else {
                error("\(what) needs a numeric \"value\"", node)
                return nil
            }
            guard let u = node["unit"]?.string else {
                error("\(what) needs a \"unit\" (px or rem)", node)
                return nil
            }
            value = v
            unit = u.trimmingCharacters(in: .whitespaces).lowercased()
            unitNode = node["unit"] ?? node
        } else if let text = node.string, let (v, u) = Self.splitUnit(text) {
            value = v
            unit = u
            unitNode = node
        } else if let text = node.string, let function = Self.runtimeSizeFunction(text) {
            error("\(what) \"\(text)\" is a CSS \(function)() expression, computed by the browser from the screen or layout; "
                  + "it has no one size to write", node)
            return nil
        } else if let number = node.number {
            if number != 0 { warning("\(what) \(Self.short(number)) has no unit; read as px", node) }
            return .init(value: number, unit: DimensionToken.pointsUnit)
        } else {
            error("expected a \(what) ({\"value\": 16, \"unit\": \"px\"} or \"16px\"), found \(node.kindName)", node)
            return nil
        }
        switch unit {
        case "px": return .init(value: value, unit: DimensionToken.pointsUnit)
        case "rem": return .init(value: value * remBase, unit: DimensionToken.pointsUnit)
        case "":
            if value != 0 { warning("\(what) \(Self.short(value)) has no unit; read as px", unitNode) }
            return .init(value: value, unit: DimensionToken.pointsUnit)
        default:
            if let scale = Self.pointsPerUnit[unit] {
                let note = unit == "pt" || unit == "dp" || unit == "sp" ? "read as points" : "converted to \(Self.short(value * scale)) points"
                warning("unit \"\(unit)\" is not DTCG; \(note)", unitNode)
                return .init(value: value * scale, unit: DimensionToken.pointsUnit)
            }
            if Self.relativeUnits.contains(unit) { return .init(value: value, unit: unit) }
            error("unknown \(what) unit \"\(unit)\" (use px or rem; CSS units are also read)", unitNode)
            return nil
        }
    }

    /// A length where the target needs points: `em`/`%` convert with `size` when given (a font
    /// size); other relative units cannot, and are read with a located warning.
    mutating func dimension(_ node: JSONNode, relativeTo size: Double? = nil, what: String = "dimension") -> Double? {
        guard let length = length(node, what: what) else { return nil }
        if length.unit == DimensionToken.pointsUnit { return length.value }
        switch length.unit {
        case "em" where size != nil:
            warning("em is not a DTCG unit; converted with the font size", node)
            return length.value * (size ?? 0)
        case "%" where size != nil:
            warning("% is not a DTCG unit; converted with the font size", node)
            return length.value / 100 * (size ?? 0)
        case "em", "rem":
            warning("\(what) in em cannot be converted to points here (no font size); "
                    + "read as \(Self.short(length.value * remBase)) points (1em = the rem base)", node)
            return length.value * remBase
        default:
            warning("\(what) in \(length.unit) cannot be converted to points (it depends on the screen or layout); read as "
                    + "\(Self.short(length.value)) points", node)
            return length.value
        }
    }
}
