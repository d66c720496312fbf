extension StylebookRGBA {
    /// This exact value, without appearance switching.
    public var nsColor: AppKit.NSColor {
        space == .displayP3
            ? AppKit.NSColor(displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
            : AppKit.NSColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension StylebookColor {
    /// The catalog colour (follows the appearance); the light value if the catalog lacks it.
    public var nsColor: AppKit.NSColor { AppKit.NSColor(named: name, bundle: stylebookBundle) ?? light.nsColor }
}

extension StylebookFontWeight {
    public var nsFontWeight: AppKit.NSFont.Weight {
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

extension StylebookTextStyle {
    /// The font at its design size (macOS has no Dynamic Type); the system font of the
    /// same size and weight if the face is missing.
    public var nsFont: AppKit.NSFont {
        if let postScriptName, let font = AppKit.NSFont(name: postScriptName, size: CGFloat(size)) {
            return font
        }
        if postScriptName == nil, let family = fontName {
            let traits: [AppKit.NSFontDescriptor.TraitKey: Any] = [.weight: fontWeight.nsFontWeight.rawValue]
            let descriptor = AppKit.NSFontDescriptor(fontAttributes: [.family: family, .traits: traits])
            if let font = AppKit.NSFont(descriptor: descriptor, size: CGFloat(size)), font.familyName == family {
                return font
            }
        }
        return AppKit.NSFont.systemFont(ofSize: CGFloat(size), weight: fontWeight.nsFontWeight)
    }

    /// NSAttributedString attributes: font, kern, and for a set line height a paragraph
    /// style with minimum = maximum line height plus a centring baseline offset of half
    /// the extra leading (docs/text-layout.md).
    public func attributes() -> [Foundation.NSAttributedString.Key: Any] {
        let font = nsFont
        var attributes: [Foundation.NSAttributedString.Key: Any] = [.font: font]
        if tracking != 0 { attributes[.kern] = CGFloat(tracking) }
        if let lineHeight {
            let paragraph = AppKit.NSMutableParagraphStyle()
            paragraph.minimumLineHeight = CGFloat(lineHeight)
            paragraph.maximumLineHeight = CGFloat(lineHeight)
            attributes[.paragraphStyle] = paragraph
            // A fixed line puts its extra leading above the glyphs; raising them by half of it centres them.
            attributes[.baselineOffset] = CGFloat(halfLeading(naturalLineHeight: Swift.Double(font.ascender - font.descender + font.leading)))
        }
        return attributes
    }
}
