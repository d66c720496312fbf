import Grammar

/// The traits an entry of a set applies to (`appearances` array), e.g. luminosity=dark.
public struct AppearanceTrait: Sendable, Hashable {
    public var appearance: String
    public var value: String

    public init(appearance: String, value: String) {
        self.appearance = appearance
        self.value = value
    }
}

/// How a colour component was written in `Contents.json` (Xcode's rule lives in `Grammar`).
public typealias ComponentEncoding = XcodeComponentEncoding

/// A colour given by components in a colour space.
public struct ColorComponents: Sendable, Hashable {
    /// Xcode's spelling: "srgb", "extended-srgb", "display-p3", "gray-gamma-22"…
    public var colorSpace: String
    /// red, green, blue, alpha (RGB spaces) or white, alpha (gray spaces), each 0…1 (extended
    /// spaces may leave that range).
    public var values: [String: Double]
    public var encodings: [String: ComponentEncoding]

    public init(colorSpace: String, values: [String: Double], encodings: [String: ComponentEncoding] = [:]) {
        self.colorSpace = colorSpace
        self.values = values
        self.encodings = encodings
    }

    /// True for spaces with a single `white` channel.
    public var isGray: Bool { colorSpace.contains("gray") }
}

/// The `color` of one colour-set entry.
public enum ColorValue: Sendable, Hashable {
    case components(ColorComponents)
    /// A system colour reference: `{"platform": "ios", "reference": "systemBackgroundColor"}`.
    case system(platform: String, reference: String)
}

/// One entry of `colors[]`.
public struct ColorEntry: Sendable, Hashable {
    public var idiom: String
    public var appearances: [AppearanceTrait]
    public var displayGamut: String?
    /// nil when no colour was chosen (Xcode's template `AccentColor`).
    public var color: ColorValue?

    public init(idiom: String = "universal", appearances: [AppearanceTrait] = [], displayGamut: String? = nil, color: ColorValue?) {
        self.idiom = idiom
        self.appearances = appearances
        self.displayGamut = displayGamut
        self.color = color
    }
}

/// One entry of `images[]`, `symbols[]` or `data[]`: the one file model of every set kind. A set
/// Stylebook writes carries the file's bytes in `data`; a set as read does not (the reader lists
/// files without loading them).
public struct AssetFileEntry: Sendable, Hashable {
    /// nil for an empty slot.
    public var filename: String?
    public var idiom: String
    /// "1x"/"2x"/"3x"; nil = single scale.
    public var scale: String?
    public var appearances: [AppearanceTrait]
    public var languageDirection: String?
    /// Data sets: `universal-type-identifier`.
    public var typeIdentifier: String?
    /// The bytes to write; empty for a set as read.
    public var data: [UInt8]

    public init(filename: String?, idiom: String = "universal", scale: String? = nil, appearances: [AppearanceTrait] = [],
                languageDirection: String? = nil, typeIdentifier: String? = nil, data: [UInt8] = []) {
        self.filename = filename
        self.idiom = idiom
        self.scale = scale
        self.appearances = appearances
        self.languageDirection = languageDirection
        self.typeIdentifier = typeIdentifier
        self.data = data
    }

    /// A file Stylebook writes: universal, at `scale` (nil = single scale), the dark variant or not.
    public init(filename: String, data: [UInt8], scale: String? = nil, dark: Bool = false) {
        self.init(filename: filename, scale: scale, appearances: dark ? [AppearanceTrait.dark] : [], data: data)
    }

    /// The dark-appearance variant (`luminosity: dark`).
    public var dark: Bool { appearances.contains(.dark) }
}

extension AppearanceTrait {
    /// `luminosity: dark`.
    public static let dark = AppearanceTrait(appearance: "luminosity", value: "dark")
}

public struct DataSetInfo: Sendable, Hashable {
    public var data: [AssetFileEntry]

    public init(data: [AssetFileEntry]) { self.data = data }
}
