/// A length in a unit relative to something known only at run time (`em`, `%`, `vw` …).
public struct StylebookLength: Swift.Sendable, Swift.Hashable {
    public let value: Swift.Double
    /// The CSS unit, lower-case: "em", "%", "vw" …
    public let unit: Swift.String

    public init(value: Swift.Double, unit: Swift.String) {
        self.value = value
        self.unit = unit
    }

    /// Points, given what the unit is relative to (`percentOf` for `%`); nil when that is not given.
    public func points(fontSize: Swift.Double? = nil, rootFontSize: Swift.Double = 16, percentOf: Swift.Double? = nil,
                    viewportWidth: Swift.Double? = nil, viewportHeight: Swift.Double? = nil) -> Swift.Double? {
        switch unit {
        case "em": return fontSize.map { value * $0 }
        case "rem": return value * rootFontSize
        case "%": return percentOf.map { value / 100 * $0 }
        case "vw", "svw", "lvw", "dvw", "vi", "svi", "lvi", "dvi": return viewportWidth.map { value / 100 * $0 }
        case "vh", "svh", "lvh", "dvh", "vb", "svb", "lvb", "dvb": return viewportHeight.map { value / 100 * $0 }
        case "vmin", "svmin", "lvmin", "dvmin":
            guard let w = viewportWidth, let h = viewportHeight else { return nil }
            return value / 100 * Swift.min(w, h)
        case "vmax", "svmax", "lvmax", "dvmax":
            guard let w = viewportWidth, let h = viewportHeight else { return nil }
            return value / 100 * Swift.max(w, h)
        default: return nil
        }
    }
}
