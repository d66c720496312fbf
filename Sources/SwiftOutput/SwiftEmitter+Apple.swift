import Tokens

extension SwiftEmitter {
    /// SwiftUI, UIKit and AppKit accessors, each behind `#if canImport`, so the file compiles
    /// (to nothing) on Linux. Extensions of the core types come only with `includeCore`, so a
    /// second file in the same module does not redeclare them.
    public func emitApple(tokens: TokenSet, symbols: [SymbolAsset], images: [SymbolAsset] = []) -> SwiftOutputFile {
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

    /// Custom symbols as AppKit symbol images: `NSImage(symbolName:bundle:variableValue:)` from
    /// macOS 13 (a symbol image, so symbol configurations apply), the catalog image before.
    private func appKitSymbolImages(_ name: String) -> String {
        let a = options.accessLevel.modifier
        return """
        extension \(name) {
            /// The custom symbol; from macOS 13 a symbol image (takes `withSymbolConfiguration(_:)`).
            \(a)var nsImage: AppKit.NSImage? {
                if #available(macOS 13.0, *) {
                    // 1 shows every layer of a variable symbol, as the symbol does without a value.
                    return AppKit.NSImage(symbolName: rawValue, bundle: stylebookBundle, variableValue: 1)
                }
                return stylebookBundle.image(forResource: rawValue)
            }

            /// The custom symbol drawn for `variableValue` (0…1) where it supports variable rendering.
            @available(macOS 13.0, *)
            \(a)func nsImage(variableValue: Swift.Double) -> AppKit.NSImage? {
                AppKit.NSImage(symbolName: rawValue, bundle: stylebookBundle, variableValue: variableValue)
            }
        }
        """
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

    private func swiftUICore() -> String {
        let a = options.accessLevel.modifier
        return """
        extension StylebookRGBA {
            /// This exact value, without appearance switching.
            \(a)var swiftUIColor: SwiftUI.Color {
                SwiftUI.Color(space == .displayP3 ? .displayP3 : .sRGB, red: red, green: green, blue: blue, opacity: alpha)
            }
        }

        extension StylebookColor {
            /// The catalog colour; follows light/dark and increased contrast.
            \(a)var color: SwiftUI.Color { SwiftUI.Color(name, bundle: stylebookBundle) }
        }

        extension StylebookFontWeight {
            \(a)var swiftUIWeight: SwiftUI.Font.Weight {
                switch self {
                case .ultraLight: return .ultraLight
                case .thin: return .thin
                case .light: return .light
                case .regular: return .regular
                case .medium: return .medium
                case .semibold: return .semibold
                case .bold: return .bold
                case .heavy: return .heavy
                case .black: return .black
                }
            }
        }

        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        extension StylebookDynamicTypeStyle {
            \(a)var swiftUITextStyle: SwiftUI.Font.TextStyle {
                switch self {
                case .largeTitle:
                    #if os(tvOS)
                    return .title
                    #else
                    return .largeTitle
                    #endif
                case .title1: return .title
                case .title2: return .title2
                case .title3: return .title3
                case .headline: return .headline
                case .body: return .body
                case .callout: return .callout
                case .subheadline: return .subheadline
                case .footnote: return .footnote
                case .caption1: return .caption
                case .caption2: return .caption2
                }
            }
        }

        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        extension StylebookTextStyle {
            /// Scales with `relativeTo` (fixed size without it): a named font through
            /// `Font.custom(_:size:relativeTo:)`; the system font as the text style's own font when
            /// the size is that style's default (`isDynamicTypeDefaultSize`). Any other system-font
            /// size is fixed here, as SwiftUI has no scaled system font of a given size;
            /// `View.textStyle(_:)` scales every style (docs/text-layout.md).
            \(a)var font: SwiftUI.Font { stylebookFont(size: size, scaledBySwiftUI: true) }

            func stylebookFont(size: Swift.Double, scaledBySwiftUI: Swift.Bool) -> SwiftUI.Font {
                guard let name = fontName else {
                    #if !os(macOS)
                    // macOS text styles have their own sizes (body is 13 pt) and do not scale.
                    if scaledBySwiftUI, let style = relativeTo, isDynamicTypeDefaultSize {
                        return .system(style.swiftUITextStyle, design: .default).weight(fontWeight.swiftUIWeight)
                    }
                    #endif
                    return .system(size: CGFloat(size), weight: fontWeight.swiftUIWeight)
                }
                let base: SwiftUI.Font
                if scaledBySwiftUI, let style = relativeTo {
                    base = .custom(name, size: CGFloat(size), relativeTo: style.swiftUITextStyle)
                } else {
                    base = .custom(name, fixedSize: CGFloat(size))
                }
                // A family name loads its regular face; ask for the weight. A PostScript name is one face already.
                return postScriptName == nil ? base.weight(fontWeight.swiftUIWeight) : base
            }

            /// The font's own line height, from UIKit/AppKit.
            var stylebookNaturalLineHeight: Swift.Double {
                #if canImport(UIKit)
                return Swift.Double(uiFontUnscaled.lineHeight)
                #elseif canImport(AppKit)
                let font = nsFont
                return Swift.Double(font.ascender - font.descender + font.leading)
                #else
                return estimatedNaturalLineHeight
                #endif
            }
        }

        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        struct StylebookTextStyleModifier: SwiftUI.ViewModifier {
            let style: StylebookTextStyle
            /// 100 scaled with the style's Dynamic Type style; divided by 100 it scales spacing and tracking.
            @SwiftUI.ScaledMetric private var scaledHundred: CGFloat

            init(style: StylebookTextStyle) {
                self.style = style
                _scaledHundred = SwiftUI.ScaledMetric(wrappedValue: 100, relativeTo: style.relativeTo?.swiftUITextStyle ?? .body)
            }

            private var factor: Swift.Double { style.relativeTo == nil ? 1 : Swift.Double(scaledHundred) / 100 }

            @SwiftUI.ViewBuilder
            func body(content: Content) -> some SwiftUI.View {
                // SwiftUI scales custom fonts itself; the system font is scaled here.
                let font = style.fontName == nil
                    ? style.stylebookFont(size: style.size * factor, scaledBySwiftUI: false)
                    : style.font
                // Between lines: the extra leading, as lineSpacing (SwiftUI takes no negative spacing).
                // Above the first line and below the last: half of it each, as padding, so a block of
                // n lines is n × lineHeight tall; negative padding tightens (docs/text-layout.md).
                let natural = style.stylebookNaturalLineHeight
                let spaced = content
                    .font(font)
                    .lineSpacing(CGFloat(Swift.max(0, style.extraLeading(naturalLineHeight: natural)) * factor))
                    .padding(.vertical, CGFloat(style.halfLeading(naturalLineHeight: natural) * factor))
                if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                    spaced.tracking(CGFloat(style.tracking * factor))
                } else {
                    spaced
                }
            }
        }

        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        extension SwiftUI.View {
            /// Applies the style's font, its line height (line spacing between lines, vertical padding
            /// around the block) and tracking (tracking from iOS 16/macOS 13).
            @MainActor
            \(a)func textStyle(_ style: StylebookTextStyle) -> some SwiftUI.View {
                modifier(StylebookTextStyleModifier(style: style))
            }
        }
        """
    }
}
