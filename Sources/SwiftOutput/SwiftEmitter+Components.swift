import Tokens

/// Component styles (Sansan's type-named buttons and role-named labels): a platform-neutral
/// description in the core, and SwiftUI `ButtonStyle`/`LabelStyle`/modifiers, UIKit
/// `UIButton.Configuration`/`UILabel` and AppKit `NSButton`/`NSTextField` helpers on top.
extension SwiftEmitter {
    /// Defaults for the optional button properties, documented in docs/components.md.
    static let buttonDefaults: [String: Double] = ["cornerRadius": 0, "paddingHorizontal": 16, "borderWidth": 0,
                                                   "pressedOpacity": 0.7, "disabledOpacity": 0.4]

    func componentCoreTypes() -> String {
        let a = options.accessLevel.modifier
        return """
        /// The state a control is drawn in.
        \(a)enum StylebookControlState: Swift.Sendable, Swift.Hashable, Swift.CaseIterable {
            case normal, pressed, disabled
        }

        /// A button style from component tokens. Lengths are points at the default text size; with a
        /// Dynamic Type text style, height and padding grow with the text (`scaled(_:by:)`).
        \(a)struct StylebookButtonSpec: Swift.Sendable, Swift.Hashable {
            \(a)let name: Swift.String
            \(a)let background: StylebookColor
            \(a)let foreground: StylebookColor
            \(a)let textStyle: StylebookTextStyle
            \(a)let cornerRadius: Swift.Double
            /// The least height; nil = as tall as the text and its padding.
            \(a)let minHeight: Swift.Double?
            \(a)let horizontalPadding: Swift.Double
            \(a)let borderColor: StylebookColor?
            \(a)let borderWidth: Swift.Double
            \(a)let pressedBackground: StylebookColor?
            \(a)let disabledBackground: StylebookColor?
            \(a)let disabledForeground: StylebookColor?
            /// Opacity of the whole button while pressed, when no pressed colour is given.
            \(a)let pressedOpacity: Swift.Double
            /// Opacity of the whole button while disabled, when no disabled colours are given.
            \(a)let disabledOpacity: Swift.Double

            \(a)init(name: Swift.String, background: StylebookColor, foreground: StylebookColor, textStyle: StylebookTextStyle,
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

            \(a)func background(for state: StylebookControlState) -> StylebookColor {
                switch state {
                case .normal: return background
                case .pressed: return pressedBackground ?? background
                case .disabled: return disabledBackground ?? background
                }
            }

            \(a)func foreground(for state: StylebookControlState) -> StylebookColor {
                state == .disabled ? (disabledForeground ?? foreground) : foreground
            }

            /// Opacity of the whole button: a state with colours of its own is drawn opaque.
            \(a)func opacity(for state: StylebookControlState) -> Swift.Double {
                switch state {
                case .normal: return 1
                case .pressed: return pressedBackground == nil ? pressedOpacity : 1
                case .disabled: return disabledBackground == nil && disabledForeground == nil ? disabledOpacity : 1
                }
            }

            /// `length` at the current text size: `factor` is the Dynamic Type scale of the text
            /// style (1 at the default size); a fixed-size text style does not scale.
            \(a)func scaled(_ length: Swift.Double, by factor: Swift.Double) -> Swift.Double {
                textStyle.relativeTo == nil ? length : length * factor
            }
        }

        /// A label style from component tokens: a text style and a colour, named by role.
        \(a)struct StylebookLabelSpec: Swift.Sendable, Swift.Hashable {
            \(a)let name: Swift.String
            \(a)let textStyle: StylebookTextStyle
            \(a)let color: StylebookColor

            \(a)init(name: Swift.String, textStyle: StylebookTextStyle, color: StylebookColor) {
                self.name = name
                self.textStyle = textStyle
                self.color = color
            }
        }
        """
    }

    func componentLiteral(_ c: ComponentToken) -> String {
        func color(_ key: String) -> String? { c.colors[key].map(colorLiteral) }
        func number(_ key: String) -> Double? { c.numbers[key] }
        switch c.kind {
        case .label:
            let style = c.textStyles["textStyle"].map(textStyleLiteral) ?? "nil"
            return "StylebookLabelSpec(name: \(SwiftLiteral.string(c.path.dotted)), textStyle: \(style), color: \(color("color") ?? "nil"))"
        case .button:
            var text = "StylebookButtonSpec(name: \(SwiftLiteral.string(c.path.dotted)), background: \(color("background") ?? "nil"), "
            text += "foreground: \(color("foreground") ?? "nil"), textStyle: \(c.textStyles["textStyle"].map(textStyleLiteral) ?? "nil")"
            for (key, label) in [("cornerRadius", "cornerRadius"), ("height", "minHeight"), ("paddingHorizontal", "horizontalPadding")] {
                if let value = number(key), value != Self.buttonDefaults[key] { text += ", \(label): \(SwiftLiteral.double(value))" }
            }
            if let border = color("borderColor") { text += ", borderColor: \(border)" }
            if let width = number("borderWidth"), width != 0 { text += ", borderWidth: \(SwiftLiteral.double(width))" }
            for key in ["pressedBackground", "disabledBackground", "disabledForeground"] {
                if let value = color(key) { text += ", \(key): \(value)" }
            }
            for key in ["pressedOpacity", "disabledOpacity"] {
                if let value = number(key), value != Self.buttonDefaults[key] { text += ", \(key): \(SwiftLiteral.double(value))" }
            }
            return text + ")"
        }
    }

    func componentSwiftUI() -> String {
        let a = options.accessLevel.modifier
        return """
        /// Draws a button from its ``StylebookButtonSpec`` in the pressed and disabled states, with
        /// height and padding following Dynamic Type.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        \(a)struct StylebookButtonStyle: SwiftUI.ButtonStyle {
            \(a)let spec: StylebookButtonSpec
            @SwiftUI.Environment(\\.isEnabled) private var isEnabled: Swift.Bool
            @SwiftUI.ScaledMetric private var scaledHundred: CGFloat

            \(a)init(_ spec: StylebookButtonSpec) {
                self.spec = spec
                self._scaledHundred = SwiftUI.ScaledMetric(wrappedValue: 100, relativeTo: (spec.textStyle.relativeTo ?? .body).swiftUITextStyle)
            }

            \(a)func makeBody(configuration: Configuration) -> some SwiftUI.View {
                let state: StylebookControlState = !isEnabled ? .disabled : configuration.isPressed ? .pressed : .normal
                let factor = Swift.Double(scaledHundred) / 100
                let shape = SwiftUI.RoundedRectangle(cornerRadius: CGFloat(spec.cornerRadius))
                return configuration.label
                    .textStyle(spec.textStyle)
                    .foregroundColor(spec.foreground(for: state).color)
                    .padding(.horizontal, CGFloat(spec.scaled(spec.horizontalPadding, by: factor)))
                    .frame(minHeight: spec.minHeight.map { CGFloat(spec.scaled($0, by: factor)) })
                    .background(shape.fill(spec.background(for: state).color))
                    .overlay(shape.strokeBorder(spec.borderColor?.color ?? SwiftUI.Color.clear, lineWidth: CGFloat(spec.borderWidth)))
                    .opacity(spec.opacity(for: state))
            }
        }

        /// Styles a `Label`: its title in the text style, title and icon in the colour.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        \(a)struct StylebookLabelStyle: SwiftUI.LabelStyle {
            \(a)let spec: StylebookLabelSpec

            \(a)init(_ spec: StylebookLabelSpec) {
                self.spec = spec
            }

            \(a)func makeBody(configuration: Configuration) -> some SwiftUI.View {
                SwiftUI.HStack {
                    configuration.icon
                    configuration.title.textStyle(spec.textStyle)
                }
                .foregroundColor(spec.color.color)
            }
        }

        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        extension SwiftUI.View {
            /// A `Button` drawn as the component: `Button("注文する") { … }.componentStyle(Components.Button.main)`.
            @MainActor \(a)func componentStyle(_ spec: StylebookButtonSpec) -> some SwiftUI.View {
                buttonStyle(StylebookButtonStyle(spec))
            }

            /// Text in the label component's text style and colour.
            @MainActor \(a)func componentStyle(_ spec: StylebookLabelSpec) -> some SwiftUI.View {
                textStyle(spec.textStyle).foregroundColor(spec.color.color)
            }
        }
        """
    }

    func componentUIKit() -> String {
        let a = options.accessLevel.modifier
        return """
        @available(iOS 15.0, tvOS 15.0, *)
        extension StylebookButtonSpec {
            /// The configuration for one state; `apply(to:)` keeps a button updated as its state changes.
            @MainActor \(a)func buttonConfiguration(for state: StylebookControlState = .normal,
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
            @MainActor \(a)func apply(to button: UIKit.UIButton) {
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
            @MainActor \(a)func apply(_ spec: StylebookLabelSpec) {
                font = spec.textStyle.uiFont(compatibleWith: traitCollection)
                textColor = spec.color.uiColor
                adjustsFontForContentSizeCategory = spec.textStyle.relativeTo != nil
            }

            /// `text` with the whole text style (line height and tracking too) in the component's colour.
            @MainActor \(a)func apply(_ spec: StylebookLabelSpec, text: Swift.String) {
                apply(spec)
                var attributes = spec.textStyle.attributes(compatibleWith: traitCollection)
                attributes[.foregroundColor] = spec.color.uiColor
                attributedText = Foundation.NSAttributedString(string: text, attributes: attributes)
            }
        }
        """
    }

    func componentAppKit() -> String {
        let a = options.accessLevel.modifier
        return """
        extension AppKit.NSTextField {
            /// Font and colour of the label component.
            @MainActor \(a)func apply(_ spec: StylebookLabelSpec) {
                font = spec.textStyle.nsFont
                textColor = spec.color.nsColor
            }
        }

        extension AppKit.NSButton {
            /// Bezel, content colour and font of the button component (AppKit draws the states).
            @MainActor \(a)func apply(_ spec: StylebookButtonSpec) {
                bezelColor = spec.background.nsColor
                contentTintColor = spec.foreground.nsColor
                font = spec.textStyle.nsFont
            }
        }
        """
    }
}
