extension StylebookRGBA {
    /// This exact value, without appearance switching.
    public var uiColor: UIKit.UIColor {
        space == .displayP3
            ? UIKit.UIColor(displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
            : UIKit.UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension StylebookColor {
    /// The catalog colour (dynamic: follows appearance and contrast).
    public var uiColor: UIKit.UIColor { uiColor(compatibleWith: nil) }

    /// The catalog colour for `traitCollection`; built from the token values if the
    /// catalog lacks it, so a missing asset never crashes.
    public func uiColor(compatibleWith traitCollection: UIKit.UITraitCollection?) -> UIKit.UIColor {
        if let named = UIKit.UIColor(named: name, in: stylebookBundle, compatibleWith: traitCollection) {
            return named
        }
        #if os(watchOS)
        return light.uiColor
        #else
        let color = self
        return UIKit.UIColor { traits in
            let dark = traits.userInterfaceStyle == .dark
            let high = traits.accessibilityContrast == .high
            let appearance: StylebookAppearance = dark ? (high ? .darkHighContrast : .dark) : (high ? .lightHighContrast : .light)
            return color.resolved(for: appearance).uiColor
        }
        #endif
    }
}

extension StylebookFontWeight {
    public var uiFontWeight: UIKit.UIFont.Weight {
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

extension StylebookDynamicTypeStyle {
    public var uiFontTextStyle: UIKit.UIFont.TextStyle {
        switch self {
        case .largeTitle:
            #if os(tvOS)
            return .title1
            #else
            return .largeTitle
            #endif
        case .title1: return .title1
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .body: return .body
        case .callout: return .callout
        case .subheadline: return .subheadline
        case .footnote: return .footnote
        case .caption1: return .caption1
        case .caption2: return .caption2
        }
    }
}

extension StylebookTextStyle {
    /// The font at its design size; the system font of the same size and weight if the face is missing.
    public var uiFontUnscaled: UIKit.UIFont {
        if let postScriptName, let font = UIKit.UIFont(name: postScriptName, size: CGFloat(size)) {
            return font
        }
        if postScriptName == nil, let family = fontName {
            let traits: [UIKit.UIFontDescriptor.TraitKey: Any] = [.weight: fontWeight.uiFontWeight.rawValue]
            let descriptor = UIKit.UIFontDescriptor(fontAttributes: [.family: family, .traits: traits])
            let font = UIKit.UIFont(descriptor: descriptor, size: CGFloat(size))
            if font.familyName == family { return font }
        }
        return UIKit.UIFont.systemFont(ofSize: CGFloat(size), weight: fontWeight.uiFontWeight)
    }

    /// Scaled with Dynamic Type (UIFontMetrics of `relativeTo`) when set, else the design size.
    public var uiFont: UIKit.UIFont { uiFont(compatibleWith: nil) }

    public func uiFont(compatibleWith traitCollection: UIKit.UITraitCollection?) -> UIKit.UIFont {
        guard let relativeTo else { return uiFontUnscaled }
        // Always scale the unscaled font: scaling a scaled font raises an exception.
        return UIKit.UIFontMetrics(forTextStyle: relativeTo.uiFontTextStyle).scaledFont(for: uiFontUnscaled, compatibleWith: traitCollection)
    }

    /// NSAttributedString attributes: font, kern, and for a set line height a paragraph
    /// style with minimum = maximum line height plus the baseline offset that centres the
    /// text in it (docs/text-layout.md). Lengths scale with Dynamic Type like the font.
    public func attributes(compatibleWith traitCollection: UIKit.UITraitCollection? = nil) -> [Foundation.NSAttributedString.Key: Any] {
        let font = uiFont(compatibleWith: traitCollection)
        let metrics = relativeTo.map { UIKit.UIFontMetrics(forTextStyle: $0.uiFontTextStyle) }
        func scaled(_ value: Swift.Double) -> CGFloat {
            metrics?.scaledValue(for: CGFloat(value), compatibleWith: traitCollection) ?? CGFloat(value)
        }
        var attributes: [Foundation.NSAttributedString.Key: Any] = [.font: font]
        if tracking != 0 { attributes[.kern] = scaled(tracking) }
        if let lineHeight {
            let height = scaled(lineHeight)
            let paragraph = UIKit.NSMutableParagraphStyle()
            paragraph.minimumLineHeight = height
            paragraph.maximumLineHeight = height
            attributes[.paragraphStyle] = paragraph
            // A fixed line puts its extra leading above the glyphs; centring needs them raised by
            // half of it, and UILabel moves text by twice .baselineOffset, so half of that again.
            let halfLeading = StylebookTextStyle.halfLeading(lineHeight: Swift.Double(height), naturalLineHeight: Swift.Double(font.lineHeight))
            attributes[.baselineOffset] = CGFloat(halfLeading / 2)
        }
        return attributes
    }
}
