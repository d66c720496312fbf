import Tokens

extension SwiftEmitter {
    /// SwiftUI, UIKit and AppKit accessors, each behind `#if canImport`, so the file compiles
    /// (to nothing) on Linux. Extensions of the core types come only with `includeCore`, so a
    /// second file in the same module does not redeclare them.
    public func emitApple(tokens: TokenSet, symbols: [SymbolAsset], images: [SymbolAsset] = []) -> SwiftOutputFile {
        if let renamed = applyingDeprecationRenames(to: tokens) {
            return renamed.emitter.emitApple(tokens: renamed.tokens, symbols: symbols, images: images)
        }
        let diagnostics = options.validate()
        var w = SwiftSourceWriter()
        w.lines(SwiftEmitter.header.trimmingCharacters(atEnd: "\n"))
        let assetEnums = [(options.symbolsTypeName, symbols), (options.imagesTypeName, images)].filter { !$0.1.isEmpty }.map(\.0)
        guard !diagnostics.hasErrors, options.includeCore || !assetEnums.isEmpty else {
            return SwiftOutputFile(text: w.text, diagnostics: diagnostics)
        }
        let a = options.accessLevel.modifier
        w.line()
        w.lines(bundleSection())
        w.line()
        w.line("#if canImport(SwiftUI)")
        w.line("import SwiftUI")
        if options.includeCore { w.line(); w.lines(swiftUICore()) }
        if options.includeCore && !tokens.components.isEmpty { w.line(); w.lines(componentSwiftUI()) }
        let swiftUIMembers = swiftUIStaticMembers(tokens: tokens)
        if !swiftUIMembers.isEmpty { w.line(); w.lines(swiftUIMembers.trimmingCharacters(atEnd: "\n")) }
        for name in assetEnums {
            w.line()
            w.block("extension \(name)") { w in
                w.line("/// The symbol or image as a SwiftUI image (custom symbols take font size and weight).")
                w.line("\(a)var image: SwiftUI.Image { SwiftUI.Image(rawValue, bundle: stylebookBundle) }")
            }
            if name == options.symbolsTypeName { w.line(); w.lines(swiftUISymbolModes(name)) }
        }
        w.line("#endif")
        w.line()
        w.line("#if canImport(UIKit)")
        w.line("import UIKit")
        if options.includeCore { w.line(); w.lines(uiKitCore()) }
        if options.includeCore && options.appearanceHelpers { w.line(); w.lines(runtime(.uiKitAppearance)) }
        if options.includeCore && !tokens.components.isEmpty { w.line(); w.lines(componentUIKit()) }
        let uiKitMembers = uiKitStaticMembers(tokens: tokens)
        if !uiKitMembers.isEmpty { w.line(); w.lines(uiKitMembers.trimmingCharacters(atEnd: "\n")) }
        for name in assetEnums {
            w.line()
            w.line("@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)")
            w.block("extension \(name)") { w in
                w.line("\(a)var uiImage: UIKit.UIImage? { UIKit.UIImage(named: rawValue, in: stylebookBundle, with: nil) }")
                w.line()
                w.line("\(a)func uiImage(with configuration: UIKit.UIImage.Configuration?) -> UIKit.UIImage? {")
                w.line("    UIKit.UIImage(named: rawValue, in: stylebookBundle, with: configuration)")
                w.line("}")
            }
            if name == options.symbolsTypeName { w.line(); w.lines(uiKitSymbolModes(name)) }
        }
        w.line("#elseif canImport(AppKit)")
        w.line("import AppKit")
        if options.includeCore { w.line(); w.lines(appKitCore()) }
        if options.includeCore && options.appearanceHelpers { w.line(); w.lines(runtime(.appKitAppearance)) }
        if options.includeCore && !tokens.components.isEmpty { w.line(); w.lines(componentAppKit()) }
        let appKitMembers = appKitStaticMembers(tokens: tokens)
        if !appKitMembers.isEmpty { w.line(); w.lines(appKitMembers.trimmingCharacters(atEnd: "\n")) }
        for name in assetEnums {
            w.line()
            if name == options.symbolsTypeName {
                w.lines(appKitSymbolImages(name))
                w.line()
                w.lines(appKitSymbolModes(name))
            } else {
                w.block("extension \(name)") { w in
                    w.line("\(a)var nsImage: AppKit.NSImage? { stylebookBundle.image(forResource: rawValue) }")
                }
            }
        }
        w.line("#endif")
        return SwiftOutputFile(text: w.text, diagnostics: diagnostics)
    }

    private func bundleSection() -> String {
        let body: String
        var token = false
        switch options.bundle {
        case .main:
            body = "Foundation.Bundle.main"
        case .module:
            body = "Foundation.Bundle.module"
        case .forClass:
            body = "Foundation.Bundle(for: StylebookBundleToken.self)"
            token = true
        case .automatic:
            body = "#if SWIFT_PACKAGE\nFoundation.Bundle.module\n#else\nFoundation.Bundle(for: StylebookBundleToken.self)\n#endif"
            token = true
        }
        var text = "#if canImport(SwiftUI) || canImport(UIKit) || canImport(AppKit)\nimport Foundation\n\n"
        text += "/// The bundle whose asset catalog holds the colours, symbols and images.\n"
        if body.contains("\n") {
            text += "private var stylebookBundle: Foundation.Bundle {\n"
            text += body.split(separator: "\n").map { $0.hasPrefix("#") ? String($0) : "    return " + $0 }.joined(separator: "\n")
            text += "\n}\n"
        } else {
            text += "private var stylebookBundle: Foundation.Bundle { \(body) }\n"
        }
        if token { text += "\nprivate final class StylebookBundleToken {}\n" }
        return text + "#endif"
    }
}
