/// One border: colour, width in points, style.
public struct StylebookBorderValue: Swift.Sendable, Swift.Hashable {
    public let color: StylebookRGBA
    public let width: Swift.Double
    public let style: StylebookStrokeStyle

    public init(color: StylebookRGBA, width: Swift.Double, style: StylebookStrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// A border token: its value in light ("Any") and, where it differs, in the other appearances.
public struct StylebookBorder: Swift.Sendable, Swift.Hashable {
    public let name: Swift.String
    public let light: StylebookBorderValue
    public let dark: StylebookBorderValue?
    public let lightHighContrast: StylebookBorderValue?
    public let darkHighContrast: StylebookBorderValue?

    public init(name: Swift.String, light: StylebookBorderValue, dark: StylebookBorderValue? = nil,
                lightHighContrast: StylebookBorderValue? = nil, darkHighContrast: StylebookBorderValue? = nil) {
        self.name = name
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The border shown in `appearance`: high contrast falls back to its twin, dark to light.
    public func resolved(for appearance: StylebookAppearance) -> StylebookBorderValue {
        switch appearance {
        case .light: return light
        case .dark: return dark ?? light
        case .lightHighContrast: return lightHighContrast ?? light
        case .darkHighContrast: return darkHighContrast ?? dark ?? light
        }
    }
}
