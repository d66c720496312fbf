extension StylebookRGBA {
    /// This exact value, without appearance switching.
    public var swiftUIColor: SwiftUI.Color {
        SwiftUI.Color(space == .displayP3 ? .displayP3 : .sRGB, red: red, green: green, blue: blue, opacity: alpha)
    }
}

extension StylebookColor {
    /// The catalog colour; follows light/dark and increased contrast.
    public var color: SwiftUI.Color { SwiftUI.Color(name, bundle: stylebookBundle) }
}

extension StylebookFontWeight {
    public var swiftUIWeight: SwiftUI.Font.Weight {
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
    public var swiftUITextStyle: SwiftUI.Font.TextStyle {
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
    public var font: SwiftUI.Font { stylebookFont(size: size, scaledBySwiftUI: true) }

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
    public func textStyle(_ style: StylebookTextStyle) -> some SwiftUI.View {
        modifier(StylebookTextStyleModifier(style: style))
    }
}
