/// The two views of a colour set meet here: `ColorSetContent` is what Stylebook writes (one
/// colour per appearance), `ColorSetInfo` what any `Contents.json` says when read.
extension ColorSetInfo {
    /// A colour set Stylebook writes, as reading its `Contents.json` back gives it: one universal
    /// entry per appearance, components as numbers.
    public init(writing content: ColorSetContent) {
        self.init(entries: content.appearances.map { appearance, color in
            ColorEntry(appearances: appearance.traits.map { AppearanceTrait(appearance: $0.appearance, value: $0.value) },
                       color: .components(ColorComponents(colorSpace: color.colorSpace.rawValue,
                                                          values: ["red": color.red, "green": color.green, "blue": color.blue, "alpha": color.alpha])))
        })
    }
}

extension ColorSetContent {
    /// The RGB colours of a set as read, by appearance: `universal` entries in sRGB (extended
    /// sRGB read as sRGB) or Display P3 whose appearances Stylebook models. System-colour
    /// references, gray spaces, other idioms and unmodelled appearances are left out.
    public init(reading info: ColorSetInfo) {
        var appearances: [(appearance: CatalogAppearance, color: CatalogColor)] = []
        for entry in info.entries where entry.idiom == "universal" {
            guard case .components(let components)? = entry.color,
                  let space = Self.colorSpace(components.colorSpace),
                  let red = components.values["red"], let green = components.values["green"],
                  let blue = components.values["blue"], let alpha = components.values["alpha"],
                  let appearance = CatalogAppearance(traits: entry.appearances.map { ($0.appearance, $0.value) })
            else { continue }
            appearances.append((appearance, CatalogColor(colorSpace: space, red: red, green: green, blue: blue, alpha: alpha)))
        }
        self.init(appearances: appearances)
    }

    private static func colorSpace(_ xcodeName: String) -> CatalogColorSpace? {
        switch xcodeName.lowercased() {
        case "srgb", "extended-srgb": .sRGB
        case "display-p3": .displayP3
        default: nil
        }
    }
}
