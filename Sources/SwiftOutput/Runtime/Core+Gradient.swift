/// One gradient stop; `position` in 0…1.
public struct StylebookGradientStop: Swift.Sendable, Swift.Hashable {
    public let color: StylebookRGBA
    public let position: Swift.Double

    public init(color: StylebookRGBA, position: Swift.Double) {
        self.color = color
        self.position = position
    }
}

/// A gradient token: its stops in light ("Any") and, where they differ, in the other appearances.
public struct StylebookGradient: Swift.Sendable, Swift.Hashable {
    public let name: Swift.String
    public let stops: [StylebookGradientStop]
    public let dark: [StylebookGradientStop]?
    public let lightHighContrast: [StylebookGradientStop]?
    public let darkHighContrast: [StylebookGradientStop]?

    public init(name: Swift.String, stops: [StylebookGradientStop], dark: [StylebookGradientStop]? = nil,
                lightHighContrast: [StylebookGradientStop]? = nil, darkHighContrast: [StylebookGradientStop]? = nil) {
        self.name = name
        self.stops = stops
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The stops shown in `appearance`: high contrast falls back to its twin, dark to light.
    public func stops(for appearance: StylebookAppearance) -> [StylebookGradientStop] {
        switch appearance {
        case .light: return stops
        case .dark: return dark ?? stops
        case .lightHighContrast: return lightHighContrast ?? stops
        case .darkHighContrast: return darkHighContrast ?? dark ?? stops
        }
    }
}
