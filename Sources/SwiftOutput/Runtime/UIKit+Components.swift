@available(iOS 15.0, tvOS 15.0, *)
extension StylebookButtonSpec {
    /// The configuration for one state; `apply(to:)` keeps a button updated as its state changes.
    @MainActor public func buttonConfiguration(for state: StylebookControlState = .normal,
                                            compatibleWith traitCollection: UIKit.UITraitCollection? = nil) -> UIKit.UIButton.Configuration {
        var configuration = UIKit.UIButton.Configuration.filled()
        configuration.baseBackgroundColor = background(for: state).uiColor
        configuration.baseForegroundColor = foreground(for: state).uiColor
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = CGFloat(cornerRadius)
        configuration.background.strokeColor = borderColor?.uiColor
        configuration.background.strokeWidth = CGFloat(borderWidth)
        let metrics = UIKit.UIFontMetrics(forTextStyle: (textStyle.relativeTo ?? .body).uiFontTextStyle)
        let padding = textStyle.relativeTo == nil ? CGFloat(horizontalPadding)
            : metrics.scaledValue(for: CGFloat(horizontalPadding), compatibleWith: traitCollection)
        configuration.contentInsets = UIKit.NSDirectionalEdgeInsets(top: 0, leading: padding, bottom: 0, trailing: padding)
        let font = textStyle.uiFont(compatibleWith: traitCollection)
        configuration.titleTextAttributesTransformer = UIKit.UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = font
            return outgoing
        }
        return configuration
    }

    /// Styles `button` now and whenever it is pressed, disabled or its text size changes.
    @MainActor public func apply(to button: UIKit.UIButton) {
        let spec = self
        button.configurationUpdateHandler = { button in
            let state: StylebookControlState = !button.isEnabled ? .disabled : button.isHighlighted ? .pressed : .normal
            button.configuration = spec.buttonConfiguration(for: state, compatibleWith: button.traitCollection)
            button.alpha = CGFloat(spec.opacity(for: state))
        }
        button.setNeedsUpdateConfiguration()
        if let minHeight {
            let metrics = UIKit.UIFontMetrics(forTextStyle: (textStyle.relativeTo ?? .body).uiFontTextStyle)
            let height = textStyle.relativeTo == nil ? CGFloat(minHeight)
                : metrics.scaledValue(for: CGFloat(minHeight), compatibleWith: button.traitCollection)
            button.heightAnchor.constraint(greaterThanOrEqualToConstant: height).isActive = true
        }
    }
}

extension UIKit.UILabel {
    /// Font and colour of the label component; the font follows Dynamic Type.
    @MainActor public func apply(_ spec: StylebookLabelSpec) {
        font = spec.textStyle.uiFont(compatibleWith: traitCollection)
        textColor = spec.color.uiColor
        adjustsFontForContentSizeCategory = spec.textStyle.relativeTo != nil
    }

    /// `text` with the whole text style (line height and tracking too) in the component's colour.
    @MainActor public func apply(_ spec: StylebookLabelSpec, text: Swift.String) {
        apply(spec)
        var attributes = spec.textStyle.attributes(compatibleWith: traitCollection)
        attributes[.foregroundColor] = spec.color.uiColor
        attributedText = Foundation.NSAttributedString(string: text, attributes: attributes)
    }
}
