/// The state a control is drawn in.
public enum StylebookControlState: Swift.Sendable, Swift.Hashable, Swift.CaseIterable {
    case normal, pressed, disabled
}

/// A button style from component tokens. Lengths are points at the default text size; with a
/// Dynamic Type text style, height and padding grow with the text (`scaled(_:by:)`).
public struct StylebookButtonSpec: Swift.Sendable, Swift.Hashable {
    public let name: Swift.String
    public let background: StylebookColor
    public let foreground: StylebookColor
    public let textStyle: StylebookTextStyle
    public let cornerRadius: Swift.Double
    /// The least height; nil = as tall as the text and its padding.
    public let minHeight: Swift.Double?
    public let horizontalPadding: Swift.Double
    public let borderColor: StylebookColor?
    public let borderWidth: Swift.Double
    public let pressedBackground: StylebookColor?
    public let disabledBackground: StylebookColor?
    public let disabledForeground: StylebookColor?
    /// Opacity of the whole button while pressed, when no pressed colour is given.
    public let pressedOpacity: Swift.Double
    /// Opacity of the whole button while disabled, when no disabled colours are given.
    public let disabledOpacity: Swift.Double

    public init(name: Swift.String, background: StylebookColor, foreground: StylebookColor, textStyle: StylebookTextStyle,
                cornerRadius: Swift.Double = 0, minHeight: Swift.Double? = nil, horizontalPadding: Swift.Double = 16,
                borderColor: StylebookColor? = nil, borderWidth: Swift.Double = 0, pressedBackground: StylebookColor? = nil,
                disabledBackground: StylebookColor? = nil, disabledForeground: StylebookColor? = nil,
                pressedOpacity: Swift.Double = 0.7, disabledOpacity: Swift.Double = 0.4) {
        self.name = name
        self.background = background
        self.foreground = foreground
        self.textStyle = textStyle
        self.cornerRadius = cornerRadius
        self.minHeight = minHeight
        self.horizontalPadding = horizontalPadding
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.pressedBackground = pressedBackground
        self.disabledBackground = disabledBackground
        self.disabledForeground = disabledForeground
        self.pressedOpacity = pressedOpacity
        self.disabledOpacity = disabledOpacity
    }

    public func background(for state: StylebookControlState) -> StylebookColor {
        switch state {
        case .normal: return background
        case .pressed: return pressedBackground ?? background
        case .disabled: return disabledBackground ?? background
        }
    }

    public func foreground(for state: StylebookControlState) -> StylebookColor {
        state == .disabled ? (disabledForeground ?? foreground) : foreground
    }

    /// Opacity of the whole button: a state with colours of its own is drawn opaque.
    public func opacity(for state: StylebookControlState) -> Swift.Double {
        switch state {
        case .normal: return 1
        case .pressed: return pressedBackground == nil ? pressedOpacity : 1
        case .disabled: return disabledBackground == nil && disabledForeground == nil ? disabledOpacity : 1
        }
    }

    /// `length` at the current text size: `factor` is the Dynamic Type scale of the text
    /// style (1 at the default size); a fixed-size text style does not scale.
    public func scaled(_ length: Swift.Double, by factor: Swift.Double) -> Swift.Double {
        textStyle.relativeTo == nil ? length : length * factor
    }
}

/// A label style from component tokens: a text style and a colour, named by role.
public struct StylebookLabelSpec: Swift.Sendable, Swift.Hashable {
    public let name: Swift.String
    public let textStyle: StylebookTextStyle
    public let color: StylebookColor

    public init(name: Swift.String, textStyle: StylebookTextStyle, color: StylebookColor) {
        self.name = name
        self.textStyle = textStyle
        self.color = color
    }
}
