/// The Swift every generated file shares and that does not depend on the design system: real
/// `.swift` files in `Sources/SwiftOutput/Runtime`, compiled and type-checked by the tests
/// (`RuntimeFileCompileTests`), embedded into the tool at build time by `EmbedRuntimePlugin`.
/// The emitters copy them and write only what the design system decides around them.
///
/// The files declare everything `public`; `text(accessModifier:)` puts the configured access
/// level in its place. Extensions of the symbol enum are written on `StylebookSymbols`, which
/// `text(accessModifier:symbolEnum:)` renames to the configured enum.
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
    /// `stylebook assets`: one value type per set kind, and their SwiftUI/UIKit/AppKit accessors.
    case assets = "Assets"
    case assetsApple = "Assets+Apple"

    /// The placeholder name the symbol-enum extensions are written on.
    static let symbolEnumPlaceholder = "StylebookSymbols"

    /// The file as embedded, without its final newline ("" only if the build lost the file,
    /// which `RuntimeFileTests` catches).
    var source: String {
        var text = Self.embeddedTexts[rawValue] ?? ""
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The file with `public ` at the start of each declaration replaced by `accessModifier`
    /// ("public " or "") and, when given, the symbol enum's placeholder name by `symbolEnum`.
    func text(accessModifier: String, symbolEnum: String? = nil) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Self.settingAccess(of: String($0), to: accessModifier) }
        if let symbolEnum {
            let placeholder = "extension \(Self.symbolEnumPlaceholder) {"
            lines = lines.map { $0 == placeholder ? "extension \(symbolEnum) {" : $0 }
        }
        return lines.joined(separator: "\n")
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
