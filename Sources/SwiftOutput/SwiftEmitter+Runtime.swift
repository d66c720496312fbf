import Tokens

/// The runtime files (`RuntimeFile`, `Runtime/*.swift`) each generated file copies, at the
/// configured access level: which ones a token set needs is the only decision made here.
extension SwiftEmitter {
    func runtime(_ file: RuntimeFile, symbolEnum: String? = nil) -> String {
        file.text(accessModifier: options.accessLevel.modifier, enumName: symbolEnum)
    }

    /// The shared value types: pure Swift, no imports, so the file compiles on Linux too.
    func coreTypes() -> String { runtime(.core) }

    /// The core types the set's tokens need beyond the always-present ones.
    func extraCoreTypes(for tokens: TokenSet) -> [String] {
        var files: [RuntimeFile] = []
        if tokens.dimensions.contains(where: { $0.points == nil }) { files.append(.coreLength) }
        if !tokens.strokeStyles.isEmpty || !tokens.borders.isEmpty { files.append(.coreStrokeStyle) }
        if !tokens.borders.isEmpty { files.append(.coreBorder) }
        if !tokens.cubicBeziers.isEmpty || !tokens.transitions.isEmpty { files.append(.coreCubicBezier) }
        if !tokens.transitions.isEmpty { files.append(.coreTransition) }
        if !tokens.gradients.isEmpty { files.append(.coreGradient) }
        if options.appearanceHelpers && options.includeApple { files.append(.coreAppearance) }
        return files.map { runtime($0) }
    }

    func componentCoreTypes() -> String { runtime(.coreComponents) }

    func swiftUICore() -> String { runtime(.swiftUI) }
    func componentSwiftUI() -> String { runtime(.swiftUIComponents) }
    func swiftUISymbolModes(_ name: String) -> String { runtime(.swiftUISymbolModes, symbolEnum: name) }

    /// UIKit extensions of the core types (iOS, tvOS, watchOS, Mac Catalyst).
    func uiKitCore() -> String { runtime(.uiKit) }
    func componentUIKit() -> String { runtime(.uiKitComponents) }
    func uiKitSymbolModes(_ name: String) -> String { runtime(.uiKitSymbolModes, symbolEnum: name) }

    /// AppKit extensions of the core types (macOS without Catalyst).
    func appKitCore() -> String { runtime(.appKit) }
    func componentAppKit() -> String { runtime(.appKitComponents) }
    /// Custom symbols as AppKit symbol images: `NSImage(symbolName:bundle:variableValue:)` from
    /// macOS 13 (a symbol image, so symbol configurations apply), the catalog image before.
    func appKitSymbolImages(_ name: String) -> String { runtime(.appKitSymbolImages, symbolEnum: name) }
    func appKitSymbolModes(_ name: String) -> String { runtime(.appKitSymbolModes, symbolEnum: name) }
}
