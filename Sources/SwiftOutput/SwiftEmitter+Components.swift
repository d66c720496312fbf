import Tokens

/// Component styles (Sansan's type-named buttons and role-named labels): a platform-neutral
/// description in the core, and SwiftUI `ButtonStyle`/`LabelStyle`/modifiers, UIKit
/// `UIButton.Configuration`/`UILabel` and AppKit `NSButton`/`NSTextField` helpers on top.
extension SwiftEmitter {
    /// Defaults for the optional button properties, documented in docs/components.md.
    static let buttonDefaults: [String: Double] = ["cornerRadius": 0, "paddingHorizontal": 16, "borderWidth": 0,
                                                   "pressedOpacity": 0.7, "disabledOpacity": 0.4]

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
}
