/// A `.colorset`: the one model for colour sets, whoever wrote them. The reader fills `entries`
/// with everything a `Contents.json` says (idioms, gamuts, system colours, how components were
/// spelled); Stylebook's own sets are built from one colour per appearance and read through
/// `appearances`, the RGB view the writer, the Swift writers and comparisons use.
public struct ColorSetContent: Sendable, Hashable {
    /// The `colors[]` entries in file order.
    public var entries: [ColorEntry]

    public init(entries: [ColorEntry]) { self.entries = entries }

    /// A set Stylebook writes: one universal entry per appearance, components as numbers (what
    /// reading its `Contents.json` back gives, apart from how components were spelled).
    public init(appearances: [(appearance: CatalogAppearance, color: CatalogColor)]) {
        self.init(entries: appearances.map { appearance, color in
            ColorEntry(appearances: appearance.traits.map { AppearanceTrait(appearance: $0.appearance, value: $0.value) },
                       color: .components(ColorComponents(colorSpace: color.colorSpace.rawValue,
                                                          values: ["red": color.red, "green": color.green, "blue": color.blue, "alpha": color.alpha])))
        })
    }

    /// The RGB colours by appearance, in entry order: `universal` entries in sRGB (extended sRGB
    /// read as sRGB) or Display P3 whose appearances Stylebook models. System-colour references,
    /// gray spaces, other idioms and unmodelled appearances are left out.
    public var appearances: [(appearance: CatalogAppearance, color: CatalogColor)] {
        entries.compactMap { entry in
            guard entry.idiom == "universal", case .components(let components)? = entry.color,
                  let space = Self.colorSpace(components.colorSpace),
                  let red = components.values["red"], let green = components.values["green"],
                  let blue = components.values["blue"], let alpha = components.values["alpha"],
                  let appearance = CatalogAppearance(traits: entry.appearances.map { ($0.appearance, $0.value) })
            else { return nil }
            return (appearance, CatalogColor(colorSpace: space, red: red, green: green, blue: blue, alpha: alpha))
        }
    }

    /// The set as Stylebook would write it: only `appearances`, components as plain numbers. Two
    /// catalogs that give the same colours compare equal this way however they spell them.
    public var normalized: ColorSetContent { ColorSetContent(appearances: appearances) }

    public subscript(appearance: CatalogAppearance) -> CatalogColor? {
        appearances.first { $0.appearance == appearance }?.color
    }

    private static func colorSpace(_ xcodeName: String) -> CatalogColorSpace? {
        switch xcodeName.lowercased() {
        case "srgb", "extended-srgb": .sRGB
        case "display-p3": .displayP3
        default: nil
        }
    }
}
