import SwiftOutput
import Tokens

/// One symbol as the guide shows it: the template Stylebook wrote, and what conversion said about it.
public struct GuideSymbol: Sendable, Hashable {
    /// The icon name, e.g. `cart` (also the file name of its detail page).
    public var name: String
    /// The catalog asset name, e.g. `Icons/cart`.
    public var assetName: String
    /// The template SVG text, exactly as written into the `.symbolset`.
    public var template: String
    /// Conversion warnings and notes, already rendered as `file:line:col: warning: message`.
    public var warnings: [String]

    public init(name: String, assetName: String, template: String, warnings: [String] = []) {
        self.name = name
        self.assetName = assetName
        self.template = template
        self.warnings = warnings
    }
}

/// Everything a guide (or one side of a diff) is made from. Plain values: reading the project is
/// StylebookKit's job; this module only turns the values into pages.
public struct GuideInput: Sendable {
    /// Page title, e.g. the project's folder name.
    public var title: String
    public var tokens: TokenSet
    /// Every pair of every contrast rule in every appearance (`ContrastLint.check`).
    public var contrast: [ContrastResult]
    /// Symbols in name order.
    public var symbols: [GuideSymbol]
    /// The project's Swift settings (type names, `swift.naming`), so the guide shows the
    /// accessors app code types.
    public var swift: SwiftOutputOptions
    /// Which font families this machine has (for the type section's "missing" labels).
    public var fonts: FontAvailability
    /// `renames:` (old name → new name) of this side's stylebook.yml, for the diff's aliases.
    public var renames: [(old: String, new: String)] = []
    /// The project's font files, copied beside the guide and used through `@font-face`, so text
    /// styles render in their real face whatever this machine has installed.
    public var webFonts: [GuideWebFont] = []

    public init(title: String, tokens: TokenSet, contrast: [ContrastResult] = [], symbols: [GuideSymbol] = [],
                swift: SwiftOutputOptions = SwiftOutputOptions(), fonts: FontAvailability = FontAvailability(families: [])) {
        self.title = title
        self.tokens = tokens
        self.contrast = contrast
        self.symbols = symbols.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
        self.swift = swift
        self.fonts = fonts
    }
}

/// A face of the project's fonts that the guide ships in its `fonts/` folder.
public struct GuideWebFont: Sendable, Hashable {
    /// The face's PostScript name, which is also its `font-family` name in the guide's CSS, so no
    /// installed font of the same family can stand in for it.
    public var postScriptName: String
    public var family: String
    public var weight: Int
    public var isItalic: Bool
    /// The font file to copy (as the project names it).
    public var sourcePath: String
    /// Its name in the guide's `fonts/` folder.
    public var fileName: String

    public init(postScriptName: String, family: String, weight: Int, isItalic: Bool, sourcePath: String, fileName: String) {
        (self.postScriptName, self.family, self.weight, self.isItalic) = (postScriptName, family, weight, isItalic)
        (self.sourcePath, self.fileName) = (sourcePath, fileName)
    }
}
