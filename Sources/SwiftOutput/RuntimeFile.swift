/// The Swift every generated file shares and that does not depend on the design system: real
/// `.swift` files in `Sources/SwiftOutput/Runtime`, compiled and type-checked by the tests
/// (`RuntimeFileTests`), carried by the tool in `RuntimeFile+Embedded.swift` (scripts/embed-runtime.sh).
/// The emitters copy them and write only what the design system decides around them.
///
/// The files declare everything `public`; `text(accessModifier:)` puts the configured access
/// level in its place. Code on a configured enum is written on a placeholder (`StylebookSymbols`,
/// `StylebookFonts`) that `text(accessModifier:enumName:)` renames to the configured name.
enum RuntimeFile: String, CaseIterable, Sendable {
    /// The shared value types: pure Swift, no imports, so the file compiles on Linux too.
    case core = "Core"
    case coreLength = "Core+Length"
    case coreStrokeStyle = "Core+StrokeStyle"
    case coreBorder = "Core+Border"
    case coreCubicBezier = "Core+CubicBezier"
    case coreTransition = "Core+Transition"
    case coreGradient = "Core+Gradient"
    case coreComponents = "Core+Components"
    /// `swift.appearance-helpers: true`: the colour bindings the UIKit/AppKit layer helpers share.
    case coreAppearance = "Core+Appearance"
    case swiftUI = "SwiftUI"
    case swiftUIComponents = "SwiftUI+Components"
    case swiftUISymbolModes = "SwiftUI+SymbolModes"
    case uiKit = "UIKit"
    case uiKitComponents = "UIKit+Components"
    case uiKitSymbolModes = "UIKit+SymbolModes"
    case appKit = "AppKit"
    case appKitComponents = "AppKit+Components"
    case appKitSymbolImages = "AppKit+SymbolImages"
    case appKitSymbolModes = "AppKit+SymbolModes"
    /// `swift.appearance-helpers: true`: colours under a forced style, layer colours that follow
    /// appearance changes, a debug-only appearance override.
    case uiKitAppearance = "UIKit+Appearance"
    case appKitAppearance = "AppKit+Appearance"
    /// `stylebook assets`: one value type per set kind, and their SwiftUI/UIKit/AppKit accessors.
    case assets = "Assets"
    case assetsApple = "Assets+Apple"
    /// `stylebook fonts`: Core Text registration and the SwiftUI/UIKit/AppKit font accessors.
    case fontsApple = "Fonts+Apple"

    /// The placeholder name the symbol-enum extensions are written on.
    static let symbolEnumPlaceholder = "StylebookSymbols"
    /// The placeholder name of the fonts enum.
    static let fontsEnumPlaceholder = "StylebookFonts"

    /// The enum this file's code extends under a placeholder name, if any.
    var enumPlaceholder: String? {
        switch self {
        case .swiftUISymbolModes, .uiKitSymbolModes, .appKitSymbolModes, .appKitSymbolImages: Self.symbolEnumPlaceholder
        case .fontsApple: Self.fontsEnumPlaceholder
        default: nil
        }
    }

    /// The file as embedded, without its final newline ("" only if the build lost the file,
    /// which `RuntimeFileTests` catches).
    var source: String {
        var text = Self.embeddedTexts[rawValue] ?? ""
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The file with `public ` at the start of each declaration replaced by `accessModifier`
    /// ("public " or "") and, when given, the enum placeholder (`enumPlaceholder`) by `enumName`.
    func text(accessModifier: String, enumName: String? = nil) -> String {
        let text = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Self.settingAccess(of: String($0), to: accessModifier) }
            .joined(separator: "\n")
        guard let enumName, let placeholder = enumPlaceholder else { return text }
        return Self.renaming(placeholder, to: enumName, in: text)
    }

    /// `text` with every whole-identifier `placeholder` replaced by `name`.
    static func renaming(_ placeholder: String, to name: String, in text: String) -> String {
        func isIdentifierCharacter(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        var out = ""
        var rest = Substring(text)
        while let range = rest.range(of: placeholder) {
            let before = range.lowerBound == rest.startIndex ? out.last : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            out += rest[..<range.lowerBound]
            out += isIdentifierCharacter(before) || isIdentifierCharacter(after) ? placeholder : name
            rest = rest[range.upperBound...]
        }
        return out + rest
    }

    /// `line` with a leading `public ` (after indentation and an optional `@MainActor `) replaced.
    static func settingAccess(of line: String, to modifier: String) -> String {
        let indentation = line.prefix { $0 == " " }
        var rest = line.dropFirst(indentation.count)
        var attribute = ""
        if rest.hasPrefix("@MainActor ") {
            attribute = "@MainActor "
            rest = rest.dropFirst(attribute.count)
        }
        guard rest.hasPrefix("public ") else { return line }
        return indentation + attribute + modifier + rest.dropFirst("public ".count)
    }
}
